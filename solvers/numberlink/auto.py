"""The method ``auto``: the SAT encoding (``sat``), measured fastest: as fast as ``cpsat`` to a
first solution and many times faster to prove uniqueness (benchmarks/NUMBERLINK.md).

Under ``fill`` with a uniqueness question, and two cores to use, two of sat's proofs race
(solvers/race.py), since each is slow where the other is fast on few-pair puzzles: "no short
circuit" answers at once when no solution leaves a cell empty (published puzzles), but when
one does it must first find it (seconds) and then ask the plain model; the plain model asked
straight away finds a second solution that touches itself (puzzles drawn with long paths) but
cannot prove a published puzzle unique. The first definite answer wins.

The race pays for a second model and thread; it runs only on puzzles with few pairs for their
size (more than RACE_MIN_CELLS_PER_PAIR cells a pair). With more pairs "no short circuit" is
clearly right: on every 4th janko puzzle up to 15x15 (5-25 cells a pair) it answered in at
most 0.15 s, while the plain route took up to 2.6 s (12x12, 24 cells a pair), so the race
spent a second core's time for nothing (issue 36, benchmarks/NATIVE.md)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ..events import Cancel, SolveOptions
from ..race import Racer, cores, race
from . import sat
from .model import Numberlink
from .options import SatOptions, parsed

# The routes the race runs, as sat's options. Given any of these, auto runs sat as asked.
ROUTE_OPTIONS = ("fill_proof", "nikoli_proof", "nikoli_route", "prune", "backend")
# The race holds two SAT models at once: on a 100x100 with 1,608 pairs ~110 MB each, and
# check peaked at 486 MB within 30 s (issue 28's goal: 500 MB). Grids larger than this run
# one route (the race was measured on few-pair puzzles up to 20x20, NUMBERLINK.md).
RACE_MAX_CELLS = 50 * 50
RACE_MIN_CELLS_PER_PAIR = 30


def solve(puzzle: Numberlink, options: SolveOptions, cancel: Cancel) -> Iterator:
    rules = parsed(SatOptions, options).rules
    chosen = any(key in options.extra for key in ROUTE_OPTIONS)
    if (rules != "fill" or not options.want_unique or options.known is not None or chosen or cores() < 2
            or puzzle.width * puzzle.height > RACE_MAX_CELLS
            or puzzle.width * puzzle.height <= RACE_MIN_CELLS_PER_PAIR * max(1, puzzle.pairs)):
        yield from sat.solve(puzzle, options, cancel)
        return

    def route(fill_proof: str) -> Racer:
        routed = replace(options, extra=dict(options.extra, fill_proof=fill_proof))
        return lambda token: sat.solve(puzzle, routed, token)

    yield from race({"no short circuit": route("short-circuit"), "plain": route("plain")}, options, cancel)
