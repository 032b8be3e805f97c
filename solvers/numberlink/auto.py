"""The method ``auto``: the SAT encoding (``sat``), measured fastest: as fast as ``cpsat`` to a
first solution and many times faster to prove uniqueness (benchmarks/NUMBERLINK.md).

Under ``fill`` with a uniqueness question, and two cores to use, two of sat's proofs race
(solvers/race.py), since each is slow where the other is fast on few-pair puzzles: "no short
circuit" answers at once when no solution leaves a cell empty (published puzzles), but when
one does it must first find it (seconds) and then ask the plain model; the plain model asked
straight away finds a second solution that touches itself (puzzles drawn with long paths) but
cannot prove a published puzzle unique. The first definite answer wins."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ..events import Cancel, SolveOptions
from ..race import Racer, cores, race
from . import sat
from .model import Numberlink
from .options import SatOptions

# The routes the race runs, as sat's options. Given any of these, auto runs sat as asked.
ROUTE_OPTIONS = ("fill_proof", "nikoli_proof", "nikoli_route", "prune", "backend")
# The race holds two SAT models at once: on a 100x100 with 1,608 pairs ~110 MB each, and
# check peaked at 486 MB within 30 s (issue 28's goal: 500 MB). Grids larger than this run
# one route (the race was measured on few-pair puzzles up to 20x20, NUMBERLINK.md).
RACE_MAX_CELLS = 50 * 50


def solve(puzzle: Numberlink, options: SolveOptions, cancel: Cancel) -> Iterator:
    rules = SatOptions.of(options).rules
    chosen = any(key in options.extra for key in ROUTE_OPTIONS)
    if (rules != "fill" or not options.want_unique or options.known is not None or chosen or cores() < 2
            or puzzle.width * puzzle.height > RACE_MAX_CELLS):
        yield from sat.solve(puzzle, options, cancel)
        return

    def route(fill_proof: str) -> Racer:
        routed = replace(options, extra=dict(options.extra, fill_proof=fill_proof))
        return lambda token: sat.solve(puzzle, routed, token)

    yield from race({"no short circuit": route("short-circuit"), "plain": route("plain")}, options, cancel)
