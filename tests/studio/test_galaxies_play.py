"""Playing Galaxies with the mouse (and walls with the keyboard): walls, marks, live rule errors,
hints, completion."""

import numpy as np
from PySide6.QtCore import Qt

from solvers.galaxies import formats
from solvers.galaxies.model import boundaries

from .conftest import activate
from .test_galaxies_editor import GALAXIES, SMALL, at, cell_centre

L, R = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
DIAMOND = GALAXIES / "diamond-11x11.json"


def interior_edges(board):
    walls = boundaries(board)
    return [(int(y), int(x)) for y, x in zip(*np.nonzero(walls)) if (y + x) % 2 == 1
            and 0 < y < walls.shape[0] - 1 and 0 < x < walls.shape[1] - 1]


def test_a_click_on_a_grid_line_draws_a_wall_and_another_erases_it(window, qtbot):
    doc = window.open_file(SMALL)
    assert doc.mode_name() == "Play"
    qtbot.mouseMove(doc.grid, at(doc, 4, 3))
    assert doc.view_state().hover_edge == (4, 3)  # the line a click would toggle
    qtbot.mouseMove(doc.grid, at(doc, 1, 3))  # over a dot: a press there marks cells instead
    assert doc.view_state().hover_edge is None
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 4, 3))  # the line under cell (1, 1)
    assert doc.walls[4, 3] and doc.walls.sum() == 1
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 4, 3))
    assert doc.walls.sum() == 0 and doc.undo_stack.count() == 2


def test_walls_with_the_keyboard(window, qtbot):
    doc = window.open_file(SMALL)
    doc.grid.setFocus()
    qtbot.keyClick(doc.grid, Qt.Key.Key_Down)  # the first key shows the cursor on the corner cell
    assert doc.key_cursor == (1, 1)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Right):
        qtbot.keyClick(doc.grid, key)  # then half a cell each
    assert doc.key_cursor == (4, 2) and doc.view_state().hover_edge is None  # a corner: no line
    qtbot.keyClick(doc.grid, Qt.Key.Key_Right)
    assert doc.view_state().hover_edge == (4, 3) and doc.view_state().hover_point == (4, 3)
    qtbot.keyClick(doc.grid, Qt.Key.Key_Space)
    assert doc.walls[4, 3] and doc.walls.sum() == 1
    qtbot.keyClick(doc.grid, Qt.Key.Key_Return)
    assert doc.walls.sum() == 0 and doc.undo_stack.count() == 2
    doc.undo_stack.undo()
    assert doc.walls[4, 3]
    for _ in range(30):  # the cursor stays inside the grid's border
        qtbot.keyClick(doc.grid, Qt.Key.Key_Left)
    assert doc.key_cursor == (4, 1)
    qtbot.mouseMove(doc.grid, at(doc, 1, 1))  # the mouse takes over: the keyboard cursor hides
    assert doc.view_state().hover_point is None


def test_a_drag_along_a_line_draws_its_walls_in_one_move(window, qtbot):
    doc = window.open_file(SMALL)
    qtbot.mousePress(doc.grid, L, pos=at(doc, 2, 2))  # from a corner...
    qtbot.mouseMove(doc.grid, at(doc, 2, 5))
    qtbot.mouseMove(doc.grid, at(doc, 2, 8))  # ...three cells to the right
    qtbot.mouseRelease(doc.grid, L, pos=at(doc, 2, 8))
    assert {(int(y), int(x)) for y, x in zip(*np.nonzero(doc.walls))} == {(2, 3), (2, 5), (2, 7)}
    assert doc.undo_stack.count() == 1
    qtbot.mousePress(doc.grid, R, pos=at(doc, 2, 8))  # right drag back erases
    qtbot.mouseMove(doc.grid, at(doc, 2, 4))
    qtbot.mouseRelease(doc.grid, R, pos=at(doc, 2, 4))
    assert {(int(y), int(x)) for y, x in zip(*np.nonzero(doc.walls))} == {(2, 3)}
    doc.undo_stack.undo()
    assert doc.walls.sum() == 3


def test_an_area_without_a_dot_is_an_error_at_once(window, qtbot):
    doc = window.open_file(SMALL)
    assert (0, 0) not in {cell for dot in doc.puzzle().dots for cell in dot.cells()}
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 1, 2))  # right of cell (0, 0)
    assert doc.view_state().errors == frozenset()
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 2, 1))  # under it: the cell is closed in
    assert doc.view_state().errors == frozenset({(0, 0)})
    assert "without a dot" in doc.player.errors_label.text()
    doc.player.error_box.setChecked(False)
    assert doc.view_state().errors == frozenset() and doc.player.errors_label.text() == ""


def test_an_area_not_symmetric_about_its_dot_is_an_error(window, qtbot):
    doc = window.open_file(SMALL)
    dot = doc.puzzle().dots[0]  # in cell (0, 1)
    assert dot.cells() == [(0, 1)]
    # Close cells (0, 0) and (0, 1) together with the dot in (0, 1): lopsided.
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 1, 4))
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 2, 1))
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 2, 3))
    view = doc.view_state()
    assert (0, 0) in view.errors and 0 in view.error_dots
    assert "not symmetric" in doc.player.errors_label.text()


def test_drag_from_a_dot_marks_cells_as_its_own(window, qtbot):
    doc = window.open_file(SMALL)
    qtbot.mousePress(doc.grid, L, pos=at(doc, 1, 3))  # the dot in cell (0, 1)
    qtbot.mouseMove(doc.grid, cell_centre(doc, 1, 1))
    qtbot.mouseRelease(doc.grid, L, pos=cell_centre(doc, 1, 1))
    assert doc.marks_by_dot()[1, 1] == 0 and doc.view_state().owner_marks[(1, 1)] == 0
    assert doc.walls.sum() == 0
    qtbot.mouseClick(doc.grid, R, pos=cell_centre(doc, 1, 1))
    assert doc.marks_by_dot()[1, 1] == -1


def test_completing_a_sample_is_detected_and_the_clock_stops(window, qtbot):
    doc = window.open_file(SMALL)
    solution = formats.read_file(SMALL).solution
    edges = interior_edges(solution)
    for y2, x2 in edges:
        assert not doc.player.solved()
        qtbot.mouseClick(doc.grid, L, pos=at(doc, y2, x2))
    assert doc.player.solved() and doc.player.play_finished is not None
    assert "Solved in" in doc.player.hint_label.text()
    doc.undo_stack.undo()
    assert not doc.player.solved() and doc.player.play_finished is None


def test_black_regions_are_shaded_when_complete(window, qtbot):
    doc = window.open_file(DIAMOND)
    puzzle = doc.puzzle()
    qtbot.mouseClick(doc.player.reveal_button, L)
    assert doc.player.solved()
    assert np.array_equal(doc.view_state().shaded, doc.black_cells(puzzle.solution))
    assert doc.view_state().shaded.any()


def test_hint_explains_the_next_deduction_and_applies_it_as_a_move(window, qtbot):
    doc = window.open_file(SMALL)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: doc.player.hint_run is None and doc.player.hint is not None, timeout=20_000)
    hint = doc.player.hint[0]
    assert hint.applicable and "press Hint again" in doc.player.hint_label.text()
    assert hint.marks or hint.walls_on
    qtbot.mouseClick(doc.player.hint_button, L)
    for cell, d in hint.marks.items():
        assert doc.marks_by_dot()[cell] == d
    for edge in hint.walls_on:
        assert doc.walls[edge]
    assert doc.undo_stack.undoText() == "Hint"
    doc.undo_stack.undo()
    assert doc.walls.sum() == 0 and (doc.marks < 0).all()


def test_a_wrong_wall_is_pointed_out_by_the_hint(window, qtbot):
    doc = window.open_file(SMALL)
    solution = formats.read_file(SMALL).solution
    wrong = next((y, x) for y in range(1, 14) for x in range(1, 14)
                 if (y + x) % 2 == 1 and not boundaries(solution)[y, x]
                 and (y, x) not in {(d.y2, d.x2) for d in doc.puzzle().dots})
    qtbot.mouseClick(doc.grid, L, pos=at(doc, *wrong))
    qtbot.mouseClick(doc.player.hint_button, L)
    qtbot.waitUntil(lambda: doc.player.hint_run is None and doc.player.hint is not None, timeout=20_000)
    hint = doc.player.hint[0]
    if not doc.player.assessment.messages:  # a rule error would come first
        assert hint.walls_off == (wrong,)
        qtbot.mouseClick(doc.player.hint_button, L)
        assert not doc.walls[wrong]


def test_hints_alone_finish_a_puzzle(window, qtbot):
    """Deductions first, then (where deduction stops) the solution's regions one by one."""
    doc = window.open_file(SMALL)
    player = doc.player
    for _ in range(80):
        if player.solved():
            break
        qtbot.mouseClick(player.hint_button, L)
        qtbot.waitUntil(lambda: player.hint_run is None, timeout=20_000)
        assert player.hint is not None and player.hint[0].applicable, player.hint_label.text()
        qtbot.mouseClick(player.hint_button, L)
    assert player.solved() and "Solved in" in player.hint_label.text()


def test_the_finish_shows_the_black_regions_clean(window, qtbot):
    """Solved: the picture of the black regions whole (no walls inside it), no marks."""
    from studio.galaxies.player import inside_edges
    from studio.moves import PartsMove

    doc = window.open_file(DIAMOND)
    puzzle, solution = doc.puzzle(), doc.known_solution()
    black = doc.black_cells(solution)
    d, cell = next((d, (int(r), int(c))) for d, dot in enumerate(puzzle.dots)
                   for r, c in zip(*np.nonzero(solution == d)) if (r, c) not in dot.cells())
    qtbot.mousePress(doc.grid, L, pos=at(doc, puzzle.dots[d].y2, puzzle.dots[d].x2))
    qtbot.mouseMove(doc.grid, cell_centre(doc, *cell))
    qtbot.mouseRelease(doc.grid, L, pos=cell_centre(doc, *cell))
    assert doc.view_state().owner_marks == {cell: d}  # a mark while playing
    walls = boundaries(solution)
    walls[0, :] = walls[-1, :] = walls[:, 0] = walls[:, -1] = False
    doc.push(PartsMove("walls", {"walls": doc.walls}, {"walls": walls}))  # the last walls: solved
    view = doc.view_state()
    inside = inside_edges(black)
    assert doc.player.solved() and np.array_equal(view.shaded, black)
    assert inside.any() and not (view.walls & inside).any() and (view.walls == (walls & ~inside)).all()
    assert not view.owner_marks and view.hover_point is None
    doc.undo_stack.undo()  # not solved any more: the board as the player has it
    assert doc.view_state().owner_marks == {cell: d}
