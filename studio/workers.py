"""Run a solver's event generator off the GUI thread and hand its events to the window.

Built on superqt's ``create_worker`` (a QRunnable on the global thread pool with Qt signals),
so there is no hand-written QThread plumbing. The worker batches events and yields a batch at
most every ``INTERVAL`` seconds: a line solver can produce thousands of Steps a second and the
GUI must never receive one signal per event (DESIGN.md). Cancelling sets the engine's Cancel
token, which every method checks between events (OR-Tools searches through their own stop
mechanism), so the generator ends promptly with ``Done(status="stopped")``.
"""

from __future__ import annotations

import time
import traceback

from PySide6.QtCore import QObject, QThreadPool, Signal
from superqt.utils import create_worker

from solvers.events import Cancel, Done

INTERVAL = 1 / 30


class SolverRun(QObject):
    """``factory(cancel)`` returns a solver event iterator; ``events`` carries batches (lists),
    ``finished`` the final Done (or None when the solver raised: then ``failed`` says why)."""

    events = Signal(list)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, factory, parent=None):
        super().__init__(parent)
        self.factory = factory
        self.cancel = Cancel()
        self.started = None
        self.running = False
        self._worker = None

    def start(self) -> None:
        self.started = time.monotonic()
        self.running = True
        self._worker = create_worker(self._drain, _start_thread=False)
        self._worker.yielded.connect(self.events.emit)
        self._worker.returned.connect(self._returned)
        self._worker.errored.connect(self._errored)
        self._worker.start()

    def elapsed(self) -> float:
        return 0.0 if self.started is None else time.monotonic() - self.started

    def stop(self) -> None:
        self.cancel.cancel()

    def _drain(self):
        batch, last, done = [], time.monotonic(), None
        for event in self.factory(self.cancel):
            if isinstance(event, Done):
                done = event
                continue
            batch.append(event)
            now = time.monotonic()
            if now - last >= INTERVAL:
                yield batch
                batch, last = [], now
        if batch:
            yield batch
        return done

    def _returned(self, done) -> None:
        self.running = False
        self.finished.emit(done)

    def _errored(self, error) -> None:
        self.running = False
        message = str(error) or type(error).__name__
        if not isinstance(error, ValueError):
            traceback.print_exception(error)
        self.failed.emit(message.splitlines()[0] if message else "error")
        self.finished.emit(None)


def wait_for_workers(msecs: int = 3000) -> bool:
    """Wait for every solver worker to finish (call after cancelling them)."""
    return QThreadPool.globalInstance().waitForDone(msecs)
