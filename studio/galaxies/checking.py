"""Check puzzle, off the GUI thread: is there exactly one solution, and how hard is it?

``check_events`` is the worker's event source (two solutions asked of ``auto``, then the
difficulty grade of ``propagate``: studio.checking); ``Verdict`` puts the answer into words for the Edit panel.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from solvers.events import NO_SOLUTION, SOLVED
from solvers.galaxies import difficulty, solve_events

from ..checking import CHECK_TIMEOUT, graded_check


def check_events(puzzle, timeout: float = CHECK_TIMEOUT):
    """``factory(cancel)`` for SolverRun: the solver's events, then one Done whose stats hold
    ``difficulty`` (None when the search did not finish)."""
    return graded_check(puzzle, solve_events, difficulty, timeout)


class Verdict(QObject):
    """The words of a check (a QObject so that they translate under their own context)."""

    def text(self, done, differing_cells: int) -> str:
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
        else:
            text = self.tr("Stopped before an answer.")
        grade = done.stats.get("difficulty") or {}
        if grade.get("grade"):
            text += "<br>" + self.tr("Difficulty: %1 (deduction fixes %2% of the cells).").replace(
                "%1", self.grade(grade["grade"])).replace("%2", str(round(100 * grade["deduced_fraction"])))
        return text

    def grade(self, grade) -> str:
        return {"deduction": self.tr("deduction alone solves it"),
                "search": self.tr("it needs search beyond deduction")}.get(grade, self.tr("difficulty unknown"))

    def generated(self, report) -> str:
        return self.tr("<b>Unique</b> puzzle with %1 dots (%2 black) that draws the picture; %3.").replace(
            "%1", str(report["dots"])).replace("%2", str(report["black_dots"])).replace(
            "%3", self.grade(report.get("grade")))
