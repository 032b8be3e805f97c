"""The nonogram grid widget: paints through the renderer, turns mouse and keys into strokes.

The widget knows nothing of modes: it asks its document what to show (``view_state``) and tells
it about strokes (``begin_stroke`` / ``extend_stroke`` / ``end_stroke``) and key toggles. A drag
paints a straight line of cells (along the row or the column where it started, as on paper).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from ..grid_view import ARROW_STEPS, GridView
from . import renderer

if TYPE_CHECKING:
    from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPaintEvent
    from PySide6.QtWidgets import QWidget

    from .actions import NonogramActions


class NonogramGrid(GridView):
    document: NonogramActions  # the genre's own (GridView's is what every grid asks of one)
    _layout: renderer.Layout  # what make_layout makes
    ZOOMS = (8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 38, 44, 52, 60)
    FIT_MIN = 18  # clue numbers drawn at about half the cell: 9 px is the least that reads
    RESHAPING = frozenset({"picture", "clues", "title"})  # the clues, and the margins they need

    def __init__(self, document: NonogramActions, parent: QWidget | None = None) -> None:
        super().__init__(document, 24, parent)
        self.cursor_cell = (0, 0)  # the keyboard's (QWidget.cursor is the mouse pointer's shape)
        self.show_cursor = False
        self._stroke: tuple[int, int] | None = None  # the start cell while a drag is under way
        self._band_slots = renderer.clue_extent(document.puzzle())
        self._band_shape = document.puzzle().shape

    # -- geometry -------------------------------------------------------------------------
    def make_layout(self) -> renderer.Layout:
        puzzle = self.document.puzzle()
        if puzzle.shape != getattr(self, "_band_shape", puzzle.shape):  # resized or replaced
            self.keep_band_slots()
        return renderer.Layout(puzzle, float(self.cell), reserve=self._clue_room())

    def mode_entered(self, mode: int) -> None:
        self.keep_band_slots()
        self.relayout()  # Edit shows the picture's clues, Solve and Play the puzzle's

    def set_cell_size(self, cell: int) -> None:
        self.keep_band_slots()  # a fit or a zoom: the user moved the grid, not a stroke
        super().set_cell_size(cell)

    def keep_band_slots(self) -> None:
        """The clue bands kept in view as the grid scrolls are as deep as the clues are now (an
        empty 200x200's one number, not the hundred numbers its margins reserve, which hid most
        of the cells, issue 38), taken when the user fits, zooms or changes mode and when the
        puzzle changes size, never when a stroke changes a clue: a band that grew with a clue
        would cover the cells beside it, under the pointer."""
        puzzle = self.document.puzzle()
        self._band_slots = renderer.clue_extent(puzzle)
        self._band_shape = puzzle.shape

    def _clue_room(self) -> tuple[int, int]:
        """While the author draws the picture or types clues (Edit mode), the clue margins hold
        the most numbers a line of this length can have ((n + 1) // 2 blocks in n cells): a
        clue that grew by a number moved every cell under the pointer, and the next clicks
        filled the wrong rows (issue 38). In Solve and Play the clues cannot change, so the
        margins are the clues as they are."""
        tabs = getattr(self.document, "tabs", None)  # not there while the document is being built
        if tabs is None or tabs.currentIndex() != 0:
            return (0, 0)
        h, w = self.document.puzzle().shape
        return ((w + 1) // 2, (h + 1) // 2)

    def fit(self, width: int, height: int) -> None:
        puzzle = self.document.puzzle()
        left, top = (max(n, room) for n, room in zip(renderer.clue_extent(puzzle), self._clue_room()))
        across = (width - 16) / (puzzle.width + left * 0.8 + 0.8)
        down = (height - 16) / (puzzle.height + top * 0.8 + 0.8)
        self.set_fitted_size(min(across, down))

    # -- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        board, overlay = self.document.view_state()
        if self.show_cursor and self.hasFocus():
            overlay.cursor = self.cursor_cell
        painter = QPainter(self)
        renderer.paint(painter, self._layout, board, self.document.grid_colours(), overlay)
        self._paint_sticky_clues(painter, overlay)
        painter.end()

    # A band kept in view shows at most this share of the view: a 200x200 has row clues wider
    # than a laptop's view, and a whole band drawn at its edge hid every cell (issue 38).
    STICKY_SHARE = 0.4
    BAND_PAD = 0.45  # cells beside a band's numbers: the gap to the grid and a little air

    def sticky_bands(self, visible: QRectF | None = None) -> tuple[float, float, float, float]:
        """(dx, dy, width, height) of the clue bands kept in view as the grid scrolls: the row
        clues are drawn shifted right by ``dx`` (0: not shifted, they are in view where they
        are), showing their ``width`` nearest the grid at the view's left edge; the column
        clues likewise, shifted down by ``dy``. ``visible``: the part of the grid in view."""
        visible = QRectF(self.visibleRegion().boundingRect()) if visible is None else visible
        layout = self._layout
        across, down = (slots * layout.clue + self.BAND_PAD * layout.cell for slots in self._band_slots)
        width = min(layout.left, across, max(2 * layout.cell, visible.width() * self.STICKY_SHARE))
        height = min(layout.top, down, max(2 * layout.cell, visible.height() * self.STICKY_SHARE))
        dx = max(0.0, visible.left() - (layout.left - width))
        dy = max(0.0, visible.top() - (layout.top - height))
        return dx, dy, width, height

    def home_scroll(self, view_width: int, view_height: int) -> tuple[int, int]:
        """Where a view of this size starts on the grid: at the top left, or, for a grid bigger
        than the view, where the first cell comes right after the clue numbers nearest to it
        (the kept bands' share), so that cells and their clues show together."""
        layout = self._layout
        _, _, width, height = self.sticky_bands(QRectF(0, 0, view_width, view_height))
        x = int(layout.left - width) if layout.width > view_width else 0
        y = int(layout.top - height) if layout.height > view_height else 0
        return max(0, x), max(0, y)

    def _paint_sticky_clues(self, painter: QPainter, overlay: renderer.Overlay) -> None:
        visible = QRectF(self.visibleRegion().boundingRect())
        dx, dy, width, height = self.sticky_bands(visible)
        palette, layout = self.document.grid_colours(), self._layout
        for kind, offset in ((0, dx), (1, dy)):
            if offset > 0:
                painter.save()
                if kind == 0:
                    painter.setClipRect(QRectF(visible.left(), 0, width, layout.height))
                    painter.translate(offset, 0)
                else:
                    painter.setClipRect(QRectF(0, visible.top(), layout.width, height))
                    painter.translate(0, offset)
                renderer.paint_clues(painter, layout, kind, palette, overlay)
                painter.restore()
        if dx > 0 and dy > 0:  # the corner where the two bands meet
            painter.fillRect(QRectF(visible.left(), visible.top(), width, height), QColor(palette.background))

    def _number_at(self, x: float, y: float) -> tuple[int, int, int] | None:
        """The clue number under (x, y), where it is drawn: in its band, or in the band kept in
        view over the grid when it scrolls."""
        if self._under_sticky_clues(x, y):
            visible = QRectF(self.visibleRegion().boundingRect())
            dx, dy, width, height = self.sticky_bands(visible)
            if dx > 0 and x < visible.left() + width:
                x -= dx
            if dy > 0 and y < visible.top() + height:
                y -= dy
        return self._layout.number_at(x, y)

    def _under_sticky_clues(self, x: float, y: float) -> bool:
        visible = QRectF(self.visibleRegion().boundingRect())
        dx, dy, width, height = self.sticky_bands(visible)
        return (dx > 0 and x < visible.left() + width) or (dy > 0 and y < visible.top() + height)

    # -- mouse ----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        x, y = event.position().x(), event.position().y()
        cell = self._layout.cell_at(x, y)
        if self._under_sticky_clues(x, y):
            cell = None  # a press on the clues drawn over the grid is not on the cells beneath
        if cell is None and event.button() == Qt.MouseButton.LeftButton:
            number = self._number_at(x, y)
            if number is not None:  # a click on a clue number crosses it out (Play)
                self.document.toggle_clue_number(number)
                return
        if cell is None or event.button() not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return super().mousePressEvent(event)
        self.cursor_cell = cell
        if self.document.begin_stroke(cell, event.button() == Qt.MouseButton.LeftButton):
            self._stroke = cell
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self._layout.cell_at(event.position().x(), event.position().y())
        self.hovered.emit(cell)
        if self._stroke is not None and cell is not None:
            r0, c0 = self._stroke
            r, c = cell
            # Stay on the start's row or column, whichever the pointer has moved further along.
            if abs(r - r0) > abs(c - c0):
                line = [(y, c0) for y in range(min(r0, r), max(r0, r) + 1)]
            else:
                line = [(r0, x) for x in range(min(c0, c), max(c0, c) + 1)]
            self.document.extend_stroke(line)
            self.cursor_cell = line[-1] if line[-1] != (r0, c0) else line[0]
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._stroke is not None:
            self._stroke = None
            self.document.end_stroke()
            self.update()

    # -- keyboard -------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        h, w = self.document.puzzle().shape
        r, c = self.cursor_cell
        moves = ARROW_STEPS
        if key in moves:
            dr, dc = moves[Qt.Key(key)]
            self.cursor_cell = (max(0, min(h - 1, r + dr)), max(0, min(w - 1, c + dc)))
            self.show_cursor = True
            self.hovered.emit(self.cursor_cell)
            self.update()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.show_cursor = True
            self.document.toggle_cell(self.cursor_cell, cross=False)
            self.update()
        elif key in (Qt.Key.Key_X, Qt.Key.Key_Period):
            self.show_cursor = True
            self.document.toggle_cell(self.cursor_cell, cross=True)
            self.update()
        else:
            super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)
