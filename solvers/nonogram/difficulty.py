"""How hard a nonogram is for a person: what ``check`` reports to an author.

Graded by the weakest technique that solves it: ``line`` (line logic alone), ``probing``
(line logic plus trying a cell both ways), ``search`` (needs guessing with backtracking).
"""

from __future__ import annotations

from ..events import NO_SOLUTION, SOLVED, Cancel, SolveOptions, run
from . import auto, probe, propagate


def difficulty(puzzle, timeout: float | None = None, stop: Cancel | None = None) -> dict:
    """``stop``: a caller's token (a generator's) that ends every search here too."""
    stop = stop or Cancel()
    cancel = stop.child(timeout)
    line = run(propagate.solve(puzzle, SolveOptions(), cancel))
    report = {"line_solvable": line.stats["line_solvable"], "line_steps": line.stats["steps"],
              "line_fixed": line.stats["fixed"], "cells": line.stats["cells"]}
    if line.status == NO_SOLUTION:
        return dict(report, solvable=False, unique=None, grade=None)
    if line.status == SOLVED:
        return dict(report, solvable=True, unique=True, grade="line", needed_probing=False,
                    needed_search=False)
    deep = run(probe.solve(puzzle, SolveOptions(max_solutions=2), cancel))
    if deep.status == SOLVED:
        grade = "search" if deep.stats["needed_search"] else "probing"
        return dict(report, solvable=True, unique=deep.unique, grade=grade,
                    needed_probing=True, needed_search=deep.stats["needed_search"],
                    branches=deep.stats["branches"], probes=deep.stats["probes"])
    if deep.status == NO_SOLUTION:
        return dict(report, solvable=False, unique=None, grade=None)
    # Probing ran out of time: still answer solvable/unique with the fastest complete method.
    fallback = run(auto.solve(puzzle, SolveOptions(max_solutions=2), stop.child(timeout)))
    return dict(report, solvable={SOLVED: True, NO_SOLUTION: False}.get(fallback.status),
                unique=fallback.unique, grade="search", needed_probing=True, needed_search=None)
