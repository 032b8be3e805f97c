"""Generate (edit mode): new puzzles with a unique solution and no short circuit, made in a
worker by the engine's generator, with progress and Cancel; the first one loads at once and
the others can be browsed, each load one undoable move. A difficulty can be asked (the
generator tries a few puzzles for it), and each puzzle's quality report shows beside it.

Cancel reaches the generator's running search (its cancel token), so it takes effect at once
even in the middle of a puzzle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QLabel, QProgressBar, QPushButton, QSpinBox

from solvers.events import STOPPED, Done, Solution
from solvers.numberlink import generator, offered_levels

from ..document import generated_title, made_with
from ..edit_form import generate_size_row
from ..generated_list import PuzzlePicker, seeded_puzzles_events
from ..level_box import LevelBox
from ..seed_box import SeedBox, seed_text
from ..workers import SolverRun
from . import paths
from .checking import quality_text

if TYPE_CHECKING:

    from solvers.events import Cancel, EventsFactory

    from .actions import NumberlinkActions

MAX_GENERATED_SIZE = 30


def generate_events(width: int, height: int, rules: str, count: int, difficulty: str | None = None,
                    first_seed: int = 0) -> EventsFactory:
    """Solution events carry (puzzle, its quality report, its seed) (studio.generated_list)."""
    def make(seed: int, cancel: Cancel) -> tuple:
        puzzle, report = generator.generate(width, height, seed, rules=rules, cancel=cancel, difficulty=difficulty)
        return puzzle, report.get("quality")
    return seeded_puzzles_events(make, count, first_seed)


class GenerateBox(QGroupBox):
    def __init__(self, document: NumberlinkActions) -> None:
        super().__init__(self.tr("Generate"))
        self.document = document
        self.run: SolverRun | None = None
        self.puzzles: list = []
        self.reports: list = []  # the quality report of each generated puzzle
        self.cancelled = False  # the last run was stopped before it made a puzzle
        self.difficulty = None
        self.seeds: list[int] = []  # and the seed that makes it again
        self.index = 0
        self.count = 0  # puzzles asked of the run going on
        form = QFormLayout(self)
        self.width_box, self.height_box = generate_size_row(form, MAX_GENERATED_SIZE, document)
        self.count_box = QSpinBox()
        self.count_box.setRange(1, 50)
        self.count_box.setValue(3)
        form.addRow(self.tr("Count"), self.count_box)
        # The one scale's levels; those not made at the size chosen are greyed (the generator
        # would refuse them at once).
        self.difficulty_box = LevelBox(offered_levels)
        self.difficulty_box.setToolTip(self.tr("Graded by the hardest technique a person needs"))
        form.addRow(self.tr("Difficulty"), self.difficulty_box)
        self.seed_box = SeedBox()
        self.seed_box.setToolTip(self.seed_box.toolTip() + " " + self.tr("Several puzzles take the seeds that follow."))
        form.addRow(self.tr("Seed"), self.seed_box)
        for box in (self.width_box, self.height_box):
            box.valueChanged.connect(self._size_changed)
        self._size_changed()
        row = QHBoxLayout()
        self.button = QPushButton(self.tr("Generate"))
        self.button.setToolTip(self.tr("Unique puzzles without a short circuit, with the document's rules"))
        self.button.clicked.connect(self.generate)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy while it runs
        self.progress.setTextVisible(False)
        self.progress.setVisible(False)  # idle, an empty bar looks like a text field
        row.addWidget(self.button)
        row.addWidget(self.progress, 1)
        form.addRow(row)
        self.picker = PuzzlePicker()
        self.picker.chosen.connect(self.load)
        self.previous_button, self.next_button = self.picker.previous_button, self.picker.next_button
        self.position_label = self.picker.position_label
        form.addRow(self.picker)
        self.report_label = QLabel()
        self.report_label.setWordWrap(True)
        self.report_label.setTextFormat(Qt.TextFormat.RichText)
        form.addRow(self.report_label)
        self.refresh()

    def refresh(self) -> None:
        made = len(self.puzzles)
        self.picker.show_position(made, self.index, self.count, self.run is not None)
        if made:
            self.report_label.setText(seed_text(self.seeds[self.index]) + " · " + quality_text(self.reports[self.index]))
        else:
            self.report_label.setText(self.tr("Generating…") if self.run is not None
                                      else self.tr("Cancelled: no puzzle was generated.") if self.cancelled else "")

    def _size_changed(self) -> None:
        self.difficulty_box.set_size(self.width_box.value(), self.height_box.value())

    def generate(self) -> None:
        if self.run is not None:
            self.run.stop()
            self.button.setText(self.tr("Cancelling…"))
            return
        events = generate_events(self.width_box.value(), self.height_box.value(), self.document.rules,
                                 self.count_box.value(), self.difficulty_box.currentData(),
                                 self.seed_box.next_seed(self.count_box.value()))
        self.run = SolverRun(events, self)
        self.run.events.connect(self._events)
        self.run.finished.connect(self._finished)
        self.run.failed.connect(self.document.status_message)
        self.button.setText(self.tr("Cancel"))
        # Busy, not a fraction: the bar would stand still while one puzzle is made (the
        # generator cannot say how many moves it has left); the label counts the puzzles.
        self.progress.setVisible(True)
        self.puzzles, self.reports, self.seeds, self.index = [], [], [], 0
        self.count = self.count_box.value()
        self.difficulty = self.difficulty_box.currentData()  # of the puzzles this run makes
        self.run.start()
        self.refresh()
        self.document.state_changed.emit()

    def _events(self, batch: list) -> None:
        for event in batch:
            if isinstance(event, Solution):
                puzzle, report, seed = event.board
                self.puzzles.append(puzzle)
                self.reports.append(report)
                self.seeds.append(seed)
                if len(self.puzzles) == 1:
                    self.load(0)
        self.refresh()

    def _finished(self, done: Done) -> None:
        self.run = None
        self.cancelled = done is None or done.status == STOPPED
        self.button.setText(self.tr("Generate"))
        self.progress.setVisible(False)
        if self.puzzles:  # none made (cancelled): the box says so; "Generated 0 puzzles" would not help
            self.document.status_message.emit(self.tr("Generated %n puzzle(s).", "", len(self.puzzles)))
        self.refresh()
        self.document.state_changed.emit()

    def load(self, index: int) -> None:
        """Put generated puzzle ``index`` into the document (one undoable move)."""
        if not 0 <= index < len(self.puzzles):
            return
        doc = self.document
        self.index = index
        puzzle = self.puzzles[index]
        state = dict(paths.layers_from_puzzle(puzzle), title=generated_title(puzzle.width, puzzle.height, self.seeds[index]))
        shape = doc.puzzle().shape
        doc.change({key: getattr(doc, key) for key in state}, state,
                 self.tr("Generated puzzle %1").replace("%1", str(index + 1)))
        doc.took_new_puzzle(made_with(self.seeds[index], {"quality": self.reports[index]}, rules=doc.rules,
                                      difficulty=self.difficulty))
        doc.fit_if_reshaped(shape)
        self.refresh()
