"""Simon Tatham's Pattern game IDs: ``WxH:`` column clues then row clues, groups separated by
``/``, numbers inside a group by ``.``; one ID per line."""

from __future__ import annotations

import re

from ...errors import PuzzleFormatError
from ...tatham_text import SEED, is_seed, seed_error  # noqa: F401 (SEED: detection's)
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

ID = re.compile(r"(\d+)(?:x(\d+))?:(.*)", re.ASCII)


def read(text: str) -> Nonogram:
    lines = split_lines(text)
    first = first_content_line(lines)
    if first is None:
        raise PuzzleFormatError("empty file")
    return _parse_sgt_id(lines[first], first + 1)


def read_sgt_lines(text: str) -> list[Nonogram]:
    """Every Tatham Pattern game ID in a text, one per non-blank line."""
    return [
        _parse_sgt_id(line, index + 1)
        for index, line in enumerate(split_lines(text))
        if line.strip()
    ]


def read_sgt_list(text: str) -> list[tuple[str, Nonogram]]:
    """The batch format ``sgt-list``: every game ID of a text, named by its place (1, 2, ...)."""
    return [(str(index + 1), puzzle) for index, puzzle in enumerate(read_sgt_lines(text))]


def _parse_sgt_id(line: str, number: int) -> Nonogram:
    text = line.strip()
    match = ID.fullmatch(text)
    if not match:
        if is_seed(text):
            raise seed_error(text, "Pattern", "'5x5:1/2.1/...'", line=number)
        raise PuzzleFormatError(
            f"a Pattern game ID looks like '5x5:1/2.1/...', got {text[:40]!r}", number
        )
    width = parse_number(match.group(1), "width", number)
    height = parse_number(match.group(2), "height", number) if match.group(2) else width
    check_size(width, height, number)
    # A ',...' suffix pre-fills some cells as extra hints; the model has no place for them.
    groups = match.group(3).split(",", 1)[0].split("/")
    if len(groups) != width + height:
        raise PuzzleFormatError(
            f"expected {width + height} clues ({width} columns + {height} rows) "
            f"but found {len(groups)}",
            number,
        )
    kinds = [("column", c) for c in range(width)] + [("row", r) for r in range(height)]
    clues = [
        parse_clue(group.split(".") if group else [], line_name(kind, n), number)
        for (kind, n), group in zip(kinds, groups)
    ]
    puzzle = Nonogram(tuple(clues[width:]), tuple(clues[:width]))
    return validate(puzzle, SourceLines(number, [number] * height, [number] * width))


def write(puzzle: Nonogram) -> str:
    # Tatham writes an empty clue as nothing between two slashes (his reader rejects "0").
    groups = [".".join(map(str, c)) for c in puzzle.cols + puzzle.rows]
    return f"{puzzle.width}x{puzzle.height}:" + "/".join(groups) + "\n"
