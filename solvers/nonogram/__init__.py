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

# name -> (module, one-line description). Modules load on first use: the OR-Tools ones are
# heavy and a script that only line-solves should not pay for them.
METHODS = {
    "auto": ("auto", "line solving, then probing within a budget, then SAT on what is left (default)"),
    "line": ("propagate", "line solving step by step; stops where line logic stops"),
    "probe": ("probe", "line solving + probing + backtracking search"),
    "cpsat": ("cpsat", "an exact solver: each line's rule as a small automaton, on CP-SAT"),
    "sat": ("sat", "an exact solver: each line's automaton written as clauses, on the Glucose SAT solver"),
    "table": ("table", "an exact solver given every allowed pattern of each line (table constraints, CP-SAT)"),
    "mip": ("mip", "an integer programme: where each block starts, on a MIP solver (SCIP)"),
    "ga": ("ga", "a genetic algorithm evolving whole boards after deterministic fixing (GA1/GA2); "
                 "it may not finish and never proves uniqueness"),
}
COMPLETE_METHODS = ("auto", "probe", "cpsat", "sat", "table", "mip")


method, solve_events, solve = method_table(__name__, METHODS)


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
