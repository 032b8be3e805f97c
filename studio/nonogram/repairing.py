"""Repair suggestions in Edit mode: after Check says "not unique" (or, when the author asks for
a line-solvable puzzle, "needs more than line logic"), a worker looks for the fewest picture
cells to flip (solvers.nonogram.repair); the best few show on the grid, numbered, and one
click on a suggestion's button applies it as one undoable move (a CellsMove of the picture).

Results are stamped with the puzzle's revision: an edit drops them (``clear``) and a search
still running for the old picture is stopped, its late answer dropped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QVBoxLayout, QWidget

from solvers.events import SOLVED
from solvers.nonogram.model import FILLED
from solvers.nonogram.repair import LINE, UNIQUE, repair_events
from solvers.nonogram.words import grade_name

from ..document import PUZZLE
from ..edit_form import hide_keeping_focus
from ..moves import CellsMove
from ..workers import SolverRun

if TYPE_CHECKING:
    from collections.abc import Callable

    from solvers.events import Done
    from solvers.nonogram.repair import Suggestion

    from .actions import NonogramActions

SHOWN = 3  # suggestions on the grid: more would cover the picture


class RepairBox(QWidget):
    """The suggestions part of the author's panel: the target setting, a status line and one
    button per suggestion. ``applied`` is called after a suggestion becomes a move."""

    def __init__(self, document: NonogramActions, applied: Callable[[], object] | None = None) -> None:
        super().__init__()
        self.document = document
        self.applied = applied
        self.run: SolverRun | None = None
        self.suggestions: list[Suggestion] = []  # best first, while current
        self.line_target = QCheckBox(self.tr("Suggest repairs that make it line-solvable"))
        self.line_target.setToolTip(self.tr("Off: repairs only make the solution unique. On: a person "
                                            "can also solve it row by row, without guessing."))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.buttons = []
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.line_target)
        box.addWidget(self.status)
        for index in range(SHOWN):
            button = QPushButton()
            button.clicked.connect(lambda _=False, i=index: self.apply(i))
            button.setVisible(False)
            self.buttons.append(button)
            box.addWidget(button)
        self.status.setVisible(False)

    @property
    def target(self) -> str:
        return LINE if self.line_target.isChecked() else UNIQUE

    def wanted(self, unique: bool | None, grade: str | None) -> bool:
        """After a check: is there something to repair for the chosen target?"""
        if unique is False:
            return True
        return unique is True and self.target == LINE and grade not in (None, "easy", "medium")  # line-solvable levels

    def start(self) -> None:
        """Search repairs for the document's picture as it is now."""
        self.clear()
        doc = self.document
        picture, target = doc.picture.copy(), self.target
        stamp = doc.stamp(PUZZLE)
        self.run = run = SolverRun(lambda cancel: repair_events(picture, target, cancel, limit=SHOWN), self)
        run.finished.connect(lambda done: self._found(run, done, stamp))
        run.failed.connect(doc.status_message)
        self.status.setText(self.tr("Looking for the smallest repair…"))
        self.status.setVisible(True)
        run.start()

    def clear(self) -> None:
        """The puzzle changed (or a new check began): stop a search, drop the suggestions."""
        if self.run is not None:
            self.run.stop()
            self.run = None
        self.suggestions = []
        self.status.setVisible(False)
        hide_keeping_focus(self.buttons, self.document.focus_grid)

    def _found(self, run: SolverRun, done: Done | None, stamp: tuple) -> None:
        if self.run is not run:  # a search cleared away (the puzzle changed): its answer is old
            return
        self.run = None
        doc = self.document
        if not doc.is_current(stamp) or done is None:
            return
        if done.status != SOLVED:
            self.status.setText(self.tr("No repair of a few cells found.") if done.status == "no-solution"
                                else self.tr("The repair search stopped."))
            return
        self.suggestions = list(done.stats["suggestions"])
        if not self.suggestions:  # the picture already meets the target
            self.status.setVisible(False)
            return
        self.status.setText(self.tr("Repairs, smallest first (numbered on the grid):"))
        for index, button in enumerate(self.buttons):
            if index < len(self.suggestions):
                button.setText(self._describe(index, self.suggestions[index]))
                button.setVisible(True)
        doc.redraw()

    def _describe(self, index: int, suggestion: Suggestion) -> str:
        grade = grade_name({"grade": suggestion.grade.get("grade")})  # the kind only: a button is short
        fills = sum(1 for v in suggestion.values if v == FILLED)
        clears = len(suggestion.values) - fills
        parts = []
        if fills:
            parts.append(self.tr("fill %n cell(s)", "", fills))
        if clears:
            parts.append(self.tr("clear %n cell(s)", "", clears))
        text = self.tr("%1. Apply: %2").replace("%1", str(index + 1)).replace("%2", ", ".join(parts))
        return f"{text} ({grade})" if grade else text

    def marks(self) -> tuple:
        """For the grid: (number, cells, values) of each suggestion shown."""
        return tuple((index + 1, s.cells, s.values) for index, s in enumerate(self.suggestions[:SHOWN]))

    def apply(self, index: int) -> None:
        if index >= len(self.suggestions):
            return
        suggestion = self.suggestions[index]
        doc = self.document
        old = [int(doc.picture[cell]) for cell in suggestion.cells]
        text = self.tr("Repair %n cell(s)", "", len(suggestion.cells))
        doc.push(CellsMove(text, "picture", list(suggestion.cells), old, list(suggestion.values)))
        if self.applied is not None and np.array_equal(doc.picture, suggestion.picture):
            self.applied()
