"""Files changed or deleted elsewhere while open: one question, reload or keep; our own saves
ask nothing; a save never silently overwrites a change made elsewhere."""

import shutil
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from solvers.textfiles import write_text_atomically

from .conftest import activate
from .test_autosave import click_cell

SAMPLES = Path(__file__).resolve().parents[2] / "puzzles" / "nonogram"
YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def opened(window, tmp_path, name="heart.json"):
    target = tmp_path / "mine.json"
    shutil.copy(SAMPLES / name, target)
    return window.open_file(target), target


def write_elsewhere(path, text):
    """Another program saves the file, as editors do: a new file renamed over the old one (an
    in-place write could be seen half done on a loaded machine, and asked about twice)."""
    write_text_atomically(path, text)


def save_with_keys(qtbot, window):
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)


def test_a_change_elsewhere_asks_and_reload_shows_the_new_file(window, qtbot, tmp_path, questions):
    doc, target = opened(window, tmp_path)
    other = (SAMPLES / "rocket.json").read_text(encoding="utf-8")

    def look_then_reload(box):
        box.show()  # laid out as the user sees it
        box.grab().save("/tmp/reload-prompt.png")
        box.hide()
        return YES

    questions.answer = look_then_reload
    write_elsewhere(target, other)
    qtbot.waitUntil(lambda: len(questions.texts) == 1)
    assert "changed by another program" in questions.texts[0]
    reloaded = window.current()
    assert reloaded is not doc and window.tabs.count() == 1
    assert reloaded.native_text() == window.open_file(SAMPLES / "rocket.json", remember=False).native_text()
    assert reloaded.path == str(target) and not window.isWindowModified()


def test_keep_my_version_marks_it_unsaved_and_save_then_writes_it(window, qtbot, tmp_path, questions):
    doc, target = opened(window, tmp_path)
    mine = doc.native_text()
    write_elsewhere(target, (SAMPLES / "rocket.json").read_text(encoding="utf-8"))
    qtbot.waitUntil(lambda: len(questions.texts) == 1)  # answered No: keep my version
    assert window.current() is doc and doc.native_text() == mine
    assert window.isWindowModified() and window.tabs.tabText(0).endswith("*")
    save_with_keys(qtbot, window)  # the user has seen the change: no second question
    assert len(questions.texts) == 1
    assert target.read_text(encoding="utf-8") == mine and not window.isWindowModified()


def test_our_own_saves_ask_nothing(window, qtbot, tmp_path, questions):
    doc, target = opened(window, tmp_path)
    click_cell(qtbot, doc)
    save_with_keys(qtbot, window)
    click_cell(qtbot, doc, 3, 2)
    save_with_keys(qtbot, window)
    assert target.read_text(encoding="utf-8") == doc.native_text()
    # Then a change from elsewhere: its question is the first one (events arrive in order).
    write_elsewhere(target, (SAMPLES / "rocket.json").read_text(encoding="utf-8"))
    qtbot.waitUntil(lambda: len(questions.texts) == 1)
    assert "changed by another program" in questions.texts[0]


def test_a_deleted_file_asks_keep_or_close(window, qtbot, tmp_path, questions):
    doc, target = opened(window, tmp_path)
    mine = doc.native_text()
    target.unlink()
    qtbot.waitUntil(lambda: len(questions.texts) == 1)  # keep my version
    assert "deleted" in questions.texts[0]
    assert window.current() is doc and window.isWindowModified()
    save_with_keys(qtbot, window)  # Save writes it again, without another question
    assert target.read_text(encoding="utf-8") == mine and len(questions.texts) == 1

    questions.answer = YES  # Close
    target.unlink()
    qtbot.waitUntil(lambda: window.tabs.count() == 0)
    assert len(questions.texts) == 2


def test_save_never_silently_overwrites_a_change_made_elsewhere(window, qtbot, tmp_path, questions):
    doc, target = opened(window, tmp_path)
    click_cell(qtbot, doc)
    # A watcher that reports late, or never (network folders): Save itself compares the file.
    window.file_watch.settle.setInterval(600_000)
    theirs = (SAMPLES / "rocket.json").read_text(encoding="utf-8")
    write_elsewhere(target, theirs)
    save_with_keys(qtbot, window)  # "overwrite?" No
    assert len(questions.texts) == 1 and "Overwrite" in questions.texts[0]
    assert target.read_text(encoding="utf-8") == theirs and window.isWindowModified()
    assert "Not saved" in window.statusBar().currentMessage()

    questions.answer = YES  # Overwrite
    save_with_keys(qtbot, window)
    assert target.read_text(encoding="utf-8") == doc.native_text() and not window.isWindowModified()


def test_a_change_in_place_is_noticed_too(window, qtbot, tmp_path, questions):
    doc, target = opened(window, tmp_path)
    with target.open("a", encoding="utf-8") as stream:  # one write into the same file
        stream.write("\n")
    qtbot.waitUntil(lambda: len(questions.texts) == 1)  # keep
    assert window.isWindowModified() and window.current() is doc
