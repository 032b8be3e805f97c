"""Tentai Show (Galaxies): model in doubled coordinates, formats, rules, solvers, authoring.

Every method is a generator ``method(puzzle, options, cancel)`` of events (solvers.events);
a solved board is an h x w int array of dot indices, dots numbered in the input's order.
``Done.stats["picture"]`` holds the black-dot picture ('#' rows) of the first solution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import load_on_first_use
from ..methods import method_table
from ..protocol import unsupported
from .genre import GENRE

if TYPE_CHECKING:
    from numpy.typing import ArrayLike

    from .model import Galaxies

# Loaded on first use (solvers/lazy.py): listing the methods needs none of them.
load_on_first_use(__name__, {
    "formats": "formats",
    "BATCH_FORMATS": "formats:BATCH_FORMATS",  # files that hold many puzzles
    "difficulty": "difficulty:difficulty",
    "differing_cells": "_cells:differing_cells",  # the boards are cells: solvers/grid.py
    "board_rows": "model:board_rows",
    "draw": "drawing:draw",  # the one drawing: book PDF and studio images (issue 41)
    "RULES": "drawing:RULES",  # the rules in words, for a book's rules page
    "Galaxies": "model:Galaxies",
    "MAX_SIZE": "model:MAX_SIZE",
})

# The methods, as the genre declares them (genre.py: the one table of this genre).
METHODS, COMPLETE_METHODS = GENRE.methods, GENRE.complete_methods


method, solve_events, solve = method_table(GENRE)


def generate(width: int, height: int, seed: int | None = None, **extra) -> tuple[Galaxies, dict]:
    """(puzzle, report) for a new unique puzzle (generator.py). A size out of range is refused
    here, before anything is allocated: a 2000x2000 would take 620 MB and minutes first."""
    from .model import MAX_SIZE

    if not (1 <= width <= MAX_SIZE and 1 <= height <= MAX_SIZE):
        raise ValueError(f"generated galaxies are 1x1 to {MAX_SIZE}x{MAX_SIZE}")
    from ..options import check_keywords
    from .generator import generate as _generate

    check_keywords(_generate, extra, "galaxies generate")
    return _generate(width, height, seed, **extra)


def generate_from_picture(picture: ArrayLike, seed: int | None = None, timeout: float | None = None,
                          **extra) -> tuple[Galaxies, dict]:
    """A unique puzzle whose black-dot regions are the black cells of ``picture`` (generator.py)."""
    from .generator import generate_from_picture as _generate_from_picture
    return _generate_from_picture(picture, seed, timeout, **extra)



# Genre protocol (solvers/protocol.py): a galaxies puzzle has no picture to repair; Check
# suggests a dot to add or move instead (studio/galaxies).
suggest_repairs = repaired_puzzle = unsupported(
    "repair changes a nonogram picture; a galaxies puzzle gets its suggestions from Check")


def offered_levels(width: int, height: int) -> tuple[str, ...]:
    """Genre protocol: the levels generate makes at this size (generator.MIN_SIDE, MAX_SIDE)."""
    from .generator import offered

    return offered(width, height)
