"""Moves in the studio: the engine's moves (solvers/document.py, with their text form and their
checks) on a QUndoStack. A ``MoveCommand`` only wraps one: its redo and undo ask the document's game
to apply the move, which the engine checks against the game's state first (DESIGN.md). Undo,
save, autosave and replay are one mechanism: the saved file holds the moves' text forms, and
reopening replays them (studio.history)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QUndoCommand

from solvers.moves import (  # noqa: F401 (the studio's genres take their moves from here)
    MOVE_KINDS,
    CellsMove,
    Move,
    PartsMove,
    as_hint,
    as_reveal,
    decode,
    encode,
    from_string,
    move_data,
    move_from_data,
    register,
    same,
    to_string,
)

if TYPE_CHECKING:
    from collections.abc import Hashable

    from solvers.document import Game


class MoveCommand(QUndoCommand):
    """A move on the undo stack, one link of the document's game's chain (solvers/document.py,
    Game): its first redo pushes the move on the game, later ones redo it, its undo undoes it,
    each through the document (PuzzleDocument.apply_move), which then shows the change.
    Applying a move twice is the same as once, so a drag that changed the document live is
    pushed like any other move (its first redo brings every view up to date). Commands with the
    same ``merge_key`` (digits typed into one cell) merge, and so do their moves in the game."""

    MERGE_ID = 7001

    def __init__(self, document: MovesDocument, move: Move, merge_key: Hashable | None = None) -> None:
        super().__init__(move.text)
        self.document, self.move = document, move
        self.merge_key = merge_key
        self.pushed = False  # on the game's chain (after the first redo)

    def redo(self) -> None:
        self.document.apply_move(self.move, True, first=not self.pushed)
        self.pushed = True

    def undo(self) -> None:
        self.document.apply_move(self.move, False)

    def id(self) -> int:
        return self.MERGE_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, MoveCommand) or other.merge_key != self.merge_key \
                or not isinstance(self.move, PartsMove) or not isinstance(other.move, PartsMove):
            return False
        self.move.after = other.move.after
        self.document.game.fold_last()  # QUndoStack merges after the other's redo pushed it
        return True


class MovesDocument(Protocol):
    """What a command asks of its document (studio.document.PuzzleDocument)."""

    game: Game

    def apply_move(self, move: Move, forward: bool, first: bool = False) -> None: ...
