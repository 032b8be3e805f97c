"""Derive: from what an author draws (a partition into regions, optionally a picture) to the
puzzle. Each region must be connected and 180-degree symmetric; its dot goes to its centre
of symmetry, black when the picture fills the region's cells (by majority), else white."""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from ..errors import PuzzleFormatError
from .model import BLACK, WHITE, Dot, Galaxies
from .rules import components


def region_dot(cells: set) -> tuple[int, int]:
    """(x2, y2) of a region's centre of symmetry (raises when it is not symmetric)."""
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    y2 = min(rows) + max(rows) + 1
    x2 = min(cols) + max(cols) + 1
    for r, c in cells:
        if (y2 - r - 1, x2 - c - 1) not in cells:
            raise PuzzleFormatError(f"the region of cell ({r}, {c}) is not symmetric")
    return x2, y2


def derive(regions: ArrayLike, picture: ArrayLike | None = None, check_unique: bool = False,
           timeout: float | None = None) -> tuple[Galaxies, dict]:
    """Regions (h x w ints, any labels) -> (puzzle with its solution, report).

    The dots are numbered row-major over the doubled grid (as Tatham IDs list them), and the
    puzzle's ``solution`` is the board of those indices."""
    regions = np.asarray(regions)
    h, w = regions.shape
    dots = []
    for label in np.unique(regions):
        cells = set(zip(*(a.tolist() for a in np.nonzero(regions == label))))
        if len(components(cells)) > 1:
            r, c = min(cells)
            raise PuzzleFormatError(f"the region of cell ({r}, {c}) is not connected")
        x2, y2 = region_dot(cells)
        colour = WHITE
        if picture is not None:
            filled = sum(bool(np.asarray(picture)[r, c]) for r, c in cells)
            colour = BLACK if 2 * filled > len(cells) else WHITE
        dots.append((y2, x2, colour, label))
    dots.sort()
    solution = np.zeros((h, w), dtype=np.int32)
    for index, (_, _, _, label) in enumerate(dots):
        solution[regions == label] = index
    puzzle = Galaxies(w, h, tuple(Dot(x2, y2, colour) for y2, x2, colour, _ in dots), solution=solution)
    report: dict[str, object] = {"dots": len(dots)}
    if check_unique:
        from . import solve
        done = solve(puzzle, "auto", max_solutions=2, timeout=timeout)
        report["unique"] = done.unique
        if done.unique is False:
            report["differences"] = [[int(r), int(c)] for r, c in
                                     zip(*np.nonzero(done.solutions[0] != done.solutions[1]))]
    return puzzle, report
