"""The method ``mip``: the spanning-tree model of ``ilp``, unchanged, on a MIP solver (SCIP
through OR-Tools' pywraplp), for teaching: the same formulation, an LP-based search."""

from __future__ import annotations

from ..events import Cancel, SolveOptions, stoppable
from .ilp import _Mip, search
from .model import Galaxies


@stoppable
def solve(puzzle: Galaxies, options: SolveOptions, cancel: Cancel):
    yield from search(puzzle, options, cancel, _Mip(options.extra.get("mip_solver", "SCIP")),
                      connectivity=options.extra.get("connectivity", True))
