"""How hard a Galaxies puzzle is: how far human-style deduction alone gets (the grade), and
whether the puzzle is solvable and unique (proven by the exact search)."""

from __future__ import annotations

from ..events import NO_SOLUTION, SOLVED, Cancel, SolveOptions, run
from . import propagate


def difficulty(puzzle, timeout: float | None = None) -> dict:
    done = run(propagate.solve(puzzle, SolveOptions(max_solutions=2), Cancel(timeout)))
    stats = done.stats
    cells = puzzle.width * puzzle.height
    deduced = stats.get("deduced", 0)
    return {"solvable": {SOLVED: True, NO_SOLUTION: False}.get(done.status),
            "unique": done.unique, "grade": stats.get("grade") if done.status == SOLVED else None,
            "deduced": deduced, "cells": cells, "deduced_fraction": round(deduced / cells, 3),
            "steps": stats.get("steps", 0), "dots": len(puzzle.dots)}
