"""The method ``auto`` (the default): the fastest complete route measured on our benchmarks.

Line solving first: it is exact, cheap, and finishes most published puzzles, and when it
finishes the answer is unique by construction (every deduction was forced). Otherwise
probing (below), and when that spends its budget the known cells go to a finisher, which
completes the search and the uniqueness proof: ``sat`` (DEFAULT_FINISHERS).

No race by default any more (issue 36): the first of ``cpsat`` and ``sat`` racing in two
threads was 0.75x the wall-clock time of CP-SAT alone (taai2011 #641: CP-SAT 3.6 s, SAT
0.95 s; #705: 1.2 s vs 4.2 s), but both threads burn CPU until one wins: measured in CPU time
on the hard taai puzzles that probing leaves, the race cost 1.5x either finisher alone
(benchmarks/NATIVE.md). The option ``finishers`` picks them: "cpsat", or "cpsat,sat" for the
race (solvers/race.py; which of several solutions of an ambiguous puzzle is returned then
depends on which racer won).

Memory (issue 28): the finishers' encodings grow with the line automata's live states
(automaton.py). When a race would not fit in automaton.MEMORY_BUDGET, the finishers that
fit run (cpsat alone on Faase after line solving: 590 MB raced); when none fits (a random
200x200 picture: 3.1 million states, 2 GB in CP-SAT), ``probe`` finishes: line solving,
probing and backtracking, complete and small, if slow on such grids.

Probing before the finishers, within a budget of probes (issue 36): pbnsolve settles the easy
tournament puzzles (taai2011 #1-300, not line-solvable) by probing in about 10 ms, where the
finishers took 0.1-0.25 s. On grids bigger than 15x15 whose lines fit in two machine words, line
solving, probing and backtracking run compiled (fastprobe.py, kernel.py: Numba) within
PROBES_PER_CELL probes a cell; the probes spent on a puzzle that needs more are a few tens of
ms beside the finishers' seconds, and the finishers start from what the root's probing forced.
Lines of 61-124 cells run on two words a line (kernel_wide.py), longer ones get no probing
first. Small grids stay in Python (numba's import would cost more than the call) with a smaller
budget. A process that has not loaded the
compiled core yet (a command line call) probes a bigger grid in Python first, within
PYTHON_FIRST_PROBES (about the work of numba's import), and loads the kernel only for the
puzzles that need more. (Probing first in pure Python, without
a budget, was measured and dropped before: up to 2x on the hardest tournament puzzles and 10x
on webpbn #6574.) Naming ``finishers`` skips the probing.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Generator, Iterable, Iterator
from functools import partial
from importlib import import_module
from typing import Any

from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Progress, Solution, SolveOptions, stoppable
from .model import Nonogram
from .options import AutoOptions
from .propagate import Grid, propagate

# The finishers' modules load only when line solving leaves cells open: importing OR-Tools'
# CP-SAT (and pandas with it) costs about 0.25 s, most of a command line call that line
# solving finishes on its own (benchmarks/README.md, "Start-up"). So do probing (probe,
# fastprobe), the race and the automata's memory estimate: about 20 ms of imports that a
# puzzle line solving finishes never uses, imported where they are first needed.
FINISHERS = ("cpsat", "sat")
# What finishes when probing spent its budget (benchmarks/NATIVE.md, "Which finisher"): in CPU
# time the race of both cost 1.5x either alone (both threads work until one wins); SAT alone
# had the lowest median on taai2011's hard puzzles (0.58 s; CP-SAT 0.78 s, the race 1.11 s)
# and the same total, and needs half CP-SAT's memory a state.
DEFAULT_FINISHERS = ("sat",)

# Probing first, within a budget of probes per cell, before any model is built (see the
# module docstring; benchmarks/NATIVE.md has the measurements behind the numbers). Compiled,
# a probe costs about 10 us on a 25x25: 8 a cell settle 90 % of taai2011 #1-300 and waste
# about 60 ms where they do not (the finishers take 0.2-2 s there). In Python a probe costs
# 40x more, so the small grids that stay in Python (no numba import for a small call) get 1.
PROBES_PER_CELL = 8
PYTHON_PROBES_PER_CELL = 1
# Bigger grids in a process that has not loaded the compiled core yet (a command line call):
# numba's import and the kernel's loading cost 0.35-0.65 s CPU, about 1,500 probes in Python
# on a 25x25 (230-330 us each on this busy machine); 45 of 50 easy taai2011 puzzles settle
# within that (median 90-120 ms CPU). Spending at most what the import would cost before paying it
# bounds the loss at 2x either way (benchmarks/NATIVE.md, "Whole processes").
PYTHON_FIRST_PROBES = 1500
SMALL_CELLS = 15 * 15  # up to this many cells: pure Python, numba is not even imported
KERNEL = f"{__package__}.kernel"
# What line solving and probing leave the finishers: (stats, the board reached), or None when
# they settled the puzzle themselves (their events said so).
Left = tuple[dict, Any] | None


def kernel_loaded() -> bool:
    """Whether this process has loaded the compiled core already (then it is used at once)."""
    return KERNEL in sys.modules


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
    return list(DEFAULT_FINISHERS)


def within_memory(names: list[str], states: int) -> list[str]:
    """The finishers to run on what line solving left (``states`` live automaton states):
    all of ``names`` when they fit in memory together, else the first that fits alone,
    else ["probe"] (whose memory does not grow with the automata)."""
    from .automaton import fits  # see FINISHERS: only when line solving left cells open

    if fits(names, states):
        return names
    alone = [name for name in names if fits([name], states)]
    return alone[:1] or ["probe"]


def _line_solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel, probing: bool) -> Generator[object, None, Left]:
    """Line solving then (``probing``) probing within a budget. Yields the answer's events and
    returns None when that settled the puzzle; else yields nothing and returns (stats, the
    board reached). Compiled (fastprobe) on grids bigger than SMALL_CELLS whose lines fit; the
    line solving there is in Python until the kernel is loaded (a process that solves one
    line-solvable puzzle should not pay numba's 0.35 s import), compiled once it is."""
    total = puzzle.height * puzzle.width
    big = total > SMALL_CELLS
    if big:
        from . import fastprobe  # see FINISHERS: only a grid above SMALL_CELLS probes compiled

        if kernel_loaded() and fastprobe.usable(puzzle):
            return (yield from _compiled(puzzle, options, cancel, probing))
    grid = Grid.from_board(puzzle, options.known)
    yield Progress(0.0, "line solving")
    consistent = propagate(grid, cancel=cancel)
    stats = {"line_fixed": total - grid.unknown_count, "cells": total,
             "line_solvable": bool(consistent and grid.complete), "probes": 0}
    if not consistent:
        yield Done(NO_SOLUTION, None, dict(stats, finisher=None))
        return None
    if grid.complete:
        board = grid.board()
        yield Solution(board)
        # Every line deduction is forced, so a finished grid is the only solution.
        yield Done(SOLVED, True if options.want_unique else None, dict(stats, finisher=None), (board,))
        return None
    from . import fastprobe, probe  # see FINISHERS: line solving left cells open

    known = SolveOptions(options.max_solutions, options.timeout, grid.board(), options.extra)
    if big and probing and fastprobe.usable(puzzle):
        # The kernel is not loaded yet: probe in Python first, within about the work numba's
        # import would cost; most puzzles settle there, the rest go on compiled from the board
        # the root's probing forced.
        yield Progress(stats["line_fixed"] / total, "probing")
        done = yield from _settle(probe.search(puzzle, known, cancel, PYTHON_FIRST_PROBES))
        stats["probes"] = done.stats["probes"]
        if not (done.status == STOPPED and done.stats.get("budget_spent")):
            return (yield from _settled(done, stats))
        known = SolveOptions(options.max_solutions, options.timeout, done.partial, options.extra)
        return (yield from _compiled(puzzle, known, cancel, probing, stats))
    if not probing or big:  # in Python, only small grids probe first
        return stats, known.known
    yield Progress(stats["line_fixed"] / total, "probing")
    done = yield from _settle(probe.search(puzzle, known, cancel, PYTHON_PROBES_PER_CELL * total))
    return (yield from _settled(done, dict(stats, probes=done.stats["probes"])))


def _compiled(puzzle: Nonogram, options: SolveOptions, cancel: Cancel, probing: bool,
              before: dict | None = None) -> Generator[object, None, Left]:
    """_line_solve on the compiled core (fastprobe), from ``options.known``; ``before``: the
    stats of the Python line solving and probing that led there (their probes count)."""
    from . import fastprobe  # see FINISHERS

    total = puzzle.height * puzzle.width
    yield Progress(0.0, "line solving and probing")
    budget = PROBES_PER_CELL * total if probing else 0
    done = yield from _settle(fastprobe.search(puzzle, options, cancel, budget))
    stats = {"line_fixed": done.stats["line_fixed"], "cells": total,
             "line_solvable": done.stats["line_solvable"], "probes": done.stats["probes"]}
    if before is not None:
        stats = dict(before, probes=before["probes"] + stats["probes"])
    return (yield from _settled(done, stats))


def _settled(done: Done, stats: dict) -> Generator[Done, None, Left]:
    """The Done of a bounded search, or (stats, what the root's probing forced) for the
    finishers when it spent its budget."""
    if done.status == STOPPED and done.stats.get("budget_spent"):
        return stats, done.partial
    finisher = "probe" if stats["probes"] else None  # none: line solving settled it
    yield Done(done.status, done.unique, dict(done.stats, **stats, finisher=finisher), done.solutions)
    return None


def _settle(events: Iterable[object]) -> Generator[Solution, None, Done]:
    """Pass on the Solutions of a bounded search only once it has ended without spending its
    budget (else the finishers would report them a second time); returns its Done."""
    events = list(events)
    done = events[-1]
    assert isinstance(done, Done), done  # a search's last event
    if not done.stats.get("budget_spent"):
        yield from (event for event in events if isinstance(event, Solution))
    return done


@stoppable
def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel) -> Iterator:
    names = finishers(options)
    # Finishers named by the caller are what the caller wants to see work: no probing first.
    left = yield from _line_solve(puzzle, options, cancel, probing=not AutoOptions.of(options).finishers)
    if left is None:
        return
    # See FINISHERS: these load only when line solving left cells open.
    from ..race import race
    from . import probe
    from .automaton import live_states_of_grid

    stats, known = left
    total = stats["cells"]
    rest = SolveOptions(options.max_solutions, options.timeout, known, options.extra)
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
