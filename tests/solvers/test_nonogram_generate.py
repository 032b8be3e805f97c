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
    # At a low density most smoothed fields are ambiguous: the repair search flips the fewest
    # cells that make the clues unique, so some of these runs must have needed repairs.
    reports = [generate(10, 10, seed=seed, density=0.3, style="field")[1] for seed in range(6)]
    assert any(r["repairs"] > 0 for r in reports)
    assert all(r["attempts"] >= 1 for r in reports)


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


# -- pictures with structure, a difficulty target, repaired by the repair search (issue 16) --
from solvers.nonogram.difficulty import difficulty, level  # noqa: E402
from solvers.nonogram.generator import DRAW, STYLES, blobs_picture, smooth  # noqa: E402


@pytest.mark.parametrize("wanted, size", [("line", (12, 12)), ("probing", (10, 10)),
                                          ("probing-1", (12, 10))])
def test_the_requested_difficulty_is_what_the_grader_says(wanted, size):
    for seed in range(2):
        puzzle, report = generate(*size, seed=seed, difficulty=wanted)
        graded = difficulty(puzzle)
        assert graded["unique"] is True
        assert level(graded) == wanted or (wanted == "probing" and graded["grade"] == "probing")
        assert report["grade"] == graded["grade"] and report["score"] == graded["score"]
        assert solve(puzzle, "cpsat", max_solutions=2).unique is True


@pytest.mark.parametrize("bad", ["impossible", "search", "probing-3", ""])
def test_unknown_difficulty_levels_are_refused(bad):
    with pytest.raises(ValueError):
        generate(8, 8, seed=1, difficulty=bad)


@pytest.mark.parametrize("style", STYLES)
def test_every_style_gives_a_unique_puzzle_of_its_style(style):
    puzzle, report = generate(15, 12, seed=4, style=style)
    assert report["style"] == style and puzzle.shape == (12, 15)
    assert solve(puzzle, "cpsat", max_solutions=2).unique is True


def test_pictures_have_structure_not_noise():
    rng = np.random.default_rng(2)
    blobs = blobs_picture(rng, 16, 20, 0.5, roughness=2)
    assert np.array_equal(blobs, blobs[:, ::-1])  # mirrored left to right
    for style in STYLES:
        picture = DRAW[style](np.random.default_rng(3), 20, 20, 0.5, 1)
        noise = (np.random.default_rng(3).random((20, 20)) < picture.mean()).astype(np.int8)

        def changes(p):  # neighbours of different colour: a picture has few, noise about half
            return int((p[1:] != p[:-1]).sum() + (p[:, 1:] != p[:, :-1]).sum())

        assert changes(picture) < 0.7 * changes(noise)


def test_smoothing_keeps_the_mean_and_lowers_the_spread():
    field = np.random.default_rng(0).random((20, 20))
    smoothed = smooth(field, 2)
    assert abs(smoothed.mean() - field.mean()) < 0.02 and smoothed.std() < field.std() / 2
