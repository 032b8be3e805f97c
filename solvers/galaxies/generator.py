"""Generate Galaxies puzzles with a unique solution by growing symmetric regions.

1. Partition: visit the cells in random order; from each free cell start a region (a single
   cell, a domino or a 2x2 block, so the dot lands on a centre, an edge or a vertex) and grow
   it by random pairs (free neighbour, its free mirror image about the dot) up to a random
   size: every region is connected and symmetric by construction.
2. Derive the dots (derive.py) and ask the exact solver for two solutions.
3. While a second solution exists, split the intended regions where the two solutions
   differ into smaller symmetric regions (more dots, fewer choices) and ask again.
"""

from __future__ import annotations

import time

import numpy as np

from .derive import derive
from .model import neighbours


def grow_partition(mask: np.ndarray, rng: np.random.Generator, max_size: int) -> list[set]:
    """Symmetric connected regions covering the True cells of ``mask``."""
    h, w = mask.shape
    free = mask.copy()
    regions = []
    cells = list(zip(*np.nonzero(mask)))
    rng.shuffle(cells)
    for r, c in cells:
        r, c = int(r), int(c)
        if not free[r, c]:
            continue
        seeds = [{(r, c)}]
        for dr, dc in ((0, 1), (1, 0)):
            if r + dr < h and c + dc < w and free[r + dr, c + dc]:
                seeds.append({(r, c), (r + dr, c + dc)})
        if r + 1 < h and c + 1 < w and free[r:r + 2, c:c + 2].all():
            seeds.append({(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)})
        region = set(seeds[rng.integers(len(seeds))])
        y2 = min(p[0] for p in region) + max(p[0] for p in region) + 1
        x2 = min(p[1] for p in region) + max(p[1] for p in region) + 1
        for p in region:
            free[p] = False
        target = int(rng.integers(1, max_size + 1))
        while len(region) < target:
            options = []
            for p in region:
                for n in neighbours(*p, h, w):
                    m = (y2 - n[0] - 1, x2 - n[1] - 1)
                    if free[n] and 0 <= m[0] < h and 0 <= m[1] < w and free[m]:
                        options.append((n, m))
            if not options:
                break
            n, m = options[rng.integers(len(options))]
            region.update((n, m))
            free[n] = free[m] = False
        regions.append(region)
    return regions


def _board(regions, shape) -> np.ndarray:
    board = np.zeros(shape, dtype=np.int32)
    for index, region in enumerate(regions):
        for p in region:
            board[p] = index
    return board


def generate(width: int, height: int, seed: int | None = None, max_size: int | None = None,
             timeout: float = 60.0, **_):
    """(puzzle with its solution, report) for a unique puzzle of the given size."""
    from . import difficulty, solve

    started = time.perf_counter()
    rng = np.random.default_rng(seed)
    max_size = max_size or max(4, (width * height) // 12)
    shape = (height, width)
    regions = grow_partition(np.ones(shape, dtype=bool), rng, max_size)
    repairs = 0
    while True:
        puzzle, _ = derive(_board(regions, shape))
        done = solve(puzzle, "auto", max_solutions=2,
                     timeout=max(1.0, timeout - (time.perf_counter() - started)))
        if done.unique:
            break
        if done.unique is None:  # out of time: fall back to splitting everything big
            differing = {p for region in regions if len(region) > 2 for p in region}
        else:
            first, second = done.solutions[:2]
            intended = puzzle.solution
            other = second if (second != intended).any() else first
            differing = set(zip(*map(lambda a: a.tolist(), np.nonzero(other != intended))))
        repairs += 1
        kept, split = [], []
        for region in regions:
            (split if region & differing and len(region) > 1 else kept).append(region)
        for region in split:
            mask = np.zeros(shape, dtype=bool)
            for p in region:
                mask[p] = True
            kept.extend(grow_partition(mask, rng, max(1, len(region) // 2)))
        regions = kept
    report = {"dots": len(puzzle.dots), "repairs": repairs}
    grade = difficulty(puzzle, timeout)
    report.update(grade=grade["grade"], deduced_fraction=grade["deduced_fraction"],
                  seconds=round(time.perf_counter() - started, 3))
    return puzzle, report
