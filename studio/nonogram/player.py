"""Play mode (the player): fill and cross cells on the grid (the document's strokes), with the
clock, lines greyed when their clue is complete, error marking, hints worked out in a worker
from the player's own board (the next deduction of line logic, then probing), and Reveal.
A hint shows only while the clues and the board are those it was made for.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from solvers.events import Done, SolveOptions, Step
from solvers.nonogram import probe
from solvers.nonogram import propagate as line_method
from solvers.nonogram.linesolve import Contradiction, solve_line
from solvers.nonogram.model import EMPTY, FILLED, Nonogram, line_clue

from ..document import BOARD, PUZZLE
from ..moves import CellsMove
from ..workers import SolverRun
from .words import explain, parse_line


def _masks(values) -> tuple[int, int]:
    filled = empty = 0
    for i, v in enumerate(values):
        if v == FILLED:
            filled |= 1 << i
        elif v == EMPTY:
            empty |= 1 << i
    return filled, empty


def line_errors(puzzle: Nonogram, board) -> set:
    """Lines whose filled and crossed cells admit no placement of their clue (the rules, not a
    stored picture: any valid solution is accepted)."""
    bad = set()
    for kind, clues, lines in ((0, puzzle.rows, board), (1, puzzle.cols, board.T)):
        for index, clue in enumerate(clues):
            filled, empty = _masks(lines[index])
            try:
                solve_line(clue, len(lines[index]), filled, empty)
            except Contradiction:
                bad.add((kind, index))
    return bad


def done_lines(puzzle: Nonogram, board) -> set:
    done = set()
    for kind, clues, lines in ((0, puzzle.rows, board), (1, puzzle.cols, board.T)):
        for index, clue in enumerate(clues):
            if line_clue(lines[index]) == tuple(clue):
                done.add((kind, index))
    return done


def next_deduction(puzzle: Nonogram, board):
    """``factory(cancel)`` for SolverRun: the first deduction from ``board``, line logic first,
    then probing."""
    def events(cancel):
        options = SolveOptions(known=board)
        for method in (line_method.solve, probe.solve):
            for event in method(puzzle, options, cancel):
                if isinstance(event, Step):
                    yield event
                    return
                if isinstance(event, Done) and event.status != "stopped":
                    break
        yield Done("stopped", None)
    return events


class PlayerPanel(QWidget):
    def __init__(self, document):
        super().__init__()
        self.document = document
        self.hint = None  # (Step or None, text, board copy, line) of a hint on show, while current
        self.hint_run = None
        self._hint_step = None
        self.clock = document.clock  # the document's: it starts when the player enters Play
        self.timer_label = self.clock.label
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Show the next deduction; press again to apply it"))
        self.hint_button.clicked.connect(self.hint_or_apply)
        self.hint_label = QLabel(self._play_help())
        self.hint_label.setWordWrap(True)
        self.error_box = QCheckBox(self.tr("Mark errors (lines that break their clue)"))
        self.error_box.toggled.connect(lambda _: document.grid.update())
        self.reveal_button = QPushButton(self.tr("Reveal solution"))
        self.reveal_button.clicked.connect(self.reveal_solution)
        row = QHBoxLayout()
        row.addWidget(self.hint_button)
        row.addWidget(self.reveal_button)
        box = QVBoxLayout(self)
        box.addWidget(self.timer_label)
        box.addLayout(row)
        box.addWidget(self.error_box)
        box.addWidget(self.hint_label)
        box.addStretch(1)

    def _play_help(self) -> str:
        return self.tr("Left button fills, right button crosses out. Arrow keys move, Space fills, X crosses.")

    def board_changed(self) -> None:
        doc = self.document
        puzzle = doc.puzzle()
        solved = len(done_lines(puzzle, doc.board)) == puzzle.width + puzzle.height
        if self.clock.update(solved):
            doc.status_message.emit(self.tr("Completed in %1 — every clue is satisfied.").replace(
                "%1", self.clock.text()))

    def forget_hint(self) -> None:
        """The clues or the board changed: a hint on show, or one being worked out, is for the
        old ones."""
        if self.hint_run is not None:
            self.hint_run.stop()
        if self.hint is not None:
            self.hint = None
            self.hint_label.setText(self._play_help())

    # -- what the grid shows -----------------------------------------------------------------------
    def view_state(self, overlay):
        doc = self.document
        puzzle = doc.puzzle()
        overlay.done_lines = frozenset(done_lines(puzzle, doc.board))
        if self.error_box.isChecked():
            bad = line_errors(puzzle, doc.board)
            overlay.error_lines = frozenset(bad)
            overlay.done_lines = overlay.done_lines - bad
        if self.hint is not None:
            step = self.hint[0]
            if step is not None:
                overlay.line = parse_line(step.line)
                overlay.marked = frozenset(step.cells)
            elif self.hint[3] is not None:
                overlay.line = self.hint[3]
        return doc.board, overlay

    # -- hints and the solution --------------------------------------------------------------------
    def hint_or_apply(self) -> None:
        doc = self.document
        # A hint on show is current: forget_hint drops it when the clues or the board change.
        if self.hint is not None and self.hint[0] is not None:
            step = self.hint[0]
            cells = list(step.cells)
            doc.push(CellsMove(self.tr("Hint"), "board", cells, [doc.board[c] for c in cells], list(step.values)))
            self.hint_label.setText(self.tr("Hint applied."))
            return
        if self.hint_run is not None:
            return
        puzzle, board = doc.puzzle(), doc.board.copy()
        bad = sorted(line_errors(puzzle, board))
        if bad:
            kind, index = bad[0]
            name = (self.tr("Row %1") if kind == 0 else self.tr("Column %1")).replace("%1", str(index + 1))
            text = name + self.tr(" cannot be completed with its clue: something is wrong there.")
            self.hint = (None, text, board, (kind, index))
            self.hint_label.setText(text)
            doc.grid.update()
            return
        stamp = doc.stamp(PUZZLE, BOARD)
        self.hint_run = SolverRun(next_deduction(puzzle, board), self)
        self._hint_step = None
        self.hint_run.events.connect(self._hint_events)
        self.hint_run.finished.connect(lambda _: self._hint_ready(board, stamp))
        self.hint_run.start()

    def _hint_events(self, batch) -> None:
        for event in batch:
            if isinstance(event, Step) and self._hint_step is None:
                self._hint_step = event

    def _hint_ready(self, board, stamp) -> None:
        self.hint_run = None
        doc = self.document
        if not doc.is_current(stamp):  # a move landed while thinking: this hint is for an old board
            return
        step = self._hint_step
        if step is None:
            text = self.tr("No deduction left from this board: it is finished, or needs a guess.")
            self.hint = None
        else:
            text = explain(step, doc.puzzle()) + self.tr(" — press Hint again to apply.")
            self.hint = (step, text, board, None)
        self.hint_label.setText(text)
        doc.say_result(text)
        doc.grid.update()

    def reveal_solution(self) -> None:
        """Solve as a move: fill the board with a solution (undoable)."""
        doc = self.document
        solution = doc.known_solution()
        if solution is None:
            doc.status_message.emit(self.tr("Solve the puzzle first (Solve tab)."))
            return
        solution = np.where(np.asarray(solution) == FILLED, FILLED, EMPTY)
        cells = [(int(r), int(c)) for r, c in zip(*np.nonzero(doc.board != solution))]
        if cells:
            doc.push(CellsMove(self.tr("Reveal solution"), "board", cells, [doc.board[c] for c in cells],
                               [solution[c] for c in cells]))
