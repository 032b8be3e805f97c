"""The numberlink canvas: paints the document's ``view_state()`` through the renderer and hands
mouse drags and keys to the document, which knows the mode. The widget knows no rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from ..changes import Change
from ..grid_view import ARROW_STEPS, GridView
from . import renderer

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPaintEvent
    from PySide6.QtWidgets import QWidget

    from .actions import NumberlinkActions

LINE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


def line_key(key: int, drawing: bool, start: Callable[[], object], end: Callable[[], object]) -> bool:
    """Lines drawn with the keyboard (the player's and the author's Paths tool): Space or Enter
    calls ``start()``, or ``end()`` while a line is being drawn; the arrow keys move the cursor,
    which the panels take as a drag. False for any other key."""
    if key not in LINE_KEYS:
        return False
    (end if drawing else start)()
    return True


class NumberlinkGrid(GridView):
    document: NumberlinkActions  # the genre's own (GridView's is what every grid asks of one)
    _layout: renderer.Layout  # the genre's own (GridView's is any genre's)
    ZOOMS = (12, 16, 20, 24, 28, 32, 38, 44, 52, 60, 72, 84)

    def __init__(self, document: NumberlinkActions, parent: QWidget | None = None) -> None:
        super().__init__(document, 44, parent)
        self.cursor_cell = (0, 0)  # the keyboard's (QWidget.cursor is the mouse pointer's shape)
        self.show_cursor = False
        self._dragging: Qt.MouseButton | None = None  # the mouse button of a drag under way

    def layout_(self) -> renderer.Layout:
        return self._layout

    def make_layout(self) -> renderer.Layout:
        return renderer.Layout(self.document.shape(), float(self.cell))

    def model_changed(self, change: Change) -> None:
        if self.layout_().shape != self.document.shape():  # resized: laid out again
            self.relayout()
        else:
            self.update()

    def fit(self, width: int, height: int) -> None:
        h, w = self.document.shape()
        self.set_fitted_size(min((width - 20) / w, (height - 20) / h))

    def paintEvent(self, event: QPaintEvent) -> None:
        scene = self.document.view_state()
        if self.show_cursor and self.hasFocus() and scene.cursor is None:
            scene.cursor = self.cursor_cell
        painter = QPainter(self)
        renderer.paint(painter, self._layout, scene, self.document.grid_colours())
        painter.end()

    # -- mouse ------------------------------------------------------------------------------
    def _cell(self, event: QMouseEvent) -> tuple[int, int] | None:
        return self._layout.cell_at(event.position().x(), event.position().y())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self._cell(event)
        if cell is None or event.button() not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return super().mousePressEvent(event)
        self.setFocus()
        self.cursor_cell = cell
        if self.document.press(cell, event.button() == Qt.MouseButton.LeftButton):
            self._dragging = event.button()
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self._cell(event)
        self.hovered.emit(cell)
        if self._dragging is not None and cell is not None:
            self.cursor_cell = cell
            self.document.drag(cell)
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._dragging is not None:
            self._dragging = None
            self.document.release()
            self.update()

    # -- keyboard -----------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        h, w = self.document.shape()
        r, c = self.cursor_cell
        if key in ARROW_STEPS and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            dr, dc = ARROW_STEPS[Qt.Key(key)]
            self.cursor_cell = (max(0, min(h - 1, r + dr)), max(0, min(w - 1, c + dc)))
            self.show_cursor = True
            self.document.cursor_moved(self.cursor_cell)
            self.hovered.emit(self.cursor_cell)
            self.update()
        elif self.document.key(self.cursor_cell, key, event.text()):
            self.show_cursor = True
            self.update()
        else:
            super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)
