"""The nonogram renderer: one ``paint`` onto any QPainter (screen, PNG, SVG, PDF, printer).

The layout (where the clues and the cells go) is computed once by ``Layout`` and shared by the
widget (to map the mouse to cells) and by ``paint``; what to draw besides the board (cursor,
highlighted line, marked cells, greyed clues) comes in ``Overlay`` so exports can leave it out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from solvers.nonogram.model import EMPTY, FILLED, Nonogram

if TYPE_CHECKING:
    from collections.abc import Sequence


@dataclass(frozen=True)
class Palette:
    background: str
    clue_background: str
    ink: str
    clue_done: str
    filled: str
    cross: str
    grid: str
    grid_major: str
    highlight: str
    marked: str
    error: str
    cursor: str
    guess: str  # a GA individual, or the second of two solutions
    suggestion: str = "#ea580c"  # a repair suggestion's cells (Edit mode)


LIGHT = Palette("#ffffff", "#f3f4f6", "#111827", "#b8bec8", "#1f2937", "#9ca3af", "#c7ccd4",
                "#111827", "#fde68a", "#bfdbfe", "#dc2626", "#2563eb", "#7c3aed")
DARK = Palette("#1e1f24", "#26282f", "#e5e7eb", "#5b606b", "#d6dae1", "#6b7280", "#3d4049",
               "#c9ccd3", "#5b4a12", "#1e3a8a", "#f87171", "#60a5fa", "#a78bfa", "#fb923c")
# Exports and print: black on white, no tints that a printer turns grey.
PRINT = Palette("#ffffff", "#ffffff", "#000000", "#9a9a9a", "#000000", "#707070", "#a0a0a0",
                "#000000", "#e6e6e6", "#bdbdbd", "#000000", "#000000", "#555555")


@dataclass
class Overlay:
    """What the screen shows on top of the board; exports use an empty one."""

    cursor: tuple[int, int] | None = None
    line: tuple[int, int] | None = None  # (0 row / 1 column, index)
    marked: frozenset = frozenset()  # cells to tint (the cells of a hint or step, differences)
    errors: frozenset = frozenset()  # cells drawn with a red cross-out
    error_lines: frozenset = frozenset()  # (kind, index) whose clue is shown in red
    done_lines: frozenset = frozenset()  # (kind, index) whose clue is greyed (completed)
    done_numbers: frozenset = frozenset()  # (kind, index, block) of single numbers greyed
    crossed_numbers: frozenset = frozenset()  # (kind, index, block) the player crossed out by hand
    clean: bool = False  # the finished picture: crosses not drawn
    grid5: bool = True
    guess: bool = False  # draw filled cells in the "guess" colour (GA individual)
    suggestions: tuple = ()  # repair suggestions: (number, cells, new values) each


def clue_extent(puzzle: Nonogram) -> tuple[int, int]:
    """(numbers in the longest row clue, numbers in the longest column clue)."""
    return (max(1, max((len(c) for c in puzzle.rows), default=1)),
            max(1, max((len(c) for c in puzzle.cols), default=1)))


@dataclass
class Layout:
    puzzle: Nonogram
    cell: float = 24.0
    margin: float = 6.0
    reserve: tuple = (0, 0)  # clue numbers to make room for at least (left, top), drawn or not
    left: float = field(init=False)
    top: float = field(init=False)

    def __post_init__(self) -> None:
        left_n, top_n = clue_extent(self.puzzle)
        left_n, top_n = max(left_n, self.reserve[0]), max(top_n, self.reserve[1])
        self.clue = self.cell * 0.8  # a clue number's slot is a little narrower than a cell
        self.left = self.margin + left_n * self.clue + self.cell * 0.3
        self.top = self.margin + top_n * self.clue + self.cell * 0.3

    @property
    def width(self) -> float:
        return self.left + self.puzzle.width * self.cell + self.margin

    @property
    def height(self) -> float:
        return self.top + self.puzzle.height * self.cell + self.margin

    def cell_rect(self, r: int, c: int) -> QRectF:
        return QRectF(self.left + c * self.cell, self.top + r * self.cell, self.cell, self.cell)

    def number_rect(self, kind: int, index: int, slot: int) -> QRectF:
        """Where a clue number is drawn: ``slot`` counts from the grid outwards (0 = the last
        number of the clue, next to the grid)."""
        cell = self.cell
        if kind == 0:
            return QRectF(self.left - cell * 0.15 - (slot + 1) * self.clue, self.top + index * cell, self.clue, cell)
        return QRectF(self.left + index * cell, self.top - cell * 0.15 - (slot + 1) * self.clue, cell, self.clue)

    def number_at(self, x: float, y: float) -> tuple[int, int, int] | None:
        """(kind, line index, block) of the clue number at (x, y), or None."""
        puzzle = self.puzzle
        if x < self.left and self.top <= y < self.top + puzzle.height * self.cell:
            kind, index, along = 0, int((y - self.top) // self.cell), self.left - self.cell * 0.15 - x
        elif y < self.top and self.left <= x < self.left + puzzle.width * self.cell:
            kind, index, along = 1, int((x - self.left) // self.cell), self.top - self.cell * 0.15 - y
        else:
            return None
        clue = (puzzle.rows if kind == 0 else puzzle.cols)[index]
        slot = int(along // self.clue)
        if along < 0 or slot >= len(clue):  # no number there (a clue 0 is no block to cross)
            return None
        return kind, index, len(clue) - 1 - slot

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        c = int((x - self.left) // self.cell)
        r = int((y - self.top) // self.cell)
        if x < self.left or y < self.top or not (0 <= r < self.puzzle.height and 0 <= c < self.puzzle.width):
            return None
        return r, c


def paint_clues(painter: QPainter, layout: Layout, kind: int, palette: Palette = LIGHT,
                overlay: Overlay | None = None) -> None:
    """The band of row clues (kind 0, left of the grid) or column clues (kind 1, above it):
    its background, the highlighted line's part of it, and the numbers, right-aligned against
    the grid, one slot per number. The grid draws a band again at the edge of the view when
    it scrolls, so that the clues stay in sight on a big puzzle."""
    overlay = overlay or Overlay()
    puzzle, cell = layout.puzzle, layout.cell
    h, w = puzzle.shape
    ox, oy = layout.left, layout.top
    band = QRectF(0, oy, ox, h * cell) if kind == 0 else QRectF(ox, 0, w * cell, oy)
    painter.fillRect(band, QColor(palette.clue_background))
    if overlay.line is not None and overlay.line[0] == kind:
        index = overlay.line[1]
        line_band = (QRectF(0, oy + index * cell, ox, cell) if kind == 0
                     else QRectF(ox + index * cell, 0, cell, oy))
        painter.fillRect(line_band, QColor(palette.highlight))
    font = QFont()
    font.setPixelSize(max(6, int(cell * 0.52)))
    painter.setFont(font)
    for index, clue in enumerate(puzzle.rows if kind == 0 else puzzle.cols):
        line = (kind, index)
        colour = palette.error if line in overlay.error_lines else (
            palette.clue_done if line in overlay.done_lines else palette.ink)
        numbers = list(clue) or [0]
        for i, number in enumerate(reversed(numbers)):
            block = len(numbers) - 1 - i
            crossed = clue and (kind, index, block) in overlay.crossed_numbers
            greyed = colour == palette.ink and ((kind, index, block) in overlay.done_numbers or crossed)
            painter.setPen(QColor(palette.clue_done if greyed else colour))
            rect = layout.number_rect(kind, index, i)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(number))
            if crossed:  # the player's own stroke through the number
                centre, reach = rect.center(), min(rect.width(), rect.height()) * 0.32
                painter.setPen(QPen(QColor(palette.ink), max(1.0, cell / 16)))
                painter.drawLine(QPointF(centre.x() - reach, centre.y() + reach),
                                 QPointF(centre.x() + reach, centre.y() - reach))


def paint(painter: QPainter, layout: Layout, board: np.ndarray | None, palette: Palette = LIGHT,
          overlay: Overlay | None = None) -> None:
    """Paint clues, board and overlay. ``board`` holds UNKNOWN / EMPTY / FILLED (or None)."""
    overlay = overlay or Overlay()
    puzzle, cell = layout.puzzle, layout.cell
    h, w = puzzle.shape
    ox, oy = layout.left, layout.top
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.fillRect(QRectF(0, 0, layout.width, layout.height), QColor(palette.background))
    if overlay.line is not None:  # the highlighted line runs through the grid and its clues
        kind, index = overlay.line
        band = QColor(palette.highlight)
        if kind == 0:
            painter.fillRect(QRectF(ox, oy + index * cell, w * cell, cell), band)
        else:
            painter.fillRect(QRectF(ox + index * cell, oy, cell, h * cell), band)
    for kind in (0, 1):
        paint_clues(painter, layout, kind, palette, overlay)
    for r, c in overlay.marked:
        painter.fillRect(layout.cell_rect(r, c), QColor(palette.marked))
    # Cells.
    if board is not None:
        fill = QColor(palette.guess if overlay.guess else palette.filled)
        cross = QPen(QColor(palette.cross), max(1.0, cell / 14))
        inset = max(1.0, cell * 0.06)
        for r, c in zip(*np.nonzero(board == FILLED)):
            painter.fillRect(layout.cell_rect(int(r), int(c)).adjusted(inset, inset, -inset, -inset), fill)
        painter.setPen(cross)
        for r, c in zip(*np.nonzero(board == EMPTY)) if not overlay.clean else ():
            rect = layout.cell_rect(int(r), int(c)).adjusted(cell * 0.32, cell * 0.32, -cell * 0.32, -cell * 0.32)
            painter.drawLine(rect.topLeft(), rect.bottomRight())
            painter.drawLine(rect.topRight(), rect.bottomLeft())
    if overlay.errors:
        painter.setPen(QPen(QColor(palette.error), max(1.5, cell / 10)))
        for r, c in overlay.errors:
            rect = layout.cell_rect(r, c).adjusted(cell * 0.15, cell * 0.15, -cell * 0.15, -cell * 0.15)
            painter.drawLine(rect.topLeft(), rect.bottomRight())
            painter.drawLine(rect.topRight(), rect.bottomLeft())
    if overlay.suggestions:
        _paint_suggestions(painter, layout, palette, overlay.suggestions)
    # Grid: thin lines, and a thicker one every five cells as on paper.
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    thin = QPen(QColor(palette.grid), 1)
    major = QPen(QColor(palette.grid_major), max(1.5, cell / 14))
    for i in range(h + 1):
        painter.setPen(major if (overlay.grid5 and i % 5 == 0) or i in (0, h) else thin)
        painter.drawLine(QPointF(ox, oy + i * cell), QPointF(ox + w * cell, oy + i * cell))
    for j in range(w + 1):
        painter.setPen(major if (overlay.grid5 and j % 5 == 0) or j in (0, w) else thin)
        painter.drawLine(QPointF(ox + j * cell, oy), QPointF(ox + j * cell, oy + h * cell))
    if overlay.cursor is not None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(palette.cursor), max(2.0, cell / 9)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(layout.cell_rect(*overlay.cursor).adjusted(1, 1, -1, -1))
    painter.restore()


def _paint_suggestions(painter: QPainter, layout: Layout, palette: Palette,
                       suggestions: Sequence[tuple[int, Sequence[tuple[int, int]], Sequence[int]]]) -> None:
    """Each suggested cell: tinted when the repair fills it, ringed when it clears it, with the
    suggestion's number in its corner (the panel's buttons carry the same numbers)."""
    cell = layout.cell
    colour = QColor(palette.suggestion)
    tint = QColor(colour)
    tint.setAlpha(150)
    font = QFont()
    font.setPixelSize(max(6, int(cell * 0.38)))
    font.setBold(True)
    painter.setFont(font)
    for number, cells, values in suggestions:
        for (r, c), value in zip(cells, values):
            rect = layout.cell_rect(r, c)
            if value == FILLED:
                painter.fillRect(rect.adjusted(2, 2, -2, -2), tint)
            painter.setPen(QPen(colour, max(2.0, cell / 8)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(2, 2, -2, -2))
            painter.setPen(QColor(palette.background) if value == FILLED else colour)
            label = rect.adjusted(cell * 0.12, cell * 0.05, 0, 0)
            painter.drawText(label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(number))
