"""The quality report of a puzzle with its solution: how many dots, how big the regions are,
how hard it is (the grade of the difficulty module) and how much deduction alone decides.

Many small regions make a puzzle with little to think about, so the report says how big
the regions are on average and at most, beside the grade."""

from __future__ import annotations

import numpy as np

from ..events import Cancel
from .difficulty import grade_unique

# The difficulty levels of generate, as Simon Tatham's Galaxies names them, and the grade of
# the difficulty module that each one asks for.
NORMAL, UNREASONABLE = "normal", "unreasonable"
LEVEL_GRADES = {NORMAL: "deduction", UNREASONABLE: "search"}


def level_of(grade: str | None) -> str | None:
    """The difficulty level of a grade ("deduction" -> "normal", "search" -> "unreasonable")."""
    return {value: key for key, value in LEVEL_GRADES.items()}.get(grade)


def check_level(difficulty: str | None) -> str | None:
    """``difficulty`` as a level name (None: any); ValueError for a level Galaxies does not have."""
    if difficulty is None:
        return None
    level = str(difficulty).strip().lower()
    if level not in LEVEL_GRADES:
        raise ValueError(f"unknown galaxies difficulty {difficulty!r}; choose "
                         + " or ".join(LEVEL_GRADES))
    return level


def region_sizes(solution) -> np.ndarray:
    """The number of cells of each region of a solved board (one entry per dot index)."""
    solution = np.asarray(solution)
    return np.bincount(solution.ravel(), minlength=int(solution.max(initial=-1)) + 1)


def report(puzzle, cancel: Cancel | None = None, grade: dict | None = None) -> dict:
    """The quality report of a unique puzzle whose ``solution`` is known: ``dots``,
    ``cells_per_dot`` (the mean region size), ``largest_region``, ``grade`` ("deduction":
    deduction alone solves it; "search": it needs more), ``difficulty`` (the level that grade
    is: "normal" or "unreasonable") and ``deduced_fraction`` (of the cells, by deduction
    alone). ``grade``: the dict of ``grade_unique`` when already computed."""
    grade = grade or grade_unique(puzzle, cancel)
    sizes = region_sizes(puzzle.solution)
    return {"dots": len(puzzle.dots),
            "cells_per_dot": round(puzzle.width * puzzle.height / max(1, len(puzzle.dots)), 2),
            "largest_region": int(sizes.max(initial=0)),
            "grade": grade["grade"], "difficulty": level_of(grade["grade"]),
            "deduced_fraction": grade["deduced_fraction"]}
