"""Tentai Show (Galaxies): the immutable puzzle (dots) and the geometry of the doubled grid.

Doubled coordinates (DESIGN.md): a grid of w x h cells is a (2h+1) x (2w+1) array in which
cell (row r, col c) sits at (y2, x2) = (2r+1, 2c+1), edges and vertices in between. A dot
stands at an interior point 1 <= x2 <= 2w-1, 1 <= y2 <= 2h-1: a cell centre (both odd), an
edge midpoint (one even) or a vertex (both even).

A solved board is an h x w int array: the index of the dot that owns each cell (-1 unknown).
The mirror of cell (r, c) about dot (x2, y2) is (y2 - r - 1, x2 - c - 1).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..grid import orthogonal_neighbours

MAX_SIZE = 100
WHITE, BLACK = "white", "black"
UNKNOWN = -1


@dataclass(frozen=True)
class Dot:
    x2: int
    y2: int
    colour: str = WHITE

    @property
    def kind(self) -> str:
        odd = (self.x2 % 2, self.y2 % 2)
        return {(1, 1): "cell", (0, 0): "vertex"}.get(odd, "edge")

    def cells(self) -> list[tuple[int, int]]:
        """The one, two or four cells (row, col) the dot touches: they belong to it."""
        cols = [(self.x2 - 1) // 2] if self.x2 % 2 else [self.x2 // 2 - 1, self.x2 // 2]
        rows = [(self.y2 - 1) // 2] if self.y2 % 2 else [self.y2 // 2 - 1, self.y2 // 2]
        return [(r, c) for r in rows for c in cols]

    def mirror(self, r: int, c: int) -> tuple[int, int]:
        return self.y2 - r - 1, self.x2 - c - 1


@dataclass(frozen=True, eq=False)
class Galaxies:
    width: int
    height: int
    dots: tuple[Dot, ...]
    title: str = ""
    author: str = ""
    license: str = ""
    solution: np.ndarray | None = None  # the known answer (dot index per cell), if any
    extra: dict = field(default_factory=dict)

    @property
    def shape(self) -> tuple[int, int]:
        return (self.height, self.width)

    def empty_board(self) -> np.ndarray:
        return np.full(self.shape, UNKNOWN, dtype=np.int32)

    def __eq__(self, other: object) -> bool:
        # The same dots in another order are the same puzzle: formats list them in their own
        # order (row-major for Tatham IDs, URLs and drawings; as the author placed them in JSON).
        if not isinstance(other, Galaxies):
            return NotImplemented
        return (self.width, self.height, frozenset(self.dots)) == (
            other.width, other.height, frozenset(other.dots))

    def __hash__(self) -> int:
        return hash((self.width, self.height, frozenset(self.dots)))

    def mirror_ok(self) -> np.ndarray:
        """bool (ndots, h, w): the cell's mirror image about the dot lies inside the grid."""
        h, w = self.shape
        rows = np.arange(h)[:, None]
        cols = np.arange(w)[None, :]
        out = np.zeros((len(self.dots), h, w), dtype=bool)
        for i, d in enumerate(self.dots):
            mr, mc = d.y2 - rows - 1, d.x2 - cols - 1
            out[i] = (mr >= 0) & (mr < h) & (mc >= 0) & (mc < w)
        return out


neighbours = orthogonal_neighbours  # (r, c, h, w)


def picture(puzzle: Galaxies, board: np.ndarray) -> list[str]:
    """The black-dot picture of a solved board: '#' for cells of black-dot regions."""
    black = np.array([d.colour == BLACK for d in puzzle.dots] + [False])
    board = np.asarray(board)
    return ["".join("#" if black[v] else "." for v in row) for row in board]


def board_rows(board: np.ndarray) -> list[list[int]]:
    """A solved board for JSON output: H rows of W dot indices."""
    return [[int(v) for v in row] for row in np.asarray(board)]


def boundaries(board: np.ndarray) -> np.ndarray:
    """(2h+1, 2w+1) bool: True on edges between cells of different regions and the border."""
    board = np.asarray(board)
    h, w = board.shape
    out = np.zeros((2 * h + 1, 2 * w + 1), dtype=bool)
    out[0, 1::2] = out[-1, 1::2] = True
    out[1::2, 0] = out[1::2, -1] = True
    out[2:-1:2, 1::2] = board[1:, :] != board[:-1, :]
    out[1::2, 2:-1:2] = board[:, 1:] != board[:, :-1]
    return out
