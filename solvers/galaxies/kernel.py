"""The compiled core of galaxies (Numba): reachability and mirror images of the candidate
planes, the two steps of deduction that run on every pass, and the partitions' growth
(grow_kernel.py's source, compiled here).

numpy spends most of these steps on its cost per call (a 10x10 plane is 100 cells; the
generator runs deduction some 170 times a puzzle, several passes each), so here they are
plain loops that Numba compiles. Only techniques.py imports this module, and only once a
process has done PYTHON_FIRST_CALLS of these steps in numpy (techniques.use_kernel): numba's
import costs about 0.5 s CPU, more than a small generation. Compiled on first call and
cached on disk (``cache=True``); the tests run the same functions interpreted (``.py_func``,
or NUMBA_DISABLE_JIT=1) and compare them with techniques' numpy versions.
"""

from __future__ import annotations

import numpy as np
from numba import njit
from numba.extending import register_jitable

from . import grow_kernel


@njit(cache=True)
def reach(cand: np.ndarray, roots: np.ndarray) -> tuple[np.ndarray, int]:
    """(the cells of each plane of ``cand`` (k, h, w) joined to its ``roots`` through cells of
    the plane, the passes techniques.reach's numpy loop takes: two rings a pass, one more to
    see nothing grew, over the plane that grows longest). A breadth-first search per plane."""
    k, h, w = cand.shape
    out = np.zeros((k, h, w), dtype=np.bool_)
    dist = np.empty(h * w, dtype=np.int64)
    queue = np.empty(h * w, dtype=np.int64)
    deepest = 0
    for i in range(k):
        dist[:] = -1
        head = tail = 0
        for p in range(h * w):
            r, c = p // w, p % w
            if roots[i, r, c] and cand[i, r, c]:
                dist[p] = 0
                out[i, r, c] = True
                queue[tail] = p
                tail += 1
        while head < tail:
            p = queue[head]
            head += 1
            r, c = p // w, p % w
            for q in (p - w if r > 0 else -1, p + w if r < h - 1 else -1,
                      p - 1 if c > 0 else -1, p + 1 if c < w - 1 else -1):
                if q >= 0 and dist[q] < 0 and cand[i, q // w, q % w]:
                    dist[q] = dist[p] + 1
                    deepest = max(deepest, dist[q])
                    out[i, q // w, q % w] = True
                    queue[tail] = q
                    tail += 1
    return out, deepest // 2 + 1


@njit(cache=True)
def mirrored(planes: np.ndarray, centres: np.ndarray) -> np.ndarray:
    """techniques.mirrored: each plane seen through its dot's mirror, off-grid False."""
    k, h, w = planes.shape
    out = np.zeros((k, h, w), dtype=np.bool_)
    for i in range(k):
        y2, x2 = centres[i, 0], centres[i, 1]
        for r in range(max(0, y2 - h), min(h, y2)):
            for c in range(max(0, x2 - w), min(w, x2)):
                out[i, r, c] = planes[i, y2 - 1 - r, x2 - 1 - c]
    return out


@njit(cache=True)
def _owed(cand: np.ndarray, centres: np.ndarray) -> np.ndarray:
    """(h, w): the dot each cell is owed to (the mirror image about d of a cell whose one
    candidate is d), -1 none, -2 two dots."""
    n, h, w = cand.shape
    owed = np.full((h, w), -1, dtype=np.int64)
    for r in range(h):
        for c in range(w):
            owner, count = -1, 0
            for d in range(n):
                if cand[d, r, c]:
                    owner = d
                    count += 1
            if count != 1:
                continue
            mr, mc = centres[owner, 0] - 1 - r, centres[owner, 1] - 1 - c
            if 0 <= mr < h and 0 <= mc < w:
                owed[mr, mc] = owner if owed[mr, mc] in (-1, owner) else -2
    return owed


@njit(cache=True)
def mirror_owner(cand: np.ndarray, centres: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """techniques.mirror_owner's rule on the whole board, in place: a cell owed to d keeps d
    alone; owed to two dots, it keeps none (the contradiction is found after). (The dots that
    lost candidates, the cells a loss left with one dot.) The numpy version narrows only
    where something changed since its last call, which gives the same candidates
    (candidates never come back)."""
    n, h, w = cand.shape
    owed = _owed(cand, centres)
    changed = np.zeros(n, dtype=np.bool_)
    fixed = np.zeros((h, w), dtype=np.bool_)
    for r in range(h):
        for c in range(w):
            keep = owed[r, c]
            if keep == -1:
                continue
            lost, left = False, 0
            for d in range(n):
                if cand[d, r, c] and d != keep:
                    cand[d, r, c] = False
                    changed[d] = lost = True
                elif cand[d, r, c]:
                    left += 1
            fixed[r, c] = lost and left == 1
    return changed, fixed


# The partitions' growth (grow_kernel.py): one source, run interpreted on Python lists until
# the process earns this module, then compiled here. Its helpers are registered as jitable
# (register_jitable returns each function itself), so grow_regions' calls to them compile.
for _helper in (grow_kernel._draw, grow_kernel._shuffle, grow_kernel._take, grow_kernel._open, grow_kernel._options,
                grow_kernel._bends, grow_kernel._expand, grow_kernel._seed, grow_kernel._symmetric_union,
                grow_kernel._touching, grow_kernel._merged, grow_kernel._merge_small):
    register_jitable(_helper)
grow_regions = njit(cache=True)(grow_kernel.grow_regions)
