"""Check puzzle's worker, for the genres whose check is "two solutions of ``auto``, then the
difficulty grade" (nonogram, Galaxies). Numberlink's check asks different questions (a rule
set, the minimum fill) and keeps its own (studio.numberlink.checking)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solvers.events import SOLVED, Done, SolveOptions

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from solvers.events import Cancel

    from .registry import Puzzle
    from .workers import EventsFactory

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
        grade = None
        if done.status == SOLVED and not cancel.stopped:
            grade = difficulty(puzzle, timeout=timeout)
        yield Done(done.status, done.unique, dict(done.stats, difficulty=grade), done.solutions)
    return events
