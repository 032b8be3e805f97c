"""A document's game in progress inside its native JSON file, as Simon Tatham's save files keep
the whole undo chain: the state now (the player's board included), the state before the first
move, every move's text form and the undo stack's position. Reopening replays the moves, so
Undo and Redo work as before the save; the same text is what autosave writes.

The section sits under the key ``"studio"`` beside the engine's puzzle, which every reader of
the native format ignores. The puzzle stays the authority: a section that does not describe
the file's puzzle (the file was edited elsewhere) or cannot be read is dropped, and the
puzzle opens as it is.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from solvers import tatham_save
from solvers.document import SECTION_FORMAT as FORMAT
from solvers.document import SECTION_KEY as KEY
from solvers.document import Game, SavedGame, Tally, number, read_history, read_state
from solvers.errors import PuzzleFormatError
from solvers.moves import Limits, copy_state
from solvers.textfiles import parse_json, read_text

from .moves import Move, MoveCommand, encode, move_data

if TYPE_CHECKING:
    from collections.abc import Iterable

    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QTabWidget

    from solvers.document import GenrePlay

    from .play_clock import PlayClock


class SavedDocument(Protocol):
    """What saving and resuming a game ask of a document (studio.document.PuzzleDocument,
    which calls them: named by what it has, not imported back)."""

    genre: str
    undo_stack: QUndoStack
    tabs: QTabWidget
    clock: PlayClock
    tally: Tally
    game: Game

    @property
    def base_state(self) -> dict: ...  # the game's state before its first move
    replaying: bool
    saved_game_dropped: str

    @property
    def model(self) -> GenrePlay: ...  # read-only: each genre's is its own (NonogramPlay, ...)

    def state(self) -> dict: ...
    def show_state(self, state: dict) -> None: ...
    def restore_state(self, parts: dict) -> None: ...
    def announce_state(self) -> None: ...
    def note_change(self, keys: Iterable[str], live: bool = False) -> None: ...
    def apply_move(self, move: Move, forward: bool, first: bool = False) -> None: ...
    def settle(self) -> None: ...
    def puzzle_json(self) -> str: ...
    def mode(self) -> int: ...
    def hints_used(self) -> int: ...
    def reveals_used(self) -> int: ...
    def keep_used(self, hints: int, reveals: int) -> None: ...

log = logging.getLogger(__name__)


def section(document: SavedDocument) -> dict:
    stack = document.undo_stack
    return {
        "format": FORMAT,
        "mode": document.mode(),
        "state": encode(document.state()),
        "base": encode(document.base_state),
        "moves": [move_data(stack.command(i).move) for i in range(stack.count())],
        "index": stack.index(),
        "clock": round(document.clock.at_last_move, 1),  # solving time: a reopened game goes on from it
        "hints": document.hints_used(),  # undone ones too, which the history may not hold
        "reveals": document.reveals_used(),
    }


def with_section(puzzle_json: str, data: dict) -> str:
    """The engine's JSON text with the section added as its last key (its layout kept)."""
    text = puzzle_json.rstrip()
    if not text.endswith("}"):
        raise ValueError("the puzzle's JSON is not an object")
    body = text[:-1].rstrip()
    separator = "" if body.endswith("{") else ","
    return f"{body}{separator}\n  {json.dumps(KEY)}: {json.dumps(data, separators=(',', ':'))}\n}}\n"


def section_of(path: str | Path) -> dict | None:
    """The studio section of a native JSON file, or of a saved game of Simon Tatham's (his
    moves as ours, solvers/tatham_save.py), or None (another format, or none saved)."""
    if Path(path).suffix.lower() != ".json":
        return tatham_section(path)
    try:
        data = parse_json(read_text(Path(path)))
    except (PuzzleFormatError, OSError):
        return None
    found = data.get(KEY) if isinstance(data, dict) else None
    return found if isinstance(found, dict) and found.get("format") == FORMAT else None


def tatham_section(path: str | Path) -> dict | None:
    """His saved game as a section (None for any other file); a saved game of his that cannot
    be replayed is a section that says so, so that the document says why it was dropped."""
    try:
        text = read_text(Path(path))
    except (OSError, PuzzleFormatError, UnicodeDecodeError):  # no text: no saved game of his either
        return None
    if not tatham_save.looks_like(text):
        return None
    try:
        return tatham_save.game_section(text)
    except PuzzleFormatError as error:
        return {"format": FORMAT, "error": str(error)}


def tatham_text(document: SavedDocument) -> str:
    """The game in progress as Simon Tatham's saved game: his apps open it and go on, Undo
    included. PuzzleFormatError for a genre he has no game of, or a board his app cannot have."""
    module = tatham_save.games_module(document.genre)
    stack = document.undo_stack
    moves = [stack.command(i).move for i in range(stack.count())]
    return tatham_save.write(module.write_game(document.base_state, moves, stack.index()))


def resume(document: SavedDocument, data: dict | None) -> bool:
    """Bring back a saved game: the state, the undo chain and the mode. False when the section
    cannot be used: then the document keeps the saved state alone if it is the file's puzzle,
    else the puzzle as built from the file, and ``document.saved_game_dropped`` says why in one
    line (the window shows it once the file is open)."""
    if not data:
        return False
    document.replaying = True  # no finish said for the boards on the way (PlayerBase.announce_finish)
    try:
        resumed = _resume(document, data)
        # Absent in games saved before they were kept, and anything in a damaged file: then 0.
        document.clock.restore(float(number(data.get("clock"), (int, float), 10 ** 8)))
        document.keep_used(int(number(data.get("hints"), int, 10 ** 6)), int(number(data.get("reveals"), int, 10 ** 6)))
        return resumed
    finally:
        document.replaying = False
        document.announce_state()  # the game as it is now: finished or not


def _dropped(document: SavedDocument, what: str, error: PuzzleFormatError) -> None:
    log.warning("%s: %s", what, error)
    document.saved_game_dropped = f"{what}: {error}"


def _resume(document: SavedDocument, data: dict) -> bool:
    built = copy_state(document.state())
    stored = document.puzzle_json()  # what the file says the puzzle is
    # Every array within the genre's largest board, every move read once (engine's bounds).
    limits = Limits(document.model.max_entries)
    try:
        if "error" in data:  # a saved game of Tatham's that does not replay (tatham_section)
            raise PuzzleFormatError(str(data["error"]))
        saved = read_state(data, limits)
        if saved.keys() != built.keys():
            raise PuzzleFormatError("the saved state does not fit this document")
        document.model.check_state(saved)
        document.show_state(saved)
        if document.puzzle_json() != stored:
            raise PuzzleFormatError("the saved state is not the file's puzzle")
    except PuzzleFormatError as error:
        _dropped(document, "saved game dropped, the puzzle opens as the file has it", error)
        document.show_state(built)
        document.settle()
        return False
    try:
        # The engine replays the history once (a move that does not fit is refused there, a
        # history that does not lead to the saved state too), then the undo stack takes the
        # same moves without applying them again (ReplayedCommand) and the document's game
        # the replayed chain.
        base, moves, index = read_history(data, limits)
        game = Game.replay(document.model, SavedGame(saved, base, moves, index))
        _stack_replayed(document, game)
        resumed = True
    except PuzzleFormatError as error:
        _dropped(document, "saved history dropped, the game opens without its undo chain", error)
        resumed = False
    if not resumed:
        document.undo_stack.clear()
        document.game.forget()
        document.tally = Tally()
        document.show_state(saved)
        document.settle()
    document.undo_stack.setClean()
    mode = data.get("mode")
    if isinstance(mode, int) and 0 <= mode <= 2:
        document.tabs.setCurrentIndex(mode)
    return resumed


class ReplayedCommand(MoveCommand):
    """A saved move the engine replayed, put on the undo stack: while ``quiet``, its redo (the
    push) and its undo (back to the saved position) change nothing, since the document is given
    the replayed state once at the end. Pushing each move through the document instead applied
    and checked it a second time and redrew every view per move (150 s for 250,000 moves)."""

    quiet = True

    def redo(self) -> None:
        if not self.quiet:
            super().redo()

    def undo(self) -> None:
        if not self.quiet:
            super().undo()


def _stack_replayed(document: SavedDocument, game: Game) -> None:
    """The replayed game's undo chain on the document's stack, the document at its state."""
    document.show_state(game.base)
    document.settle()  # the state before the first move is where the history starts
    commands = [ReplayedCommand(document, move) for move in game.moves]
    for command in commands:
        document.undo_stack.push(command)
    document.undo_stack.setIndex(game.index)
    for command in commands:
        command.quiet, command.pushed = False, True
    # The document's game takes the replayed chain and counts (the moves' hints and reveals
    # counted once, by the replay), its state the replayed one.
    document.game.adopt(game)
    document.restore_state(game.state)
    document.note_change(game.state.keys())
