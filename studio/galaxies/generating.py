"""New puzzles, off the GUI thread, made by the engine's generator (solvers.galaxies.generator):
of a size and a difficulty (``GenerateBox`` in the Edit panel), or from a pixel picture (the
regions grow inside the black cells and inside the white ones, and the dots take the
picture's colours). Each one comes with its quality report, shown beside it; loading it is one
undoable move. Cancel reaches the generator's cancel token, so it stops at once."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import numpy as np
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
)

from solvers.events import STOPPED, Solution

from ..document import generated_title, made_with
from ..edit_form import generate_size_row, shrinkable
from ..generated_list import PuzzlePicker, seeded_puzzles_events
from ..seed_box import SeedBox, seed_text
from ..workers import one_puzzle_events

if TYPE_CHECKING:
    from collections.abc import Callable

    from solvers.events import Done, EventsFactory
    from solvers.galaxies.model import Galaxies

    from ..workers import SolverRun
    from .actions import GalaxiesActions
    from .checking import Verdict


MAX_GENERATED_SIZE = 40
LEVELS = (None, "easy", "medium", "hard", "expert", "search")  # the combo box's order: the common scale


def generate_events(width: int, height: int, difficulty: str | None, first_seed: int, count: int = 1) -> EventsFactory:
    """``count`` puzzles of a size and a difficulty (None: any), from seed ``first_seed`` up
    (studio.generated_list: a Solution event for each)."""
    from solvers.galaxies import generate

    return seeded_puzzles_events(lambda seed, cancel: generate(width, height, seed, cancel=cancel, difficulty=difficulty),
                                 count, first_seed)


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


class GeneratingPanel(Protocol):
    """What the box asks of the Edit panel that holds it (studio.galaxies.author, which builds
    the box: named by what it has, not imported back): its document and its one generation."""

    document: GalaxiesActions
    generate_run: SolverRun | None  # a picture's or the box's generation, while it runs

    def start_generation(self, events: EventsFactory, finished: Callable[[Done | None], None],
                         on_events: Callable[[list], None] | None = None) -> None: ...


class GenerateBox(QGroupBox):
    """Size, count, difficulty and Generate (Cancel while it runs); the first puzzle replaces
    the document's at once, ◀ ▶ load the others (each one undoable move) and the quality report
    of the one loaded shows below. The run is the author panel's ``generate_run`` (one
    generation at a time, picture or not)."""

    def __init__(self, author: GeneratingPanel, verdict: Verdict) -> None:
        super().__init__()
        self.setTitle(self.tr("Generate"))  # GenerateBox's context, where lupdate files it
        self.author, self.verdict = author, verdict
        form = QFormLayout(self)
        self.width_box, self.height_box = generate_size_row(form, MAX_GENERATED_SIZE, author.document)
        self.count_box = QSpinBox()
        self.count_box.setRange(1, 50)
        self.count_box.setValue(1)
        form.addRow(self.tr("Count"), self.count_box)
        self.level_box = QComboBox()
        self.level_box.addItems([self.tr("Default (medium)"), self.tr("Easy: one cell or dot at a time"),
                                 self.tr("Medium: cells cut off from a dot"),
                                 self.tr("Hard: as Tatham's Normal at its hardest"),
                                 self.tr("Expert: the only way back to a dot"),
                                 self.tr("Search: deduction alone does not finish it")])
        form.addRow(self.tr("Difficulty"), shrinkable(self.level_box))
        self.seed_box = SeedBox()
        self.seed_box.setToolTip(self.seed_box.toolTip() + " " + self.tr("Several puzzles take the seeds that follow."))
        form.addRow(self.tr("Seed"), self.seed_box)
        self.seed: int | None = None  # of the puzzle loaded
        self.made: list = []  # (puzzle, report, seed) of the run going on or last run
        self.index = 0
        self.count = 0  # puzzles asked of the run going on
        self.difficulty: str | None = None  # asked of them
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
        self.picker = PuzzlePicker()
        self.picker.chosen.connect(self.load)
        form.addRow(self.picker)
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

        level = self.level()
        try:  # refused at once, as the engine would: a level not made at this size
            check_reachable(level, self.width_box.value(), self.height_box.value())
        except ValueError as error:
            QMessageBox.warning(self, self.tr("Generate"), str(error))
            return
        self.count = self.count_box.value()
        first = self.seed_box.next_seed(self.count) if seed is None else seed
        self.made, self.index, self.difficulty = [], 0, level
        self.button.setText(self.tr("Cancel"))
        self.progress.setVisible(True)
        self.report_label.setText(self.tr("Generating…"))
        author.start_generation(generate_events(self.width_box.value(), self.height_box.value(), level, first,
                                                self.count), self._finished, self._events)
        self.picker.show_position(0, 0, self.count, True)

    def _events(self, batch: list) -> None:
        for event in batch:
            if isinstance(event, Solution):
                self.made.append(event.board)
                if len(self.made) == 1:
                    self.load(0)
        self.picker.show_position(len(self.made), self.index, self.count, self.author.generate_run is not None)

    def _finished(self, done: Done | None) -> None:
        author = self.author
        author.generate_run = None
        self.button.setText(self.tr("Generate"))
        self.progress.setVisible(False)
        self.picker.show_position(len(self.made), self.index, self.count, False)
        if not self.made:
            self.report_label.setText(self.tr("Cancelled: no puzzle was generated.") if done is None or done.status == STOPPED
                                      else self.tr("No puzzle was generated."))
        author.document.state_changed.emit()

    def load(self, index: int) -> None:
        """Put generated puzzle ``index`` into the document (one undoable move)."""
        if not 0 <= index < len(self.made):
            return
        author = self.author
        puzzle, report, self.seed = self.made[index]
        self.index = index
        shape = author.document.puzzle().shape
        author.document.replace(self.tr("Generated puzzle"), **puzzle_state(puzzle),
                                title=generated_title(puzzle.width, puzzle.height, self.seed))
        author.document.took_new_puzzle(made_with(self.seed, report, difficulty=self.difficulty))
        author.document.fit_if_reshaped(shape)
        self.report_label.setText(seed_text(self.seed) + " · " + self.verdict.report(report))
        self.picker.show_position(len(self.made), index, self.count, author.generate_run is not None)
        author.document.state_changed.emit()
