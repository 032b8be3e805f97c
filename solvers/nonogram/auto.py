"""The method ``auto`` (the default): the fastest complete route measured on our benchmarks.

Line solving first: it is exact, cheap, and finishes most published puzzles, and when it
finishes the answer is unique by construction (every deduction was forced). Otherwise the
known cells go to the finishers, which complete the search and the uniqueness proof: on a
machine with two or more cores, ``cpsat`` and ``sat`` race in two threads and the first to
answer wins (solvers/race.py); on one core, ``cpsat`` alone.

Why a race: on random tournament puzzles the two are about as fast in total, but each is
slow on other puzzles (taai2011 #641: CP-SAT 3.6 s, SAT 0.95 s; #705: 1.2 s vs 4.2 s), so the
first to finish took 0.75x the time of CP-SAT alone on a sample of 30, and the whole set of
1000 with uniqueness in 9 min 8-35 s instead of 10 min 4 s (benchmarks/README.md). Which of
several solutions of an ambiguous puzzle is returned then depends on which racer won. The option
``finishers`` (e.g. "cpsat") picks the finishers.

Memory (issue 28): the finishers' encodings grow with the line automata's live states
(automaton.py). When the race would not fit in automaton.MEMORY_BUDGET, the finishers that
fit run (cpsat alone on Faase after line solving: 590 MB raced); when none fits (a random
200x200 picture: 3.1 million states, 2 GB in CP-SAT), ``probe`` finishes: line solving,
probing and backtracking, complete and small, if slow on such grids.

Probing before the finishers (with or without a branch budget) was measured and dropped: it
helps on easy random puzzles (~20%) but costs up to 2x on the hardest tournament puzzles and
10x on webpbn #6574.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from importlib import import_module

from ..events import NO_SOLUTION, SOLVED, Cancel, Done, Progress, Solution, SolveOptions, stoppable
from ..race import cores, race
from . import probe
from .automaton import fits, live_states_of_grid
from .model import Nonogram
from .options import AutoOptions
from .propagate import Grid, propagate

# The finishers' modules load only when line solving leaves cells open: importing OR-Tools'
# CP-SAT (and pandas with it) costs about 0.25 s, most of a command line call that line
# solving finishes on its own (benchmarks/README.md, "Start-up").
FINISHERS = ("cpsat", "sat")


def finisher_solve(name: str) -> Callable[[Nonogram, SolveOptions, Cancel], Iterator]:
    """The solve generator of a finisher, its module imported on first use."""
    return import_module(f"{__package__}.{name}").solve


def finishers(options: SolveOptions) -> list[str]:
    chosen = AutoOptions.of(options).finishers
    if chosen:
        names = [name.strip() for name in str(chosen).split(",") if name.strip()]
        unknown = [name for name in names if name not in FINISHERS]
        if unknown or not names:
            raise ValueError(f"unknown finisher {', '.join(unknown)!r}; choose from "
                             f"{', '.join(FINISHERS)}")
        return names
    return ["cpsat", "sat"] if cores() >= 2 else ["cpsat"]


def within_memory(names: list[str], states: int) -> list[str]:
    """The finishers to run on what line solving left (``states`` live automaton states):
    all of ``names`` when they fit in memory together, else the first that fits alone,
    else ["probe"] (whose memory does not grow with the automata)."""
    if fits(names, states):
        return names
    alone = [name for name in names if fits([name], states)]
    return alone[:1] or ["probe"]


@stoppable
def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel) -> Iterator:
    names = finishers(options)
    grid = Grid.from_board(puzzle, options.known)
    yield Progress(0.0, "line solving")
    consistent = propagate(grid, cancel=cancel)
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
    rest = SolveOptions(options.max_solutions, options.timeout, grid.board(), options.extra)
    names = within_memory(names, live_states_of_grid(puzzle, rest.known, cancel))
    yield Progress(stats["line_fixed"] / total, f"finishing with {' and '.join(names)}")
    if names == ["probe"]:
        events = probe.solve(puzzle, rest, cancel)
    elif len(names) == 1:
        events = finisher_solve(names[0])(puzzle, rest, cancel)
    else:
        events = race({name: partial(finisher_solve(name), puzzle, rest) for name in names}, rest, cancel)
    for event in events:
        if isinstance(event, Done):
            finisher = event.stats.get("winner", names[0])
            yield Done(event.status, event.unique, dict(stats, finisher=finisher, **event.stats),
                       event.solutions)
        else:
            yield event
