"""The grid never moves under the pointer (issue 38): an author clicks where the cells are on
screen, and each click lands on the cell that was there. Only scrolling and zooming move it."""

import pytest
from PySide6.QtCore import QPoint, Qt

L = Qt.MouseButton.LeftButton


def screen_point(doc, r: int, c: int) -> QPoint:
    """Where cell (r, c) is on the screen now (global coordinates)."""
    return doc.grid.mapToGlobal(doc.grid.layout_().cell_rect(r, c).center().toPoint())


def click_at(qtbot, doc, point: QPoint) -> None:
    """A click where the pointer is, on whatever the grid shows there now."""
    qtbot.mouseClick(doc.grid, L, pos=doc.grid.mapFromGlobal(point))


@pytest.mark.parametrize("size", [15, 30])
def test_a_growing_clue_never_moves_the_cells_under_the_pointer(window, qtbot, size):
    doc = window.new("nonogram", size, size)
    aimed = {r: screen_point(doc, r, 0) for r in range(0, size, 2)}  # column 1, every other row
    for point in aimed.values():  # each click makes column 1's clue one number longer
        click_at(qtbot, doc, point)
    filled = {(int(r), int(c)) for r, c in zip(*doc.picture.nonzero())}
    assert filled == {(r, 0) for r in aimed}
    assert doc.puzzle().cols[0] == (1,) * len(aimed)
    assert all(screen_point(doc, r, 0) == point for r, point in aimed.items())


def test_a_long_row_clue_never_moves_the_cells_either(window, qtbot):
    doc = window.new("nonogram", 15, 15)
    aimed = {c: screen_point(doc, 14, c) for c in range(0, 15, 2)}  # the last row, every other column
    for point in aimed.values():
        click_at(qtbot, doc, point)
    assert doc.puzzle().rows[14] == (1,) * len(aimed)
    assert all(screen_point(doc, 14, c) == point for c, point in aimed.items())


def test_the_margins_reserve_what_a_line_of_that_length_can_hold(window, qtbot):
    doc = window.new("nonogram", 9, 6)  # 9 wide, 6 high: a row holds 5 numbers, a column 3
    layout = doc.grid.layout_()
    assert layout.reserve == (5, 3)
