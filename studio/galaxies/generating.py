"""New puzzles, off the GUI thread, made by the engine's generator (solvers.galaxies.generator):
of a size and a difficulty (``GenerateBox`` in the Edit panel), or from a pixel picture (the
regions grow inside the black cells and inside the white ones, and the dots take the
picture's colours). Each one comes with its quality report, shown beside it; loading it is one
undoable move. Cancel reaches the generator's cancel token, so it stops at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QMessageBox, QProgressBar, QPushButton

from solvers.events import SOLVED, STOPPED

from ..document import generated_title, made_with
from ..edit_form import generate_size_row
from ..seed_box import SeedBox, seed_text
from ..workers import one_puzzle_events

if TYPE_CHECKING:
    from solvers.events import Done, EventsFactory
    from solvers.galaxies.model import Galaxies

    from .author import AuthorPanel
    from .checking import Verdict


MAX_GENERATED_SIZE = 40
LEVELS = (None, "easy", "medium", "hard", "expert", "search")  # the combo box's order: the common scale


def generate_events(width: int, height: int, difficulty: str | None, seed: int | None = None) -> EventsFactory:
    """A puzzle of a size and a difficulty (None: any)."""
    from solvers.galaxies import generate

    return one_puzzle_events(lambda cancel: generate(width, height, seed, cancel=cancel, difficulty=difficulty))


def picture_events(picture: np.ndarray, seed: int | None = None) -> EventsFactory:
    """A puzzle from a picture. The run has no deadline: every picture can be done."""
    from solvers.galaxies import generate_from_picture

    picture = np.asarray(picture, dtype=np.int8)
    return one_puzzle_events(lambda cancel: generate_from_picture(picture, seed, cancel=cancel))


def puzzle_state(puzzle: Galaxies) -> dict:
    """The document state of a fresh puzzle with its answer (for GalaxiesDocument.replace)."""
    h, w = puzzle.shape
    return {"shape": (h, w), "dots": {(d.y2, d.x2): d.colour for d in puzzle.dots}, "answer": puzzle.solution,
            "regions": np.full((h, w), -1, dtype=np.int32), "walls": np.zeros((2 * h + 1, 2 * w + 1), dtype=bool),
            "marks": np.full((h, w), -1, dtype=np.int64)}


class GenerateBox(QGroupBox):
    """Size, difficulty and Generate (Cancel while it runs); the puzzle replaces the
    document's (one undoable move) and its quality report shows below. The run is the
    author panel's ``generate_run`` (one generation at a time, picture or not)."""

    def __init__(self, author: AuthorPanel, verdict: Verdict) -> None:
        super().__init__(author.tr("Generate"))
        self.author, self.verdict = author, verdict
        form = QFormLayout(self)
        self.width_box, self.height_box = generate_size_row(form, MAX_GENERATED_SIZE, 10)
        self.level_box = QComboBox()
        self.level_box.addItems([self.tr("Default (medium)"), self.tr("Easy: one cell or dot at a time"),
                                 self.tr("Medium: cells cut off from a dot"),
                                 self.tr("Hard: as Tatham's Normal at its hardest"),
                                 self.tr("Expert: the only way back to a dot"),
                                 self.tr("Search: deduction alone does not finish it")])
        form.addRow(self.tr("Difficulty"), self.level_box)
        self.seed_box = SeedBox()
        form.addRow(self.tr("Seed"), self.seed_box)
        self.seed: int | None = None  # of the run going on, or of the puzzle last made
        self.button = QPushButton(self.tr("Generate"))
        self.button.setToolTip(self.tr("A new puzzle with exactly one solution and big regions"))
        self.button.clicked.connect(lambda: self.generate())
        self.progress = QProgressBar()  # busy while it runs (a 40x40 takes seconds)
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.progress.setVisible(False)  # idle, an empty bar looks like a text field
        row = QHBoxLayout()
        row.addWidget(self.button)
        row.addWidget(self.progress, 1)
        form.addRow(row)
        self.report_label = QLabel()
        self.report_label.setWordWrap(True)
        form.addRow(self.report_label)

    def level(self) -> str | None:
        return LEVELS[self.level_box.currentIndex()]

    def generate(self, seed: int | None = None) -> None:
        author = self.author
        if author.generate_run is not None:
            author.generate_run.stop()
            return
        from solvers.galaxies.generator import check_reachable

        try:  # refused at once, as the engine would: a level not made at this size
            check_reachable(self.level(), self.width_box.value(), self.height_box.value())
        except ValueError as error:
            QMessageBox.warning(self, self.tr("Generate"), str(error))
            return
        self.seed = self.seed_box.next_seed() if seed is None else seed
        self.button.setText(self.tr("Cancel"))
        self.progress.setVisible(True)
        self.report_label.setText(self.tr("Generating…"))
        author.start_generation(generate_events(self.width_box.value(), self.height_box.value(),
                                                self.level(), self.seed), self._finished)

    def _finished(self, done: Done | None) -> None:
        author = self.author
        author.generate_run = None
        self.button.setText(self.tr("Generate"))
        self.progress.setVisible(False)
        if done is None or done.status != SOLVED:
            self.report_label.setText(self.tr("Cancelled: no puzzle was generated.") if done is None or done.status == STOPPED
                                      else self.tr("No puzzle was generated."))
        else:
            shape = author.document.puzzle().shape
            puzzle = done.stats["puzzle"]
            author.document.replace(self.tr("Generated puzzle"), **puzzle_state(puzzle),
                                    title=generated_title(puzzle.width, puzzle.height, self.seed))
            author.document.took_new_puzzle(made_with(self.seed, done.stats["report"],
                                                      difficulty=self.level()))
            author.document.fit_if_reshaped(shape)
            self.report_label.setText(seed_text(self.seed) + " · " + self.verdict.report(done.stats["report"]))
        author.document.state_changed.emit()
