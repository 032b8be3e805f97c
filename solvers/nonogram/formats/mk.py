"""Olsak's .mk format, as pbnsolve documents it (doc/input.md): ``H W`` (height first), the H row
clues one a line, a line ``#``, then the W column clues. An empty clue is ``0`` (pbnsolve also
takes a blank line)."""

from __future__ import annotations

from ...errors import PuzzleFormatError
from ..model import Nonogram
from .common import SourceLines, check_size, clue_block, content_lines, parse_number, validate


def is_mk(lines: list[str], first: int) -> bool:
    """A ``H W`` first line and a lone ``#`` line: what tells .mk from .nin (``W H``, no ``#``)."""
    return len(lines[first].split()) == 2 and any(line.strip() == "#" for line in lines[first + 1:])


def read(text: str) -> Nonogram:
    lines, first = content_lines(text)
    tokens = lines[first].split()
    if len(tokens) != 2:
        raise PuzzleFormatError(f"the first line must be 'height width', got {lines[first].strip()!r}", first + 1)
    height, width = (parse_number(t, "size", first + 1) for t in tokens)
    check_size(width, height, first + 1)
    separators = [i for i in range(first + 1, len(lines)) if lines[i].strip() == "#"]
    if not separators:
        raise PuzzleFormatError("no '#' line between the row and the column clues")
    sep = separators[0]
    rows, row_lines = clue_block(lines, first + 1, sep, height, "row", "the row clues")
    cols, col_lines = clue_block(lines, sep + 1, len(lines), width, "column", "the column clues")
    return validate(Nonogram(rows, cols), SourceLines(size=first + 1, rows=row_lines, cols=col_lines))


def write(puzzle: Nonogram) -> str:
    out = [f"{puzzle.height} {puzzle.width}"]
    out += [" ".join(map(str, c)) or "0" for c in puzzle.rows]
    out.append("#")
    out += [" ".join(map(str, c)) or "0" for c in puzzle.cols]
    return "\n".join(out) + "\n"
