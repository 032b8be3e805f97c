"""Repair suggestions, verified independently: a brute-force count of solutions (every row
pattern that fits its clue, pruned by the column clues' prefixes) on small random pictures,
CP-SAT on larger ones. The repair itself checks with line solving, probing and SAT."""

import itertools

import numpy as np
import pytest

from solvers.events import NO_SOLUTION, SOLVED, STOPPED
from solvers.nonogram import solve
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import FILLED, line_clue
from solvers.nonogram.repair import outline, suggest_repairs

from .cancel_tokens import CancelAfter


def brute_force_count(picture, stop_at: int = 2) -> int:
    """Solutions of the picture's clues, counted up to ``stop_at`` by exhaustive search."""
    puzzle = clues_from_picture(picture)
    h, w = puzzle.shape
    patterns = [[row for row in itertools.product((0, 1), repeat=w) if line_clue(row) == clue]
                for clue in puzzle.rows]

    def column_prefix_fits(clue, prefix, complete):
        runs = line_clue(prefix)
        if complete:
            return runs == clue
        if len(runs) > len(clue):
            return False
        # Every closed run must match; the open last run may still grow.
        closed = runs if prefix[-1] == 0 else runs[:-1]
        if list(closed) != list(clue[:len(closed)]):
            return False
        return prefix[-1] == 0 or not runs or runs[-1] <= clue[len(runs) - 1]

    count = 0
    chosen = []

    def search(r):
        nonlocal count
        if count >= stop_at:
            return
        if r == h:
            count += 1
            return
        for row in patterns[r]:
            chosen.append(row)
            if all(column_prefix_fits(puzzle.cols[c], [line[c] for line in chosen], r == h - 1)
                   for c in range(w)):
                search(r + 1)
            chosen.pop()

    search(0)
    return count


def ambiguous_pictures(size, count, density=0.45, seed=0):
    rng = np.random.default_rng(seed)
    found = []
    while len(found) < count:
        picture = (rng.random(size) < density).astype(np.int8)
        if brute_force_count(picture) == 2:
            found.append(picture)
    return found


def test_the_brute_force_counts_a_known_ambiguity():
    # A 2x2 checkerboard: both diagonals fit "1, 1" rows and columns.
    assert brute_force_count(np.array([[1, 0], [0, 1]])) == 2
    assert brute_force_count(np.array([[1, 1], [0, 1]])) == 1


@pytest.mark.parametrize("seed", range(4))
def test_every_suggestion_makes_a_random_picture_unique(seed):
    for picture in ambiguous_pictures((6, 7), 3, seed=seed):
        done = suggest_repairs(picture, "unique", limit=4)
        assert done.status == SOLVED
        suggestions = done.stats["suggestions"]
        assert suggestions
        sizes = [len(s.cells) for s in suggestions]
        assert sizes == sorted(sizes)
        for suggestion in suggestions:
            changed = {(int(r), int(c)) for r, c in zip(*np.nonzero(suggestion.picture != picture))}
            assert changed == set(suggestion.cells)
            assert [int(suggestion.picture[cell]) for cell in suggestion.cells] == list(suggestion.values)
            assert brute_force_count(suggestion.picture) == 1
            assert suggestion.grade["unique"] is True


def test_line_target_suggestions_are_line_solvable_and_unique():
    rng = np.random.default_rng(7)
    repaired = 0
    while repaired < 4:
        picture = (rng.random((9, 9)) < 0.5).astype(np.int8)
        if solve(clues_from_picture(picture), "line").status == SOLVED:
            continue
        done = suggest_repairs(picture, "line", limit=3)
        assert done.status == SOLVED
        for suggestion in done.stats["suggestions"]:
            puzzle = clues_from_picture(suggestion.picture)
            assert solve(puzzle, "line").status == SOLVED
            assert suggestion.grade["grade"] in ("easy", "medium")  # line-solvable levels
            assert brute_force_count(suggestion.picture) == 1
        repaired += 1


# 15x15 and 20x20 noise: line logic decides little there, so the checks go to SAT / CP-SAT and
# to the second solutions remembered; every suggestion must be unique for another solver.
@pytest.mark.parametrize("size, seed, pictures, verifier", [(15, 3, 3, "cpsat"), (20, 12, 2, "sat")])
def test_larger_repairs_hold_under_another_solver(size, seed, pictures, verifier):
    rng = np.random.default_rng(seed)
    checked = 0
    while checked < pictures:
        picture = (rng.random((size, size)) < 0.5).astype(np.int8)
        if solve(clues_from_picture(picture), verifier, max_solutions=2).unique:
            continue
        done = suggest_repairs(picture, "unique", limit=3)
        assert done.status == SOLVED
        for suggestion in done.stats["suggestions"]:
            verdict = solve(clues_from_picture(suggestion.picture), verifier, max_solutions=2)
            assert verdict.unique is True and np.array_equal(verdict.solution, suggestion.picture)
        checked += 1


def test_ranking_prefers_cells_on_the_outline():
    for picture in ambiguous_pictures((6, 6), 4, seed=11):
        suggestions = suggest_repairs(picture, "unique", limit=10).stats["suggestions"]
        edge = outline(picture)
        keys = [(len(s.cells), sum(not edge[c] for c in s.cells)) for s in suggestions]
        assert keys == sorted(keys)
        assert all(s.off_outline == k[1] for s, k in zip(suggestions, keys))


def test_outline_marks_cells_beside_the_other_colour():
    picture = np.zeros((5, 5), dtype=np.int8)
    picture[1:4, 1:4] = FILLED
    edge = outline(picture)
    assert not edge[2, 2] and not edge[0, 0]  # the middle of the block, a far corner
    assert edge[1, 1] and edge[0, 2] and edge[2, 4]


def test_a_unique_picture_needs_no_repair():
    picture = np.array([[1, 1, 0], [0, 1, 1], [1, 1, 1]], dtype=np.int8)
    assert brute_force_count(picture) == 1
    done = suggest_repairs(picture, "unique")
    assert done.status == SOLVED and done.stats["already"] and done.stats["suggestions"] == []


def test_no_repair_within_the_limit_is_reported_as_none():
    picture = ambiguous_pictures((6, 6), 1, seed=5)[0]
    done = suggest_repairs(picture, "unique", max_cells=0)
    assert done.status == NO_SOLUTION and done.stats["suggestions"] == []


@pytest.mark.parametrize("checks", [1, 5, 40])
def test_a_cancelled_repair_stops_without_suggestions(checks):
    rng = np.random.default_rng(1)
    picture = (rng.random((20, 20)) < 0.5).astype(np.int8)
    cancel = CancelAfter(checks)
    done = suggest_repairs(picture, "line", cancel=cancel)
    assert cancel.fired
    assert done.status == STOPPED and done.stats["suggestions"] == []


def test_unknown_targets_are_refused():
    with pytest.raises(ValueError):
        suggest_repairs(np.zeros((2, 2)), "pretty")
    with pytest.raises(ValueError):
        suggest_repairs(np.zeros((0, 3)), "unique")


# -- the search refutes flips with second solutions it already knows (no solver call) --
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from solvers.events import Cancel  # noqa: E402
from solvers.nonogram.model import satisfies  # noqa: E402
from solvers.nonogram.repair import check, flipped  # noqa: E402


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), flips=st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)),
                                                    min_size=1, max_size=3, unique=True))
def test_a_flip_refuted_by_a_known_second_solution_is_truly_ambiguous(seed, flips):
    picture = (np.random.default_rng(seed).random((7, 7)) < 0.5).astype(np.int8)
    first = check(picture, "unique", Cancel())
    if first.other is None:
        return
    candidate = flipped(picture, flips)
    verdict = check(candidate, "unique", Cancel(), [first.other, flipped(first.other, flips)])
    if verdict.other is not None:  # refuted: a second board that solves the candidate's clues
        assert not np.array_equal(verdict.other, candidate)
        assert satisfies(clues_from_picture(candidate), verdict.other)
        assert brute_force_count(candidate) == 2
    else:
        assert verdict.ok == (brute_force_count(candidate) == 1)

