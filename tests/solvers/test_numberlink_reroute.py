"""The reroute check (solvers/numberlink/reroute.py) against brute force: when the pruned
nikoli model has one solution S that leaves cells empty, S is unique exactly when no short
stretch of it can be rerouted through its empty cells; and a reroute is always another
solution.

Brute force and the pruning's definition (``detour``) are independent of the solvers."""

from __future__ import annotations

import random

import numpy as np

from solvers.numberlink.model import Board, Numberlink
from solvers.numberlink.reroute import reroute
from solvers.numberlink.rules import check

from .numberlink_bruteforce import brute_force, covered_puzzle, crowded_puzzle, decode, detour, random_puzzle

SIZES = ((3, 3), (4, 3), (4, 4), (5, 3), (4, 5))
PUZZLES = ([random_puzzle(random.Random(500 + seed)) for seed in range(60)]
           + [crowded_puzzle(random.Random(seed)) for seed in range(400)]
           + [covered_puzzle(random.Random(700 + seed), SIZES) for seed in range(60)]
           + [Numberlink(2, 2, ("A",), (((0, 0), (1, 1)),))])  # two routes round a free corner


def _board(puzzle, raw) -> Board:
    return Board(decode(puzzle, raw).copy(), puzzle.labels)


def test_reroute_decides_uniqueness_of_the_only_pruned_solution():
    verdicts = {True: 0, False: 0}
    for puzzle in PUZZLES:
        every = brute_force(puzzle, "nikoli")
        kept = [raw for raw in every if not detour(decode(puzzle, raw))]
        if len(kept) != 1 or (decode(puzzle, kept[0])[1::2, 1::2] > 0).all():
            continue
        unique = reroute(puzzle, _board(puzzle, kept[0])) is None
        assert unique is (len(every) == 1), puzzle
        verdicts[unique] += 1
    assert verdicts[True] >= 10 and verdicts[False] >= 10, verdicts  # both answers were checked


def test_a_reroute_is_another_solution():
    rerouted = 0
    for puzzle in PUZZLES:
        every = brute_force(puzzle, "nikoli")
        for raw in every:
            second = reroute(puzzle, _board(puzzle, raw))
            if second is None:
                continue
            assert not check(puzzle, second, "nikoli")
            assert np.asarray(second).tobytes() in every and np.asarray(second).tobytes() != raw
            rerouted += 1
    assert rerouted > 20


def test_a_board_without_empty_cells_has_no_reroute():
    puzzle = Numberlink(2, 2, ("A",), (((1, 0), (1, 1)),))
    (raw,) = brute_force(puzzle, "fill")
    assert reroute(puzzle, _board(puzzle, raw)) is None
