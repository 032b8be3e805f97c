"""Galaxies deduction to a fixpoint: the named techniques of techniques.py run easiest first,
and after every change again from the easiest, as Simon Tatham's solver does; with or without
explanations (``deduce`` yields Steps, ``reduce`` only the candidates) and graded level by level
(``grade_by_levels``, for the generator). The method ``propagate`` (propagate.py) plays these
steps back; the search methods (presearch.py, cpsat.py) start from ``reduce``. Apart from the
method so that the search can import deduction without the method importing the search back.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Iterator

import numpy as np

from .. import scale
from ..events import Cancel, Step
from .model import Galaxies
from .techniques import TECHNIQUE_LEVELS, TECHNIQUES, Contradiction, Deduction, _cells, on_every_path, under_dot

__all__ = ["TECHNIQUE_LEVELS", "Contradiction", "deduce", "grade", "grade_by_levels", "reduce"]

_on_every_path = on_every_path  # the tests' name for it

# Techniques that look at whole pieces of regions, costly on a big grid: even ungraded they
# run only where the others are stuck.
ONLY_WHEN_STUCK = frozenset({"exclave", "only-path"})


def _techniques_up_to(level: str | None) -> tuple:
    if level is None:
        return TECHNIQUES
    top = scale.rank(level)
    return tuple((name, rule) for name, rule in TECHNIQUES if scale.rank(TECHNIQUE_LEVELS[name]) <= top)


def deduce(puzzle: Galaxies, cand: np.ndarray | None = None, explain: bool = True,
           cancel: Cancel | None = None, level: str | None = None, used: set | None = None,
           graded: bool = True) -> Generator[Step, None, np.ndarray]:
    """Generator of Steps; returns (via StopIteration.value) the final candidates.
    ``level``: only the techniques up to that level of the scale (None: all). ``used``: a
    set that receives the names of the techniques that changed something. ``graded``
    False: every technique in turn without starting again after a change (the same final
    candidates, as every rule only takes candidates away; a third faster, but ``used`` may
    then name harder techniques than the puzzle needs).
    Raises Contradiction when a cell loses every candidate; ``Stopped`` (from ``cancel``)
    between passes, which on a 100x100 grid can run for seconds without a Step."""
    used = set() if used is None else used
    s = Deduction(puzzle, cand, explain, cancel)
    walls: set = set()
    yield from _start(s, walls, used)
    yield from _fixpoint(s, _techniques_up_to(level), graded, walls, used)
    return s.cand


def _start(s: Deduction, walls: set, used: set) -> Iterator[Step]:
    """The cells under the dots, and what that leaves."""
    single = s.counts() == 1
    if (yield from under_dot(s)):
        used.add("under-dot")
    yield from _consequences(s, single, walls, used)


def _fixpoint(s: Deduction, techniques: tuple, graded: bool, walls: set, used: set) -> Iterator[Step]:
    """``techniques`` easiest first until none changes anything (see deduce)."""
    while True:
        if s.cancel is not None:
            s.cancel.check()
        single = s.counts() == 1
        s.explained[:] = False
        changed = False
        for name, technique in techniques:
            if changed and (graded or name in ONLY_WHEN_STUCK):
                break
            if (yield from technique(s)):
                used.add(name)
                changed = True
        if not changed:
            return
        yield from _consequences(s, single, walls, used)


def _consequences(s: Deduction, single: np.ndarray, walls: set, used: set) -> Iterator[Step]:
    """After a change: a contradiction when a cell has no dot left; the cells left with
    one dot that no rule gave away (``single-candidate``) and the new walls (``boundary``)
    explained."""
    counts = s.counts()
    if (counts == 0).any():
        empty = _cells(counts == 0)
        r, c = empty[0]
        raise Contradiction(f"cell ({r}, {c}) can belong to no dot", "no-dot", empty)
    new = (counts == 1) & ~single & ~s.explained
    if new.any():
        used.add("single-candidate")
        if s.explain:
            owner = s.cand.argmax(axis=0)
            # The dots present, from a count of each: np.unique would import numpy.ma (numpy
            # 2.4 checks for a masked array), 15-20 ms of a small check's start-up.
            for d in np.flatnonzero(np.bincount(owner[new])):
                cells = tuple((int(r), int(c)) for r, c in zip(*np.nonzero(new & (owner == d))))
                yield Step(cells, tuple(int(d) for _ in cells), "single-candidate",
                           f"only {s.where(int(d))} is left")
    if not s.explain:
        return
    new_walls = []
    for edge in separated(s.cand):
        if edge not in walls:
            walls.add(edge)
            new_walls.append(edge)
    if new_walls:
        yield Step(tuple(sorted(new_walls)), (), "boundary",
                   "cells that cannot share a dot are separated")


def separated(cand: np.ndarray) -> list[tuple[int, int]]:
    """The walls (y2, x2) between neighbouring cells that cannot share a dot."""
    apart_v = ~(cand[:, 1:, :] & cand[:, :-1, :]).any(axis=0)
    apart_h = ~(cand[:, :, 1:] & cand[:, :, :-1]).any(axis=0)
    return [(int(2 * r + 2), int(2 * c + 1)) for r, c in zip(*np.nonzero(apart_v))] + \
        [(int(2 * r + 1), int(2 * c + 2)) for r, c in zip(*np.nonzero(apart_h))]


def reduce(puzzle: Galaxies, cand: np.ndarray | None = None, cancel: Cancel | None = None, level: str | None = None,
           used: set | None = None, graded: bool = False) -> np.ndarray:
    """The candidates after deduction (up to ``level``), without explanations (for the
    search methods and the generators); ``used`` and ``graded`` as for ``deduce`` (here
    ungraded unless asked: the fixpoint is the same)."""
    gen = deduce(puzzle, cand, explain=False, cancel=cancel, level=level, used=used, graded=graded)
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        return stop.value


def grade(puzzle: Galaxies, cancel: Cancel | None = None) -> tuple[str, np.ndarray, set]:
    """(level, candidates, techniques used) of deduction with every technique: the level is
    scale.grade of the techniques used, "search" when cells stay open."""
    used: set = set()
    cand = reduce(puzzle, cancel=cancel, used=used, graded=True)
    finished = bool((cand.sum(axis=0) == 1).all())
    return scale.grade(used, TECHNIQUE_LEVELS, finished), cand, used


def grade_by_levels(puzzle: Galaxies, top: str, cancel: Cancel | None = None) -> tuple[np.ndarray, str]:
    """(candidates, level) as ``grade`` with the techniques up to ``top``, without its
    restarts: deduction up to each level in turn, easy first, each going on from the
    candidates the level below left. The level is the first that finishes ("search" when
    not even ``top`` does); the candidates are that level's (``top``'s when none finishes).
    Contradiction as ``grade``: a board decided below ``top`` still meets every technique up
    to ``top`` (one pass; only a puzzle without a solution fails it).

    The same answer as a graded run: every technique only takes candidates away and stays
    true of fewer candidates, so the techniques up to a level reach the same candidates from
    any state they and easier ones led to; a graded run uses a technique of a level only
    where all easier ones are stuck, and so finishes below that level exactly when the
    easier techniques alone finish. Cheaper, as the restarts cost most of a graded run
    (30x30 medium: one easy run ~2 ms, an ungraded medium run ~22 ms, a graded one ~35 ms);
    the generator asks for this at every level it builds toward."""
    s = Deduction(puzzle, None, False, cancel)
    walls: set = set()
    _run(_start(s, walls, set()))
    for level in scale.LEVELS[:scale.rank(top) + 1]:
        # the same state goes on: what each technique remembers stays true of fewer candidates
        _run(_fixpoint(s, _techniques_up_to(level), False, walls, set()))
        if (s.counts() == 1).all():
            if level != top:  # a puzzle without a solution: the harder ones find the contradiction
                _run(_fixpoint(s, _techniques_up_to(top), False, walls, set()))
            return s.cand, level
    return s.cand, scale.SEARCH


def _run(steps: Iterable[Step]) -> None:
    for _ in steps:
        pass
