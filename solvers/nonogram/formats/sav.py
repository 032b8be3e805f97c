"""Simon Tatham's saved games of Pattern as puzzle files: the puzzle of a game in progress (its
moves: solvers/nonogram/tatham.py), and a new game of a puzzle."""

from __future__ import annotations

from ... import tatham_save
from ...errors import PuzzleFormatError
from ...tatham_text import game_name
from ..model import Nonogram
from ..tatham import GAME


def recognised(text: str) -> bool:
    return game_name(text) == GAME


def read(text: str) -> Nonogram:
    from ..tatham import puzzle_of

    save = tatham_save.read(text)
    if save.game != GAME:
        raise PuzzleFormatError(f"a saved game of Tatham's {save.game[:30]!r}, not of {GAME}")
    return puzzle_of(save)


def write(puzzle: Nonogram) -> str:
    from ..state import initial_state
    from ..tatham import write_game

    return tatham_save.write(write_game(initial_state(puzzle), [], 0))
