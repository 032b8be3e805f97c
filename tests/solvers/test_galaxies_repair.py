"""Check puzzle's help for authors: the cells no dot can cover (no solution) and the dots
that make an ambiguous puzzle unique, each verified by the brute-force enumeration."""

from __future__ import annotations

import numpy as np
import pytest

from solvers.galaxies import formats, generate
from solvers.galaxies.derive import derive
from solvers.galaxies.model import Dot, Galaxies
from solvers.galaxies.partition import board, grow_partition
from solvers.galaxies.repair import suggest_dots, uncoverable

from .test_galaxies_bruteforce import enumerate_solutions


def test_cells_out_of_every_dots_reach():
    # one dot on the top-left cell of a 2x3 grid: no other cell's mirror image is on the grid
    puzzle = Galaxies(3, 2, (Dot(1, 1),))
    assert enumerate_solutions(puzzle) == []
    assert uncoverable(puzzle) == [(0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]


def test_cells_under_two_dots():
    puzzle = Galaxies(2, 2, (Dot(1, 1), Dot(2, 1), Dot(3, 3)))
    assert enumerate_solutions(puzzle) == []
    assert (0, 0) in uncoverable(puzzle)


@pytest.mark.parametrize("seed", range(6))
def test_nothing_listed_when_there_is_a_solution(seed):
    puzzle, _ = generate(6, 5, seed=seed)
    assert uncoverable(puzzle) == []


def test_when_no_single_dot_will_do_several_move():
    # three dots across the middle of a 3x3: columns or two T shapes, and no one dot added or
    # moved leaves exactly one solution (checked by brute force over every point)
    puzzle = formats.read("3x3:kbb")
    first, second = enumerate_solutions(puzzle, 2)
    for y2 in range(1, 6):
        for x2 in range(1, 6):
            for removed in [None] + list(puzzle.dots):
                dots = tuple(d for d in puzzle.dots if d != removed) + (Dot(x2, y2),)
                if Dot(x2, y2) not in puzzle.dots:
                    assert len(enumerate_solutions(Galaxies(3, 3, dots), 2)) != 1
    (suggestion,) = suggest_dots(puzzle, first, second)
    assert len(suggestion.added) + len(suggestion.removed) > 2
    assert len(enumerate_solutions(Galaxies(3, 3, suggestion.dots(puzzle)), 2)) == 1


def ambiguous_puzzles():
    """Random partitions into big symmetric regions, their dots derived: often ambiguous."""
    for seed in range(200):
        rng = np.random.default_rng(seed)
        regions = grow_partition(np.ones((5, 5), dtype=bool), rng, 9)
        puzzle, _ = derive(board(regions, (5, 5)))
        if len(enumerate_solutions(puzzle, 2)) == 2:
            yield Galaxies(5, 5, puzzle.dots)


@pytest.mark.parametrize("puzzle", list(ambiguous_puzzles())[:5], ids=lambda p: f"{len(p.dots)} dots")
def test_suggested_dots_make_it_unique(puzzle):
    first, second = enumerate_solutions(puzzle, 2)
    suggestions = suggest_dots(puzzle, first, second)
    assert suggestions
    points = {(d.y2, d.x2) for d in puzzle.dots}
    for suggestion in suggestions:
        assert suggestion.added and not set(suggestion.added) & points and set(suggestion.removed) <= points
        dots = suggestion.dots(puzzle)
        assert len(dots) == len(puzzle.dots) + len(suggestion.added) - len(suggestion.removed)
        assert len(enumerate_solutions(Galaxies(puzzle.width, puzzle.height, dots), 2)) == 1
