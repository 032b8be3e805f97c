"""Jakub Wilk's .nin format: ``W H``, then H row clues, then W column clues, one per line."""

from __future__ import annotations

from ...errors import PuzzleFormatError
from ..model import Nonogram
from .common import (
    SourceLines,
    check_size,
    first_content_line,
    line_name,
    parse_clue,
    parse_number,
    split_lines,
    validate,
)


def read(text: str) -> Nonogram:
    lines = split_lines(text)
    first = first_content_line(lines)
    if first is None:
        raise PuzzleFormatError("empty file")
    width, height = _nin_header(lines[first], first + 1)
    body = list(range(first + 1, len(lines)))
    need = width + height
    while len(body) > need and not lines[body[-1]].strip():  # trailing blank lines
        body.pop()
    if len(body) < need:
        raise PuzzleFormatError(
            f"expected {need} clue lines ({height} rows + {width} columns) "
            f"but the file has {len(body)}",
            len(lines),
        )
    if len(body) > need:
        raise PuzzleFormatError(
            f"more than {need} clue lines ({height} rows + {width} columns)", body[need] + 1
        )
    kinds = [("row", r) for r in range(height)] + [("column", c) for c in range(width)]
    clues = [
        parse_clue(lines[i].split(), line_name(kind, n), i + 1)
        for (kind, n), i in zip(kinds, body)
    ]
    numbers = [i + 1 for i in body]
    puzzle = Nonogram(tuple(clues[:height]), tuple(clues[height:]))
    where = SourceLines(size=first + 1, rows=numbers[:height], cols=numbers[height:])
    return validate(puzzle, where)


def _nin_header(line: str, number: int) -> tuple[int, int]:
    tokens = line.split()
    if len(tokens) != 2:
        raise PuzzleFormatError(
            f"the first line must be 'width height', got {line.strip()!r}", number
        )
    width, height = (parse_number(t, "size", number) for t in tokens)
    check_size(width, height, number)
    return width, height


def write(puzzle: Nonogram) -> str:
    out = [f"{puzzle.width} {puzzle.height}"]
    out += [" ".join(map(str, c)) or "0" for c in puzzle.rows + puzzle.cols]
    return "\n".join(out) + "\n"
