"""How hard a Galaxies puzzle is: the level of the common scale (solvers/scale.py) that its
deduction needs (the hardest technique used, "search" where deduction stalls), and whether
the puzzle is solvable and unique (proven by deduction when it finishes, else by the exact
search)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import MethodRefused
from ..events import NO_SOLUTION, SOLVED, Cancel, SolveOptions, run
from . import propagate

if TYPE_CHECKING:
    from .model import Galaxies


def difficulty(puzzle: Galaxies, timeout: float | None = None) -> dict:
    """``level`` (a name of the scale; None when unsolvable or not decided in time) and
    ``grade`` (the same, the older key), ``techniques`` (the names used), ``solvable``,
    ``unique``, ``deduced`` cells of ``cells``, ``steps`` and ``dots``."""
    cells = puzzle.width * puzzle.height
    try:
        done = run(propagate.solve(puzzle, SolveOptions(max_solutions=2), Cancel(timeout)))
    except MethodRefused as error:  # the search would not fit in memory: a check still answers
        return {"solvable": None, "unique": None, "level": None, "grade": None, "techniques": None,
                "deduced": None, "cells": cells, "deduced_fraction": None, "steps": None,
                "dots": len(puzzle.dots), "refused": str(error)}
    stats = done.stats
    deduced = stats.get("deduced", 0)
    level = stats.get("level") if done.status == SOLVED else None
    return {"solvable": {SOLVED: True, NO_SOLUTION: False}.get(done.status),
            "unique": done.unique, "level": level, "grade": level,
            "techniques": stats.get("techniques"),
            "deduced": deduced, "cells": cells, "deduced_fraction": round(deduced / cells, 3),
            "steps": stats.get("steps", 0), "dots": len(puzzle.dots)}


def grade_unique(puzzle: Galaxies, cancel: Cancel | None = None) -> dict:
    """The level of a puzzle already proven unique (as the generators' are): deduction alone
    decides it, so the exact search ``difficulty`` runs again would only repeat the proof
    (half of a 20x20 generation's time). Same keys and meaning as ``difficulty``'s.
    ``cancel``: deduction on a 100x100 takes seconds (``Stopped``)."""
    level, cand, used = propagate.grade(puzzle, cancel)
    cells = puzzle.width * puzzle.height
    deduced = int((cand.sum(axis=0) == 1).sum())
    return {"solvable": True, "unique": True, "level": level, "grade": level,
            "techniques": sorted(used, key=list(propagate.TECHNIQUE_LEVELS).index),
            "deduced": deduced, "cells": cells, "deduced_fraction": round(deduced / cells, 3),
            "dots": len(puzzle.dots)}
