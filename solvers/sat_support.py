"""Glue between the event protocol and PySAT: a CNF builder and an incremental,
interruptible SAT solver (Glucose 4.2) that honours time limits and cancel tokens.

Glucose, not PySAT's CaDiCaL: CaDiCaL cannot be interrupted (no time limit, no cancel) and
holds the GIL while it searches, so it could not run beside another solver in a thread;
Glucose releases the GIL in ``solve_limited`` (measured: a Python loop in the main thread
kept running during a 0.7 s solve; with CaDiCaL it stood still).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from itertools import combinations

from .events import Cancel
from .work import WorkBudget

Lit = int | bool  # a DIMACS literal (negative: negated), or a constant the encodings fold away

SAT, UNSAT = True, False  # a solve's answer; None: stopped (time limit or cancel)


class Cnf:
    """Clauses over DIMACS literals (variable v > 0, its negation -v); the Python constants
    True / False stand for fixed literals and are folded away when a clause is added."""

    def __init__(self) -> None:
        self.variables = 0
        self.clauses: list[list[int]] = []
        self.sink = self.clauses.append  # a backend takes over once it is built
        self.bulk: Callable[[Iterable[list[int]]], None] | None = None  # ... and may bring a fast path for many clauses at once (extend)

    def var(self) -> int:
        self.variables += 1
        return self.variables

    def add(self, lits: Iterable[Lit]) -> None:
        """OR(lits); a True literal makes it hold (skipped), False literals drop out.
        ``lits`` is walked once, so a generator works as well as a list."""
        clause = []
        for lit in lits:
            if lit is True:
                return
            if lit is not False:
                clause.append(lit)
        self.sink(clause)

    def extend(self, clauses: Iterable[list[int]]) -> None:
        """Clauses without constants, added as they are (fast path for the big loops): no
        check per clause, and straight into the backend when it offers that (``bulk``)."""
        if self.bulk is not None:
            self.bulk(clauses)
        elif self.sink == self.clauses.append:
            self.clauses.extend(clauses)
        else:
            for clause in clauses:
                self.sink(clause)

    def at_most_one(self, lits: Iterable[Lit]) -> None:
        lits = [lit for lit in lits if lit is not False]
        if len(lits) <= 6:
            for a, b in combinations(lits, 2):
                self.add([neg(a), neg(b)])
            return
        # Sequential counter (Sinz): s_i = "one of lits[0..i] is true"; linear size for the
        # one-hot labels of puzzles with many pairs. The lits are variables here (labels of
        # ordinary cells), so the clauses go straight to the sink.
        first = self.variables + 1
        self.variables += len(lits) - 1
        sink = self.sink
        for i, lit in enumerate(lits):
            s = first + i
            if i:
                sink([-lit, -(s - 1)])
            if i == len(lits) - 1:
                break
            sink([-lit, s])
            if i:
                sink([-(s - 1), s])

    def exactly_one(self, lits: Iterable[Lit]) -> None:
        lits = list(lits)  # walked twice below: a generator would be spent by the first
        self.add(lits)
        self.at_most_one(lits)

    def at_most(self, k: int, lits: Sequence[Lit], unless: Lit | list[Lit] = False) -> None:
        """At most k of lits (few lits: one clause per k+1 of them); ``unless`` (a literal or a
        list of them) switches it off."""
        guard = list(unless) if isinstance(unless, list) else [unless]
        for chosen in combinations(lits, k + 1):
            self.add(guard + [neg(lit) for lit in chosen])

    def at_least(self, k: int, lits: Sequence[Lit], unless: Lit | list[Lit] = False) -> None:
        guard = list(unless) if isinstance(unless, list) else [unless]
        for chosen in combinations(lits, len(lits) - k + 1):
            self.add(guard + list(chosen))


def neg(lit: Lit) -> Lit:
    return (not lit) if isinstance(lit, bool) else -lit


class _Watcher:
    """One thread for every Glucose solve in the process: it looks at each running solve's
    cancel token every ``POLL`` seconds and interrupts the solves whose token has stopped.
    ortools_support.stop_on_cancel starts a thread per call, which cost about 1 ms a solve
    (cProfile, janko 10x10: starting it and waiting to be scheduled) against 2 ms of solving.
    The thread ends once no solve has been running for a while."""

    POLL = 0.05
    IDLE = 2.0  # seconds without a solve before the thread goes

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.running: dict[int, tuple[Cancel, Callable[[], object], float]] = {}
        self.thread: threading.Thread | None = None
        self.next_id = 0

    @contextmanager
    def watching(self, cancel: Cancel, stop: Callable[[], object], seconds: float | None = None) -> Iterator[None]:
        """While the block runs, ``stop()`` once ``cancel`` has stopped or ``seconds`` have
        passed (within POLL); never after the block has ended (the lock)."""
        deadline = float("inf") if seconds is None else time.monotonic() + seconds
        with self.lock:
            key = self.next_id = self.next_id + 1
            self.running[key] = (cancel, stop, deadline)
            if self.thread is None:
                self.thread = threading.Thread(target=self._loop, name="glucose-cancel-watch", daemon=True)
                self.thread.start()
        try:
            yield
        finally:
            with self.lock:
                del self.running[key]

    def _loop(self) -> None:
        idle_since = time.monotonic()
        while True:
            time.sleep(self.POLL)
            with self.lock:
                if self.running:
                    idle_since = time.monotonic()
                elif time.monotonic() - idle_since > self.IDLE:
                    self.thread = None
                    return
                now = time.monotonic()
                for cancel, stop, deadline in self.running.values():
                    if cancel.stopped or now >= deadline:
                        stop()


WATCHER = _Watcher()


class GlucoseBackend:
    """PySAT's Glucose 4.2 on a Cnf: incremental (clauses added to the Cnf after this is
    built go to the solver, which keeps what it learnt) and interruptible."""

    name = "glucose42"
    CHUNK = 50_000  # clauses handed over between two looks at the cancel token

    def __init__(self, cnf: Cnf, cancel: Cancel | None = None) -> None:
        from pysat.solvers import Solver

        self.solver = Solver(name=self.name)
        # In chunks: a million clauses take a second to hand over, in C (``Stopped``).
        for start in range(0, len(cnf.clauses), self.CHUNK):
            if cancel is not None and start:
                cancel.check()
            self.add_clauses(cnf.clauses[start:start + self.CHUNK])
        cnf.sink = self.solver.add_clause
        cnf.bulk = self.add_clauses
        self.true: set[int] = set()
        self.model: list[int] = []  # the last model, literals of variables 1, 2, ... in order
        self.propagations_used = 0

    def add_clauses(self, clauses: Iterable[list[int]]) -> None:
        """Many clauses, handed to Glucose's C entry point directly: PySAT's add_clause
        goes through two Python layers per clause (cProfile: two thirds of the hand-over)."""
        from functools import partial
        from itertools import repeat

        import pysolvers

        glucose = self.solver.solver.glucose
        add = partial(pysolvers.glucose421_add_cl, glucose)
        rest = iter(clauses)
        # map with repeat: no partial's call layer per clause (8 % of the hand-over)
        if not all(map(pysolvers.glucose421_add_cl, repeat(glucose), rest)):  # stops at the clause that made the formula false
            self.solver.solver.status = False
            for clause in rest:  # the rest still go in (the solver stays unsatisfiable)
                add(clause)

    def solve(self, seconds: float | None, cancel: Cancel, assumptions: Iterable[int] = (),
              propagations: int | None = None) -> bool | None:
        """SAT, UNSAT, or None when the time ran out, the token was cancelled or the work
        budget was spent; ``assumptions``: literals that hold for this solve only (what is
        learnt stays valid). ``propagations``: a budget of unit propagations for this solve
        (None: none). Unlike seconds, it gives the same answer on any machine at any load:
        Glucose is deterministic, and checks its budget at the same points every run (it may
        overshoot a little, by the same amount each time). ``propagations_used`` then holds
        what this solve spent."""
        # A work token (work.WorkBudget) brings its own budget when none is given.
        token_budget = cancel.propagations if propagations is None and isinstance(cancel, WorkBudget) else None
        if token_budget is not None:
            propagations = token_budget
        before = self.propagations()
        self.solver.prop_budget(-1 if propagations is None else max(1, int(propagations)))
        try:
            with WATCHER.watching(cancel, self.solver.interrupt, seconds):
                answer = self.solver.solve_limited(assumptions=list(assumptions), expect_interrupt=True)
        finally:
            self.solver.clear_interrupt()
            self.propagations_used = self.propagations() - before
            if token_budget is not None and isinstance(cancel, WorkBudget):
                cancel.use_propagations(self.propagations_used)
        if answer:
            self.model = self.solver.get_model()
            self.true = {v for v in self.model if v > 0}
        return answer

    def value(self, v: int) -> bool:
        return v in self.true

    def clauses(self) -> int:
        """The problem clauses the solver holds (the Cnf may have streamed them in)."""
        return self.solver.nof_clauses()

    def prefer(self, literals: Iterable[int]) -> None:
        """Branch on these literals' polarity first (a hint: the search stays complete)."""
        self.solver.set_phases(literals)

    def propagations(self) -> int:
        """Unit propagations of every solve so far: the work the budgets count."""
        return int(self.solver.accum_stats().get("propagations", 0))

    def statistics(self) -> dict:
        s = self.solver.accum_stats()
        return {"conflicts": s.get("conflicts", 0), "branches": s.get("decisions", 0)}

    def close(self) -> None:
        self.solver.delete()
