"""Check puzzle's worker, for the genres whose check is "two solutions of ``auto``, then the
difficulty grade" (nonogram, Galaxies). Numberlink's check asks different questions (a rule
set, the minimum fill) and keeps its own (studio.numberlink.checking)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from solvers.events import SOLVED, STOPPED, Done, SolveOptions

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from solvers.events import Cancel, EventsFactory

    from .registry import Puzzle

CHECK_TIMEOUT = 20.0


def graded_check(puzzle: Puzzle, solve_events: Callable[..., Iterator[object]], difficulty: Callable,
                 timeout: float = CHECK_TIMEOUT) -> EventsFactory:
    """``factory(cancel)`` for SolverRun: the solver's events, then one Done whose stats hold
    ``difficulty`` (None when the search did not finish or was cancelled: grading is slow too).
    ``solve_events`` and ``difficulty`` are the genre engine's."""
    def events(cancel: Cancel) -> Iterator[object]:
        done = None
        for event in solve_events(puzzle, "auto", SolveOptions(max_solutions=2, timeout=timeout), cancel):
            if isinstance(event, Done):
                done = event
            else:
                yield event
        if done is None:  # every method's last event is its Done (solvers.events.run says the same)
            raise RuntimeError("solver ended without a Done event")
        grade = None
        if done.status == SOLVED and not cancel.stopped:
            grade = difficulty(puzzle, timeout=timeout)
        yield Done(done.status, done.unique, dict(done.stats, difficulty=grade, **why_stopped(done, cancel, timeout)),
                   done.solutions)
    return events


def why_stopped(done: Done, cancel: Cancel, timeout: float) -> dict:
    """What a check's Done keeps of why it ended without an answer: the user's Cancel, or the
    check's time limit (in seconds), so that the verdict can say which (issue 38: "Stopped
    before an answer" on a hard puzzle, and no reason)."""
    if done.status != STOPPED:
        return {}
    return {"stopped_by": "cancel"} if cancel.cancelled else {"stopped_by": "time limit", "time_limit": timeout}


def stopped_text(done: Done) -> str:
    """A check that ended without an answer, in words that say why and what to do."""
    if done.stats.get("stopped_by") == "cancel":
        return QCoreApplication.translate("Checking", "Cancelled before an answer.")
    if done.stats.get("stopped_by") == "time limit":
        return QCoreApplication.translate(
            "Checking", "No answer within the check's %1 s: this puzzle needs a longer search. The Solve "
            "tab's methods search without a time limit.").replace("%1", f"{done.stats['time_limit']:g}")
    return QCoreApplication.translate("Checking", "Stopped before an answer.")
