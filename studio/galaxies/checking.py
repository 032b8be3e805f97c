"""Check puzzle, off the GUI thread: is there exactly one solution, and how hard is it? And
when not, what the author can do (solvers.galaxies.repair).

``check_events`` is the worker's event source (two solutions asked of ``auto``, then the
difficulty grade of ``propagate``: studio.checking; then, without a solution, the cells no
dot can cover, and with two, the dots that would make it unique); ``Verdict`` puts the
answer into words for the Edit panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from solvers.events import NO_SOLUTION, SOLVED, Done, Progress, Stopped
from solvers.galaxies import solve_events
from solvers.galaxies.difficulty import difficulty
from solvers.galaxies.repair import SUGGEST_SECONDS, suggest_dots, uncoverable

from ..checking import CHECK_TIMEOUT, graded_check, stopped_text

if TYPE_CHECKING:
    from collections.abc import Iterator

    from solvers.events import Cancel, EventsFactory
    from solvers.galaxies.model import Galaxies
    from solvers.galaxies.repair import Suggestion


def check_events(puzzle: Galaxies, timeout: float = CHECK_TIMEOUT) -> EventsFactory:
    """``factory(cancel)`` for SolverRun: the solver's events, then one Done whose stats hold
    ``difficulty`` (None when the search did not finish), ``uncoverable`` (no solution: the
    cells no dot can cover) and ``suggestions`` (two solutions: repair.Suggestion list)."""
    graded = graded_check(puzzle, solve_events, difficulty, timeout)

    def events(cancel: Cancel) -> Iterator[object]:
        done = None
        for event in graded(cancel):
            if isinstance(event, Done):
                done = event
            else:
                yield event
        if done is None:  # graded_check ends with its Done
            raise RuntimeError("check ended without a Done event")
        extra: dict[str, object] = {}
        try:
            if done.status == NO_SOLUTION:
                extra["uncoverable"] = uncoverable(puzzle, cancel)
            elif done.status == SOLVED and len(done.solutions) >= 2 and not cancel.stopped:
                yield Progress(None, "looking for a dot that makes it unique")
                first, second = done.solutions[:2]
                extra["suggestions"] = suggest_dots(puzzle, first, second, cancel.child(SUGGEST_SECONDS))
        except Stopped:
            pass
        yield Done(done.status, done.unique, dict(done.stats, **extra), done.solutions)
    return events


class Verdict(QObject):
    """The words of a check (a QObject so that they translate under their own context)."""

    def text(self, done: Done | None, differing_cells: int) -> str:
        if done is None:
            return self.tr("The check failed.")
        if done.status == SOLVED and done.unique:
            text = self.tr("<b>Unique</b>: exactly one solution.")
        elif done.status == SOLVED and len(done.solutions) >= 2:
            text = self.tr("<b>Not unique</b>: two solutions differ in %n cell(s) (highlighted).", "",
                           differing_cells)
        elif done.status == SOLVED:
            text = self.tr("Solvable; uniqueness unknown within the time limit.")
        elif done.status == NO_SOLUTION:
            text = self.tr("<b>No solution</b>: the dots cannot all get symmetric regions.")
            cells = done.stats.get("uncoverable")
            if cells:
                text += " " + self.tr("No dot can reach or cover %n cell(s) (in red).", "", len(cells))
        else:
            text = stopped_text(done)
        grade = done.stats.get("difficulty") or {}
        if grade.get("grade"):
            text += "<br>" + self.tr("Difficulty: %1 (deduction fixes %2% of the cells).").replace(
                "%1", self.grade(grade["grade"])).replace("%2", str(round(100 * grade["deduced_fraction"])))
        return text

    def suggestion(self, suggestion: Suggestion | None) -> str:
        """The words of a repair.Suggestion (its points are ringed on the grid)."""
        if suggestion is None:
            return self.tr("No change of a few dots was found that makes it unique.")
        if len(suggestion.added) == 1 and not suggestion.removed:
            return self.tr("A dot at the ringed point makes it unique.")
        if len(suggestion.added) == 1 and len(suggestion.removed) == 1:
            return self.tr("Moving the ringed dot to the ringed point makes it unique.")
        return self.tr("Adding %1 and removing %2 dots (ringed) makes it unique.").replace(
            "%1", str(len(suggestion.added))).replace("%2", str(len(suggestion.removed)))

    def report(self, report: dict) -> str:
        """A generated puzzle's quality report (solvers.galaxies.quality) in words."""
        return self.tr("%1 dots, %2 cells per dot, the largest region %3 cells; %4 "
                       "(deduction fixes %5% of the cells).").replace("%1", str(report["dots"])).replace(
            "%2", f"{report['cells_per_dot']:.1f}").replace("%3", str(report["largest_region"])).replace(
            "%4", self.grade(report.get("grade"))).replace("%5", str(round(100 * report["deduced_fraction"])))

    def grade(self, level: str | None) -> str:
        """A level of the common scale (solvers/scale.py) in words."""
        words: dict[str | None, str] = {"easy": self.tr("easy: deduction solves it"),
                                        "medium": self.tr("medium: deduction solves it"),
                                        "hard": self.tr("hard: deduction solves it"),
                                        "expert": self.tr("expert: deduction solves it"),
                                        "search": self.tr("it needs search beyond deduction")}
        return words.get(level, self.tr("difficulty unknown"))

    def generated(self, report: dict) -> str:
        return self.tr("<b>Unique</b> puzzle that draws the picture with %1 black dots.").replace(
            "%1", str(report["black_dots"])) + "<br>" + self.report(report)
