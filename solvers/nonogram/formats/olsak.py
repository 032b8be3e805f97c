"""Olsak's .g format (his grid solver; pbnsolve's examples): free text, then a line starting
with ``:`` opens the row clues, one a line; the next ``:`` line opens the column clues; a third
``:`` line ends them (what follows is free text again). A blank line is an empty clue (pbnsolve
refuses ``0``, we read it too). ``#d`` declares colours (a colour puzzle, refused unless it
declares only the background ``0`` and the default ``1``) and ``#t`` a triddler (refused)."""

from __future__ import annotations

import re

from ...errors import PuzzleFormatError
from ..model import Nonogram
from .common import SourceLines, one_line, parse_clue, split_lines, validate

_COLOUR_DECLARATION = re.compile(r"\s*(\S):")


def is_g(lines: list[str]) -> bool:
    """Two lines that start with ``:`` (the row and the column headers)."""
    return sum(1 for line in lines if line.startswith(":")) >= 2


def read(text: str) -> Nonogram:
    lines = split_lines(text)
    if not any(line.strip() for line in lines):
        raise PuzzleFormatError("empty file")
    index = 0
    while index < len(lines) and not lines[index].startswith(":"):
        line = lines[index]
        if line[:2].lower() == "#t":
            raise PuzzleFormatError("triddlers are not supported (only square-grid nonograms)", index + 1)
        if line[:2].lower() == "#d":
            index = _declarations(lines, index + 1)
            continue
        index += 1
    if index == len(lines):
        raise PuzzleFormatError("no ':' line: an Olsak .g file opens its row clues with a line starting ':'")
    rows, row_lines, index = _section(lines, index + 1, "row")
    if index == len(lines):
        raise PuzzleFormatError("no ':' line after the row clues to open the column clues", len(lines))
    cols, col_lines, end = _section(lines, index + 1, "column")
    if end == len(lines):  # no closing ':': trailing blank lines are the file's end, not clues
        while cols and not cols[-1] and not lines[col_lines[-1] - 1].strip():
            cols, col_lines = cols[:-1], col_lines[:-1]
    if not rows or not cols:
        raise PuzzleFormatError(f"no {'row' if not rows else 'column'} clues", index + 1)
    return validate(Nonogram(rows, cols), SourceLines(rows=row_lines, cols=col_lines))


def _declarations(lines: list[str], index: int) -> int:
    """Skip the colour declarations after ``#d`` up to the ``:`` line; refuse a colour."""
    while index < len(lines) and not lines[index].startswith(":"):
        match = _COLOUR_DECLARATION.match(lines[index])
        if match and match.group(1) not in "01":
            raise PuzzleFormatError(
                f"colour nonograms are not supported (colour {match.group(1)!r} is declared)", index + 1)
        index += 1
    return index


def _section(lines: list[str], index: int, kind: str) -> tuple[tuple, list[int], int]:
    clues: list[tuple[int, ...]] = []
    numbers: list[int] = []
    while index < len(lines) and not lines[index].startswith(":"):
        tokens = lines[index].split()
        what = f"{kind} {len(clues) + 1}"
        for token in tokens:
            if re.fullmatch(r"[0-9]+\D+", token):
                raise PuzzleFormatError(f"{what}: colour clues like {token!r} are not supported", index + 1)
        clues.append(parse_clue(tokens, what, index + 1))
        numbers.append(index + 1)
        index += 1
    return tuple(clues), numbers, index


def write(puzzle: Nonogram) -> str:
    title = one_line(puzzle.title)
    out = [title] if title and title[0] not in ":#" else []
    out.append(": rows")
    out += [" ".join(map(str, c)) for c in puzzle.rows]
    out.append(": columns")
    out += [" ".join(map(str, c)) for c in puzzle.cols]
    out.append(":")
    return "\n".join(out) + "\n"
