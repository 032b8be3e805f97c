"""solvers/race.py: the first definite answer wins, losers are stopped, nothing leaks."""

import time

import numpy as np
import pytest

from solvers.events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Progress, Solution, SolveOptions
from solvers.race import race

UNIQUE = SolveOptions(max_solutions=2)


def board(value):
    return np.full((1, 1), value, dtype=np.int8)


def wait_for_stop(cancel, seconds=10.0):
    """What a slow solver does: search until its token says stop (bounded, for safety)."""
    end = time.monotonic() + seconds
    while not cancel.stopped and time.monotonic() < end:
        time.sleep(0.005)
    return cancel.stopped


def test_the_first_definite_answer_wins_and_only_its_solutions_are_passed_on():
    seen = {}

    def slow(cancel):
        yield Solution(board(0))  # found, but no proof yet
        seen["slow stopped"] = wait_for_stop(cancel)
        yield Done(STOPPED, None, {"who": "slow"}, (board(0),))

    def fast(cancel):
        yield Progress(0.5, "halfway")
        yield Solution(board(1))
        yield Done(SOLVED, True, {"who": "fast"}, (board(1),))

    events = list(race({"slow": slow, "fast": fast}, UNIQUE, Cancel()))
    solutions = [e.board for e in events if isinstance(e, Solution)]
    done = events[-1]
    assert [s.tolist() for s in solutions] == [[[1]]]
    assert done.status == SOLVED and done.unique is True
    assert done.stats["winner"] == "fast" and done.stats["who"] == "fast"
    assert any(isinstance(e, Progress) for e in events)
    assert seen["slow stopped"] is True  # the loser was told to stop and has finished


def test_an_answer_without_the_asked_proof_does_not_win_while_another_racer_runs():
    def unproven(cancel):
        yield Solution(board(0))
        yield Done(SOLVED, None, {}, (board(0),))  # stopped before the uniqueness proof

    def prover(cancel):
        time.sleep(0.05)
        yield Done(SOLVED, False, {}, (board(1), board(0)))

    done = list(race({"unproven": unproven, "prover": prover}, UNIQUE, Cancel()))[-1]
    assert done.stats["winner"] == "prover" and done.unique is False


def test_no_solution_is_a_definite_answer():
    def never(cancel):
        wait_for_stop(cancel)
        yield Done(STOPPED, None, {})

    def refuter(cancel):
        yield Done(NO_SOLUTION, None, {})

    done = list(race({"never": never, "refuter": refuter}, UNIQUE, Cancel()))[-1]
    assert done.status == NO_SOLUTION and done.stats["winner"] == "refuter"


def test_when_nobody_answers_the_racer_with_most_solutions_is_reported():
    def one(cancel):
        yield Solution(board(1))
        yield Done(SOLVED, None, {}, (board(1),))

    def none(cancel):
        yield Done(STOPPED, None, {})

    events = list(race({"none": none, "one": one}, UNIQUE, Cancel()))
    assert events[-1].stats["winner"] == "one" and events[-1].unique is None
    assert [e.board.tolist() for e in events if isinstance(e, Solution)] == [[[1]]]


def test_the_callers_cancel_reaches_every_racer():
    cancel = Cancel()
    stopped = []

    def racer(token):
        stopped.append(wait_for_stop(token))
        yield Done(STOPPED, None, {})

    events = race({"a": racer, "b": racer}, UNIQUE, cancel)
    cancel.cancel()
    done = list(events)[-1]
    assert done.status == STOPPED and stopped == [True, True]


def test_an_error_in_a_racer_reaches_the_caller_and_the_others_are_stopped():
    stopped = []

    def broken(cancel):
        raise RuntimeError("model could not be built")
        yield  # a generator

    def patient(cancel):
        stopped.append(wait_for_stop(cancel))
        yield Done(STOPPED, None, {})

    with pytest.raises(RuntimeError, match="could not be built"):
        list(race({"broken": broken, "patient": patient}, UNIQUE, Cancel()))
    assert stopped == [True]


def test_a_child_token_stops_with_its_parent_but_not_the_other_way_round():
    parent = Cancel(timeout=30)
    child = parent.child()
    assert child.deadline == parent.deadline and not child.stopped
    child.cancel()
    assert child.stopped and not parent.cancelled
    other = parent.child()
    part = other.child(5)  # a child of a child also hears the parent
    parent.cancel()
    assert other.cancelled and part.cancelled
