"""Galaxies' saved games of Simon Tatham's collection (solvers/tatham_save.py has the file
format): his move strings and ours.

His moves, ``;``-separated inside one move, on his doubled grid (x the column, y the row, as
ours: 0 .. 2w and 0 .. 2h, the border excluded): ``E x,y`` toggles the edge at (x, y) (our
``walls``); ``A x,y,dx,dy`` (``a`` in a solve) ties every tile in the 3x3 square around (x, y)
to the dot at (dx, dy) (our ``marks``: the dot's flat position dy * (2w + 1) + dx), but not a
tile tied to a held dot, nor to a held dot; ``U x,y`` unties the tile at (x, y); ``M x,y``
holds or releases a dot (his interface's; nothing of ours changes); ``S`` says the solution
was revealed."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import numpy as np

from ..errors import PuzzleFormatError
from ..tatham_save import SaveFile, read_history, write_history
from . import formats

if TYPE_CHECKING:
    from ..document import SavedGame

# His game's name and the puzzle's part of his files are the sav format's (formats.py); this
# module adds the moves.
GAME = formats.TATHAM_GAME
_STEP = re.compile(r"([EUM])(\d{1,6}),(\d{1,6})|([Aa])(\d{1,6}),(\d{1,6}),(\d{1,6}),(\d{1,6})|(S)", re.ASCII)


def read_game(save: SaveFile) -> SavedGame:
    """The game in progress of his saved game, with its history as our moves."""
    from .moves import MODEL  # here: telling his game's name (GAME) needs no document model

    base = MODEL.initial_state(formats.puzzle_of_save(save))
    held: set = set()

    def step(state: dict, kind: str, text: str) -> tuple[dict, bool]:
        return _execute(state, text, held)

    def restart(state: dict, desc: str) -> dict:
        if desc != save.desc:
            raise PuzzleFormatError("a restart with another puzzle cannot be kept in one game")
        held.clear()
        return {"walls": base["walls"], "marks": base["marks"]}

    return read_history(save, base, step, restart)


def _execute(state: dict, text: str, held: set) -> tuple[dict, bool]:
    """The walls and marks after one of his moves, and whether it reveals the solution."""
    h, w = state["shape"]
    sx, sy = 2 * w + 1, 2 * h + 1
    walls, marks = state["walls"].copy(), state["marks"].copy()
    dots = state["dots"]
    reveal = False
    parts = text.split(";")
    if parts and parts[-1] == "":
        parts.pop()
    for part in parts:
        match = _STEP.fullmatch(part)
        if match is None:
            raise PuzzleFormatError(f"{part[:20]!r} is not a Galaxies move")
        if match.group(9):
            reveal = True
            continue
        if match.group(1):
            kind, x, y = match.group(1), int(match.group(2)), int(match.group(3))
            if not (0 < x < sx - 1 and 0 < y < sy - 1):
                raise PuzzleFormatError(f"({x},{y}) is not inside the grid")
            if kind == "E":
                if (x + y) % 2 != 1:
                    raise PuzzleFormatError(f"({x},{y}) is not an edge")
                walls[y, x] = not walls[y, x]
            elif kind == "U":
                if x % 2 != 1 or y % 2 != 1 or marks[y // 2, x // 2] < 0:
                    raise PuzzleFormatError(f"({x},{y}) is not a tile tied to a dot")
                marks[y // 2, x // 2] = -1
            else:
                if (y, x) not in dots:
                    raise PuzzleFormatError(f"no dot at ({x},{y}) to hold")
                held.symmetric_difference_update({y * sx + x})
            continue
        _tie(state, marks, [int(match.group(i)) for i in range(5, 9)], held)
    return {"walls": walls, "marks": marks}, reveal


def _tie(state: dict, marks: np.ndarray, numbers: list[int], held: set) -> None:
    """His ``A x,y,dx,dy``: the tiles around (x, y) tied to the dot at (dx, dy) in ``marks``."""
    h, w = state["shape"]
    sx, sy = 2 * w + 1, 2 * h + 1
    x, y, ax, ay = numbers
    if not all(1 <= v < side - 1 for v, side in ((x, sx), (y, sy), (ax, sx), (ay, sy))):
        raise PuzzleFormatError(f"({x},{y}) or its dot ({ax},{ay}) is not inside the grid")
    dot = ay * sx + ax
    if (ay, ax) not in state["dots"]:
        raise PuzzleFormatError(f"no dot at ({ax},{ay}) to tie tiles to")
    if dot in held:
        raise PuzzleFormatError(f"the dot at ({ax},{ay}) is held")
    for ty in range(y - 1, y + 2):
        for tx in range(x - 1, x + 2):
            if tx % 2 == 1 and ty % 2 == 1:
                old = int(state["marks"][ty // 2, tx // 2])
                if old >= 0 and old in held:
                    continue
                marks[ty // 2, tx // 2] = dot


def _blank(state: dict) -> dict:
    h, w = state["shape"]
    return {**state, "walls": np.zeros((2 * h + 1, 2 * w + 1), dtype=state["walls"].dtype),
            "marks": np.full((h, w), -1, dtype=state["marks"].dtype)}


def _lines(before: dict, after: dict, move: object) -> list[tuple[str, str]]:
    """His move lines for one of our steps: one move of edge toggles and ties (a solve when
    our move revealed the solution)."""
    sx = 2 * after["shape"][1] + 1
    steps = []
    inner = np.zeros(before["walls"].shape, dtype=bool)
    inner[1:-1, 1:-1] = True  # his border edges are always set, never toggled
    for y, x in zip(*np.nonzero((before["walls"].astype(bool) != after["walls"].astype(bool)) & inner)):
        steps.append(f"E{x},{y}")
    reveal = bool(getattr(move, "reveal", False))
    for r, c in zip(*np.nonzero(before["marks"] != after["marks"])):
        dot = int(after["marks"][r, c])
        if dot >= 0 and divmod(dot, sx) in after["dots"]:
            ay, ax = divmod(dot, sx)
            steps.append(f"{'a' if reveal else 'A'}{2 * c + 1},{2 * r + 1},{ax},{ay}")
        elif before["marks"][r, c] >= 0:
            steps.append(f"U{2 * c + 1},{2 * r + 1}")
    if not steps:
        return []
    return [("SOLVE", ";".join(["S", *steps])) if reveal else ("MOVE", ";".join(steps))]


def write_game(base: dict, moves: list, index: int) -> SaveFile:
    """His saved game of ours (the state before the first move, the moves, the undo position):
    his app opens it and goes on with the game, Undo included."""
    from .moves import MODEL

    first, lines, position = write_history(MODEL.puzzle_key, base, moves, index, _blank, _lines)
    return formats.save_file(MODEL.puzzle(first), lines, position)
