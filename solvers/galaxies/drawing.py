"""Galaxies' one drawing (solvers/drawing.py): the dots on a faint grid, or the solution's
region walls with the black dots' regions shaded; painted by the book's PDF and the studio's
exported images alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..drawing import BLACK, THICK, THIN, WHITE, Circle, Drawing, Line, Rect, grid

if TYPE_CHECKING:
    from .model import Galaxies

RULES = ("Draw lines along the grid lines to divide the grid into regions, each holding "
         "exactly one dot. Every region is symmetric about its dot: turned half a turn around "
         "the dot, it covers itself. A dot may sit in a cell, on an edge or on a corner. "
         "Where the dots are black, their regions shaded together make a picture.")
DOT = 0.17  # the dot's radius in cells


def draw(puzzle: Galaxies, solution: list | None = None) -> Drawing:
    """The dots on a faint grid; with ``solution`` (board rows: a dot index per cell) the
    region walls drawn thick and black dots' regions shaded."""
    width, height = puzzle.width, puzzle.height
    drawing = Drawing(width, height)
    if solution is not None:
        for r, line in enumerate(solution):
            for c, index in enumerate(line):
                if 0 <= index < len(puzzle.dots) and puzzle.dots[index].colour == "black":
                    drawing.add(Rect(c, r, 1, 1, fill=190))
    grid(drawing, 0, 0, width, height, grey=175)
    if solution is not None:
        for r in range(height):
            for c in range(width):
                if c + 1 < width and solution[r][c] != solution[r][c + 1]:
                    drawing.add(Line(c + 1, r, c + 1, r + 1, THICK))
                if r + 1 < height and solution[r][c] != solution[r + 1][c]:
                    drawing.add(Line(c, r + 1, c + 1, r + 1, THICK))
    for dot in puzzle.dots:
        black = dot.colour == "black"
        drawing.add(Circle(dot.x2 / 2, dot.y2 / 2, DOT, fill=BLACK if black else WHITE, stroke=BLACK, width=THIN * 2))
    return drawing
