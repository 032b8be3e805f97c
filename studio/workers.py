"""Run a solver's event generator off the GUI thread and hand its events to the window.

One QThread per run with a QObject worker (the drainer) moved onto it. (We first used superqt's
``create_worker``; with PySide6 6.12 its generator worker crashed the interpreter with a
refcount error, "none_dealloc", while a GA run yielded batches quickly, so we went back to a
plain QThread, which the tests and the screenshots exercise.)

The drainer only collects events; a timer on the GUI thread takes what it has collected every
``INTERVAL`` seconds and hands it on as one batch. A line solver can produce thousands of Steps
a second and the GUI must never receive one signal per event (DESIGN.md); and the last events
before a long silent search (a Progress "solving") show at once, not when the next event comes.
Cancelling sets the engine's Cancel token, which every method checks (OR-Tools searches through
their own stop mechanism), so the generator ends promptly with ``Done(status="stopped")``.
"""

from __future__ import annotations

import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterator

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QObject, QThread, QTimer, Signal

from solvers.events import SOLVED, STOPPED, Cancel, Done, EventsFactory, Progress, Stopped
from solvers.words import use_translator

from . import refcount

# Also here, not only in studio/__init__.py: an editable install can import ``studio`` as a
# namespace package, which skips its __init__; every window imports this module.
refcount.install()
# The engine's words (hints, steps, rules) in the user's language: Qt's translations.
use_translator(QCoreApplication.translate)

INTERVAL = 1 / 30
# Every worker thread until it has finished, with its drainer (which must outlive the run that
# started it: a panel or window may be gone first).
_THREADS: dict[QThread, _Drainer] = {}

# The GUI thread shares the GIL with the solver threads. At Python's default switch interval
# (5 ms) a busy solver keeps it that long each time the GUI thread gave it up (any Qt call
# that releases it): painting a 30x30 grid took 30-50 ms during a GA run instead of 5.
# Measured: largest gap of a 10 ms GUI timer, line on 75x50 251 -> 97 ms, numberlink
# propagate 128 -> 60 ms; the GA ran as many generations (benchmarks/cancel_latency.py).
SWITCH_INTERVAL = 0.0005
sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))


class _Drainer(QObject):
    """Runs the generator on the worker thread; ``take()`` (any thread) empties what it has
    collected so far. ``done`` is emitted exactly once, whatever the generator does."""

    done = Signal(object)
    error = Signal(str)

    def __init__(self, factory: EventsFactory, cancel: Cancel) -> None:
        super().__init__()
        self.factory, self.cancel = factory, cancel
        self._lock = threading.Lock()
        self._pending: list = []

    def take(self) -> list:
        with self._lock:
            batch, self._pending = self._pending, []
        return batch

    def run(self) -> None:
        done = None
        try:
            for event in self.factory(self.cancel):
                if isinstance(event, Done):
                    done = event
                    continue
                with self._lock:
                    self._pending.append(event)
        except BaseException as error:
            # KeyboardInterrupt, GeneratorExit) must not take the window down or leave it waiting
            if not isinstance(error, ValueError):
                traceback.print_exc()
            self.error.emit(str(error).splitlines()[0] if str(error) else type(error).__name__)
            done = None
        finally:
            self.done.emit(done)
            # The thread ends with the generator even when its SolverRun is gone (a closed
            # panel): nothing else would quit its event loop, and wait_for_workers would wait.
            QThread.currentThread().quit()


class SolverRun(QObject):
    """``factory(cancel)`` returns a solver event iterator; ``events`` carries batches (lists),
    ``finished`` the final Done (or None when the solver raised: then ``failed`` says why)."""

    events = Signal(object)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, factory: EventsFactory, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factory = factory
        self.cancel = Cancel()
        self.started: float | None = None
        self.running = False
        self._thread: QThread | None = None
        self._drainer: _Drainer | None = None

    def start(self) -> None:
        self.started = time.monotonic()
        self.running = True
        self._thread = thread = QThread()
        self._drainer = drainer = _Drainer(self.factory, self.cancel)
        drainer.moveToThread(thread)
        thread.started.connect(drainer.run)
        # Bound methods of this GUI-thread object: Qt queues the calls onto the GUI thread.
        drainer.error.connect(self._error)
        drainer.done.connect(self._done)
        # The drainer lives on the worker thread: it is deleted there once the thread ends.
        thread.finished.connect(drainer.deleteLater)
        # The module keeps the thread until it has finished (see wait_for_workers), even if
        # this run, its panel or its window is gone first; the drainer rides on the thread.
        _THREADS[thread] = drainer
        self._flusher = QTimer(self)
        self._flusher.setInterval(round(INTERVAL * 1000))
        self._flusher.timeout.connect(self._flush)
        self._flusher.start()
        thread.start()

    def elapsed(self) -> float:
        return 0.0 if self.started is None else time.monotonic() - self.started

    def stop(self) -> None:
        self.cancel.cancel()

    def _flush(self) -> None:
        if self._drainer is not None:
            batch = self._drainer.take()
            if batch:
                self.events.emit(batch)

    def _error(self, message: str) -> None:
        self.failed.emit(message)

    def _done(self, done: Done) -> None:
        self._flusher.stop()
        self._flush()  # the events before the Done, in order
        self.running = False
        thread, self._thread, self._drainer = self._thread, None, None
        if thread is not None:
            thread.quit()
            thread.wait()
            _THREADS.pop(thread, None)
        self.finished.emit(done)


def workers_running() -> int:
    """How many solver threads still run (a window must not quit while any does)."""
    return sum(1 for thread in _THREADS if thread.isRunning())


def wait_for_workers(msecs: int = 3000) -> bool:
    """Wait up to ``msecs`` for every solver thread to end (call after cancelling them).

    True: none runs any more, the application may quit. False: some still run (a search that
    did not stop in time); the caller must NOT quit now (destroying a running QThread aborts
    the process: "QThread: Destroyed while thread is still running"), but keep the event loop
    going and ask again later. A thread that still runs stays in ``_THREADS``, so it is never
    destroyed under its solver, even when its run, panel or window is gone; it ends by itself
    once its generator does (the drainer quits it)."""
    deadline = QDeadlineTimer(msecs)
    for thread in list(_THREADS):
        while thread.isRunning() and not deadline.hasExpired():
            QCoreApplication.processEvents()
            thread.wait(20)
        if not thread.isRunning():
            thread.wait()  # its finished signal has been delivered
            _THREADS.pop(thread, None)
    return workers_running() == 0


def one_puzzle_events(make: Callable[[Cancel], tuple]) -> EventsFactory:
    """``factory(cancel)`` for SolverRun from a genre's generator call ``make(cancel) ->
    (puzzle, report)``: one Done whose stats hold ``puzzle`` and ``report``, or a stopped Done
    when the generator stops (every genre's generator raises a ``Stopped`` then)."""
    def events(cancel: Cancel) -> Iterator[object]:
        yield Progress(None, "generating")
        try:
            puzzle, report = make(cancel)
        except Stopped as error:
            yield Done(STOPPED, None, {"error": str(error)})
            return
        yield Done(SOLVED, True, {"puzzle": puzzle, "report": report})
    return events
