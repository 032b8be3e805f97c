"""Numberlink puzzles inside janko's published spread (issue 41): the default 10x10 is medium
with janko's pairs, unique by an independent model (cpsat), no pair's ends touch; levels the
generator cannot make inside the spread at a size are refused before any work; the level's
deduction says where it stops (``undecided``) exactly when ``within`` says no."""

from __future__ import annotations

import random

import pytest

from solvers import scale
from solvers.cli import main
from solvers.events import Cancel
from solvers.numberlink import generate, solve
from solvers.numberlink.generator import generate_grow
from solvers.numberlink.levels import grade, level_of, offered, undecided, within

# janko's square 10x10 fill puzzles (218, ../shared/data/numberlink/janko): the 10th and
# 90th percentiles of pairs a puzzle (benchmarks/numberlink_spread.py).
JANKO_10X10_PAIRS = (6, 9)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_the_default_10x10_is_medium_with_jankos_pairs_unique_and_untouching(seed):
    puzzle, report = generate(10, 10, seed)
    low, high = JANKO_10X10_PAIRS
    assert low <= puzzle.pairs <= high
    assert report["difficulty"] == "medium" and report["quality"]["level"] == "medium" == grade(puzzle)["level"]
    for rules in ("fill", "nikoli"):
        assert solve(puzzle, "cpsat", 2, rules=rules).unique is True
    assert not any(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in puzzle.endpoints)


@pytest.mark.parametrize("size, level", [(10, "easy"), (15, "medium"), (7, "hard")])
def test_a_level_outside_the_spread_is_refused_before_any_work(size, level, capsys):
    assert level not in offered(size, size)
    cancel = Cancel()
    cancel.cancel()
    with pytest.raises(ValueError, match="offers"):
        generate(size, size, 1, difficulty=level, cancel=cancel)
    assert main(["generate", "numberlink", "--size", f"{size}x{size}", "--seed", "1", "--difficulty", level]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_undecided_cells_exactly_when_not_within_and_a_stored_grade_regrades_the_same(seed):
    puzzle, _ = generate_grow(7, 7, random.Random(20 + seed), join_budget=0)
    graded = grade(puzzle)
    assert level_of(graded["finished"], graded["techniques"], graded["deep_trials"]) == graded["level"]
    for level in ("easy", "medium", "hard"):
        cells = undecided(puzzle, level)
        assert (cells is None) is within(puzzle, level) is (scale.rank(graded["level"]) <= scale.rank(level))
        assert cells is None or cells
