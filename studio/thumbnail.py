"""A puzzle as a small picture (the start page's samples): the genre's renderer paints a layout
with the print palette, scaled to fit a square of ``size`` pixels."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter, QPixmap


class SizedLayout(Protocol):
    """Any genre renderer's Layout: its size in pixels."""

    @property
    def width(self) -> float: ...

    @property
    def height(self) -> float: ...


def render(layout: SizedLayout, paint: Callable[[QPainter], None], size: int) -> QPixmap:
    """``paint(painter)`` draws ``layout`` (which has a width and a height in pixels)."""
    scale = min(size / layout.width, size / layout.height)
    image = QImage(max(1, int(layout.width * scale)), max(1, int(layout.height * scale)),
                   QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    paint(painter)
    painter.end()
    return QPixmap.fromImage(image)
