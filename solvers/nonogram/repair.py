"""Repair suggestions: the fewest cells to flip in an author's picture so that its clues have
exactly one solution (``target="unique"``) or are solved by line logic alone (``"line"``).

Where to look: the engine's own answers. For ``unique``, the second solution the check finds
differs from the picture in a few cells; any repair must break that alternative, and flipping
one of those cells is the likeliest way. For ``line``, the cells line logic leaves undecided.
So the search tries one flip at each of those cells; when none is enough, it keeps the few
flips that left the least undecided (a beam) and looks again from each of them, at the cells
the new check points to, one more flip at a time, up to ``max_cells`` flips.

Suggestions are ranked by how little they change the picture: fewer cells first, then fewer
cells off the picture's outline (a cell with a 4-neighbour of the other colour: flipping it
moves an edge of a shape by one cell, where a flip elsewhere punches a hole or adds a stray
dot), then nearer the grid's border.

The checks here are line solving and ``probe`` (pure Python, fast on pictures, which leave
few cells to line logic), with ``sat`` when probing is slow; on a noise-like picture, where
line logic decides almost nothing and probing runs out of its budget, ``sat`` straight away
(it was CP-SAT, whose budget here could only be seconds; each budget now counts work, so a
repair, and the generator built on it, answer alike at any load). Before
any solver, the second solutions already found are tried on the new clues (as they are, and
with the same cells flipped): one that still fits proves the flip not enough, for the cost of
a few line clues. On a 30x30 noise picture most flips are refuted so. The tests verify
repairs independently (brute force on small pictures, CP-SAT on larger ones).
"""

from __future__ import annotations

import time
from collections.abc import Collection, Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import ArrayLike

from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Progress, SolveOptions, Stopped, run
from ..work import WorkBudget
from . import probe, sat
from .derive import clues_from_picture
from .difficulty import difficulty
from .linesolve import COMPLETE
from .linesolve import SIMPLE as SIMPLE_RULE
from .model import EMPTY, FILLED, Nonogram, line_clue
from .propagate import Grid, propagate

UNIQUE, LINE, SIMPLE = "unique", "line", "simple"
# unique: one solution; line: the line solver finishes it; simple: the simple line rules do
# (difficulty.py's "easy").
TARGETS = (UNIQUE, LINE, SIMPLE)
# One uniqueness check: probing first (fast on pictures, whose clues leave line logic little
# to do); on a picture where it runs out, SAT (fast on noise-like ones); past both budgets
# the picture counts as not repaired.
# The budgets count work (work.WorkBudget: probing's steps, Glucose's propagations), never
# seconds, so a repair, and a generator built on it, answer alike at any load (issue 25).
# On the 2-core machine that set them, 10,000 probing steps took about 0.5 s and 30 million
# propagations about 5 s.
PROBE_LOOKS = 10_000
SAT_PROPAGATIONS = 30_000_000
GRADE_LOOKS = 60_000  # probing and search steps to grade all the suggestions together
# Past this fraction of cells undecided by line logic, probing is skipped: on 30x30 noise
# (98% undecided) it ran out of its 0.5 s on most checks, where CP-SAT answers in 0.1 s.
NOISY = 0.5
REMEMBERED = 24  # second solutions kept to refute later flips with
# Cells tried per picture of the beam: every focus cell for one flip (up to FIRST_TRIES), the
# likeliest TRIES_PER_BASE after that. On a noise-like 30x30, line logic leaves hundreds of
# cells: trying all of them from each of the beam's pictures took 20-30 s for the line target.
FIRST_TRIES = 400
TRIES_PER_BASE = 100  # grading one suggestion (a noise-like picture can need long probing)

Cell = tuple[int, int]


@dataclass(frozen=True)
class Verdict:
    """One picture checked against the target: ``focus`` are the cells to try flipping next
    (where a second solution differs, or what line logic leaves undecided)."""

    ok: bool
    undecided: int
    focus: tuple[tuple[int, int], ...]
    other: np.ndarray | None = None  # the second solution, when one was found


@dataclass(frozen=True, eq=False)
class Suggestion:
    """Flip ``cells`` of the picture (each to ``values``): ``picture`` is the result."""

    cells: tuple[tuple[int, int], ...]
    values: tuple[int, ...]
    off_outline: int
    picture: np.ndarray
    grade: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"cells": [[r, c] for r, c in self.cells],
                "values": ["filled" if v == FILLED else "empty" for v in self.values],
                "off_outline": self.off_outline, "grade": self.grade.get("grade"),
                "probe_depth": self.grade.get("probe_depth"), "score": self.grade.get("score")}


def check(picture: np.ndarray, target: str, cancel: Cancel, alternatives: Iterable[np.ndarray] = ()) -> Verdict:
    """Does ``picture`` meet ``target``? ``alternatives``: boards that may fit its clues too
    (tried before any solver). Raises Stopped when ``cancel`` stops."""
    puzzle = clues_from_picture(picture)
    grid = Grid(puzzle)
    # The picture solves its clues: no contradiction.
    propagate(grid, rule=SIMPLE_RULE if target == SIMPLE else COMPLETE, cancel=cancel)
    if grid.complete:
        return Verdict(True, 0, ())
    undecided = tuple((int(r), int(c)) for r, c in grid.unknown_cells())
    if target in (LINE, SIMPLE):
        return Verdict(False, len(undecided), undecided)
    for other in alternatives:
        if _fits_too(other, picture):
            return Verdict(False, len(undecided), _differing(other, picture), other)
    options = SolveOptions(max_solutions=2, known=grid.board())
    # (Noise-like pictures went to CP-SAT, which has no work budget here; SAT is fast on them.)
    if len(undecided) <= NOISY * picture.size:
        done = run(probe.solve(puzzle, options, WorkBudget(looks=PROBE_LOOKS, parent=cancel)))
    if len(undecided) > NOISY * picture.size or (
            done.unique is None and len(done.solutions) < 2 and not cancel.stopped):
        done = run(sat.solve(puzzle, options, WorkBudget(propagations=SAT_PROPAGATIONS, parent=cancel)))
    if cancel.stopped:
        raise Stopped
    if done.unique:
        return Verdict(True, len(undecided), ())
    others = [s for s in done.solutions if not np.array_equal(s, picture)]
    if not others:  # the budgets ran out: treat as not repaired, look at the undecided
        return Verdict(False, len(undecided), undecided)
    return Verdict(False, len(undecided), _differing(others[0], picture), others[0])


def _differing(a: np.ndarray, b: np.ndarray) -> tuple[tuple[int, int], ...]:
    return tuple((int(r), int(c)) for r, c in zip(*np.nonzero(a != b)))


def _fits_too(other: np.ndarray, picture: np.ndarray) -> bool:
    """Is ``other`` a second solution of ``picture``'s clues? Only the rows and columns where
    the two differ can have different clues."""
    rows, cols = np.nonzero(other != picture)
    if len(rows) == 0:
        return False
    return (all(line_clue(other[r]) == line_clue(picture[r]) for r in set(rows.tolist()))
            and all(line_clue(other[:, c]) == line_clue(picture[:, c]) for c in set(cols.tolist())))


def _likeliest(focus: Sequence[Cell], count: int) -> Sequence[Cell]:
    """At most ``count`` cells of ``focus``, those in the rows and columns with the fewest
    focus cells first: flipping there changes clues that are closest to settling."""
    if len(focus) <= count:
        return focus
    rows: dict[int, int] = {}
    cols: dict[int, int] = {}
    for r, c in focus:
        rows[r] = rows.get(r, 0) + 1
        cols[c] = cols.get(c, 0) + 1
    return sorted(focus, key=lambda cell: rows[cell[0]] + cols[cell[1]])[:count]


def outline(picture: np.ndarray) -> np.ndarray:
    """True at cells with a 4-neighbour of the other colour (the edges of the shapes)."""
    p = np.asarray(picture)
    edge = np.zeros(p.shape, dtype=bool)
    edge[1:, :] |= p[1:, :] != p[:-1, :]
    edge[:-1, :] |= p[:-1, :] != p[1:, :]
    edge[:, 1:] |= p[:, 1:] != p[:, :-1]
    edge[:, :-1] |= p[:, :-1] != p[:, 1:]
    return edge


def flipped(picture: np.ndarray, cells: Iterable[Cell]) -> np.ndarray:
    result = np.array(picture, dtype=np.int8)
    for r, c in cells:
        result[r, c] = EMPTY if result[r, c] == FILLED else FILLED
    return result


def _rank_key(cells: Collection[Cell], edge: np.ndarray, shape: tuple[int, int]) -> tuple:
    h, w = shape
    off = sum(not edge[r, c] for r, c in cells)
    border = sum(min(r, c, h - 1 - r, w - 1 - c) for r, c in cells)
    return (len(cells), off, border, sorted(cells))


def repair_events(picture: ArrayLike, target: str = UNIQUE, cancel: Cancel | None = None, limit: int = 5,
                  max_cells: int = 12, beam: int = 4, graded: bool = True) -> Iterator[Progress | Done]:
    """Events (Progress ..., Done) of a repair search. ``Done.stats["suggestions"]``: the
    best ``limit`` Suggestions of the fewest cells found (none when the picture already meets
    the target: ``stats["already"]``), each graded unless ``graded`` is False (the
    generator grades what it keeps itself). Status: solved (suggestions found), no-solution (none
    within ``max_cells`` flips), stopped (cancelled; never with suggestions)."""
    if target not in TARGETS:
        raise ValueError(f"unknown repair target {target!r}; choose one of {', '.join(TARGETS)}")
    cancel = cancel or Cancel()
    started = time.monotonic()
    picture = np.where(np.asarray(picture) == FILLED, FILLED, EMPTY).astype(np.int8)
    if picture.ndim != 2 or 0 in picture.shape:
        raise ValueError("a picture needs at least one row and one column")
    edge = outline(picture)
    stats = {"target": target, "checked": 0, "suggestions": []}
    try:
        first = check(picture, target, cancel)
        if first.ok:
            yield Done(SOLVED, None, dict(stats, already=True, seconds=_since(started)))
            return
        frontier = [((), first)]  # flip sets not yet enough, with their verdicts
        seen: set[frozenset[Cell]] = {frozenset()}
        found: list[tuple] = []
        # Second solutions found so far, each with the flips of the picture it belongs to.
        remembered: list[tuple[np.ndarray, frozenset[Cell]]] = (
            [(first.other, frozenset())] if first.other is not None else [])
        for size in range(1, max_cells + 1):
            tried, remembered = yield from _flip_one_more(picture, target, cancel, size, frontier, seen, found,
                                                          remembered, stats)
            if found:
                break
            if not tried:
                break  # nowhere left to look
            tried.sort(key=lambda item: (item[1].undecided, len(item[1].focus),
                                         _rank_key(item[0], edge, picture.shape)))
            frontier = tried[:beam]
        suggestions = _suggestions(picture, found, edge, limit, graded, cancel)
        if cancel.stopped:
            raise Stopped
    except Stopped:
        yield Done(STOPPED, None, dict(stats, seconds=_since(started)))
        return
    status = SOLVED if suggestions else NO_SOLUTION
    yield Done(status, None, dict(stats, suggestions=suggestions, seconds=_since(started)))


def _flip_one_more(picture: np.ndarray, target: str, cancel: Cancel, size: int, frontier: list, seen: set,
                   found: list, remembered: list, stats: dict) -> Generator[Progress, None, tuple[list, list]]:
    """One round of the beam search: each flip set of ``frontier`` with one likely cell more
    (``size`` cells in all), checked. The sets that meet the target go to ``found``; returns
    (the others with their verdicts, the second solutions remembered now)."""
    tried = []
    for base, verdict in frontier:
        for cell in _likeliest(verdict.focus, FIRST_TRIES if size == 1 else TRIES_PER_BASE):
            cells = frozenset(base) | {cell}
            if len(cells) != size or cells in seen:
                continue
            seen.add(cells)
            candidate = flipped(picture, cells)
            result = check(candidate, target, cancel, _candidates(remembered, cells))
            if result.other is not None and not any(result.other is o for o, _ in remembered):
                remembered = [(result.other, cells)] + remembered[:REMEMBERED - 1]
            stats["checked"] += 1
            if stats["checked"] % 10 == 0:
                yield Progress(None, f"{stats['checked']} repairs checked ({size} cells)")
            ordered = tuple(sorted(cells))
            if result.ok:
                found.append(ordered)
            else:
                tried.append((ordered, result))
    return tried, remembered


def _suggestions(picture: np.ndarray, found: list[tuple[Cell, ...]], edge: np.ndarray, limit: int, graded: bool,
                 cancel: Cancel) -> list[Suggestion]:
    """The best ``limit`` flip sets found, ranked, each with its repaired picture (and grade)."""
    found = sorted(found, key=lambda cells: _rank_key(cells, edge, picture.shape))
    suggestions = []
    share = GRADE_LOOKS // max(1, min(limit, len(found)))
    for cells in found[:limit]:
        repaired = flipped(picture, cells)
        grade = difficulty(clues_from_picture(repaired), stop=cancel, looks=share) if graded else {}
        suggestions.append(Suggestion(cells, tuple(int(repaired[r, c]) for r, c in cells),
                                      sum(not edge[r, c] for r, c in cells), repaired, grade))
    return suggestions


def _candidates(remembered: list[tuple[np.ndarray, frozenset]], cells: frozenset) -> Iterator[np.ndarray]:
    """Boards that may solve the clues of the picture with ``cells`` flipped: each second
    solution found, as it is and with the flips that separate its picture from this one."""
    for other, its_cells in remembered:
        yield other
        yield flipped(other, cells ^ its_cells)


def suggest_repairs(picture: ArrayLike, target: str = UNIQUE, cancel: Cancel | None = None, **options) -> Done:
    """``repair_events`` drained: the final Done."""
    return run(repair_events(picture, target, cancel, **options))


def _since(started: float) -> float:
    return round(time.monotonic() - started, 4)


def repaired_puzzle(puzzle: Nonogram, picture: ArrayLike) -> Nonogram:
    """``puzzle`` with the clues of the repaired ``picture``; title, credits and extras kept."""
    fresh = clues_from_picture(picture, puzzle.title, puzzle.author, puzzle.license)
    return Nonogram(fresh.rows, fresh.cols, fresh.goal, fresh.title, fresh.author, fresh.license,
                    dict(puzzle.extra))
