"""The method ``mip``: the spanning-tree model of ``ilp``, unchanged, on a MIP solver (SCIP
through OR-Tools' pywraplp), for teaching: the same formulation, an LP-based search."""

from __future__ import annotations

from collections.abc import Iterator

from ..events import Cancel, SolveOptions, stoppable
from .ilp import _Mip, search
from .model import Galaxies
from .options import MipOptions


@stoppable
def solve(puzzle: Galaxies, options: SolveOptions, cancel: Cancel) -> Iterator:
    chosen = MipOptions.of(options)
    yield from search(puzzle, options, cancel, _Mip(chosen.backend),
                      connectivity=chosen.connectivity)
