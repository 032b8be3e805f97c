"""Check a nonogram board against the rules: named rules, each with a code that names it, as
the other genres' rules modules (solvers/galaxies/rules.py, solvers/numberlink/rules.py) give
theirs, with the cells that break them.

The rules, not a stored picture, judge a board: any board whose every line shows its clue is
solved, and a line whose filled and crossed cells admit no placement of its clue is broken.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from .linesolve import Contradiction, solve_line
from .model import EMPTY, FILLED, Nonogram, line_clue

# In the order they are checked: rows, then columns.
RULES = {
    "row-clue": "a row whose cells cannot show its clue",
    "column-clue": "a column whose cells cannot show its clue",
}
CODES = ("row-clue", "column-clue")  # by kind: 0 rows, 1 columns


@dataclass(frozen=True)
class Violation:
    code: str
    rule: str  # English, with the line and its clue: "row 3 cannot show its clue 2 1"
    cells: tuple[tuple[int, int], ...]  # (row, col), for the studio to colour
    line: tuple[int, int]  # (kind, index)


def _masks(values: Iterable[int]) -> tuple[int, int]:
    filled = empty = 0
    for i, v in enumerate(values):
        if v == FILLED:
            filled |= 1 << i
        elif v == EMPTY:
            empty |= 1 << i
    return filled, empty


def line_errors(puzzle: Nonogram, board: np.ndarray) -> set:
    """(kind, index) of the lines (0 rows, 1 columns) whose filled and crossed cells admit no
    placement of their clue."""
    bad = set()
    for kind, clues, lines in ((0, puzzle.rows, board), (1, puzzle.cols, board.T)):
        for index, clue in enumerate(clues):
            filled, empty = _masks(lines[index])
            try:
                solve_line(clue, len(lines[index]), filled, empty)
            except Contradiction:
                bad.add((kind, index))
    return bad


def done_lines(puzzle: Nonogram, board: np.ndarray) -> set:
    """(kind, index) of the lines whose filled cells make exactly their clue."""
    done = set()
    for kind, clues, lines in ((0, puzzle.rows, board), (1, puzzle.cols, board.T)):
        for index, clue in enumerate(clues):
            if line_clue(lines[index]) == tuple(clue):
                done.add((kind, index))
    return done


def check(puzzle: Nonogram, board: np.ndarray) -> list[Violation]:
    """Every broken rule of ``board``, rows first, each with its line's cells."""
    out = []
    for kind, index in sorted(line_errors(puzzle, board)):
        clue = (puzzle.rows if kind == 0 else puzzle.cols)[index]
        cells = tuple((index, c) for c in range(puzzle.width)) if kind == 0 else \
            tuple((r, index) for r in range(puzzle.height))
        shown = " ".join(map(str, clue)) or "0"
        name = ("row", "column")[kind]
        out.append(Violation(CODES[kind], f"{name} {index + 1} cannot show its clue {shown}", cells, (kind, index)))
    return out
