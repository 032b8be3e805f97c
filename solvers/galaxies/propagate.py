"""The method ``propagate``: human-style deduction, one explained ``Step`` at a time.

The board state is ``cand``: bool (ndots, h, w), the dots each cell may still belong to.
Deductions, applied in this order until nothing changes:

``under-dot``        the cells under a dot belong to it
``mirror``           a cell can belong to dot d only if its mirror image about d can (off the
                     grid counts as cannot)
``mirror-owner``     a cell whose mirror image about d belongs to d belongs to d too
``single-candidate`` a cell with one candidate dot belongs to it
``reachability``     a cell that cannot be connected to dot d through cells that could belong
                     to d loses d
``only-path``        a cell on every path from dot d to a cell of d (through cells that could
                     belong to d) belongs to d: the region is connected, so it takes that cell
                     (tried when the rules above change nothing; ``only-path`` steps name the
                     owning dot as ``mirror-owner`` steps do)
``boundary``         an edge between two cells that cannot share a dot is a region boundary

Step values: ``v >= 0`` means the cell now belongs to dot v (``mirror-owner`` steps name the
owning dot this way); ``v < 0`` means the cell lost
dot ``~v`` (that is ``-v - 1``). A ``boundary`` step lists edges as (y2, x2) positions of the
doubled grid and has no values. Where deduction stalls the method finishes with the ``cpsat``
search on the reduced candidates; ``stats["deduced"]`` says how many cells deduction alone
fixed, which is the difficulty grade (``grade``: "deduction" or "search").
"""

from __future__ import annotations

import time

import numpy as np

from ..events import NO_SOLUTION, SOLVED, Cancel, Done, Progress, SolveOptions, Step, stoppable
from .model import Galaxies, picture


class Contradiction(Exception):
    pass


def _centres(puzzle: Galaxies) -> np.ndarray:
    """(ndots, 2): each dot's doubled coordinates (y2, x2)."""
    return np.array([(dot.y2, dot.x2) for dot in puzzle.dots], dtype=np.int64).reshape(-1, 2)


def _mirrored(planes: np.ndarray, centres: np.ndarray) -> np.ndarray:
    """Each plane (k, h, w) seen through its dot's mirror (centres: k x (y2, x2)); off-grid
    reads False. Cell (r, c) mirrors to (y2 - 1 - r, x2 - 1 - c): a plane turned half round
    and shifted, so one slice per dot. (An index array of every cell's mirror about every dot
    took 240 MB and more on a 100x100 grid with 3000 dots.)"""
    k, h, w = planes.shape
    out = np.zeros_like(planes)
    for i, (y2, x2) in enumerate(centres.tolist()):
        r0, r1 = max(0, y2 - h), min(h, y2)
        c0, c1 = max(0, x2 - w), min(w, x2)
        if r0 < r1 and c0 < c1:
            out[i, r0:r1, c0:c1] = planes[i, y2 - r1:y2 - r0, x2 - c1:x2 - c0][::-1, ::-1]
    return out


def _roots(puzzle: Galaxies) -> np.ndarray:
    roots = np.zeros((len(puzzle.dots),) + puzzle.shape, dtype=bool)
    for d, dot in enumerate(puzzle.dots):
        for r, c in dot.cells():
            roots[d, r, c] = True
    return roots


def _reach(cand: np.ndarray, roots: np.ndarray, cancel: Cancel | None = None) -> np.ndarray:
    reach = roots & cand
    while True:
        if cancel is not None:
            cancel.check()  # one ring per pass: a 100x100 grid takes ~100 passes
        grown = reach.copy()
        grown[:, 1:, :] |= reach[:, :-1, :]
        grown[:, :-1, :] |= reach[:, 1:, :]
        grown[:, :, 1:] |= reach[:, :, :-1]
        grown[:, :, :-1] |= reach[:, :, 1:]
        grown &= cand
        if np.array_equal(grown, reach):
            return reach
        reach = grown


def _on_every_path(allowed: np.ndarray, targets: np.ndarray, start: tuple[int, int]) -> list:
    """The cells of ``allowed`` (h x w bool) that every path from ``start`` to some cell of
    ``targets`` passes through (``start`` itself left out): the cut vertices of the allowed
    cells whose far side holds a target, by one depth-first search (Tarjan's low links).
    Works on the bounding box of ``allowed``."""
    rows, cols = np.nonzero(allowed.any(axis=1))[0], np.nonzero(allowed.any(axis=0))[0]
    r0, c0 = int(rows[0]), int(cols[0])
    box = allowed[r0:rows[-1] + 1, c0:cols[-1] + 1]
    h, w = box.shape
    free = box.ravel().tolist()
    target = targets[r0:rows[-1] + 1, c0:cols[-1] + 1].ravel().tolist()

    def near(p):
        r, c = divmod(p, w)
        if r > 0 and free[p - w]:
            yield p - w
        if r < h - 1 and free[p + w]:
            yield p + w
        if c > 0 and free[p - 1]:
            yield p - 1
        if c < w - 1 and free[p + 1]:
            yield p + 1

    first = (start[0] - r0) * w + start[1] - c0
    order = [-1] * (h * w)
    low = [0] * (h * w)
    below = [0] * (h * w)  # targets in the search subtree of a cell
    order[first], below[first] = 0, int(target[first])
    counter = 1
    stack = [(first, -1, near(first))]
    cut = []
    while stack:
        v, parent, todo = stack[-1]
        for q in todo:
            if order[q] < 0:
                order[q] = low[q] = counter
                counter += 1
                below[q] = int(target[q])
                stack.append((q, v, near(q)))
                break
            if q != parent:
                low[v] = min(low[v], order[q])
        else:
            stack.pop()
            if stack:
                u = stack[-1][0]
                low[u] = min(low[u], low[v])
                below[u] += below[v]
                if u != first and below[v] and low[v] >= order[u]:
                    cut.append(divmod(u, w))
    return [(r + r0, c + c0) for r, c in set(cut)]


def deduce(puzzle: Galaxies, cand: np.ndarray | None = None, explain: bool = True,
           cancel: Cancel | None = None):
    """Generator of Steps; returns (via StopIteration.value) the final candidates.
    Raises Contradiction when a cell loses every candidate; ``Stopped`` (from ``cancel``)
    between passes, which on a 100x100 grid can run for seconds without a Step."""
    h, w = puzzle.shape
    n = len(puzzle.dots)
    centres = _centres(puzzle)
    roots = _roots(puzzle)
    if cand is None:
        cand = np.ones((n, h, w), dtype=bool)
    cand = cand.copy()
    walls = set()

    def changes(old, new, rule, describe):
        lost = old & ~new
        if not explain or not lost.any():
            return
        for d in np.nonzero(lost.any(axis=(1, 2)))[0]:
            cells = tuple((int(r), int(c)) for r, c in zip(*np.nonzero(lost[d])))
            yield Step(cells, tuple(~int(d) for _ in cells), rule, describe(int(d)))

    def fixes(old_single, rule, describe):
        if not explain:
            return
        single = cand.sum(axis=0) == 1
        new = single & ~old_single
        if not explain or not new.any():
            return
        owner = cand.argmax(axis=0)
        for d in np.unique(owner[new]):
            cells = tuple((int(r), int(c)) for r, c in zip(*np.nonzero(new & (owner == d))))
            yield Step(cells, tuple(int(d) for _ in cells), rule, describe(int(d)))

    def where(d):
        dot = puzzle.dots[d]
        return f"dot {d} at (x2={dot.x2}, y2={dot.y2})"

    # under-dot: the cells under a dot belong to it (and to no other dot)
    single = cand.sum(axis=0) == 1
    under = roots.any(axis=0)
    if (roots.sum(axis=0) > 1).any():
        raise Contradiction("two dots share a cell")
    old = cand.copy()
    cand[:, under] = roots[:, under]
    yield from fixes(single, "under-dot", where)
    # Mirror consistency and reachability of dot d depend on cand[d] alone and are
    # idempotent, so each pass applies them only to the dots whose candidates changed since
    # (on a 36x20 janko puzzle most of the ~30 passes touch a handful of the ~150 dots).
    dirty_mirror = np.ones(n, dtype=bool)
    dirty_reach = np.ones(n, dtype=bool)
    owned_before = np.zeros_like(cand)
    cand_path = np.zeros_like(cand)  # what the only-path rule last saw
    owned_path = np.zeros_like(cand)
    must = np.zeros_like(cand)
    while True:
        if cancel is not None:
            cancel.check()
        before = cand.copy()
        # mirror consistency
        old = cand.copy() if explain else None
        idx = np.nonzero(dirty_mirror)[0]
        if len(idx):
            sub = cand[idx]
            sub &= _mirrored(sub, centres[idx])
            dirty_reach[idx] |= (sub != cand[idx]).any(axis=(1, 2))
            cand[idx] = sub
            dirty_mirror[idx] = False
        if explain:
            yield from changes(old, cand, "mirror", lambda d: f"mirror images about {where(d)}")
        # mirror owner: a cell whose mirror image about d belongs to d belongs to d as well
        old = cand.copy() if explain else None
        owned = cand & (cand.sum(axis=0) == 1)[None]
        idx = np.nonzero((owned != owned_before).any(axis=(1, 2)))[0]
        if len(idx):
            must[idx] = _mirrored(owned[idx], centres[idx])
            owned_before = owned
        hit = must.any(axis=0)
        cand[:, hit] &= must[:, hit]
        cand[:, must.sum(axis=0) > 1] = False  # owed to two dots: a contradiction (below)
        touched = (cand != before).any(axis=(1, 2))
        dirty_mirror |= touched
        dirty_reach |= touched
        owner_fixed = np.zeros((h, w), dtype=bool)
        if explain:  # one step per owning dot: its value is the dot the cells now belong to
            owner_fixed = (old != cand).any(axis=0) & (cand.sum(axis=0) == 1)
            for d in np.nonzero((must & owner_fixed[None]).any(axis=(1, 2)))[0]:
                mask = must[d] & owner_fixed & cand[d]
                cells = tuple((int(r), int(c)) for r, c in zip(*np.nonzero(mask)))
                yield Step(cells, tuple(int(d) for _ in cells), "mirror-owner",
                           f"mirror images of cells of {where(int(d))} about it")
        # reachability
        old = cand.copy() if explain else None
        idx = np.nonzero(dirty_reach)[0]
        if len(idx):
            sub = cand[idx]
            reached = _reach(sub, roots[idx], cancel)
            dirty_mirror[idx] |= (reached != sub).any(axis=(1, 2))
            cand[idx] = reached
            dirty_reach[idx] = False
        if explain:
            yield from changes(old, cand, "reachability", lambda d: f"cells cut off from {where(d)}")
        # only path: a cell that every way from d to a cell already d's passes through is d's
        # (only dots with cells cut off from the dot by undecided cells can have one). A depth
        # first search per such dot, so it runs when the rules above have nothing more to do.
        path_fixed = np.zeros((h, w), dtype=bool)
        if np.array_equal(before, cand):
            owned = cand & (cand.sum(axis=0) == 1)[None]
            idx = np.nonzero(((cand != cand_path) | (owned != owned_path)).any(axis=(1, 2)))[0]
            cand_path, owned_path = cand.copy(), owned
        else:
            idx = ()
        if len(idx):
            joined = _reach(owned[idx], roots[idx])
            for i in np.nonzero((owned[idx] & ~joined).any(axis=(1, 2)))[0]:
                if cancel is not None:
                    cancel.check()  # one search per dot: a 100x100 grid may have hundreds
                d = int(idx[i])
                start = tuple(int(v) for v in np.argwhere(roots[d])[0])
                cells = [p for p in _on_every_path(cand[d], owned[d], start)
                         if cand[d][p] and cand[:, p[0], p[1]].sum() > 1]  # not given away this pass
                if not cells:
                    continue
                at = tuple(np.array(cells).T)
                cand[:, at[0], at[1]] = False
                cand[d, at[0], at[1]] = True
                path_fixed[at] = True
                if explain:
                    yield Step(tuple(sorted(cells)), tuple(d for _ in cells), "only-path",
                               f"the only way from {where(d)} to cells of it")
            touched = (cand != before).any(axis=(1, 2))
            dirty_mirror |= touched
            dirty_reach |= touched
        counts = cand.sum(axis=0)
        if (counts == 0).any():
            r, c = np.argwhere(counts == 0)[0]
            raise Contradiction(f"cell ({r}, {c}) can belong to no dot")
        yield from fixes((before.sum(axis=0) == 1) | owner_fixed | path_fixed, "single-candidate",
                         lambda d: f"only {where(d)} is left")
        if explain:
            new_walls = []
            apart_v = ~(cand[:, 1:, :] & cand[:, :-1, :]).any(axis=0)
            apart_h = ~(cand[:, :, 1:] & cand[:, :, :-1]).any(axis=0)
            for r, c in zip(*np.nonzero(apart_v)):
                edge = (int(2 * r + 2), int(2 * c + 1))
                if edge not in walls:
                    walls.add(edge)
                    new_walls.append(edge)
            for r, c in zip(*np.nonzero(apart_h)):
                edge = (int(2 * r + 1), int(2 * c + 2))
                if edge not in walls:
                    walls.add(edge)
                    new_walls.append(edge)
            if new_walls:
                yield Step(tuple(sorted(new_walls)), (), "boundary",
                           "cells that cannot share a dot are separated")
        if np.array_equal(before, cand):
            return cand


def reduce(puzzle: Galaxies, cand=None, cancel: Cancel | None = None) -> np.ndarray:
    """The candidates after deduction, without explanations (for the search methods)."""
    gen = deduce(puzzle, cand, explain=False, cancel=cancel)
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        return stop.value


@stoppable
def solve(puzzle: Galaxies, options: SolveOptions, cancel: Cancel):
    from . import cpsat

    started = time.perf_counter()
    h, w = puzzle.shape
    steps = 0
    gen = deduce(puzzle, explain=True, cancel=cancel)
    try:
        while True:
            step = next(gen)
            steps += 1
            yield step
            if cancel.stopped:
                gen.close()
                yield Done("stopped", None, {"steps": steps})
                return
    except StopIteration as stop:
        cand = stop.value
    except Contradiction as error:
        yield Done(NO_SOLUTION, None, {"steps": steps, "contradiction": str(error),
                                       "seconds": round(time.perf_counter() - started, 4)})
        return
    counts = cand.sum(axis=0)
    deduced = int((counts == 1).sum())
    stats = {"steps": steps, "deduced": deduced, "cells": h * w,
             "grade": "deduction" if deduced == h * w else "search"}
    if deduced == h * w:
        board = cand.argmax(axis=0).astype(np.int32)
        stats["seconds"] = round(time.perf_counter() - started, 4)
        stats["picture"] = picture(puzzle, board)
        from .rules import check
        if check(puzzle, board):  # deduction is sound, so this only happens without a solution
            yield Done(NO_SOLUTION, None, stats)
            return
        yield Done(SOLVED, True, stats, (board,))
        return
    yield Progress(deduced / (h * w), f"deduction fixed {deduced} of {h * w} cells; searching")
    done = None
    for event in cpsat.search(puzzle, options, cancel, cand):
        done = event
        if not isinstance(event, Done):
            yield event
    stats.update({k: v for k, v in done.stats.items() if k not in stats})
    stats["seconds"] = round(time.perf_counter() - started, 4)
    partial = np.where(counts == 1, cand.argmax(axis=0), -1).astype(np.int32)
    yield Done(done.status, done.unique, stats, done.solutions, partial)
