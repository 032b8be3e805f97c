"""The numberlink renderer: one ``paint`` onto any QPainter (screen, PNG, SVG, PDF, printer).

What to draw comes in a ``Scene`` (numbers, a labelled doubled board, and what the screen adds:
cursor, tinted and error cells, a hint's segments); exports pass a scene without the extras
and the print palette. Lines run through the cell centres with round caps and joins, so a path
reads as one pipe as in Flow Free; each pair has its own colour, and its number sits in a disc
of that colour (the number, not only the colour, tells pairs apart).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from solvers.numberlink.model import LINE, UNKNOWN

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator

# Eighteen saturated mid-luminance hues, ordered so that neighbouring pairs differ most; dark
# enough for white lines of text on them and bright enough to stand out on a dark background.
PATH_COLOURS = ("#e53935", "#1e88e5", "#43a047", "#fb8c00", "#8e24aa", "#00acc1", "#d81b60",
                "#7cb342", "#f9a825", "#5c6bc0", "#6d4c41", "#00897b", "#f06292", "#9e9d24",
                "#3949ab", "#ff7043", "#26a69a", "#ab47bc")


@dataclass(frozen=True)
class Palette:
    background: str
    ink: str
    grid: str
    border: str
    loose_line: str  # a line attached to no number, or whose pair is not known yet
    no_line: str  # the cross of a segment decided empty (teacher's playback)
    marked: str
    error: str
    cursor: str
    hint: str
    tint_alpha: int  # how strongly a cell takes its path's colour (0: not at all)
    coloured: bool = True  # False: print, every path in ``ink``


LIGHT = Palette("#ffffff", "#111827", "#d5d9e0", "#374151", "#9ca3af", "#9ca3af", "#f59e0b",
                "#dc2626", "#2563eb", "#2563eb", 46)
DARK = Palette("#1b1c21", "#e5e7eb", "#34363e", "#9ca3af", "#6b7280", "#6b7280", "#d4a017",
               "#f87171", "#60a5fa", "#93c5fd", 60)
PRINT = Palette("#ffffff", "#000000", "#a0a0a0", "#000000", "#777777", "#9a9a9a", "#e6e6e6",
                "#000000", "#000000", "#000000", 0, coloured=False)


MARK_ALPHA = 85


def path_colour(k: int) -> QColor:
    return QColor(PATH_COLOURS[(k - 1) % len(PATH_COLOURS)])


@dataclass
class Scene:
    numbers: dict = field(default_factory=dict)  # (r, c) -> (label text, pair index or 0)
    board: np.ndarray | None = None  # labelled doubled board (solvers.numberlink.model)
    cursor: tuple[int, int] | None = None
    selected: tuple[int, int] | None = None  # a number being typed or moved
    marked: frozenset = frozenset()  # cells to tint: differences, a step's cells
    errors: frozenset = frozenset()  # cells of broken rules
    unfinished: frozenset = frozenset()  # empty cells and open ends: not wrong, not done yet
    hint: frozenset = frozenset()  # doubled positions of segments a hint proposes
    no_line_marks: bool = False  # draw decided "no line" segments (step playback)
    faded: bool = False  # the other of two solutions, a short circuit: drawn lighter
    grid5: bool = True


@dataclass
class Layout:
    shape: tuple[int, int]
    cell: float = 32.0
    margin: float = 8.0

    @property
    def width(self) -> float:
        return 2 * self.margin + self.shape[1] * self.cell

    @property
    def height(self) -> float:
        return 2 * self.margin + self.shape[0] * self.cell

    def cell_rect(self, r: int, c: int) -> QRectF:
        return QRectF(self.margin + c * self.cell, self.margin + r * self.cell, self.cell, self.cell)

    def centre(self, r: int, c: int) -> QPointF:
        return self.cell_rect(r, c).center()

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        c = int((x - self.margin) // self.cell)
        r = int((y - self.margin) // self.cell)
        if x < self.margin or y < self.margin or not (0 <= r < self.shape[0] and 0 <= c < self.shape[1]):
            return None
        return r, c


def _segments(board: np.ndarray) -> Iterator[tuple[tuple[int, int], tuple[int, int], tuple[int, int]]]:
    """(doubled position, cell a, cell b) of every segment between two cells."""
    rows, cols = board.shape
    for y in range(1, rows - 1):
        for x in range(1, cols - 1):
            if (y % 2) != (x % 2):
                if y % 2:  # between (r, c) and (r, c + 1)
                    yield (y, x), ((y - 1) // 2, x // 2 - 1), ((y - 1) // 2, x // 2)
                else:  # between (r, c) and (r + 1, c)
                    yield (y, x), (y // 2 - 1, (x - 1) // 2), (y // 2, (x - 1) // 2)


def paint(painter: QPainter, layout: Layout, scene: Scene, palette: Palette = LIGHT) -> None:
    """The scene on ``painter``, bottom to top: cell tints and marks, the grid, the lines and a
    hint's segments, the numbers, the selection and cursor frames, the border."""
    cell = layout.cell
    h, w = layout.shape
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.fillRect(QRectF(0, 0, layout.width, layout.height), QColor(palette.background))
    board = None if scene.board is None else np.asarray(scene.board)
    _paint_cell_marks(painter, layout, scene, palette, board)
    _paint_grid(painter, layout, palette, scene.grid5)
    if board is not None:
        _paint_lines(painter, layout, scene, palette, board)
    if scene.hint:
        _paint_hint(painter, layout, scene.hint, palette)
    _paint_numbers(painter, layout, scene, palette)
    _paint_frames(painter, layout, scene, palette)
    painter.setPen(QPen(QColor(palette.border), max(1.5, cell / 16)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(layout.margin, layout.margin, w * cell, h * cell))
    painter.restore()


def _paint_cell_marks(painter: QPainter, layout: Layout, scene: Scene, palette: Palette,
                      board: np.ndarray | None) -> None:
    """Under the grid: the tint of the path through each cell (Flow Free's filled look), marked
    and wrong cells, and rings on unfinished ones."""
    cell = layout.cell
    if board is not None and palette.tint_alpha:
        for (r, c), k in np.ndenumerate(board[1::2, 1::2]):
            if k > 0:
                tint = path_colour(int(k))
                tint.setAlpha(palette.tint_alpha // (2 if scene.faded else 1))
                painter.fillRect(layout.cell_rect(r, c), tint)
    marked = QColor(palette.marked)
    marked.setAlpha(MARK_ALPHA)  # over the tint: the path's colour still shows through
    for r, c in scene.marked:
        painter.fillRect(layout.cell_rect(r, c), marked)
    for r, c in scene.errors:
        colour = QColor(palette.error)
        colour.setAlpha(70)
        painter.fillRect(layout.cell_rect(r, c), colour)
    if scene.unfinished:  # a dashed ring, not the error tint: "not done yet" is not "wrong"
        pen = QPen(QColor(palette.loose_line), max(1.5, cell / 16), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for r, c in scene.unfinished:
            painter.drawEllipse(layout.centre(r, c), cell * 0.22, cell * 0.22)


def _paint_lines(painter: QPainter, layout: Layout, scene: Scene, palette: Palette, board: np.ndarray) -> None:
    """The board's segments between cell centres, and crosses where the board says no line."""
    cell = layout.cell
    line_colour = _line_colours(palette, scene.faded)
    pen = QPen(QColor(), max(2.0, cell * (0.3 if palette.coloured else 0.2)))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    for position, a, b in _segments(board):
        value = int(board[position])
        if value > 0 or value == LINE:
            pen.setColor(line_colour(value))
            painter.setPen(pen)
            painter.drawLine(layout.centre(*a), layout.centre(*b))
        elif value == 0 and scene.no_line_marks:
            _cross(painter, (layout.centre(*a) + layout.centre(*b)) / 2, cell * 0.09,
                   QPen(QColor(palette.no_line), max(1.0, cell / 18)))


def _paint_hint(painter: QPainter, layout: Layout, hint: Iterable[tuple[int, int]], palette: Palette) -> None:
    """A hint's segments (doubled positions), dotted."""
    pen = QPen(QColor(palette.hint), max(2.0, layout.cell * 0.16), Qt.PenStyle.DotLine)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    for y, x in hint:
        a, b = ((y - 1) // 2, x // 2 - 1), ((y - 1) // 2, x // 2)
        if y % 2 == 0:
            a, b = (y // 2 - 1, (x - 1) // 2), (y // 2, (x - 1) // 2)
        painter.drawLine(layout.centre(*a), layout.centre(*b))


def _paint_frames(painter: QPainter, layout: Layout, scene: Scene, palette: Palette) -> None:
    """Rounded frames on the selected cell and the keyboard cursor."""
    cell = layout.cell
    for where, colour in ((scene.selected, QColor(palette.marked).darker(120)), (scene.cursor, QColor(palette.cursor))):
        if where is not None:
            painter.setPen(QPen(colour, max(2.0, cell / 12)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(layout.cell_rect(*where).adjusted(2, 2, -2, -2), cell * 0.12, cell * 0.12)


def _line_colours(palette: Palette, faded: bool) -> Callable[[int], QColor]:
    def colour(value: int) -> QColor:
        if value in (LINE, UNKNOWN):
            result = QColor(palette.loose_line)
        elif palette.coloured:
            result = path_colour(value)
        else:
            result = QColor("#555555")
        if faded:
            result.setAlpha(150)
        return result
    return colour


def _paint_grid(painter: QPainter, layout: Layout, palette: Palette, grid5: bool) -> None:
    cell, (h, w), m = layout.cell, layout.shape, layout.margin
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    thin = QPen(QColor(palette.grid), 1)
    five = QPen(QColor(palette.grid).darker(135 if palette.background == "#ffffff" else 70), 1)
    for i in range(1, h):
        painter.setPen(five if grid5 and i % 5 == 0 else thin)
        painter.drawLine(QPointF(m, m + i * cell), QPointF(m + w * cell, m + i * cell))
    for j in range(1, w):
        painter.setPen(five if grid5 and j % 5 == 0 else thin)
        painter.drawLine(QPointF(m + j * cell, m), QPointF(m + j * cell, m + h * cell))
    painter.restore()


def _cross(painter: QPainter, centre: QPointF, size: float, pen: QPen) -> None:
    painter.setPen(pen)
    painter.drawLine(centre + QPointF(-size, -size), centre + QPointF(size, size))
    painter.drawLine(centre + QPointF(-size, size), centre + QPointF(size, -size))


def _paint_numbers(painter: QPainter, layout: Layout, scene: Scene, palette: Palette) -> None:
    cell = layout.cell
    font = QFont()
    font.setBold(True)
    for (r, c), (text, k) in scene.numbers.items():
        centre = layout.centre(r, c)
        radius = cell * 0.38
        disc = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        if palette.coloured and k:
            fill = path_colour(k)
            ink = QColor("#111827") if fill.lightnessF() > 0.62 else QColor("#ffffff")
            painter.setPen(Qt.PenStyle.NoPen)
        else:  # print, or a number without its partner: a plain ring
            fill = QColor(palette.background)
            ink = QColor(palette.ink if k or not palette.coloured else palette.error)
            pen = QPen(ink, max(1.0, cell / 20))
            if not k:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawEllipse(disc)
        font.setPixelSize(max(6, int(cell * (0.46 if len(text) < 2 else 0.38 if len(text) < 3 else 0.3))))
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, text)
