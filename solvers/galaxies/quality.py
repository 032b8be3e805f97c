"""The quality report of a puzzle with its solution: how many dots, how big the regions are
and how many of them are plain strips, how evenly the dots spread, and how hard it is (its
level on the common scale, from the difficulty module).

Many small regions make a puzzle with little to think about, and straight one-cell-wide
bars are the dullest of them (Tatham's and janko's puzzles have 5-10 %); dots that clump
leave big empty patches. The report measures each beside the level."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from .. import scale
from ..events import Cancel
from .difficulty import grade_unique

if TYPE_CHECKING:
    from numpy.typing import ArrayLike

    from .model import Galaxies

# The older names of generate's --difficulty, as Simon Tatham's Galaxies names its levels:
# his Normal solver's moves are our easy to hard techniques (normal asks for the top of
# them), and our old "unreasonable" was a puzzle that needs search.
ALIASES = {"normal": "hard", "unreasonable": scale.SEARCH}


def check_level(difficulty: str | None) -> str | None:
    """``difficulty`` as a level of the scale (None: any; "normal" and "unreasonable"
    accepted); ValueError naming the choices for anything else."""
    return scale.check_level(difficulty, scale.LEVELS, ALIASES)


def region_sizes(solution: ArrayLike) -> np.ndarray:
    """The number of cells of each region of a solved board (one entry per dot index)."""
    solution = np.asarray(solution)
    return np.bincount(solution.ravel(), minlength=int(solution.max(initial=-1)) + 1)


# A strip: a straight region one cell wide of at least this many cells. Single cells,
# dominoes and 1x3 bars are part of every published set (half of Tatham's and janko's
# regions are straight); bars of 4 and more are 5-9 % of theirs (7 % of janko's).
STRIP_CELLS = 4


def strip_share(solution: ArrayLike) -> float:
    """The share of regions that are strips: every cell in one row or in one column, and at
    least STRIP_CELLS cells."""
    solution = np.asarray(solution)
    labels = np.unique(solution)
    indices = np.indices(solution.shape)
    rows, cols = indices[0], indices[1]
    strips = 0
    for label in labels:
        mask = solution == label
        straight = len(np.unique(rows[mask])) == 1 or len(np.unique(cols[mask])) == 1
        strips += bool(straight and mask.sum() >= STRIP_CELLS)
    return strips / max(1, len(labels))


def largest_empty_square(puzzle: Galaxies) -> int:
    """The side of the biggest square of cells that no dot touches (a dot on a square's
    outer edge or corner does not count): how far the dots leave patches empty."""
    h, w = puzzle.shape
    touched = np.zeros((h, w), dtype=bool)
    for dot in puzzle.dots:
        for cell in dot.cells():
            touched[cell] = True
    best = 0
    side = np.zeros((h + 1, w + 1), dtype=np.int32)  # biggest empty square ending at a cell
    for r in range(h):
        for c in range(w):
            if not touched[r, c]:
                side[r + 1, c + 1] = 1 + min(side[r, c + 1], side[r + 1, c], side[r, c])
                best = max(best, int(side[r + 1, c + 1]))
    # a dot on an edge or vertex between two untouched cells touches both: counted above
    return best


def report(puzzle: Galaxies, cancel: Cancel | None = None, grade: dict | None = None) -> dict:
    """The quality report of a unique puzzle whose ``solution`` is known: ``dots``,
    ``cells_per_dot`` (the mean region size), ``largest_region``, ``strip_share``,
    ``largest_empty_square``, ``level`` (of the scale; ``grade`` and ``difficulty`` are the
    same, older keys), ``techniques`` used and ``deduced_fraction`` (of the cells, by
    deduction alone). ``grade``: the dict of ``grade_unique`` when already computed."""
    grade = grade or grade_unique(puzzle, cancel)
    if puzzle.solution is None:
        raise ValueError("a puzzle's figures need its solution")
    sizes = region_sizes(puzzle.solution)
    return {"dots": len(puzzle.dots),
            "cells_per_dot": round(puzzle.width * puzzle.height / max(1, len(puzzle.dots)), 2),
            "largest_region": int(sizes.max(initial=0)),
            "strip_share": round(strip_share(puzzle.solution), 3),
            "largest_empty_square": largest_empty_square(puzzle),
            "level": grade["level"], "grade": grade["level"], "difficulty": grade["level"],
            "techniques": grade["techniques"],
            "deduced_fraction": grade["deduced_fraction"]}
