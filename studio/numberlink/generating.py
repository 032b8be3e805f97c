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

from solvers.events import SOLVED, STOPPED, Done, Progress, Solution
from solvers.numberlink import generator, offered_levels

from ..document import generated_title, made_with
from ..edit_form import generate_size_row
from ..level_box import LevelBox
from ..seed_box import SeedBox, seed_text
from ..workers import SolverRun
from . import paths
from .checking import quality_text

if TYPE_CHECKING:
    from collections.abc import Iterator

    from solvers.events import Cancel, EventsFactory

    from .document import NumberlinkDocument

MAX_GENERATED_SIZE = 30


def generate_events(width: int, height: int, rules: str, count: int, difficulty: str | None = None,
                    first_seed: int = 0) -> EventsFactory:
    """Solution events carry (puzzle, its quality report, its seed); the seeds run from
    ``first_seed`` up, as ``generate --count`` numbers them on the command line."""
    def events(cancel: Cancel) -> Iterator[object]:
        made = []
        for i in range(count):
            if cancel.stopped:
                break
            yield Progress(i / count, f"{i + 1} / {count}")
            try:
                # Budgets count work (the same seed, the same puzzle): only Cancel ends a run.
                puzzle, report = generator.generate(width, height, first_seed + i, rules=rules, cancel=cancel,
                                                    difficulty=difficulty)
            except generator.GenerationCancelled:
                break
            made.append(puzzle)
            yield Solution((puzzle, report.get("quality"), first_seed + i))
        yield Done(SOLVED if made else STOPPED, None, {"puzzles": made})
    return events


class GenerateBox(QGroupBox):
    def __init__(self, document: NumberlinkDocument) -> None:
        super().__init__(self.tr("Generate"))
        self.document = document
        self.run = None
        self.puzzles: list = []
        self.reports: list = []  # the quality report of each generated puzzle
        self.cancelled = False  # the last run was stopped before it made a puzzle
        self.difficulty = None
        self.seeds: list[int] = []  # and the seed that makes it again
        self.index = 0
        self.count = 0  # puzzles asked of the run going on
        form = QFormLayout(self)
        self.width_box, self.height_box = generate_size_row(form, MAX_GENERATED_SIZE, 8)
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
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(False)
        row.addWidget(self.button)
        row.addWidget(self.progress, 1)
        form.addRow(row)
        pick = QHBoxLayout()
        self.previous_button = QPushButton("◀")
        self.previous_button.setToolTip(self.tr("The previous generated puzzle"))
        self.previous_button.clicked.connect(lambda: self.load(self.index - 1))
        self.next_button = QPushButton("▶")
        self.next_button.setToolTip(self.tr("The next generated puzzle"))
        self.next_button.clicked.connect(lambda: self.load(self.index + 1))
        self.position_label = QLabel()
        pick.addWidget(self.previous_button)
        pick.addWidget(self.position_label, 1, Qt.AlignmentFlag.AlignCenter)
        pick.addWidget(self.next_button)
        form.addRow(pick)
        self.report_label = QLabel()
        self.report_label.setWordWrap(True)
        self.report_label.setTextFormat(Qt.TextFormat.RichText)
        form.addRow(self.report_label)
        self.refresh()

    def refresh(self) -> None:
        made = len(self.puzzles)
        position = f"{self.index + 1} / {made}" if made else ""
        if self.run is not None and made < self.count:
            # A 20x20 takes a minute or two: say which puzzle is being made, not only that.
            making = self.tr("making %1 of %2…").replace("%1", str(made + 1)).replace("%2", str(self.count))
            position = f"{position} · {making}" if position else making
        self.position_label.setText(position)
        if made:
            self.report_label.setText(seed_text(self.seeds[self.index]) + " · " + quality_text(self.reports[self.index]))
        else:
            self.report_label.setText(self.tr("Generating…") if self.run is not None
                                      else self.tr("Cancelled: no puzzle was generated.") if self.cancelled else "")
        self.previous_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index + 1 < len(self.puzzles))

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
        self.progress.setRange(0, 0)
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
        self.progress.setRange(0, 1000)
        self.progress.setValue(1000 if self.puzzles else 0)
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
