"""The compiled core of numberlink deduction (Numba): routes' depth-first search per pair
(Tarjan's low points), the engine's hottest loop (a third of a 10x10's generation, where the
generator looks at the level after every move, and 15 % of a 15x15's grade; cProfile and
process time, benchmarks/NATIVE.md "Generation, third pass").

Only routes.py imports this module, and only once a process has searched PYTHON_FIRST_CELLS
cells in Python (routes.compiled): numba's import and the cached kernel's load cost about
0.8 s CPU, more than a small generation. Compiled on first call and cached on disk
(``cache=True``). The same function runs interpreted in the tests (``search.py_func``) and
is compared there with routes' Python search: same order, parents and low points.
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def search(start: np.ndarray, edge: np.ndarray, other: np.ndarray, es: np.ndarray, lab: np.ndarray, k: int,
           e1: int, disc: np.ndarray, low: np.ndarray, parent: np.ndarray, order: np.ndarray) -> int:
    """routes._search on arrays: the neighbours of cell v are edge[start[v]:start[v + 1]]
    (the segments) and other[...] (the cells across), in Geometry.nbr's order; ``disc``,
    ``low`` and ``parent`` (-1 where not reached) and ``order`` are filled; the cells reached."""
    n = disc.shape[0]
    stack = np.empty(n, dtype=np.int64)
    at = np.empty(n, dtype=np.int64)  # where each stacked cell's neighbours go on
    disc[e1] = 0
    low[e1] = 0
    parent[e1] = -1
    order[0] = e1
    count = 1
    t = 1
    top = 0
    stack[0] = e1
    at[0] = start[e1]
    while top >= 0:
        v = stack[top]
        pos = at[top]
        end = start[v + 1]
        went = False
        while pos < end:
            e = edge[pos]
            j = other[pos]
            pos += 1
            if es[e] == 0:
                continue
            lj = lab[j]
            if lj != 0 and lj != k:
                continue
            if disc[j] < 0:
                disc[j] = t
                low[j] = t
                t += 1
                parent[j] = v
                order[count] = j
                count += 1
                at[top] = pos
                top += 1
                stack[top] = j
                at[top] = start[j]
                went = True
                break
            if j != parent[v] and disc[j] < low[v]:
                low[v] = disc[j]
        if not went:
            top -= 1
            if top >= 0:
                p = stack[top]
                if low[v] < low[p]:
                    low[p] = low[v]
    return count
