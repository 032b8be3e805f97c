"""The method ``auto`` (the default): the fastest complete route measured on our benchmarks.

Line solving first: it is exact, cheap, and finishes most published puzzles, and when it
finishes the answer is unique by construction (every deduction was forced). Otherwise the
known cells are handed to the strongest finisher, CP-SAT, which completes the search and
the uniqueness proof: the known cells become constants, the lines they complete drop out of
the model, and one enumerating search stops at the second solution (cpsat.py says what was
measured and what was dropped, such as a block-start model). Probing first (with or without a branch budget) was measured and
dropped: it helps on easy random puzzles (~20%) but costs up to 2x on the hardest tournament
puzzles and 10x on webpbn #6574, where CP-SAT alone is robust (benchmarks/README.md).
"""

from __future__ import annotations

from ..events import NO_SOLUTION, SOLVED, Cancel, Done, Progress, Solution, SolveOptions
from . import cpsat
from .model import Nonogram
from .propagate import Grid, propagate


def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel):
    grid = Grid.from_board(puzzle, options.known)
    yield Progress(0.0, "line solving")
    consistent = propagate(grid)
    total = puzzle.height * puzzle.width
    stats = {"line_fixed": total - grid.unknown_count, "cells": total,
             "line_solvable": bool(consistent and grid.complete)}
    if not consistent:
        yield Done(NO_SOLUTION, None, dict(stats, finisher=None))
        return
    if grid.complete:
        board = grid.board()
        yield Solution(board)
        # Every line deduction is forced, so a finished grid is the only solution.
        yield Done(SOLVED, True if options.want_unique else None, dict(stats, finisher=None), (board,))
        return
    yield Progress(stats["line_fixed"] / total, "finishing with CP-SAT")
    finisher = SolveOptions(options.max_solutions, options.timeout, grid.board(), options.extra)
    for event in cpsat.solve(puzzle, finisher, cancel):
        if isinstance(event, Done):
            yield Done(event.status, event.unique, dict(stats, finisher="cpsat", **event.stats),
                       event.solutions)
        else:
            yield event
