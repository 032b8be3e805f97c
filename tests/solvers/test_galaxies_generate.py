"""The Galaxies generator: unique puzzles (by independent checks), the difficulty it is asked
for, a quality report that agrees with the puzzle, partitions that stay symmetric, and a
cancel that stops it."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solvers.galaxies import difficulty, generate, generate_from_picture, rules, solve
from solvers.galaxies.derive import region_dot
from solvers.galaxies.generator import MIN_SIDE, GenerationTimeout
from solvers.galaxies.partition import grow_partition
from solvers.galaxies.rules import components

from .cancel_tokens import WatchedCancel
from .test_galaxies_bruteforce import enumerate_solutions


def assert_report_agrees(puzzle, report):
    """Every number of the quality report recomputed from the puzzle and its solution."""
    sizes = np.bincount(puzzle.solution.ravel())
    assert report["dots"] == len(puzzle.dots) == len(sizes)
    assert report["largest_region"] == sizes.max()
    assert report["cells_per_dot"] == round(puzzle.width * puzzle.height / len(puzzle.dots), 2)
    full = difficulty(puzzle)
    assert full["unique"] is True
    assert (report["level"], report["deduced_fraction"]) == (full["level"], full["deduced_fraction"])
    assert report["grade"] == report["difficulty"] == report["level"]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 5), st.integers(2, 5), st.integers(0, 10**6))
def test_small_puzzles_unique_by_brute_force(height, width, seed):
    puzzle, report = generate(width, height, seed=seed)
    assert rules.check(puzzle, puzzle.solution) == []
    solutions = enumerate_solutions(puzzle, 2)
    assert len(solutions) == 1 and (solutions[0] == puzzle.solution).all()
    assert report["dots"] == len(puzzle.dots)


@pytest.mark.parametrize("seed", range(3))
def test_bigger_puzzles_unique_by_the_literal_model(seed):
    puzzle, report = generate(12, 10, seed=seed)
    done = solve(puzzle, "ilp", max_solutions=2)
    assert done.unique is True and (done.solution == puzzle.solution).all()
    assert_report_agrees(puzzle, report)


@pytest.mark.parametrize("seed", range(4))
def test_normal_is_solved_by_deduction_alone(seed):
    puzzle, report = generate(9, 9, seed=seed, difficulty="normal")
    assert report["level"] == "hard" and report["deduced_fraction"] == 1.0
    assert_report_agrees(puzzle, report)
    done = solve(puzzle, "propagate", max_solutions=2)
    assert done.stats["level"] == "hard" and "rounds" not in done.stats  # no search ran
    literal = solve(puzzle, "ilp", max_solutions=2)  # no deduction in it
    assert literal.unique is True and (literal.solution == puzzle.solution).all()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(6, 8), st.integers(8, 9), st.integers(0, 10**6))
def test_small_normal_puzzles_deduced_and_unique_by_brute_force(height, width, seed):
    if height < MIN_SIDE["hard"]:  # normal = hard: refused at once below its size
        with pytest.raises(ValueError, match="too small"):
            generate(width, height, seed=seed, difficulty="normal")
        return
    puzzle, report = generate(width, height, seed=seed, difficulty="normal")
    assert report["level"] == "hard"
    assert solve(puzzle, "propagate", max_solutions=2).stats["level"] == "hard"
    solutions = enumerate_solutions(puzzle, 2)
    assert len(solutions) == 1 and (solutions[0] == puzzle.solution).all()


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_unreasonable_needs_more_than_deduction(seed):
    puzzle, report = generate(20, 20, seed=seed, difficulty="UNREASONABLE")
    assert report["level"] == "search" and report["deduced_fraction"] < 1.0
    assert_report_agrees(puzzle, report)
    done = solve(puzzle, "cpsat", max_solutions=2)  # 20x20: the exact model (search is made from 20x20)
    assert done.unique is True


@pytest.mark.parametrize("level", ["fiendish", "", "normalish"])
def test_unknown_difficulty_is_a_value_error(level):
    with pytest.raises(ValueError, match="choose one of easy, medium, hard, expert, search"):
        generate(5, 5, seed=0, difficulty=level)


def test_denser_than_one_dot_per_three_cells():
    """Big regions: a 10x10 has about 20 dots (Tatham's: 22.5), not 36-58 as before."""
    dots = [generate(10, 10, seed=seed)[1]["dots"] for seed in range(4)]
    assert np.mean(dots) <= 30


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 12), st.integers(1, 12), st.integers(1, 20), st.integers(0, 10**6))
def test_partitions_are_symmetric_connected_and_cover_the_mask(h, w, max_size, seed):
    rng = np.random.default_rng(seed)
    mask = rng.random((h, w)) < 0.7
    regions = grow_partition(mask, rng, max_size)
    covered = [cell for region in regions for cell in region]
    assert len(covered) == len(set(covered)) == int(mask.sum())
    assert all(mask[cell] for cell in covered)
    for region in regions:
        assert len(region) <= max_size and len(components(region)) == 1
        region_dot(region)  # raises when it is not symmetric


def test_picture_regions_are_big():
    y, x = np.mgrid[0:20, 0:20]
    disc = (np.hypot(y - 9.5, x - 9.5) < 7).astype(int)
    puzzle, report = generate_from_picture(disc, seed=2)
    assert 400 / len(puzzle.dots) >= 4
    assert report["cells_per_dot"] == round(400 / len(puzzle.dots), 2)
    done = solve(puzzle, "auto", max_solutions=2)
    assert done.unique is True


def test_cancel_from_another_thread_stops_it():
    """Cancelled from this thread once the generator in the other has looked at its token
    (an event, not a sleep); the join has no limit: pytest's timeout ends a cancel not heard."""
    cancel = WatchedCancel()
    outcome = {}

    def work():
        try:
            outcome["result"] = generate(40, 40, seed=1, cancel=cancel)
        except GenerationTimeout as error:
            outcome["error"] = error

    thread = threading.Thread(target=work)
    thread.start()
    cancel.looked.wait()
    cancel.cancel()
    thread.join()
    assert "result" not in outcome and "cancelled" in str(outcome["error"])


def test_each_part_of_a_difference_is_a_solution_on_its_own():
    """The generator rules out a second solution part by part: each part of the difference
    (generator._swaps), applied alone to the first solution, is a solution too. The puzzle:
    two copies side by side of a 3x3 with two solutions (eight solutions in all, some of
    them changing both copies at once)."""
    from solvers.galaxies.formats import read
    from solvers.galaxies.generator import _swaps
    from solvers.galaxies.model import Dot, Galaxies

    small = read("3x3:kbb")
    dots = small.dots + tuple(Dot(d.x2 + 6, d.y2, d.colour) for d in small.dots)
    puzzle = Galaxies(6, 3, dots)
    solutions = enumerate_solutions(puzzle, 20)
    assert len(solutions) == 8
    first = solutions[0]
    counts = []
    for other in solutions[1:]:
        parts = _swaps(first, other)
        assert sum(int(part.sum()) for part in parts) == int((first != other).sum())
        for part in parts:
            assert rules.check(puzzle, np.where(part, other, first)) == []
        counts.append(len(parts))
    assert max(counts) == 2  # the pair of T shapes: each side on its own


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 10), st.integers(1, 10), st.integers(1, 12), st.integers(0, 10**6), st.booleans())
def test_the_generators_quick_derive_is_derive(h, w, max_size, seed, coloured):
    from solvers.galaxies.derive import derive
    from solvers.galaxies.generator import _puzzle, _still_solves
    from solvers.galaxies.partition import board

    rng = np.random.default_rng(seed)
    picture = (rng.random((h, w)) < 0.5).astype(np.int8) if coloured else None
    regions = grow_partition(np.ones((h, w), dtype=bool), rng, max_size)
    quick = _puzzle(regions, (h, w), picture)
    slow, _ = derive(board(regions, (h, w)), picture)
    assert quick.dots == slow.dots and (quick.solution == slow.solution).all()
    assert _still_solves(regions, quick.solution)
    if len(regions) > 1:  # without one of its dots the intended board is no solution
        assert not _still_solves(regions[1:], quick.solution)
