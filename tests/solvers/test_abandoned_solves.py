"""ortools_support.abandoned_solves: a stopped solve that does not come back is left running
and counted until it ends (a command line may then end with os._exit instead of waiting)."""

import threading

from solvers.events import Cancel
from solvers.ortools_support import abandoned_solves, run_stoppable


def _join_solves():
    for thread in threading.enumerate():
        if thread.name == "ortools-solve":
            thread.join()


def test_a_solve_deaf_to_its_stop_is_left_and_counted_until_it_ends():
    _join_solves()  # solves other tests left (all told to stop) end first
    assert abandoned_solves() == 0
    release, stops = threading.Event(), []
    cancel = Cancel()
    cancel.cancel()
    # A solve that ignores its stop (as CP-SAT loading a big model does) until released.
    result = run_stoppable(release.wait, lambda: stops.append(1), cancel, own_thread=True)
    assert result is None  # abandoned: no status to read
    assert abandoned_solves() == 1
    release.set()
    _join_solves()
    assert abandoned_solves() == 0
