"""Glue between our cancel token and OR-Tools' own stop mechanisms."""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import contextmanager

from .events import Cancel


@contextmanager
def stop_on_cancel(cancel: Cancel, stop: Callable[[], object], poll: float = 0.05):
    """While the block runs, call ``stop()`` as soon as ``cancel`` is cancelled.

    OR-Tools' Solve() blocks the generator's thread, so a small watcher thread polls the
    token and uses the solver's own stop (CpSolver.stop_search, Solver.InterruptSolve):
    a cancel then takes effect within ``poll`` seconds instead of at the time limit.
    """
    finished = threading.Event()

    def watch():
        while not finished.wait(poll):
            if cancel.cancelled:
                stop()
                return

    watcher = threading.Thread(target=watch, name="ortools-cancel-watch", daemon=True)
    watcher.start()
    try:
        yield
    finally:
        finished.set()
        watcher.join()
