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
from typing import TYPE_CHECKING

from solvers.document import SECTION_FORMAT as FORMAT
from solvers.document import SECTION_KEY as KEY
from solvers.document import Game, SavedGame, number, read_history, read_state
from solvers.errors import PuzzleFormatError
from solvers.moves import copy_state
from solvers.textfiles import parse_json, read_text

from .moves import encode, move_data

if TYPE_CHECKING:
    from .document import PuzzleDocument

log = logging.getLogger(__name__)


def section(document: PuzzleDocument) -> dict:
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
    """The studio section of a native JSON file, or None (another format, or none saved)."""
    if Path(path).suffix.lower() != ".json":
        return None
    try:
        data = parse_json(read_text(Path(path)))
    except (PuzzleFormatError, OSError):
        return None
    found = data.get(KEY) if isinstance(data, dict) else None
    return found if isinstance(found, dict) and found.get("format") == FORMAT else None


def resume(document: PuzzleDocument, data: dict | None) -> bool:
    """Bring back a saved game: the state, the undo chain and the mode. False when the section
    cannot be used: then the document keeps the saved state alone if it is the file's puzzle,
    else the puzzle as built from the file."""
    if not data:
        return False
    document.replaying = True  # no finish said for the boards on the way (PlayerBase.announce_finish)
    try:
        resumed = _resume(document, data)
        # Absent in games saved before they were kept, and anything in a damaged file: then 0.
        document.clock.restore(float(number(data.get("clock"), (int, float), 10 ** 8)))
        document.keep_used(number(data.get("hints"), int, 10 ** 6), number(data.get("reveals"), int, 10 ** 6))
        return resumed
    finally:
        document.replaying = False
        document.announce_state()  # the game as it is now: finished or not


def _resume(document: PuzzleDocument, data: dict) -> bool:
    built = copy_state(document.state())
    stored = document.puzzle_json()  # what the file says the puzzle is
    try:
        saved = read_state(data)
        if saved.keys() != built.keys():
            raise PuzzleFormatError("the saved state does not fit this document")
        document.model.check_state(saved)
        document.show_state(saved)
        if document.puzzle_json() != stored:
            raise PuzzleFormatError("the saved state is not the file's puzzle")
    except PuzzleFormatError as error:
        log.warning("saved game dropped, the puzzle opens as the file has it: %s", error)
        document.show_state(built)
        document.settle()
        return False
    try:
        # The engine replays the history first: a move that does not fit is refused there,
        # named in the log, and the game opens with its saved state alone.
        base, moves, index = read_history(data)
        Game.replay(document.model, SavedGame(saved, base, moves, index))
        base, moves, index = read_history(data)  # fresh moves: each counts its hint once, here
        document.show_state(base)
        document.settle()
        for move in moves:
            if not document.push(move):
                raise PuzzleFormatError(f"a saved move does not fit: {move.kind} {move.text!r}")
        document.undo_stack.setIndex(index)
        resumed = document.same_state(saved)
        if not resumed:
            log.warning("saved history dropped: it does not lead to the saved state in the studio")
    except PuzzleFormatError as error:
        log.warning("saved history dropped, the game opens without its undo chain: %s", error)
        resumed = False
    if not resumed:
        document.undo_stack.clear()
        document.show_state(saved)
        document.settle()
    document.undo_stack.setClean()
    mode = data.get("mode")
    if isinstance(mode, int) and 0 <= mode <= 2:
        document.tabs.setCurrentIndex(mode)
    return resumed
