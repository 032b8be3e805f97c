"""The method ``sat``: each line's automaton unrolled into clauses, on an incremental SAT
solver (Glucose 4.2 through PySAT, solvers/sat_support.py).

Per line, one variable per live automaton state before each cell (automaton.unroll: states
that lie on an accepting run through the known cells; a position with one live state needs
no variable) and three kinds of clauses per cell i, with x the cell and a in {empty, filled}:

- forward: state s before i and x = a -> the next state step(s, a) after i (or: not both,
  when s has no live step on a);
- backward: state t after i -> one of its live predecessors before i (and x = a when every
  predecessor reaches t on the same a);
- support: x = a -> one of the states before i that has a live step on a.

Forward clauses alone are sound and complete; the backward and support clauses let unit
propagation do what CP-SAT's automaton propagator does. Measured on taai2011 (18 hard
puzzles, Glucose, two solutions each): forward only 7x slower in total than forward +
backward; support clauses a further 1.15x on the 15 puzzles outside the heavy tail; a
pairwise at-most-one state per position made no difference and is left out.

Uniqueness: after a solution, a clause excluding it (over the unknown cells) and solve
again; the solver keeps what it learnt. On random tournament puzzles this method and
``cpsat`` are about as fast in total, but their slow puzzles differ (after line solving,
taai2011 #641: 0.95 s here, 3.6 s on CP-SAT; #705: 4.2 s here, 1.2 s on CP-SAT), which is
why ``auto`` races the two.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import numpy as np
from numpy.typing import ArrayLike

from ..events import Cancel, Done, Progress, Solution, SolveOptions, stoppable
from ..ortools_support import time_left, verdict
from ..sat_support import SAT, UNSAT, Cnf, GlucoseBackend, neg
from .automaton import live_states_of_grid, refuse_if_too_big, unroll
from .model import EMPTY, FILLED, UNKNOWN, Clue, Nonogram


class LineClauses:
    """The CNF of a nonogram: ``cells[r][c]`` is a variable, or True / False for a known cell.
    ``contradiction`` is set when some line cannot take its clue at all. Building a big
    grid takes seconds in Python, so ``cancel`` is checked per line (``Stopped``).

    ``cnf``: where the clauses go; one whose sink is already a solver (GlucoseBackend)
    streams them into it. Held as Python lists they took 640 bytes per automaton state
    beside Glucose's 380 (Faase after line solving: 145 MB of lists, 86 MB in Glucose)."""

    def __init__(self, puzzle: Nonogram, known: ArrayLike | None = None, cancel: Cancel | None = None,
                 cnf: Cnf | None = None) -> None:
        h, w = puzzle.shape
        known = puzzle.empty_board() if known is None else np.asarray(known)
        self.cancel = cancel or Cancel()
        self.cnf = cnf = cnf if cnf is not None else Cnf()
        self.cells = [[cnf.var() if known[r, c] == UNKNOWN else bool(known[r, c] == FILLED)
                       for c in range(w)] for r in range(h)]
        self.unknown = [v for row in self.cells for v in row if not isinstance(v, bool)]
        self.contradiction = False
        lines = [(clue, self.cells[r], known[r]) for r, clue in enumerate(puzzle.rows)]
        lines += [(clue, [self.cells[r][c] for r in range(h)], known[:, c])
                  for c, clue in enumerate(puzzle.cols)]
        for clue, cells, values in lines:
            self.cancel.check()
            if (values != UNKNOWN).all() and not self.contradiction:
                # A fully known line either fits (nothing to encode) or breaks the puzzle.
                self.contradiction = unroll(clue, values) is None
                continue
            self._line(clue, cells, values)

    def _line(self, clue: Clue, cells: list, values: np.ndarray) -> None:
        unrolled = unroll(clue, values)
        if unrolled is None:
            self.contradiction = True
            return
        cnf, step = self.cnf, unrolled.step
        # A position with a single live state: that state is certain (the constant True).
        state = [{s: (True if len(live) == 1 else cnf.var()) for s in live}
                 for live in unrolled.states]
        # Each state's predecessors (state, symbol) in the automaton, in (state, symbol) order:
        # looked up once, not searched for at every cell (that search was quadratic in the
        # live states, the biggest cost of building the clauses).
        predecessors: dict[int, list[tuple[int, int]]] = {}
        for (s, a), t in sorted(step.items()):
            predecessors.setdefault(t, []).append((s, a))
        for i, x in enumerate(cells):
            if i % 32 == 31:
                self.cancel.check()  # a 200-cell line of a random grid: ~100 ms
            before, after = state[i], state[i + 1]
            cell_is = (neg(x), x)  # the literal "cell i is empty" / "is filled"
            for s, here in before.items():
                for a in (0, 1):
                    nxt = step.get((s, a))
                    cnf.add([neg(here), neg(cell_is[a])] + ([after[nxt]] if nxt in after else []))
            for t, there in after.items():
                preds = [(s, a) for s, a in predecessors.get(t, ()) if s in before]
                cnf.add([neg(there)] + [before[s] for s, _ in preds])
                symbols = {a for _, a in preds}
                if len(symbols) == 1:
                    cnf.add([neg(there), cell_is[symbols.pop()]])
            for a in (0, 1):
                cnf.add([neg(cell_is[a])] + [here for s, here in before.items()
                                             if step.get((s, a)) in after])

    def board(self, value: Callable[[int], bool]) -> np.ndarray:
        return np.array([[FILLED if (v if isinstance(v, bool) else value(v)) else EMPTY
                          for v in row] for row in self.cells], dtype=np.int8)

    def exclude(self, board: np.ndarray) -> None:
        """No later solution may equal ``board`` (it differs in some unknown cell)."""
        flat = [v for row in self.cells for v in row]
        values = np.asarray(board).ravel()
        self.cnf.add([neg(v) if values[k] == FILLED else v
                      for k, v in enumerate(flat) if not isinstance(v, bool)])


@stoppable
def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel) -> Iterator:
    started = time.monotonic()
    refuse_if_too_big("sat", live_states_of_grid(puzzle, options.known, cancel))
    yield Progress(0.0, "building the clauses")
    # The solver first, so that the clauses stream into it instead of piling up in Python.
    cnf = Cnf()
    solver = GlucoseBackend(cnf, cancel)
    try:
        encoding = LineClauses(puzzle, options.known, cancel, cnf)
    except BaseException:
        solver.close()
        raise
    stats = {"variables": encoding.cnf.variables, "clauses": solver.solver.nof_clauses(),
             "solves": 0}
    solutions: list[np.ndarray] = []
    exhausted = encoding.contradiction
    if exhausted:
        solver.close()
    else:
        try:
            yield Progress(0.0, "SAT search")
            while len(solutions) < max(1, options.max_solutions):
                left = time_left(options, cancel, started)
                if cancel.stopped or (left is not None and left <= 0):
                    break
                answer = solver.solve(left, cancel)
                stats["solves"] += 1
                if answer is UNSAT:
                    exhausted = True
                    break
                if answer is not SAT:
                    break
                board = encoding.board(solver.value)
                solutions.append(board)
                yield Solution(board.copy())
                if not encoding.unknown:
                    exhausted = True  # nothing left to vary
                    break
                encoding.exclude(board)
            stats.update(solver.statistics())
        finally:
            solver.close()
    stats["seconds"] = round(time.monotonic() - started, 4)
    status, unique, found = verdict(solutions, exhausted, options)
    yield Done(status, unique, stats, tuple(found))
