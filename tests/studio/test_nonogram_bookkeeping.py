"""Clue bookkeeping as the best nonogram apps do it (issue 18): each clue number greys out when
the board shows its block finished, block by block, where the board decides which block it is."""

import random

import pytest
from PySide6.QtCore import Qt

from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN, line_clue
from studio.nonogram.player import done_blocks

F, E, U = FILLED, EMPTY, UNKNOWN


@pytest.mark.parametrize("clue, line, done", [
    ((2, 1), [F, F, E, U, U, U], {0}),          # the first block, closed by a cross
    ((2, 1), [F, F, U, U, U, U], set()),        # not closed yet: it could still grow
    ((2, 1), [U, U, U, E, F, E], {1}),          # from the right end
    ((2, 1), [E, F, F, E, E, F], {0, 1}),       # the edge closes the last block
    ((2, 1), [E, F, F, E, U, F], {0}),          # ...but not while the cell before it is open
    ((2, 1), [U, F, F, E, U, U], set()),        # an undecided cell before it: which block?
    ((3,), [F, F, E, U, U, U], set()),          # too short for its block
    ((1, 1), [F, E, F, E, U, U], {0, 1}),
    ((), [E, E, E], set()),
])
def test_done_blocks(clue, line, done):
    assert done_blocks(clue, line) == done


def test_a_solved_line_has_every_block_done_and_a_revealed_prefix_only_its_blocks():
    rng = random.Random(3)
    for _ in range(300):
        line = [F if rng.random() < 0.5 else E for _ in range(rng.randint(1, 15))]
        clue = line_clue(line)
        assert done_blocks(clue, line) == set(range(len(clue)))
        cut = rng.randint(0, len(line))
        shown = line[:cut] + [U] * (len(line) - cut)
        closed, start = 0, None  # runs of the revealed part with a cross after them
        for i, v in enumerate(shown):
            if v == F and start is None:
                start = i
            if v != F and start is not None:
                closed += v == E
                start = None
        if cut == len(line):
            closed = len(clue)
        assert done_blocks(clue, shown) == set(range(closed)), (line, cut)


def test_the_clue_numbers_grey_out_as_the_player_finishes_blocks(window, qtbot):
    from pathlib import Path

    doc = window.open_file(Path(__file__).resolve().parents[2] / "puzzles" / "nonogram" / "worked-example-1.json")
    puzzle = doc.puzzle()
    row = next(i for i, clue in enumerate(puzzle.rows) if clue)
    width = puzzle.width
    # Play the row's solution into the board, cell by cell, with the mouse.
    solution = doc.picture[row]
    for c in range(width):
        button = Qt.MouseButton.LeftButton if solution[c] == F else Qt.MouseButton.RightButton
        qtbot.mouseClick(doc.grid, button, pos=doc.grid.layout_().cell_rect(row, c).center().toPoint())
    overlay = doc.view_state()[1]
    assert {(0, row, b) for b in range(len(puzzle.rows[row]))} <= overlay.done_numbers


def test_a_click_on_a_clue_number_crosses_it_out_as_a_move_kept_in_a_saved_game(window, qtbot, tmp_path):
    from pathlib import Path

    doc = window.open_file(Path(__file__).resolve().parents[2] / "puzzles" / "nonogram" / "sailboat.json")
    puzzle, layout = doc.puzzle(), doc.grid.layout_()
    row = next(i for i, clue in enumerate(puzzle.rows) if len(clue) >= 2)
    column = next(i for i, clue in enumerate(puzzle.cols) if clue)
    # the row's first number (furthest from the grid) and the column's last (next to it)
    first = layout.number_rect(0, row, len(puzzle.rows[row]) - 1).center().toPoint()
    last = layout.number_rect(1, column, 0).center().toPoint()
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=first)
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=last)
    expected = {(0, row, 0), (1, column, len(puzzle.cols[column]) - 1)}
    assert doc.view_state()[1].crossed_numbers == expected
    assert (doc.board == UNKNOWN).all()  # the board is not touched
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=last)  # a second click: back in
    assert doc.view_state()[1].crossed_numbers == {(0, row, 0)}
    doc.undo_stack.undo()
    assert doc.view_state()[1].crossed_numbers == expected
    assert window.save_to(doc, tmp_path / "game.json") and window.close_tab(window.tabs.indexOf(doc))
    again = window.open_file(tmp_path / "game.json")
    assert again.view_state()[1].crossed_numbers == expected
    again.undo_stack.undo()  # the history came back too
    assert again.view_state()[1].crossed_numbers == {(0, row, 0)}
