"""The zoomable grid widget every genre's grid builds on: a fixed-size widget whose size follows
the genre's layout at the current cell size, zoom in steps, fit to a view, and the hovered cell.

The genre's subclass says how to lay itself out (``make_layout``) and which changes of the
document's state change that layout (``RESHAPING``), how to fit and what its zoom steps are, and
does its own painting and mouse and key handling (those differ per genre). The grid subscribes
to its document (studio.changes): it repaints after every change, a mode entered, and a switch
of dark or the 5x5 guides, and lays itself out again when the puzzle's shape may have changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QSizePolicy, QWidget

from .changes import Change

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent, SignalInstance

    from .changes import Listener
    from .thumbnail import SizedLayout


class ViewedDocument(Protocol):
    """What the grid asks of its document (studio.document.PuzzleDocument, which builds the
    grid: named by what it has, not imported back). A genre's grid names its own document."""

    @property
    def mode_changed(self) -> SignalInstance: ...
    @property
    def display_changed(self) -> SignalInstance: ...
    def subscribe(self, listener: Listener) -> None: ...


# (row, column) step of each arrow key: every genre's keyboard cursor moves by these.
ARROW_STEPS = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
               Qt.Key.Key_Down: (1, 0)}


class GridView(QWidget):
    hovered = Signal(object)  # (row, col) or None

    ZOOMS: tuple = ()  # the cell sizes in pixels that zooming steps through, smallest first
    # Fitting to the view stays within these: below FIT_MIN the numbers are too small to read
    # (a big puzzle then scrolls), above FIT_MAX a small puzzle looks blown up.
    FIT_MIN = 12
    FIT_MAX = 60
    RESHAPING: frozenset = frozenset()  # the parts of the state whose change can change the layout

    def __init__(self, document: ViewedDocument, cell: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.cell = cell
        self.setMouseTracking(True)  # hover reports cells without a button pressed
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.relayout()
        document.subscribe(self.model_changed)
        document.mode_changed.connect(self.mode_entered)
        document.display_changed.connect(self.update)

    def model_changed(self, change: Change) -> None:
        if change.touches(self.RESHAPING):
            self.relayout()
        else:
            self.update()

    def mode_entered(self, mode: int) -> None:
        """A mode shows its own layer (a genre whose layout differs per mode lays out again)."""
        self.update()

    def make_layout(self) -> SizedLayout:
        """The genre renderer's Layout for the document at ``self.cell`` pixels per cell."""
        raise NotImplementedError

    def fit(self, width: int, height: int) -> None:
        """Choose the cell size that shows the whole puzzle in ``width`` x ``height`` pixels."""
        raise NotImplementedError

    def home_scroll(self, view_width: int, view_height: int) -> tuple[int, int]:
        """Where a view of this size starts on the grid (Fit and opening): the top left corner.
        A genre with clues around its grid starts where cells and clues show together."""
        return 0, 0

    def layout_(self) -> SizedLayout:
        return self._layout

    def relayout(self) -> None:
        self._layout = self.make_layout()
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(int(self._layout.width) + 1, int(self._layout.height) + 1)

    def set_fitted_size(self, cell: float) -> None:
        self.set_cell_size(min(max(int(cell), self.FIT_MIN), self.FIT_MAX))

    def set_cell_size(self, cell: int) -> None:
        self.cell = max(self.ZOOMS[0], min(self.ZOOMS[-1], int(cell)))
        self.relayout()

    def zoom(self, steps: int) -> None:
        zooms = self.ZOOMS
        index = min(range(len(zooms)), key=lambda i: abs(zooms[i] - self.cell))
        self.set_cell_size(zooms[max(0, min(len(zooms) - 1, index + steps))])

    def leaveEvent(self, event: QEvent) -> None:
        self.hovered.emit(None)
