"""Derive a numberlink puzzle from what an author draws: paths -> endpoints (DESIGN.md role
``derive``). Each drawn path becomes one pair, labelled 1..n in the order given, with the
drawing kept as the puzzle's solution; ``derive`` also returns that solution as a board.

Bad drawings get one clear error (``DeriveError``, a ValueError) naming the path and cell:
a path of fewer than two cells, a cell outside the grid, a step that is not to an orthogonal
neighbour, a path that visits a cell twice (it crosses or loops on itself), or two paths that
share a cell (they cross, or one branches off the other).
Whether the puzzle is unique is a separate question: ``solve(puzzle, max_solutions=2)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import cast

from .model import Board, Cell, Numberlink, board_from_paths, puzzle_from_paths


class DeriveError(ValueError):
    """A drawing that is not a set of simple, disjoint paths inside the grid."""


def check_paths(width: int, height: int, paths: Iterable[Iterable[Sequence[int]]]) -> list[list[tuple[int, int]]]:
    """The paths as lists of (row, col) tuples, or DeriveError on the first problem."""
    if not paths:
        raise DeriveError("no paths drawn")
    owner: dict[tuple[int, int], int] = {}
    clean = []
    for k, path in enumerate(paths, start=1):
        # (row, col) pairs: the unpacking below checks each has two numbers
        cells = [cast(Cell, tuple(int(x) for x in cell)) for cell in path]
        if len(cells) < 2:
            raise DeriveError(f"path {k} has {'one cell' if cells else 'no cells'}; a path joins two cells")
        for i, (r, c) in enumerate(cells):
            if not (0 <= r < height and 0 <= c < width):
                raise DeriveError(f"path {k}: cell (row {r}, column {c}) is outside the {width}x{height} grid")
            if i and abs(r - cells[i - 1][0]) + abs(c - cells[i - 1][1]) != 1:
                raise DeriveError(f"path {k} jumps from {cells[i - 1]} to {(r, c)}: steps go to an "
                                  "orthogonal neighbour")
            if (r, c) in owner:
                other = owner[(r, c)]
                what = "visits it twice (crosses itself)" if other == k else f"shares it with path {other}"
                raise DeriveError(f"path {k} at (row {r}, column {c}) {what}: paths never cross or branch")
            owner[(r, c)] = k
        clean.append(cells)
    return clean


def derive(width: int, height: int, paths: Iterable[Iterable[Sequence[int]]]) -> tuple[Numberlink, Board]:
    """(puzzle, solution board) from drawn paths (each a sequence of (row, col) cells)."""
    paths = check_paths(width, height, paths)
    puzzle = puzzle_from_paths(width, height, paths)
    return puzzle, board_from_paths(puzzle, paths)  # the puzzle's solution is these paths
