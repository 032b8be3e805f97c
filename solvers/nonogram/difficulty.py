"""How hard a nonogram is for a person: what ``check`` reports to an author.

Graded by the weakest technique that solves it, in the terms authors use:

- ``line``: line logic alone (every row and column on its own, again and again);
- ``probing`` with ``probe_depth`` 1: line logic plus trying one cell both ways and keeping
  what the trial forces (a contradiction, or what both ways agree on);
- ``probing`` with ``probe_depth`` 2: each trial itself probes to its end before it is judged;
- ``search``: needs guessing with backtracking.

``score`` makes puzzles comparable as webpbn's grades do, by the work a solver of that kind
does: line passes that fixed cells + probes tried (a depth-2 trial counts its inner probes)
+ search branches. Depth-2 probing is tried within ``DEPTH_TWO_BUDGET_S``' worth of work
(work.WorkBudget: its steps counted, not seconds, so a grade is the same at any load); past
it a puzzle counts as needing search.
"""

from __future__ import annotations

from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, SolveOptions, run
from ..work import LOOKS_PER_SECOND, WorkBudget
from . import auto, probe, propagate
from .model import EMPTY, FILLED, UNKNOWN
from .propagate import COL, ROW, Grid

DEPTH_TWO_BUDGET_S = 10.0
PROBING_SHARE = 0.5  # of a check's timeout; the complete fallback has the rest
DEPTH_TWO_LOOKS = int(DEPTH_TWO_BUDGET_S * LOOKS_PER_SECOND)
LEVELS = ("line", "probing-1", "probing-2", "search")  # easiest first (the generator's targets)


def level(report: dict) -> str | None:
    """One of LEVELS for a difficulty report (None when it has no grade)."""
    if report.get("grade") == "probing":
        return f"probing-{report.get('probe_depth') or 2}"
    return report.get("grade")


def difficulty(puzzle, timeout: float | None = None, stop: Cancel | None = None) -> dict:
    """``stop``: a caller's token (a generator's) that ends every search here too."""
    stop = stop or Cancel()
    cancel = stop.child(timeout)
    line = run(propagate.solve(puzzle, SolveOptions(), cancel))
    report = {"line_solvable": line.stats["line_solvable"], "line_steps": line.stats["steps"],
              "line_fixed": line.stats["fixed"], "cells": line.stats["cells"]}
    if line.status == NO_SOLUTION:
        return dict(report, solvable=False, unique=None, grade=None)
    if line.status == SOLVED:
        return dict(report, solvable=True, unique=True, grade="line", probe_depth=None,
                    needed_probing=False, needed_search=False, probes=0, branches=0,
                    score=line.stats["steps"])
    counters = {"probes": 0}
    grid = Grid.from_board(puzzle, line.partial)
    # Probing gets a share of the time, the fallback below the rest: ``timeout`` bounds the
    # whole check (it took 2x the timeout and more when each stage had a timeout of its own).
    probing = cancel.child(None if timeout is None else timeout * PROBING_SHARE)
    try:
        grid, _ = probe.probe_to_fixpoint(grid, probing, counters)
        depth = 1
        if grid is not None and not grid.complete:
            grid = probe_depth_two(grid, WorkBudget(looks=DEPTH_TWO_LOOKS, parent=probing), counters)
            depth = 2
    except probe._Stopped:
        grid, depth = None, None
    if grid is not None and grid.complete:  # every step was forced: unique
        return dict(report, solvable=True, unique=True, grade="probing", probe_depth=depth,
                    needed_probing=True, needed_search=False, probes=counters["probes"],
                    branches=0, score=line.stats["steps"] + counters["probes"])
    deep = run(probe.solve(puzzle, SolveOptions(max_solutions=2), probing))
    if deep.status == SOLVED:
        searched = deep.stats["needed_search"]
        probes = counters["probes"] + deep.stats["probes"]
        return dict(report, solvable=True, unique=deep.unique, grade="search" if searched else "probing",
                    probe_depth=None if searched else 1, needed_probing=True, needed_search=searched,
                    branches=deep.stats["branches"], probes=probes,
                    score=line.stats["steps"] + probes + deep.stats["branches"])
    if deep.status == NO_SOLUTION:
        return dict(report, solvable=False, unique=None, grade=None)
    # Probing ran out of time: still answer solvable/unique with the fastest complete method.
    fallback = run(auto.solve(puzzle, SolveOptions(max_solutions=2, timeout=cancel.remaining()), cancel))
    return dict(report, solvable={SOLVED: True, NO_SOLUTION: False}.get(fallback.status),
                unique=fallback.unique, grade="search" if fallback.status != STOPPED else None,
                probe_depth=None, needed_probing=True, needed_search=None, score=None)


def probe_depth_two(grid: Grid, cancel: Cancel, counters: dict) -> Grid | None:
    """Probing at depth 2 until a round fixes nothing: a trial value of one cell is followed by
    depth-1 probing to its fixpoint; a value whose trial contradicts is ruled out, and the
    cells on which both trials agree are fixed. None on a contradiction (no solution)."""
    while not grid.complete:
        progressed = False
        for r, c in probe._probe_order(grid):
            if cancel.stopped:
                raise probe._Stopped
            if grid.value(r, c) != UNKNOWN:
                continue
            outcomes = []
            for value in (FILLED, EMPTY):
                counters["probes"] += 1
                trial = probe._assume(grid, r, c, value)
                if trial is not None:
                    trial, _ = probe.probe_to_fixpoint(trial, cancel, counters)
                outcomes.append(trial)
            as_filled, as_empty = outcomes
            if as_filled is None and as_empty is None:
                return None
            if as_filled is None or as_empty is None:
                fixed = [(r, c, EMPTY if as_filled is None else FILLED)]
            else:
                fixed = probe._agreement(grid, as_filled, as_empty)
            if not fixed:
                continue
            for y, x, value in fixed:
                grid.set(y, x, value)
            if not propagate.propagate(grid, [(ROW, y) for y, _, _ in fixed] + [(COL, x) for _, x, _ in fixed]):
                return None
            grid, _ = probe.probe_to_fixpoint(grid, cancel, counters)
            if grid is None:
                return None
            progressed = True
            if grid.complete:
                break
        if not progressed:
            break
    return grid
