"""The game model: state {"clues", "board" (1 x width array, 1 lit), "title"}; the player's move
is the engine's CellsMove on "board"."""

from __future__ import annotations

import os
from collections.abc import Hashable

import numpy as np

from solvers.document import Broken
from solvers.errors import MoveError

from . import formats
from .model import DARK, LIT, Lights, broken

KEYS = frozenset({"clues", "board", "title"})


class LightsPlay:
    genre = "lights"
    board_keys = frozenset({"board"})
    max_entries = formats.MAX_WIDTH

    def initial_state(self, puzzle: Lights) -> dict:
        return {"clues": puzzle.clues, "board": np.zeros((1, puzzle.width), dtype=np.int8), "title": puzzle.title}

    def load(self, path: str | os.PathLike) -> dict:
        return self.initial_state(formats.read_file(path))

    def check_state(self, state: dict) -> None:
        if state.keys() != KEYS:
            raise MoveError("a lights state has the parts board, clues, title")
        board = state["board"]
        if not isinstance(board, np.ndarray) or board.shape != (1, len(state["clues"])) or not np.isin(board, (0, 1)).all():
            raise MoveError("the board is not one row of lit and dark cells")

    def puzzle_key(self, state: dict) -> Hashable:
        return tuple(state["clues"])

    def row(self, state: dict) -> str:
        return "".join(LIT if v else DARK for v in state["board"][0])

    def broken_rules(self, state: dict) -> list[Broken]:
        cells = broken(tuple(state["clues"]), self.row(state))
        return [Broken("L1", "a number counts the lit cells beside it", tuple((0, i) for i in cells))] if cells else []

    def solved(self, state: dict) -> bool:
        return not broken(tuple(state["clues"]), self.row(state))

    def board_text(self, state: dict) -> str:
        return self.row(state)

    def board_json(self, state: dict) -> list:
        return [self.row(state)]


MODEL = LightsPlay()
