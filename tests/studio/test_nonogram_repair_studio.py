"""Repair suggestions in Edit mode, driven with real mouse events: Check finds the picture
ambiguous, the suggestions appear numbered on the grid, one click applies one as one undoable
move, and an edit drops suggestions that were about the old picture."""

import numpy as np
from PySide6.QtCore import QPoint, Qt

from solvers.nonogram import solve
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.difficulty import difficulty

L = Qt.MouseButton.LeftButton


def centre(doc, r, c) -> QPoint:
    return doc.grid.layout_().cell_rect(r, c).center().toPoint()


def drag(qtbot, doc, start, end):
    qtbot.mousePress(doc.grid, L, pos=centre(doc, *start))
    qtbot.mouseMove(doc.grid, centre(doc, *end))
    qtbot.mouseRelease(doc.grid, L, pos=centre(doc, *end))


def paint_die(qtbot, doc):
    """A frame with two cells inside on a diagonal: the other diagonal fits the same clues."""
    for start, end in (((0, 0), (0, 5)), ((5, 0), (5, 5)), ((1, 0), (4, 0)), ((1, 5), (4, 5))):
        drag(qtbot, doc, start, end)
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 2, 2))
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 3, 3))


def check_and_wait(qtbot, doc):
    qtbot.mouseClick(doc.author.check_button, L)
    qtbot.waitUntil(lambda: doc.check_run is None and doc.author.repairs.run is None, timeout=30_000)


def shown_buttons(doc):
    return [b for b in doc.author.repairs.buttons if b.isVisible()]


def test_check_suggests_repairs_and_one_click_applies_one_undoably(window, qtbot):
    doc = window.new("nonogram", 6, 6)
    paint_die(qtbot, doc)
    before = doc.picture.copy()
    assert solve(doc.puzzle(), "cpsat", max_solutions=2).unique is False
    check_and_wait(qtbot, doc)
    assert "Not unique" in doc.author.check_label.text()
    buttons = shown_buttons(doc)
    assert buttons and "1." in buttons[0].text()
    marks = doc.view_state()[1].suggestions
    assert [number for number, _, _ in marks] == list(range(1, len(buttons) + 1))
    first = doc.author.repairs.suggestions[0]
    # The author's picture is the first solution shown, so the marks sit on the picture.
    shown_board = doc.view_state()[0]
    assert np.array_equal(shown_board == 1, before == 1)
    moves = doc.undo_stack.count()

    qtbot.mouseClick(buttons[0], L)
    assert doc.undo_stack.count() == moves + 1
    changed = {(int(r), int(c)) for r, c in zip(*np.nonzero(doc.picture != before))}
    assert changed == set(first.cells)
    assert not doc.author.repairs.suggestions and not shown_buttons(doc)  # about the old picture
    qtbot.waitUntil(lambda: doc.check_run is None, timeout=30_000)  # applying checks again
    assert "Unique" in doc.author.check_label.text()
    assert solve(clues_from_picture(doc.picture), "cpsat", max_solutions=2).unique is True

    doc.undo_stack.undo()  # one move: one undo restores the ambiguous picture
    assert np.array_equal(doc.picture, before)


def test_an_edit_drops_the_suggestions_of_the_old_picture(window, qtbot):
    doc = window.new("nonogram", 6, 6)
    paint_die(qtbot, doc)
    check_and_wait(qtbot, doc)
    assert shown_buttons(doc)
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 2, 3))  # the author paints on
    assert not shown_buttons(doc) and doc.view_state()[1].suggestions == ()


# Unique, but line logic alone stalls on it (it needs probing).
PROBING = ["..##.#", "...#.#", "##.###", "..#...", ".#....", ".#..#."]


def test_line_solvable_target_repairs_a_unique_puzzle_that_needs_probing(window, qtbot):
    doc = window.new("nonogram", 6, 6)
    for r, row in enumerate(PROBING):
        for c, ch in enumerate(row):
            if ch == "#":
                qtbot.mouseClick(doc.grid, L, pos=centre(doc, r, c))
    assert solve(doc.puzzle(), "cpsat", max_solutions=2).unique is True
    assert solve(doc.puzzle(), "line").status != "solved"
    check_and_wait(qtbot, doc)
    assert "Unique" in doc.author.check_label.text() and not shown_buttons(doc)  # unique is enough
    graded = difficulty(doc.puzzle())
    assert graded["level"] == "hard" and "hard: needs probing" in doc.author.check_label.text()
    assert f"score {graded['score']}" in doc.author.check_label.text()
    box = doc.author.repairs.line_target
    qtbot.mouseClick(box, L, pos=QPoint(8, box.height() // 2))
    assert box.isChecked()
    check_and_wait(qtbot, doc)
    buttons = shown_buttons(doc)
    assert buttons
    qtbot.mouseClick(buttons[-1], L)
    assert solve(doc.puzzle(), "line").status == "solved"


def test_the_suggestions_are_drawn_on_the_grid(window, qtbot, tmp_path):
    doc = window.new("nonogram", 6, 6)
    paint_die(qtbot, doc)
    plain = doc.grid.grab().toImage()
    check_and_wait(qtbot, doc)
    doc.grid.repaint()
    marked = doc.grid.grab().toImage()
    _, cells, _ = doc.view_state()[1].suggestions[0]
    point = doc.grid.layout_().cell_rect(*cells[0]).topLeft().toPoint() + QPoint(3, 3)
    assert marked.pixelColor(point) != plain.pixelColor(point)


def test_applying_a_repair_by_key_leaves_the_focus_on_the_grid(window, qtbot):
    """The applied suggestion's button goes: the focus went on to the panel's size box, where
    the next key typed landed (issue #27). It goes to the grid instead."""
    from PySide6.QtWidgets import QApplication

    from .conftest import activate

    doc = window.new("nonogram", 6, 6)
    paint_die(qtbot, doc)
    check_and_wait(qtbot, doc)
    button = shown_buttons(doc)[0]
    activate(qtbot, window)
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    qtbot.keyClick(button, Qt.Key.Key_Space)  # apply it from the keyboard
    assert not shown_buttons(doc)
    assert QApplication.focusWidget() is doc.grid
    qtbot.waitUntil(lambda: doc.check_run is None, timeout=30_000)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo
    assert QApplication.focusWidget() is doc.grid
