"""Edit mode (the author): title and size, import a picture or type clues, and Check puzzle in a
worker, with the two solutions of an ambiguous puzzle shown one at a time and the cells where
they differ highlighted. The author paints the picture on the grid (the document's strokes);
the clues follow it. A puzzle from clues alone has no picture: the author edits its clues, or
adopts its solution as the picture when it is unique, and never paints clues away.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from solvers.events import SOLVED, Done
from solvers.nonogram import solve_events
from solvers.nonogram.difficulty import difficulty
from solvers.nonogram.model import EMPTY, FILLED, MAX_SIZE, UNKNOWN
from solvers.nonogram.words import grade_name

from ..changes import Change
from ..checking import graded_check, stopped_text
from ..document import PUZZLE
from ..edit_form import hide_keeping_focus, show_size, show_title, title_and_size_rows
from ..moves import PartsMove
from ..offers import EDIT
from ..workers import SolverRun
from .generating import GenerateBox
from .repairing import RepairBox

if TYPE_CHECKING:
    from ..offers import Offers
    from ..picture_import import PictureImportDialog
    from . import renderer
    from .actions import NonogramActions
    from .clue_entry import ClueEntryDialog


class AuthorPanel(QWidget):
    def __init__(self, document: NonogramActions) -> None:
        super().__init__()
        self.document = document
        document.subscribe(self.model_changed)
        self.check_run: SolverRun | None = None
        self.check_result: tuple[Done, dict] | None = None  # (Done, difficulty) of an ambiguous check, while current
        self.shown_solution: int | None = None  # index into check_result's solutions, or None for the picture
        self.clue_dialog: ClueEntryDialog | None = None
        self.import_dialog: PictureImportDialog | None = None
        self._adopt_after_check = False  # Use the solution as the picture: check first
        self._verdict_shown = False  # the check label holds a verdict, or "Checking…"

        self.form = form = QFormLayout()
        self.title_edit, self.width_box, self.height_box = title_and_size_rows(form, document, MAX_SIZE)
        self.import_button = QPushButton(self.tr("Import picture…"))
        self.import_button.clicked.connect(self.import_picture)
        form.addRow("", self.import_button)
        self.clues_button = QPushButton(self.tr("Type clues…"))
        self.clues_button.setToolTip(self.tr("Enter row and column clues by hand, e.g. from a book"))
        self.clues_button.clicked.connect(self.enter_clues)
        form.addRow("", self.clues_button)
        self.adopt_button = QPushButton(self.tr("Use the solution as the picture"))
        self.adopt_button.setToolTip(self.tr("Check the clues; when they have exactly one solution, it "
                                             "becomes the picture you can edit"))
        self.adopt_button.clicked.connect(self.adopt_solution)
        form.addRow("", self.adopt_button)
        self.clue_note = QLabel()
        self.clue_note.setWordWrap(True)
        self.check_button = QPushButton(self.tr("Check puzzle"))
        self.check_button.setToolTip(self.tr("Is there exactly one solution? How hard is it?"))
        self.check_button.clicked.connect(lambda: self.check_puzzle())
        self.check_label = QLabel(self._check_intro())
        self.check_label.setWordWrap(True)
        self.check_label.setTextFormat(Qt.TextFormat.RichText)
        self.flip_button = QPushButton(self.tr("Show the other solution"))
        self.flip_button.clicked.connect(self.flip_solution)
        self.flip_button.setVisible(False)
        self.repairs = RepairBox(document, applied=self.check_puzzle)
        self.generation = GenerateBox(document, self.check_puzzle)
        self.help_text = help_text = QLabel()
        help_text.setWordWrap(True)
        help_text.setObjectName("hint")
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.clue_note)
        box.addWidget(self.check_button)
        box.addWidget(self.check_label)
        box.addWidget(self.flip_button)
        box.addWidget(self.repairs)
        box.addWidget(self.generation)
        box.addStretch(1)
        box.addWidget(help_text)
        self.refresh()
        self._offer(document.offers)

    def _offer(self, offers: Offers) -> None:
        """What the panel does for its document and the window (studio.offers)."""
        offers.modes[EDIT] = self
        offers.commands["check"] = self.check_puzzle
        offers.runs["check"] = lambda: self.check_run
        offers.runs["repair"] = lambda: self.repairs.run
        offers.runs["generate"] = lambda: self.generation.run

    def _check_intro(self) -> str:
        if self.document.clues is not None:
            return self.tr("Check that the clues have exactly one solution.")
        return self.tr("Draw a picture: the clues follow it. Then check that the clues have exactly one solution.")

    def model_changed(self, change: Change) -> None:
        """After a move or an undo: the panel shows the new clues and title, and a verdict about
        the old puzzle goes (a live drag's clues are shown by the grid, the panel follows at its end)."""
        if not change.live and change.touches(("picture", "clues", "title")):
            self.refresh()
        if "title" in change.keys:
            show_title(self.title_edit, self.document.title)
        if change.puzzle:
            self.puzzle_changed()

    def refresh(self) -> None:
        doc = self.document
        show_size(self.width_box, self.height_box, doc.picture.shape)
        clues_only = doc.clues is not None
        self.form.setRowVisible(self.adopt_button, clues_only)
        self.clues_button.setText(self.tr("Edit clues…") if clues_only else self.tr("Type clues…"))
        self.clue_note.setText(self.tr("The clues were typed or come from a file; the picture is unknown. "
                                       "Edit the clues, or use the solution as the picture.") if clues_only else "")
        self.clue_note.setVisible(clues_only)
        self.help_text.setText(self.tr("Painting needs a picture: edit the clues, or use the solution as the "
                                       "picture.") if clues_only else
                               self.tr("Left button fills, right button clears; drag to paint a line. "
                                       "Arrow keys move, Space toggles."))
        if not self._verdict_shown:
            self.check_label.setText(self._check_intro())
        if self.check_result is None and self.check_run is None:
            self.flip_button.setVisible(False)

    def puzzle_changed(self) -> None:
        """The clues changed: a verdict, a pair of solutions or a running check is about the old
        ones (a check still running is stopped; its answer would be dropped anyway)."""
        if self.check_run is not None:
            self.check_run.stop()
        if self._verdict_shown:
            self.check_label.setText(self.tr("The puzzle changed: check it again."))
        self.check_result = None
        self.shown_solution = None
        hide_keeping_focus([self.flip_button], self.document.focus_grid)
        self.repairs.clear()
        self.generation.report_label.clear()  # the report is about the generated picture, not an edited one

    # -- what the grid shows -----------------------------------------------------------------------
    def view_state(self, overlay: renderer.Overlay) -> tuple[np.ndarray | None, renderer.Overlay]:
        doc = self.document
        overlay.suggestions = self.repairs.marks()
        if self.check_result is not None and self.shown_solution is not None:
            board = self.check_result[0].solutions[self.shown_solution]
            overlay.marked = frozenset(self.differences())
            overlay.guess = self.shown_solution == 1
            return board, overlay
        picture = np.where(doc.picture == FILLED, FILLED, UNKNOWN).astype(np.int8)
        overlay.marked = frozenset(self.differences())
        return (None if doc.clues is not None and not doc.picture.any() else picture), overlay

    def differences(self) -> list:
        if self.check_result is None or len(self.check_result[0].solutions) < 2:
            return []
        a, b = self.check_result[0].solutions[:2]
        return [(int(r), int(c)) for r, c in zip(*np.nonzero(a != b))]

    # -- check -------------------------------------------------------------------------------------
    def check_puzzle(self, adopt: bool = False) -> None:
        """Check puzzle (again: cancel). ``adopt``: then use a unique solution as the picture."""
        if self.check_run is not None:
            self.check_run.stop()
            return
        doc = self.document
        self._adopt_after_check = adopt
        stamp = doc.stamp(PUZZLE)
        self.repairs.clear()
        puzzle = doc.puzzle()
        # The grade stops with the check's own token (Cancel): deep probing can take seconds.
        self.check_run = run = SolverRun(lambda cancel: graded_check(
            puzzle, solve_events, partial(difficulty, stop=cancel))(cancel), self)
        run.finished.connect(lambda done: self._checked(done, stamp))
        run.failed.connect(doc.status_message)
        self.check_button.setText(self.tr("Cancel check"))
        self.check_label.setText(self.tr("Checking…"))
        self._verdict_shown = True
        run.start()
        doc.state_changed.emit()

    def adopt_solution(self) -> None:
        self.check_puzzle(adopt=True)

    def _checked(self, done: Done | None, stamp: tuple) -> None:
        self.check_run = None
        self.check_button.setText(self.tr("Check puzzle"))
        doc = self.document
        if not doc.is_current(stamp):  # the puzzle changed while checking: puzzle_changed said so
            doc.state_changed.emit()
            return
        if done is None:
            self.check_label.setText(self.tr("The check failed."))
            doc.state_changed.emit()
            return
        grade = done.stats.get("difficulty") or {}
        if done.status == SOLVED and done.unique:
            text = self.tr("<b>Unique</b>: exactly one solution.")
        elif done.status == SOLVED and len(done.solutions) >= 2:
            done = self._picture_first(done)
            self.check_result = (done, grade)
            self.shown_solution = 0
            count = len(self.differences())
            text = self.tr("<b>Not unique</b>: two solutions differ in %n cell(s) (highlighted).", "", count)
        elif done.status == SOLVED:
            text = self.tr("Solvable; uniqueness unknown within the time limit.")
        elif done.status == "no-solution":
            text = self.tr("<b>No solution</b>: the clues contradict each other.")
        else:
            text = stopped_text(done)
        if grade.get("grade"):
            text += "<br>" + self.tr("Difficulty: %1").replace("%1", grade_name(grade))
        if self._adopt_after_check and doc.clues is not None:
            if done.status == SOLVED and done.unique:
                self._adopt(done.solution)
                text += "<br>" + self.tr("Its solution is now the picture.")
            elif done.status == "no-solution" or (done.status == SOLVED and len(done.solutions) >= 2):
                text += "<br>" + self.tr("Only a puzzle with exactly one solution has a picture to adopt: "
                                         "edit the clues instead.")
            else:  # stopped, or one solution and uniqueness unknown: nothing says the clues are wrong
                text += "<br>" + self.tr("No picture was adopted: the check did not find out whether the "
                                         "solution is the only one.")
        self._adopt_after_check = False
        if doc.clues is None and done.status == SOLVED and self.repairs.wanted(done.unique, grade.get("grade")):
            self.repairs.start()
        self.check_label.setText(text)
        self.flip_button.setVisible(self.check_result is not None)
        doc.redraw()
        doc.say_result(text.replace("<b>", "").replace("</b>", "").split("<br>")[0])
        doc.state_changed.emit()

    def _picture_first(self, done: Done) -> Done:
        """Two solutions, the author's picture (when it is one of them) shown first: the repair
        suggestions on the grid are about the picture."""
        first, second = done.solutions[:2]
        if self.document.clues is None and np.array_equal(second, self.document.picture):
            return Done(done.status, done.unique, done.stats, (second, first, *done.solutions[2:]))
        return done

    def _adopt(self, solution: np.ndarray) -> None:
        """The unique solution becomes the author's picture (one move; the clues stay the same,
        so the verdict and the player's board stay too)."""
        doc = self.document
        picture = np.where(np.asarray(solution) == FILLED, FILLED, EMPTY).astype(np.int8)
        doc.push(PartsMove(self.tr("Use the solution as the picture"),
                           {"picture": doc.picture, "clues": doc.clues}, {"picture": picture, "clues": None}))

    def flip_solution(self) -> None:
        if self.check_result is None:
            return
        self.shown_solution = 1 if self.shown_solution == 0 else 0
        self.flip_button.setText(self.tr("Show the other solution") + f" ({self.shown_solution + 1}/2)")
        self.document.redraw()

    # -- pictures and clues from elsewhere ------------------------------------------------------------
    def import_picture(self) -> PictureImportDialog:
        from ..picture_import import PictureImportDialog

        doc = self.document
        self.import_dialog = dialog = PictureImportDialog(doc.picture.shape, self)

        def accepted() -> None:
            if dialog.result_picture is not None:
                doc.set_picture(dialog.result_picture, self.tr("Import picture"))
                doc.fit()  # a new picture, maybe of a new size: shown whole

        dialog.accepted.connect(accepted)
        dialog.finished.connect(lambda _: setattr(self, "import_dialog", None))
        dialog.open()  # window-modal without a nested event loop
        return dialog

    def enter_clues(self) -> ClueEntryDialog:
        """Open the clue entry dialog (window-modal, not blocking); OK replaces the clues."""
        from .clue_entry import ClueEntryDialog

        doc = self.document
        puzzle = doc.puzzle()
        self.clue_dialog = dialog = ClueEntryDialog(puzzle.rows, puzzle.cols, self)

        def accepted() -> None:
            if dialog.puzzle is not None:  # always: OK is enabled only for clues that read
                doc.set_clues(dialog.puzzle.rows, dialog.puzzle.cols)

        dialog.accepted.connect(accepted)
        dialog.finished.connect(lambda _: setattr(self, "clue_dialog", None))
        dialog.open()
        return dialog
