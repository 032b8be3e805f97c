"""Pattern's saved games of Simon Tatham's collection (solvers/tatham_save.py has the file
format): his move strings and ours.

One rectangle a move: ``F x,y,w,h`` fills the w x h cells from column x, row y (our FILLED),
``E`` crosses them out (EMPTY), ``U`` makes them undecided again (UNKNOWN); ``S`` and one digit
a cell (row by row, ``1`` filled) is a revealed solution. Our moves that change cells of
several values or of no rectangle become several of his moves, one rectangle each."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import numpy as np

from ..errors import PuzzleFormatError
from ..tatham_save import SaveFile, read_history, size_of, write_history
from .model import EMPTY, FILLED, UNKNOWN, Nonogram
from .state import initial_state, puzzle_key
from .state import puzzle_of as state_puzzle

if TYPE_CHECKING:
    from ..document import SavedGame

GAME = "Pattern"
_RECT = re.compile(r"([FEU])(\d{1,6}),(\d{1,6}),(\d{1,6}),(\d{1,6})")
_VALUES = {"F": FILLED, "E": EMPTY, "U": UNKNOWN}
_LETTERS = {v: k for k, v in _VALUES.items()}


def puzzle_of(save: SaveFile) -> Nonogram:
    from .formats import sgt

    w, h = size_of(save.params)
    return sgt.read(f"{w}x{h}:{save.desc}")


def read_game(save: SaveFile) -> SavedGame:
    """The game in progress of his saved game, with its history as our moves."""
    base = initial_state(puzzle_of(save))

    def restart(state: dict, desc: str) -> dict:
        if desc != save.desc:
            raise PuzzleFormatError("a restart with another puzzle cannot be kept in one game")
        return {"board": base["board"]}

    return read_history(save, base, lambda state, kind, text: _execute(state["board"], text), restart)


def _execute(board: np.ndarray, text: str) -> tuple[dict, bool]:
    h, w = board.shape
    if text.startswith("S") and len(text) == w * h + 1 and set(text[1:]) <= set("01"):
        cells = np.frombuffer(text[1:].encode("ascii"), dtype=np.uint8).reshape(h, w) == ord("1")
        return {"board": np.where(cells, FILLED, EMPTY).astype(board.dtype)}, True
    match = _RECT.fullmatch(text)
    if match is None:
        raise PuzzleFormatError(f"{text[:20]!r} is not a Pattern move")
    x, y, dx, dy = (int(match.group(i)) for i in range(2, 6))
    if x + dx > w or y + dy > h:
        raise PuzzleFormatError(f"the rectangle of {dx}x{dy} at ({x},{y}) is outside the {w}x{h} grid")
    out = board.copy()
    out[y:y + dy, x:x + dx] = _VALUES[match.group(1)]
    return {"board": out}, False


def _blank(state: dict) -> dict:
    return {**state, "board": np.full(state["board"].shape, UNKNOWN, dtype=state["board"].dtype)}


def _rectangles(changed: np.ndarray) -> list[tuple[int, int, int, int]]:
    """(x, y, w, h) rectangles covering the True cells exactly: a row's runs, grown down while
    the rows below have the same run."""
    left = changed.copy()
    out = []
    for y in range(left.shape[0]):
        x = 0
        while x < left.shape[1]:
            if not left[y, x]:
                x += 1
                continue
            end = x
            while end < left.shape[1] and left[y, end]:
                end += 1
            bottom = y + 1
            while bottom < left.shape[0] and left[bottom, x:end].all() \
                    and (x == 0 or not left[bottom, x - 1]) and (end == left.shape[1] or not left[bottom, end]):
                bottom += 1
            left[y:bottom, x:end] = False
            out.append((x, y, end - x, bottom - y))
            x = end
    return out


def _lines(before: dict, after: dict, move: object) -> list[tuple[str, str]]:
    old, new = before["board"], after["board"]
    if getattr(move, "reveal", False) and not (new == UNKNOWN).any():
        return [("SOLVE", "S" + "".join("1" if v == FILLED else "0" for v in new.ravel()))]
    out = []
    for value, letter in _LETTERS.items():
        for x, y, dx, dy in _rectangles((old != new) & (new == value)):
            out.append(("MOVE", f"{letter}{x},{y},{dx},{dy}"))
    return out


def write_game(base: dict, moves: list, index: int) -> SaveFile:
    """His saved game of ours (the state before the first move, the moves, the undo position):
    his app opens it and goes on with the game, Undo included."""
    from .formats import sgt

    first, lines, position = write_history(puzzle_key, base, moves, index, _blank, _lines)
    puzzle = state_puzzle(first)
    desc = sgt.write(puzzle).strip().split(":", 1)[1]
    return SaveFile(GAME, f"{puzzle.width}x{puzzle.height}", desc, lines, position)
