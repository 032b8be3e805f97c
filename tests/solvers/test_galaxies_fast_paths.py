"""The generator's fast paths through Galaxies deduction give what the plain definitions give:
reach on rows packed in 64-bit words against a breadth-first search, mirror-owner's narrowing
of only the changed cells against the whole-board rule, and the level-by-level grade against
a graded run of the techniques up to that level."""

from __future__ import annotations

import json
from collections import deque
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from solvers import scale
from solvers.galaxies import formats, generate
from solvers.galaxies import techniques as T
from solvers.galaxies.propagate import TECHNIQUE_LEVELS, Contradiction, grade_by_levels, reduce

JANKO = Path(__file__).parents[2] / ".." / "shared" / "data" / "galaxies" / "janko" / "janko_galaxies.jsonl"


def breadth_first(plane: np.ndarray, roots: np.ndarray) -> np.ndarray:
    """The cells of ``plane`` joined to a root through cells of ``plane`` (one plane)."""
    h, w = plane.shape
    seen = roots & plane
    todo = deque(zip(*np.nonzero(seen)))
    while todo:
        r, c = todo.popleft()
        for q in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= q[0] < h and 0 <= q[1] < w and plane[q] and not seen[q]:
                seen[q] = True
                todo.append(q)
    return seen


@pytest.mark.parametrize("h, w", [(1, 1), (3, 7), (8, 8), (9, 63), (5, 64), (6, 65), (4, 70)])
@pytest.mark.parametrize("seed", range(3))
def test_reach_is_the_breadth_first_search_of_each_plane(h, w, seed):
    rng = np.random.default_rng(seed)
    k = 5
    cand = rng.random((k, h, w)) < 0.6
    roots = np.zeros_like(cand)
    for plane in roots:
        plane[rng.integers(h), rng.integers(w)] = True
    got = T.reach(cand, roots)
    assert got.dtype == bool and got.shape == cand.shape
    for i in range(k):
        assert np.array_equal(got[i], breadth_first(cand[i], roots[i])), (i, h, w)


def puzzles() -> list:
    """Generated puzzles of several sizes, some of janko's, and the same with a dot taken away
    (deduction then stalls or finds a contradiction)."""
    out = [generate(size, size, seed=seed)[0] for size, seed in ((7, 0), (7, 1), (10, 2), (15, 3), (20, 4))]
    if JANKO.exists():
        lines = JANKO.read_text().splitlines()
        out += [formats.read(json.loads(line)["id"]) for line in lines[::40]]
    rng = np.random.default_rng(0)
    for puzzle in list(out):
        dots = list(puzzle.dots)
        del dots[int(rng.integers(len(dots)))]
        out.append(replace(puzzle, dots=tuple(dots), solution=None))
    return out


PUZZLES = puzzles()


def whole_board_mirror_owner(puzzle, cand: np.ndarray) -> np.ndarray:
    """The mirror-owner rule on every cell at once: a cell whose mirror image about d has
    d alone left keeps d alone (and nothing when it is owed to two dots)."""
    h, w = puzzle.shape
    owned = cand & (cand.sum(axis=0) == 1)[None]
    owed = np.zeros_like(cand)
    for d, dot in enumerate(puzzle.dots):
        for r, c in zip(*np.nonzero(owned[d])):
            mr, mc = dot.y2 - 1 - r, dot.x2 - 1 - c
            if 0 <= mr < h and 0 <= mc < w:
                owed[d, mr, mc] = True
    hit = owed.any(axis=0)
    keep = owed | ~hit[None]
    keep[:, owed.sum(axis=0) > 1] = False
    return cand & keep


@pytest.mark.parametrize("index", range(len(PUZZLES)))
def test_deduction_ends_where_the_whole_board_mirror_owner_rule_changes_nothing(index):
    puzzle = PUZZLES[index]
    for level in ("easy", "medium", "hard", None):
        try:
            cand = reduce(puzzle, level=level)
        except Contradiction:
            continue
        assert np.array_equal(whole_board_mirror_owner(puzzle, cand), cand), level


@pytest.mark.parametrize("index", range(len(PUZZLES)))
def test_level_by_level_grade_is_the_graded_run_up_to_that_level(index):
    puzzle = PUZZLES[index]
    for top in ("easy", "medium", "hard", "expert"):
        used: set = set()
        try:
            cand = reduce(puzzle, level=top, used=used, graded=True)
        except Contradiction:
            with pytest.raises(Contradiction):
                grade_by_levels(puzzle, top)
            continue
        finished = bool((cand.sum(axis=0) == 1).all())
        fast_cand, fast_level = grade_by_levels(puzzle, top)
        assert fast_level == scale.grade(used, TECHNIQUE_LEVELS, finished), top
        assert np.array_equal(fast_cand.sum(axis=0) > 1, cand.sum(axis=0) > 1), top


def test_solves_agrees_with_the_rules_check():
    """presearch.solves (whole planes first) says what ``not rules.check`` says: on generated
    solutions and on the same with cells given to a neighbouring region or to a far dot."""
    from solvers.galaxies.presearch import solves
    from solvers.galaxies.rules import check

    rng = np.random.default_rng(0)
    seen = {True: 0, False: 0}
    for size, seed in ((5, 0), (8, 1), (11, 2), (13, 3)):
        puzzle = generate(size, size, seed)[0]
        boards = [puzzle.solution]
        for _ in range(30):
            board = puzzle.solution.copy()
            for _ in range(int(rng.integers(1, 3))):
                r, c = (int(v) for v in rng.integers(0, size, 2))
                board[r, c] = rng.integers(len(puzzle.dots))
            boards.append(board)
        for board in boards:
            verdict = solves(puzzle, board)
            assert verdict == (not check(puzzle, board))
            seen[verdict] += 1
    assert seen[True] >= 4 and seen[False] >= 60
