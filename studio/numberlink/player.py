"""Play mode: draw lines by dragging from a number or a line end (dragging back erases,
right-drag erases what it passes), live marks of definite mistakes, a full rules check, the
next explained deduction as a hint, a timer and the completion check.

Hints come from the engine (solvers/numberlink/hint.py, run in a worker): a mistake first, else
the easiest deduction from the player's lines that draws a line they have not drawn, shown with
its segments dashed and its reason in words; pressing Hint again draws it, as one undoable move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from solvers.numberlink.hint import hint_events, hint_from, rule_hint, segment_cells
from solvers.numberlink.rules import ALWAYS_WRONG, RULES, UNFINISHED
from solvers.numberlink.rules import check as check_rules

from ..document import BOARD, PUZZLE, HintFindings, Remembered
from ..moves import PartsMove, as_hint
from ..play_settings import SettingBox, clock_box, hint_at_once, hint_box
from ..player_base import PlayerBase
from ..workers import SolverRun
from . import paths
from .grid import line_key

if TYPE_CHECKING:
    from solvers.events import Done, Step
    from solvers.moves import Move

    from . import renderer
    from .actions import NumberlinkActions



class PlayerPanel(PlayerBase):
    document: NumberlinkActions  # the genre's own (PlayerBase's is what every player asks)
    SHOWS = frozenset({"board", "numbers", "design", "rules"})

    def __init__(self, document: NumberlinkActions) -> None:
        super().__init__(document)
        self.hint_run = None
        self.hint: tuple[Step | None, tuple] | None = None  # (Step or None, wrong segments) of a hint on show, while current
        self.solutions: Remembered[tuple[np.ndarray, ...]] = Remembered(document)  # found by a hint; searched again when the puzzle changes
        self.check_marks: frozenset[tuple[int, int]] = frozenset()  # cells the last full check found wrong
        self.unfinished_marks: frozenset[tuple[int, int]] = frozenset()  # cells it found not done yet (empty, open ends)
        self._answer_shown = False  # the message is a check's or a hint's answer
        # (LineDrawing or "erase", the board before) while a line is drawn
        self._drawing: tuple[paths.LineDrawing | str, np.ndarray] | None = None
        self.pairs_label = QLabel()
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Show the next deduction; press again to draw it"))
        self.hint_button.clicked.connect(self.hint_or_apply)
        self.check_button = QPushButton(self.tr("Check lines"))
        self.check_button.setToolTip(self.tr("Every rule the lines break so far"))
        self.check_button.clicked.connect(self.check_lines)
        self.reveal_button = QPushButton(self.tr("Reveal solution"))
        self.reveal_button.clicked.connect(self.reveal_solution)
        self.error_box = SettingBox(self.tr("Mark mistakes as I draw"), "mark_errors")
        self.error_box.setToolTip(self.tr("Branches, different numbers joined, loops"))
        self.error_box.toggled.connect(lambda _: self.document.redraw())
        self.clock_box = clock_box()
        self.message = QLabel(self._intro())
        self.message.setWordWrap(True)
        buttons = QGridLayout()  # two rows: four in one cut "Reveal solution" at the panel's width
        for index, button in enumerate((self.hint_button, self.check_button, self.reveal_button, self.restart_button)):
            buttons.addWidget(button, index // 2, index % 2)
        box = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.timer_label)
        top.addStretch(1)
        top.addWidget(self.pairs_label)
        box.addLayout(top)
        box.addLayout(buttons)
        box.addWidget(self.error_box)
        box.addWidget(self.clock_box)
        self.hint_box = hint_box(self.hint_button)
        box.addWidget(self.hint_box)
        box.addWidget(self.message)
        box.addStretch(1)

    # -- drawing ---------------------------------------------------------------------------------
    def press(self, cell: tuple[int, int], primary: bool) -> bool:
        doc = self.document
        before = doc.board.copy()
        drawing: paths.LineDrawing | str
        if primary:
            drawing = paths.LineDrawing(doc.board, doc.puzzle().grid())
            if not drawing.begin(cell):
                return False
        else:
            drawing = "erase"
            paths.remove_cell_links(doc.board, cell)
        self._drawing = (drawing, before)
        self.check_marks = self.unfinished_marks = frozenset()
        doc.redraw()
        return True

    def drag(self, cell: tuple[int, int]) -> None:
        if self._drawing is None:
            return
        drawing, _ = self._drawing
        if isinstance(drawing, str):  # "erase"
            paths.remove_cell_links(self.document.board, cell)
        else:
            drawing.extend(cell)
        self.document.redraw()

    def release(self) -> None:
        if self._drawing is None:
            return
        drawing, before = self._drawing
        self._drawing = None
        doc = self.document
        if not np.array_equal(before, doc.board):
            text = self.tr("Erase lines") if drawing == "erase" else self.tr("Draw line")
            doc.change({"board": before}, {"board": doc.board}, text)

    def key(self, cell: tuple[int, int], key: int, text: str) -> bool:
        """Drawing without a mouse: Space (or Enter) on a number or a line end starts a line,
        the arrow keys draw it (back over it erases), Space again ends it."""
        return line_key(key, self._drawing is not None, lambda: self.press(cell, True), self.release)

    def cursor_moved(self, cell: tuple[int, int]) -> None:
        self.drag(cell)

    def view_state(self, scene: renderer.Scene) -> renderer.Scene:
        doc = self.document
        puzzle = doc.puzzle()
        scene.board = paths.labelled(puzzle, doc.board)
        errors = set(self.check_marks)
        if self.error_box.isChecked():
            for violation in check_rules(puzzle, paths.for_rules(doc.board), doc.rules):
                if violation.code in ALWAYS_WRONG:
                    errors.update(violation.cells)
        scene.errors = frozenset(errors)
        scene.unfinished = self.unfinished_marks
        if self.hint is not None:
            step, wrong = self.hint
            if step is not None:
                scene.hint = frozenset(step.cells)
            scene.errors = scene.errors | frozenset(cell for position in wrong for cell in segment_cells(position))
        return scene

    # -- state -----------------------------------------------------------------------------------
    def _intro(self) -> str:
        return self.tr("Drag from a number to its partner. Drag back to erase; right-drag erases what it "
                       "passes. Keyboard: arrows move, Space starts and ends a line.")

    def forget_hint(self) -> None:
        """The lines or the puzzle changed: a hint or a check's marks are about the old ones."""
        if self.hint_run is not None:
            self.hint_run.stop()
        if self._answer_shown:
            self.message.setText(self._intro())
            self._answer_shown = False
        self.hint = None
        self.check_marks = self.unfinished_marks = frozenset()

    def _show_answer(self, text: str) -> None:
        """A check's or a hint's words: true of the lines as they are now, until they change."""
        self.message.setText(text)
        self._answer_shown = True

    def board_changed(self) -> None:
        """After every move on the board: is the puzzle complete?"""
        doc = self.document
        puzzle = doc.puzzle()
        joined = paths.joined_pairs(puzzle, doc.board)
        self.pairs_label.setText(self.tr("%1 of %2 pairs joined").replace("%1", str(joined)).replace(
            "%2", str(puzzle.pairs)))
        complete = puzzle.pairs > 0 and not check_rules(puzzle, paths.for_rules(doc.board), doc.rules)
        self.announce_finish(complete, self.tr("Every pair is joined."))

    def finish_label(self) -> QLabel:
        return self.message

    def idle_text(self) -> str:
        return self._intro()

    def completed(self) -> bool:
        return self.clock.finished is not None

    # -- help ------------------------------------------------------------------------------------
    def check_lines(self) -> None:
        """What is wrong (marked in red) apart from what is only not finished yet (empty cells
        and open ends, ringed): a board in progress is not a board with mistakes."""
        doc = self.document
        found = check_rules(doc.puzzle(), paths.for_rules(doc.board), doc.rules)
        wrong = [v for v in found if v.code not in UNFINISHED]
        open_ = [v for v in found if v.code in UNFINISHED]
        self.check_marks = frozenset(cell for v in wrong for cell in v.cells)
        self.unfinished_marks = frozenset(cell for v in open_ for cell in v.cells) - self.check_marks
        if wrong:
            text = self.tr("Wrong: %1").replace("%1", "; ".join(RULES[v.code] for v in wrong))
        elif open_:
            # The rules only: whether the lines lead to the solution is Hint's question (it may
            # point at segments in no solution), so this must not say "nothing is wrong".
            text = self.tr("No rule is broken so far (Hint tells whether the lines lead to the solution); "
                           "not finished: %n cell(s) to fill or join (ringed).", "", len(self.unfinished_marks))
        else:
            text = self.tr("No rule is broken.") if doc.board.any() else self.tr("No lines yet.")
        self._show_answer(text)
        doc.redraw()

    def hint_or_apply(self) -> None:
        doc = self.document
        if doc.finished():  # nothing to hint: the finish stays on show
            return
        if self.hint is not None:  # current: forget_hint drops it when the lines change
            step, wrong = self.hint
            self.hint = None
            after = doc.board.copy()
            for position in wrong:  # a mistake pointed at: take those segments back
                after[position] = 0
            for cell in () if step is None else step.cells:
                after[cell] = 1
            text = self.tr("Wrong lines taken back.") if wrong else self.tr("Hint drawn.")
            doc.push(as_hint(PartsMove(self.tr("Take back wrong lines") if wrong else self.tr("Hint"),
                                       {"board": doc.board}, {"board": after})))
            self.message.setText(text)
            return
        if self.hint_run is not None or not doc.puzzle().pairs:
            return
        broken = rule_hint(doc.puzzle(), doc.rules, doc.board)
        if broken is not None:
            self.check_marks = frozenset(broken.cells)
            self._show_answer(broken.text)
            doc.redraw()
            return
        board = doc.board.copy()
        stamp = doc.stamp(PUZZLE, BOARD)
        self._findings = HintFindings()
        self.hint_run = SolverRun(hint_events(doc.puzzle(), doc.rules, board, self.solutions.get()), self)
        self.hint_run.events.connect(self._findings.take)
        self.hint_run.finished.connect(lambda done: self._hint_ready(board, done, stamp))
        self.hint_run.start()

    def _hint_ready(self, board: np.ndarray, done: Done | None, stamp: tuple) -> None:
        self.hint_run = None
        found = self._findings.solutions
        if found and self.document.is_current(stamp[:1]):  # the puzzle's solutions, kept
            self.solutions.put(tuple(found), stamp[:1])
        if not self.document.is_current(stamp):  # the lines changed while thinking
            return
        hint = hint_from(self.document.puzzle(), done, self._findings.step)
        self.hint = (hint.step, hint.wrong) if hint.applicable else None
        text = hint.text
        if hint.applicable and hint_at_once():  # one press: the move is made at once
            self.hint_or_apply()
            text = hint.text + self.tr(" — done (Undo takes it back).")
        elif hint.wrong:
            text = hint.text + self.tr(" — press Hint again to take them back.")
        elif hint.applicable:
            text = hint.text + self.tr(" — press Hint again to draw it.")
        self._show_answer(text)
        self.document.say_result(text)
        self.document.redraw()

    def say_no_solution(self) -> None:
        self.message.setText(self.tr("Solve the puzzle first (Solve tab)."))

    def reveal_move(self, solution: np.ndarray) -> Move | None:
        """The solution's lines as the board (None when they are drawn already)."""
        board = self.document.board
        after = paths.as_layer(solution)
        if np.array_equal(after, board):
            return None
        return PartsMove(self.tr("Reveal solution"), {"board": board}, {"board": after})
