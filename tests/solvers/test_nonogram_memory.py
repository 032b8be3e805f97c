"""The nonogram encodings' memory bound (issue 28): the size of a line-automaton encoding is
counted before anything is built; cpsat and sat refuse a grid whose encoding does not fit,
and auto then finishes with what fits (probe when nothing does), with the same answers."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers.errors import MethodRefused
from solvers.events import SOLVED, Done, Progress, SolveOptions
from solvers.nonogram import automaton, solve, solve_events
from solvers.nonogram.automaton import live_state_count, live_states_of_grid, unroll
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import UNKNOWN, line_clue, satisfies
from solvers.nonogram.propagate import Grid, propagate


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([UNKNOWN, UNKNOWN, 0, 1]), min_size=1, max_size=14),
       st.lists(st.integers(0, 1), min_size=14, max_size=14), st.booleans())
def test_the_count_is_the_unrolled_automatons_size(known, picture, from_picture):
    """live_state_count is the number of (position, state) pairs unroll keeps, also when the
    known cells contradict the clue (0: nothing to encode)."""
    known = np.array(known, dtype=np.int8)
    # a clue the line can take (from a picture) or one that may not fit at all
    clue = line_clue(np.array(picture[:len(known)])) if from_picture else tuple(v + 1 for v in picture[:3])
    unrolled = unroll(clue, known)
    expected = 0 if unrolled is None else sum(len(states) for states in unrolled.states)
    assert live_state_count(clue, known) == expected


def _random_puzzle(size=12, seed=4):
    rng = np.random.default_rng(seed)
    return clues_from_picture((rng.random((size, size)) < 0.5).astype(np.int8))


@pytest.mark.parametrize("method", ["cpsat", "sat"])
def test_an_encoding_that_does_not_fit_is_refused(method, monkeypatch):
    puzzle = _random_puzzle()
    states = live_states_of_grid(puzzle)
    monkeypatch.setattr(automaton, "MEMORY_BUDGET", states * automaton.BYTES_PER_STATE[method] - 1)
    with pytest.raises(MethodRefused, match=f"too big for {method}"):
        solve(puzzle, method, 2)
    monkeypatch.setattr(automaton, "MEMORY_BUDGET", states * automaton.BYTES_PER_STATE[method])
    assert solve(puzzle, method, 2).status == SOLVED


@pytest.mark.parametrize("budget, finisher", [
    (lambda states: states * 10_000, "cpsat and sat"),   # the race fits
    (lambda states: states * 1_000, "cpsat"),            # only one of them fits
    (lambda states: states * 100, "probe"),              # neither: probe, whose memory is small
])
def test_auto_finishes_with_what_fits_and_answers_alike(budget, finisher, monkeypatch):
    puzzle = _random_puzzle()
    expected = solve(puzzle, "probe", 2)
    grid = Grid.from_board(puzzle, None)
    assert propagate(grid) and not grid.complete  # the finishers have work left
    monkeypatch.setattr(automaton, "BYTES_PER_STATE", {"cpsat": 1000, "sat": 450})
    monkeypatch.setattr(automaton, "MEMORY_BUDGET", budget(live_states_of_grid(puzzle, grid.board())))
    events = list(solve_events(puzzle, "auto", SolveOptions(2, None, None, {"finishers": "cpsat,sat"})))
    done = events[-1]
    assert isinstance(done, Done) and done.status == SOLVED
    assert any(isinstance(e, Progress) and e.message == f"finishing with {finisher}" for e in events)
    assert done.unique == expected.unique
    assert all(satisfies(puzzle, s) for s in done.solutions)
