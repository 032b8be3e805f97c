"""What every nonogram format shares: validation with line numbers in its errors, and the small
parsers (lines, numbers, clues) the readers are built from."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

import numpy as np

from ...errors import PuzzleFormatError
from ..model import MAX_SIZE, Clue, Nonogram, line_clue

# Picture characters. '#' is what board_to_strings writes; 'X'/'1' and '-'/'0' are the
# other common hand-drawn spellings.
FILLED_CHARS = "#X1"
EMPTY_CHARS = ".-0"

_NUMBER = re.compile(r"[0-9]+")
_MAX_DIGITS = 9  # no clue or size needs more; longer digit strings would only be junk


@dataclass(frozen=True)
class SourceLines:
    """Where the parts of a puzzle came from in its text (1-based line numbers).

    Readers pass this to ``validate`` so that its errors can name the offending line.
    """

    size: int | None = None
    rows: Sequence[int | None] = ()
    cols: Sequence[int | None] = ()
    goal: int | None = None


def validate(puzzle: Nonogram, lines: SourceLines | None = None) -> Nonogram:
    """Check a puzzle is well formed and return it; raise ``PuzzleFormatError`` if not.

    Checks: size within 1..MAX_SIZE; every clue number a positive int; every clue fits its
    line; row and column clues fill the same number of cells; the goal (if any) has the
    puzzle's shape, holds only 0/1 and agrees with every clue.
    """
    lines = lines or SourceLines()
    check_size(puzzle.width, puzzle.height, lines.size)
    sides: tuple[tuple[str, tuple[Clue, ...], int, Sequence[int | None]], ...] = (
        ("row", puzzle.rows, puzzle.width, lines.rows),
        ("column", puzzle.cols, puzzle.height, lines.cols),
    )
    for kind, clues, length, where in sides:
        for index, clue in enumerate(clues):
            _check_clue(clue, kind, index, length, _nth(where, index))
    _check_totals(puzzle)
    if puzzle.goal is not None:
        _check_goal(puzzle, lines.goal)
    return puzzle


T = TypeVar("T")


def _nth(items: Sequence[T], index: int) -> T | None:
    return items[index] if index < len(items) else None


def check_dimension(name: str, value: int, line: int | None) -> None:
    if value < 1:
        raise PuzzleFormatError(f"{name} must be at least 1, got {value}", line)
    if value > MAX_SIZE:
        raise PuzzleFormatError(f"{name} {value} is more than the maximum {MAX_SIZE}", line)


def check_size(width: int, height: int, line: int | None) -> None:
    check_dimension("width", width, line)
    check_dimension("height", height, line)


def is_int(value: object) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def _check_clue(clue: Clue, kind: str, index: int, length: int, line: int | None) -> None:
    where = f"{kind} {index + 1}"
    for number in clue:
        if not is_int(number) or number < 1:
            raise PuzzleFormatError(
                f"{where}: clue numbers must be positive whole numbers, got {number!r}", line
            )
    need = sum(clue) + len(clue) - 1
    if need > length:
        raise PuzzleFormatError(
            f"{where} clue {clue_text(clue)} needs {_short_number(need)} cells but the {kind} has {length}",
            line,
        )


def _check_totals(puzzle: Nonogram) -> None:
    by_rows = sum(sum(clue) for clue in puzzle.rows)
    by_cols = sum(sum(clue) for clue in puzzle.cols)
    if by_rows != by_cols:
        raise PuzzleFormatError(
            f"the row clues fill {by_rows} cells but the column clues fill {by_cols}"
        )


def _check_goal(puzzle: Nonogram, line: int | None) -> None:
    goal = np.asarray(puzzle.goal)
    if goal.shape != puzzle.shape:
        got = f"{goal.shape[1]}x{goal.shape[0]}" if goal.ndim == 2 else f"shape {goal.shape}"
        raise PuzzleFormatError(
            f"the goal picture is {got} but the puzzle is {puzzle.width}x{puzzle.height}", line
        )
    if not np.isin(goal, (0, 1)).all():
        raise PuzzleFormatError("the goal picture may only hold 0 and 1", line)
    for kind, clues, picture_lines in (("row", puzzle.rows, goal), ("column", puzzle.cols, goal.T)):
        for index, (clue, cells) in enumerate(zip(clues, picture_lines)):
            drawn = line_clue(cells)
            if drawn != tuple(clue):
                raise PuzzleFormatError(
                    f"the goal's {kind} {index + 1} reads {clue_text(drawn)} "
                    f"but its clue is {clue_text(clue)}",
                    line,
                )


def clue_text(clue: Clue) -> str:
    """A clue for an error message; absurd numbers (a JSON file may hold 4300-digit ones)
    shortened so that the message still says what is wrong."""
    return " ".join(_short_number(n) for n in clue) if len(clue) else "0 (empty)"


def _short_number(number: int) -> str:
    return str(number) if number < 10 ** 9 else ">10^9"


def split_lines(text: str) -> list[str]:
    """Lines of the text, accepting \\n, \\r\\n and \\r; a leading BOM is dropped.

    (str.splitlines would also split on form feeds and other rare separators, which
    would shift the line numbers we report.)
    """
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if lines[-1] == "":  # the newline ending the last line does not start another line
        lines.pop()
    return lines


def first_content_line(lines: list[str]) -> int | None:
    """Index of the first non-blank line, or None for an empty text."""
    for index, line in enumerate(lines):
        if line.strip():
            return index
    return None


def parse_number(token: str, what: str, line: int | None) -> int:
    if not _NUMBER.fullmatch(token):
        shown = "an empty item" if token == "" else repr(token)
        raise PuzzleFormatError(f"{what}: {shown} is not a number", line)
    if len(token) > _MAX_DIGITS:
        raise PuzzleFormatError(f"{what}: {token} is too large", line)
    return int(token)


def parse_clue(tokens: Sequence[str], what: str, line: int | None) -> Clue:
    """Numbers of one line clue; no tokens or a lone ``0`` mean an empty line."""
    if len(tokens) == 0 or (len(tokens) == 1 and tokens[0] == "0"):
        return ()
    return tuple(parse_number(token, what, line) for token in tokens)


def line_name(kind: str, index: int) -> str:
    return f"{kind} {index + 1}"


def goal_strings(goal: np.ndarray) -> list[str]:
    return ["".join("#" if v else "." for v in row) for row in np.asarray(goal)]


def clue_block(lines: list[str], start: int, end: int, need: int, kind: str, what: str,
               split: str = r"[\s,]+") -> tuple[tuple[Clue, ...], list[int]]:
    """The ``need`` clue lines of ``lines[start:end]``, one clue a line (blank or ``0``: an
    empty line), with their 1-based line numbers. Surplus blank lines at the ends of the block
    are separators, not clues; any other difference in count is an error naming ``what`` (the
    block, e.g. "the row clues")."""
    first, last = start, end
    while last - first > need and not lines[last - 1].strip():
        last -= 1
    while last - first > need and not lines[first].strip():
        first += 1
    if last - first != need:
        where = start + 1 if start < len(lines) else max(len(lines), 1)
        raise PuzzleFormatError(f"{what}: expected {need} lines but found {last - first}", where)
    clues = tuple(
        parse_clue([t for t in re.split(split, lines[i].strip()) if t], line_name(kind, n), i + 1)
        for n, i in enumerate(range(first, last))
    )
    return clues, [i + 1 for i in range(first, last)]


def single_number(line: str) -> bool:
    return bool(_NUMBER.fullmatch(line.strip()))


def content_lines(text: str) -> tuple[list[str], int]:
    """The lines of a text and the index of its first non-blank one; "empty file" if none."""
    lines = split_lines(text)
    first = first_content_line(lines)
    if first is None:
        raise PuzzleFormatError("empty file")
    return lines, first


def one_line(text: str) -> str:
    """Metadata as one line of printable characters, runs of white space made one space: what
    the line-based formats (and XML, which forbids control characters) can carry."""
    return " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())
