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
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from .model import neighbours
from .rules import components

if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Iterable, Sequence

    from ..events import Cancel

MERGE_LIMIT = 4  # regions up to this size look for a neighbour to merge with
MERGE_PASSES = 3
# Some regions may grow past ``max_size``, as published puzzles have a few big regions
# among many small ones (Tatham's 20x20s reach 20-28 cells): the generator asks for
# BIG_SHARE of the regions to get BIG_FACTOR times the cap.
BIG_SHARE, BIG_FACTOR = 0.15, 1.75
# The other regions grow to a cap drawn between SPREAD_LOW * max_size and max_size (issue 41):
# one cap for all left the region sizes two-humped, a quarter dominoes and 7 % at the cap
# (15x15), where published sets have more of 4-9 cells (39 %, ours 22 %).
SPREAD_LOW = 0.25
STRIP_CELLS = 4  # a straight region one cell wide this long is a strip (quality.STRIP_CELLS)


def grow_partition(mask: np.ndarray, rng: np.random.Generator, max_size: int,
                   cancel: Cancel | None = None, big_share: float = 0.0, spread: bool = False) -> list[set]:
    """Symmetric connected regions covering exactly the True cells of ``mask``, each of at
    most ``max_size`` cells (at least 1), but ``big_share`` of them (the generator's
    BIG_SHARE) of up to BIG_FACTOR times that; ``spread``: the others to a cap of their own
    (SPREAD_LOW; the pictures' regions keep one cap). ``cancel`` is checked per region
    (``Stopped``)."""
    h, w = mask.shape
    max_size = max(1, int(max_size))
    label = np.full((h, w), -1, dtype=np.int64)
    regions: list[set] = []
    cells = [(int(r), int(c)) for r, c in zip(*np.nonzero(mask))]
    rng.shuffle(cells)
    for r, c in cells:
        if label[r, c] >= 0:
            continue
        if cancel is not None:
            cancel.check()
        if big_share and rng.random() < big_share:
            cap = round(max_size * BIG_FACTOR)
        elif spread:
            cap = int(rng.integers(max(1, round(max_size * SPREAD_LOW)), max_size + 1))
        else:
            cap = max_size
        region = _seed(r, c, mask & (label < 0), rng, max_size)
        for p in region:
            label[p] = len(regions)
        regions.append(region)
        _expand(len(regions) - 1, regions, label, mask, rng, cap, lambda q: label[q] < 0)

    def leftover(q: tuple[int, int]) -> bool | np.bool_:
        return label[q] < 0 or len(regions[label[q]]) == 1

    order = list(range(len(regions)))
    changed = True
    while changed:
        changed = False
        rng.shuffle(order)
        for k in order:
            if cancel is not None:
                cancel.check()
            if 0 < len(regions[k]) < max_size:
                changed |= _expand(k, regions, label, mask, rng, max_size, leftover)
    for _ in range(MERGE_PASSES):
        _merge_small(regions, label, rng, max_size)
    return [region for region in regions if region]


def _seed(r: int, c: int, free: np.ndarray, rng: np.random.Generator, max_size: int) -> set:
    h, w = free.shape
    seeds = [{(r, c)}]
    for dr, dc in ((0, 1), (1, 0)):
        if r + dr < h and c + dc < w and free[r + dr, c + dc]:
            seeds.append({(r, c), (r + dr, c + dc)})
    if r + 1 < h and c + 1 < w and free[r:r + 2, c:c + 2].all():
        seeds.append({(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)})
    seeds = [seed for seed in seeds if len(seed) <= max_size]
    return set(seeds[rng.integers(len(seeds))])


def centre(cells: Collection[tuple[int, int]]) -> tuple[int, int] | None:
    """(y2, x2) of the region's centre of symmetry, None when it is not symmetric."""
    rows = [p[0] for p in cells]
    cols = [p[1] for p in cells]
    y2, x2 = min(rows) + max(rows) + 1, min(cols) + max(cols) + 1
    if all((y2 - r - 1, x2 - c - 1) in cells for r, c in cells):
        return y2, x2
    return None


def _expand(k: int, regions: list[set], label: np.ndarray, mask: np.ndarray, rng: np.random.Generator,
            max_size: int, takeable: Callable[[tuple[int, int]], bool | np.bool_]) -> bool:
    """Grow region ``k`` by random symmetric pairs of ``takeable`` cells of ``mask`` up to
    ``max_size``; a taken cell leaves the region it was in. True when it grew."""
    h, w = label.shape
    region = regions[k]
    y2, x2 = centre(region)
    grew = False
    while len(region) < max_size:
        options = []
        for p in region:
            for n in neighbours(*p, h, w):
                m = (y2 - n[0] - 1, x2 - n[1] - 1)
                if (n not in region and 0 <= m[0] < h and 0 <= m[1] < w and mask[n] and mask[m]
                        and takeable(n) and takeable(m)):
                    options.append((n, m))
        if not options or len(region) + 2 > max_size:
            break
        if _straight(region) and len(region) >= 2:  # bend where it can: no strips
            bends = [option for option in options if not _straight(region | set(option))]
            options = bends or options
        for q in options[rng.integers(len(options))]:
            if label[q] >= 0:
                regions[label[q]].discard(q)
            label[q] = k
            region.add(q)
        grew = True
    return grew


def _straight(cells: Iterable[tuple[int, int]]) -> bool:
    """All cells in one row or in one column."""
    return len({p[0] for p in cells}) == 1 or len({p[1] for p in cells}) == 1


def is_strip(cells: Collection[tuple[int, int]]) -> bool:
    return len(cells) >= STRIP_CELLS and _straight(cells)


def _merge_small(regions: list[set], label: np.ndarray, rng: np.random.Generator, max_size: int) -> None:
    """Merge each small region with a touching one when their union is symmetric."""
    h, w = label.shape
    order = [k for k, region in enumerate(regions) if 0 < len(region) <= MERGE_LIMIT]
    rng.shuffle(order)
    for k in order:
        if not 0 < len(regions[k]) <= MERGE_LIMIT:
            continue
        near = sorted({int(label[n]) for p in regions[k] for n in neighbours(*p, h, w)} - {k, -1})
        rng.shuffle(near)
        for j in near:
            union = regions[k] | regions[j]
            if len(union) <= max_size and centre(union) is not None and not is_strip(union):
                for p in regions[k]:
                    label[p] = j
                regions[j], regions[k] = union, set()
                break


def board(regions: Sequence[Iterable[tuple[int, int]]], shape: tuple[int, int]) -> np.ndarray:
    """The h x w label array of a list of regions (-1 where no region)."""
    out = np.full(shape, -1, dtype=np.int32)
    for index, region in enumerate(regions):
        for p in region:
            out[p] = index
    return out


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
