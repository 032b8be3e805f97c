"""The main window: documents, files, formats, recent files, autosave, bad input."""

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from solvers.nonogram import formats
from solvers.nonogram.model import Nonogram
from studio import settings as prefs
from studio.main_window import MainWindow
from studio.registry import load_genres

from .conftest import activate

EXAMPLE = Nonogram(((5,), (2,), (2,), (2,), (2,)), ((1,), (1, 1), (1, 3), (3, 1), (2,)))
SAMPLES = sorted((Path(__file__).resolve().parents[2] / "puzzles" / "nonogram").glob("*.json"))


def test_the_registry_knows_every_engine_genre_it_has_an_editor_for():
    from solvers.genres import GENRES

    genres = load_genres()
    assert list(genres) == [name for name in genres if name in GENRES] and set(genres) == set(GENRES)
    assert all(ui.formats[0] == ("json", ".json") for ui in genres.values())


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_every_sample_opens(window, path):
    doc = window.open_file(path)
    assert doc is not None
    assert doc.puzzle() == formats.read_file(path)
    assert window.tabs.count() == 1 and not window.isWindowModified()
    assert doc.grab().width() > 100


def test_a_window_leaves_no_widget_behind(qtbot):
    """Identical windows, one after the other: none meets a window of an earlier test, and
    neither the widgets alive with a window open nor those left after it is gone grow from one
    to the next. (The conftest deletes each test's windows; when they lived on, every new window
    restyled all of them and took seconds to open.) One test drives the three turns, so no
    other test runs between them (under xdist it could, with its own leftovers); the first turn
    is not compared: pyqtgraph's menus and Qt's caches come with the first window."""
    import gc

    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    assert [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)] == []

    def settled() -> int:  # deleteLater's deletions done, Python's garbage collected
        for _ in range(2):
            QApplication.processEvents()
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            gc.collect()
        return len(QApplication.allWidgets())

    open_, after = [], []
    for _ in range(3):
        window = MainWindow(restore_autosave=False)
        window.show()
        qtbot.waitExposed(window)
        window.open_file(SAMPLES[0])
        window.new("galaxies", 7, 7)
        window.new("numberlink", 7, 7)
        open_.append(settled())
        window.close()
        window.deleteLater()
        del window
        after.append(settled())
    assert open_[2] == open_[1] and after[2] == after[1], (open_, after)
    assert after[1] == after[0] < open_[1]  # a closed window leaves no widget


def test_new_document_and_title_marks_modified(window, qtbot):
    doc = window.new("nonogram", 5, 4)
    assert doc.puzzle().shape == (4, 5)
    assert window.windowTitle().startswith("Untitled[*]") and not window.isWindowModified()
    rect = doc.grid.layout_().cell_rect(0, 0)
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert window.isWindowModified()
    assert window.tabs.tabText(0).endswith("*")


def test_save_is_atomic_json_and_reopens(window, tmp_path):
    doc = window.open_file(SAMPLES[0])
    target = tmp_path / "copy.json"
    assert window.save_to(doc, target)
    data = json.loads(target.read_text())
    assert data["genre"] == "nonogram" and data["format_version"] == 1
    assert formats.read_file(target) == doc.puzzle()
    assert str(target.resolve()) == prefs.recent_files()[0]
    assert not list(tmp_path.glob("copy.json.*"))  # no temporary file left behind


def test_quit_with_ctrl_q(window, qtbot):
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_autosave_is_restored_after_a_crash(qtbot, tmp_path, monkeypatch):
    from studio import autosave

    first = MainWindow(restore_autosave=False)
    qtbot.addWidget(first)
    doc = first.new("nonogram", 5, 5)
    doc.toggle_cell((1, 1), cross=False)
    first.autosave()
    assert len(autosave.found(prefs.autosave_dir())) == 1
    # A crash: the first window never closes properly. The next start offers the work back.
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    second = MainWindow(restore_autosave=False)
    qtbot.addWidget(second)
    assert second.restore_autosaves() == 1
    restored = second.current()
    assert restored.picture[1, 1] == 1 and second.isWindowModified()
    # The restored work keeps its autosave until it is saved or closed.
    assert len(autosave.found(prefs.autosave_dir())) == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert second.close_tab(0)
    assert not list(prefs.autosave_dir().glob("*.json"))
    first._autosave_names.clear()


def test_settings_persist_theme_and_grid(window):
    window.set_dark(True)
    window.grid5_action.trigger()
    again = MainWindow(restore_autosave=False)
    assert again.dark and not again.grid5_action.isChecked()
    again.set_dark(False)
    again.deleteLater()


def test_export_images_are_valid(window, tmp_path):
    from PySide6.QtGui import QImage

    doc = window.open_file(SAMPLES[3])
    from studio import export

    export.export_image(doc, tmp_path / "a.png", with_solution=True)
    export.export_image(doc, tmp_path / "a.svg")
    export.export_image(doc, tmp_path / "a.pdf", with_solution=True)
    export.export_image(doc, tmp_path / "b.png", with_solution=False)
    image = QImage(str(tmp_path / "a.png"))
    assert not image.isNull() and image.width() > 300

    def dark_pixels(picture):  # on a 5-pixel lattice
        return sum(picture.pixelColor(x, y).lightness() < 100
                   for x in range(0, picture.width(), 5) for y in range(0, picture.height(), 5))
    # the solution's filled cells are painted: many more dark pixels than the bare clues
    assert dark_pixels(image) > 2 * dark_pixels(QImage(str(tmp_path / "b.png")))
    svg = (tmp_path / "a.svg").read_text()
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg
    assert (tmp_path / "a.pdf").read_bytes().startswith(b"%PDF")


def test_the_window_geometry_is_kept_without_a_clean_close(window, qtbot):
    """Issue 38: after a crash the geometry of the last session was lost (it was written only
    by a clean close); it is kept a moment after each resize."""
    from studio import settings as prefs

    window.resize(700, 520)  # within the offscreen screen's 800x800
    qtbot.waitUntil(lambda: prefs.settings().value("window/geometry") is not None)
    from studio.main_window import MainWindow

    again = MainWindow(restore_autosave=False)  # as after a crash: the first window never closed
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 520)


def test_quitting_with_unsaved_puzzles_defaults_to_cancel(window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    asked = []

    def question(parent, title, text, buttons, default):
        asked.append(default)
        return default
    monkeypatch.setattr(QMessageBox, "question", question)
    for _ in range(2):
        doc = window.new("nonogram", 4, 4)
        doc.title = "changed"
        window._mark_unsaved(doc)
    window.close()
    assert asked == [QMessageBox.StandardButton.Cancel]
    assert window.isVisible() and len(window.documents()) == 2  # Enter kept everything open
