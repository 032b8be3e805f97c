"""The CWD format of Meshcheryakov's QNonograms and Sukhoy's solver, as pbnsolve documents it
(doc/input.md): the height on one line, the width on the next, the row clues one a line, a blank
line, then the column clues. An empty clue is ``0``."""

from __future__ import annotations

from ...errors import PuzzleFormatError
from ..model import Nonogram
from .common import (
    SourceLines,
    check_size,
    clue_block,
    content_lines,
    parse_number,
    single_number,
    validate,
)


def is_cwd(lines: list[str], first: int) -> bool:
    """Two lines of one number each, then that many row lines and a blank line: a picture of
    0s and 1s has no blank line inside (that is what tells the two apart)."""
    if first + 1 >= len(lines) or not (single_number(lines[first]) and single_number(lines[first + 1])):
        return False
    height = int(lines[first].strip()[:9])
    blank = first + 2 + height
    return blank < len(lines) and not lines[blank].strip()


def read(text: str) -> Nonogram:
    lines, first = content_lines(text)
    if first + 1 >= len(lines):
        raise PuzzleFormatError("the file ends after the height: the width comes on the next line", first + 1)
    height = parse_number(lines[first].strip(), "height", first + 1)
    width = parse_number(lines[first + 1].strip(), "width", first + 2)
    check_size(width, height, first + 1)
    start = first + 2
    blank = start + height
    if blank > len(lines):
        raise PuzzleFormatError(f"the row clues: expected {height} lines but found {len(lines) - start}", len(lines))
    if blank == len(lines) or lines[blank].strip():
        raise PuzzleFormatError("expected a blank line between the row and the column clues", blank + 1)
    rows, row_lines = clue_block(lines, start, blank, height, "row", "the row clues")
    cols, col_lines = clue_block(lines, blank + 1, len(lines), width, "column", "the column clues")
    return validate(Nonogram(rows, cols), SourceLines(size=first + 1, rows=row_lines, cols=col_lines))


def write(puzzle: Nonogram) -> str:
    out = [str(puzzle.height), str(puzzle.width)]
    out += [" ".join(map(str, c)) or "0" for c in puzzle.rows]
    out.append("")
    out += [" ".join(map(str, c)) or "0" for c in puzzle.cols]
    return "\n".join(out) + "\n"
