"""A nonogram game's state made from its puzzle and its puzzle read back from the state
(moves.py's NonogramPlay gives them to the document model). Apart from moves.py, which reads
puzzle files through formats/, because Tatham's saved games (tatham.py, formats/sav.py), one
of those formats, need them too."""

from __future__ import annotations

from collections.abc import Hashable

import numpy as np

from .derive import clues_from_picture
from .model import Nonogram


def initial_state(puzzle: Nonogram) -> dict:
    """The state of a document opened on ``puzzle`` (as studio.nonogram.document builds it)."""
    if puzzle.goal is not None:
        picture, clues = np.asarray(puzzle.goal, dtype=np.int8).copy(), None
    else:
        picture, clues = np.zeros(puzzle.shape, dtype=np.int8), (puzzle.rows, puzzle.cols)
    return {"picture": picture, "board": puzzle.empty_board(), "clues": clues, "title": puzzle.title,
            "crossed": ()}


def clues_of(state: dict) -> tuple:
    if state["clues"] is not None:
        return state["clues"]
    puzzle = clues_from_picture(state["picture"])
    return puzzle.rows, puzzle.cols


def puzzle_of(state: dict) -> Nonogram:
    rows, cols = clues_of(state)
    return Nonogram(tuple(map(tuple, rows)), tuple(map(tuple, cols)), None, state["title"])


def puzzle_key(state: dict) -> Hashable:
    rows, cols = clues_of(state)
    return tuple(map(tuple, rows)), tuple(map(tuple, cols))
