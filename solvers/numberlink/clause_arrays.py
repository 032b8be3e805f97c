"""sat.BinarySatModel's clauses built in bulk, as numpy arrays (issue 36).

The same encoding as sat.py's per-clause Python (its docstrings say what each clause means):
binary labels, the degree rule, "a segment joins equal labels", and with ``prune`` "a path
never touches itself", the 2x2 bound and, under nikoli, "no detour past an empty cell"; without
it no cycle round a 2x2 block. Built per clause in Python, these took about 75 % of a
uniqueness answer on janko's puzzles (cProfile: ``_apart``, ``Cnf.add`` and its constant
folding, ``neg``); here each family of clauses is one array and the folding is done on whole
arrays. Clauses come out grouped by family and length, so the solver sees them in another
order than sat.py's loops would give (the same formula up to subsumed duplicates: the degree
rule is stated over four slots per cell, a missing neighbour a False literal).

Literals in the arrays: DIMACS ints, ``FALSE`` (0) and ``TRUE`` (a value no variable reaches)
for the constants (a number's label bits, a missing segment). A clause with TRUE holds and is
dropped; FALSE drops out of its clause.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Protocol

import numpy as np

if TYPE_CHECKING:
    from ..events import Cancel
    from ..sat_support import Cnf, Lit
    from .model import Cell


class BinaryModel(Protocol):
    """What the clauses are built from and into: sat.BinarySatModel's parts (which imports
    this module, so it is named by what it has, not imported back)."""

    cancel: Cancel
    shape: tuple[int, int]
    n: int
    grid: np.ndarray
    rules: str
    bits_n: int
    segments: dict[tuple[Cell, Cell], int]
    bits: dict[Cell, list[Lit]]
    empty: dict[Cell, Lit]
    _differ: dict[tuple[Cell, Cell], list[Lit]]
    arrays: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None


FALSE = 0
TRUE = 1 << 40
CHUNK = 50_000  # clauses handed over between two looks at the cancel token


def neg(a: np.ndarray) -> np.ndarray:
    """Negated literals: -v, TRUE <-> FALSE."""
    return np.where(a == FALSE, TRUE, np.where(a == TRUE, FALSE, -a))


class Builder:
    """Clause arrays collected by width, folded and handed over at the end (``emit``)."""

    def __init__(self) -> None:
        self.parts: list[np.ndarray] = []

    def add(self, *columns: np.ndarray) -> None:
        """Clauses, one a row: the literal columns broadcast to one length."""
        if not columns:
            return
        arr = np.stack(np.broadcast_arrays(*columns), axis=1).astype(np.int64, copy=False)
        if arr.size:
            self.parts.append(arr)

    def emit(self, extend: Callable[[list[list[int]]], None], check: Callable[[], None]) -> int:
        """Fold the constants and hand the clauses to ``extend`` in chunks, ``check`` between
        them (the cancel token). Returns the number of clauses handed over. All families go
        through one array, padded with FALSE to the widest (a few numpy calls a model: on the
        generator's 7x7 windows the per-family calls were most of the build)."""
        if not self.parts:
            return 0
        width = max(part.shape[1] for part in self.parts)
        arr = np.zeros((sum(len(part) for part in self.parts), width), dtype=np.int64)
        row = 0
        for part in self.parts:
            arr[row:row + len(part), :part.shape[1]] = part
            row += len(part)
        arr = arr[~(arr == TRUE).any(axis=1)]
        nz = arr != FALSE
        counts = nz.sum(axis=1)
        total = 0
        # The lengths present, from a count of each: np.unique here would import numpy.ma
        # (numpy 2.4 checks for a masked array), 15-20 ms of a small solve's start-up.
        for length in np.flatnonzero(np.bincount(counts)).tolist():
            chosen = counts == length
            if length == 0:  # every literal False: the formula cannot hold
                clauses: list[list[int]] = [[] for _ in range(int(chosen.sum()))]
            else:
                clauses = arr[chosen][nz[chosen]].reshape(-1, length).tolist()
            for start in range(0, len(clauses), CHUNK):
                check()
                extend(clauses[start:start + CHUNK])
            total += len(clauses)
        return total


def build_binary(m: BinaryModel, cnf: Cnf, prune: bool) -> None:
    """Set up model ``m`` (a sat.BinarySatModel being built: puzzle, rules, grid, cells and
    cancel set) and stream its clauses into ``cnf``: the variables ``m.bits``, ``m.empty``,
    ``m.segments`` as sat.py's per-clause build makes them."""
    h, w = m.shape
    n, grid = m.n, m.grid
    nikoli = m.rules == "nikoli"
    g = np.asarray(grid, dtype=np.int64).reshape(-1)
    cells = h * w
    bits_n = m.bits_n = max(1, n.bit_length())
    ordinary = g == 0
    k = int(ordinary.sum())

    def fresh(count: int) -> np.ndarray:
        first = cnf.variables + 1
        cnf.variables += count
        return np.arange(first, first + count, dtype=np.int64)

    m.cancel.check()
    # bits (cells, B): a number's are constants, an ordinary cell's are variables
    bit_values = (g[:, None] >> np.arange(bits_n)[None, :]) & 1
    bits = np.where(bit_values == 1, TRUE, FALSE).astype(np.int64)
    bits[ordinary] = fresh(k * bits_n).reshape(k, bits_n)
    empty = np.zeros(cells, dtype=np.int64)
    if nikoli:
        empty[ordinary] = fresh(k)
    # edges in sat.py's order (model.edges: row-major, right before down)
    idx = np.arange(cells).reshape(h, w)
    right = np.stack([idx[:, :-1].reshape(-1), idx[:, 1:].reshape(-1)], axis=1)
    down = np.stack([idx[:-1, :].reshape(-1), idx[1:, :].reshape(-1)], axis=1)
    pairs = np.concatenate([right, down])
    order = np.lexsort((pairs[:, 1], pairs[:, 0]))  # by first cell, then right (a+1) before down (a+w)
    pairs = pairs[order]
    ga, gb = g[pairs[:, 0]], g[pairs[:, 1]]
    pairs = pairs[~((ga > 0) & (gb > 0) & (ga != gb))]
    seg = fresh(len(pairs))
    m.segments = {(divmod(int(x), w), divmod(int(y), w)): int(s)
                  for (x, y), s in zip(pairs.tolist(), seg.tolist())}
    m.bits = {}
    for cell, row, number in zip(range(cells), bits.tolist(), g.tolist()):
        lits: list[Lit] = [value == TRUE for value in row] if number else row
        m.bits[divmod(cell, w)] = lits
    m.empty = {divmod(int(cell), w): int(e) for cell, e in zip(np.flatnonzero(empty), empty[empty != 0])}
    m._differ = {}
    m.arrays = (bits, empty, pairs, seg)  # for sat.BinarySatModel.board's vectorized read
    m.cancel.check()

    b = Builder()
    # "a segment joins equal labels", bit by bit
    ba, bb = bits[pairs[:, 0]], bits[pairs[:, 1]]
    s = -seg[:, None]
    b.add(*(x.reshape(-1) for x in np.broadcast_arrays(s, neg(ba), bb)))
    b.add(*(x.reshape(-1) for x in np.broadcast_arrays(s, ba, neg(bb))))
    # incident segments, four slots a cell (FALSE: no segment)
    slots = np.zeros((cells, 4), dtype=np.int64)
    x, y = pairs[:, 0], pairs[:, 1]
    horizontal = y == x + 1
    slots[x[horizontal], 0] = seg[horizontal]   # right
    slots[y[horizontal], 1] = seg[horizontal]   # left
    slots[x[~horizontal], 2] = seg[~horizontal]  # down
    slots[y[~horizontal], 3] = seg[~horizontal]  # up
    numbers = slots[~ordinary]
    b.add(*numbers.T)  # a number has a segment ...
    for i, j in combinations(range(4), 2):  # ... and one at most
        b.add(neg(numbers[:, i]), neg(numbers[:, j]))
    plain = slots[ordinary]
    e = empty[ordinary]
    for trio in combinations(range(4), 3):  # an ordinary cell: two at most, two when used
        b.add(*(neg(plain[:, t]) for t in trio))
        b.add(e, *(plain[:, t] for t in trio))
    if nikoli:
        for t in range(4):
            b.add(neg(e), neg(plain[:, t]))
    # the sides of each 2x2 block: top, bottom, left, right
    top, left = slots[idx[:-1, :-1].reshape(-1)][:, 0], slots[idx[:-1, :-1].reshape(-1)][:, 2]
    bottom, rightside = slots[idx[1:, :-1].reshape(-1)][:, 0], slots[idx[:-1, 1:].reshape(-1)][:, 2]
    sides = np.stack([top, bottom, left, rightside], axis=1)
    if prune:
        for trio in combinations(range(4), 3):
            b.add(*(neg(sides[:, t]) for t in trio))
        _apart(m, b, fresh, bits, empty, pairs, seg, h, w, nikoli, slots, idx)
    else:
        b.add(*(neg(sides[:, t]) for t in range(4)))
    b.emit(cnf.extend, m.cancel.check)


def _apart(m: BinaryModel, b: Builder, fresh: Callable[[int], np.ndarray], bits: np.ndarray, empty: np.ndarray, pairs: np.ndarray,
           seg: np.ndarray, h: int, w: int, nikoli: bool, slots: np.ndarray, idx: np.ndarray) -> None:
    """sat.BinarySatModel._apart for every pair the pruning names: "unless one of the guards
    holds, used cells u, v carry different labels", through one set of difference literals
    per pair of cells."""
    us, vs, guards = [pairs[:, 0]], [pairs[:, 1]], [np.stack([seg, np.zeros_like(seg)], axis=1)]
    if nikoli:
        cell = idx.reshape(-1)
        r, c = cell // w, cell % w
        is_empty = empty != 0

        def at(rr: np.ndarray, cc: np.ndarray) -> np.ndarray:
            return rr * w + cc

        def inside(rr: np.ndarray, cc: np.ndarray) -> np.ndarray:
            return (rr >= 0) & (rr < h) & (cc >= 0) & (cc < w)

        def seg_between(p: np.ndarray, q: np.ndarray) -> np.ndarray:
            """The segment literal of adjacent cells p, q (FALSE: none)."""
            lo, hi = np.minimum(p, q), np.maximum(p, q)
            return np.where(hi == lo + 1, slots[lo, 0], slots[lo, 2])

        ee = is_empty
        for (ur, uc), (vr, vc) in (((r, c - 1), (r, c + 1)), ((r - 1, c), (r + 1, c))):
            ok = ee & inside(ur, uc) & inside(vr, vc)
            us.append(at(ur, uc)[ok])
            vs.append(at(vr, vc)[ok])
            guards.append(np.stack([-empty[ok], np.zeros(ok.sum(), dtype=np.int64)], axis=1))
        for (fr, fc), (ur, uc), (vr, vc) in (((r, c + 1), (r, c - 1), (r, c + 2)), ((r + 1, c), (r - 1, c), (r + 2, c))):
            ok = ee & inside(fr, fc) & inside(ur, uc) & inside(vr, vc)
            ok[ok] &= is_empty[at(fr, fc)[ok]]
            us.append(at(ur, uc)[ok])
            vs.append(at(vr, vc)[ok])
            guards.append(np.stack([-empty[ok], -empty[at(fr, fc)[ok]]], axis=1))
        for dr in (-1, 1):
            for dc in (-1, 1):
                ok = ee & inside(r + dr, c + dc)
                u, v, mid = at(r + dr, c)[ok], at(r, c + dc)[ok], at(r + dr, c + dc)[ok]
                guard = -empty[ok]
                um, mv = seg_between(u, mid), seg_between(mid, v)
                for side in (um, mv):
                    us.append(u)
                    vs.append(v)
                    guards.append(np.stack([guard, side], axis=1))
                if dr == 1:
                    b.add(guard, neg(um), neg(mv))
    u, v, guard = np.concatenate(us), np.concatenate(vs), np.concatenate(guards)
    lo, hi = np.minimum(u, v), np.maximum(u, v)
    keys, inverse = np.unique(lo * (h * w) + hi, return_inverse=True)
    pu, pv = keys // (h * w), keys % (h * w)
    bu, bv = bits[pu], bits[pv]
    const_u = (bu == TRUE) | (bu == FALSE)
    const_v = (bv == TRUE) | (bv == FALSE)
    both = const_u & const_v
    always = (both & (bu != bv)).any(axis=1)  # two numbers of different labels
    need = ~both & ~always[:, None]
    d = np.zeros(bu.shape, dtype=np.int64)
    d[need] = fresh(int(need.sum()))
    b.add(-d[need], bu[need], bv[need])  # d -> the bits differ
    b.add(-d[need], neg(bu[need]), neg(bv[need]))
    d[always, 0] = TRUE
    m.cancel.check()
    rows = d[inverse]
    b.add(guard[:, 0], guard[:, 1], empty[lo], empty[hi], *rows.T)
