"""Run a solver's event generator off the GUI thread and hand its events to the window.

One QThread per run with a QObject worker moved onto it. (We first used superqt's
``create_worker``; with PySide6 6.12 its generator worker crashed the interpreter with a
refcount error, "none_dealloc", while a GA run yielded batches quickly, so we went back to a
plain QThread, which the tests and the screenshots exercise.) The worker batches events and
sends a batch at most every ``INTERVAL`` seconds: a line solver can produce thousands of Steps
a second and the GUI must never receive one signal per event (DESIGN.md). Cancelling sets the
engine's Cancel token, which every method checks between events (OR-Tools searches through
their own stop mechanism), so the generator ends promptly with ``Done(status="stopped")``.
"""

from __future__ import annotations

import time
import traceback

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QObject, QThread, Signal

from solvers.events import Cancel, Done

from . import refcount

# Also here, not only in studio/__init__.py: an editable install can import ``studio`` as a
# namespace package, which skips its __init__; every window imports this module.
refcount.install()

INTERVAL = 1 / 30
_THREADS: set = set()


class _Drainer(QObject):
    batch = Signal(object)
    done = Signal(object)
    error = Signal(str)

    def __init__(self, factory, cancel):
        super().__init__()
        self.factory, self.cancel = factory, cancel

    def run(self) -> None:
        batch, last, done = [], time.monotonic(), None
        try:
            for event in self.factory(self.cancel):
                if isinstance(event, Done):
                    done = event
                    continue
                batch.append(event)
                now = time.monotonic()
                if now - last >= INTERVAL:
                    self.batch.emit(batch)
                    batch, last = [], now
        except Exception as error:  # a solver bug must not take the window down
            if not isinstance(error, ValueError):
                traceback.print_exc()
            message = str(error).splitlines()[0] if str(error) else type(error).__name__
            if batch:
                self.batch.emit(batch)
            self.error.emit(message)
            self.done.emit(None)
            return
        if batch:
            self.batch.emit(batch)
        self.done.emit(done)


class SolverRun(QObject):
    """``factory(cancel)`` returns a solver event iterator; ``events`` carries batches (lists),
    ``finished`` the final Done (or None when the solver raised: then ``failed`` says why)."""

    events = Signal(object)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, factory, parent=None):
        super().__init__(parent)
        self.factory = factory
        self.cancel = Cancel()
        self.started = None
        self.running = False
        self._thread = self._drainer = None

    def start(self) -> None:
        self.started = time.monotonic()
        self.running = True
        self._thread = QThread()
        self._drainer = _Drainer(self.factory, self.cancel)
        self._drainer.moveToThread(self._thread)
        self._thread.started.connect(self._drainer.run)
        # Bound methods of this GUI-thread object: Qt queues the calls onto the GUI thread.
        self._drainer.batch.connect(self._batch)
        self._drainer.error.connect(self._error)
        self._drainer.done.connect(self._done)
        # The module keeps the thread until it has finished (see wait_for_workers), even if
        # this run, its panel or its window is gone first; the drainer rides on the thread.
        self._thread._drainer = self._drainer
        _THREADS.add(self._thread)
        self._thread.start()

    def elapsed(self) -> float:
        return 0.0 if self.started is None else time.monotonic() - self.started

    def stop(self) -> None:
        self.cancel.cancel()

    def _batch(self, batch) -> None:
        self.events.emit(batch)

    def _error(self, message: str) -> None:
        self.failed.emit(message)

    def _done(self, done) -> None:
        self.running = False
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.quit()
            thread.wait()
            _THREADS.discard(thread)
        self.finished.emit(done)


def wait_for_workers(msecs: int = 3000) -> bool:
    """Wait for every solver thread to end (call after cancelling them).

    A thread that is still running when the time is up stays in ``_THREADS`` (its run's
    ``_done`` takes it out once the solver has ended): dropping the last reference to a running QThread
    destroys it under the solver ("QThread: Destroyed while thread is still running"), which
    aborts or corrupts the process."""
    deadline = QDeadlineTimer(msecs)
    for thread in list(_THREADS):
        while thread.isRunning() and not deadline.hasExpired():
            QCoreApplication.processEvents()
            thread.wait(20)
        if not thread.isRunning():
            _THREADS.discard(thread)
    return not any(t.isRunning() for t in _THREADS)
