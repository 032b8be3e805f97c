"""From what an author draws to the puzzle: a picture gives its clues."""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from .model import FILLED, Nonogram, picture_clues


def clues_from_picture(picture: ArrayLike, title: str = "", author: str = "", license: str = "") -> Nonogram:
    """Derive row and column clues from a 0/1 picture; the picture becomes the goal."""
    goal = (np.asarray(picture) == FILLED).astype(np.int8)
    if goal.ndim != 2 or 0 in goal.shape:
        raise ValueError("a picture needs at least one row and one column")
    rows, cols = picture_clues(goal)
    return Nonogram(rows, cols, goal=goal, title=title, author=author, license=license)
