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
    assert report["grade"] == report["level"] in ("easy", "medium", "hard", "expert", "search")


def test_sparse_pictures_are_repaired_rather_than_redrawn():
    # At a low density most smoothed fields are ambiguous: the repair search flips the fewest
    # cells that make the clues unique, so some of these runs must have needed repairs.
    reports = [generate(10, 10, seed=seed, density=0.3, style="field")[1] for seed in range(6)]
    assert any(r["repairs"] > 0 for r in reports)
    assert all(r["attempts"] >= 1 for r in reports)


def test_line_solvable_request_is_honoured():
    puzzle, report = generate(12, 12, seed=5, density=0.4, line_solvable=True)
    assert report["grade"] == "medium"
    assert solve(puzzle, "line").status == "solved"


def test_same_seed_same_puzzle():
    a, _ = generate(10, 10, seed=11)
    b, _ = generate(10, 10, seed=11)
    assert a == b and np.array_equal(a.goal, b.goal)


def test_sizes_out_of_range_are_refused():
    with pytest.raises(ValueError):
        generate(0, 10)


# -- pictures with structure, a difficulty target, repaired by the repair search (issue 16) --
from solvers.events import Cancel  # noqa: E402
from solvers.nonogram.difficulty import difficulty, level  # noqa: E402
from solvers.nonogram.generator import DRAW, STYLES, GenerationCancelled, smooth  # noqa: E402
from solvers.nonogram.pictures import motif_picture  # noqa: E402

OLD_NAMES = {"line": "medium", "probing": "hard", "probing-1": "hard", "probing-2": "expert"}


@pytest.mark.parametrize("wanted, size", [("line", (12, 12)), ("probing", (10, 10)),
                                          ("probing-1", (12, 10)), ("probing-2", (20, 20))])
def test_the_older_level_names_still_ask_for_their_levels(wanted, size):
    for seed in range(2 if wanted != "probing-2" else 1):
        puzzle, report = generate(*size, seed=seed, difficulty=wanted)
        graded = difficulty(puzzle)
        assert graded["unique"] is True and report["difficulty_met"] is True
        assert level(graded) == OLD_NAMES[wanted]
        assert report["grade"] == graded["grade"]
        assert report["score"] in (None, graded["score"])  # none from texture.py (not graded again)
        assert report["level"] == level(graded)
        assert solve(puzzle, "cpsat", max_solutions=2).unique is True


def colour_changes(picture):  # neighbours of different colour: a picture has few, noise about half
    return int((picture[1:] != picture[:-1]).sum() + (picture[:, 1:] != picture[:, :-1]).sum())


@pytest.mark.slow
def test_a_depth_two_puzzle_keeps_the_structure_of_a_picture():
    puzzle, report = generate(20, 20, seed=1, difficulty="expert")
    assert report["difficulty_met"] and level(difficulty(puzzle)) == "expert"
    p = float(puzzle.goal.mean())
    noise = (20 * 19 * 2) * 2 * p * (1 - p)  # expected colour changes of noise this dense
    assert colour_changes(puzzle.goal) < 0.7 * noise


@pytest.mark.slow
def test_a_level_missed_within_the_budget_is_reported_as_missed():
    # A budget of a few thousand steps is too little for the depth-2 walk: whatever the
    # generator returns is unique, and difficulty_met says whether the grader agrees.
    puzzle, report = generate(20, 20, seed=7, difficulty="expert", budget=3000)
    graded = difficulty(puzzle)
    assert solve(puzzle, "cpsat", max_solutions=2).unique is True
    assert report["level"] == level(graded)
    assert report["difficulty_met"] is (level(graded) == "expert")


def test_a_cancelled_hard_generation_stops():
    cancel = Cancel()
    cancel.cancel()
    with pytest.raises(GenerationCancelled):
        generate(20, 20, seed=1, difficulty="expert", cancel=cancel)


@pytest.mark.parametrize("bad", ["impossible", "probing-3", ""])
def test_unknown_difficulty_levels_are_refused(bad):
    with pytest.raises(ValueError):
        generate(8, 8, seed=1, difficulty=bad)


@pytest.mark.parametrize("style", STYLES)
def test_every_style_gives_a_unique_puzzle_of_its_style(style):
    puzzle, report = generate(15, 12, seed=4, style=style)
    assert report["style"] == style and puzzle.shape == (12, 15)
    assert solve(puzzle, "cpsat", max_solutions=2).unique is True


def test_pictures_have_structure_not_noise():
    for seed in range(8):
        motif = motif_picture(np.random.default_rng(seed), 16, 20)
        assert np.array_equal(motif, motif[:, ::-1]) or np.array_equal(motif, motif[::-1, :])
    for style, size in [(style, size) for style in STYLES for size in (12, 20)]:
        picture = DRAW[style](np.random.default_rng(3), size, size, 0.5)
        noise = (np.random.default_rng(3).random((size, size)) < picture.mean()).astype(np.int8)
        assert colour_changes(picture) < 0.7 * colour_changes(noise)


def test_smoothing_keeps_the_mean_and_lowers_the_spread():
    field = np.random.default_rng(0).random((20, 20))
    smoothed = smooth(field, 2)
    assert abs(smoothed.mean() - field.mean()) < 0.02 and smoothed.std() < field.std() / 2
