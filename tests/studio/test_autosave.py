"""Autosave: written after a pause in the changes, restored with its title and path, and a
folder that cannot be written is one warning in the status bar, never a dialog or a traceback."""

import json
import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
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
    window.autosaver.delay_ms = 50


def warning_labels(window):
    return [label for label in window.statusBar().findChildren(QLabel)
            if label.isVisible() and "Autosave failed" in label.text()]


@pytest.mark.slow
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


def test_a_stream_of_changes_is_still_autosaved(window, qtbot):
    """Changes that never pause (a player clicking on and on) are written MAX_WAIT_S after the
    first of them. The clicks run on a clock of the test's own, two seconds apart: no event loop
    runs between them, so the real timer cannot fire early, and no real pause can come."""
    now = [1000.0]
    window.autosaver.clock = lambda: now[0]
    doc = window.new("nonogram", 5, 5)
    rect = doc.grid.layout_().cell_rect(0, 0)
    start = now[0]

    def click_at(second):  # fill, empty, fill, ...: each one a change
        now[0] = start + second
        button = Qt.MouseButton.RightButton if second % 4 else Qt.MouseButton.LeftButton
        qtbot.mouseClick(doc.grid, button, pos=rect.center().toPoint())

    for second in range(0, round(autosave.MAX_WAIT_S), 2):
        click_at(second)
        assert autosaved() == [] and window.autosave_timer.isActive()
        # the write waits for a pause of DELAY_MS, and never past MAX_WAIT_S after the first change
        left_ms = round((autosave.MAX_WAIT_S - second) * 1000)
        assert window.autosave_timer.interval() == min(autosave.DELAY_MS, left_ms)
    click_at(round(autosave.MAX_WAIT_S))
    assert window.autosave_timer.interval() == 0  # due now, though the changes go on
    qtbot.waitUntil(lambda: len(autosaved()) == 1)
    assert autosaved()[0].path.read_text(encoding="utf-8") == doc.native_text()


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
