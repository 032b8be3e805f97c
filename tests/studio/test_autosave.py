"""Autosave: written after a pause in the changes, restored with its title and path, and a
folder that cannot be written is one warning in the status bar, never a dialog or a traceback."""

import json
import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox

from studio import autosave
from studio import settings as prefs
from studio.main_window import MainWindow

from .conftest import activate

SAMPLE = Path(__file__).resolve().parents[2] / "puzzles" / "nonogram" / "heart.json"


def click_cell(qtbot, doc, row=0, col=0):
    rect = doc.grid.layout_().cell_rect(row, col)
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())


def autosaved():
    return autosave.found(prefs.autosave_dir())


def quick(window):
    """The debounce itself is tested once, with its real delay; elsewhere a short one."""
    window.autosave_timer.setInterval(50)


def warning_labels(window):
    return [label for label in window.statusBar().findChildren(QLabel)
            if label.isVisible() and "Autosave failed" in label.text()]


def test_an_edit_is_autosaved_after_a_pause_not_at_once(window, qtbot):
    doc = window.new("nonogram", 5, 5)
    click_cell(qtbot, doc)
    assert window.isWindowModified()
    assert autosaved() == [] and window.autosave_timer.isActive()  # waits for the pause
    click_cell(qtbot, doc, 1, 1)  # a second change restarts the wait: still nothing written
    assert autosaved() == [] and window.autosave_timer.isActive()
    qtbot.waitUntil(lambda: len(autosaved()) == 1, timeout=20_000)
    entry = autosaved()[0]
    assert entry.path.read_text(encoding="utf-8") == doc.native_text()  # the whole document
    assert entry.meta["title"] == "Untitled" and entry.meta["path"] is None


def test_a_stream_of_changes_is_still_autosaved(window, qtbot, monkeypatch):
    """Changes that never pause (a player clicking on and on) are written after MAX_WAIT_S."""
    monkeypatch.setattr(autosave, "MAX_WAIT_S", 0.0)
    window.autosave_timer.setInterval(300)
    doc = window.new("nonogram", 5, 5)
    rect = doc.grid.layout_().cell_rect(0, 0)
    clicks = []

    def click():  # fill, empty, fill, ... every 50 ms: each one a change, never a pause
        if len(clicks) < 200:
            button = Qt.MouseButton.RightButton if len(clicks) % 2 else Qt.MouseButton.LeftButton
            qtbot.mouseClick(doc.grid, button, pos=rect.center().toPoint())
            clicks.append(button)
            QTimer.singleShot(50, click)

    click()
    qtbot.waitUntil(lambda: len(autosaved()) == 1, timeout=8000)
    assert len(clicks) < 200  # written while the changes go on
    clicks.extend([None] * 200)  # stop clicking


def test_undo_back_to_the_saved_state_removes_the_autosave(window, qtbot):
    quick(window)
    doc = window.new("nonogram", 5, 5)
    click_cell(qtbot, doc)
    qtbot.waitUntil(lambda: len(autosaved()) == 1)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.isWindowModified()
    qtbot.waitUntil(lambda: autosaved() == [])


def test_saving_and_closing_remove_the_autosave(window, qtbot, tmp_path):
    quick(window)
    target = tmp_path / "mine.json"
    shutil.copy(SAMPLE, target)
    doc = window.open_file(target)
    click_cell(qtbot, doc)
    qtbot.waitUntil(lambda: len(autosaved()) == 1)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert autosaved() == [] and not window.isWindowModified()
    other = window.new("nonogram", 4, 4)
    click_cell(qtbot, other)
    qtbot.waitUntil(lambda: len(autosaved()) == 1)
    assert window.close_tab(window.tabs.indexOf(other))  # "discard" (conftest)
    assert autosaved() == []


def test_restore_brings_back_the_title_and_the_path_it_belonged_to(window, qtbot, tmp_path, monkeypatch):
    quick(window)
    target = tmp_path / "mine.json"
    shutil.copy(SAMPLE, target)
    opened = window.open_file(target)
    click_cell(qtbot, opened, 0, 0)  # an empty cell of the heart: now filled
    untitled = window.new("nonogram", 4, 3)
    click_cell(qtbot, untitled)
    qtbot.waitUntil(lambda: len(autosaved()) == 2 and not window.autosaver.due)
    expected = {opened.native_text(): str(target), untitled.native_text(): None}

    # A crash: the window never closes. The next start offers the work back.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    again = MainWindow(restore_autosave=False)
    qtbot.addWidget(again)
    again.show()
    assert again.restore_autosaves() == 2
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    restored = {doc.native_text(): doc for doc in again.documents()}
    assert {text: doc.path for text, doc in restored.items()} == expected
    titles = sorted(again.tabs.tabText(i) for i in range(again.tabs.count()))
    assert titles == sorted([opened.display_title() + "*", "Untitled*"])  # not the autosave's name
    assert again.isWindowModified()

    # Save writes to the original path without asking where (no file dialog).
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: pytest.fail("asked where to save"))
    again.tabs.setCurrentWidget(restored[opened.native_text()])
    activate(qtbot, again)
    qtbot.keyClick(again, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert target.read_text(encoding="utf-8") == opened.native_text()
    assert not again.isWindowModified() and len(autosaved()) == 1  # the untitled one remains
    window._autosave_names.clear()  # the first window "crashed": its closing must not clean up


def test_a_folder_that_cannot_be_created_is_one_status_bar_warning_until_it_works(
        window, qtbot, tmp_path, isolated_settings, questions):
    quick(window)
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    QSettings().setValue("autosave_dir", str(blocker / "autosave"))
    doc = window.new("nonogram", 5, 5)
    click_cell(qtbot, doc)
    qtbot.waitUntil(lambda: len(warning_labels(window)) == 1)
    window.statusBar().grab().save("/tmp/autosave-warning.png")
    click_cell(qtbot, doc, 1, 1)  # the next change tries again, and fails again
    qtbot.waitUntil(lambda: not window.autosave_timer.isActive() and bool(window.autosaver.due))
    assert len(warning_labels(window)) == 1
    assert "Not a directory" in warning_labels(window)[0].text()
    assert isolated_settings == [] and questions.texts == []  # no dialog

    blocker.unlink()  # the folder can be made now: the next change writes, the warning goes
    click_cell(qtbot, doc, 2, 2)
    qtbot.waitUntil(lambda: not warning_labels(window))
    assert len(autosaved()) == 1 and autosaved()[0].path.read_text(encoding="utf-8") == doc.native_text()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder_is_a_warning_not_a_dialog(window, qtbot, tmp_path, isolated_settings):
    quick(window)
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    QSettings().setValue("autosave_dir", str(folder))
    try:
        doc = window.new("nonogram", 5, 5)
        click_cell(qtbot, doc)
        qtbot.waitUntil(lambda: len(warning_labels(window)) == 1)
        assert isolated_settings == []
    finally:
        folder.chmod(0o755)


def test_a_damaged_autosave_is_skipped_with_one_message(window, qtbot, monkeypatch, isolated_settings):
    quick(window)
    doc = window.new("nonogram", 5, 5)
    click_cell(qtbot, doc, 3, 3)
    qtbot.waitUntil(lambda: len(autosaved()) == 1)
    folder = prefs.autosave_dir()
    (folder / "half.json").write_text('{"genre": "nonogram", "format_version": 1, "rows": [[1')
    (folder / "half.meta.json").write_text(json.dumps({"title": "Lost", "path": None}))
    (folder / autosaved()[0].key).with_suffix(".meta.json").write_text("{")  # a half-written meta
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)

    again = MainWindow(restore_autosave=False)
    qtbot.addWidget(again)
    assert again.restore_autosaves() == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert again.current().native_text() == doc.native_text()
    assert again.current().display_title() == "Untitled"  # without its meta: the document's own
    assert "half.json" in again.statusBar().currentMessage() and isolated_settings == []
    assert (folder / "half.json.damaged").exists()  # set aside, not offered again
    assert [entry.key for entry in autosaved()] != ["half"] and len(autosaved()) == 1
    window._autosave_names.clear()
