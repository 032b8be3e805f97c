"""When a process loads a compiled core (Numba): once the work it has done without one has
earned the cost of loading it.

numba's import and a cached kernel's load cost about 0.4-0.8 s CPU, more than a small
command-line call or a small generation spends in all. So each genre's kernel (galaxies'
reach and mirror images, numberlink's route search) loads once this process has done about
that much of its work in Python, counted in that genre's own unit, or at once when it is
loaded already; nonogram's probing asks only whether numba is installed. Without numba
everything runs in Python, with the same answers (each kernel's tests compare them).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from functools import cache
from types import ModuleType


@cache
def numba_installed() -> bool:
    """Looked up, not imported: the import is what a process that settles in Python must not
    pay. (numba is a dependency; this keeps an install without it working, in Python.)"""
    return "numba" in sys.modules or importlib.util.find_spec("numba") is not None


class EarnedKernel:
    """The module named ``module``, loaded once ``threshold`` units of work were done without
    it; ``ready``: a name the module defines (one half-imported by another thread lacks it)."""

    def __init__(self, module: str, ready: str, threshold: int) -> None:
        self.module, self.ready, self.threshold = module, ready, threshold
        self.done = 0  # the work done in Python so far, in this process

    def get(self, work: int = 1) -> ModuleType | None:
        """The kernel, or None (Python) for the ``work`` about to be done."""
        loaded = sys.modules.get(self.module)
        if loaded is not None and hasattr(loaded, self.ready):
            return loaded
        self.done += work
        if self.done <= self.threshold or not numba_installed():
            return None
        return importlib.import_module(self.module)
