"""Numberlink ``propagate``: explained steps that are sound, then CP-SAT for the rest."""

from __future__ import annotations

import random

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers.events import SOLVED, SolveOptions, Step
from solvers.numberlink import solve, solve_events
from solvers.numberlink.model import LINE, Numberlink
from solvers.numberlink.rules import check

from .test_numberlink_methods import UNIQUE, puzzle_from_paths, random_paths


def test_logic_alone_solves_the_row_puzzle():
    events = list(solve_events(UNIQUE, "propagate"))
    steps = [e for e in events if isinstance(e, Step)]
    done = events[-1]
    assert done.status == SOLVED and done.stats["solved_by_logic"]
    assert {s.rule for s in steps} >= {"forced-move"}
    assert all(s.line for s in steps)


def test_dead_end_under_nikoli():
    puzzle = Numberlink(4, 1, ("A",), (((0, 0), (0, 1)),))
    options = SolveOptions(extra={"rules": "nikoli"})
    steps = [e for e in solve_events(puzzle, "propagate", options) if isinstance(e, Step)]
    assert "dead-end" in {s.rule for s in steps}
    done = solve(puzzle, "propagate", 2, rules="nikoli")
    assert done.unique is True and done.stats["solved_by_logic"]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), size=st.integers(3, 6), rules=st.sampled_from(("fill", "nikoli")))
def test_steps_are_sound_and_answers_agree(seed, size, rules):
    puzzle = puzzle_from_paths(size, size, random_paths(size, size, random.Random(seed)))
    events = list(solve_events(puzzle, "propagate", SolveOptions(max_solutions=2, extra={"rules": rules})))
    done = events[-1]
    reference = solve(puzzle, "cpsat", 2, rules=rules)
    assert done.status == SOLVED and done.unique == reference.unique
    assert not check(puzzle, done.solution, rules)
    if done.unique:  # every step must agree with the only solution
        board = np.asarray(done.solution)
        for step in (e for e in events if isinstance(e, Step)):
            for cell, value in zip(step.cells, step.values):
                assert (board[cell] > 0) if value == LINE else board[cell] == value, step
