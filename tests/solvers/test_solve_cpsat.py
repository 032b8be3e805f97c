"""solve_cpsat: a big model is solved in a thread the caller can walk away from after a stop
(CP-SAT loading a big model hears no stop); a small one in the caller's thread."""

from __future__ import annotations

import threading

import pytest
from ortools.sat.python import cp_model

from solvers import ortools_support
from solvers.events import Cancel
from solvers.ortools_support import solve_cpsat


def pigeons(holes: int):
    """holes + 1 pigeons in ``holes`` holes: infeasible."""
    model = cp_model.CpModel()
    sits = [[model.new_bool_var("") for _ in range(holes)] for _ in range(holes + 1)]
    for row in sits:
        model.add_exactly_one(row)
    for hole in range(holes):
        model.add_at_most_one(row[hole] for row in sits)
    return model


@pytest.mark.parametrize("big_model", [1, 10**9], ids=["own thread", "caller's thread"])
def test_an_uncancelled_solve_answers_the_same_either_way(monkeypatch, big_model):
    monkeypatch.setattr(ortools_support, "BIG_MODEL", big_model)
    solver = cp_model.CpSolver()
    assert solve_cpsat(solver, pigeons(4), Cancel()) == cp_model.INFEASIBLE
    model = cp_model.CpModel()
    x = model.new_int_var(0, 9, "x")
    model.add(x * 2 == 6)
    assert solve_cpsat(solver, model, Cancel()) == cp_model.OPTIMAL and solver.value(x) == 3


def test_a_solve_that_never_ends_is_left_after_its_stop(monkeypatch):
    """What CP-SAT does while it loads a big model, played by a solver that ignores its
    stop until released: the caller gets None (abandoned) and goes on."""
    monkeypatch.setattr(ortools_support, "BIG_MODEL", 1)
    release = threading.Event()

    class Deaf:
        def solve(self, model, callback=None):
            release.wait()
            return cp_model.OPTIMAL

        def stop_search(self):
            pass  # not heard

    cancel = Cancel()
    cancel.cancel()
    try:
        assert solve_cpsat(Deaf(), pigeons(2), cancel) is None
    finally:
        release.set()


def test_an_error_in_a_solve_of_its_own_thread_reaches_the_caller(monkeypatch):
    monkeypatch.setattr(ortools_support, "BIG_MODEL", 1)

    class Broken:
        def solve(self, model, callback=None):
            raise RuntimeError("model invalid")

        def stop_search(self):
            pass

    with pytest.raises(RuntimeError, match="model invalid"):
        solve_cpsat(Broken(), pigeons(2), Cancel())
