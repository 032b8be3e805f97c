"""The Galaxies grid widget: paints through the renderer and hands the mouse to its document.

The widget knows nothing of modes: it asks its document what to show (``view_state``) and
passes presses, drags and releases in pixels (``mouse_press`` / ``mouse_move`` /
``mouse_release``) and keys (``move_cursor`` / ``key``); the document's current mode turns them
into dots, walls or marks with the shared ``Layout`` (which knows where cells, edges and
vertices are).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from ..grid_view import ARROW_STEPS, GridView
from . import renderer

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QPaintEvent
    from PySide6.QtWidgets import QWidget

    from .actions import GalaxiesActions


class GalaxiesGrid(GridView):
    document: GalaxiesActions  # what this grid asks (GridView's is what every grid asks of one)
    ZOOMS = (12, 16, 20, 24, 28, 32, 38, 44, 52, 60, 72)
    RESHAPING = frozenset({"shape", "dots", "answer"})  # a new puzzle: laid out again
    _layout: renderer.Layout  # the genre's own (GridView's is any genre's)

    def __init__(self, document: GalaxiesActions, parent: QWidget | None = None) -> None:
        # A first size that suits the puzzle (about 560 pixels across, within reason).
        super().__init__(document, max(20, min(48, 560 // max(document.shape()))), parent)

    def layout_(self) -> renderer.Layout:
        return self._layout

    def make_layout(self) -> renderer.Layout:
        h, w = self.document.shape()
        return renderer.Layout(w, h, float(self.cell), margin=max(8.0, self.cell * 0.3))

    def fit(self, width: int, height: int) -> None:
        h, w = self.document.shape()
        self.set_fitted_size(min((width - 16) / (w + 0.6), (height - 16) / (h + 0.6)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setClipRect(event.rect())  # the renderer skips what is off screen (a 100x100 scrolls)
        renderer.paint(painter, self._layout, self.document.view_state(), self.document.grid_colours())
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return super().mousePressEvent(event)
        self.document.mouse_press(event.position().x(), event.position().y(),
                                  event.button() == Qt.MouseButton.LeftButton)
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        x, y = event.position().x(), event.position().y()
        self.hovered.emit(self._layout.cell_at(x, y))
        self.document.mouse_move(x, y)
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.document.mouse_release(event.position().x(), event.position().y())
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrow keys move the cursor half a cell (over cells, grid lines and corners: every
        place a dot or a wall can be); Space, Enter and Delete act there (the mode decides)."""
        moves = ARROW_STEPS
        key = event.key()
        if key in moves and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.document.move_cursor(*moves[Qt.Key(key)])
            self.update()
        elif self.document.key(key):
            self.update()
        else:
            super().keyPressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.hovered.emit(None)
        self.document.mouse_left()
        self.update()
