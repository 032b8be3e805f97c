"""Where each pair's path can still run: regions cut off, cells one number alone can reach,
dead-end pockets and bottlenecks (numberlink deduction, levels 2 and 3).

For an unfinished pair k, its route must join the two loose ends of its chains (``e1``, ``e2``)
through cells not of another pair, along segments not crossed out. One depth-first search per
pair from ``e1`` (Tarjan's low points) gives:

- level 2, ``cut-off`` / ``sole-reach`` / ``unreachable`` / ``no-common-number``: the cells k can
  reach at all. When ``e2`` is not among them the ends are cut off from each other (a
  contradiction). A cell only one pair can reach belongs to it (``fill``, or a cell already
  carrying a line); a cell no pair can reach stays empty (``nikoli``; a contradiction under
  ``fill``); a segment whose two cells have no number in common gets no line.
- level 3, ``pocket`` / ``bottleneck`` / ``bridge``: a simple route from e1 to e2 can only use
  the biconnected blocks along the way between them; a cell in a pocket hanging off that way
  (reachable only through one cell) cannot be on k's path. A cell every route passes (a cut
  vertex between e1 and e2) belongs to k; a segment every route passes (a bridge) is a line.

All of it is sound under both rule sets and assumes nothing about uniqueness: a path is a
simple route, so it lies in those blocks and passes those cut cells and bridges.
"""

from __future__ import annotations

from functools import lru_cache
from types import ModuleType

import numpy as np

from ..compiled import EarnedKernel
from .deduce_state import EMPTY, Contradiction, Geometry, State

# The compiled search (kernel.py, Numba) once this process has searched this many cells in
# Python (counted as the grid's cells per pair searched). The kernel saves about 1.2 us a
# cell counted so (10x10 seed 4: 166,000 cells, 2.0 -> 1.8 s CPU), so it pays numba's import
# (0.4 s CPU) and loading the cached kernel (0.4 s; compiling it the first time 1.5 s) after
# about 700,000: a single 10x10 or 15x15 generation (150,000-280,000) or a command-line solve
# never loads it; a batch, a book, the studio or a 20x20 does, once. The answers are the same
# either way (tests/solvers/test_numberlink_kernel.py).
PYTHON_FIRST_CELLS = 700_000
KERNEL = f"{__package__}.kernel"
_KERNEL = EarnedKernel(KERNEL, "search", PYTHON_FIRST_CELLS)


def compiled(cells: int) -> ModuleType | None:
    """The compiled search when this process has loaded it or has earned it (``cells``: the
    cells the caller is about to search), else None (Python)."""
    return _KERNEL.get(cells)


@lru_cache(maxsize=32)
def _neighbour_arrays(geo: Geometry) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Geometry.nbr as arrays for the kernel: (start, segment, cell across), cell v's
    neighbours at start[v]:start[v + 1], in nbr's order."""
    start = np.zeros(geo.n + 1, dtype=np.int64)
    start[1:] = np.cumsum([len(nb) for nb in geo.nbr])
    edge = np.array([e for nb in geo.nbr for e, _ in nb], dtype=np.int64)
    other = np.array([j for nb in geo.nbr for _, j in nb], dtype=np.int64)
    return start, edge, other


def _compiled_search(kernel: ModuleType, arrays: tuple, k: int, e1: int, n: int,
                     ) -> tuple[list[int], list[int], list[int], list[int]]:
    """_search by the kernel: (order, parent, low, disc) as lists (parent and low by cell,
    read only where reached)."""
    start, edge, other, es, lab = arrays
    disc = np.full(n, -1, dtype=np.int64)
    low = np.empty(n, dtype=np.int64)
    parent = np.empty(n, dtype=np.int64)
    order = np.empty(n, dtype=np.int64)
    count = kernel.search(start, edge, other, es, lab, k, e1, disc, low, parent, order)
    return order[:count].tolist(), parent.tolist(), low.tolist(), disc.tolist()


def _search(state: State, k: int, e1: int, e2: int, disc: list[int],
            ) -> tuple[list[int], dict[int, int], dict[int, int]]:
    """DFS from e1 over the cells pair k may use: (order, parent, low) with disc filled."""
    es, lab, nbr = state.es, state.lab, state.geo.nbr
    low, parent = {}, {e1: -1}
    order = [e1]
    disc[e1] = 0
    low[e1] = 0
    stack = [(e1, iter(nbr[e1]))]
    t = 1
    while stack:
        v, it = stack[-1]
        for e, j in it:
            if es[e] == 0:
                continue
            lj = lab[j]
            if lj != 0 and lj != k:
                continue
            if disc[j] < 0:
                disc[j] = low[j] = t
                t += 1
                parent[j] = v
                order.append(j)
                stack.append((j, iter(nbr[j])))
                break
            if j != parent[v] and disc[j] < low[v]:
                low[v] = disc[j]
        else:
            stack.pop()
            if stack:
                p = stack[-1][0]
                if low[v] < low[p]:
                    low[p] = low[v]
    return order, parent, low


def _reach(state: State, k: int, e1: int, seen: list[int]) -> list[int]:
    """The cells pair k can reach from e1 (a plain flood fill; ``seen`` marks them 0)."""
    es, lab, nbr = state.es, state.lab, state.geo.nbr
    seen[e1] = 0
    order, stack = [e1], [e1]
    while stack:
        v = stack.pop()
        for e, j in nbr[v]:
            if seen[j] < 0 and es[e] != 0:
                lj = lab[j]
                if lj == 0 or lj == k:
                    seen[j] = 0
                    order.append(j)
                    stack.append(j)
    return order


def _free_regions(state: State) -> tuple[list[int], list[set[int]]]:
    """The regions of cells without a label (joined by segments not crossed out): each free
    cell's region, and per region the labelled cells next to it across such a segment."""
    es, lab, nbr = state.es, state.lab, state.geo.nbr
    region = [-1] * state.geo.n
    borders: list[set[int]] = []
    for i in range(state.geo.n):
        if lab[i] != 0 or region[i] >= 0:
            continue
        r = len(borders)
        region[i] = r
        border: set[int] = set()
        stack = [i]
        while stack:
            v = stack.pop()
            for e, j in nbr[v]:
                if es[e] == 0:
                    continue
                lj = lab[j]
                if lj == 0:
                    if region[j] < 0:
                        region[j] = r
                        stack.append(j)
                elif lj > 0:
                    border.add(j)
        borders.append(border)
    return region, borders


def _reach_regions(state: State, k: int, e1: int, region: list[int], borders: list[set[int]],
                   ) -> tuple[set[int], set[int]]:
    """(pair k's cells reached from e1, the free regions reached): ``_reach`` with each free
    region taken whole, so a round costs one flood fill of the board and not one per pair
    (the per-pair flood fill was a third of a grade's time, cProfile)."""
    es, lab, nbr = state.es, state.lab, state.geo.nbr
    cells, regions = {e1}, set()
    stack = [e1]
    while stack:
        v = stack.pop()
        if v >= 0:
            for e, j in nbr[v]:
                if es[e] == 0:
                    continue
                lj = lab[j]
                if lj == k:
                    if j not in cells:
                        cells.add(j)
                        stack.append(j)
                elif lj == 0:
                    r = region[j]
                    if r not in regions:
                        regions.add(r)
                        stack.append(~r)
        else:
            for j in borders[~v]:
                if lab[j] == k and j not in cells:
                    cells.add(j)
                    stack.append(j)
    return cells, regions


def routes(state: State, level: int) -> bool:
    """One round of the region techniques up to ``level`` (2 or 3); True if anything changed."""
    if level < 3:
        return _apply(state, *_regions_reached(state), [], [])
    geo, _es, _lab, other = state.geo, state.es, state.lab, state.other
    n = geo.n
    reach = [0] * n
    usable = [0] * n if level >= 3 else reach
    bottlenecks, bridges = [], []
    kernel = compiled(n * state.pairs) if level >= 3 else None
    arrays = (*_neighbour_arrays(geo), np.array(_es, dtype=np.int64), np.array(_lab, dtype=np.int64)) \
        if kernel is not None else ()
    for k, (a, b) in enumerate(state.ends, start=1):
        e1, e2 = other[a], other[b]
        if e1 == b:
            continue  # pair k is finished
        if kernel is not None:
            order, parent_of, low_of, disc = _compiled_search(kernel, arrays, k, e1, n)
            parent: dict[int, int] | list[int] = parent_of
            low: dict[int, int] | list[int] = low_of
        elif level >= 3:
            disc = [-1] * n
            order, parent, low = _search(state, k, e1, e2, disc)
        else:
            disc = [-1] * n
            order = _reach(state, k, e1, disc)
        bit = 1 << k
        if disc[e2] < 0:
            state.levels.add(2)
            state.used.add("cut-off")
            raise Contradiction(f"the ends of {state.labels[k - 1]} are cut off from each other")
        for v in order:
            reach[v] |= bit
        if level < 3:
            continue
        on_way = set()
        v = e2
        while v != -1:
            on_way.add(v)
            u, v = v, parent[v]
            if v != -1 and low[u] >= disc[v]:
                if v != e1:
                    bottlenecks.append((v, k))
                if low[u] > disc[v]:
                    bridges.append((geo.edge_of[(u, v)], k))
        head = {e1: e1}
        for v in order[1:]:
            p = parent[v]
            head[v] = v if low[v] >= disc[p] else head[p]
            if v in on_way or head[v] in on_way:
                usable[v] |= bit
        usable[e1] |= bit
    return _apply(state, reach, usable, bottlenecks, bridges)


def _regions_reached(state: State) -> tuple[list[int], list[int]]:
    """Level 2's (reach, usable): per cell, the bits of the pairs that can reach it (the same
    list twice: below level 3 every reachable cell is usable)."""
    lab, other = state.lab, state.other
    region, borders = _free_regions(state)
    region_bits = [0] * len(borders)
    for k, (a, b) in enumerate(state.ends, start=1):
        e1, e2 = other[a], other[b]
        if e1 == b:
            continue  # pair k is finished
        cells, regions = _reach_regions(state, k, e1, region, borders)
        if e2 not in cells:
            state.levels.add(2)
            state.used.add("cut-off")
            raise Contradiction(f"the ends of {state.labels[k - 1]} are cut off from each other")
        bit = 1 << k
        for r in regions:
            region_bits[r] |= bit
    reach = [region_bits[region[i]] if lab[i] == 0 else 0 for i in range(state.geo.n)]
    return reach, reach


Action = tuple[int, str, str, int, int]  # (level, rule, kind, cell or edge, number)


def _apply(state: State, reach: list[int], usable: list[int], bottlenecks: list, bridges: list) -> bool:
    """Turn what the searches found into changes (the lowest level's first, with a log)."""
    actions = _actions(state, reach, usable, bottlenecks, bridges)
    if actions and state.log is not None:  # with a log only the lowest level's are applied
        lowest = min(a[0] for a in actions)
        actions = [a for a in actions if a[0] == lowest]
    changed = False
    for action in actions:
        changed |= _act(state, *action)
    return changed


def _actions(state: State, reach: list[int], usable: list[int], bottlenecks: list, bridges: list) -> list[Action]:
    """What the searches found, as actions: cells no number reaches (empty), cells one number
    alone reaches (label), segments no number can use (cross), bottlenecks and bridges."""
    geo, es, lab = state.geo, state.es, state.lab
    actions = []
    for i in range(geo.n):
        if lab[i] != 0:
            continue
        mask, seen = usable[i], reach[i]
        if mask == 0:
            actions.append((2 if seen == 0 else 3, "unreachable" if seen == 0 else "pocket", "empty", i, 0))
        elif mask & (mask - 1) == 0 and (state.fill or any(es[e] == 1 for e, _ in geo.nbr[i])):
            one = seen & (seen - 1) == 0
            actions.append((2 if one else 3, "sole-reach" if one else "pocket", "label", i, mask.bit_length() - 1))
    for e, (i, j) in enumerate(geo.edge_cells):
        if es[e] != -1:
            continue
        li, lj = lab[i], lab[j]
        if not ((1 << li) if li > 0 else usable[i]) & ((1 << lj) if lj > 0 else usable[j]):
            seen = ((1 << li) if li > 0 else reach[i]) & ((1 << lj) if lj > 0 else reach[j])
            actions.append((3 if seen else 2, "no-common-number", "cross", e, 0))
    actions += [(3, "bottleneck", "label", v, k) for v, k in bottlenecks]
    actions += [(3, "bridge", "line", e, k) for e, k in bridges]
    return actions


def _act(state: State, lvl: int, rule: str, kind: str, x: int, k: int) -> bool:
    """Apply one action, with its line in the log; False when it was already so."""
    geo, es, lab = state.geo, state.es, state.lab
    if kind == "empty":
        if lab[x] != 0:
            return False
        if state.fill:
            raise Contradiction(f"no number can reach {state.name(x)}")
        for e, _ in geo.nbr[x]:
            if es[e] == 1:
                raise Contradiction(f"the line through {state.name(x)} cannot reach a number")
            state.set_edge(e, 0)
        state.set_label(x, EMPTY)
        state.record(rule, lvl, (geo.cell(x), 0), f"no number can reach {state.name(x)}: it stays empty")
    elif kind == "label":
        if lab[x] == k:
            return False
        state.set_label(x, k)
        line = (f"every route of {state.labels[k - 1]} passes {state.name(x)}" if rule == "bottleneck"
                else f"only {state.labels[k - 1]} can reach {state.name(x)}")
        state.record(rule, lvl, (geo.cell(x), k), line)
    else:
        i, j = geo.edge_cells[x]
        if es[x] == (1 if kind == "line" else 0):
            return False
        state.set_edge(x, 1 if kind == "line" else 0)
        if kind == "line":
            state.record(rule, lvl, (geo.cell(i), geo.cell(j), k),
                         f"every route of {state.labels[k - 1]} passes the segment between "
                         f"{state.name(i)} and {state.name(j)}")
        else:
            state.record(rule, lvl, (geo.cell(i), geo.cell(j)),
                         f"no path can join {state.name(i)} and {state.name(j)}")
    return True
