"""The rules every numberlink puzzle read obeys (``validate``): apart from the formats
(formats.py) so that the readers of its own files (adc_answer.py, flow_pack.py), which
formats.py lists, check their puzzles without importing formats.py back."""

from __future__ import annotations

import itertools

from ..errors import PuzzleFormatError
from ..textfiles import is_ascii_number
from .model import MAX_SIZE, Cell, Numberlink, board_from_paths
from .rules import check


def validate(puzzle: Numberlink, line: int | None = None) -> Numberlink:
    """Sizes 1..MAX_SIZE, distinct labels, two distinct cells inside the grid per pair, no cell
    used twice, and a given solution that obeys the rules (``nikoli``: cells may stay empty)."""
    for name, value in (("width", puzzle.width), ("height", puzzle.height)):
        if not isinstance(value, int) or not 1 <= value <= MAX_SIZE:
            raise PuzzleFormatError(f"{name} must be 1..{MAX_SIZE}, not {value}", line)
    if not puzzle.labels:
        raise PuzzleFormatError("the puzzle has no pairs of numbers", line)
    if len(set(puzzle.labels)) != len(puzzle.labels):
        raise PuzzleFormatError("a label names two pairs", line)
    for label in puzzle.labels:
        if unicode_number(str(label)):
            raise PuzzleFormatError(f"label {label!r}: a number label uses the digits 0-9", line)
    used: dict[Cell, str] = {}
    for label, ends in zip(puzzle.labels, puzzle.endpoints):
        if len(ends) != 2 or ends[0] == ends[1]:
            raise PuzzleFormatError(f"label {label!r} needs two different cells", line)
        for r, c in ends:
            if not (0 <= r < puzzle.height and 0 <= c < puzzle.width):
                raise PuzzleFormatError(
                    f"label {label!r} at (row {r}, column {c}) is outside the "
                    f"{puzzle.width}x{puzzle.height} grid", line)
            if (r, c) in used:
                raise PuzzleFormatError(
                    f"labels {used[(r, c)]!r} and {label!r} share the cell (row {r}, column {c})", line)
            used[(r, c)] = label
    if puzzle.solution is not None:
        _check_solution(puzzle, puzzle.solution, line)
    return puzzle


def unicode_number(label: str) -> bool:
    """A label such as '³' or '٣': str.isdigit() takes it for a number, int() refuses it or
    reads another number than people see. Refused, so that no code trusting isdigit trips."""
    return label.isdigit() and not is_ascii_number(label)


def _check_solution(puzzle: Numberlink, solution: tuple[tuple[Cell, ...], ...], line: int | None) -> None:
    """``solution``: the puzzle's own."""
    if len(solution) != puzzle.pairs:
        raise PuzzleFormatError(f"the solution has {len(solution)} paths for {puzzle.pairs} pairs", line)
    for label, ends, path in zip(puzzle.labels, puzzle.endpoints, solution):
        for r, c in path:
            if not (0 <= r < puzzle.height and 0 <= c < puzzle.width):
                raise PuzzleFormatError(f"the solution's path of {label!r} leaves the grid at {[r, c]}", line)
        if not path or {path[0], path[-1]} != set(ends):
            raise PuzzleFormatError(f"the solution's path of {label!r} does not join its two cells", line)
        for a, b in itertools.pairwise(path):
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
                raise PuzzleFormatError(f"the solution's path of {label!r} jumps from {list(a)} to {list(b)}", line)
    problems = check(puzzle, board_from_paths(puzzle, solution), "nikoli")
    cells = [c for path in solution for c in path]
    if problems or len(cells) != len(set(cells)):
        what = problems[0].rule if problems else "two paths share a cell"
        raise PuzzleFormatError(f"the solution breaks the rules: {what}", line)
