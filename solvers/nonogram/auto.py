"""The method ``auto`` (the default): the fastest complete route measured on our benchmarks.

1. Line solving: exact and cheap; it finishes most published puzzles, and a grid it finishes
   is unique by construction (every deduction was forced).
2. Probing with a small search budget: on the random tournament puzzles it is about twice as
   fast as CP-SAT (benchmarks/README.md), because probing settles most cells and the few
   branches left are shallow.
3. CP-SAT: when the budget runs out (puzzles such as webpbn #6574 "Forever", where probing
   search explodes) the cells probing proved are handed to CP-SAT, which is robust there.
"""

from __future__ import annotations

from ..events import NO_SOLUTION, SOLVED, Cancel, Done, Progress, Solution, SolveOptions
from . import cpsat, probe
from .model import Nonogram
from .propagate import Grid, propagate

PROBE_BRANCH_BUDGET = 64


def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel):
    grid = Grid.from_board(puzzle, options.known)
    yield Progress(0.0, "line solving")
    consistent = propagate(grid)
    total = puzzle.height * puzzle.width
    stats = {"line_fixed": total - grid.unknown_count, "cells": total,
             "line_solvable": bool(consistent and grid.complete), "finisher": None}
    if not consistent:
        yield Done(NO_SOLUTION, None, stats)
        return
    if grid.complete:
        board = grid.board()
        yield Solution(board)
        # Every line deduction is forced, so a finished grid is the only solution.
        yield Done(SOLVED, True if options.want_unique else None, stats, (board,))
        return

    budget = options.extra.get("probe_branches", PROBE_BRANCH_BUDGET)
    probing = SolveOptions(options.max_solutions, options.timeout, grid.board(),
                           dict(options.extra, max_branches=budget))
    done = None
    for event in probe.solve(puzzle, probing, cancel):
        if isinstance(event, Done):
            done = event
        elif not isinstance(event, Solution):  # solutions are reported once, at the end
            yield event
    stats.update(finisher="probe", probes=done.stats["probes"], branches=done.stats["branches"])
    if not done.stats["budget_exhausted"] or done.status == NO_SOLUTION:
        for solution in done.solutions:
            yield Solution(solution)
        yield Done(done.status, done.unique, stats, done.solutions, done.partial)
        return

    yield Progress(None, "probing search is deep: finishing with CP-SAT")
    finisher = SolveOptions(options.max_solutions, options.timeout, done.partial, options.extra)
    for event in cpsat.solve(puzzle, finisher, cancel):
        if isinstance(event, Done):
            yield Done(event.status, event.unique, dict(stats, finisher="probe+cpsat", **event.stats),
                       event.solutions)
        else:
            yield event
