"""How hard a Galaxies puzzle is: how far human-style deduction alone gets (the grade), and
whether the puzzle is solvable and unique (proven by the exact search)."""

from __future__ import annotations

from ..errors import MethodRefused
from ..events import NO_SOLUTION, SOLVED, Cancel, SolveOptions, run
from . import propagate


def difficulty(puzzle, timeout: float | None = None) -> dict:
    cells = puzzle.width * puzzle.height
    try:
        done = run(propagate.solve(puzzle, SolveOptions(max_solutions=2), Cancel(timeout)))
    except MethodRefused as error:  # the search would not fit in memory: a check still answers
        return {"solvable": None, "unique": None, "grade": None, "deduced": None, "cells": cells,
                "deduced_fraction": None, "steps": None, "dots": len(puzzle.dots), "refused": str(error)}
    stats = done.stats
    deduced = stats.get("deduced", 0)
    return {"solvable": {SOLVED: True, NO_SOLUTION: False}.get(done.status),
            "unique": done.unique, "grade": stats.get("grade") if done.status == SOLVED else None,
            "deduced": deduced, "cells": cells, "deduced_fraction": round(deduced / cells, 3),
            "steps": stats.get("steps", 0), "dots": len(puzzle.dots)}


def grade_unique(puzzle, cancel: Cancel | None = None) -> dict:
    """The grade of a puzzle already proven unique (as the generators' are): deduction alone
    decides it, so the exact search ``difficulty`` runs again would only repeat the proof
    (half of a 20x20 generation's time). Same keys and meaning as ``difficulty``'s.
    ``cancel``: deduction on a 100x100 takes seconds (``Stopped``)."""
    cand = propagate.reduce(puzzle, cancel=cancel)
    cells = puzzle.width * puzzle.height
    deduced = int((cand.sum(axis=0) == 1).sum())
    return {"solvable": True, "unique": True,
            "grade": "deduction" if deduced == cells else "search",
            "deduced": deduced, "cells": cells, "deduced_fraction": round(deduced / cells, 3),
            "dots": len(puzzle.dots)}
