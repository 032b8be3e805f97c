"""A nonogram game's side of the document model (solvers/document.py): the state's parts, their
checks, and the board judged by the rules.

State: the author's ``picture`` (the clues are derived from it) or typed ``clues`` when the
picture is unknown (a puzzle from a book or a clue-only file), the player's ``board``
(UNKNOWN / EMPTY (crossed) / FILLED), the clue numbers the player ``crossed`` out by hand and
the ``title``. Solved means every row and column shows exactly its clue: any valid solution is
accepted, not only the author's picture.
"""

from __future__ import annotations

import os
from collections.abc import Hashable

import numpy as np

from ..document import Broken
from ..errors import MoveError
from . import formats
from .model import EMPTY, FILLED, MAX_SIZE, UNKNOWN, Nonogram
from .rules import check, done_lines
from .state import initial_state, puzzle_key, puzzle_of

KEYS = frozenset({"picture", "board", "clues", "title", "crossed"})


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class NonogramPlay:
    genre = "nonogram"
    board_keys = frozenset({"board", "crossed"})
    max_entries = MAX_SIZE * MAX_SIZE  # the picture and the board, at the largest size

    def initial_state(self, puzzle: Nonogram) -> dict:
        """The state of a document opened on ``puzzle`` (as studio.nonogram.document builds it)."""
        return initial_state(puzzle)

    def load(self, path: str | os.PathLike) -> dict:
        return self.initial_state(formats.read_file(path))

    def check_state(self, state: dict) -> None:
        if state.keys() != KEYS:
            raise MoveError(f"a nonogram's state has the parts {', '.join(sorted(KEYS))}")
        picture, board, clues = state["picture"], state["board"], state["clues"]
        for name, array, values in (("picture", picture, (UNKNOWN, EMPTY, FILLED)),
                                    ("board", board, (UNKNOWN, EMPTY, FILLED))):
            if not isinstance(array, np.ndarray) or array.ndim != 2 or 0 in array.shape:
                raise MoveError(f"the {name} is not a grid of cells")
            if not np.isin(array, values).all():
                raise MoveError(f"the {name} holds values other than {values}")
        if board.shape != picture.shape:
            raise MoveError("the picture and the board differ in size")
        if clues is not None:
            ok = isinstance(clues, (tuple, list)) and len(clues) == 2 \
                and all(isinstance(lines, (tuple, list)) for lines in clues) and all(
                    isinstance(line, (tuple, list)) and all(_count(n) and n > 0 for n in line)
                    for lines in clues for line in lines)
            if not ok or (len(clues[0]), len(clues[1])) != picture.shape:
                raise MoveError("the clues are not one list of positive numbers per row and column of the grid")
        if not isinstance(state["title"], str):
            raise MoveError("the title is not text")
        crossed = state["crossed"]
        if not isinstance(crossed, (tuple, list)) or not all(
                isinstance(t, (tuple, list)) and len(t) == 3 and all(_count(n) for n in t) for t in crossed):
            raise MoveError("crossed clue numbers are (kind, line, block) triples")

    def puzzle(self, state: dict) -> Nonogram:
        return puzzle_of(state)

    def puzzle_key(self, state: dict) -> Hashable:
        return puzzle_key(state)

    def broken_rules(self, state: dict) -> list[Broken]:
        return [Broken(v.code, v.rule, v.cells) for v in check(self.puzzle(state), state["board"])]

    def solved(self, state: dict) -> bool:
        puzzle = self.puzzle(state)
        return len(done_lines(puzzle, state["board"])) == puzzle.width + puzzle.height

    def board_json(self, state: dict) -> list[str]:
        """One string a row: ``#`` filled, ``x`` crossed out, ``.`` not decided."""
        symbols = {FILLED: "#", EMPTY: "x", UNKNOWN: "."}
        return ["".join(symbols[int(v)] for v in row) for row in state["board"]]

    def board_text(self, state: dict) -> str:
        puzzle = self.puzzle(state)
        rows = self.board_json(state)
        return "\n".join(f"{row}  {' '.join(map(str, clue)) or '0'}" for row, clue in zip(rows, puzzle.rows))


MODEL = NonogramPlay()
