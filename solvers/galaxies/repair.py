"""What an author can do about a puzzle that Check puzzle rejects.

* No solution: ``uncoverable`` lists the cells no dot can take. A cell can belong to a dot
  only if its mirror image about the dot is on the grid and the dot can reach it through
  cells that could belong to the dot (both rules of propagate, applied alone to a fixpoint:
  they are sound, so a cell left without a dot cannot be covered in any solution). Cells
  under two dots are listed too.
* Not unique: ``suggest_dots`` tries dots at the points of the doubled grid in and around
  the cells where two solutions differ, first added, then in place of a dot whose region
  differs (a move), and returns the ones that make the puzzle unique, those that deduction
  alone decides first.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import numpy as np

from ..errors import MethodRefused
from ..events import Cancel, SolveOptions, Stopped, run
from .deduction import reduce
from .model import Dot, Galaxies
from .techniques import Contradiction
from .techniques import centres as _centres
from .techniques import mirrored as _mirrored
from .techniques import reach as _reach
from .techniques import roots as _roots

if TYPE_CHECKING:
    from numpy.typing import ArrayLike

SUGGEST_SECONDS = 10.0  # whole search for suggestions; each exact check gets CHECK_SECONDS
CHECK_SECONDS = 2.0
REPAIR_ROUNDS = 20


def uncoverable(puzzle: Galaxies, cancel: Cancel | None = None) -> list[tuple[int, int]]:
    """Cells (row, col) that no dot can cover in any solution (empty when the reason for
    "no solution" is not one cell)."""
    h, w = puzzle.shape
    if not puzzle.dots:
        return [(r, c) for r in range(h) for c in range(w)]
    roots = _roots(puzzle)
    shared = roots.sum(axis=0) > 1
    centres = _centres(puzzle)
    cand = np.ones((len(puzzle.dots), h, w), dtype=bool)
    under = roots.any(axis=0)
    cand[:, under] = roots[:, under]
    while True:
        if cancel is not None:
            cancel.check()
        before = cand.copy()
        cand &= _mirrored(cand, centres)
        cand = _reach(cand, roots, cancel)
        if np.array_equal(before, cand):
            break
    bad = (cand.sum(axis=0) == 0) | shared
    return [(int(r), int(c)) for r, c in zip(*np.nonzero(bad))]


@dataclass(frozen=True)
class Suggestion:
    """Put dots at the points ``added`` (y2, x2) and take away those at ``removed`` (a move
    when there is one of each). ``grade``: "deduction" when deduction alone then solves the
    puzzle, else "search"."""

    added: tuple[tuple[int, int], ...]
    removed: tuple[tuple[int, int], ...]
    grade: str

    def dots(self, puzzle: Galaxies) -> tuple[Dot, ...]:
        """The puzzle's dots with this suggestion applied (added dots are white)."""
        kept = tuple(d for d in puzzle.dots if (d.y2, d.x2) not in self.removed)
        return kept + tuple(Dot(x2, y2) for y2, x2 in self.added)


def _points_around(cells: Iterable[tuple[int, int]], h: int, w: int) -> list[tuple[int, int]]:
    """Every interior point of the doubled grid on or beside the given cells."""
    points = set()
    for r, c in cells:
        for y2 in range(2 * r, 2 * r + 3):
            for x2 in range(2 * c, 2 * c + 3):
                if 1 <= y2 <= 2 * h - 1 and 1 <= x2 <= 2 * w - 1:
                    points.add((y2, x2))
    return sorted(points)


def _unique(puzzle: Galaxies, cancel: Cancel) -> str | None:
    """"deduction" or "search" when ``puzzle`` has exactly one solution, None otherwise
    (or when the exact search does not decide in CHECK_SECONDS)."""
    from . import solve_events

    try:
        cand = reduce(puzzle, cancel=cancel)
    except Contradiction:
        return None
    if (cand.sum(axis=0) == 1).all():
        from .rules import check
        return None if check(puzzle, cand.argmax(axis=0)) else "deduction"
    try:
        done = run(solve_events(puzzle, "auto", SolveOptions(max_solutions=2), cancel.child(CHECK_SECONDS)))
    except MethodRefused:  # too big to search (cpsat.MAX_CHOICES): not shown unique
        return None
    return "search" if done.unique else None


def suggest_dots(puzzle: Galaxies, first: ArrayLike, second: ArrayLike, cancel: Cancel | None = None,
                 limit: int = 3) -> list[Suggestion]:
    """Up to ``limit`` dots that make ``puzzle`` unique, given two of its solutions: points
    in and beside the cells where they differ, added (nearest the differences first), then
    moves of the dots whose regions differ. Those deduction alone then decides come first.
    Stops at ``cancel`` (default: SUGGEST_SECONDS) with what it found."""
    cancel = cancel or Cancel(SUGGEST_SECONDS)
    h, w = puzzle.shape
    first, second = np.asarray(first), np.asarray(second)
    differing = [(int(r), int(c)) for r, c in zip(*np.nonzero(first != second))]
    taken = {(d.y2, d.x2) for d in puzzle.dots}
    inside = {(y2, x2) for y2, x2 in _points_around(differing, h, w)}
    points = [p for p in _points_around(differing, h, w) if p not in taken]
    # points on the differing cells themselves first (odd coordinates are cell centres)
    points.sort(key=lambda p: (not (p[0] % 2 and p[1] % 2 and ((p[0] - 1) // 2, (p[1] - 1) // 2) in differing)))
    changed = sorted({int(first[cell]) for cell in differing} | {int(second[cell]) for cell in differing})
    trials: list[tuple[tuple[int, int], tuple[int, int] | None]] = [(p, None) for p in points]
    trials += [(p, (puzzle.dots[d].y2, puzzle.dots[d].x2)) for d in changed for p in points
               if p in inside]
    found = []
    try:
        for point, removed in trials:
            suggestion = Suggestion((point,), () if removed is None else (removed,), "")
            grade = _unique(replace(puzzle, dots=suggestion.dots(puzzle), solution=None), cancel)
            if grade is not None:
                found.append(replace(suggestion, grade=grade))
                if len(found) >= limit:
                    break
        if not found:
            repaired = _repartition(puzzle, first, cancel)
            if repaired is not None:
                found.append(repaired)
    except Stopped:
        pass
    found.sort(key=lambda s: (len(s.added) + len(s.removed), s.grade != "deduction"))
    return found


def _repartition(puzzle: Galaxies, first: ArrayLike, cancel: Cancel) -> Suggestion | None:
    """When no one dot will do: the generator's repair (generator._Search.rule_out) on the
    regions of ``first``, changed only where another solution differs from it, until the
    exact search finds no other. The suggestion is the dots that changed."""
    from .generator import _Search
    from .partition import regions_of

    regions = regions_of(np.asarray(first))
    largest = max(len(region) for region in regions)
    search = _Search(regions, puzzle.shape, np.random.default_rng(0), cancel, None, largest)
    for _ in range(REPAIR_ROUNDS):
        unique, others = search.exact()
        if unique:
            old = {(d.y2, d.x2) for d in puzzle.dots}
            new = {(d.y2, d.x2) for d in search.puzzle.dots}
            grade = "deduction" if not search.open.any() else "search"
            return Suggestion(tuple(sorted(new - old)), tuple(sorted(old - new)), grade)
        if not others:  # out of time
            return None
        search.rule_out(others)
    return None
