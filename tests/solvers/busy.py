"""Artificial load for the determinism tests (issue 25): busy Python threads in this process
(they take turns with the generator for the interpreter's lock) and a busy child process (it
takes a core). A generator whose budgets counted seconds would do less work under it, and
give another puzzle for the same seed."""

from __future__ import annotations

import subprocess
import sys
import threading
from contextlib import contextmanager


@contextmanager
def busy(threads: int = 2, processes: int = 1):
    stop = threading.Event()

    def spin():
        x = 0
        while not stop.is_set():
            x = (x * 31 + 7) % 1_000_003

    workers = [threading.Thread(target=spin, daemon=True) for _ in range(threads)]
    children = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(processes)]
    for worker in workers:
        worker.start()
    try:
        yield
    finally:
        stop.set()
        for child in children:  # only the children started here, by their handles
            child.kill()
            child.wait()
        for worker in workers:
            worker.join()
