"""What every genre's document shares: the frame and the window's surface (studio.main_window).

The frame is the grid in a scroll area beside a tab widget of the three mode panels (Edit,
Solve, Play) in a splitter. The surface is what the genre-blind window asks of any document:
title, modified, mode, zoom and fit, grid5 and dark, and its workers (busy, cancel, shutdown,
the solver state in the status bar). Everything a genre decides (its state, what the grid
shows, the panels themselves, files) stays in the genre's document subclass.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QScrollArea, QSplitter, QTabWidget, QVBoxLayout, QWidget

from .play_clock import PlayClock

EDIT, SOLVE, PLAY = 0, 1, 2


class PuzzleDocument(QWidget):
    status_message = Signal(str)  # transient messages for the status bar
    state_changed = Signal()  # title, solver state, mode: the window refreshes its labels
    hovered = Signal(object)  # (row, col) under the mouse, or None

    genre = ""

    def __init__(self, path: str | None = None, parent=None):
        super().__init__(parent)
        self.path = path
        self.undo_stack = QUndoStack(self)
        self.dark = False
        self.grid5 = True
        # The player's clock; the genre's play panel shows ``clock.label`` and reports completion.
        self.clock = PlayClock(self)

    def build_frame(self, grid, edit: QWidget, solve_panel, play: QWidget, panel_width: int = 300) -> None:
        """Lay out the grid and the three mode panels. The genre makes the grid first (its panels
        may draw on it while they are built), then the panels, then calls this."""
        self.grid = grid
        self.grid.hovered.connect(self.hovered)
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.grid)
        self.scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scroll.setMinimumWidth(200)
        self.solve_panel = solve_panel
        self.tabs = QTabWidget()
        self.tabs.addTab(edit, self.tr("Edit"))
        self.tabs.addTab(solve_panel, self.tr("Solve"))
        self.tabs.addTab(play, self.tr("Play"))
        # Connected after the tabs exist: adding the first tab is not a change of mode.
        self.tabs.currentChanged.connect(self._mode_changed)
        self.tabs.setMinimumWidth(panel_width)
        self.tabs.setMaximumWidth(480)
        splitter = QSplitter()
        splitter.addWidget(self.scroll)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.undo_stack.cleanChanged.connect(self.state_changed)

    # -- modes -----------------------------------------------------------------------------------
    def mode(self) -> int:
        return self.tabs.currentIndex()

    def mode_name(self) -> str:
        return [self.tr("Edit"), self.tr("Solve"), self.tr("Play")][self.mode()]

    def _mode_changed(self, index: int) -> None:
        if index == PLAY:
            self.clock.start()  # the first time the player enters Play
        self.mode_entered(index)
        self.grid.update()
        self.state_changed.emit()

    def mode_entered(self, index: int) -> None:
        """What a genre does on entering a mode (after the clock started, before the redraw)."""

    # -- the window's surface ----------------------------------------------------------------------
    def display_title(self) -> str:
        if self.title:
            return self.title
        return Path(self.path).stem if self.path else self.tr("Untitled")

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def set_dark(self, dark: bool) -> None:
        self.dark = dark
        self.solve_panel.set_dark(dark)
        self.grid.update()

    def set_grid5(self, on: bool) -> None:
        self.grid5 = on
        self.grid.update()

    def zoom(self, steps: int) -> None:
        self.grid.zoom(steps)

    def fit(self) -> None:
        viewport = self.scroll.viewport().size()
        self.grid.fit(viewport.width(), viewport.height())

    # -- workers -----------------------------------------------------------------------------------
    def workers(self) -> dict:
        """The document's workers by role: ``check``, ``generate``, ``hint``, ``solve`` (a SolverRun,
        or None when idle). A genre lists the ones it has; they live in its panels."""
        return {"solve": self.solve_panel.run}

    def busy(self) -> bool:
        return any(run is not None and run.running for run in self.workers().values())

    def cancel_work(self) -> None:
        """Stop every worker of the document (Esc): a stopped run still reports, so each panel
        settles its own labels as after any other run."""
        for role, run in self.workers().items():
            if role == "solve":
                self.solve_panel.cancel()  # also says "Cancelling…" on the panel
            elif run is not None:
                run.stop()

    def shutdown(self) -> None:
        """Cancel every worker and stop the timers of this document (before it closes)."""
        self.cancel_work()
        self.solve_panel.timer.stop()
        self.clock.stop()

    def solver_state(self) -> str:
        runs = self.workers()
        if runs.get("check") is not None:
            return self.tr("checking…")
        if runs.get("generate") is not None:
            return self.tr("generating…")
        return self.solve_panel.state_text()
