"""``auto`` under fill with a uniqueness question: two of sat's proofs race (solvers/race.py).
Whichever wins, the answer is brute force's; a named route, nikoli, or one solution asked runs
sat alone."""

from __future__ import annotations

import pytest

from solvers.events import NO_SOLUTION, SOLVED
from solvers.numberlink import auto, solve
from solvers.numberlink.rules import check

from .numberlink_bruteforce import brute_force
from .test_numberlink_sat import PUZZLES

CORNER = PUZZLES[-3]  # 2x2, the path rounds the block: solvable under both rule sets


@pytest.fixture
def two_cores(monkeypatch):
    monkeypatch.setattr(auto, "cores", lambda: 2)  # the race, also on a one-core runner


def test_the_race_gives_brute_forces_answer(two_cores, monkeypatch):
    monkeypatch.setattr(auto, "RACE_MIN_CELLS_PER_PAIR", 0)  # the race on every puzzle here
    winners = set()
    for puzzle in PUZZLES:
        every = brute_force(puzzle, "fill")
        done = solve(puzzle, "auto", 2, 30, rules="fill")
        assert done.status == (SOLVED if every else NO_SOLUTION), puzzle
        if every:
            assert done.unique is (len(every) == 1), puzzle
            assert all(not check(puzzle, board, "fill") for board in done.solutions)
        winners.add(done.stats["winner"])
    assert winners <= {"no short circuit", "plain"} and winners


@pytest.mark.parametrize("options", [{"rules": "nikoli"}, {"rules": "fill", "fill_proof": "plain"},
                                     {"rules": "fill", "backend": "cpsat"}])
def test_sat_alone_when_a_route_is_named_or_under_nikoli(two_cores, options):
    done = solve(CORNER, "auto", 2, 30, **options)
    assert done.status == SOLVED and "winner" not in done.stats


def test_sat_alone_for_one_solution(two_cores):
    done = solve(CORNER, "auto", 1, 30, rules="fill")
    assert done.status == SOLVED and "winner" not in done.stats


def test_sat_alone_on_a_grid_too_big_for_two_models(two_cores, monkeypatch):
    """Past RACE_MAX_CELLS the race's two models would not fit in memory (issue 28): one
    route, with brute force's answer."""
    monkeypatch.setattr(auto, "RACE_MAX_CELLS", CORNER.width * CORNER.height - 1)
    done = solve(CORNER, "auto", 2, 30, rules="fill")
    every = brute_force(CORNER, "fill")
    assert done.status == SOLVED and "winner" not in done.stats
    assert done.unique is (len(every) == 1)


def test_sat_alone_when_the_pairs_are_dense(two_cores, monkeypatch):
    """With many pairs for the grid "no short circuit" is clearly right: no race, and still
    brute force's answer."""
    monkeypatch.setattr(auto, "RACE_MIN_CELLS_PER_PAIR", 10**6)
    for puzzle in PUZZLES:
        every = brute_force(puzzle, "fill")
        done = solve(puzzle, "auto", 2, 30, rules="fill")
        assert "winner" not in done.stats
        assert done.status == (SOLVED if every else NO_SOLUTION), puzzle
        if every:
            assert done.unique is (len(every) == 1), puzzle
