"""The main window, as a placeholder: open a puzzle, see it, solve it in a worker thread."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMessageBox, QScrollArea

from solvers.errors import PuzzleFormatError
from solvers.events import Cancel, Done, SolveOptions
from solvers.nonogram import formats, solve_events

from .nonogram_view import NonogramView


class SolveWorker(QObject):
    """Drains a solver's events off the GUI thread; the window only sees the final Done."""

    finished = Signal(object)

    def __init__(self, puzzle):
        super().__init__()
        self.puzzle = puzzle
        self.cancel = Cancel()

    def run(self):
        done = None
        for event in solve_events(self.puzzle, "auto", SolveOptions(max_solutions=2), self.cancel):
            done = event
        self.finished.emit(done)


class MainWindow(QMainWindow):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Puzzle Studio")
        self.view = None
        self.thread = None
        self.scroll = QScrollArea()
        self.scroll.setWidget(QLabel("Open a nonogram (File > Open) to begin."))
        self.setCentralWidget(self.scroll)
        menu = self.menuBar().addMenu("&File")
        self.open_action = QAction("&Open…", self, shortcut=QKeySequence.StandardKey.Open,
                                   triggered=self.choose_file)
        self.solve_action = QAction("&Solve", self, shortcut="Ctrl+R", triggered=self.solve,
                                    enabled=False)
        quit_action = QAction("&Quit", self, shortcut="Ctrl+Q", triggered=self.close)
        for action in (self.open_action, self.solve_action, quit_action):
            menu.addAction(action)
            self.addAction(action)  # shortcuts work even while the menu bar is hidden
        self.resize(720, 640)

    def choose_file(self):
        path, _ = QFileDialog.getOpenFileName(self, "Open puzzle", "", "Puzzles (*.json *.non *.nin *.sgt *.pic *.txt);;All files (*)")
        if path:
            self.open_file(path)

    def open_file(self, path) -> bool:
        """Show a puzzle; a bad file gives a dialog with the parser's one-line error."""
        try:
            puzzle = formats.read_file(path)
        except (PuzzleFormatError, OSError) as error:
            QMessageBox.warning(self, "Cannot open puzzle", f"{Path(path).name}: {error}")
            return False
        self.view = NonogramView(puzzle)
        self.scroll.setWidget(self.view)
        self.setWindowTitle(f"{puzzle.title or Path(path).stem} — Puzzle Studio")
        self.solve_action.setEnabled(True)
        self.statusBar().showMessage(f"{puzzle.width}x{puzzle.height} nonogram")
        return True

    def solve(self):
        if self.view is None or self.thread is not None:
            return
        self.statusBar().showMessage("Solving…")
        self.thread = QThread(self)
        self.worker = SolveWorker(self.view.puzzle)
        self.worker.moveToThread(self.thread)
        self.thread.started.connect(self.worker.run)
        self.worker.finished.connect(self.show_result)
        self.thread.start()

    def show_result(self, done: Done):
        self.thread.quit()
        self.thread.wait()
        self.thread = None
        if done.solution is not None:
            self.view.set_board(done.solution)
        verdict = {True: "unique", False: "NOT unique", None: "uniqueness unknown"}[done.unique]
        self.statusBar().showMessage(f"{done.status}, {verdict}")

    def closeEvent(self, event):
        if self.thread is not None:
            self.worker.cancel.cancel()
            self.thread.quit()
            self.thread.wait()
        super().closeEvent(event)
