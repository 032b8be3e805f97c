"""Random partitions of a grid (or of some of its cells) into symmetric connected regions,
as big as possible: the raw material of the generator.

1. Grow: visit the cells in random order; from each free cell start a region (a single
   cell, a domino or a 2x2 block, so the dot lands on a centre, an edge or a vertex) and
   grow it by random pairs (free neighbour, its free mirror image about the dot) up to
   ``max_size`` cells. Every region is connected and symmetric by construction.
2. Absorb: a region may also grow over cells that are single-cell regions (they were only
   left over), so most of the leftover cells join a big region.
3. Merge: two touching small regions whose union is symmetric become one (two single cells
   a domino, two dominoes a 2x2 or a 1x4...).

Steps 2 and 3 halve the single-cell regions: without them a 30x30 partition with regions of
up to 16 cells had 180 regions, a third of them single cells; with them, 140.

The loops are grow_kernel.py's, compiled once a process has earned the galaxies kernel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from . import techniques
from .grow_kernel import NEAR, STRIP_CELLS, WORK_PER_CELL, draws_needed, grow_regions
from .rules import components

if TYPE_CHECKING:
    from collections.abc import Collection, Iterable, Sequence

    from ..events import Cancel

# Some regions may grow past ``max_size``, as published puzzles have a few big regions
# among many small ones (Tatham's 20x20s reach 20-28 cells): the generator asks for
# BIG_SHARE of the regions to get BIG_FACTOR times the cap.
BIG_SHARE, BIG_FACTOR = 0.15, 1.75
# The other regions grow to a cap drawn between SPREAD_LOW * max_size and max_size (issue 41):
# one cap for all left the region sizes two-humped, a quarter dominoes and 7 % at the cap
# (15x15), where published sets have more of 4-9 cells (39 %, ours 22 %).
SPREAD_LOW = 0.25


def grow_partition(mask: np.ndarray, rng: np.random.Generator, max_size: int,
                   cancel: Cancel | None = None, big_share: float = 0.0, spread: bool = False) -> list[set]:
    """Symmetric connected regions covering exactly the True cells of ``mask``, each of at
    most ``max_size`` cells (at least 1), but ``big_share`` of them (the generator's
    BIG_SHARE) of up to BIG_FACTOR times that; ``spread``: the others to a cap of their own
    (SPREAD_LOW; the pictures' regions keep one cap). ``cancel`` gets a look per region
    (``Stopped``)."""
    cells = [(r, c) for r, c in np.argwhere(mask).tolist()]
    return grow_cells(cells, mask.shape, rng, max_size, cancel, big_share, spread)


def grow_cells(cells: Sequence[tuple[int, int]], shape: tuple[int, int], rng: np.random.Generator,
               max_size: int, cancel: Cancel | None = None, big_share: float = 0.0,
               spread: bool = False) -> list[set]:
    """grow_partition of the mask whose True cells are ``cells`` (the generator's regrowths
    pass their cells without building a mask). The loops are grow_kernel.grow_regions: on
    Python lists, or compiled once the process has earned the galaxies kernel
    (techniques.compiled), with the same regions either way. Its random numbers are one
    buffer of 32-bit draws from ``rng`` (GENERATOR_VERSION 6: before, each choice was a call
    of ``rng`` and the regions Python sets, whose iteration order the choices followed)."""
    h, w = shape
    n = h * w
    max_size = max(1, int(max_size))
    big_cap, low_cap = round(max_size * BIG_FACTOR), max(1, round(max_size * SPREAD_LOW))
    flat = [r * w + c for r, c in cells]
    kernel = techniques.compiled(1 + len(flat) // CELLS_A_STEP)
    wanted = draws_needed(len(flat))
    while True:
        draws = rng.integers(0, 1 << 32, size=wanted, dtype=np.int64)
        if kernel is None:
            label = [-2] * n
            for p in flat:
                label[p] = -1
            regs, work = [0] * (5 * n), [0] * (WORK_PER_CELL * n + NEAR)
            regions, used, looks = grow_regions(flat, h, w, max_size, big_cap, low_cap, big_share, spread,
                                                draws.tolist(), label, regs, work)
        else:
            at = np.array(flat, dtype=np.int64)
            labels = np.full(n, -2, dtype=np.int64)
            labels[at] = -1
            regions, used, looks = kernel.grow_regions(
                at, h, w, max_size, big_cap, low_cap, big_share, spread, draws, labels,
                np.zeros(5 * n, dtype=np.int64), np.zeros(WORK_PER_CELL * n + NEAR, dtype=np.int64))
            label = labels.tolist()
        if used <= wanted:
            break
        wanted *= 4  # (deterministic: the same rng state asks for the same larger buffer)
    if cancel is not None and looks:
        cancel.check_looks(looks)
    out: list[set] = [set() for _ in range(regions)]
    for p in flat:
        out[label[p]].add(divmod(p, w))
    return [region for region in out if region]


# A growth counts toward earning the compiled kernel as one deduction step (techniques'
# unit, about 0.25 ms of numpy) per this many cells: an interpreted 20x20 growth is 9 ms.
CELLS_A_STEP = 12


def middle(cells: Iterable[tuple[int, int]]) -> tuple[int, int]:
    """(y2, x2) of the middle of the cells' bounding box: the centre of a region known to be
    symmetric (the generator's, grown so), without centre()'s test."""
    rows, cols = zip(*cells)
    return min(rows) + max(rows) + 1, min(cols) + max(cols) + 1


def centre(cells: Collection[tuple[int, int]]) -> tuple[int, int] | None:
    """(y2, x2) of the region's centre of symmetry, None when it is not symmetric."""
    y2, x2 = middle(cells)
    return (y2, x2) if _symmetric(cells, y2, x2) else None


def _symmetric(cells: Collection[tuple[int, int]], y2: int, x2: int) -> bool:
    """Whether the cells are symmetric about (y2, x2), the middle of their bounding box."""
    # about a cell's centre (both odd) a region has that cell and pairs: an odd count; about
    # an edge or a vertex only pairs. The cheap test first (merge_small asks thousands a puzzle)
    if (y2 & x2 & 1) != (len(cells) & 1):
        return False
    for r, c in cells:  # noqa: SIM110 - a loop, not all() of a generator: asked thousands of times a puzzle
        if (y2 - r - 1, x2 - c - 1) not in cells:
            return False
    return True


def _straight(cells: Iterable[tuple[int, int]]) -> bool:
    """All cells in one row or in one column."""
    return len({p[0] for p in cells}) == 1 or len({p[1] for p in cells}) == 1


def is_strip(cells: Collection[tuple[int, int]]) -> bool:
    return len(cells) >= STRIP_CELLS and _straight(cells)


def board(regions: Sequence[Iterable[tuple[int, int]]], shape: tuple[int, int]) -> np.ndarray:
    """The h x w label array of a list of regions (-1 where no region)."""
    h, w = shape
    flat = [-1] * (h * w)
    for index, region in enumerate(regions):
        for r, c in region:
            flat[r * w + c] = index
    return np.array(flat, dtype=np.int32).reshape(shape)


def regions_of(labels: np.ndarray) -> list[set]:
    """The regions (sets of cells) of a label array, in label order (-1 left out)."""
    out: dict[int, set] = {}
    for (r, c), value in np.ndenumerate(labels):
        if value >= 0:
            out.setdefault(int(value), set()).add((r, c))
    return [out[key] for key in sorted(out)]


def parts(mask: np.ndarray) -> list[set]:
    """The connected components of the True cells of ``mask``."""
    return components({(int(r), int(c)) for r, c in zip(*np.nonzero(mask))})
