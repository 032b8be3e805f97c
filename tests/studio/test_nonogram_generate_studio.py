"""Generate in the nonogram Edit panel, driven with real clicks and keys: every level of the
generator is offered, the new picture is one undoable move and unique, the label names the
grade the grader gives it, and Cancel stops a run without touching the picture."""

from PySide6.QtCore import Qt

from solvers.nonogram import solve
from solvers.nonogram.difficulty import difficulty, level
from solvers.nonogram.generator import LEVEL_NAMES

L = Qt.MouseButton.LeftButton


def choose(qtbot, combo, wanted):
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == wanted:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{wanted} is not offered")


def test_every_level_is_offered_and_a_generated_picture_is_one_undoable_move(window, qtbot):
    doc = window.new("nonogram", 15, 15)
    box = doc.author.generation
    offered = [box.level_box.itemData(i) for i in range(box.level_box.count())]
    assert offered == [None, *LEVEL_NAMES] and "probing-2" in offered and "search" in offered
    choose(qtbot, box.level_box, "probing-2")
    moves = doc.undo_stack.count()
    qtbot.mouseClick(box.button, L)
    assert doc.busy()
    qtbot.waitUntil(lambda: box.run is None, timeout=150_000)
    assert doc.undo_stack.count() == moves + 1 and doc.picture.any()
    puzzle = doc.puzzle()
    assert solve(puzzle, "cpsat", max_solutions=2).unique is True
    graded = level(difficulty(puzzle))
    assert box.level_names[graded] in box.report_label.text()
    assert ("not reached" in box.report_label.text()) is (graded != "probing-2")
    doc.undo_stack.undo()
    assert not doc.picture.any()


def test_cancel_stops_generating_and_leaves_the_picture(window, qtbot):
    doc = window.new("nonogram", 20, 20)
    box = doc.author.generation
    choose(qtbot, box.level_box, "search")
    moves = doc.undo_stack.count()
    qtbot.mouseClick(box.button, L)
    assert box.button.text() == "Cancel"
    qtbot.mouseClick(box.button, L)
    qtbot.waitUntil(lambda: box.run is None, timeout=10_000)
    assert doc.undo_stack.count() == moves and not doc.picture.any()
    assert box.report_label.text() == "No puzzle was generated." and box.button.text() == "Generate"
