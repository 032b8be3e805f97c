"""The numberlink author's view, driven with real mouse and key events: numbers placed, typed,
moved and deleted; paths designed and turned into numbers; the rule set; Check puzzle (unique,
ambiguous, short circuit) and Generate in workers; files through the window."""

import json
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt

from solvers.numberlink import formats, quality
from solvers.numberlink.model import paths_from_board
from studio import export
from studio.numberlink.author import PATHS

from .conftest import activate

L, R = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
SAMPLES = Path(__file__).resolve().parents[2] / "puzzles" / "numberlink"
SAMPLE = SAMPLES / "generated_6x6_1.json"


def centre(doc, r, c) -> QPoint:
    return doc.grid.layout_().cell_rect(r, c).center().toPoint()


def click(qtbot, doc, cell, button=L):
    qtbot.mouseClick(doc.grid, button, pos=centre(doc, *cell))


def drag(qtbot, doc, cells, button=L):
    """Press on the first cell, move through the others (centre to centre), release."""
    qtbot.mousePress(doc.grid, button, pos=centre(doc, *cells[0]))
    for cell in cells[1:]:
        qtbot.mouseMove(doc.grid, centre(doc, *cell))
    qtbot.mouseRelease(doc.grid, button, pos=centre(doc, *cells[-1]))


def place(qtbot, doc, cells):
    """Click each cell in Edit mode (each click places the next free number)."""
    for cell in cells:
        click(qtbot, doc, cell)


def wait_check(qtbot, doc):
    qtbot.waitUntil(lambda: doc.check_run is None, timeout=60_000)


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.json")), ids=lambda p: p.stem)
def test_every_sample_opens_with_its_solution(window, path):
    doc = window.open_file(path)
    assert doc.puzzle() == formats.read_file(path) and doc.puzzle().solution is not None
    assert doc.mode_name() == "Play" and not window.isWindowModified()


def test_unsaved_work_is_autosaved_and_restored(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from studio.main_window import MainWindow

    doc = window.new("numberlink", 5, 5)
    place(qtbot, doc, [(0, 0), (4, 4)])
    doc.author.rules_box.setCurrentIndex(doc.author.rules_box.findData("nikoli"))
    window.autosave()
    other = MainWindow(restore_autosave=False)
    qtbot.addWidget(other)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert other.restore_autosaves() == 1  # "restore unsaved work?" Yes
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    restored = other.current()
    assert restored.numbers == doc.numbers and restored.rules == "nikoli" and other.isWindowModified()
    window._autosave_names.clear()


def test_place_a_pair_by_clicking_and_type_a_number(window, qtbot):
    doc = window.new("numberlink", 4, 4)
    assert doc.mode_name() == "Edit"
    place(qtbot, doc, [(0, 0), (3, 3)])  # 1 and its partner
    assert doc.numbers == {(0, 0): "1", (3, 3): "1"}
    assert doc.puzzle().pairs == 1
    click(qtbot, doc, (0, 3))  # the next free number
    assert doc.numbers[(0, 3)] == "2" and doc.unfinished_numbers() == ["2"]
    for key in (Qt.Key.Key_1, Qt.Key.Key_2):  # typed digits build one number, one undo step
        qtbot.keyClick(doc.grid, key)
    assert doc.numbers[(0, 3)] == "12"
    count = doc.undo_stack.count()
    click(qtbot, doc, (2, 1))
    assert doc.numbers[(2, 1)] == "12"  # the waiting number comes first
    assert doc.puzzle().labels == ("1", "12")
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.numbers[(0, 3)] == "2" and doc.undo_stack.index() == count - 1  # the typing was one step
    assert window.isWindowModified()


def test_move_a_number_by_dragging_delete_it_and_undo(window, qtbot):
    doc = window.new("numberlink", 5, 5)
    place(qtbot, doc, [(0, 0), (4, 4)])
    drag(qtbot, doc, [(0, 0), (1, 1), (2, 2)])
    assert doc.numbers == {(2, 2): "1", (4, 4): "1"}
    drag(qtbot, doc, [(2, 2), (4, 4)])  # never onto another number
    assert (2, 2) in doc.numbers
    click(qtbot, doc, (2, 2), R)  # right-click deletes
    assert doc.numbers == {(4, 4): "1"}
    qtbot.keyClick(doc.grid, Qt.Key.Key_Right)  # keyboard: move the cursor and Delete
    doc.grid.cursor_cell = (4, 4)
    qtbot.keyClick(doc.grid, Qt.Key.Key_Delete)
    assert doc.numbers == {}
    activate(qtbot, window)
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert doc.numbers == {(0, 0): "1", (4, 4): "1"}
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert doc.numbers == {(2, 2): "1", (4, 4): "1"}


def test_rules_and_size_are_undoable_and_the_rules_are_saved(window, qtbot, tmp_path):
    doc = window.new("numberlink", 4, 3)
    place(qtbot, doc, [(0, 0), (2, 3)])
    box = doc.author.rules_box
    box.setCurrentIndex(box.findData("nikoli"))
    assert doc.rules == "nikoli"
    target = tmp_path / "nikoli.json"
    assert window.save_to(doc, target)
    assert json.loads(target.read_text())["rules"] == "nikoli"
    window.close_tab(0)
    again = window.open_file(target)
    assert again.rules == "nikoli" and again.puzzle() == doc.puzzle()
    doc = again
    doc.author.width_box.setValue(6)
    assert doc.shape() == (3, 6) and doc.grid.width() > 6 * doc.grid.cell
    doc.undo_stack.undo()
    assert doc.shape() == (3, 4)
    box = doc.author.rules_box
    box.setCurrentIndex(box.findData("fill"))
    doc.undo_stack.undo()
    assert doc.rules == "nikoli"


def test_an_empty_new_puzzle_saves_and_reopens(window, tmp_path):
    doc = window.new("numberlink", 5, 4)
    target = tmp_path / "empty.json"
    assert window.save_to(doc, target)
    window.close_tab(0)
    again = window.open_file(target)
    assert again is not None and again.shape() == (4, 5) and not again.numbers


def test_design_paths_then_derive_the_numbers(window, qtbot):
    doc = window.new("numberlink", 4, 3)
    doc.author.set_tool(PATHS)
    drag(qtbot, doc, [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)])
    drag(qtbot, doc, [(1, 0), (1, 1), (1, 2)])
    drag(qtbot, doc, [(2, 0), (2, 1), (2, 2), (2, 3)])
    assert doc.undo_stack.count() == 3 and not doc.numbers
    doc.author.derive_button.click()
    puzzle = doc.puzzle()
    assert puzzle.pairs == 3 and puzzle.solution is not None
    assert {frozenset(ends) for ends in puzzle.endpoints} == {
        frozenset({(0, 0), (1, 3)}), frozenset({(1, 0), (1, 2)}), frozenset({(2, 0), (2, 3)})}
    assert "solution" in doc.author.design_note.text()
    drag(qtbot, doc, [(2, 3), (2, 2)], R)  # right-drag erases: the design no longer joins the pairs
    assert doc.puzzle().solution is None and "not join" in doc.author.design_note.text()
    doc.undo_stack.undo()
    assert doc.puzzle().solution is not None


def test_design_a_path_with_the_keyboard(window, qtbot):
    doc = window.new("numberlink", 4, 3)
    doc.author.set_tool(PATHS)
    doc.grid.setFocus()
    doc.grid.cursor_cell = (0, 0)
    qtbot.keyClick(doc.grid, Qt.Key.Key_Space)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_Right):
        qtbot.keyClick(doc.grid, key)
    qtbot.keyClick(doc.grid, Qt.Key.Key_Space)
    assert doc.undo_stack.count() == 1
    doc.author.derive_button.click()
    assert [frozenset(ends) for ends in doc.puzzle().endpoints] == [frozenset({(0, 0), (0, 3)})]
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Delete):  # Delete erases the lines through (0, 2)
        qtbot.keyClick(doc.grid, key)
    assert doc.undo_stack.count() == 3 and doc.puzzle().solution is None
    doc.undo_stack.undo()
    assert doc.puzzle().solution is not None


def test_check_a_unique_sample(window, qtbot):
    doc = window.open_file(SAMPLE)
    window.check_action.trigger()
    assert doc.mode_name() == "Edit"
    wait_check(qtbot, doc)
    text = doc.author.check.label.text()
    assert "Unique" in text and "No short circuit" in text
    # the quality report of the author's own puzzle, as the generator gives it
    rep = quality.report(doc.puzzle(), doc.rules, paths_from_board(doc.puzzle(), doc.author.check.result.solution))
    assert f"{rep['pairs']} pairs" in text and f"max {rep['path_length_max']}" in text and rep["grade"] in text
    assert not doc.author.check.solution_button.isVisible() and not doc.author.check.short_button.isVisible()


def test_check_an_ambiguous_puzzle_with_a_short_circuit(window, qtbot):
    doc = window.new("numberlink", 3, 3)
    place(qtbot, doc, [(0, 0), (2, 2)])
    doc.check_puzzle()
    wait_check(qtbot, doc)
    check = doc.author.check
    assert "Not unique" in check.label.text() and "Short circuit" in check.label.text()
    first = doc.view_state()
    assert first.board is not None and first.marked  # the differing cells are highlighted
    check.solution_button.click()
    second = doc.view_state()
    assert not np.array_equal(first.board, second.board) and second.faded
    check.short_button.click()
    short = doc.view_state()
    assert (np.asarray(short.board)[1::2, 1::2] == 0).any() and short.marked  # the empty cells
    check.design_button.click()
    assert doc.view_state().board.max() <= 1  # back to the design
    drag(qtbot, doc, [(2, 2), (2, 1)])  # moving a number makes the check stale
    assert check.result is None and not check.short_button.isVisible()


def test_generate_greys_the_levels_not_made_at_the_size(window, qtbot):
    """The one scale's levels, those the generator refuses at this size greyed and said why;
    a level chosen that the new size does not offer goes back to Any."""
    from solvers.numberlink import offered_levels

    generation = window.new("numberlink", 4, 4).author.generation
    box = generation.difficulty_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down)  # Any -> Easy
    assert box.currentData() == "easy"
    for spin in (generation.width_box, generation.height_box):
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, "20")
    enabled = {box.itemData(i) for i in range(1, box.count()) if box.model().item(i).isEnabled()}
    assert enabled == set(offered_levels(20, 20)) and "easy" not in enabled
    assert box.currentData() is None
    assert "20x20" in box.model().item(1).toolTip()


def test_generate_in_the_worker_and_browse(window, qtbot):
    doc = window.new("numberlink", 4, 4)
    generation = doc.author.generation
    generation.width_box.setValue(5)
    generation.height_box.setValue(4)
    generation.count_box.setValue(2)
    generation.seed_box.setValue(3)  # the same work on every run
    generation.difficulty_box.setFocus()
    qtbot.keyClick(generation.difficulty_box, Qt.Key.Key_Down)  # Any -> Easy
    assert generation.difficulty_box.currentData() == "easy"
    generation.button.click()
    assert doc.busy() and "generating" in doc.solver_state()
    # While it runs the box says which puzzle is being made, over a busy bar (a fraction would
    # stand still for the minute a 20x20 takes).
    assert generation.position_label.text() == "making 1 of 2…" and generation.progress.isVisible()
    assert generation.progress.maximum() == 0  # busy: the generator cannot say how far it is
    assert generation.report_label.text() == "Generating…"
    qtbot.waitUntil(lambda: generation.run is None, timeout=120_000)
    assert len(generation.puzzles) == 2 and not generation.progress.isVisible()
    assert generation.position_label.text() == "1 / 2"
    first = doc.puzzle()
    assert first.shape == (4, 5) and first.solution is not None and first == generation.puzzles[0]
    assert generation.reports[0] == quality.report(first, doc.rules)  # the report beside the puzzle
    assert f"{generation.reports[0]['pairs']} pairs" in generation.report_label.text()
    generation.next_button.click()
    assert doc.puzzle() == generation.puzzles[1]
    assert f"{generation.reports[1]['pairs']} pairs" in generation.report_label.text()
    doc.undo_stack.undo()
    assert doc.puzzle() == first


def test_images_with_and_without_the_solution(window, tmp_path):
    doc = window.open_file(SAMPLE)
    for name, with_solution in (("plain.png", False), ("solved.png", True), ("solved.svg", True), ("p.pdf", False)):
        export.export_image(doc, tmp_path / name, with_solution)
        assert (tmp_path / name).stat().st_size > 500
    from PySide6.QtGui import QImage

    plain, solved = QImage(str(tmp_path / "plain.png")), QImage(str(tmp_path / "solved.png"))
    assert plain.size() == solved.size() and plain != solved


def test_print_onto_a_pdf_printer_with_and_without_the_solution(window, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    doc = window.open_file(SAMPLE)
    sizes = []
    for with_solution in (False, True):
        path = tmp_path / f"printed-{with_solution}.pdf"
        printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(path))
        export.print_document(doc, printer, with_solution)
        data = path.read_bytes()
        assert data.startswith(b"%PDF-") and b"/Type /Page" in data
        sizes.append(len(data))
    assert sizes[0] != sizes[1]


def test_a_big_puzzle_fits_its_view_when_first_shown(window, qtbot):
    doc = window.new("numberlink", 40, 30)
    qtbot.waitUntil(lambda: doc.grid.width() <= doc.scroll_area.viewport().width())
    small = window.new("numberlink", 3, 3)
    qtbot.waitUntil(lambda: small.grid.cell == 60)


def test_a_generated_puzzle_of_another_size_is_shown_whole(window, qtbot):
    window.resize(900, 600)
    doc = window.new("numberlink", 4, 4)  # fitted: big cells
    qtbot.waitUntil(lambda: doc.grid.cell == doc.grid.FIT_MAX)
    generation = doc.author.generation
    generation.width_box.setValue(10)
    generation.height_box.setValue(10)
    generation.count_box.setValue(1)
    qtbot.mouseClick(generation.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: generation.run is None, timeout=120_000)
    assert doc.shape() == (10, 10)
    viewport = doc.scroll_area.viewport().size()
    assert doc.grid.width() <= viewport.width() and doc.grid.height() <= viewport.height()


def test_a_check_says_how_long_and_what_it_proves_and_skips_the_ilp_once_proved(window, qtbot, monkeypatch):
    from solvers.events import Progress
    from solvers.numberlink import auto

    monkeypatch.setattr(auto, "cores", lambda: 1)  # sat's one route, not auto's race: one order of stages
    from solvers.numberlink.sat import SHORT_CIRCUIT_STAGE
    from studio.numberlink.checking import MIN_FILL, QUALITY, TWO_SOLUTIONS

    doc = window.open_file(SAMPLES / "generated_15x15_5.json")
    window.check_action.trigger()
    check = doc.author.check
    assert check.label.text().startswith("Checking… 0 s")
    stages, words = [], []  # the worker's stages, and the box's words after each batch of them
    check.run.events.connect(lambda batch: (stages.extend(e.message for e in batch if isinstance(e, Progress)),
                                            words.append(check.label.text())))
    wait_check(qtbot, doc)
    assert [s for s in stages if s in (TWO_SOLUTIONS, SHORT_CIRCUIT_STAGE, MIN_FILL, QUALITY)] == [
        TWO_SOLUTIONS, SHORT_CIRCUIT_STAGE, QUALITY]  # sat proved no short circuit: no ILP after it
    said = ("looking for two solutions", "proving that no solution leaves a cell empty", "writing the quality report")
    assert words and all(text.startswith("Checking… ") and text.split(" — ")[1].startswith(said)
                         for text in words)
    assert "No short circuit" in check.label.text() and "Checking" not in check.label.text()
    assert "min_cells" not in check.result.stats


def test_a_check_says_when_every_solution_has_a_path_touching_itself(window, qtbot):
    doc = window.new("numberlink", 2, 2)
    place(qtbot, doc, [(1, 0), (1, 1)])  # the path must round the block: its ends touch
    doc.check_puzzle()
    wait_check(qtbot, doc)
    text = doc.author.check.label.text()
    assert "Unique" in text and "a path touches itself" in text and "not a good puzzle" in text
    drag(qtbot, doc, [(1, 1), (0, 1)])  # ends on one colour of the chessboard: no fill solution
    doc.check_puzzle()
    wait_check(qtbot, doc)
    text = doc.author.check.label.text()
    assert "No solution" in text and "touches itself" not in text


def test_a_cancelled_generation_says_so(window, qtbot):
    doc = window.new("numberlink", 4, 4)
    generation = doc.author.generation
    generation.width_box.setValue(20)
    generation.height_box.setValue(20)  # a minute or more: cancelled long before a puzzle
    generation.button.click()
    assert generation.report_label.text() == "Generating…"
    generation.button.click()  # Cancel
    qtbot.waitUntil(lambda: generation.run is None, timeout=60_000)
    assert generation.report_label.text() == "Cancelled: no puzzle was generated."


def test_a_cancelled_generation_does_not_report_zero_puzzles(window, qtbot):
    from PySide6.QtCore import Qt

    doc = window.new("numberlink", 15, 15)
    window.statusBar().showMessage("before")
    box = doc.author.generation
    box.seed_box.setValue(5)
    qtbot.mouseClick(box.button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(box.button, Qt.MouseButton.LeftButton)  # Cancel, before the first is made
    qtbot.waitUntil(lambda: box.run is None, timeout=60_000)
    assert not box.puzzles and "Cancelled" in box.report_label.text()
    assert "Generated" not in window.statusBar().currentMessage()
