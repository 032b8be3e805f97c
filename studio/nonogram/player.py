"""Play mode (the player): fill and cross cells on the grid (the document's strokes), with the
clock, lines greyed when their clue is complete, error marking, hints and Reveal.

A hint is worked out in a worker. Mistakes first: the player's board is compared with the
solutions (up to two are looked for); a filled or crossed cell that no solution has is wrong,
the hint points at it and Hint again takes the wrong cells back (one undoable move). Only a
board without mistakes gets a deduction, the next one of line logic, then probing, from the
player's own board: never from a cell that is wrong, never from cells the player cannot see.
A hint shows only while the clues and the board are those it was made for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from solvers.events import Done
from solvers.nonogram.hint import Hint, hint_events, hint_from
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN, Nonogram, line_clue
from solvers.nonogram.rules import done_lines, line_errors
from solvers.nonogram.words import parse_line

from ..document import BOARD, PUZZLE, HintFindings, Remembered
from ..moves import CellsMove, as_hint
from ..play_settings import SettingBox, clock_box, hint_at_once, hint_box
from ..player_base import PlayerBase
from ..workers import SolverRun

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from solvers.moves import Move

    from . import renderer
    from .actions import NonogramActions


def done_blocks(clue: Sequence[int], line: np.ndarray) -> set:
    """The indices of ``clue``'s blocks that the player's ``line`` shows finished, as the board
    decides which block is which: from each end, closed runs of filled cells (crosses or the
    edge on both sides) are matched in order while every cell before them is decided and each
    run has its block's length."""
    done = set()
    for order, cells in ((range(len(clue)), list(line)), (range(len(clue) - 1, -1, -1), list(line)[::-1])):
        blocks, i = iter(order), 0
        while i < len(cells):
            if cells[i] == EMPTY:
                i += 1
                continue
            if cells[i] != FILLED:
                break  # an undecided cell: what follows could be any block
            end = i
            while end < len(cells) and cells[end] == FILLED:
                end += 1
            block = next(blocks, None)
            if block is None or end - i != clue[block] or (end < len(cells) and cells[end] != EMPTY):
                break  # longer than its block, or not closed yet
            done.add(block)
            i = end
    return done


def done_numbers(puzzle: Nonogram, board: np.ndarray) -> frozenset:
    """(kind, line, block) of every clue number whose block the board shows finished."""
    return frozenset((kind, index, block)
                     for kind, clues, lines in ((0, puzzle.rows, board), (1, puzzle.cols, board.T))
                     for index, clue in enumerate(clues) for block in done_blocks(clue, lines[index]))


def crossable_cells(puzzle: Nonogram, board: np.ndarray, touched: Iterable[tuple[int, int]]) -> list:
    """The unknown cells of the rows and columns through ``touched`` whose filled cells
    already make their clue (auto-cross)."""
    out = []
    for r in sorted({r for r, _ in touched}):
        if line_clue(board[r]) == tuple(puzzle.rows[r]):
            out += [(r, int(c)) for c in np.nonzero(board[r] == UNKNOWN)[0]]
    for c in sorted({c for _, c in touched}):
        if line_clue(board[:, c]) == tuple(puzzle.cols[c]):
            out += [(int(r), c) for r in np.nonzero(board[:, c] == UNKNOWN)[0] if (int(r), c) not in out]
    return out


class PlayerPanel(PlayerBase):
    document: NonogramActions  # the genre's own (PlayerBase's is what every player asks)
    SHOWS = frozenset({"board", "crossed", "picture", "clues"})

    def __init__(self, document: NonogramActions) -> None:
        super().__init__(document)
        self.hint: Hint | None = None  # the Hint on show, while current
        self.hint_run = None
        self._findings = HintFindings()  # of the hint run going on
        self.solutions: Remembered[tuple[np.ndarray, ...]] = Remembered(document)  # found by a hint; searched again when the clues change
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Show the next deduction; press again to apply it"))
        self.hint_button.clicked.connect(self.hint_or_apply)
        self.hint_label = QLabel(self._play_help())
        self.hint_label.setWordWrap(True)
        self.error_box = SettingBox(self.tr("Mark errors (lines that break their clue)"), "mark_errors")
        self.error_box.toggled.connect(lambda _: document.redraw())
        self.clock_box = clock_box()
        # Short: a check box does not wrap, and the longer words were cut off in a narrow panel.
        self.cross_box = SettingBox(self.tr("Auto-cross finished lines"), "auto_cross")
        self.cross_box.setToolTip(self.tr("Cross out the rest of a line when its clue is met"))
        self.reveal_button = QPushButton(self.tr("Reveal solution"))
        self.reveal_button.clicked.connect(self.reveal_solution)
        row = QHBoxLayout()
        row.addWidget(self.hint_button)
        row.addWidget(self.reveal_button)
        row.addWidget(self.restart_button)
        box = QVBoxLayout(self)
        box.addWidget(self.timer_label)
        box.addLayout(row)
        box.addWidget(self.error_box)
        box.addWidget(self.clock_box)
        box.addWidget(self.cross_box)
        self.hint_box = hint_box(self.hint_button)
        box.addWidget(self.hint_box)
        box.addWidget(self.hint_label)
        box.addStretch(1)

    def _play_help(self) -> str:
        return self.tr("Left button fills, right button crosses out. Arrow keys move, Space fills, X crosses.")

    def board_changed(self) -> None:
        doc = self.document
        puzzle = doc.puzzle()
        # A puzzle without a clue number (a new one, nothing drawn yet) has nothing to solve.
        solved = any(puzzle.rows) and len(done_lines(puzzle, doc.board)) == puzzle.width + puzzle.height
        self.announce_finish(solved, self.tr("Every clue is satisfied."))

    def finish_label(self) -> QLabel:
        return self.hint_label

    def idle_text(self) -> str:
        return self._play_help()

    def forget_hint(self) -> None:
        """The clues or the board changed: a hint on show, or one being worked out, is for the
        old ones."""
        if self.hint_run is not None:  # its answer will be dropped: no "Thinking…" left behind
            self.hint_run.stop()
            self.hint_label.setText(self._play_help())
        if self.hint is not None:
            self.hint = None
            self.hint_label.setText(self._play_help())

    # -- what the grid shows -----------------------------------------------------------------------
    def view_state(self, overlay: renderer.Overlay) -> tuple[np.ndarray, renderer.Overlay]:
        doc = self.document
        puzzle = doc.puzzle()
        overlay.done_lines = frozenset(done_lines(puzzle, doc.board))
        overlay.done_numbers = done_numbers(puzzle, doc.board)
        overlay.crossed_numbers = frozenset(doc.crossed)
        if self.error_box.isChecked():
            bad = line_errors(puzzle, doc.board)
            overlay.error_lines = frozenset(bad)
            overlay.done_lines = overlay.done_lines - bad
        hint = self.hint
        if hint is not None:
            if hint.step is not None:
                overlay.line = parse_line(hint.step.line)
                overlay.marked = frozenset(hint.step.cells)
            overlay.errors = frozenset(hint.wrong)
            if hint.line is not None:
                overlay.line = hint.line
        overlay.clean = self.clock.finished is not None  # the finished picture, without crosses
        return doc.board, overlay

    # -- hints and the solution --------------------------------------------------------------------
    def hint_or_apply(self) -> None:
        doc = self.document
        if doc.finished():  # nothing to hint: the finish stays on show
            return
        hint = self.hint  # current: forget_hint drops it when the clues or the board change
        if hint is not None and hint.wrong:
            cells = list(hint.wrong)
            doc.push(as_hint(CellsMove(self.tr("Take back wrong cells"), "board", cells,
                                       [doc.board[c] for c in cells], [UNKNOWN] * len(cells))))
            self.hint_label.setText(self.tr("Wrong cells taken back. Undo puts them again."))
            return
        if hint is not None and hint.step is not None:
            cells = list(hint.step.cells)
            doc.push(as_hint(CellsMove(self.tr("Hint"), "board", cells, [doc.board[c] for c in cells],
                                       list(hint.step.values))))
            self.hint_label.setText(self.tr("Hint applied."))
            return
        if self.hint_run is not None:
            return
        puzzle, board = doc.puzzle(), doc.board.copy()
        stamp = doc.stamp(PUZZLE, BOARD)
        self.hint_run = SolverRun(hint_events(puzzle, board, self.solutions.get()), self)
        self._findings = HintFindings()
        self.hint_run.events.connect(self._findings.take)
        self.hint_run.finished.connect(lambda done: self._hint_ready(done, stamp))
        self.hint_label.setText(self.tr("Thinking…"))
        self.hint_run.start()

    def _hint_ready(self, done: Done | None, stamp: tuple) -> None:
        self.hint_run = None
        doc = self.document
        found = self._findings.solutions
        if found and doc.is_current(stamp[:1]):  # the puzzle's solutions, for the next hints
            self.solutions.put(tuple(found), stamp[:1])
        if not doc.is_current(stamp):  # a move landed while thinking: this hint is for an old board
            return
        hint = hint_from(doc.puzzle(), doc.board, done, self._findings.step)
        self.hint = hint if hint.applicable else None
        text = hint.text
        if hint.applicable and hint_at_once():  # one press: the deduction is made at once
            self.hint_or_apply()
            text = hint.text + self.tr(" — done (Undo takes it back).")
        elif hint.wrong:
            text = hint.text + self.tr(" — press Hint again to take it back.")
        elif hint.applicable:
            text = hint.text + self.tr(" — press Hint again to apply.")
        self.hint_label.setText(text)
        doc.say_result(text)
        doc.redraw()

    def reveal_move(self, solution: np.ndarray) -> Move | None:
        """The cells where the board differs from ``solution``, set as it has them."""
        board = self.document.board
        solution = np.where(np.asarray(solution) == FILLED, FILLED, EMPTY)
        cells = [(int(r), int(c)) for r, c in zip(*np.nonzero(board != solution))]
        if not cells:
            return None
        return CellsMove(self.tr("Reveal solution"), "board", cells, [board[c] for c in cells],
                         [solution[c] for c in cells])
