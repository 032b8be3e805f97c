"""Check puzzle (edit mode): is there exactly one solution, and is there a short circuit?

The check runs in a worker: ``auto`` (sat) for two solutions under the document's rules (unique
/ multiple / none; its proof also says whether a short circuit exists), then, unless it proved
there is none, the ILP under ``nikoli``, which minimises the cells used: a minimum below the
number of cells is the short-circuit solution to show, the reason a puzzle is bad. While it
runs, the box says for how long and what it is proving. A unique puzzle
also gets the quality report the generator gives its puzzles (``quality_text``). Both solutions of
an ambiguous puzzle can be browsed (the cells where they differ highlighted), and the short
circuit shown (the cells it leaves empty highlighted).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from solvers.events import SOLVED, Done, Progress, SolveOptions
from solvers.numberlink import quality, solve_events
from solvers.numberlink.model import differing_cells, paths_from_board
from solvers.numberlink.sat import PLAIN_FILL_STAGE, SHORT_CIRCUIT_STAGE

from ..checking import stopped_text, why_stopped
from ..document import PUZZLE
from ..workers import SolverRun

if TYPE_CHECKING:
    from collections.abc import Iterator

    from solvers.events import Cancel, EventsFactory
    from solvers.numberlink.model import Numberlink

    from . import renderer
    from .actions import NumberlinkActions

# Seconds for the uniqueness answer. Published few-pair 20x20s take 15-60 s to prove (janko
# 526_20x20: 17 s; NUMBERLINK.md), and an author would rather wait, seeing the seconds and
# the Cancel button, than be told "unknown" at 20 s. The short circuit's picture (ILP) is an
# extra, with a shorter limit.
CHECK_TIMEOUT = 90.0
MIN_FILL_TIMEOUT = 20.0
# ... 5 s when two solutions already make the puzzle bad (a few-pair 20x20 drawn by hand: 0.3 s
# to two solutions, then 20 s of ILP that found no minimum).
MIN_FILL_TIMEOUT_NOT_UNIQUE = 5.0
translate = QCoreApplication.translate  # bare translate("NumberlinkQuality", ...) so lupdate sees it

# The stages of a check, as its Progress messages (the box shows them in the UI language).
TWO_SOLUTIONS, MIN_FILL, QUALITY = "two solutions", "minimum fill (ILP)", "quality report"


def check_events(puzzle: Numberlink, rules: str) -> EventsFactory:
    """The Check puzzle run: uniqueness under ``rules``, then the minimum fill (ILP, nikoli)
    unless the first proved that no solution leaves a cell empty."""
    def events(cancel: Cancel) -> Iterator[object]:
        done: Done | None = None
        yield Progress(0.0, TWO_SOLUTIONS)
        # auto = the sat method: many times faster than cpsat at proving uniqueness
        for event in solve_events(puzzle, "auto", SolveOptions(2, CHECK_TIMEOUT, None, {"rules": rules}), cancel):
            if isinstance(event, Done):
                done = event
            elif isinstance(event, Progress):
                yield event
        if done is None:  # every solve ends with its Done (solvers/protocol.py): a bug if not
            raise RuntimeError("the numberlink solver ended without a result")
        stats = dict(done.stats)
        # Proved: no short circuit. The ILP would only find the full solution again (janko
        # 526_20x20: 20 more seconds, and no answer within them).
        proved_none = stats.get("short_circuit") is False
        if done.status == SOLVED and not cancel.stopped and not proved_none:
            yield Progress(0.5, MIN_FILL)
            seconds = MIN_FILL_TIMEOUT_NOT_UNIQUE if done.unique is False else MIN_FILL_TIMEOUT
            options = SolveOptions(1, seconds, None, {"rules": "nikoli", "workers": 2})
            for event in solve_events(puzzle, "ilp", options, cancel):
                if isinstance(event, Done) and event.status == SOLVED:
                    stats["min_cells"] = event.stats.get("min_cells")
                    stats["min_fill"] = event.solution
                    stats["short_circuit"] = event.stats["min_cells"] < puzzle.width * puzzle.height
        if done.unique and not cancel.stopped:
            yield Progress(0.9, QUALITY)
            paths = paths_from_board(puzzle, done.solutions[0])
            stats["quality"] = quality.report(puzzle, rules, paths, cancel=cancel)
        stats.update(why_stopped(done, cancel, CHECK_TIMEOUT))
        yield Done(done.status, done.unique, stats, done.solutions)
    return events


def quality_text(report: dict | None) -> str:
    """The quality report as one line of rich text (Check puzzle and the Generate box)."""
    if not report:
        return ""
    grade = {"easy": translate("NumberlinkQuality", "easy"), "medium": translate("NumberlinkQuality", "medium"),
             "hard": translate("NumberlinkQuality", "hard"), "expert": translate("NumberlinkQuality", "expert"),
             "search": translate("NumberlinkQuality", "search")}.get(report["grade"], report["grade"])
    text = translate("NumberlinkQuality", "<b>%1</b> · %2 pairs (%3 with touching ends) · path length mean %4, "
                     "max %5 · turns per path %6 · settled by the easy rules %7%").replace("%1", grade)
    values = (report["pairs"], report["adjacent_ends"], report["path_length_mean"],
              report["path_length_max"], report["turns_mean"], round(100 * report["deduced"]))
    for index, value in enumerate(values, start=2):
        text = text.replace(f"%{index}", "–" if value is None else str(value))
    return text


def cells_of(mask: np.ndarray) -> list:
    return [(int(r), int(c)) for r, c in zip(*np.nonzero(mask))]


class CheckBox(QWidget):
    def __init__(self, document: NumberlinkActions) -> None:
        super().__init__()
        self.document = document
        self.run: SolverRun | None = None
        self.result: Done | None = None  # the Done of the last check
        self.shown: int | str | None = None  # None (the design), 0 / 1 (a solution of the check), "short"

        self.button = QPushButton(self.tr("Check puzzle"))
        self.button.setToolTip(self.tr("Exactly one solution? A short-circuit solution under nikoli?"))
        self.button.clicked.connect(self.check)
        self.label = QLabel(self._intro())
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.solution_button = QPushButton(self.tr("Next solution"))
        self.solution_button.clicked.connect(self.flip_solution)
        self.short_button = QPushButton(self.tr("Short circuit"))
        self.short_button.setCheckable(True)
        self.short_button.setToolTip(self.tr("Show the solution that leaves cells empty"))
        self.short_button.toggled.connect(self.show_short_circuit)
        self.stage = ""  # what the running check is proving, in words
        self.ticker = QTimer(self)  # "Checking… 12 s": a long proof is seen to go on
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self.show_progress)
        self.design_button = QPushButton(self.tr("Design"))
        self.design_button.setToolTip(self.tr("Back to the numbers and the drawn paths"))
        self.design_button.clicked.connect(self.show_design)
        browse = QHBoxLayout()
        for button in (self.solution_button, self.short_button, self.design_button):
            browse.addWidget(button)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.button)
        box.addWidget(self.label)
        box.addLayout(browse)
        self.refresh()

    def refresh(self) -> None:
        result = self.result
        self.solution_button.setVisible(result is not None and len(result.solutions) >= 2)
        self.short_button.setVisible(result is not None and result.stats.get("short_circuit") is True)
        self.design_button.setVisible(self.shown is not None)

    def _intro(self) -> str:
        return self.tr("Place pairs of numbers, or draw paths and derive them; then check that there is "
                       "exactly one solution.")

    def forget(self) -> None:
        """The numbers or the rule set changed: the verdict, the solutions and the short circuit on
        show are about the old puzzle (a check still running is stopped, its answer dropped)."""
        if self.run is not None:
            self.run.stop()
        self.ticker.stop()  # its answer will be dropped: no more seconds counted for it
        if self.label.text() != self._intro():
            self.label.setText(self.tr("The puzzle changed: check it again."))
        self._clear()

    def _clear(self) -> None:
        self.result = None
        self.shown = None
        with QSignalBlocker(self.short_button):
            self.short_button.setChecked(False)
        self.refresh()

    def check(self) -> None:
        if self.run is not None:
            self.run.stop()
            return
        doc = self.document
        puzzle = doc.puzzle()
        if not puzzle.pairs:
            self.label.setText(self.tr("Place at least one pair of numbers first."))
            return
        self._clear()
        stamp = doc.stamp(PUZZLE)
        self.run = SolverRun(check_events(puzzle, doc.rules), self)
        self.run.events.connect(self._events)
        self.run.finished.connect(lambda done: self._checked(done, stamp))
        self.run.failed.connect(doc.status_message)
        self.button.setText(self.tr("Cancel check"))
        self.stage = ""
        self.run.start()
        self.ticker.start()
        self.show_progress()
        doc.state_changed.emit()

    def _events(self, batch: list) -> None:
        stages = {TWO_SOLUTIONS: self.tr("looking for two solutions"),
                  SHORT_CIRCUIT_STAGE: self.tr("proving that no solution leaves a cell empty (the long "
                                               "part when there are few pairs)"),
                  PLAIN_FILL_STAGE: self.tr("searching solutions whose paths touch themselves (the "
                                            "long part when there are few pairs)"),
                  MIN_FILL: self.tr("finding the solution that uses the fewest cells"),
                  QUALITY: self.tr("writing the quality report")}
        for event in batch:
            if isinstance(event, Progress) and event.message in stages:
                self.stage = stages[event.message]
        self.show_progress()

    def show_progress(self) -> None:
        """While checking: the seconds so far and the stage."""
        if self.run is None or not self.ticker.isActive():
            return
        text = self.tr("Checking… %1 s").replace("%1", str(int(self.run.elapsed())))
        self.label.setText(text + (f" — {self.stage}" if self.stage else ""))

    def _checked(self, done: Done, stamp: tuple) -> None:
        self.run = None
        self.ticker.stop()
        doc = self.document
        self.button.setText(self.tr("Check puzzle"))
        if not doc.is_current(stamp):  # the puzzle changed while checking: forget() said so
            doc.state_changed.emit()
            return
        text = self._verdict(done)
        unfinished = doc.unfinished_numbers()
        if unfinished:
            text += "<br>" + self.tr("Left out, not in pairs: %1").replace("%1", ", ".join(unfinished))
        self.label.setText(text)
        self.refresh()
        doc.redraw()
        doc.say_result(text.replace("<b>", "").replace("</b>", "").split("<br>")[0])
        doc.state_changed.emit()

    def _verdict(self, done: Done | None) -> str:
        doc = self.document
        cells = doc.shape()[0] * doc.shape()[1]
        if done is None:
            return self.tr("The check failed.")
        if done.status == "no-solution":
            return self.tr("<b>No solution</b> under %1.").replace("%1", doc.rules)
        touching = self.tr("In every solution a path touches itself, so under nikoli a shorter one "
                           "leaves cells empty (a short circuit): not a good puzzle.")
        if done.status != SOLVED:
            stopped = stopped_text(done)
            return stopped + ("<br>" + touching if done.stats.get("touches_itself") else "")
        self.result = done
        if done.unique:
            text = self.tr("<b>Unique</b>: exactly one solution under %1.").replace("%1", doc.rules)
        elif len(done.solutions) >= 2:
            self.shown = 0
            text = self.tr("<b>Not unique</b>: two solutions differ in %n cell(s) (highlighted).", "",
                           len(self.differences()))
        else:
            text = self.tr("Solvable; uniqueness unknown within the time limit.")
        if done.stats.get("touches_itself"):
            text += "<br>" + touching
        short = done.stats.get("short_circuit")
        if short:
            text += "<br>" + self.tr("<b>Short circuit</b>: under nikoli a solution uses only %1 of %2 "
                                     "cells, leaving some empty — a good puzzle must not allow it.").replace(
                "%1", str(done.stats.get("min_cells"))).replace("%2", str(cells))
        elif short is False:
            text += "<br>" + self.tr("No short circuit: every solution uses all %1 cells.").replace("%1", str(cells))
        else:
            text += "<br>" + self.tr("Short circuit: not decided within the time limit.")
        if done.stats.get("quality"):
            text += "<br>" + quality_text(done.stats["quality"])
        return text

    # -- what the grid shows -------------------------------------------------------------------
    def differences(self) -> list:
        if self.result is None or len(self.result.solutions) < 2:
            return []
        return differing_cells(*self.result.solutions[:2])

    def solution(self) -> np.ndarray | None:
        return self.result.solutions[0] if self.result is not None and self.result.solutions else None

    def view(self, scene: renderer.Scene) -> bool:
        """Draw a solution or the short circuit into ``scene``; False when the design shows."""
        if self.result is None or self.shown is None:
            return False
        if self.shown == "short":
            scene.board = self.result.stats["min_fill"]
            scene.marked = frozenset(cells_of(np.asarray(scene.board)[1::2, 1::2] == 0))
        else:
            scene.board = self.result.solutions[int(self.shown)]
            scene.marked = frozenset(self.differences())
            scene.faded = self.shown == 1
        return True

    def flip_solution(self) -> None:
        if self.result is None or len(self.result.solutions) < 2:
            return
        self.shown = 1 if self.shown == 0 else 0
        with QSignalBlocker(self.short_button):
            self.short_button.setChecked(False)
        self.solution_button.setText(self.tr("Next solution") + f" ({self.shown + 1}/2)")
        self.refresh()
        self.document.redraw()

    def show_short_circuit(self, on: bool) -> None:
        if on and self.result is not None and self.result.stats.get("min_fill") is not None:
            self.shown = "short"
        elif self.shown == "short":
            self.shown = None
        self.refresh()
        self.document.redraw()

    def show_design(self) -> None:
        if self.shown is None:
            return
        self.shown = None
        with QSignalBlocker(self.short_button):
            self.short_button.setChecked(False)
        self.refresh()
        self.document.redraw()
