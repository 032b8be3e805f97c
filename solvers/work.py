"""Work budgets for the generators (issue 25): a cancel token that runs out after a count of
work, not seconds, so that a generator gives the same puzzle at any load.

``WorkBudget`` is a ``Cancel`` whose owner's looks at ``stopped`` are counted: the pure-Python
searches look at their token once per step of work (a probe, a line solved), always at the
same points, so "stop after N looks" stops them at the same step on any machine. Looks from
other threads (the watchers that stop OR-Tools and Glucose on cancel) are not counted: when
they look is a matter of the clock. Its Glucose searches (``sat_support.GlucoseBackend``)
share a budget of unit propagations. When the work is spent the token cancels itself, so its
children stop too; its parent (the run's own token: the user's Cancel, a deadline) is left
alone, and only the parent's stop means the run was ended early.
"""

from __future__ import annotations

import threading

from .events import Cancel

# What a second of the old budgets bought on this 2-core machine, measured on the nonogram
# generator (15x15-20x20, probing and depth-2 walks: 13,000-27,000 looks a second; 6-10
# million Glucose propagations a second): budgets in seconds become these counts.
LOOKS_PER_SECOND = 20_000
PROPAGATIONS_PER_SECOND = 6_000_000


class WorkBudget(Cancel):
    """``looks``: looks at ``stopped`` by the thread that made it before it stops (None: no
    limit); ``propagations``: Glucose work for its SAT searches together (None: no limit);
    ``parent``: the token whose cancel and deadline it shares."""

    def __init__(self, looks: int | None = None, propagations: int | None = None,
                 parent: Cancel | None = None) -> None:
        super().__init__(None)
        self._parent = parent
        if parent is not None and parent.deadline is not None:
            self.deadline, self.timeout = parent.deadline, parent.deadline - self.started
        self.looks_left = looks
        self.looked = 0  # the owner's looks so far (for calibrating budgets)
        self.propagations = propagations
        self._owner = threading.get_ident()

    @property
    def spent(self) -> bool:
        """Did its own work budget run out (not its parent's stop)?"""
        return self._event.is_set() and not (self._parent is not None and self._parent.stopped)

    def use_propagations(self, used: int) -> None:
        """A Glucose search spent ``used``; at none left the token cancels itself."""
        if self.propagations is not None:
            self.propagations -= used
            if self.propagations <= 0:
                self._event.set()

    def check_looks(self, count: int) -> None:
        """``count`` looks by the owner at once (a compiled loop's steps, counted as the Python
        loop looked), then ``check``."""
        if threading.get_ident() == self._owner and count > 1:
            self.looked += count - 1
            if self.looks_left is not None and not self._event.is_set():
                self.looks_left -= count - 1
                if self.looks_left < 0:
                    self._event.set()
        self.check()

    @property
    def stopped(self) -> bool:
        if threading.get_ident() == self._owner:
            self.looked += 1
            if self.looks_left is not None and not self._event.is_set():
                self.looks_left -= 1
                if self.looks_left < 0:
                    self._event.set()
        if self.deadline is None:  # Cancel.stopped without a clock, written out: the generators
            # look tens of thousands of times a puzzle, and the property hops were a tenth
            # of a galaxies regrowth (issue 36)
            return self._event.is_set() or (self._parent is not None and self._parent.cancelled)
        return super().stopped
