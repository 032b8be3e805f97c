"""The player's board judged by the rules (solvers.galaxies.rules): the studio marks it live, the
command line replays saved games with it (solvers.galaxies.moves).

The player draws walls on edges (a bool array over the doubled grid) and may mark cells as
belonging to a dot. The walls cut the grid into areas (connected cells no wall separates).
An area holding several dots is simply not divided yet; everything else the rules check
says about an area is a live error: an area with no dot, one not symmetric about its dot,
a wall through a dot. A mark contradicts the walls when its cell's area cannot be its dot's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .. import grid
from . import rules
from .model import BLACK, Galaxies


def empty_walls(shape: tuple[int, int]) -> np.ndarray:
    h, w = shape
    return np.zeros((2 * h + 1, 2 * w + 1), dtype=bool)


def areas(walls: np.ndarray, shape: tuple[int, int]) -> np.ndarray:
    """Label the cells: one label per set of cells connected without crossing a wall, numbered
    in the row-major order of their first cells (solvers.grid.components)."""
    h, w = shape
    wall = walls.tolist()  # lists, read item by item faster than arrays: as fast as the search it replaced

    def joined(cell: tuple[int, int]) -> list[tuple[int, int]]:
        r, c = cell  # the wall between two cells stands midway between them on the doubled grid
        return [(nr, nc) for nr, nc in grid.orthogonal_neighbours(r, c, h, w) if not wall[r + nr + 1][c + nc + 1]]

    labels = [[-1] * w for _ in range(h)]
    for label, group in enumerate(grid.components(((r, c) for r in range(h) for c in range(w)), joined)):
        for r, c in group:
            labels[r][c] = label
    return np.array(labels, dtype=np.int32)


def walls_through_dots(puzzle: Galaxies, walls: np.ndarray) -> set[int]:
    """Dots a drawn wall passes through: on an edge dot's edge, or touching a vertex dot."""
    out = set()
    for index, dot in enumerate(puzzle.dots):
        if (dot.kind == "edge" and walls[dot.y2, dot.x2]) or (dot.kind == "vertex" and any(walls[dot.y2 + dy, dot.x2 + dx]
                                          for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1)))):
            out.add(index)
    return out


@dataclass
class Assessment:
    """What the grid shows of a player's board, and whether it is solved."""

    owners: np.ndarray  # (h, w) the dot of each cell whose area holds exactly one dot, else -1
    errors: set = field(default_factory=set)  # cells breaking a rule
    error_dots: set = field(default_factory=set)
    messages: list = field(default_factory=list)  # (rule code, cells) of each live error
    shaded: np.ndarray | None = None  # cells of finished, correct black-dot regions
    solved: bool = False


def assess(puzzle: Galaxies, walls: np.ndarray, marks: np.ndarray) -> Assessment:
    shape = puzzle.shape
    labels = areas(walls, shape)
    dots_in: dict[int, list[int]] = {}
    for index, dot in enumerate(puzzle.dots):
        for label in {int(labels[cell]) for cell in dot.cells()}:
            dots_in.setdefault(label, []).append(index)
    owners = np.full(shape, -1, dtype=np.int32)
    for label, dots in dots_in.items():
        if len(dots) == 1:
            owners[labels == label] = dots[0]
    result = Assessment(owners)
    # The engine's rules on the areas; "several dots" only means "not divided yet".
    for violation in rules.check(puzzle, labels):
        if violation.code in ("no-dot", "not-symmetric", "wall-through-dot"):
            result.errors.update(violation.cells)
            result.messages.append((violation.code, violation.cells))
            if violation.dot is not None:
                result.error_dots.add(violation.dot)
    through = walls_through_dots(puzzle, walls)
    if through:
        cells = tuple(cell for d in sorted(through) for cell in puzzle.dots[d].cells())
        result.messages.append(("wall-through-dot", cells))
        result.error_dots |= through
    # A mark is wrong when its cell's area cannot be the dot's, or its mirror is off the grid.
    h, w = shape
    for r, c in zip(*np.nonzero(marks >= 0)):
        d = int(marks[r, c])
        mr, mc = puzzle.dots[d].mirror(int(r), int(c))
        if d not in dots_in.get(int(labels[r, c]), ()) or not (0 <= mr < h and 0 <= mc < w):
            result.errors.add((int(r), int(c)))
    bad_areas = {int(labels[cell]) for cell in result.errors}
    black = {i for i, dot in enumerate(puzzle.dots) if dot.colour == BLACK}
    shaded = np.zeros(shape, dtype=bool)
    for label, dots in dots_in.items():
        if len(dots) == 1 and dots[0] in black and label not in bad_areas and dots[0] not in result.error_dots:
            shaded |= labels == label
    result.shaded = shaded
    board = rules.relabel(puzzle, labels)
    result.solved = bool(puzzle.dots) and not result.errors and rules.is_solution(puzzle, board)
    return result
