"""The numberlink puzzle (immutable endpoint pairs) and its board in doubled coordinates.

Doubled coordinates (DESIGN.md): a W x H puzzle has a (2H+1) x (2W+1) board. Cell (r, c) is
at (2r+1, 2c+1); the segment between (r, c) and (r, c+1) is at (2r+1, 2c+2), the one between
(r, c) and (r+1, c) at (2r+2, 2c+1); the even/even entries are vertices (always 0).

Board values: ``UNKNOWN`` (-1) where not decided yet, ``0`` for an empty cell / no line,
``k >= 1`` for the path of the k-th pair (``puzzle.labels[k - 1]``). During deduction a
segment may also hold ``LINE`` (-2): a line of a label not known yet.
A ``Board`` is a numpy array that carries the labels, so it prints without its puzzle.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import ArrayLike

from ..grid import orthogonal_neighbours

UNKNOWN = -1
LINE = -2
EMPTY = 0
MAX_SIZE = 100

Cell = tuple[int, int]


class Board(np.ndarray):
    """A doubled-coordinate int array with ``labels`` (label k is ``labels[k - 1]``)."""

    def __new__(cls, array: ArrayLike, labels: Iterable[str] = ()) -> Board:
        board = np.asarray(array, dtype=np.int32).view(cls)
        board.labels = tuple(labels)
        return board

    def __array_finalize__(self, obj: object) -> None:
        self.labels = getattr(obj, "labels", ())

    def __reduce__(self) -> tuple:  # keep the labels through pickling (worker processes)
        base = np.asarray(self)
        return (Board, (base, self.labels))


@dataclass(frozen=True, eq=False)
class Numberlink:
    """``endpoints[k]`` is the pair of cells (row, col) of ``labels[k]`` (label index k+1)."""

    width: int
    height: int
    labels: tuple[str, ...]
    endpoints: tuple[tuple[Cell, Cell], ...]
    title: str = ""
    author: str = ""
    license: str = ""
    solution: tuple[tuple[Cell, ...], ...] | None = None  # one cell path per pair, if known
    extra: dict = field(default_factory=dict)

    @property
    def shape(self) -> tuple[int, int]:
        return (self.height, self.width)

    @property
    def pairs(self) -> int:
        return len(self.labels)

    def grid(self) -> np.ndarray:
        """H x W ints: the label index (1-based) at each endpoint, 0 elsewhere."""
        grid = np.zeros(self.shape, dtype=np.int32)
        for k, ends in enumerate(self.endpoints, start=1):
            for r, c in ends:
                grid[r, c] = k
        return grid

    def empty_board(self) -> Board:
        """Everything unknown except the endpoints' labels and the vertex entries."""
        board = np.full((2 * self.height + 1, 2 * self.width + 1), UNKNOWN, dtype=np.int32)
        board[0::2, 0::2] = EMPTY
        board[0, :] = EMPTY
        board[-1, :] = EMPTY
        board[:, 0] = EMPTY
        board[:, -1] = EMPTY
        for k, ends in enumerate(self.endpoints, start=1):
            for r, c in ends:
                board[2 * r + 1, 2 * c + 1] = k
        return Board(board, self.labels)

    def solution_board(self) -> Board | None:
        return None if self.solution is None else board_from_paths(self, self.solution)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Numberlink):
            return NotImplemented
        return self.shape == other.shape and self.canonical() == other.canonical()

    def __hash__(self) -> int:
        return hash((self.shape, self.canonical()))

    def canonical(self) -> frozenset[frozenset[Cell]]:
        """The pairs as a set of cell pairs (labels are names: renaming is the same puzzle)."""
        return frozenset(frozenset(ends) for ends in self.endpoints)


def cell_at(r: int, c: int) -> Cell:
    """Doubled coordinates of cell (r, c)."""
    return (2 * r + 1, 2 * c + 1)


def neighbours(puzzle_or_shape: Numberlink | tuple[int, int], r: int, c: int) -> Iterator[Cell]:
    """The orthogonal neighbour cells of (r, c) inside the grid."""
    h, w = puzzle_or_shape if isinstance(puzzle_or_shape, tuple) else puzzle_or_shape.shape
    return orthogonal_neighbours(r, c, h, w)


def segment(a: Cell, b: Cell) -> Cell:
    """Doubled coordinates of the segment between adjacent cells a and b."""
    return (a[0] + b[0] + 1, a[1] + b[1] + 1)


def edges(shape: tuple[int, int]) -> Iterator[tuple[Cell, Cell]]:
    """Every pair of adjacent cells ((r, c), (r', c')) once, in row-major order."""
    h, w = shape
    for r in range(h):
        for c in range(w):
            if c + 1 < w:
                yield (r, c), (r, c + 1)
            if r + 1 < h:
                yield (r, c), (r + 1, c)


def puzzle_from_paths(width: int, height: int, paths: Sequence[Sequence[Cell]]) -> Numberlink:
    """The puzzle whose pairs are these paths' ends (labels 1, 2, ...), with the paths as its
    known solution."""
    labels = tuple(str(k) for k in range(1, len(paths) + 1))
    return Numberlink(width, height, labels, tuple((p[0], p[-1]) for p in paths),
                      solution=tuple(tuple(p) for p in paths))


def board_from_paths(puzzle: Numberlink, paths: Iterable[Sequence[Cell]]) -> Board:
    """A solved board from one cell path per pair (paths[k] runs between endpoints[k])."""
    board = np.zeros((2 * puzzle.height + 1, 2 * puzzle.width + 1), dtype=np.int32)
    for k, path in enumerate(paths, start=1):
        cells = [(cell[0], cell[1]) for cell in path]
        for cell in cells:
            board[2 * cell[0] + 1, 2 * cell[1] + 1] = k
        for a, b in itertools.pairwise(cells):
            board[segment(a, b)] = k
    return Board(board, puzzle.labels)


def cell_labels(board: np.ndarray) -> np.ndarray:
    """H x W: the label index of each cell of a doubled board."""
    return np.asarray(board)[1::2, 1::2]


def paths_from_board(puzzle: Numberlink, board: np.ndarray) -> tuple[tuple[Cell, ...], ...]:
    """Walk each pair's path from its first endpoint along the drawn segments."""
    board = np.asarray(board)
    h, w = puzzle.shape
    paths = []
    for k, (start, end) in enumerate(puzzle.endpoints, start=1):
        path, previous, current = [start], None, start
        while current != end:
            step = None
            for nb in neighbours((h, w), *current):
                if nb != previous and board[segment(current, nb)] > 0:
                    step = nb
                    break
            if step is None or len(path) > h * w:
                raise ValueError(f"the path of {puzzle.labels[k - 1]!r} is broken")
            previous, current = current, step
            path.append(current)
        paths.append(tuple(path))
    return tuple(paths)


def board_to_rows(board: np.ndarray) -> list[list[str]]:
    """H rows of W strings: the label of the path through each cell, ``.`` when empty,
    ``?`` when not known yet."""
    labels = getattr(board, "labels", ())
    rows = []
    for row in cell_labels(board):
        out = []
        for value in row:
            value = int(value)
            if value > 0:
                out.append(labels[value - 1] if value <= len(labels) else str(value))
            else:
                out.append("." if value == EMPTY else "?")
        rows.append(out)
    return rows


def differing_cells(a: ArrayLike, b: ArrayLike) -> list[tuple[int, int]]:
    """Cells where two doubled boards differ: in the cell, or in a segment beside it (a count
    of the board's cells, not of the doubled grid's entries)."""
    different = np.asarray(a) != np.asarray(b)
    cells = different[1::2, 1::2].copy()
    across, down = different[1::2, 2:-1:2], different[2:-1:2, 1::2]
    cells[:, :-1] |= across
    cells[:, 1:] |= across
    cells[:-1, :] |= down
    cells[1:, :] |= down
    return [(int(r), int(c)) for r, c in zip(*np.nonzero(cells))]


def segment_mask(board: ArrayLike) -> np.ndarray:
    """A 0/1 array of the board's shape: 1 where a line segment is drawn (cells/vertices 0)."""
    board = np.asarray(board)
    mask = np.zeros(board.shape, dtype=np.int8)
    mask[1::2, 2:-1:2] = board[1::2, 2:-1:2] > 0
    mask[2:-1:2, 1::2] = board[2:-1:2, 1::2] > 0
    return mask
