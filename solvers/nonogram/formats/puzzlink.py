"""puzz.link nonogram URLs and pzprjs's pzprv3 nonogram files (solvers/pzprjs.py).

pzprjs keeps the clues in "excells" outside the grid: for a W x H puzzle, (H+1)//2 clue places
above each column and (W+1)//2 left of each row. URL (``nonogram/W/H/BODY``): those places as
numbers (pzprjs's Number16 encoding), first every column's places, then every row's, each line's
place next to the grid first; so a clue ``2 1`` of a column is written ``12`` and padded with a
skip. pzprv3: the whole (H+1)//2 + H lines of (W+1)//2 + W entries, clues as numbers, cells
``#`` (filled), ``+`` (marked empty) or ``.``.
"""

from __future__ import annotations

import numpy as np

from ... import pzprjs
from ...errors import PuzzleFormatError
from ..model import Nonogram, line_clue
from .common import check_size, validate

GENRES = ("nonogram",)


def _depths(width: int, height: int) -> tuple[int, int]:
    """(clue places per column, clue places per row)."""
    return (height + 1) // 2, (width + 1) // 2


def _clue(places: list[int | None], what: str, line: int | None) -> tuple[int, ...]:
    """A line's clue from its places (next to the grid first): read outwards, reversed."""
    numbers = []
    for value in places:
        if value == -2:
            raise PuzzleFormatError(f"{what} has a '?' clue; a nonogram here needs its numbers", line)
        if value:  # None (no number) and 0 (an empty line) add nothing
            numbers.append(value)
    return tuple(reversed(numbers))


def _places(clue: tuple[int, ...], depth: int) -> list[int | None]:
    return [*reversed(clue), *[None] * (depth - len(clue))]


def read(text: str) -> Nonogram:
    line = pzprjs.first_line(text)
    if not line:
        raise PuzzleFormatError("empty file")
    link = pzprjs.parse_url(line, GENRES, 1)
    width, height = link.cols, link.rows
    check_size(width, height, 1)
    deep_cols, deep_rows = _depths(width, height)
    total = width * deep_cols + height * deep_rows
    values, rest = pzprjs.decode_number16(link.body, total, 1)
    if rest:
        raise PuzzleFormatError(f"the URL body goes on past the {total} clue places of a "
                                f"{width}x{height} nonogram ({rest[:20]!r} left)", 1)
    cols = tuple(_clue(values[x * deep_cols:(x + 1) * deep_cols], f"column {x + 1}", 1)
                 for x in range(width))
    start = width * deep_cols
    rows = tuple(_clue(values[start + y * deep_rows:start + (y + 1) * deep_rows], f"row {y + 1}", 1)
                 for y in range(height))
    return validate(Nonogram(rows, cols))


def write(puzzle: Nonogram) -> str:
    deep_cols, deep_rows = _depths(puzzle.width, puzzle.height)
    values = [v for clue in puzzle.cols for v in _places(clue, deep_cols)]
    values += [v for clue in puzzle.rows for v in _places(clue, deep_rows)]
    body = pzprjs.encode_number16(values)
    return pzprjs.compose_url("nonogram", puzzle.width, puzzle.height, body) + "\n"


def read_pzprv3(text: str) -> Nonogram:
    """A pzprv3 nonogram file; the filled cells become the goal when they agree with every clue."""
    if not pzprjs.first_line(text):
        raise PuzzleFormatError("empty file")
    file = pzprjs.parse_file(text, GENRES)
    width, height = file.cols, file.rows
    check_size(width, height, 3)
    deep_cols, deep_rows = _depths(width, height)
    grid = [pzprjs.tokens(row, deep_rows + width, f"line {i + 1} of the grid", i + 5)
            for i, row in enumerate(file.take(0, deep_cols + height, "grid of clues and cells"))]
    numbers = [[_file_number(tok, i + 5) for tok in row] for i, row in enumerate(grid)]
    cols = []
    for x in range(width):  # line 0 is the farthest from the grid
        places = [numbers[deep_cols - 1 - k][deep_rows + x] for k in range(deep_cols)]
        cols.append(_clue(places, f"column {x + 1}", 5))
    rows = []
    picture = np.zeros((height, width), dtype=np.int8)
    for y in range(height):
        row = numbers[deep_cols + y]
        rows.append(_clue([row[deep_rows - 1 - k] for k in range(deep_rows)], f"row {y + 1}", deep_cols + y + 5))
        for x, tok in enumerate(grid[deep_cols + y][deep_rows:]):
            if tok not in ("#", "+", "."):
                raise PuzzleFormatError(f"a cell of the grid is {tok!r} (use #, + or .)", deep_cols + y + 5)
            picture[y, x] = tok == "#"
    puzzle = validate(Nonogram(tuple(rows), tuple(cols)))
    if picture.any() and all(line_clue(r) == c for r, c in zip(picture, puzzle.rows)) and all(
            line_clue(col) == c for col, c in zip(picture.T, puzzle.cols)):
        puzzle = Nonogram(puzzle.rows, puzzle.cols, goal=picture)
    return puzzle


def _file_number(token: str, line: int) -> int | None:
    """A clue place of the file: '.', a number, 'cN' (pzprjs's crossed-out number) or '-' /
    a cell character (None)."""
    token = token.removeprefix("c")
    if token.isascii() and token.isdigit():
        if len(token) > 9:
            raise PuzzleFormatError(f"the clue {token[:12]}... is too long", line)
        return int(token)
    return None


def write_pzprv3(puzzle: Nonogram) -> str:
    """The puzzle as pzprjs saves it: clues next to the grid, the cells open (no answer)."""
    deep_cols, deep_rows = _depths(puzzle.width, puzzle.height)
    lines = []
    for j in range(deep_cols):
        k = deep_cols - 1 - j
        items = ["."] * deep_rows
        for clue in puzzle.cols:
            places = _places(clue, deep_cols)
            items.append("." if places[k] is None else str(places[k]))
        lines.append(pzprjs.token_line(items))
    for clue in puzzle.rows:
        places = _places(clue, deep_rows)
        items = ["." if places[deep_rows - 1 - i] is None else str(places[deep_rows - 1 - i])
                 for i in range(deep_rows)]
        lines.append(pzprjs.token_line(items + ["."] * puzzle.width))
    return pzprjs.compose_file("nonogram", puzzle.height, puzzle.width, lines)
