"""The answer drawn as text: ``#`` filled, ``.`` empty, one line per row; the clues are derived."""

from __future__ import annotations

import numpy as np

from ...errors import PuzzleFormatError
from ..derive import clues_from_picture
from ..model import Nonogram
from .common import EMPTY_CHARS, FILLED_CHARS, check_size, first_content_line, goal_strings, split_lines, validate


def read(text: str) -> Nonogram:
    lines = [line.rstrip() for line in split_lines(text)]
    first = first_content_line(lines)
    if first is None:
        raise PuzzleFormatError("empty file")
    last = max(i for i, line in enumerate(lines) if line)
    rows = lines[first : last + 1]
    width = len(rows[0])
    check_size(width, len(rows), first + 1)
    for offset, row in enumerate(rows):
        _check_picture_row(row, width, first + offset + 1)
    picture = np.array([[ch in FILLED_CHARS for ch in row] for row in rows], dtype=np.int8)
    return validate(clues_from_picture(picture))


def _check_picture_row(row: str, width: int, number: int) -> None:
    for column, ch in enumerate(row):
        if ch not in FILLED_CHARS and ch not in EMPTY_CHARS:
            raise PuzzleFormatError(
                f"unknown character {ch!r} at column {column + 1} "
                f"(use '#' for filled, '.' for empty)",
                number,
            )
    if len(row) != width:
        raise PuzzleFormatError(
            f"ragged picture: this row has {len(row)} cells but the first has {width}", number
        )


def write(puzzle: Nonogram) -> str:
    if puzzle.goal is None:
        raise PuzzleFormatError("picture format needs a goal picture")
    return "\n".join(goal_strings(puzzle.goal)) + "\n"
