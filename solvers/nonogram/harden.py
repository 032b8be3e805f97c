"""Walk a unique picture toward a harder grade: the generator's way to the scale's expert
(probing depth 2; RUNGS maps the levels to this module's rungs) and search, which drawn
pictures almost never reach (none among 800 lightly smoothed 12x12 pictures and 400 noise ones).

A step flips one cell on the outline of the shapes (an edge moves by one cell, so the picture
keeps its shapes) and keeps the flip when the clues stay unique and the puzzle is at least as
hard, never harder than the level asked for. "How hard" needs a slope inside a level, or the
walk drifts blind: the cells the level's own technique leaves undecided one level down (line
logic for hard, depth-1 probing for expert, depth-2 for search), then the probes it
tried. Steps that would make the picture rougher than ``ROUGHNESS_CAP`` times noise's
colour changes are refused, so the walk cannot turn the picture into noise (the hard
puzzles it finds sit at that cap). A walk that has not moved for ``PATIENCE`` tries starts
again from a fresh picture.

Measured while building it (2 shared cores): probing depth 2 in 2-9 s at 15x15-25x25
(benchmarks/nonogram_generate.py), 15-50 s at 12x12, rarely within 60 s at 10x10 (small
grids leave depth-1 probing little to miss). Search was never reached: not in 90 s at 12x12,
15x15 or 20x20, nor with the depth-2 probes as the slope, a roughness cap of 0.7 or 5 s for a
depth-2 round (depth-2 probing is strong); the generator then reports ``difficulty_met``
False, with the hardest unique puzzle it found.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..events import Cancel, SolveOptions, Stopped, run
from ..work import WorkBudget
from . import probe, propagate, sat
from .derive import clues_from_picture
from .difficulty import probe_depth_two
from .propagate import Grid
from .repair import flipped, outline

ROUGHNESS_CAP = 0.6
PATIENCE = 400
# A depth-2 round that takes more work is refused (the grader allows 200,000 steps), and each
# uniqueness check gets a count of Glucose's propagations: work counted, never seconds, so the
# walk is the same at any load (issue 25). (About 2 s and 5 s on the 2-core machine that set them.)
DEPTH_TWO_LOOKS = 40_000
UNIQUE_PROPAGATIONS = 30_000_000
# The walk's rungs: hardness() levels 0 (line logic finishes) to 3 (depth-2 probing does not),
# as the levels of the scale they reach.
RUNGS = {"medium": 0, "hard": 1, "expert": 2, "search": 3}


@dataclass(frozen=True)
class Hardness:
    """``level`` (index in LEVELS; None: not unique, or not graded within the budgets) and a
    key that orders pictures from easy to hard (level first)."""

    level: int | None
    key: tuple


def colour_changes(picture: np.ndarray) -> int:
    """Pairs of 4-neighbours of different colour: a picture has few, noise about half."""
    p = np.asarray(picture)
    return int((p[1:] != p[:-1]).sum() + (p[:, 1:] != p[:, :-1]).sum())


def noise_changes(picture: np.ndarray) -> float:
    """Expected colour changes of noise at the picture's size and density."""
    h, w = picture.shape
    density = float(np.mean(picture))
    return (h * (w - 1) + (h - 1) * w) * 2 * density * (1 - density)


def hardness(picture: np.ndarray, cancel: Cancel) -> Hardness:
    """The grader's levels (difficulty.py), with the counts inside a level."""
    puzzle = clues_from_picture(picture)
    grid = Grid(puzzle)
    counters = {"probes": 0}
    try:
        propagate.propagate(grid, cancel=cancel)  # the picture solves its clues: no contradiction
        after_line = grid.unknown_count
        if after_line == 0:
            return Hardness(0, (0, 0, 0))
        probed, _ = probe.probe_to_fixpoint(grid, cancel, counters)
        # The picture solves its clues, so neither probing nor depth two meets a contradiction.
        assert probed is not None
        grid = probed
        after_probing = grid.unknown_count
        if after_probing == 0:
            return Hardness(1, (1, after_line, counters["probes"]))
        # Probing's deductions are forced: SAT only has the cells it left open to decide.
        options = SolveOptions(max_solutions=2, known=grid.board())
        two = run(sat.solve(puzzle, options, WorkBudget(propagations=UNIQUE_PROPAGATIONS, parent=cancel)))
        if two.unique is not True:
            return Hardness(None, ())
        deeper = probe_depth_two(grid, WorkBudget(looks=DEPTH_TWO_LOOKS, parent=cancel), counters)
        assert deeper is not None
        grid = deeper
    except (probe._Stopped, Stopped):
        return Hardness(None, ())
    if grid.complete:
        return Hardness(2, (2, after_probing, counters["probes"]))
    return Hardness(3, (3, grid.unknown_count, counters["probes"]))


def harden(picture: np.ndarray, wanted: str, rng: np.random.Generator, cancel: Cancel,
           restart: Callable[[], np.ndarray | None]) -> tuple[np.ndarray, Hardness]:
    """Walk from ``picture`` (unique) until it grades ``wanted`` or ``cancel`` stops; then the
    hardest picture seen at most at that level. ``restart()`` draws a fresh unique picture
    for a walk that is stuck (None: none in time)."""
    target = RUNGS[wanted]
    current = hardness(picture, cancel)
    best = (picture, current)
    still = 0
    while current.level != target and not cancel.stopped:
        if still >= PATIENCE:
            fresh = restart()
            if fresh is None:
                break
            picture = fresh
            current, still = hardness(picture, cancel), 0
            continue
        still += 1
        edge = np.argwhere(outline(picture))
        r, c = edge[int(rng.integers(len(edge)))]
        candidate = flipped(picture, [(int(r), int(c))])
        if colour_changes(candidate) > ROUGHNESS_CAP * noise_changes(candidate):
            continue
        graded = hardness(candidate, cancel)
        if graded.level is None or graded.level > target or graded.key < current.key:
            continue
        if graded.key > current.key:
            still = 0
        picture, current = candidate, graded
        if current.key > best[1].key:
            best = (picture, current)
    return best if current.level != target else (picture, current)
