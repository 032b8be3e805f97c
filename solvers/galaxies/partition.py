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
    from collections.abc import Collection, Iterable, Sequence

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
    (``Stopped``).

    On plain Python lists (issue 36): the generator grows partitions some 100 times a puzzle,
    and numpy's cost per element look-up was most of it. The random draws, the order of the
    cells and of every set operation are the old ones, so a seed gives the same regions."""
    cells = [(r, c) for r, c in np.argwhere(mask).tolist()]
    return grow_cells(cells, mask.shape, rng, max_size, cancel, big_share, spread)


def grow_cells(cells: Sequence[tuple[int, int]], shape: tuple[int, int], rng: np.random.Generator,
               max_size: int, cancel: Cancel | None = None, big_share: float = 0.0,
               spread: bool = False) -> list[set]:
    """grow_partition of the mask whose True cells are ``cells``, given in row-major order
    (as np.argwhere gives them: their order is the one shuffled): the generator's regrowths
    pass their cells without building a mask (issue 36)."""
    h, w = shape
    max_size = max(1, int(max_size))
    mask = [[False] * w for _ in range(h)]
    for r, c in cells:
        mask[r][c] = True
    grid = _Grid(mask, h, w)
    label = grid.label
    regions = grid.regions
    shuffled = list(cells)
    rng.shuffle(shuffled)
    for r, c in shuffled:
        if label[r][c] >= 0:
            continue
        if cancel is not None:
            cancel.check()
        if big_share and rng.random() < big_share:
            cap = round(max_size * BIG_FACTOR)
        elif spread:
            cap = int(rng.integers(max(1, round(max_size * SPREAD_LOW)), max_size + 1))
        else:
            cap = max_size
        region, (fr, fc) = grid.seed(r, c, rng, max_size)
        free = grid.free
        for pr, pc in region:
            label[pr][pc] = len(regions)
            free[pr][pc] = False
        regions.append(region)
        grid.boxes.append([r, fr, c, fc])
        grid.expand(len(regions) - 1, rng, cap, False)

    order = list(range(len(regions)))
    changed = True
    while changed:
        changed = False
        rng.shuffle(order)
        # every cell has a region now: only single-cell ones can be taken, and they only go
        singles = grid.singles()
        for k in order:
            if cancel is not None:
                cancel.check()
            if 0 < len(regions[k]) < max_size:
                changed |= grid.expand(k, rng, max_size, True, singles)
    merged = True
    for _ in range(MERGE_PASSES):
        merged = grid.merge_small(rng, max_size, merged)
    return [region for region in regions if region]


class _Grid:
    """The regions being grown and each cell's region (``label[r][c]``, -1: none yet) over the
    cells of ``mask`` (lists of lists of bools).

    Kept beside them, so that expand's scan (most of the generator's time, issue 36) looks
    up lists instead of recomputing: ``free[r][c]`` (a cell of the mask no region has yet) and
    ``boxes[k]`` (region k's bounding box [top, bottom, left, right]: its middle is the
    region's centre, which growing by symmetric pairs keeps; merge_small tests unions on it).
    Every set is still built and changed by the same operations in the same order, since
    their iteration order feeds the random choices."""

    def __init__(self, mask: list[list[bool]], h: int, w: int) -> None:
        self.mask, self.h, self.w = mask, h, w
        self.label = [[-1] * w for _ in range(h)]
        self.free = [row[:] for row in mask]
        self.regions: list[set] = []
        self.boxes: list[list[int]] = []
        self.around = _around(h, w)

    def seed(self, r: int, c: int, rng: np.random.Generator, max_size: int) -> tuple[set, tuple[int, int]]:
        """A region's first cells at (r, c) (a cell, a domino or a 2x2 block) and its
        bottom-right cell."""
        h, w, free = self.h, self.w, self.free
        # the shapes as tuples and one set of the chosen one: set() of a tuple inserts its
        # cells in the order a set display does, so the set is the same, iteration order too
        seeds: list[tuple[tuple[int, int], ...]] = [((r, c),)]
        for dr, dc in ((0, 1), (1, 0)):
            if r + dr < h and c + dc < w and free[r + dr][c + dc]:
                seeds.append(((r, c), (r + dr, c + dc)))
        if r + 1 < h and c + 1 < w and free[r][c + 1] and free[r + 1][c] and free[r + 1][c + 1]:
            seeds.append(((r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)))
        seeds = [seed for seed in seeds if len(seed) <= max_size]
        chosen = seeds[rng.integers(len(seeds))]
        return set(chosen), chosen[-1]

    def expand(self, k: int, rng: np.random.Generator, max_size: int, leftovers: bool,
               singles: list | None = None) -> bool:
        """Grow region ``k`` by random symmetric pairs of free cells of the mask (and, with
        ``leftovers``, cells of single-cell regions) up to ``max_size``; a taken cell leaves
        the region it was in. True when it grew. ``singles``: every cell that can be taken
        (a list holding the cells of every single-cell region, no cell being free)."""
        region = self.regions[k]
        label, free, regions, box = self.label, self.free, self.regions, self.boxes[k]
        y2, x2 = box[0] + box[1] + 1, box[2] + box[3] + 1
        if singles is not None and not self._may_take(k, singles, y2, x2):
            return False  # no pair to take: the scan would find none (and draw nothing)
        grew = False
        while len(region) + 2 <= max_size:
            options = self._leftover_options(region, y2, x2) if leftovers else self._free_options(region, y2, x2)
            if not options:
                break
            if len(region) >= 2:
                rows = {p[0] for p in region}
                cols = {p[1] for p in region}
                if len(rows) == 1 or len(cols) == 1:  # straight: bend where it can, no strips
                    line, axis = (rows, 0) if len(rows) == 1 else (cols, 1)
                    (along,) = line
                    bends = [o for o in options if not (o[0][axis] == along and o[1][axis] == along)]
                    options = bends or options
            for q in options[rng.integers(len(options))]:
                qr, qc = q
                owner = label[qr][qc]
                if owner >= 0:
                    regions[owner].discard(q)
                label[qr][qc] = k
                free[qr][qc] = False
                region.add(q)
                box[:] = min(box[0], qr), max(box[1], qr), min(box[2], qc), max(box[3], qc)
            grew = True
        return grew

    # The options of expand: (cell, its mirror image about the dot) in the order of the
    # region's cells and of orthogonal_neighbours. A cell of the region is never free nor
    # (the region having 2+ cells then) of a single-cell region, so the tests that a cell
    # can be taken also keep the region's own cells out.

    def _free_options(self, region: set, y2: int, x2: int) -> list:
        """Pairs of free cells (of the mask, no region yet)."""
        h, w, free, around = self.h, self.w, self.free, self.around
        options = []
        for p in region:
            for n in around[p]:
                nr, nc = n
                if free[nr][nc]:
                    mr, mc = y2 - nr - 1, x2 - nc - 1
                    if 0 <= mr < h and 0 <= mc < w and free[mr][mc]:
                        options.append((n, (mr, mc)))
        return options

    def _leftover_options(self, region: set, y2: int, x2: int) -> list:
        """Pairs of cells of the mask, each free or of a single-cell region."""
        h, w, mask, label, regions, around = self.h, self.w, self.mask, self.label, self.regions, self.around
        options = []
        for p in region:
            for n in around[p]:
                nr, nc = n
                owner = label[nr][nc]
                if owner >= 0 and len(regions[owner]) != 1:
                    continue
                mr, mc = y2 - nr - 1, x2 - nc - 1
                if not (0 <= mr < h and 0 <= mc < w and mask[nr][nc] and mask[mr][mc]):
                    continue
                owner = label[mr][mc]
                if owner < 0 or len(regions[owner]) == 1:
                    options.append((n, (mr, mc)))
        return options

    def singles(self) -> list:
        """The cells of the single-cell regions (the leftovers' expand: once every cell has a
        region, the only cells that can be taken; taking them makes no new ones)."""
        return [p for region in self.regions if len(region) == 1 for p in region]

    def _may_take(self, k: int, singles: list, y2: int, x2: int) -> bool:
        """Whether region ``k`` (centre y2, x2) touches a cell of ``singles`` still of a
        single-cell region whose mirror image is one too: what _leftover_options looks for
        among all of the region's neighbours, asked of the few leftovers only (most
        regions have no such pair, and the scan was a fifth of a regrowth)."""
        h, w, mask, label, regions, around = self.h, self.w, self.mask, self.label, self.regions, self.around
        for s in singles:
            sr, sc = s
            owner = label[sr][sc]
            if owner == k or len(regions[owner]) != 1:
                continue  # taken since, or the region's own cell
            for nr, nc in around[s]:
                if label[nr][nc] == k:
                    break
            else:
                continue  # not next to the region
            mr, mc = y2 - sr - 1, x2 - sc - 1
            if 0 <= mr < h and 0 <= mc < w and mask[mr][mc]:
                owner = label[mr][mc]
                if owner < 0 or len(regions[owner]) == 1:
                    return True
        return False

    def merge_small(self, rng: np.random.Generator, max_size: int, unions: bool = True) -> bool:
        """Merge each small region with a touching one when their union is symmetric; True
        when one merged. ``unions`` False (the previous pass merged none, so every union
        fails again): only the random draws are made, as they shape what follows."""
        label, regions, around, boxes = self.label, self.regions, self.around, self.boxes
        order = [k for k, region in enumerate(regions) if 0 < len(region) <= MERGE_LIMIT]
        rng.shuffle(order)
        merged = False
        for k in order:
            if not 0 < len(regions[k]) <= MERGE_LIMIT:
                continue
            near = sorted({label[n[0]][n[1]] for p in regions[k] for n in around[p]} - {k, -1})
            rng.shuffle(near)
            if not unions:
                continue
            for j in near:
                if len(regions[k]) + len(regions[j]) > max_size:
                    continue
                union = regions[k] | regions[j]
                a, b = boxes[k], boxes[j]
                box = [min(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), max(a[3], b[3])]
                # symmetric (about its box's middle: centre()) and not a strip (is_strip)
                straight = box[0] == box[1] or box[2] == box[3]
                if _symmetric(union, box[0] + box[1] + 1, box[2] + box[3] + 1) and \
                        not (straight and len(union) >= STRIP_CELLS):
                    for r, c in regions[k]:
                        label[r][c] = j
                    regions[j], regions[k] = union, set()
                    boxes[j] = box
                    merged = True
                    break
        return merged


_AROUND: dict[tuple[int, int], dict] = {}


def _around(h: int, w: int) -> dict[tuple[int, int], tuple]:
    """Each cell's orthogonal neighbours (orthogonal_neighbours' order), one table a shape."""
    if (h, w) not in _AROUND:
        _AROUND[(h, w)] = {(r, c): tuple(neighbours(r, c, h, w)) for r in range(h) for c in range(w)}
    return _AROUND[(h, w)]


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
