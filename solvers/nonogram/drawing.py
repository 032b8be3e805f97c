"""The nonogram's one drawing (solvers/drawing.py): the clues beside and above the grid, or
the solved picture; painted by the book's PDF and the studio's exported images alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..drawing import THIN, Drawing, Rect, Text, grid

if TYPE_CHECKING:
    from .model import Nonogram

RULES = ("Shade cells so that each row and each column shows its clue: the numbers are the "
         "lengths of its runs of shaded cells, in order from left to right and from top to "
         "bottom, with at least one blank cell between two runs. A line whose clue is 0 has no "
         "shaded cell. The shaded cells make a picture.")
CLUE = 0.8        # a clue number's slot: 0.8 of a cell across (rows) or down (columns)
CLUE_TEXT = 0.58  # a clue's height in cells: at 5 mm cells, 8.2 pt


def draw(puzzle: Nonogram, solution: list | None = None) -> Drawing:
    """The puzzle: its clues and an empty grid with a thick line every five cells. With
    ``solution`` (board rows, ``#`` for a shaded cell): the picture alone, without clues."""
    width, height = puzzle.width, puzzle.height
    if solution is not None:
        drawing = Drawing(width, height)
        for r, line in enumerate(solution):
            for c, value in enumerate(line):
                if value == "#":
                    drawing.add(Rect(c, r, 1, 1))
        grid(drawing, 0, 0, width, height, grey=120, every=5)
        return drawing
    left = max((len(clue) for clue in puzzle.rows), default=0) or 1
    top = max((len(clue) for clue in puzzle.cols), default=0) or 1
    gx, gy = left * CLUE, top * CLUE
    drawing = Drawing(gx + width, gy + height)
    for r in range(0, height, 2):  # every other clue row shaded faintly: the eye follows a row
        drawing.add(Rect(0, gy + r, gx, 1, fill=238, stroke=None, width=THIN))
    for c in range(0, width, 2):
        drawing.add(Rect(gx + c, 0, 1, gy, fill=238, stroke=None, width=THIN))
    for r, numbers in enumerate(puzzle.rows):
        for k, n in enumerate(reversed(numbers or (0,))):
            drawing.add(Text(gx - (k + 1) * CLUE, gy + r, CLUE, 1, str(n), CLUE_TEXT))
    for c, numbers in enumerate(puzzle.cols):
        for k, n in enumerate(reversed(numbers or (0,))):
            drawing.add(Text(gx + c, gy - (k + 1) * CLUE, 1, CLUE, str(n), CLUE_TEXT))
    grid(drawing, gx, gy, width, height, grey=110, every=5)
    return drawing
