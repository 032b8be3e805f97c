"""Cancel tokens for tests that stop a run at a chosen point, without timing anything."""

from __future__ import annotations

import itertools

from solvers.events import Cancel


class CancelAfter(Cancel):
    """A token that cancels itself at its ``checks``-th look (``stopped`` or ``cancelled``,
    from any thread): with a small number, inside a method's model building, wherever the
    clock stands. ``fired`` says whether it did."""

    def __init__(self, checks: int, timeout: float | None = None):
        super().__init__(timeout)
        self.checks = checks
        self._looks = itertools.count(1)  # next() is atomic: the watcher threads look too

    @property
    def fired(self) -> bool:
        return self._event.is_set()

    def _look(self) -> None:
        if not self._event.is_set() and next(self._looks) >= self.checks:
            self._event.set()

    @property
    def cancelled(self) -> bool:
        self._look()
        return Cancel.cancelled.fget(self)

    @property
    def stopped(self) -> bool:
        self._look()
        return Cancel.stopped.fget(self)
