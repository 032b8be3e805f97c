"""Check a numberlink board against the rules: named rules with codes, each with its cells.

Rule sets (``RULE_SETS``): ``fill`` (every cell carries a line: Flow Free, Janko's Arukone)
and ``nikoli`` (cells may stay empty). The check looks only at the drawn segments, so it is
independent of how a solver labelled the cells; a cell label that disagrees with its path
is reported too (``wrong-label``).

Cells in a violation are in puzzle coordinates (row, col), 0-based.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from ..grid import components
from .model import Cell, Numberlink, neighbours, segment

RULE_SETS = ("fill", "nikoli")

# Broken paths and empty cells are what an unfinished board looks like; these never are.
ALWAYS_WRONG = ("branch", "joined", "loop")
UNFINISHED = ("broken-path", "empty-cell")

RULES = {
    "branch": "a path branches (a cell with more than two lines, or a number with more than one)",
    "broken-path": "a path is broken (a number without a line, or a line that ends in an ordinary cell)",
    "joined": "two different numbers are joined",
    "empty-cell": "a cell is empty (every cell must be used under 'fill')",
    "loop": "a loop is not attached to any pair",
    "wrong-label": "a cell's label is not the label of the path through it",
}


@dataclass(frozen=True)
class Violation:
    code: str
    cells: tuple[tuple[int, int], ...]

    @property
    def rule(self) -> str:
        return RULES[self.code]


def check_rules_name(rules: str | None) -> str:
    rules = rules or "fill"
    if rules not in RULE_SETS:
        raise ValueError(f"unknown rules {rules!r}; choose one of {', '.join(RULE_SETS)}")
    return rules


def check(puzzle: Numberlink, board: ArrayLike, rules: str = "fill") -> list[Violation]:
    """Every rule the board breaks (an empty list: the board is a solution)."""
    rules = check_rules_name(rules)
    board = np.asarray(board)
    h, w = puzzle.shape
    grid = puzzle.grid()
    links = {}
    for r in range(h):
        for c in range(w):
            links[(r, c)] = [nb for nb in neighbours((h, w), r, c) if board[segment((r, c), nb)] > 0]
    found: list[Violation] = []
    branch = [cell for cell, nbs in links.items() if len(nbs) > (1 if grid[cell] else 2)]
    if branch:
        found.append(Violation("branch", tuple(branch)))
    dangling = [cell for cell, nbs in links.items()
                if (grid[cell] and not nbs) or (not grid[cell] and len(nbs) == 1)]
    if dangling:
        found.append(Violation("broken-path", tuple(dangling)))
    if rules == "fill":
        empty = [cell for cell, nbs in links.items() if not grid[cell] and not nbs]
        if empty:
            found.append(Violation("empty-cell", tuple(empty)))
    wrong = []
    for component in _components(links):
        numbers = {int(grid[cell]) for cell in component if grid[cell]}
        if not numbers:
            if all(len(links[cell]) == 2 for cell in component):  # else: a broken fragment
                found.append(Violation("loop", tuple(sorted(component))))
        elif len(numbers) > 1:
            found.append(Violation("joined", tuple(sorted(component))))
        else:
            (k,) = numbers
            wrong += [cell for cell in component if board[2 * cell[0] + 1, 2 * cell[1] + 1] not in (k, -1)]
    if wrong:
        found.append(Violation("wrong-label", tuple(sorted(wrong))))
    return found


def _components(links: dict[Cell, list[Cell]]) -> list[list[Cell]]:
    """The connected groups of linked cells (cells without a segment are in none)."""
    return components((cell for cell in links if links[cell]), links.__getitem__)


def is_solution(puzzle: Numberlink, board: ArrayLike, rules: str = "fill") -> bool:
    return not check(puzzle, board, rules)
