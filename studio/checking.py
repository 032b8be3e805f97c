"""Check puzzle's worker, for the genres whose check is "two solutions of ``auto``, then the
difficulty grade" (nonogram, Galaxies). Numberlink's check asks different questions (a rule
set, the minimum fill) and keeps its own (studio.numberlink.checking)."""

from __future__ import annotations

from solvers.events import SOLVED, Done, SolveOptions

CHECK_TIMEOUT = 20.0


def graded_check(puzzle, solve_events, difficulty, timeout: float = CHECK_TIMEOUT):
    """``factory(cancel)`` for SolverRun: the solver's events, then one Done whose stats hold
    ``difficulty`` (None when the search did not finish or was cancelled: grading is slow too).
    ``solve_events`` and ``difficulty`` are the genre engine's."""
    def events(cancel):
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
