"""Numberlink's one drawing (solvers/drawing.py): the numbers in circles on a grid, and with
the solution its paths; painted by the book's PDF and the studio's exported images alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..drawing import THIN, WHITE, Circle, Drawing, Polyline, Text, grid

if TYPE_CHECKING:
    from .model import Numberlink

RULES = ("Connect each pair of equal numbers with a line through the centres of the cells, "
         "moving across, up or down, never diagonally. Lines do not cross, branch or share a "
         "cell; a cell holds at most one line. Every cell is used, except in a puzzle whose ID "
         "shows rules=nikoli, where cells may stay empty.")
PATH = 0.22   # a solution path's width in cells
END = 0.38    # an endpoint circle's radius
LABEL = 0.5   # a label's height in cells


def draw(puzzle: Numberlink, solution: list | None = None) -> Drawing:
    """The pairs' numbers in circles; with ``solution`` (board rows: the label of each cell's
    path) or the puzzle's own paths, the paths under them."""
    width, height = puzzle.width, puzzle.height
    drawing = Drawing(width, height)
    grid(drawing, 0, 0, width, height, grey=150)
    if solution is not None:
        for path in paths(puzzle, solution):
            drawing.add(Polyline(tuple((c + 0.5, r + 0.5) for r, c in path), PATH, grey=90))
    for label, ends in zip(puzzle.labels, puzzle.endpoints, strict=True):
        for r, c in ends:
            drawing.add(Circle(c + 0.5, r + 0.5, END, fill=WHITE, width=THIN * 1.5),
                        Text(c, r, 1, 1, str(label), LABEL, bold=True))
    return drawing


def paths(puzzle: Numberlink, solution: list) -> list:
    """The solution's paths as cell lists: the puzzle's own when it has them, else the board
    rows (one label per cell) joined cell to neighbouring cell of the same label."""
    if puzzle.solution:
        return [[tuple(cell) for cell in path] for path in puzzle.solution]
    segments = []
    for r, line in enumerate(solution):
        for c, label in enumerate(line):
            if label in (".", "?"):
                continue
            if c + 1 < len(line) and line[c + 1] == label:
                segments.append([(r, c), (r, c + 1)])
            if r + 1 < len(solution) and solution[r + 1][c] == label:
                segments.append([(r, c), (r + 1, c)])
    return segments
