"""The puzzle (a row's clues, None where a cell has none) and its rules."""

from __future__ import annotations

from dataclasses import dataclass

from solvers.drawing import Drawing, Rect, Text

RULES = "Light some cells. A number counts the lit cells among its cell and the two beside it."
LIT, DARK = "#", "."


@dataclass(frozen=True)
class Lights:
    clues: tuple  # int or None per cell
    title: str = ""

    @property
    def width(self) -> int:
        return len(self.clues)

    @property
    def height(self) -> int:
        return 1

    @property
    def shape(self) -> tuple[int, int]:
        return 1, self.width


def broken(clues: tuple, row: str) -> list[int]:
    """The cells whose clue the row (LIT/DARK; anything else counts as dark) does not meet."""
    lit = [c == LIT for c in row]
    return [i for i, clue in enumerate(clues)
            if clue is not None and sum(lit[max(0, i - 1):i + 2]) != clue]


def board_rows(board: list) -> list:
    return [board[0]] if board and isinstance(board[0], str) else list(board)


def differing_cells(a: list, b: list) -> list:
    return [(0, i) for i, (x, y) in enumerate(zip(a[0], b[0])) if x != y]


def draw(puzzle: Lights, solution: list | None = None) -> Drawing:
    items = []
    for i, clue in enumerate(puzzle.clues):
        lit = solution is not None and solution[0][i] == LIT
        items.append(Rect(i, 0, 1, 1, fill=90 if lit else None, stroke=0, width=0.04))
        if clue is not None:
            items.append(Text(i, 0, 1, 1, str(clue), 0.6))
    return Drawing(puzzle.width, 1, tuple(items))


def difficulty(puzzle: Lights, timeout: float | None = None) -> dict:
    from .brute import solutions

    found = solutions(puzzle, 2)
    return {"solvable": bool(found), "unique": len(found) == 1, "grade": None, "level": None}
