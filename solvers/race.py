"""Run several complete methods on one puzzle at once, each in its own thread, and keep the
answer of the first to finish: a portfolio for search whose time is heavy-tailed.

Two complete solvers with different search (CP-SAT's automata, a SAT solver's clauses) are
slow on different puzzles, so the first of the two to answer is often several times faster
than either alone (benchmarks/README.md). The racers must release the GIL while they search
(CP-SAT and PySAT's Glucose do); pure-Python search would only take turns.

Events: Progress of every racer passes through; Solution events are held back per racer and
only the winner's are passed on (the loser may have found other solutions of a puzzle that
has several), then the winner's Done with ``stats["winner"]``. A racer wins with a definite
answer (no solution; solved, and unique or not when that was asked); a racer stopped by its
time limit or the user's cancel only counts when no racer answers.
"""

from __future__ import annotations

import os
import queue
import threading
import time
from collections.abc import Callable, Iterator

from .events import NO_SOLUTION, STOPPED, Cancel, Done, Solution, SolveOptions

Racer = Callable[[Cancel], Iterator]  # a method bound to its puzzle and options
LOSER_GRACE = 0.2  # seconds the race waits for its stopped racers to end (see race)
POLL = 0.05


def cores() -> int:
    """CPU cores this process may use (a race on one core only takes turns)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def definite(done: Done, options: SolveOptions) -> bool:
    if done.status == NO_SOLUTION:
        return True
    if done.status == STOPPED:
        return False
    return not options.want_unique or done.unique is not None


def race(racers: dict[str, Racer], options: SolveOptions, cancel: Cancel) -> Iterator:
    """Yield the events of the first racer to give a definite answer (see the module text)."""
    events: queue.Queue = queue.Queue()
    tokens = {name: cancel.child() for name in racers}
    threads = _start(racers, tokens, events)
    held: dict[str, list] = {name: [] for name in racers}
    fallback: tuple[str, Done] | None = None
    running = len(threads)
    stopped_at = None
    try:
        while running:
            # Stopped (the caller's cancel or deadline): the racers were told through their
            # tokens; one slow to hear it (CP-SAT loading a big model ignores its stop) is
            # not waited for beyond LOSER_GRACE: the best answer so far goes.
            if cancel.stopped:
                stopped_at = stopped_at or time.monotonic()
                if time.monotonic() - stopped_at > LOSER_GRACE:
                    break
            try:
                name, event = events.get(timeout=POLL)
            except queue.Empty:
                continue
            if event is None:
                running -= 1
            elif isinstance(event, BaseException):
                raise event
            elif isinstance(event, Solution):
                held[name].append(event)
            elif isinstance(event, Done):
                if definite(event, options):
                    yield from _finish(name, event, held)
                    return
                if fallback is None or len(event.solutions) > len(fallback[1].solutions):
                    fallback = (name, event)
            else:  # progress and the like, from any racer
                yield event
        if fallback is not None:
            yield from _finish(*fallback, held)
        elif running:  # given up waiting, and no racer has answered
            yield Done(STOPPED, None, {"winner": None})
    finally:
        _stop(tokens, threads, stopped_at)


def _start(racers: dict[str, Racer], tokens: dict[str, Cancel], events: queue.Queue) -> list[threading.Thread]:
    """One thread per racer, putting (name, event) on ``events``: an exception it raised in
    place of an event, and (name, None) when it has finished."""

    def run(name: str, racer: Racer) -> None:
        try:
            for event in racer(tokens[name]):
                events.put((name, event))
        except BaseException as error:  # re-raised in the caller's thread
            events.put((name, error))
        events.put((name, None))  # this racer has finished

    # Not daemon threads: a racer left running (see _stop) is one that was told to stop,
    # and the interpreter waits for it at exit; a daemon one could still be inside CP-SAT when
    # the process tears down, which aborts it ("terminate called without an active exception").
    threads = [threading.Thread(target=run, args=item, name=f"race-{item[0]}")
               for item in racers.items()]
    for thread in threads:
        thread.start()
    return threads


def _stop(tokens: dict[str, Cancel], threads: list[threading.Thread], stopped_at: float | None) -> None:
    """Stop the losers (and everyone, on an early exit)."""
    for token in tokens.values():
        token.cancel()
    # Wait a little for them, not for ever: CP-SAT ignores its stop while it loads a big
    # model (seen: 2.3 s for the 400 automata of a 200x200), and the race has its answer.
    # A racer still running then ends on its own in its thread; its events go
    # to a queue nobody reads.
    deadline = (stopped_at or time.monotonic()) + LOSER_GRACE
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))


def _finish(name: str, done: Done, held: dict[str, list]) -> Iterator:
    yield from held[name]
    yield Done(done.status, done.unique, dict(done.stats, winner=name), done.solutions)
