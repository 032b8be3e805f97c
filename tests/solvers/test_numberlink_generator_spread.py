"""Numberlink puzzles inside janko's published spread (issue 41): the default 10x10 is medium
with janko's pairs, unique by an independent model (cpsat), no pair's ends touch; levels the
generator cannot make inside the spread at a size are refused before any work; the level's
deduction says where it stops (``undecided``) exactly when ``within`` says no."""

from __future__ import annotations

import itertools
import random

import pytest

from solvers import scale
from solvers.cli import main
from solvers.events import Cancel
from solvers.numberlink import generate, solve
from solvers.numberlink.generator import generate_grow
from solvers.numberlink.levels import grade, level_of, offered, undecided, within

# janko's square 10x10 fill puzzles (218, ../shared/data/numberlink/janko): the 10th and
# 90th percentiles of each figure a puzzle (benchmarks/numberlink_spread.py, its table in
# benchmarks/generators-numberlink.md): pairs, the share of ends with another end among their
# eight neighbours, the share of paths with at most one turn, the mean path length in cells.
JANKO_10X10_PAIRS = (6, 9)
JANKO_10X10_SPREAD = {"pairs": (6, 9), "crowded": (0.40, 0.90), "plain": (0.0, 0.44), "length": (11.11, 16.67)}


def _figures(puzzle) -> dict:
    """The four figures, counted here from the endpoints and the solution's paths."""
    ends = {cell for pair in puzzle.endpoints for cell in pair}
    crowded = sum(1 for r, c in ends if any((r + dr, c + dc) in ends
                                            for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)))

    def turns(path):
        steps = [(b[0] - a[0], b[1] - a[1]) for a, b in itertools.pairwise(path)]
        return sum(1 for s, t in itertools.pairwise(steps) if s != t)

    paths = puzzle.solution
    return {"pairs": puzzle.pairs, "crowded": crowded / len(ends),
            "plain": sum(1 for p in paths if turns(p) <= 1) / len(paths),
            "length": sum(map(len, paths)) / len(paths)}


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


@pytest.mark.slow
@pytest.mark.parametrize("level", [None, "hard"])
def test_a_small_sample_of_each_offered_10x10_level_is_inside_jankos_spread(level):
    """Seeds 0-2 of the default (medium) and of hard: each figure's mean within janko's
    10th-90th percentiles, and no single puzzle's pairs outside them."""
    rows = [_figures(generate(10, 10, seed, difficulty=level)[0]) for seed in range(3)]
    for name, (low, high) in JANKO_10X10_SPREAD.items():
        mean = sum(r[name] for r in rows) / len(rows)
        assert low <= mean <= high, (name, mean)
    assert all(JANKO_10X10_PAIRS[0] <= r["pairs"] <= JANKO_10X10_PAIRS[1] for r in rows)


def test_only_the_levels_measured_inside_the_spread_are_offered():
    """benchmarks/numberlink_spread.py: 10x10 medium and hard inside janko's spread; 15x15
    expert (the default) inside, hard asked outside (16.6 pairs, 65 % crowded ends); 20x20
    offers its default alone (still outside: the open target, generators-numberlink.md)."""
    assert offered(10, 10) == ("medium", "hard")
    assert offered(15, 15) == ("expert",) == offered(13, 17)
    assert offered(20, 20) == ("expert",)


@pytest.mark.parametrize("size, level", [(10, "easy"), (15, "medium"), (7, "hard"), (15, "hard"), (12, "expert"),
                                         (20, "hard"), (20, "search")])
def test_a_level_outside_the_spread_is_refused_before_any_work(size, level, capsys):
    assert level not in offered(size, size)
    cancel = Cancel()
    cancel.cancel()
    with pytest.raises(ValueError, match=f"{size}x{size} cannot be made {level}: .* offers"):
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
