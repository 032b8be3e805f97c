"""The Galaxies editor driven with real mouse and key events: dots, colours, regions, undo,
Check puzzle (unique / not unique / none) and a puzzle generated from a picture."""

from pathlib import Path

import numpy as np
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from solvers.galaxies import formats
from studio.galaxies.moves import DotsMove
from studio.moves import CellsMove, from_string, to_string

from .conftest import activate

L, R = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
GALAXIES = Path(__file__).resolve().parents[2] / "puzzles" / "galaxies"
SMALL = GALAXIES / "generated-7x7.json"
AMBIGUOUS = "3x3:kbb"  # three dots down the middle row: rows or columns


def at(doc, y2, x2) -> QPoint:
    """The pixel of a doubled-grid point (cell centre, edge midpoint or vertex)."""
    return doc.grid.layout_().point(y2, x2).toPoint()


def cell_centre(doc, r, c) -> QPoint:
    return at(doc, 2 * r + 1, 2 * c + 1)


def open_text(window, tmp_path, text, name="puzzle.sgt"):
    path = tmp_path / name
    path.write_text(text)
    return window.open_file(path)


def check(qtbot, doc):
    doc.tabs.setCurrentIndex(0)
    qtbot.mouseClick(doc.author.check_button, L)
    qtbot.waitUntil(lambda: doc.check_run is None, timeout=30_000)
    return doc.author.check_label.text()


def test_place_a_dot_on_an_edge_midpoint_recolour_it_and_undo(window, qtbot):
    doc = window.new("galaxies", 4, 4)
    assert doc.mode_name() == "Edit"
    qtbot.mouseMove(doc.grid, at(doc, 1, 2))  # the edge between the first two cells
    assert doc.author.hover == (1, 2) and doc.view_state().hover_point == (1, 2)
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 1, 2))
    assert doc.dots == {(1, 2): "white"}
    assert doc.puzzle().dots[0].kind == "edge"
    qtbot.mouseClick(doc.grid, R, pos=at(doc, 1, 2))  # right click: black
    assert doc.dots == {(1, 2): "black"}
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 4, 4))  # a vertex
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 7, 7))  # a cell centre
    assert doc.dots == {(1, 2): "black", (4, 4): "white", (7, 7): "white"}
    assert [d.kind for d in doc.puzzle().dots] == ["edge", "vertex", "cell"]
    activate(qtbot, window)
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert doc.dots == {(1, 2): "white"}
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert doc.dots == {(1, 2): "black"}
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 1, 2))  # a left click on a dot removes it
    assert doc.dots == {} and doc.undo_stack.count() == 3
    move = doc.undo_stack.command(0).move
    assert isinstance(move, DotsMove) and (move.points, move.old, move.new) == ([(1, 2)], [None], ["white"])
    assert from_string(to_string(move)) == move


def test_place_and_remove_dots_with_the_keyboard(window, qtbot):
    doc = window.new("galaxies", 4, 4)
    doc.grid.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right):  # the first key shows the cursor at (1, 1)
        qtbot.keyClick(doc.grid, key)
    assert doc.view_state().hover_point == (1, 2)
    qtbot.keyClick(doc.grid, Qt.Key.Key_Space)  # a dot on the edge between the first two cells
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Return):
        qtbot.keyClick(doc.grid, key)  # and one on the corner below it
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Space):
        qtbot.keyClick(doc.grid, key)  # and one in the middle of the second cell of row 2
    assert doc.dots == {(1, 2): "white", (2, 2): "white", (3, 3): "white"}
    assert [d.kind for d in doc.puzzle().dots] == ["edge", "vertex", "cell"]
    qtbot.keyClick(doc.grid, Qt.Key.Key_Delete)
    assert doc.dots == {(1, 2): "white", (2, 2): "white"} and doc.undo_stack.count() == 4
    qtbot.keyClick(doc.grid, Qt.Key.Key_Delete)  # nothing there: nothing to undo
    assert doc.undo_stack.count() == 4


def test_the_colour_tool_places_black_dots(window, qtbot):
    doc = window.new("galaxies", 3, 3)
    doc.author.colour_group.button(1).click()
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 3, 3))
    assert doc.puzzle().dots[0].colour == "black"


def test_paint_regions_and_derive_their_dots(window, qtbot):
    doc = window.new("galaxies", 4, 2)
    doc.author.tool_group.button(1).click()
    # Left 2x2 block in one drag (a new region), then the right half is left blank.
    qtbot.mousePress(doc.grid, L, pos=cell_centre(doc, 0, 0))
    for cell in ((0, 1), (1, 1), (1, 0)):
        qtbot.mouseMove(doc.grid, cell_centre(doc, *cell))
    qtbot.mouseRelease(doc.grid, L, pos=cell_centre(doc, 1, 0))
    assert doc.regions[:, :2].tolist() == [[0, 0], [0, 0]] and (doc.regions[:, 2:] == -1).all()
    assert isinstance(doc.undo_stack.command(0).move, CellsMove) and doc.undo_stack.count() == 1
    assert doc.view_state().tint is not None
    qtbot.mouseClick(doc.author.derive_button, L)
    # Each half gets a dot at its centre: a vertex; blank cells formed the second region.
    assert doc.dots == {(2, 2): "white", (2, 6): "white"}
    assert doc.puzzle().solution is not None and (doc.regions == -1).all()
    doc.undo_stack.undo()
    assert doc.dots == {} and doc.regions[0, 0] == 0


def test_an_asymmetric_region_cannot_be_derived(window, qtbot):
    doc = window.new("galaxies", 3, 3)
    doc.author.tool_group.button(1).click()
    qtbot.mousePress(doc.grid, L, pos=cell_centre(doc, 0, 0))
    qtbot.mouseMove(doc.grid, cell_centre(doc, 0, 1))
    qtbot.mouseMove(doc.grid, cell_centre(doc, 1, 1))
    qtbot.mouseRelease(doc.grid, L, pos=cell_centre(doc, 1, 1))
    qtbot.mouseClick(doc.author.derive_button, L)
    assert doc.dots == {} and "not symmetric" in doc.author.check_label.text()


def test_check_a_unique_sample_gives_its_difficulty(window, qtbot):
    doc = window.open_file(SMALL)
    text = check(qtbot, doc)
    assert "Unique" in text and "Difficulty" in text
    assert not doc.author.flip_button.isVisible()


def test_check_an_ambiguous_puzzle_shows_both_solutions_and_where_they_differ(window, qtbot, tmp_path):
    doc = open_text(window, tmp_path, AMBIGUOUS)
    assert "Not unique" in check(qtbot, doc)
    author = doc.author
    assert author.flip_button.isVisible()
    differences = set(author.differences())
    assert differences == {(0, 0), (0, 2), (2, 0), (2, 2)}
    view = doc.view_state()
    assert view.marked == differences
    first = view.walls.copy()
    qtbot.mouseClick(author.flip_button, L)
    assert author.shown_solution == 1 and "(2/2)" in author.flip_button.text()
    assert not np.array_equal(doc.view_state().walls, first)
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 1, 1))  # an edit: the pair of solutions is gone
    assert not author.flip_button.isVisible() and doc.view_state().marked == frozenset()


def test_check_a_puzzle_without_solution(window, qtbot, tmp_path):
    # 3x1, dots in the two outer cells: the middle cell's mirror is off the grid for both.
    doc = open_text(window, tmp_path, '{"genre": "galaxies", "format_version": 1, "width": 3, "height": 1, '
                    '"dots": [{"x2": 1, "y2": 1}, {"x2": 5, "y2": 1}]}', "none.json")
    assert "No solution" in check(qtbot, doc)


def test_a_puzzle_generated_from_a_picture_draws_it(window, qtbot, tmp_path):
    picture = np.zeros((6, 6), dtype=np.int8)
    picture[1:5, 2:4] = 1  # a black bar in the middle
    image = QImage(6, 6, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    for r, c in zip(*np.nonzero(picture)):
        image.setPixel(int(c), int(r), 0xFF000000)
    image.save(str(tmp_path / "bar.png"))
    doc = window.new("galaxies", 6, 6)
    dialog = doc.author.picture_clicked()
    assert dialog.load(str(tmp_path / "bar.png"))
    assert np.array_equal(dialog.result_picture, picture)
    dialog.accept()
    qtbot.waitUntil(lambda: doc.author.generate_run is None, timeout=60_000)
    puzzle = doc.puzzle()
    assert puzzle.solution is not None and any(d.colour == "black" for d in puzzle.dots)
    assert np.array_equal(doc.black_cells(puzzle.solution), picture.astype(bool))
    report = doc.author.check_label.text()  # the quality report beside the puzzle
    assert "Unique" in report and f"{len(puzzle.dots)} dots" in report and "cells per dot" in report
    doc.undo_stack.undo()
    assert doc.dots == {}


def test_resize_and_clear_are_undoable(window, qtbot):
    doc = window.open_file(SMALL)
    doc.tabs.setCurrentIndex(0)
    count = len(doc.dots)
    doc.resize_grid(5, 4)
    assert doc.shape() == (4, 5) and 0 < len(doc.dots) < count
    doc.undo_stack.undo()
    assert doc.shape() == (7, 7) and len(doc.dots) == count
    window.clear_action.trigger()
    assert doc.dots == {}
    doc.undo_stack.undo()
    assert len(doc.dots) == count and doc.puzzle() == formats.read_file(SMALL)


def test_check_an_ambiguous_puzzle_suggests_dots_and_applies_them_in_one_undoable_step(window, qtbot, tmp_path):
    from solvers.galaxies import solve

    doc = open_text(window, tmp_path, AMBIGUOUS)
    text = check(qtbot, doc)
    author = doc.author
    assert "Not unique" in text and "makes it unique" in text
    suggestion = author.suggestion
    assert author.apply_button.isVisible() and doc.view_state().hover_point == suggestion.added[0]
    before = dict(doc.dots)
    qtbot.mouseClick(author.apply_button, L)
    assert set(suggestion.added) <= set(doc.dots) and not set(suggestion.removed) & set(doc.dots)
    assert not author.apply_button.isVisible()  # the dots changed: the old check is gone
    assert solve(doc.puzzle(), "auto", max_solutions=2).unique is True
    assert "Unique" in check(qtbot, doc)
    doc.undo_stack.undo()
    assert doc.dots == before


def test_no_solution_shows_the_cells_no_dot_can_cover(window, qtbot, tmp_path):
    # 3x1, dots in the two outer cells: the middle cell's mirror is off the grid for both.
    doc = open_text(window, tmp_path, '{"genre": "galaxies", "format_version": 1, "width": 3, "height": 1, '
                    '"dots": [{"x2": 1, "y2": 1}, {"x2": 5, "y2": 1}]}', "none.json")
    text = check(qtbot, doc)
    assert "No solution" in text and "1 cell" in text
    assert doc.view_state().errors == frozenset({(0, 1)})
    qtbot.mouseClick(doc.grid, L, pos=at(doc, 1, 3))  # a dot on the middle cell: the red goes
    assert doc.view_state().errors == frozenset()


def test_generate_a_puzzle_of_a_difficulty_with_its_quality_report(window, qtbot):
    from solvers.galaxies import difficulty

    doc = window.new("galaxies", 4, 4)
    doc.tabs.setCurrentIndex(0)
    box = doc.author.generation
    box.width_box.setValue(9)
    box.height_box.setValue(8)  # hard is made from 8x8 (generator.MIN_SIDE)
    box.level_box.setCurrentIndex(3)  # Hard (Tatham's Normal at its hardest)
    box.seed_box.setValue(11)  # the same work on every run (a random seed made this test's time vary)
    qtbot.mouseClick(box.button, L)
    qtbot.waitUntil(lambda: doc.author.generate_run is None, timeout=240_000)
    puzzle = doc.puzzle()
    graded = difficulty(puzzle)
    assert doc.shape() == (8, 9) and graded["unique"] is True and graded["level"] == "hard"
    assert f"{len(puzzle.dots)} dots" in box.report_label.text()
    doc.undo_stack.undo()
    assert doc.dots == {} and doc.shape() == (4, 4)


def test_cancel_a_generation(window, qtbot):
    doc = window.new("galaxies", 4, 4)
    doc.tabs.setCurrentIndex(0)
    box = doc.author.generation
    box.width_box.setValue(40)
    box.height_box.setValue(40)
    assert not box.progress.isVisible()  # idle: no empty bar
    qtbot.mouseClick(box.button, L)
    assert box.button.text() == "Cancel" and box.progress.isVisible()  # busy while it runs
    qtbot.mouseClick(box.button, L)
    qtbot.waitUntil(lambda: doc.author.generate_run is None, timeout=30_000)
    assert doc.dots == {} and box.report_label.text().startswith("Cancelled: no puzzle")
    assert not box.progress.isVisible()


def test_a_generated_puzzle_of_another_size_is_shown_whole(window, qtbot):
    window.resize(900, 600)
    doc = window.new("galaxies", 4, 4)  # fitted: big cells
    doc.tabs.setCurrentIndex(0)
    qtbot.waitUntil(lambda: doc.grid.cell == doc.grid.FIT_MAX)
    box = doc.author.generation
    box.width_box.setValue(12)
    box.height_box.setValue(12)
    qtbot.mouseClick(box.button, L)
    qtbot.waitUntil(lambda: doc.author.generate_run is None, timeout=60_000)
    assert doc.shape() == (12, 12)
    viewport = doc.scroll_area.viewport().size()
    assert doc.grid.width() <= viewport.width() and doc.grid.height() <= viewport.height()


def test_generate_refuses_a_level_too_big_for_the_size_at_once(window, qtbot, monkeypatch):
    from studio.galaxies import generating

    warnings = []
    monkeypatch.setattr(generating.QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    doc = window.new("galaxies", 4, 4)
    doc.tabs.setCurrentIndex(0)
    box = doc.author.generation
    box.width_box.setValue(8)
    box.height_box.setValue(8)
    box.level_box.setCurrentIndex(generating.LEVELS.index("expert"))
    qtbot.mouseClick(box.button, L)
    assert doc.author.generate_run is None and len(warnings) == 1 and "10 cells" in warnings[0]


def test_generate_a_count_of_puzzles_and_browse_them(window, qtbot):
    """Issue 38: the galaxies box had no Count. Two puzzles, seeds 21 and 22: the first loads
    at once, ▶ loads the second (its seed in the title and the report), Undo goes back."""
    doc = window.new("galaxies", 4, 4)
    doc.tabs.setCurrentIndex(0)
    box = doc.author.generation
    box.width_box.setValue(6)
    box.height_box.setValue(6)
    box.count_box.setValue(2)
    box.seed_box.setValue(21)
    qtbot.mouseClick(box.button, L)
    qtbot.waitUntil(lambda: doc.author.generate_run is None, timeout=120_000)
    assert box.picker.position_label.text() == "1 / 2" and not box.picker.previous_button.isEnabled()
    first = doc.puzzle()
    assert "seed 21" in doc.puzzle().title and "21" in box.report_label.text()
    qtbot.mouseClick(box.picker.next_button, L)
    assert box.picker.position_label.text() == "2 / 2" and not box.picker.next_button.isEnabled()
    assert doc.puzzle().dots != first.dots and "seed 22" in doc.puzzle().title
    doc.undo_stack.undo()
    assert doc.puzzle().dots == first.dots
