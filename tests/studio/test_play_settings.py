"""Player settings (issue 18): auto-cross, the clock and live error marking, each turned on or
off with its check box, the same in every open puzzle, and kept for the next session."""

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt

from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN
from studio.play_settings import PLAY_SETTINGS
from studio.registry import load_genres

PUZZLES = Path(__file__).resolve().parents[2] / "puzzles"
NONOGRAM = PUZZLES / "nonogram" / "worked-example-1.json"
L, R = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton


def click_box(qtbot, box):
    """A click on the box's square (a click beyond its text does not toggle it)."""
    qtbot.mouseClick(box, L, pos=QPoint(6, box.height() // 2))


def fill_row_blocks(qtbot, doc, row):
    """Fill the row's black cells of the picture, and nothing else, with the mouse."""
    for c in np.nonzero(doc.picture[row] == FILLED)[0]:
        qtbot.mouseClick(doc.grid, L, pos=doc.grid.layout_().cell_rect(row, int(c)).center().toPoint())


def a_row_with_blanks(doc, blacks=1):
    """A row with at least ``blacks`` black cells and a white one."""
    return next(r for r in range(doc.picture.shape[0])
                if (doc.picture[r] == FILLED).sum() >= blacks and (doc.picture[r] != FILLED).any())


def test_auto_cross_crosses_out_the_rest_of_a_finished_line_in_the_same_move(window, qtbot):
    doc = window.open_file(NONOGRAM)
    player = doc.player
    assert not player.cross_box.isChecked()  # off until the player turns it on
    row = a_row_with_blanks(doc)
    fill_row_blocks(qtbot, doc, row)
    assert (doc.board[row][doc.picture[row] != FILLED] == UNKNOWN).all()  # off: nothing crossed
    doc.undo_stack.undo()  # the last block's last cell: the row is one cell short again
    click_box(qtbot, player.cross_box)
    assert player.cross_box.isChecked() and PLAY_SETTINGS.value("auto_cross")
    moves = doc.undo_stack.index()
    last = int(np.nonzero(doc.picture[row] == FILLED)[0][-1])
    qtbot.mouseClick(doc.grid, L, pos=doc.grid.layout_().cell_rect(row, last).center().toPoint())
    assert (doc.board[row][doc.picture[row] != FILLED] == EMPTY).all()  # the rest crossed out
    assert doc.undo_stack.index() == moves + 1
    doc.undo_stack.undo()  # one move: the cell and the crosses go together
    assert doc.board[row, last] == UNKNOWN
    assert (doc.board[row][doc.picture[row] != FILLED] == UNKNOWN).all()


def test_the_clock_can_be_hidden_in_every_open_puzzle_and_the_finish_then_says_no_time(window, qtbot):
    first = window.open_file(NONOGRAM)
    second = window.open_file(PUZZLES / "galaxies" / "generated-7x7.json")
    assert first.player.clock_box.isChecked() and second.player.clock_box.isChecked()
    window.tabs.setCurrentIndex(window.tabs.indexOf(first))
    click_box(qtbot, first.player.clock_box)
    assert not second.player.clock_box.isChecked()  # the same setting everywhere
    assert first.clock.label.isHidden() and second.clock.label.isHidden()
    goal = first.puzzle().goal  # the player solves the first by hand
    for r, c in zip(*np.nonzero(goal == FILLED)):
        qtbot.mouseClick(first.grid, L, pos=first.grid.layout_().cell_rect(int(r), int(c)).center().toPoint())
    assert first.player.hint_label.text().startswith("Solved")
    assert "Solved in" not in first.player.hint_label.text()
    window.tabs.setCurrentIndex(window.tabs.indexOf(second))
    qtbot.mouseClick(second.player.reveal_button, L)  # a reveal says so, with no time either
    assert second.player.hint_label.text().startswith("Solution revealed")
    click_box(qtbot, second.player.clock_box)
    assert not first.clock.label.isHidden()


def test_error_marking_is_one_setting_kept_for_the_next_session(window, qtbot):
    doc = window.open_file(NONOGRAM)
    assert doc.player.error_box.isChecked()
    click_box(qtbot, doc.player.error_box)
    assert not PLAY_SETTINGS.value("mark_errors")
    again = window.open_file(PUZZLES / "galaxies" / "generated-7x7.json")
    assert not again.player.error_box.isChecked()  # a puzzle opened later starts with it off
    # a wrong row (one black cell where the clue asks for more) shows no error line with
    # marking off; on, it does
    row = a_row_with_blanks(doc, blacks=2)
    blank = int(np.nonzero(doc.picture[row] != FILLED)[0][0])
    window.tabs.setCurrentIndex(window.tabs.indexOf(doc))
    for c in range(doc.picture.shape[1]):
        if c != blank:
            qtbot.mouseClick(doc.grid, R, pos=doc.grid.layout_().cell_rect(row, c).center().toPoint())
    qtbot.mouseClick(doc.grid, L, pos=doc.grid.layout_().cell_rect(row, blank).center().toPoint())
    assert not doc.view_state()[1].error_lines
    click_box(qtbot, doc.player.error_box)
    assert (0, row) in doc.view_state()[1].error_lines


@pytest.mark.parametrize("genre", list(load_genres()))
def test_hint_applies_at_once_when_set(window, qtbot, genre):
    """Issue 38: Hint needed two presses for each deduction (show, then apply), with no setting."""
    samples = Path(__file__).resolve().parents[2] / "puzzles" / genre
    doc = window.open_file(sorted(samples.glob("*.json"))[0])
    doc.tabs.setCurrentIndex(2)
    assert not doc.player.hint_box.isChecked()  # off by default: show first, then apply
    click_box(qtbot, doc.player.hint_box)
    assert doc.player.hint_box.isChecked()
    qtbot.mouseClick(doc.player.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.undo_stack.count() == 1, timeout=60_000)
    assert doc.undo_stack.undoText() == "Hint" and doc.player.hint_run is None
    label = doc.player.hint_label if genre != "numberlink" else doc.player.message
    assert label.text().endswith("done (Undo takes it back).")


@pytest.mark.parametrize("genre", list(load_genres()))
def test_the_hint_buttons_tip_says_what_one_press_does(window, qtbot, genre):
    """With "Hint applies at once" on, the Hint button's tip no longer says "press again"."""
    samples = Path(__file__).resolve().parents[2] / "puzzles" / genre
    doc = window.open_file(sorted(samples.glob("*.json"))[0])
    doc.tabs.setCurrentIndex(2)
    button = doc.player.hint_button
    assert "press again" in button.toolTip()
    click_box(qtbot, doc.player.hint_box)
    assert "at once" in button.toolTip() and "press again" not in button.toolTip()
    other = window.open_file(sorted(samples.glob("*.json"))[-1])  # a puzzle opened later says so too
    assert "at once" in other.player.hint_button.toolTip()
    click_box(qtbot, doc.player.hint_box)
    assert "press again" in button.toolTip() and "press again" in other.player.hint_button.toolTip()
