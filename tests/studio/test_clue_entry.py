"""Clue entry by hand (a puzzle copied from a book): typed with real key events, validated by the
engine, one undo step."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from solvers.errors import PuzzleFormatError
from studio.nonogram.clue_entry import parse_clues, puzzle_from_text

from .conftest import activate

K = Qt.Key


def type_lines(qtbot, edit, lines):
    edit.setFocus()
    qtbot.keyClick(edit, K.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(edit, K.Key_Delete)
    for i, line in enumerate(lines):
        if i:
            qtbot.keyClick(edit, K.Key_Return)
        qtbot.keyClicks(edit, line)


def test_parse_clues():
    assert parse_clues("3 1\n0\n\n2,2\n\n", "row") == ((3, 1), (), (), (2, 2))
    with pytest.raises(PuzzleFormatError, match="row 2: 'x' is not a number"):
        parse_clues("1\n1 x", "row")
    for word in ("³", "٣", "9" * 5000):  # digits to isdigit(), not numbers of a clue
        with pytest.raises(PuzzleFormatError, match="is not a number"):
            parse_clues(f"1 {word}", "row")
    with pytest.raises(PuzzleFormatError, match="fill 2 cells but the column clues fill 1"):
        puzzle_from_text("1\n1", "1\n0")


def test_type_the_clues_of_a_book_puzzle(window, qtbot):
    doc = window.new("nonogram", 5, 5)
    activate(qtbot, window)
    qtbot.mouseClick(doc.author.clues_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.author.clue_dialog is not None and doc.author.clue_dialog.isVisible())
    dialog = doc.author.clue_dialog
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)

    type_lines(qtbot, dialog.rows_edit, ["3", "1 1", "3"])
    type_lines(qtbot, dialog.cols_edit, ["3", "1 1", "4"])  # one cell too many, and too long
    assert not ok.isEnabled()
    assert dialog.error_label.text() == "column 3 clue 4 needs 4 cells but the column has 3"
    assert "\n" not in dialog.error_label.text()
    qtbot.keyClick(dialog.cols_edit, K.Key_Backspace)
    qtbot.keyClicks(dialog.cols_edit, "x")
    assert dialog.error_label.text() == "column 3: 'x' is not a number" and not ok.isEnabled()
    qtbot.keyClick(dialog.cols_edit, K.Key_Backspace)
    qtbot.keyClicks(dialog.cols_edit, "3")
    assert dialog.error_label.text() == "" and ok.isEnabled()
    assert dialog.size_label.text() == "3 columns x 3 rows"

    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.author.clue_dialog is None)
    puzzle = doc.puzzle()
    assert puzzle.rows == ((3,), (1, 1), (3,)) and puzzle.cols == ((3,), (1, 1), (3,))
    assert puzzle.goal is None and doc.picture.sum() == 0 and doc.clues is not None
    assert doc.undo_stack.count() == 1 and window.isWindowModified()
    assert "typed" in doc.author.clue_note.text()

    activate(qtbot, window)
    qtbot.keyClick(window, K.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert doc.puzzle().shape == (5, 5) and doc.clues is None
    qtbot.keyClick(window, K.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert doc.puzzle().rows == ((3,), (1, 1), (3,))


def test_cancel_leaves_the_puzzle_alone(window, qtbot):
    doc = window.new("nonogram", 4, 4)
    dialog = doc.author.enter_clues()
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.rows_edit.toPlainText() == "0\n0\n0\n0"  # the current clues, to edit
    type_lines(qtbot, dialog.rows_edit, ["1"])
    qtbot.keyClick(dialog, K.Key_Escape)
    qtbot.waitUntil(lambda: doc.author.clue_dialog is None)
    assert doc.undo_stack.count() == 0 and doc.puzzle().shape == (4, 4)
