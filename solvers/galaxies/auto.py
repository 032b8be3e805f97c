"""The method ``auto``: deduction first, then ``cpsat`` on what is left (the fastest exact
route; the same answers as ``cpsat``). CP-SAT loads only when deduction leaves a choice."""

from __future__ import annotations

from collections.abc import Iterator

from ..events import Cancel, SolveOptions, stoppable
from .model import Galaxies
from .presearch import settle_by_deduction


@stoppable
def solve(puzzle: Galaxies, options: SolveOptions, cancel: Cancel) -> Iterator:
    settled = yield from settle_by_deduction(puzzle, options, cancel)
    if settled is not None:
        from . import cpsat

        yield from cpsat.search(puzzle, options, cancel, settled=settled)
