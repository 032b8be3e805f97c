"""Cancel tokens for tests that stop a run at a chosen point, without timing anything."""

from __future__ import annotations

import itertools
import threading

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


class LeapingClock:
    """A stand-in for the engine's clock (``solvers.events.time``, monkeypatched) that moves an
    hour on at every reading: a run given any ``timeout`` is past its deadline at its first look,
    on a fast machine as on a loaded one. For the tests of the ``timeout=`` path itself."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        self.now += 3600.0
        return self.now


class WatchedCancel(Cancel):
    """A token that says (``looked``, an event) when a run first looks at it: the test then
    cancels from its own thread while the run is under way, not after a guessed sleep."""

    def __init__(self, timeout: float | None = None):
        super().__init__(timeout)
        self.looked = threading.Event()

    @property
    def cancelled(self) -> bool:
        self.looked.set()
        return Cancel.cancelled.fget(self)

    @property
    def stopped(self) -> bool:
        self.looked.set()
        return Cancel.stopped.fget(self)
