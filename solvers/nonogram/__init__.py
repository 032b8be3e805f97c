"""Nonogram (Picross): model, formats, derivation, line solving and complete solvers.

Every method is a generator ``method(puzzle, options, cancel)`` of events (solvers.events);
``solve`` drains one and returns its ``Done``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

    from ..events import Cancel, Done
    from .model import Nonogram

from ..errors import Unsupported
from ..lazy import load_on_first_use
from ..methods import method_table
from ..protocol import unsupported
from .genre import GENRE

# Loaded on first use (solvers/lazy.py): listing the methods needs none of them.
load_on_first_use(__name__, {
    "formats": "formats",
    "BATCH_FORMATS": "formats:BATCH_FORMATS",  # files that hold many puzzles
    "difficulty": "difficulty:difficulty",
    "differing_cells": "_cells:differing_cells",  # the boards are cells: solvers/grid.py
    "board_rows": "model:board_to_strings",
    "draw": "drawing:draw",  # the one drawing: book PDF and studio images (issue 41)
    "RULES": "drawing:RULES",  # the rules in words, for a book's rules page
})

# The methods, as the genre declares them (genre.py: the one table of this genre).
METHODS, COMPLETE_METHODS = GENRE.methods, GENRE.complete_methods


method, solve_events, solve = method_table(GENRE)


def generate(width: int, height: int, seed: int | None = None, **extra) -> tuple[Nonogram, dict]:
    """A new puzzle with a unique solution and a report on it (see generator.py)."""
    from ..options import check_keywords
    from .generator import generate as make

    check_keywords(make, extra, "nonogram generate")
    return make(width, height, seed, **extra)


def suggest_repairs(puzzle: Nonogram, target: str = "unique", cancel: Cancel | None = None, **options) -> Done:
    """The fewest cells of ``puzzle``'s picture to flip so its clues are unique or
    line-solvable (repair.py); ``Unsupported`` for a puzzle known by its clues alone."""
    from .repair import suggest_repairs as search

    if puzzle.goal is None:
        raise Unsupported("the puzzle has clues but no picture: repair changes a picture")
    return search(puzzle.goal, target, cancel, **options)


def repaired_puzzle(puzzle: Nonogram, picture: np.ndarray) -> Nonogram:
    """``puzzle`` with the clues of a repaired ``picture``, its title and credits kept."""
    from .repair import repaired_puzzle as make

    return make(puzzle, picture)


# Genre protocol (solvers/protocol.py): a nonogram IS a picture; generate --picture would only
# give back its clues (``puzzle-studio-cli convert`` does that).
generate_from_picture = unsupported(
    "a nonogram from a picture is that picture's clues: use convert, or draw it in the studio")


def offered_levels(width: int, height: int) -> tuple[str, ...]:
    """Genre protocol: the levels generate makes at this size (generator.offered_levels)."""
    from .generator import offered_levels as offered

    return offered(width, height)
