"""solvers/race.py: the first definite answer wins, losers are stopped, nothing leaks.

Nothing here is timed: a slow racer waits for its token, an order between racers is made
with events, and a test waits for a loser to have ended (the race itself waits for its losers
only LOSER_GRACE, 0.2 s, which a loaded machine can miss). pytest's timeout ends a hang."""

import threading
import time

import numpy as np
import pytest

from solvers.events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Progress, Solution, SolveOptions
from solvers.race import race

UNIQUE = SolveOptions(max_solutions=2)


def board(value):
    return np.full((1, 1), value, dtype=np.int8)


def wait_for_stop(cancel):
    """What a slow solver does: search until its token says stop."""
    while not cancel.stopped:
        time.sleep(0.005)


def test_the_first_definite_answer_wins_and_only_its_solutions_are_passed_on():
    slow_stopped = threading.Event()

    def slow(cancel):
        yield Solution(board(0))  # found, but no proof yet
        wait_for_stop(cancel)
        slow_stopped.set()
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
    slow_stopped.wait()  # the loser was told to stop, and heard it


def test_an_answer_without_the_asked_proof_does_not_win_while_another_racer_runs():
    unproven_answered = threading.Event()

    def unproven(cancel):
        yield Solution(board(0))
        yield Done(SOLVED, None, {}, (board(0),))  # stopped before the uniqueness proof
        unproven_answered.set()  # runs once the Done is in the race's queue

    def prover(cancel):
        unproven_answered.wait()  # the unproven answer is always the first one the race reads
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
    stopped = {"a": threading.Event(), "b": threading.Event()}

    def racer(name):
        def search(token):
            wait_for_stop(token)
            stopped[name].set()
            yield Done(STOPPED, None, {})
        return search

    events = race({name: racer(name) for name in stopped}, UNIQUE, cancel)
    cancel.cancel()
    done = list(events)[-1]
    assert done.status == STOPPED
    for heard in stopped.values():  # each racer's token stopped (a hang here: one never heard)
        heard.wait()


def test_an_error_in_a_racer_reaches_the_caller_and_the_others_are_stopped():
    stopped = threading.Event()

    def broken(cancel):
        raise RuntimeError("model could not be built")
        yield  # a generator

    def patient(cancel):
        wait_for_stop(cancel)
        stopped.set()
        yield Done(STOPPED, None, {})

    with pytest.raises(RuntimeError, match="could not be built"):
        list(race({"broken": broken, "patient": patient}, UNIQUE, Cancel()))
    stopped.wait()  # the other racer was stopped (a hang here: it never was)


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
