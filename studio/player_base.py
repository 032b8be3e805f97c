"""What the Play panels of every genre share: the finish, said in the panel when a move
completes the puzzle and taken back when a later one (an undo) breaks it; Reveal, one undoable
move that shows a known solution; and the subscription to the document (studio.changes): after
each change a hint made for an older puzzle or board goes, then the panel shows the new board
(and says the finish). A genre's panel says which parts of the state its board shows, which
label shows the finish, what it shows otherwise, and what move shows a solution on its board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from solvers.moves import Move, as_reveal

from .changes import Change
from .offers import PLAY

if TYPE_CHECKING:
    import numpy as np

    from .actions import DocumentActions
    from .workers import SolverRun


def _words(text: object, n: int = -1) -> str:
    """The finish's words, translated under the document's context, where they were first said.
    Each call below passes its text through QT_TRANSLATE_NOOP, so that lupdate sees it and keeps
    its translation (a variable alone it cannot see: the texts were dropped from the .ts)."""
    return QCoreApplication.translate("PuzzleDocument", str(text), "", n)  # (the stubs type NOOP's text as object)


class PlayerBase(QWidget):
    # The parts of the state the panel's board depends on (the player's, and the puzzle's).
    SHOWS: frozenset = frozenset()
    hint_run: SolverRun | None = None  # the genre's hint search, while it runs

    def __init__(self, document: DocumentActions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.clock = document.clock  # the document's: it starts when the player enters Play
        self.timer_label = self.clock.label
        self._finish_said: str | None = None  # the finish text on show, while it is true
        document.subscribe(self.model_changed)
        document.mode_changed.connect(self._mode_entered)
        # Restart, as in Simon Tatham's collection: the board emptied, as one undoable move.
        self.restart_button = QPushButton(self.tr("Restart"))
        self.restart_button.setToolTip(self.tr("Empty the board and start again (Undo brings it back)"))
        self.restart_button.clicked.connect(self.restart)
        # What the panel does for its document and the window (studio.offers).
        offers = document.offers
        offers.modes[PLAY] = self
        offers.commands["restart"] = self.restart
        offers.commands["hint"] = self.hint_or_apply
        offers.runs["hint"] = lambda: self.hint_run
        offers.finish_text = self.finish_text

    def hint_or_apply(self) -> None:
        """Play > Hint: the genre's next deduction shown, or the one shown applied."""
        raise NotImplementedError

    def model_changed(self, change: Change) -> None:
        """What was about the old puzzle or board goes first, then the board as it is now shows
        (and the finish is said, or taken back). A live drag's board is shown by the grid alone:
        the finish waits for the move at its end."""
        if change.puzzle or change.board:
            self.forget_hint()
        if not change.live and change.touches(self.SHOWS):
            self.board_changed()

    def _mode_entered(self, mode: int) -> None:
        if mode == PLAY:
            self.board_changed()  # a board complete when drawn in Edit is a finish now
        self.mode_entered(mode)

    def mode_entered(self, mode: int) -> None:
        """What else a genre shows on entering a mode."""

    def board_changed(self) -> None:
        """The board or the puzzle changed: show what the board is now, and say the finish
        (``announce_finish``) when it is complete."""
        raise NotImplementedError

    # -- what a genre's panel says -------------------------------------------------------------
    def finish_label(self) -> QLabel:
        """The label that shows the finish (and hints)."""
        raise NotImplementedError

    def idle_text(self) -> str:
        """What the label shows when there is nothing to say."""
        raise NotImplementedError

    def forget_hint(self) -> None:
        """The puzzle or the board changed: a hint on show, or one being worked out, goes."""
        raise NotImplementedError

    def reveal_move(self, solution: np.ndarray) -> Move | None:
        """The move that shows ``solution`` on the board (None: the board shows it already)."""
        raise NotImplementedError

    def restart(self) -> None:
        """Empty the player's board as one undoable move (the clock goes on: the time spent
        is still the player's)."""
        if self.document.mode() == PLAY:
            self.document.clear()

    def say_no_solution(self) -> None:
        self.document.status_message.emit(self.tr("Solve the puzzle first (Solve tab)."))

    # -- reveal and finish ---------------------------------------------------------------------
    def reveal_solution(self) -> None:
        """Solve as a move: show a known solution on the board (undoable; the finish says it was
        revealed, which is not a solve)."""
        solution = self.document.known_solution()
        if solution is None:
            self.say_no_solution()
            return
        move = self.reveal_move(solution)
        if move is not None:
            self.document.push(as_reveal(move))

    def finish_text(self) -> str:
        """The player's finish, said quietly in the Play panel (no pop-up). A revealed solution
        is not a solve, and a solve after a reveal says so."""
        doc = self.document
        if doc.tally.reveals_on_board:
            return _words(QT_TRANSLATE_NOOP("PuzzleDocument", "Solution revealed."))
        hints = doc.hints_used()
        if self.clock.shown:
            text = _words(QT_TRANSLATE_NOOP("PuzzleDocument", "Solved in %1")).replace("%1", self.clock.text())
        else:
            text = _words(QT_TRANSLATE_NOOP("PuzzleDocument", "Solved"))
        if hints:
            text += _words(QT_TRANSLATE_NOOP("PuzzleDocument", " with %n hint(s)."), hints)
        else:
            text += _words(QT_TRANSLATE_NOOP("PuzzleDocument", ", without hints."))
        if doc.reveals_used():
            text += " " + _words(QT_TRANSLATE_NOOP("PuzzleDocument", "The solution was revealed on the way."))
        return text

    def announce_finish(self, solved: bool, why: str) -> None:
        """After a board change: say the finish when this change completed the puzzle, and take
        it back when a later one made it incomplete again. Nothing while a saved history
        replays: its intermediate boards (an empty puzzle before the author's first stroke is
        complete) are not the game."""
        doc, label = self.document, self.finish_label()
        if doc.replaying:
            return
        if solved and doc.mode() != PLAY and doc.clock.finished is None:
            return  # the author's drawing is not a finish: said when the player enters Play
        if self.clock.update(solved):
            self._finish_said = self.finish_text() + " " + why
            label.setText(self._finish_said)
            doc.status_message.emit(self._finish_said)
            if not doc.reveals_used():  # the player's own solve: the grid glows once
                doc.glow(True)
        elif not solved and self._finish_said is not None:
            if label.text() == self._finish_said:
                label.setText(self.idle_text())
            doc.result_withdrawn.emit(self._finish_said)  # nor does the status bar say it any more
            self._finish_said = None
            doc.glow(False)  # an undo right after the finish: no glow over a board that is not
