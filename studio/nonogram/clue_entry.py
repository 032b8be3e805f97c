"""Clue entry by hand, for puzzles copied from a book (the picture is then unknown).

One line per row (top to bottom) and one per column (left to right), the numbers of a clue
separated by spaces or commas; "0", "-" or an empty line is an empty line's clue. The size is
the number of lines. Every change is checked by the engine's ``formats.validate``, whose
one-line ``PuzzleFormatError`` is shown under the boxes; OK is enabled only when it passes.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPlainTextEdit, QSizePolicy, QVBoxLayout

from solvers.errors import PuzzleFormatError
from solvers.nonogram import formats
from solvers.nonogram.model import Nonogram
from solvers.textfiles import ascii_int

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from PySide6.QtWidgets import QWidget

_SEPARATORS = re.compile(r"[\s,]+")


def parse_clues(text: str, kind: str) -> tuple[tuple[int, ...], ...]:
    """'3 1\\n0\\n2' -> ((3, 1), (), (2,)); trailing empty lines do not count as lines."""
    lines = text.rstrip().splitlines() if text.strip() else []
    clues: list[tuple[int, ...]] = []
    for index, line in enumerate(lines):
        words = [w for w in _SEPARATORS.split(line.strip()) if w]
        if words in ([], ["0"], ["-"]):
            clues.append(())
            continue
        numbers = []
        for word in words:
            number = ascii_int(word, 4)  # a clue is at most the grid's size
            if number is None:
                shown = word if len(word) <= 12 else word[:12] + "…"
                raise PuzzleFormatError(f"{kind} {index + 1}: {shown!r} is not a number")
            numbers.append(number)
        clues.append(tuple(numbers))
    if not clues:
        raise PuzzleFormatError(f"no {kind} clues yet: type one line per {kind}")
    return tuple(clues)


def clues_text(clues: Iterable[Iterable[int]]) -> str:
    return "\n".join(" ".join(map(str, clue)) or "0" for clue in clues)


def puzzle_from_text(rows_text: str, cols_text: str) -> Nonogram:
    """The validated puzzle (without a goal) the two texts describe; raises PuzzleFormatError."""
    return formats.validate(Nonogram(parse_clues(rows_text, "row"), parse_clues(cols_text, "column")))


class ClueEntryDialog(QDialog):
    def __init__(self, rows: Sequence[Sequence[int]] = (), cols: Sequence[Sequence[int]] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Enter clues"))
        self.puzzle: Nonogram | None = None  # the clues, while they read as a valid puzzle
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.rows_edit, self.cols_edit = QPlainTextEdit(clues_text(rows)), QPlainTextEdit(clues_text(cols))
        for edit in (self.rows_edit, self.cols_edit):
            edit.setFont(mono)
            edit.setTabChangesFocus(True)
            edit.setMinimumSize(160, 260)
            edit.textChanged.connect(self.validate)
        self.size_label = QLabel()
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.error_label.setStyleSheet("color: #b91c1c")
        self.error_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Rows, top to bottom")), 0, 0)
        grid.addWidget(QLabel(self.tr("Columns, left to right")), 0, 1)
        grid.addWidget(self.rows_edit, 1, 0)
        grid.addWidget(self.cols_edit, 1, 1)
        help_text = QLabel(self.tr("One line per row or column; numbers separated by spaces; "
                                   "0 or an empty line for a line without blocks."))
        help_text.setWordWrap(True)
        box = QVBoxLayout(self)
        box.addWidget(help_text)
        box.addLayout(grid)
        box.addWidget(self.size_label)
        box.addWidget(self.error_label)
        box.addWidget(self.buttons)
        self.validate()

    def validate(self) -> bool:
        try:
            self.puzzle = puzzle_from_text(self.rows_edit.toPlainText(), self.cols_edit.toPlainText())
        except PuzzleFormatError as error:
            self.puzzle = None
            self.error_label.setText(str(error).splitlines()[0])
        else:
            self.error_label.setText("")
        ok = self.puzzle is not None
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        rows = len(self.rows_edit.toPlainText().rstrip().splitlines())
        cols = len(self.cols_edit.toPlainText().rstrip().splitlines())
        self.size_label.setText(self.tr("%1 columns x %2 rows").replace("%1", str(cols)).replace("%2", str(rows)))
        return ok
