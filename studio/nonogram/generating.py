"""Generate (Edit mode): a new picture of the grid's size whose clues have exactly one
solution, at a difficulty the author picks among the grader's levels (the generator's own
list, solvers.nonogram.generator.LEVEL_NAMES), made in a worker with Cancel. It becomes the
picture as one undoable move; the label says the grade, and says so when the level asked for
was not reached within the generator's budget (the hardest unique puzzle found comes then)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QPushButton

from solvers.events import SOLVED, STOPPED, Done, Progress
from solvers.nonogram.generator import LEVEL_NAMES, GenerationCancelled, generate

from ..workers import SolverRun

BUDGET_S = 60.0  # seconds to look for the level asked for


def generate_events(width: int, height: int, difficulty: str | None):
    """``factory(cancel)`` for SolverRun: one Done whose stats hold ``puzzle`` and ``report``."""
    def events(cancel):
        yield Progress(None, "generating")
        try:
            puzzle, report = generate(width, height, cancel=cancel, difficulty=difficulty, budget=BUDGET_S)
        except GenerationCancelled:
            yield Done(STOPPED, None, {})
            return
        yield Done(SOLVED, True, {"puzzle": puzzle, "report": report})
    return events


class GenerateBox(QGroupBox):
    def __init__(self, document):
        super().__init__(self.tr("Generate"))
        self.document = document
        self.run = None
        names = {"line": self.tr("Line logic alone"), "probing": self.tr("Needs probing (depth 1 or 2)"),
                 "probing-1": self.tr("Needs probing one cell deep"),
                 "probing-2": self.tr("Needs probing two cells deep (hard)"),
                 "search": self.tr("Needs search (hardest; rare)")}
        self.level_names = names
        self.level_box = QComboBox()
        self.level_box.addItem(self.tr("Any"), None)
        for level in LEVEL_NAMES:
            self.level_box.addItem(names.get(level, level), level)
        self.button = QPushButton(self.tr("Generate"))
        self.button.setToolTip(self.tr("A new picture of this size whose clues have exactly one solution"))
        self.button.clicked.connect(self.generate)
        self.report_label = QLabel()
        self.report_label.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Difficulty"), self.level_box)
        form.addRow(self.button)
        form.addRow(self.report_label)

    def generate(self) -> None:
        if self.run is not None:  # the button says Cancel while a run is on
            self.run.stop()
            return
        height, width = self.document.picture.shape
        self.run = run = SolverRun(generate_events(width, height, self.level_box.currentData()), self)
        run.finished.connect(lambda done: self._finished(run, done))
        run.failed.connect(self.document.status_message)
        self.button.setText(self.tr("Cancel"))
        self.report_label.setText(self.tr("Generating…"))
        run.start()

    def _finished(self, run, done) -> None:
        if self.run is not run:
            return
        self.run = None
        self.button.setText(self.tr("Generate"))
        if done is None or done.status != SOLVED:
            self.report_label.setText(self.tr("No puzzle was generated."))
            return
        report = done.stats["report"]
        self.document.set_picture(done.stats["puzzle"].goal, self.tr("Generate puzzle"))
        grade = self.level_names.get(report["level"], report["level"] or "")
        if report["difficulty_met"]:
            text = self.tr("Generated: %1.").replace("%1", grade)
        else:
            text = self.tr("The level asked for was not reached in time; the hardest found: %1.").replace("%1", grade)
        self.report_label.setText(text)
