"""The QPainter back end of the engine's one drawing per genre (solvers/drawing.py, issue 41).

Each genre's ``draw`` (solvers/<genre>/drawing.py) says in grid units what a printed puzzle
looks like; the book's PDF back end (solvers/book.py's ``paint``) and this one paint the same
description, so an exported PNG, SVG or PDF and a printed page show what the book prints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF

from solvers.drawing import Circle, Line, Polyline, Rect, Text

if TYPE_CHECKING:
    from solvers.drawing import Drawing

MIN_LINE = 1.0  # device pixels: the thinnest line drawn


def _grey(value: int) -> QColor:
    return QColor(value, value, value)


def _pen(grey: int | None, width: float, cell: float) -> QPen:
    if grey is None:
        return QPen(Qt.PenStyle.NoPen)
    pen = QPen(_grey(grey), max(MIN_LINE, width * cell))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def _brush(grey: int | None) -> QBrush:
    return QBrush(Qt.BrushStyle.NoBrush) if grey is None else QBrush(_grey(grey))


def paint(painter: QPainter, drawing: Drawing, x: float, y: float, cell: float) -> None:
    """Paint ``drawing`` with its top left corner at (x, y), one grid unit ``cell`` pixels."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for item in drawing.items:
        if isinstance(item, Rect):
            painter.setPen(_pen(item.stroke, item.width, cell))
            painter.setBrush(_brush(item.fill))
            painter.drawRect(QRectF(x + item.x * cell, y + item.y * cell, item.w * cell, item.h * cell))
        elif isinstance(item, Line):
            painter.setPen(_pen(item.grey, item.width, cell))
            painter.drawLine(QPointF(x + item.x1 * cell, y + item.y1 * cell), QPointF(x + item.x2 * cell, y + item.y2 * cell))
        elif isinstance(item, Polyline):
            pen = _pen(item.grey, item.width, cell)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(_brush(None))
            painter.drawPolyline(QPolygonF([QPointF(x + px * cell, y + py * cell) for px, py in item.points]))
        elif isinstance(item, Circle):
            painter.setPen(_pen(item.stroke, item.width, cell))
            painter.setBrush(_brush(item.fill))
            painter.drawEllipse(QPointF(x + item.x * cell, y + item.y * cell), item.r * cell, item.r * cell)
        elif isinstance(item, Text):
            font = QFont(painter.font())
            font.setPixelSize(max(1, round(item.size * cell)))
            font.setBold(item.bold)
            painter.setFont(font)
            painter.setPen(QPen(_grey(item.grey)))
            painter.drawText(QRectF(x + item.x * cell, y + item.y * cell, item.w * cell, item.h * cell),
                             int(Qt.AlignmentFlag.AlignCenter), item.text)
    painter.restore()
