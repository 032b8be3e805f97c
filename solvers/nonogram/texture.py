"""Simon Tatham's way to a nonogram, for the levels his puzzles sit at (issue 41): draw his
random texture (noise averaged over each cell's 3x3 neighbourhood, cut at the density), keep
it when the level's own technique finishes it, else draw again. No repair, no clue flooding:
the kept puzzles have the clue numbers of his Pattern generator at the same size, because
they are made the same way (benchmarks/generators-nonogram.md measures both side by side).

The level of a texture is settled by the checks the grader makes (difficulty.py), each only
when the one before passed:

- line solving to its fixpoint (the compiled core of kernel.py when numba is installed, else
  propagate.py: both reach the same fixpoint, so the same textures are kept either way);
- the simple line rules (easy) or not (medium), on the line-solvable ones;
- depth-1 probing to its fixpoint (hard), on those line solving leaves unfinished.

Tatham also throws away a texture with a line all black or all white (too easy a start); so
do we. The work counted (work.WorkBudget) is one look per texture drawn and per line solved
in Python's checks, never seconds.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..events import Cancel
from . import fastprobe, probe
from .derive import clues_from_picture
from .difficulty import simple_rules_finish
from .model import Nonogram
from .pictures import random_picture
from .propagate import Grid, propagate

TEXTURE_LEVELS = ("easy", "medium", "hard")


def plain_lines(picture: np.ndarray) -> bool:
    """Tatham's rule: no row or column all one colour."""
    rows, cols = picture.sum(1), picture.sum(0)
    h, w = picture.shape
    return bool(rows.min() > 0 and rows.max() < w and cols.min() > 0 and cols.max() < h)


def clue_layout(picture: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """kernel.py's layout of the clues of ``picture`` (rows, then columns): (clues, first,
    count, lengths), by run lengths in numpy (no Python loop over lines)."""
    h, w = picture.shape
    lines = np.zeros((h + w, max(h, w) + 2), np.int8)
    lines[:h, 1:w + 1] = picture
    lines[h:, 1:h + 1] = picture.T
    steps = np.diff(lines, axis=1)
    line_of, starts = np.nonzero(steps == 1)  # row-major: each line's blocks left to right
    _, ends = np.nonzero(steps == -1)
    count = np.bincount(line_of, minlength=h + w).astype(np.int64)
    first = np.concatenate(([0], np.cumsum(count)[:-1])).astype(np.int64)
    clues = (ends - starts).astype(np.int64)
    lengths = np.array([w] * h + [h] * w, np.int64)
    return (clues if len(clues) else np.zeros(1, np.int64)), first, count, lengths


def line_solves(picture: np.ndarray, puzzle: Callable[[], Nonogram]) -> bool:
    """Does line solving alone finish the clues of ``picture``?"""
    h, w = picture.shape
    if max(h, w) <= fastprobe.MAX_LINE and fastprobe._numba_installed():
        from . import kernel

        clues, first, count, lengths = clue_layout(picture)
        filled, empty = np.zeros(h + w, np.int64), np.zeros(h + w, np.int64)
        kernel.propagate(filled, empty, clues, first, count, lengths, h, np.array([-1], np.int64))
        return kernel.unknown_count(filled, empty, h, w) == 0
    grid = Grid(puzzle())
    propagate(grid)
    return grid.complete


def probing_solves(puzzle: Nonogram, cancel: Cancel) -> bool:
    """Does depth-1 probing (after line solving) finish ``puzzle``?"""
    if fastprobe.usable(puzzle):
        from . import kernel

        grid = fastprobe.CompiledGrid(puzzle)
        filled, empty = grid.masks(None)
        if not kernel.propagate(filled, empty, *grid.layout, np.array([-1], np.int64)):
            return False
        consistent, branch = fastprobe._fixpoint(kernel, grid, filled, empty, cancel, fastprobe.NO_BUDGET,
                                                 np.zeros(4, np.int64))
        return consistent and branch < 0
    grid = Grid(puzzle)
    if not propagate(grid):
        return False
    solved, _ = probe.probe_to_fixpoint(grid, cancel, {"probes": 0})
    return solved is not None and solved.complete


def level_of(picture: np.ndarray, wanted: str, cancel: Cancel) -> Nonogram | None:
    """The puzzle of ``picture`` when it grades ``wanted`` by the checks above, else None."""
    made: list[Nonogram] = []

    def puzzle() -> Nonogram:
        if not made:
            made.append(clues_from_picture(picture))
        return made[0]

    solves = line_solves(picture, puzzle)
    if wanted == "hard":
        return puzzle() if not solves and probing_solves(puzzle(), cancel) else None
    if not solves:
        return None
    easy = bool(simple_rules_finish(puzzle()))
    return puzzle() if easy == (wanted == "easy") else None


def draw(rng: np.random.Generator, height: int, width: int, wanted: str, tries: int,
         density: Callable[[np.random.Generator], float], cancel: Cancel) -> tuple[Nonogram, int] | None:
    """(puzzle, textures drawn) of the first of at most ``tries`` textures that grades
    ``wanted``; None when none did (or ``cancel`` stopped)."""
    for drawn in range(1, tries + 1):
        if cancel.stopped:
            return None
        picture = random_picture(rng, height, width, density(rng))
        if not plain_lines(picture):
            continue
        puzzle = level_of(picture, wanted, cancel)
        if puzzle is not None:
            return puzzle, drawn
    return None
