"""Generate (Edit mode): a new picture (solvers.nonogram.generator: objects, a symmetric motif,
a random texture, smooth shapes or a sample picture changed), repaired to a unique solution and graded,
made in a worker. It replaces the author's picture as one undoable move, and Check runs on it at
once, so the verdict shown is the checker's, about the puzzle as it is now. Cancel reaches the
generator's cancel token. A level the generator does not reach within its budget (a minute)
gives the hardest unique puzzle it found, and the report says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QProgressBar, QPushButton

from solvers.events import SOLVED, STOPPED
from solvers.nonogram import generator
from solvers.nonogram.words import grade_name

from ..document import generated_title, made_with
from ..edit_form import generate_size_row, shrinkable
from ..seed_box import SeedBox, seed_text
from ..workers import SolverRun, one_puzzle_events

if TYPE_CHECKING:
    from collections.abc import Callable

    from solvers.events import Done, EventsFactory

    from .actions import NonogramActions


MAX_GENERATED_SIZE = 40  # as the other genres: a 40x40 of any level takes about 0.1 s, probing-2 seconds

# The levels of the common scale (generator.LEVEL_NAMES, easiest first) in an author's words; a
# level not made at the chosen size is shown disabled (generator.offered_levels).


def _marked(words: dict[str, object]) -> dict[str, str]:
    """The texts marked with QT_TRANSLATE_NOOP, which gives its text back (PySide6's stub says
    object)."""
    return {name: str(text) for name, text in words.items()}


LEVEL_WORDS = _marked({
    "easy": QT_TRANSLATE_NOOP("Grades", "Easy: simple line rules"),
    "medium": QT_TRANSLATE_NOOP("Grades", "Medium: line-solvable"),
    "hard": QT_TRANSLATE_NOOP("Grades", "Hard: needs probing"),
    "expert": QT_TRANSLATE_NOOP("Grades", "Expert: needs probing, depth 2"),
    "search": QT_TRANSLATE_NOOP("Grades", "Needs search (not made)"),
})
STYLE_WORDS = _marked({
    "objects": QT_TRANSLATE_NOOP("Grades", "Objects"),
    "motif": QT_TRANSLATE_NOOP("Grades", "Symmetric motif"),
    "random": QT_TRANSLATE_NOOP("Grades", "Random texture"),
    "field": QT_TRANSLATE_NOOP("Grades", "Smooth shapes"),
    "sample": QT_TRANSLATE_NOOP("Grades", "A sample picture, changed"),
})


def generate_events(width: int, height: int, difficulty: str | None, style: str | None, seed: int | None = None) -> EventsFactory:
    return one_puzzle_events(lambda cancel: generator.generate(width, height, seed, cancel=cancel, difficulty=difficulty,
                                                               style=style))


def report_text(report: dict) -> str:
    """e.g. 'Needs probing (depth 1), score 57 · mirrored blobs · cells changed by the repair: 2'."""
    parts = [grade_name(report)]
    name = report.get("style")
    style = STYLE_WORDS.get(name) if isinstance(name, str) else None
    if style:
        parts.append(QCoreApplication.translate("Grades", style).lower())
    if report.get("repairs"):
        # Not the plural form of translate(): lupdate does not see a module-level call with a count.
        parts.append(QCoreApplication.translate("Grades", "cells changed by the repair: %1")
                     .replace("%1", str(report["repairs"])))
    text = " · ".join(part for part in parts if part)
    text = text[:1].upper() + text[1:]
    if report.get("difficulty_met") is False:  # the generator's budget ran out: its hardest puzzle
        text = QCoreApplication.translate("Grades", "The level asked for was not reached in time; the "
                                                    "hardest found: %1").replace("%1", text)
    return text


class GenerateBox(QGroupBox):
    """Size, difficulty, picture style and Generate (Cancel while it runs)."""

    def __init__(self, document: NonogramActions, check: Callable[[], None]) -> None:
        """``check``: the author's Check, which gives its verdict on each puzzle made."""
        super().__init__()
        self.setTitle(self.tr("Generate"))  # GenerateBox's context, where lupdate files it
        self.document, self.check = document, check
        self.run: SolverRun | None = None
        form = QFormLayout(self)
        self.width_box, self.height_box = generate_size_row(form, MAX_GENERATED_SIZE, document)
        self.level_box = QComboBox()
        self.level_box.addItem(self.tr("Any"), None)
        for name in generator.LEVEL_NAMES:
            self.level_box.addItem(QCoreApplication.translate("Grades", LEVEL_WORDS.get(name, name)), name)
        form.addRow(self.tr("Difficulty"), shrinkable(self.level_box))
        for size_box in (self.width_box, self.height_box):
            size_box.valueChanged.connect(self._offer_levels)
        self._offer_levels()
        self.style_box = QComboBox()
        self.style_box.addItem(self.tr("Any"), None)
        for name in generator.STYLES:
            self.style_box.addItem(QCoreApplication.translate("Grades", STYLE_WORDS.get(name, name)), name)
        form.addRow(self.tr("Picture"), shrinkable(self.style_box))
        self.seed_box = SeedBox()
        form.addRow(self.tr("Seed"), self.seed_box)
        self.seed: int | None = None  # of the run going on, or of the puzzle last made
        row = QHBoxLayout()
        self.button = QPushButton(self.tr("Generate"))
        self.button.setToolTip(self.tr("A new picture whose clues have exactly one solution"))
        self.button.clicked.connect(lambda: self.generate())
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        row.addWidget(self.button)
        row.addWidget(self.progress, 1)
        self.progress.setVisible(False)  # idle, an empty bar looks like a text field
        form.addRow(row)
        self.report_label = QLabel()
        self.report_label.setWordWrap(True)
        self.report_label.setTextFormat(Qt.TextFormat.PlainText)
        form.addRow(self.report_label)

    def _offer_levels(self) -> None:
        """Enable the levels the generator makes at the chosen size, and only those."""
        offered = generator.offered_levels(self.width_box.value(), self.height_box.value())
        model = self.level_box.model()
        if not isinstance(model, QStandardItemModel):  # (never: a combo box's own model is one)
            return
        for index in range(1, self.level_box.count()):
            model.item(index).setEnabled(self.level_box.itemData(index) in offered)
        if self.level_box.currentData() not in (None, *offered):
            self.level_box.setCurrentIndex(0)

    def generate(self, seed: int | None = None) -> None:
        """Generate (again while running: Cancel)."""
        if self.run is not None:
            self.run.stop()
            self.button.setText(self.tr("Cancelling…"))
            return
        document = self.document
        try:
            generator.check_difficulty(self.width_box.value(), self.height_box.value(),
                                       self.level_box.currentData())
        except ValueError as error:  # the box offers only what is made; said, never started
            document.status_message.emit(str(error))
            return
        self.seed = seed = self.seed_box.next_seed() if seed is None else seed
        events = generate_events(self.width_box.value(), self.height_box.value(), self.level_box.currentData(),
                                 self.style_box.currentData(), seed)
        self.run = run = SolverRun(events, self)
        run.finished.connect(lambda done: self._finished(done, seed))
        run.failed.connect(document.status_message)
        self.button.setText(self.tr("Cancel"))
        self.progress.setVisible(True)
        self.progress.setRange(0, 0)  # busy: the generator cannot say how many pictures it will draw
        self.report_label.setText(self.tr("Generating…"))
        run.start()
        document.state_changed.emit()

    def _finished(self, done: Done | None, seed: int) -> None:
        self.run = None
        self.button.setText(self.tr("Generate"))
        self.progress.setVisible(False)
        document = self.document
        if done is None or done.status != SOLVED:
            self.report_label.setText(self.tr("Cancelled: no puzzle was generated.") if done is None or done.status == STOPPED
                                      else self.tr("No puzzle was generated."))
        else:
            puzzle = done.stats["puzzle"]
            title = generated_title(puzzle.width, puzzle.height, seed)
            document.set_picture(puzzle.goal, self.tr("Generated puzzle"), title)
            document.took_new_puzzle(made_with(seed, done.stats["report"], difficulty=self.level_box.currentData(),
                                               style=self.style_box.currentData()))
            document.fit()  # a new puzzle, with clues of a new depth: shown whole, as a file opens
            self.report_label.setText(seed_text(seed) + " · " + report_text(done.stats["report"]))
            self.check()  # the verdict beside the picture is the checker's, about it now
        document.state_changed.emit()
