"""The document model (issue 13), driven as a user would: the clues of a clue-only nonogram are
never lost; a verdict or a hint shows only while the state it was computed for is current (an
edit, an undo, or a move during the computation takes it away); the player's game and the undo
chain are saved in the native file and resume on open; the modified flag follows the undo stack."""

import json

import numpy as np
import pytest
from PySide6.QtCore import Qt

from solvers.genres import GENRES
from solvers.nonogram import formats as nonogram_formats
from solvers.nonogram.model import FILLED, UNKNOWN, Nonogram
from studio.document import EDIT, PLAY

from .conftest import activate
from .test_editor import centre
from .test_galaxies_editor import SMALL as GALAXIES_SMALL
from .test_galaxies_editor import at
from .test_numberlink_editor import drag as nl_drag
from .test_numberlink_editor import place

L, R = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
CTRL = Qt.KeyboardModifier.ControlModifier
# A 5x5 heart: unique.
HEART_ROWS = ((1, 1), (5,), (5,), (3,), (1,))
HEART_COLS = ((2,), (4,), (4,), (4,), (2,))


def clue_file(tmp_path, rows, cols, name="clues.nin"):
    """A clue-only puzzle in the .nin format (no picture), as from a book or webpbn."""
    path = tmp_path / name
    path.write_text(nonogram_formats.write(Nonogram(rows, cols), "nin"))
    return path


def click_tab(qtbot, doc, index):
    bar = doc.tabs.tabBar()
    qtbot.mouseClick(bar, L, pos=bar.tabRect(index).center())
    assert doc.mode() == index


def undo(qtbot, window):
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)


def wait_idle(qtbot, doc):
    qtbot.waitUntil(lambda: not doc.busy(), timeout=60_000)


# -- a clue-only nonogram ------------------------------------------------------------------------
def test_clicking_in_edit_never_turns_clues_into_an_empty_picture(window, qtbot, tmp_path):
    doc = window.open_file(clue_file(tmp_path, HEART_ROWS, HEART_COLS))
    assert doc.mode() == PLAY and doc.clues is not None
    click_tab(qtbot, doc, EDIT)
    messages = []
    doc.status_message.connect(messages.append)
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 2, 2))
    qtbot.mousePress(doc.grid, L, pos=centre(doc, 0, 0))
    qtbot.mouseMove(doc.grid, centre(doc, 0, 4))
    qtbot.mouseRelease(doc.grid, L, pos=centre(doc, 0, 4))
    assert (doc.puzzle().rows, doc.puzzle().cols) == (HEART_ROWS, HEART_COLS)
    assert doc.undo_stack.count() == 0 and not window.isWindowModified()
    assert messages and "clues but no picture" in messages[-1]
    assert doc.author.adopt_button.isVisible() and doc.author.clues_button.text() == "Edit clues…"
    doc.resize_grid(7, 7)  # the size of a clue-only puzzle comes from its clues
    assert doc.puzzle().shape == (5, 5) and doc.undo_stack.count() == 0


def test_use_the_unique_solution_as_the_picture_and_undo_it(window, qtbot, tmp_path):
    doc = window.open_file(clue_file(tmp_path, HEART_ROWS, HEART_COLS))
    click_tab(qtbot, doc, EDIT)
    qtbot.mouseClick(doc.author.adopt_button, L)
    wait_idle(qtbot, doc)
    assert doc.clues is None and doc.picture.sum() == sum(map(sum, HEART_ROWS))
    assert (doc.puzzle().rows, doc.puzzle().cols) == (HEART_ROWS, HEART_COLS)
    assert "Unique" in doc.author.check_label.text() and window.isWindowModified()
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 4, 0))  # now the picture is the author's
    assert doc.puzzle().rows[4] == (1, 1)
    undo(qtbot, window)
    undo(qtbot, window)
    assert doc.clues is not None and (doc.puzzle().rows, doc.puzzle().cols) == (HEART_ROWS, HEART_COLS)
    assert not window.isWindowModified()


def test_an_ambiguous_clue_only_puzzle_has_no_picture_to_adopt(window, qtbot, tmp_path):
    doc = window.open_file(clue_file(tmp_path, ((1,), (1,)), ((1,), (1,))))
    click_tab(qtbot, doc, EDIT)
    qtbot.mouseClick(doc.author.adopt_button, L)
    wait_idle(qtbot, doc)
    assert doc.clues is not None and doc.undo_stack.count() == 0
    assert "Not unique" in doc.author.check_label.text() and "edit the clues" in doc.author.check_label.text()


# -- verdicts that are no longer true are not shown -----------------------------------------------
def nonogram_ambiguous(window, qtbot):
    doc = window.new("nonogram", 3, 3)
    for cell in ((0, 0), (1, 1)):  # a diagonal: its mirror has the same clues
        qtbot.mouseClick(doc.grid, L, pos=centre(doc, *cell))
    return doc


def test_nonogram_not_unique_goes_when_undo_removes_the_ambiguity(window, qtbot):
    doc = nonogram_ambiguous(window, qtbot)
    qtbot.mouseClick(doc.author.check_button, L)
    wait_idle(qtbot, doc)
    assert "Not unique" in doc.author.check_label.text() and doc.view_state()[1].marked
    undo(qtbot, window)  # one cell left: unique now
    assert "Not unique" not in doc.author.check_label.text() and "check it again" in doc.author.check_label.text()
    assert not doc.view_state()[1].marked and not doc.author.flip_button.isVisible()


def test_nonogram_unique_goes_when_an_edit_makes_the_puzzle_ambiguous(window, qtbot):
    doc = window.new("nonogram", 3, 3)
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 0, 0))
    qtbot.mouseClick(doc.author.check_button, L)
    wait_idle(qtbot, doc)
    assert "Unique" in doc.author.check_label.text() and "Unique" in window.statusBar().currentMessage()
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 1, 1))
    assert "Unique" not in doc.author.check_label.text()
    assert "Unique" not in window.statusBar().currentMessage()  # nor in the status bar
    undo(qtbot, window)  # back to the checked puzzle: the old verdict does not come back as if new
    assert "Unique" not in doc.author.check_label.text()


def test_nonogram_a_check_answer_that_arrives_after_an_edit_is_dropped(window, qtbot):
    doc = window.new("nonogram", 3, 3)
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 0, 0))
    qtbot.mouseClick(doc.author.check_button, L)
    # The worker's answer reaches the window through the event loop, after this edit at the earliest.
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 1, 1))
    wait_idle(qtbot, doc)
    text = doc.author.check_label.text()
    assert "Unique" not in text and "Not unique" not in text and "check it again" in text


def test_galaxies_verdict_goes_with_an_edit_and_a_late_answer_is_dropped(window, qtbot):
    doc = window.open_file(GALAXIES_SMALL)
    click_tab(qtbot, doc, EDIT)
    qtbot.mouseClick(doc.author.check_button, L)
    wait_idle(qtbot, doc)
    assert "Unique" in doc.author.check_label.text()
    free = next((y, x) for y in range(1, 14) for x in range(1, 14) if (y, x) not in doc.dots)
    qtbot.mouseClick(doc.grid, L, pos=at(doc, *free))
    assert free in doc.dots and "Unique" not in doc.author.check_label.text()
    undo(qtbot, window)
    assert "Unique" not in doc.author.check_label.text()
    qtbot.mouseClick(doc.author.check_button, L)
    qtbot.mouseClick(doc.grid, L, pos=at(doc, *free))  # while it checks
    wait_idle(qtbot, doc)
    assert "nique" not in doc.author.check_label.text() and doc.author.check_result is None


def test_numberlink_undoing_a_rules_change_takes_the_nikoli_verdict_and_short_circuit_away(window, qtbot):
    doc = window.new("numberlink", 3, 3)
    place(qtbot, doc, [(0, 0), (2, 2)])
    rules = doc.author.rules_box
    rules.setCurrentIndex(rules.findData("nikoli"))
    check = doc.author.check
    qtbot.mouseClick(check.button, L)
    wait_idle(qtbot, doc)
    assert "under nikoli" in check.label.text() and check.short_button.isVisible()
    qtbot.mouseClick(check.short_button, L)
    assert doc.view_state().marked  # the cells the short circuit leaves empty
    undo(qtbot, window)  # back to fill
    assert doc.rules == "fill" and "nikoli" not in check.label.text()
    assert not check.short_button.isVisible() and check.result is None and not doc.view_state().marked
    qtbot.mouseClick(check.button, L)
    nl_drag(qtbot, doc, [(2, 2), (2, 1)])  # while it checks
    wait_idle(qtbot, doc)
    assert "nique" not in check.label.text() and check.result is None


# -- hints that are no longer true are not shown ------------------------------------------------------
def test_nonogram_hint_goes_when_the_board_changes(window, qtbot, tmp_path):
    doc = window.open_file(clue_file(tmp_path, HEART_ROWS, HEART_COLS))
    qtbot.mouseClick(doc.player.hint_button, L)
    qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=30_000)
    assert "press Hint again" in doc.player.hint_label.text() and doc.view_state()[1].marked
    qtbot.mouseClick(doc.grid, R, pos=centre(doc, 4, 4))  # any move
    assert doc.player.hint is None and "press Hint again" not in doc.player.hint_label.text()
    assert not doc.view_state()[1].marked
    qtbot.mouseClick(doc.player.hint_button, L)
    qtbot.mouseClick(doc.grid, R, pos=centre(doc, 4, 3))  # a move while the hint is worked out
    wait_idle(qtbot, doc)
    assert doc.player.hint is None and "press Hint again" not in doc.player.hint_label.text()


def test_galaxies_hint_text_goes_after_a_later_move(window, qtbot):
    doc = window.open_file(GALAXIES_SMALL)
    qtbot.mouseClick(doc.player.hint_button, L)
    qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=30_000)
    shown = doc.player.hint_label.text()
    assert shown and "Divide the grid" not in shown
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 4, 3))  # draw a wall
    assert doc.player.hint is None and doc.player.hint_label.text() != shown
    assert not doc.view_state().step_cells


def test_numberlink_hint_and_check_marks_go_after_a_later_move(window, qtbot):
    doc = window.new("numberlink", 3, 3)
    place(qtbot, doc, [(0, 0), (0, 2), (1, 0), (1, 2), (2, 0), (2, 2)])
    window.mode_actions[2].trigger()
    qtbot.mouseClick(doc.player.hint_button, L)
    qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=30_000)
    assert doc.view_state().hint
    nl_drag(qtbot, doc, [(2, 0), (2, 1)])
    assert doc.player.hint is None and not doc.view_state().hint
    assert "press Hint again" not in doc.player.message.text()
    qtbot.mouseClick(doc.player.check_button, L)  # the lines are unfinished: it rings cells
    assert doc.player.unfinished_marks and doc.view_state().unfinished
    nl_drag(qtbot, doc, [(0, 0), (0, 1)])
    assert not doc.player.unfinished_marks and not doc.view_state().unfinished
    assert "not finished" not in doc.player.message.text()


# -- the game in progress is saved, and resumes ---------------------------------------------------------
def reopen(window, doc, path):
    assert window.save_to(doc, path)
    window.close_tab(window.tabs.indexOf(doc))
    again = window.open_file(path)
    assert again is not None and again is not doc
    return again


def test_a_damaged_studio_section_opens_the_puzzle_alone(window, qtbot, tmp_path):
    doc = window.open_file(clue_file(tmp_path, HEART_ROWS, HEART_COLS))
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 1, 1))
    path = tmp_path / "heart.json"
    assert window.save_to(doc, path)
    window.close_tab(window.tabs.indexOf(doc))
    data = json.loads(path.read_text())
    data["studio"]["moves"] = [{"kind": "no such move"}]
    path.write_text(json.dumps(data))
    again = window.open_file(path)
    assert again.board[1, 1] == FILLED and again.undo_stack.count() == 0  # the state, not the history
    window.close_tab(window.tabs.indexOf(again))
    data["rows"][0] = [2]  # the puzzle was edited elsewhere: its saved state is about another puzzle
    data["studio"]["state"] = "garbage"
    path.write_text(json.dumps(data))
    third = window.open_file(path)
    assert third.puzzle().rows[0] == (2,) and (third.board == UNKNOWN).all() and third.undo_stack.count() == 0


@pytest.mark.parametrize("genre", list(GENRES))
def test_a_rename_is_a_move_that_marks_the_document_modified(window, qtbot, genre):
    doc = window.new(genre, 4, 4)
    click_tab(qtbot, doc, EDIT)
    edit = doc.author.title_edit
    edit.setFocus()
    qtbot.keyClicks(edit, "Fox")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert doc.title == "Fox" and window.isWindowModified() and "Fox" in window.windowTitle()
    undo(qtbot, window)
    assert doc.title == "" and edit.text() == "" and not window.isWindowModified()


def test_a_crash_restores_the_game_in_progress_with_its_undo_chain(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from studio import autosave
    from studio import settings as prefs
    from studio.main_window import MainWindow

    window.autosaver.delay_ms = 50
    doc = window.open_file(GALAXIES_SMALL)
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 4, 3))
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 3, 4))
    walls = doc.walls.copy()
    qtbot.waitUntil(lambda: len(autosave.found(prefs.autosave_dir())) == 1 and not window.autosaver.due)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    again = MainWindow(restore_autosave=False)  # the first window "crashed"
    qtbot.addWidget(again)
    again.show()
    assert again.restore_autosaves() == 1
    restored = again.current()
    assert np.array_equal(restored.walls, walls) and restored.mode() == PLAY
    assert restored.display_title() == doc.display_title() and again.isWindowModified()
    restored.undo_stack.undo()
    assert restored.walls.sum() == walls.sum() - 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    window._autosave_names.clear()


def test_a_solve_run_for_an_older_puzzle_shows_nothing(window, qtbot):
    from studio.workers import workers_running

    doc = nonogram_ambiguous(window, qtbot)
    click_tab(qtbot, doc, 1)
    panel = doc.solve_panel
    panel.solve()  # its answer reaches the window through the event loop, after this undo
    undo(qtbot, window)
    assert panel.run is None and panel.status_label.text() == "Ready."
    qtbot.waitUntil(lambda: not workers_running(), timeout=60_000)
    assert panel.done is None and not panel.steps and panel.status_label.text() == "Ready."
