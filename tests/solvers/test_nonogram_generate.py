"""Generated nonograms are unique (checked independently by CP-SAT), reproducible by seed."""

import numpy as np
import pytest

from solvers.nonogram import generate, solve
from solvers.nonogram.model import satisfies


@pytest.mark.parametrize("size, density", [((8, 6), 0.55), ((12, 12), 0.35), ((20, 15), 0.6)])
def test_generated_puzzles_are_unique_and_their_goal_solves_them(size, density):
    puzzle, report = generate(*size, seed=3, density=density)
    assert (puzzle.width, puzzle.height) == size
    assert satisfies(puzzle, puzzle.goal)
    check = solve(puzzle, "cpsat", max_solutions=2)
    assert check.unique is True and (check.solution == puzzle.goal).all()
    assert report["grade"] in ("line", "probing", "search")


def test_sparse_pictures_are_repaired_rather_than_redrawn():
    # At a low density most random pictures are ambiguous: the generator flips differing
    # cells until the clues are unique, so some of these runs must have needed repairs.
    reports = [generate(10, 10, seed=seed, density=0.3)[1] for seed in range(6)]
    assert any(r["repairs"] > 0 for r in reports)


def test_line_solvable_request_is_honoured():
    puzzle, report = generate(12, 12, seed=5, density=0.4, line_solvable=True)
    assert report["grade"] == "line"
    assert solve(puzzle, "line").status == "solved"


def test_same_seed_same_puzzle():
    a, _ = generate(10, 10, seed=11)
    b, _ = generate(10, 10, seed=11)
    assert a == b and np.array_equal(a.goal, b.goal)


def test_sizes_out_of_range_are_refused():
    with pytest.raises(ValueError):
        generate(0, 10)
