"""The nonogram puzzle (immutable clues) and its board state (a numpy array of three values)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import numpy as np

UNKNOWN = -1
EMPTY = 0
FILLED = 1

MAX_SIZE = 200

Clue = tuple[int, ...]


@dataclass(frozen=True, eq=False)
class Nonogram:
    """Row and column clues, an optional goal picture (0/1 array) and metadata."""

    rows: tuple[Clue, ...]
    cols: tuple[Clue, ...]
    goal: np.ndarray | None = None
    title: str = ""
    author: str = ""
    license: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.cols)

    @property
    def shape(self) -> tuple[int, int]:
        return (self.height, self.width)

    def empty_board(self) -> np.ndarray:
        return np.full(self.shape, UNKNOWN, dtype=np.int8)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Nonogram):
            return NotImplemented
        return self.rows == other.rows and self.cols == other.cols

    def __hash__(self) -> int:
        return hash((self.rows, self.cols))


def line_clue(line: Iterable[int]) -> Clue:
    """The run lengths of filled cells in one line (an empty clue for an empty line)."""
    if isinstance(line, np.ndarray) and line.ndim == 1:
        return runs_of(line == FILLED)
    runs, count = [], 0
    for value in line:
        if value == FILLED:
            count += 1
        elif count:
            runs.append(count)
            count = 0
    if count:
        runs.append(count)
    return tuple(runs)


def runs_of(filled: np.ndarray) -> Clue:
    """The run lengths of a boolean line: its bytes split at the empty cells (b"\\x00"). A
    loop over numpy's cells cost about 0.5 us a cell, the most of a small generated puzzle
    (issue 36); this is about 1 us a line."""
    return tuple(len(run) for run in filled.tobytes().split(b"\x00") if run)


def picture_clues(picture: np.ndarray) -> tuple[tuple[Clue, ...], tuple[Clue, ...]]:
    """The row and column clues of a 2-D board: line_clue of each row and column."""
    filled = picture == FILLED
    return tuple(runs_of(row) for row in filled), tuple(runs_of(col) for col in filled.T)


def satisfies(puzzle: Nonogram, board: np.ndarray) -> bool:
    """True when a fully known board matches every row and column clue."""
    board = np.asarray(board)
    if board.shape != puzzle.shape or (board == UNKNOWN).any():
        return False
    return all(line_clue(board[r]) == puzzle.rows[r] for r in range(puzzle.height)) and all(
        line_clue(board[:, c]) == puzzle.cols[c] for c in range(puzzle.width)
    )


def board_to_strings(board: np.ndarray) -> list[str]:
    """Rows as strings: ``#`` filled, ``.`` empty, ``?`` unknown."""
    chars = {FILLED: "#", EMPTY: ".", UNKNOWN: "?"}
    return ["".join(chars[int(v)] for v in row) for row in np.asarray(board)]


def board_from_strings(lines: list[str]) -> np.ndarray:
    values = {"#": FILLED, ".": EMPTY, "?": UNKNOWN}
    return np.array([[values[ch] for ch in line] for line in lines], dtype=np.int8)
