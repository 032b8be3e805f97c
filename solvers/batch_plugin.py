"""Ctrl+C and the local cluster's worker processes (solvers/batch.py).

A separate module because it subclasses Dask's WorkerPlugin: solvers.batch, which every worker
imports for its jobs, stays free of Dask at import time.
"""

from __future__ import annotations

import signal
import threading

from distributed.diagnostics.plugin import WorkerPlugin


class LeaveCtrlCToTheBatch(WorkerPlugin):
    """Registered on a local cluster only; its setup runs on each worker's main thread, also
    for a worker that replaces a dead one. Ctrl+C at a terminal reaches the whole process group,
    workers included: they ignore it (and unblock it, should they inherit the command line's
    blocked mask, solvers/interrupt.py), so no worker dies with a KeyboardInterrupt traceback.
    The batch process alone decides what the stop means, and its workers end with it (each
    watches its parent). A cluster given with --scheduler is not ours to change."""

    name = "puzzle-studio-ctrl-c"

    def setup(self, worker: object) -> None:
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGINT, signal.SIG_IGN)
        if hasattr(signal, "pthread_sigmask"):
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
