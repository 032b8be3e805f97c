"""The events every solver method yields (DESIGN.md: solvers are generators of events).

A method is a generator ``method(puzzle, options, cancel)``; the last event it yields is
``Done``. The command line and the tests drain it synchronously with ``run``; the studio
drives the same generator in a worker thread.
"""

from __future__ import annotations

import functools
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # annotations only: a command that runs no solver never loads numpy
    import numpy as np

SOLVED = "solved"
NO_SOLUTION = "no-solution"
STOPPED = "stopped"


@dataclass(frozen=True)
class Step:
    """One deduction: ``cells`` (row, col) got ``values``, by ``rule``, explained by ``line``
    (English, for the command line). ``about``: what the rule speaks of, as data, so that a UI
    can say it in its own language (each genre documents its own; empty when ``line`` says all)."""

    cells: tuple[tuple[int, int], ...]
    values: tuple[int, ...]
    rule: str
    line: str
    about: tuple = ()


@dataclass(frozen=True)
class Progress:
    fraction: float | None
    message: str


@dataclass(frozen=True)
class Bound:
    """Search progress of an optimising solver (MIP / CP-SAT)."""

    objective: float
    bound: float
    seconds: float


@dataclass(frozen=True)
class Generation:
    """Statistics of one generation of a genetic algorithm."""

    index: int
    best: float
    mean: float
    worst: float
    diversity: float = 0.0
    best_board: Any = None
    restarted: bool = False  # a large-scale mutation (a restart after stagnation) came just before


@dataclass(frozen=True, eq=False)
class Solution:
    board: np.ndarray


@dataclass(frozen=True, eq=False)
class Done:
    """The last event. ``unique`` is True / False, or None when not asked or not proven."""

    status: str
    unique: bool | None
    stats: dict = field(default_factory=dict)
    solutions: tuple = ()
    partial: Any = None  # the board reached when a method stops short (e.g. line logic stalls)

    @property
    def solution(self) -> Any:
        return self.solutions[0] if self.solutions else None


@dataclass
class SolveOptions:
    """What every method understands. ``max_solutions=2`` asks for a uniqueness proof."""

    max_solutions: int = 1
    timeout: float | None = None
    known: Any = None  # a partial board whose known cells every answer must keep
    extra: dict = field(default_factory=dict)

    @property
    def want_unique(self) -> bool:
        return self.max_solutions >= 2


class Cancel:
    """A cancel token with an optional deadline, shared between a solver and its driver."""

    def __init__(self, timeout: float | None = None) -> None:
        self._event = threading.Event()
        self._parent: Cancel | None = None
        self.started = time.monotonic()
        self.timeout = timeout  # as given: deadline - started can round off (e.g. 1e-9 -> 9.97e-10)
        self.deadline = None if timeout is None else self.started + timeout

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set() or (self._parent is not None and self._parent.cancelled)

    @property
    def stopped(self) -> bool:
        """True when cancelled or past the deadline."""
        if self.cancelled:
            return True
        return self.deadline is not None and time.monotonic() >= self.deadline

    def remaining(self) -> float | None:
        if self.deadline is None:
            return None
        return max(0.0, self.deadline - time.monotonic())

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def check(self) -> None:
        """Raise ``Stopped`` when cancelled or past the deadline: for long Python work with no
        event to yield between its steps (building a model), inside a ``stoppable`` method."""
        if self.stopped:
            raise Stopped

    def check_looks(self, count: int) -> None:
        """``count`` looks of compiled work at once, then ``check`` (only a counting token,
        work.WorkBudget, tells them apart from one)."""
        self.check()

    def child(self, timeout: float | None = None) -> Cancel:
        """A token for one part of this job (one search of a generator, one solver of a race):
        it stops when this one does (its cancel, its deadline), at its own ``timeout`` if
        that comes first, and can be cancelled on its own, leaving this one running (a race
        stops its losers so)."""
        child = Cancel(timeout)
        child._parent = self
        if self.deadline is not None and (child.deadline is None or self.deadline < child.deadline):
            child.deadline, child.timeout = self.deadline, self.deadline - child.started
        return child


class Stopped(Exception):
    """Raised by ``Cancel.check``; a ``stoppable`` method turns it into ``Done(STOPPED)``, a
    generator of puzzles into its own error (each genre's GenerationCancelled)."""


def stoppable(method: Callable[[Any, SolveOptions, Cancel], Iterator]) -> Callable[[Any, SolveOptions, Cancel], Iterator]:
    """Decorate a solver method (a generator ``method(puzzle, options, cancel)``) whose model
    building calls ``cancel.check()``: a ``Stopped`` raised anywhere inside ends the run with
    ``Done(STOPPED)`` and no solution (building comes before any answer)."""

    @functools.wraps(method)
    def stopping(puzzle: Any, options: SolveOptions, cancel: Cancel) -> Iterator:
        started = time.monotonic()
        try:
            yield from method(puzzle, options, cancel)
        except Stopped:
            yield Done(STOPPED, None, {"seconds": round(time.monotonic() - started, 4),
                                       "stopped": "before the search"})

    return stopping


def run(events: Iterator) -> Done:
    """Drain a solver's event generator and return its final ``Done``."""
    last = None
    for last in events:  # noqa: B007 (draining: the last event is the answer)
        pass
    if not isinstance(last, Done):
        raise RuntimeError("solver ended without a Done event")
    return last


# What a front end runs in a worker (the studio's SolverRun) or drives itself (the command
# line): ``factory(cancel)`` -> the events of a solver, a generator, a check or a hint.
EventsFactory = Callable[[Cancel], Iterator[object]]
