"""One-row lights: the engine half of the test tree's fourth genre (tests/fourth_genre)."""

from __future__ import annotations

from solvers.lazy import load_on_first_use
from solvers.methods import method_table
from solvers.protocol import unsupported

from .. import declaration as GENRE

load_on_first_use(__name__, {
    "formats": "formats",
    "board_rows": "model:board_rows",
    "differing_cells": "model:differing_cells",
    "draw": "model:draw",
    "RULES": "model:RULES",
    "difficulty": "model:difficulty",
})

BATCH_FORMATS = GENRE.batch_formats()  # none
METHODS, COMPLETE_METHODS = GENRE.methods, GENRE.complete_methods
method, solve_events, solve = method_table(GENRE)

generate = unsupported("lights are not generated")
generate_from_picture = unsupported("lights are not made from a picture")
suggest_repairs = repaired_puzzle = unsupported("lights have no picture to repair")


def offered_levels(width: int, height: int) -> tuple[str, ...]:
    return ()
