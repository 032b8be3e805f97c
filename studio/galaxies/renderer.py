"""The Galaxies renderer: one ``paint`` onto any QPainter (screen, PNG, SVG, PDF, printer).

``Layout`` maps the doubled grid (DESIGN.md: cells, edges and vertices share one coordinate
system) to pixels and back: the widget uses it to find the point, edge or cell under the
mouse, ``paint`` to draw. What to draw comes in a ``View``: the dots, the walls, shaded and
tinted cells, the player's marks, candidate counts, parent arrows and highlights; exports
pass a View with the puzzle only (and, with the solution, its walls and shading).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QWidget

from solvers.galaxies.model import BLACK, Dot

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator


@dataclass(frozen=True)
class Palette:
    background: str
    grid: str  # the faint lines between cells
    wall: str  # boundaries: the player's lines and a solution's
    faint_wall: str  # a known solution behind the author's dots
    ink: str  # dot outlines, text
    dot_white: str
    dot_black: str
    shade: str  # cells of black-dot regions: the picture
    marked: str  # cells of a step, a hint, differences between two solutions
    error: str
    hover: str
    arrow: str  # the player's "belongs to" marks and the spanning tree's parents
    tint_value: int  # brightness (0-255) of the per-dot region tints
    tint_saturation: int


LIGHT = Palette("#ffffff", "#c9ced6", "#111827", "#9aa3b0", "#111827", "#ffffff", "#111827",
                "#4b5563", "#fde68a", "#dc2626", "#2563eb", "#2563eb", 250, 55)
DARK = Palette("#1e1f24", "#3d4049", "#e5e7eb", "#6b7280", "#e5e7eb", "#f3f4f6", "#0b0c0f",
               "#8a909c", "#6b5514", "#f87171", "#60a5fa", "#93c5fd", 95, 90)
# Exports and print: black on white, no tints that a printer turns grey.
PRINT = Palette("#ffffff", "#b0b0b0", "#000000", "#808080", "#000000", "#ffffff", "#000000",
                "#555555", "#e6e6e6", "#000000", "#000000", "#000000", 245, 0)


@dataclass
class View:
    """Everything ``paint`` draws besides the grid; arrays are h x w or (2h+1) x (2w+1)."""

    dots: tuple[Dot, ...] = ()
    walls: np.ndarray | None = None  # bool (2h+1, 2w+1): boundary edges to draw thick
    faint_walls: np.ndarray | None = None  # bool (2h+1, 2w+1): drawn thin and grey
    shaded: np.ndarray | None = None  # bool (h, w): cells of black-dot regions
    tint: np.ndarray | None = None  # int (h, w): a dot index per cell (-1 none) -> its hue
    owner_marks: dict = field(default_factory=dict)  # (r, c) -> dot index: arrow to the dot
    counts: np.ndarray | None = None  # int (h, w): candidate dots left per cell (shown when > 1)
    arrows: tuple = ()  # (r, c, parent r, parent c): the spanning tree
    marked: frozenset = frozenset()  # cells tinted in the "marked" colour (differences)
    step_cells: frozenset = frozenset()  # cells of a step or a hint: hatched, over any tint
    faint_shade: bool = False  # shade at half strength (the author's view of a known answer)
    errors: frozenset = frozenset()  # cells tinted red
    error_dots: frozenset = frozenset()  # dot indices ringed red
    ringed_dots: frozenset = frozenset()  # dot indices ringed in the hover colour (a step's dot)
    highlight_walls: frozenset = frozenset()  # (y2, x2) edges of a hint, drawn in the hover colour
    hover_point: tuple[int, int] | None = None  # (y2, x2) under the mouse: where a dot would go
    hover_edge: tuple[int, int] | None = None  # (y2, x2) the grid line a click would toggle
    grid5: bool = False
    faded: bool = False  # a board a trial supposes: its tints drawn lighter (all, or ``faded_cells``)
    faded_cells: np.ndarray | None = None  # bool (h, w): the cells whose tint is lighter


def dot_hue(index: int) -> int:
    """Hues far apart for neighbouring indices (the golden angle)."""
    return int(index * 137.508) % 360


@dataclass
class Layout:
    columns: int  # cells across
    rows: int
    cell: float = 32.0
    margin: float = 10.0

    @property
    def shape(self) -> tuple[int, int]:
        return (self.rows, self.columns)

    # width and height are pixels, as studio/export.py reads them
    @property
    def width(self) -> float:
        return 2 * self.margin + self.columns * self.cell

    @property
    def height(self) -> float:
        return 2 * self.margin + self.rows * self.cell

    def point(self, y2: float, x2: float) -> QPointF:
        """The pixel of a doubled-grid position."""
        return QPointF(self.margin + x2 * self.cell / 2, self.margin + y2 * self.cell / 2)

    def cell_rect(self, r: int, c: int) -> QRectF:
        return QRectF(self.margin + c * self.cell, self.margin + r * self.cell, self.cell, self.cell)

    def _units(self, x: float, y: float) -> tuple[float, float]:
        return (x - self.margin) / self.cell, (y - self.margin) / self.cell

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        u, v = self._units(x, y)
        r, c = math.floor(v), math.floor(u)
        return (r, c) if 0 <= r < self.rows and 0 <= c < self.columns else None

    def point_at(self, x: float, y: float) -> tuple[int, int] | None:
        """The nearest interior point of the doubled grid (where a dot may stand): (y2, x2)."""
        u, v = self._units(x, y)
        if not (-0.25 <= u <= self.columns + 0.25 and -0.25 <= v <= self.rows + 0.25):
            return None
        x2 = min(2 * self.columns - 1, max(1, round(2 * u)))
        y2 = min(2 * self.rows - 1, max(1, round(2 * v)))
        return y2, x2

    def vertex_at(self, x: float, y: float) -> tuple[int, int]:
        """The nearest grid vertex (y2, x2), both even; border vertices included."""
        u, v = self._units(x, y)
        return (2 * min(self.rows, max(0, round(v))), 2 * min(self.columns, max(0, round(u))))

    def edge_at(self, x: float, y: float, reach: float = 0.3) -> tuple[int, int] | None:
        """The interior edge (y2, x2) whose grid line passes within ``reach`` cells of the
        pointer, or None (the border is always a boundary: it is never an answer here)."""
        u, v = self._units(x, y)
        du, dv = abs(u - round(u)), abs(v - round(v))
        if min(du, dv) > reach:
            return None
        if du <= dv:
            y2, x2 = 2 * math.floor(v) + 1, 2 * round(u)
        else:
            y2, x2 = 2 * round(v), 2 * math.floor(u) + 1
        if 1 <= x2 <= 2 * self.columns - 1 and 1 <= y2 <= 2 * self.rows - 1:
            return y2, x2
        return None


def _edges(walls: np.ndarray) -> Iterator[tuple[int, int]]:
    """(y2, x2) of every True edge position (one coordinate odd) of a doubled-grid array."""
    for y2, x2 in zip(*np.nonzero(walls)):
        if (y2 + x2) % 2 == 1:
            yield int(y2), int(x2)


def _edge_line(layout: Layout, y2: int, x2: int) -> tuple[QPointF, QPointF]:
    if y2 % 2 == 0:  # a horizontal edge between the vertices left and right of it
        return layout.point(y2, x2 - 1), layout.point(y2, x2 + 1)
    return layout.point(y2 - 1, x2), layout.point(y2 + 1, x2)


def _draw_edges(painter: QPainter, layout: Layout, edges: np.ndarray) -> None:
    """Every True edge of a doubled-grid array, in one call."""
    lines = [QLineF(*_edge_line(layout, y2, x2)) for y2, x2 in _edges(edges)]
    if lines:
        painter.drawLines(lines)


def _round_pen(colour: QColor | str, width: float) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def paint(painter: QPainter, layout: Layout, view: View, palette: Palette = LIGHT) -> None:
    (h, w), cell = layout.shape, layout.cell
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.fillRect(QRectF(0, 0, layout.width, layout.height), QColor(palette.background))
    _paint_cells(painter, layout, view, palette)
    # The grid: thin lines between cells (dotted on paper), a thicker one every five cells.
    # Lines go to the painter in one call per pen: a call per line (thousands of walls on a
    # big board) made the GUI thread wait for the GIL at each one while a solver ran.
    thin = QPen(QColor(palette.grid), 1)
    thin.setStyle(Qt.PenStyle.DashLine if palette is PRINT else Qt.PenStyle.SolidLine)
    major = QPen(QColor(palette.grid), 2)
    lines: dict[bool, list[QLineF]] = {True: [], False: []}  # major or not -> lines
    for i in range(1, h):
        lines[view.grid5 and i % 5 == 0].append(QLineF(layout.point(2 * i, 0), layout.point(2 * i, 2 * w)))
    for j in range(1, w):
        lines[view.grid5 and j % 5 == 0].append(QLineF(layout.point(0, 2 * j), layout.point(2 * h, 2 * j)))
    for is_major, pen in ((False, thin), (True, major)):
        if lines[is_major]:
            painter.setPen(pen)
            painter.drawLines(lines[is_major])
    if view.faint_walls is not None:
        painter.setPen(_round_pen(palette.faint_wall, max(1.5, cell / 16)))
        _draw_edges(painter, layout, view.faint_walls)
    if view.walls is not None:
        painter.setPen(_round_pen(palette.wall, max(2.5, cell / 9)))
        _draw_edges(painter, layout, view.walls)
    if view.hover_edge is not None:
        colour = QColor(palette.hover)
        colour.setAlpha(140)
        painter.setPen(QPen(colour, max(2.5, cell / 9), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(*_edge_line(layout, *view.hover_edge))
    # The border: always a boundary.
    painter.setPen(QPen(QColor(palette.wall), max(2.5, cell / 9)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(layout.point(0, 0), layout.point(2 * h, 2 * w)))
    _paint_arrows(painter, layout, view, palette)
    _paint_dots(painter, layout, view, palette)
    if view.highlight_walls:  # a hint's walls over everything Check marks (rings, red walls)
        painter.setPen(_round_pen(palette.hover, max(3.0, cell / 8)))
        for y2, x2 in view.highlight_walls:
            painter.drawLine(*_edge_line(layout, y2, x2))
    if view.hover_point is not None:
        y2, x2 = view.hover_point
        painter.setPen(QPen(QColor(palette.hover), max(2.0, cell / 14)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(layout.point(y2, x2), cell * 0.3, cell * 0.3)
    painter.restore()


def _paint_cells(painter: QPainter, layout: Layout, view: View, palette: Palette) -> None:
    # Only the cells on screen: a 100x100 board is mostly scrolled away, and ten thousand
    # fills per redraw kept the GUI thread busy during a solve. On screen the tint and the
    # shade are one picture of a pixel per cell, scaled up (thousands of fills took ~100 ms);
    # exports keep a rectangle per cell, which prints sharp.
    rows, cols = _visible_cells(painter, layout, layout.shape)
    window = (slice(rows.start, rows.stop), slice(cols.start, cols.stop))
    if isinstance(painter.device(), QWidget):
        _paint_cell_colours(painter, layout, view, palette)
    else:
        _fill_cell_colours(painter, layout, view, palette, rows, cols, window)
    marked, error = QColor(palette.marked), QColor(palette.error)
    error.setAlpha(90)
    for r, c in view.marked:
        painter.fillRect(layout.cell_rect(r, c), marked)
    for r, c in view.errors:
        painter.fillRect(layout.cell_rect(r, c), error)
    step_cells = [(r, c) for r, c in view.step_cells if r in rows and c in cols]
    if len(step_cells) > MANY_STEP_CELLS and isinstance(painter.device(), QWidget):
        # A step about thousands of cells (propagate on a big board): one translucent picture,
        # not a hatch and a frame per cell (5,000 of them took the GUI thread 80 ms a redraw).
        h, w = layout.shape
        rgba = np.zeros((h, w, 4), dtype=np.uint8)
        colour = QColor(palette.hover)
        colour.setAlpha(90)
        rgba[tuple(np.array(step_cells).T)] = _rgba(colour)
        painter.drawImage(QRectF(layout.point(0, 0), layout.point(2 * h, 2 * w)),
                          QImage(rgba.data, w, h, 4 * w, QImage.Format.Format_RGBA8888))
    elif step_cells:
        hatch = QBrush(QColor(palette.hover), Qt.BrushStyle.BDiagPattern)
        if layout.cell >= 24:  # a hatch of one-pixel lines is too faint on big cells
            hatch.setTransform(QTransform.fromScale(layout.cell / 16, layout.cell / 16))
        edge = QColor(palette.hover)
        painter.setPen(QPen(edge, max(1.5, layout.cell / 18)))
        for r, c in step_cells:
            rect = layout.cell_rect(r, c)
            painter.fillRect(rect, hatch)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))
    # Counts only where they can be read (a 7 px digit), and only in the part of the grid on
    # screen: ten thousand texts took half a second of the GUI thread on a 100x100.
    if view.counts is not None and layout.cell * 0.3 >= COUNT_FONT_MIN:
        font = QFont()
        font.setPixelSize(int(layout.cell * 0.3))
        painter.setFont(font)
        painter.setPen(QColor(palette.faint_wall))
        rows, cols = _visible_cells(painter, layout, view.counts.shape)
        for r in rows:
            for c in cols:
                n = view.counts[r, c]
                if n > 1:
                    rect = layout.cell_rect(r, c).adjusted(2, 1, -3, -2)
                    painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(int(n)))


def _shade(view: View, palette: Palette) -> QColor:
    shade = QColor(palette.shade)
    if view.faint_shade:
        shade.setAlpha(110)
    return shade


def _paint_cell_colours(painter: QPainter, layout: Layout, view: View, palette: Palette) -> None:
    """The tint and the shade as pictures of a pixel per cell, scaled to the grid (screen)."""
    h, w = layout.shape
    target = QRectF(layout.point(0, 0), layout.point(2 * h, 2 * w))
    for rgba in (_tint_pixels(view, palette), _shade_pixels(view, palette)):
        if rgba is not None:
            image = QImage(rgba.data, w, h, 4 * w, QImage.Format.Format_RGBA8888)
            painter.drawImage(target, image)


def _tint_pixels(view: View, palette: Palette) -> np.ndarray | None:
    if view.tint is None:
        return None
    tint = np.asarray(view.tint)
    dots = int(tint.max(initial=-1)) + 1
    table = _tint_table(dots, palette.tint_saturation, palette.tint_value)
    rgba = table[np.where(tint >= 0, tint, dots)]
    if view.faded:  # the board a trial supposes: half the tint
        rgba[..., 3][True if view.faded_cells is None else np.asarray(view.faded_cells, dtype=bool)] //= 2
    return np.ascontiguousarray(rgba)


def _rgba(colour: QColor) -> tuple[int, int, int, int]:
    """QColor.getRgb()'s four numbers (PySide6's stub says it returns an object)."""
    return colour.red(), colour.green(), colour.blue(), colour.alpha()


@functools.lru_cache(maxsize=8)
def _tint_table(dots: int, saturation: int, value: int) -> np.ndarray:
    """RGBA per dot index, and a last row for no dot (transparent)."""
    table = np.zeros((dots + 1, 4), dtype=np.uint8)
    for d in range(dots):
        table[d] = _rgba(QColor.fromHsv(dot_hue(d), saturation, value))
    return table


def _shade_pixels(view: View, palette: Palette) -> np.ndarray | None:
    if view.shaded is None:
        return None
    shaded = np.asarray(view.shaded, dtype=bool)
    rgba = np.zeros(shaded.shape + (4,), dtype=np.uint8)
    rgba[shaded] = _rgba(_shade(view, palette))
    return rgba


def _fill_cell_colours(painter: QPainter, layout: Layout, view: View, palette: Palette, rows: range, cols: range,
                      window: tuple[slice, slice]) -> None:
    """The tint and the shade as one rectangle per cell (exports)."""
    if view.tint is not None:
        colours = {}
        tint = np.asarray(view.tint)[window]
        for r, c in zip(*np.nonzero(tint >= 0)):
            d = int(tint[r, c])
            if d not in colours:
                colours[d] = QColor.fromHsv(dot_hue(d), palette.tint_saturation, palette.tint_value)
            painter.fillRect(layout.cell_rect(int(r) + rows.start, int(c) + cols.start), colours[d])
    if view.shaded is not None:
        shade = _shade(view, palette)
        for r, c in zip(*np.nonzero(np.asarray(view.shaded)[window])):
            painter.fillRect(layout.cell_rect(int(r) + rows.start, int(c) + cols.start), shade)


COUNT_FONT_MIN = 7  # pixels
MANY_STEP_CELLS = 300  # a step's cells drawn as one picture beyond this many on screen


def _visible_cells(painter: QPainter, layout: Layout, shape: tuple[int, int]) -> tuple[range, range]:
    """The rows and columns of cells inside the painter's clip (all of them without a clip)."""
    h, w = shape
    if not painter.hasClipping():
        return range(h), range(w)
    clip = painter.clipBoundingRect()
    first = layout.cell_at(clip.left(), clip.top()) or (0, 0)
    last = layout.cell_at(clip.right(), clip.bottom()) or (h - 1, w - 1)
    return range(first[0], min(h, last[0] + 1)), range(first[1], min(w, last[1] + 1))


def _arrow(painter: QPainter, start: QPointF, end: QPointF, head: float) -> None:
    painter.drawLine(start, end)
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    path = QPainterPath(end)
    path.lineTo(end.x() - head * (ux - uy * 0.6), end.y() - head * (uy + ux * 0.6))
    path.moveTo(end)
    path.lineTo(end.x() - head * (ux + uy * 0.6), end.y() - head * (uy - ux * 0.6))
    painter.drawPath(path)


def _paint_arrows(painter: QPainter, layout: Layout, view: View, palette: Palette) -> None:
    cell = layout.cell
    painter.setBrush(Qt.BrushStyle.NoBrush)
    pen = _round_pen(palette.arrow, max(1.2, cell / 20))
    painter.setPen(pen)
    for r, c, pr, pc in view.arrows:  # child -> parent, from centre towards the neighbour
        start = layout.point(2 * r + 1, 2 * c + 1)
        end = layout.point(r + pr + 1, c + pc + 1)  # the shared edge's midpoint
        _arrow(painter, start, end, cell * 0.16)
    for (r, c), d in view.owner_marks.items():
        if not 0 <= d < len(view.dots):
            continue
        dot = view.dots[d]
        centre = layout.point(2 * r + 1, 2 * c + 1)
        target = layout.point(dot.y2, dot.x2)
        dx, dy = target.x() - centre.x(), target.y() - centre.y()
        length = math.hypot(dx, dy)
        if length < 1:
            continue
        reach = min(cell * 0.32, length)
        tip = QPointF(centre.x() + dx / length * reach, centre.y() + dy / length * reach)
        tail = QPointF(centre.x() - dx / length * cell * 0.18, centre.y() - dy / length * cell * 0.18)
        painter.setPen(_round_pen(palette.error if (r, c) in view.errors else palette.arrow, max(1.5, cell / 16)))
        _arrow(painter, tail, tip, cell * 0.14)


def _paint_dots(painter: QPainter, layout: Layout, view: View, palette: Palette) -> None:
    radius, outline = _dot_size(layout)
    if isinstance(painter.device(), QWidget):
        # On screen the dots are one picture, made when they or the zoom change: a 100x100
        # board has a thousand dots, and drawing them all at every repaint of a solve's
        # playback took the GUI thread 50 ms. Exports draw each dot (sharp in print).
        ratio = painter.device().devicePixelRatioF()
        painter.drawImage(QRectF(0, 0, layout.width, layout.height),
                          _dot_layer(view.dots, layout.columns, layout.rows, layout.cell, layout.margin,
                                     palette, ratio))
    else:
        _draw_dots(painter, layout, view.dots, palette)
    # Check's red rings first, then a hint's or a step's rings, outside a red one on the same
    # dot: a hint about a dot that Check also rings still shows (issue 38: it lay under it).
    width = max(2.0, layout.cell / 12)
    inner = radius + outline * 2.5
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for rings, colour in ((view.error_dots, palette.error), (view.ringed_dots, palette.hover)):
        painter.setPen(QPen(QColor(colour), width))
        for index in sorted(rings):
            dot = view.dots[index]
            size = inner + 1.5 * width if colour is palette.hover and index in view.error_dots else inner
            painter.drawEllipse(layout.point(dot.y2, dot.x2), size, size)


def _dot_size(layout: Layout) -> tuple[float, float]:
    """(radius, outline width) of a dot."""
    return max(3.0, layout.cell * 0.2), max(1.2, layout.cell / 22)


@functools.lru_cache(maxsize=2)
def _dot_layer(dots: tuple, columns: int, rows: int, cell: float, margin: float, palette: Palette,
               ratio: float) -> QImage:
    """The dots on a transparent picture the size of the board, at the screen's pixel ratio."""
    layout = Layout(columns, rows, cell, margin)
    image = QImage(max(1, math.ceil(layout.width * ratio)), max(1, math.ceil(layout.height * ratio)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _draw_dots(painter, layout, dots, palette)
    painter.end()
    return image


def _draw_dots(painter: QPainter, layout: Layout, dots: Iterable[Dot], palette: Palette) -> None:
    radius, outline = _dot_size(layout)
    area = painter.clipBoundingRect().adjusted(-layout.cell, -layout.cell, layout.cell, layout.cell) \
        if painter.hasClipping() else None
    # Pens and brushes made once, not per dot (thousands of dots on a big board).
    halo, edge = QPen(QColor(palette.background), outline * 2.5), QPen(QColor(palette.ink), outline)
    fills = {True: QBrush(QColor(palette.dot_black)), False: QBrush(QColor(palette.dot_white))}
    for dot in dots:
        centre = layout.point(dot.y2, dot.x2)
        if area is not None and not area.contains(centre):
            continue  # off screen
        black = dot.colour == BLACK
        if black:  # a halo in the background colour keeps a black dot visible on shaded cells
            painter.setPen(halo)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, radius + outline, radius + outline)
        painter.setPen(edge)
        painter.setBrush(fills[black])
        painter.drawEllipse(centre, radius, radius)
