"""Fit (Ctrl+0) on a grid too big for the view (issue 38): a new 200x200 nonogram in Edit
reserves clue margins for the hundred numbers a line of 200 cells can hold, wider than the view;
Fit shows as many cells as the readable cell size allows, with only the clue numbers there are
kept in view beside them, and the grid still never moves under the pointer."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt

from studio.document import EDIT

CTRL = Qt.KeyboardModifier.ControlModifier


def uncovered_cells(doc) -> QRectF:
    """The part of the view that shows cells, not clues: the grid's cells in view, less the
    clue bands drawn over them at the view's edges."""
    grid, layout = doc.grid, doc.grid.layout_()
    visible = QRectF(grid.visibleRegion().boundingRect())
    h, w = doc.puzzle().shape
    cells = QRectF(layout.left, layout.top, w * layout.cell, h * layout.cell).intersected(visible)
    dx, dy, width, height = grid.sticky_bands(visible)
    if dx > 0:
        cells.setLeft(max(cells.left(), visible.left() + width))
    if dy > 0:
        cells.setTop(max(cells.top(), visible.top() + height))
    return cells


def share_of_view(doc) -> float:
    cells, view = uncovered_cells(doc), doc.scroll_area.viewport().size()
    return cells.width() * cells.height() / (view.width() * view.height())


def fit_by_key(window, qtbot, doc) -> None:
    qtbot.keyClick(window, Qt.Key.Key_0, CTRL)
    bar_x, bar_y = doc.scroll_area.horizontalScrollBar(), doc.scroll_area.verticalScrollBar()
    home = doc.grid.home_scroll(doc.scroll_area.viewport().width(), doc.scroll_area.viewport().height())
    qtbot.waitUntil(lambda: (bar_x.value(), bar_y.value()) == home)  # the scroll after the new ranges


def test_fit_on_a_new_200x200_shows_cells_not_the_reserved_clue_margins(window, qtbot):
    doc = window.new("nonogram", 200, 200)
    assert doc.mode() == EDIT
    # Away from where Fit puts it: zoomed out and scrolled onto the empty clue corner.
    qtbot.keyClick(window, Qt.Key.Key_Minus, CTRL)
    qtbot.keyClick(window, Qt.Key.Key_Minus, CTRL)
    doc.scroll_area.horizontalScrollBar().setValue(0)
    doc.scroll_area.verticalScrollBar().setValue(0)
    assert share_of_view(doc) == 0  # only the reserved margins in view
    window.grab().save("/tmp/fit_200_before.png")
    fit_by_key(window, qtbot, doc)
    window.grab().save("/tmp/fit_200_after.png")
    grid, layout = doc.grid, doc.grid.layout_()
    assert grid.cell >= grid.FIT_MIN  # its clue numbers stay readable
    # The cells fill most of the view: the bands beside them are the one number each line has,
    # not 40 % of the view each (0.36 of it was left for the cells before).
    assert share_of_view(doc) > 0.8
    cells = uncovered_cells(doc)
    assert cells.width() // layout.cell >= 20 and cells.height() // layout.cell >= 20
    # The clue numbers next to the cells in view are shown: the first cell's row and column.
    visible = QRectF(grid.visibleRegion().boundingRect())
    first = layout.cell_at(cells.left() + 1, cells.top() + 1)
    assert visible.contains(layout.number_rect(0, first[0], 0))
    assert visible.contains(layout.number_rect(1, first[1], 0))


def test_after_fit_a_growing_clue_neither_moves_nor_covers_the_cells_under_the_pointer(window, qtbot):
    doc = window.new("nonogram", 200, 200)
    fit_by_key(window, qtbot, doc)
    grid = doc.grid
    # Scrolled a few cells on: the clue bands are drawn over the cells at the view's edges.
    cell = grid.layout_().cell
    doc.scroll_area.horizontalScrollBar().setValue(doc.scroll_area.horizontalScrollBar().value() + 5 * cell)
    doc.scroll_area.verticalScrollBar().setValue(doc.scroll_area.verticalScrollBar().value() + 5 * cell)
    bands = grid.sticky_bands()
    assert bands[0] > 0 and bands[1] > 0
    cells = uncovered_cells(doc)
    layout = grid.layout_()
    row, first = layout.cell_at(cells.left() + 1, cells.top() + 1)
    aimed = {c: grid.mapToGlobal(layout.cell_rect(row, c).center().toPoint()) for c in range(first, first + 16, 2)}
    aimed_down = {r: grid.mapToGlobal(layout.cell_rect(r, first).center().toPoint()) for r in range(row + 2, row + 18, 2)}
    for point in [*aimed.values(), *aimed_down.values()]:  # row and column clues grow a number each click
        qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.mapFromGlobal(point))
    filled = {(int(r), int(c)) for r, c in zip(*doc.picture.nonzero())}
    assert filled == {(row, c) for c in aimed} | {(r, first) for r in aimed_down}
    assert len(doc.puzzle().rows[row]) == len(aimed)
    assert grid.sticky_bands() == bands  # the bands kept their depth while the author drew
    assert all(grid.mapToGlobal(grid.layout_().cell_rect(row, c).center().toPoint()) == p for c, p in aimed.items())
    # Fit again: the bands now make room for the numbers drawn (the user asked for a new view).
    fit_by_key(window, qtbot, doc)
    _, _, width, _ = grid.sticky_bands()
    assert width >= len(aimed) * grid.layout_().clue


def test_fit_still_shows_a_puzzle_that_fits_whole(window, qtbot):
    doc = window.new("nonogram", 10, 10)
    qtbot.keyClick(window, Qt.Key.Key_Plus, CTRL)
    fit_by_key(window, qtbot, doc)
    view = doc.scroll_area.viewport().size()
    assert doc.grid.width() <= view.width() and doc.grid.height() <= view.height()
    assert doc.grid.sticky_bands()[:2] == (0.0, 0.0)
    assert doc.grid.mapTo(doc.scroll_area.viewport(), QPoint(0, 0)).x() >= 0
