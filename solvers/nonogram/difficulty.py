"""How hard a nonogram is for a person, on the common scale (solvers/scale.py).

The grade is the level of the hardest technique needed to finish the puzzle (as Simon
Tatham's generators grade), from the techniques of ``TECHNIQUE_LEVELS``, each tried only when
the easier ones stall:

- ``simple line rules`` (easy): what a person sees on one line at a glance: a block's leftmost
  and rightmost places overlap (simple boxes), cells no block can reach are empty (simple
  spaces), a known cell near an edge pushes a block (linesolve.overlap_line, to a fixpoint);
- ``line solver`` (medium): every placement of a line's clue weighed together (the complete
  line rule, linesolve.solve_line): a line is read as a whole;
- ``probing`` (hard): try one cell both ways, line-solve each, keep what a contradiction or
  the agreement of both ways forces;
- ``probing depth 2`` (expert): each trial probes itself to its end before it is judged;
- beyond that deduction does not finish: ``search`` (guessing with backtracking).

Calibrated on published sets (benchmarks/generators-nonogram.md): Tatham's Pattern puzzles
(all line-solvable by construction) spread over easy and medium, the nonogram-db's hand-made
puzzles over easy to hard, the computer tournaments' random 25x25s sit at hard to search.

``score`` makes puzzles comparable inside a level by the work done (as webpbn's grades): line
passes that fixed cells + probes tried (a depth-2 trial counts its inner probes) + search
branches. Depth-2 probing gets ``DEPTH_TWO_LOOKS`` steps of work (work.WorkBudget, counted,
never seconds: a grade is the same at any load); past them a puzzle counts as needing search.
"""

from __future__ import annotations

from .. import scale
from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, SolveOptions, run
from ..work import WorkBudget
from . import auto, probe, propagate
from .linesolve import SIMPLE as SIMPLE_RULE
from .model import EMPTY, FILLED, UNKNOWN, Nonogram
from .propagate import COL, ROW, Grid

SIMPLE, LINE_SOLVER, PROBING, PROBING_TWO = "simple line rules", "line solver", "probing", "probing depth 2"
TECHNIQUE_LEVELS = {SIMPLE: "easy", LINE_SOLVER: "medium", PROBING: "hard", PROBING_TWO: "expert"}
LEVELS = scale.LEVELS
# The authors' older names (and the generator's until issue 25), still taken by --difficulty.
ALIASES = {"line": "medium", "probing": "hard", "probing-1": "hard", "probing-2": "expert"}
# Steps of depth-2 probing (looks at the token: one per trial) before a puzzle counts as
# needing search: 200,000 was 10 s on the 2-core machine that calibrated it.
DEPTH_TWO_LOOKS = 200_000
PROBING_SHARE = 0.5  # of a check's timeout; the complete fallback has the rest


def level(report: dict) -> str | None:
    """The scale level of a difficulty report (None when it has no grade)."""
    return report.get("level")


def _graded(report: dict, used: list[str], finished: bool, **more) -> dict:
    name = scale.grade(used, TECHNIQUE_LEVELS, finished)
    depth = 2 if PROBING_TWO in used else 1 if PROBING in used else None
    return dict(report, level=name, grade=name, techniques=used, probe_depth=depth, **more)


def simple_rules_finish(puzzle: Nonogram) -> bool | None:
    """Do the simple line rules alone finish ``puzzle``? None: they meet a contradiction."""
    grid = Grid(puzzle)
    if not propagate.propagate(grid, rule=SIMPLE_RULE):
        return None
    return grid.complete


def difficulty(puzzle: Nonogram, timeout: float | None = None, stop: Cancel | None = None,
               looks: int | None = None) -> dict:
    """The level of ``puzzle`` with what was measured on the way. ``timeout`` (seconds) may
    only end a check early (a CLI's or the studio's); ``stop``: a caller's token (a
    generator's) that ends every search here too; ``looks``: the steps of probing and search
    allowed (work.WorkBudget), past which the report has no level (a repair's grades)."""
    stop = stop or Cancel()
    cancel = stop.child(timeout)
    line = run(propagate.solve(puzzle, SolveOptions(), cancel))
    report = {"line_solvable": line.stats["line_solvable"], "line_steps": line.stats["steps"],
              "line_fixed": line.stats["fixed"], "cells": line.stats["cells"]}
    if line.status == NO_SOLUTION:
        return dict(report, solvable=False, unique=None, grade=None, level=None)
    if line.status == SOLVED:
        used = [SIMPLE] if simple_rules_finish(puzzle) else [SIMPLE, LINE_SOLVER]
        return _graded(report, used, True, solvable=True, unique=True, needed_probing=False,
                       needed_search=False, probes=0, branches=0, score=line.stats["steps"])
    used = [SIMPLE, LINE_SOLVER, PROBING]
    counters = {"probes": 0}
    start = Grid.from_board(puzzle, line.partial)
    # Probing gets a share of the time, the fallback below the rest: ``timeout`` bounds the
    # whole check (it took 2x the timeout and more when each stage had a timeout of its own).
    probing = (WorkBudget(looks=looks, parent=cancel) if looks is not None
               else cancel.child(None if timeout is None else timeout * PROBING_SHARE))
    try:
        grid, _ = probe.probe_to_fixpoint(start, probing, counters)
        if grid is not None and not grid.complete:
            used.append(PROBING_TWO)
            grid = probe_depth_two(grid, WorkBudget(looks=DEPTH_TWO_LOOKS, parent=probing), counters)
    except probe._Stopped:
        grid = None
    if grid is not None and grid.complete:  # every step was forced: unique
        return _graded(report, used, True, solvable=True, unique=True, needed_probing=True,
                       needed_search=False, probes=counters["probes"], branches=0,
                       score=line.stats["steps"] + counters["probes"])
    deep = run(probe.solve(puzzle, SolveOptions(max_solutions=2), probing))
    if deep.status == SOLVED:
        probes = counters["probes"] + deep.stats["probes"]
        return _graded(report, used, False, solvable=True, unique=deep.unique, needed_probing=True,
                       needed_search=True, branches=deep.stats["branches"], probes=probes,
                       score=line.stats["steps"] + probes + deep.stats["branches"])
    if deep.status == NO_SOLUTION:
        return dict(report, solvable=False, unique=None, grade=None, level=None)
    if looks is not None:  # the work allowed is spent: no grade, rather than a search unbounded
        return dict(report, solvable=None, unique=None, grade=None, level=None, techniques=used,
                    probe_depth=None, needed_probing=True, needed_search=None, score=None)
    # Probing ran out of time: still answer solvable/unique with the fastest complete method.
    fallback = run(auto.solve(puzzle, SolveOptions(max_solutions=2, timeout=cancel.remaining()), cancel))
    report = dict(report, solvable={SOLVED: True, NO_SOLUTION: False}.get(fallback.status),
                  unique=fallback.unique, needed_probing=True, needed_search=None, score=None)
    if fallback.status == STOPPED:
        return dict(report, grade=None, level=None, techniques=used, probe_depth=None)
    return _graded(report, used, False)


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
            probed, _ = probe.probe_to_fixpoint(grid, cancel, counters)
            if probed is None:
                return None
            grid = probed
            progressed = True
            if grid.complete:
                break
        if not progressed:
            break
    return grid
