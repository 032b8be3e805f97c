"""Generate in the nonogram's Edit mode: a structured picture whose clues have one solution,
loaded as one undoable move and checked at once; Cancel; a report that never outlives an edit."""

import threading
import time

import numpy as np
import pytest
from PySide6.QtCore import Qt

from solvers.nonogram import generator, solve
from solvers.nonogram.difficulty import difficulty, level
from solvers.nonogram.words import grade_name

L = Qt.MouseButton.LeftButton


def generate_and_wait(qtbot, doc):
    """Generate and wait for the generator and then Check: the generator may use its whole
    work budget (generator.BUDGET_LOOKS, about a minute) on a loaded machine, so the wait outlasts it."""
    doc.author.generation.seed_box.setValue(5)  # the same work on every run
    qtbot.mouseClick(doc.author.generation.button, L)
    qtbot.waitUntil(lambda: doc.author.generation.run is None and doc.check_run is None,
                    timeout=180_000)


def test_generate_loads_a_unique_picture_of_the_level_asked_and_checks_it(window, qtbot):
    doc = window.new("nonogram", 5, 5)
    box = doc.author.generation
    box.width_box.setValue(12)
    box.height_box.setValue(10)
    box.level_box.setCurrentIndex(box.level_box.findData("medium"))
    moves = doc.undo_stack.count()
    generate_and_wait(qtbot, doc)

    puzzle = doc.puzzle()
    assert doc.picture.shape == (10, 12) and doc.picture.any()
    assert solve(puzzle, "cpsat", max_solutions=2).unique is True  # an independent judge
    assert level(difficulty(puzzle)) == "medium"
    assert "line-solvable" in box.report_label.text().lower()
    assert "Unique" in doc.author.check_label.text()  # Check ran on the loaded picture
    assert doc.undo_stack.count() == moves + 1
    doc.undo_stack.undo()
    assert doc.picture.shape == (5, 5) and not doc.picture.any()


def choose(qtbot, combo, wanted):
    """Pick an item of a combo box by keys, as a user would."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == wanted:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{wanted} is not offered")


@pytest.mark.slow
def test_a_hard_level_is_graded_as_asked_or_the_report_says_it_was_not_reached(window, qtbot):
    doc = window.new("nonogram", 5, 5)
    box = doc.author.generation
    box.width_box.setValue(20)
    box.height_box.setValue(20)
    choose(qtbot, box.level_box, "expert")
    generate_and_wait(qtbot, doc)
    puzzle = doc.puzzle()
    assert solve(puzzle, "cpsat", max_solutions=2).unique is True
    report = difficulty(puzzle)
    text = box.report_label.text()
    assert ("not reached" in text) is (level(report) != "expert")
    assert grade_name(report).split(",")[0].lower() in text.lower()  # e.g. "expert: needs probing (depth 2)"


def test_every_level_the_engine_offers_is_in_the_box(window):
    doc = window.new("nonogram", 5, 5)
    box = doc.author.generation.level_box
    offered = [box.itemData(i) for i in range(box.count())]
    assert offered == [None, *generator.LEVEL_NAMES] and {"expert", "search"} <= set(offered)
    assert all(box.itemText(i) != str(box.itemData(i)) for i in range(box.count()))  # words, not codes


def test_levels_not_made_at_the_size_cannot_be_chosen(window, qtbot):
    doc = window.new("nonogram", 5, 5)
    generation = doc.author.generation
    def enabled():
        return {generation.level_box.itemData(i) for i in range(1, generation.level_box.count())
                           if generation.level_box.model().item(i).isEnabled()}
    generation.width_box.setValue(10)
    generation.height_box.setValue(10)
    assert enabled() == set(generator.offered_levels(10, 10)) and "expert" not in enabled()
    generation.width_box.setValue(20)
    generation.height_box.setValue(20)
    assert "expert" in enabled() and "search" not in enabled()
    choose(qtbot, generation.level_box, "expert")
    generation.height_box.setValue(10)  # expert is not made at 15x10: the choice goes back to Any
    assert generation.level_box.currentData() is None


def test_an_edit_clears_the_report_of_the_generated_picture(window, qtbot):
    doc = window.new("nonogram", 8, 8)
    generate_and_wait(qtbot, doc)
    box = doc.author.generation
    assert box.report_label.text()
    r, c = map(int, np.argwhere(doc.picture == 0)[0])  # the left button fills: an empty cell changes
    qtbot.mouseClick(doc.grid, L, pos=doc.grid.layout_().cell_rect(r, c).center().toPoint())
    assert doc.picture[r, c] == 1
    assert box.report_label.text() == ""


def test_cancel_stops_the_generator_and_keeps_the_picture(window, qtbot, monkeypatch):
    started = threading.Event()

    def endless(width, height, seed=None, cancel=None, **options):  # a level that is never hit
        started.set()
        while not cancel.stopped:
            time.sleep(0.01)
        raise generator.GenerationCancelled("stopped")

    monkeypatch.setattr(generator, "generate", endless)
    doc = window.new("nonogram", 6, 6)
    before = doc.picture.copy()
    box = doc.author.generation
    qtbot.mouseClick(box.button, L)
    assert box.button.text() == "Cancel" and box.progress.isVisible()
    qtbot.waitUntil(started.is_set)
    qtbot.mouseClick(box.button, L)
    qtbot.waitUntil(lambda: box.run is None)
    assert np.array_equal(doc.picture, before)
    assert box.report_label.text().startswith("Cancelled: no puzzle") and box.button.text() == "Generate"
    assert not box.progress.isVisible()


def test_a_level_not_made_at_the_size_is_said_in_the_status_bar_and_nothing_starts(window, qtbot):
    """The box greys out the levels the generator does not make at a size; one chosen anyway
    (set from code, or before the size changed under it) is refused with the generator's words
    in the status bar (it used to call the signal instead of emitting it: a TypeError)."""
    doc = window.new("nonogram", 5, 5)
    box = doc.author.generation
    box.width_box.setValue(5)
    box.height_box.setValue(5)
    with qtbot.waitSignal(doc.status_message) as said:
        box.level_box.setCurrentIndex(box.level_box.findData("expert"))  # not offered at 5x5
        qtbot.mouseClick(box.button, L)
    assert said.args[0] and box.run is None and doc.workers()["generate"] is None
