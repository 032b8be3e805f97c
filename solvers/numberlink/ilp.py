"""The methods ``ilp`` (on CP-SAT) and ``mip`` (on SCIP): the integer program of the literature.

Binaries N[s, i] (cell s carries the line of pair i) and L[e, i] (the line of i uses the
segment e between two adjacent cells). Each cell carries at most one line (exactly one under
``fill``); a number cell of i has exactly one segment of i and none of another pair; an
ordinary cell carrying i has exactly two segments of i, otherwise none. Objective: minimise
the number of cells carrying a line.

The optimum answers the author's question at once: under ``nikoli``, a minimum below the
number of cells is a short-circuit solution (短絡解) — one that leaves cells empty, which a
good puzzle must not allow (``stats["min_cells"]``, ``stats["short_circuit"]``).

What the plain model lets through: a detached loop (a cycle of one label that touches no
number) satisfies every degree constraint. Minimising never keeps one in an optimum of the
plain model (removing it saves cells), but under ``fill`` loops are the only way to cover some
cells, and once a no-good excludes a solution the next optimum may be that solution plus a loop.
So every answer is checked and each detached loop C found is cut lazily,
sum over i and over segments inside C of L[e, i] <= |C| - 1, and the model solved again.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Generator, Iterator
from typing import Any

import numpy as np
from numpy.typing import ArrayLike
from ortools.sat.python import cp_model

from ..errors import MethodRefused
from ..events import NO_SOLUTION, SOLVED, STOPPED, Bound, Cancel, Done, Progress, Solution, SolveOptions, stoppable
from ..grid import components
from ..ortools_support import stop_on_cancel
from .model import UNKNOWN, Board, Numberlink, edges, neighbours, segment
from .options import IlpOptions

OPTIMAL, INFEASIBLE, UNKNOWN_STATUS = "optimal", "infeasible", "unknown"


# A variable of either backend: a CP-SAT IntVar or a pywraplp Variable (the model code is the
# same for both, through operator overloading).
Var = Any


class _CpSat:
    name = "CP-SAT"

    def __init__(self, workers: int) -> None:
        self.model = cp_model.CpModel()
        self.solver = cp_model.CpSolver()
        self.solver.parameters.num_workers = workers
        self.branches = 0

    def bool(self, name: str) -> Var:
        return self.model.new_bool_var(name)

    def add(self, constraint: Any) -> None:
        self.model.add(constraint)

    def minimise(self, expr: Any) -> None:
        self.model.minimize(expr)

    def solve(self, seconds: float | None, cancel: Cancel) -> str:
        if seconds is not None:
            self.solver.parameters.max_time_in_seconds = seconds
        watch = _BoundWatch()
        self.watch = watch
        with stop_on_cancel(cancel, self.solver.stop_search):
            status = self.solver.solve(self.model, watch)
        self.branches += self.solver.num_branches
        return {cp_model.OPTIMAL: OPTIMAL, cp_model.INFEASIBLE: INFEASIBLE}.get(status, UNKNOWN_STATUS)

    def value(self, var: Var) -> int:
        return int(self.solver.value(var))

    def size(self) -> tuple[int, int]:
        return len(self.model.proto.variables), len(self.model.proto.constraints)


class _BoundWatch(cp_model.CpSolverSolutionCallback):
    """The objective and the bound at each improving solution, for Bound events."""

    def __init__(self) -> None:
        super().__init__()
        self.latest: Bound | None = None

    def on_solution_callback(self) -> None:
        self.latest = Bound(self.objective_value, self.best_objective_bound, self.wall_time)


def solve_reporting(backend: Backend, seconds: float | None, cancel: Cancel) -> Generator[Bound, None, str]:
    """``backend.solve`` in a helper thread, yielding a Bound whenever the backend reports a
    better one (CP-SAT through its solution callback; SCIP reports none while it runs), so the
    studio can plot the search as it goes. Returns the solve's status."""
    outcome: dict[str, str] = {}
    failure: list[BaseException] = []

    def run() -> None:
        try:
            outcome["status"] = backend.solve(seconds, cancel)
        except BaseException as error:  # re-raised in the generator's thread
            failure.append(error)

    thread = threading.Thread(target=run, name="numberlink-ilp", daemon=True)
    thread.start()
    last = None
    while thread.is_alive():
        thread.join(BOUND_POLL_S)
        watch = getattr(backend, "watch", None)
        bound = watch.latest if watch is not None else None
        if bound is not None and bound != last:
            last = bound
            yield bound
    if failure:
        raise failure[0]
    return outcome["status"]


BOUND_POLL_S = 0.2


class _Scip:
    name = "SCIP"

    def __init__(self, workers: int) -> None:
        from ortools.linear_solver import pywraplp

        self.pywraplp = pywraplp
        self.solver = pywraplp.Solver.CreateSolver("SCIP")
        if self.solver is None:
            raise RuntimeError("this OR-Tools build has no SCIP")
        self.branches = 0

    def bool(self, name: str) -> Var:
        return self.solver.BoolVar(name)

    def add(self, constraint: Any) -> None:
        self.solver.Add(constraint)

    def minimise(self, expr: Any) -> None:
        self.solver.Minimize(expr)

    def solve(self, seconds: float | None, cancel: Cancel) -> str:
        if seconds is not None:
            self.solver.SetTimeLimit(max(1, int(seconds * 1000)))
        with stop_on_cancel(cancel, self.solver.InterruptSolve):
            status = self.solver.Solve()
        self.branches += self.solver.nodes()
        p = self.pywraplp.Solver
        return {p.OPTIMAL: OPTIMAL, p.INFEASIBLE: INFEASIBLE}.get(status, UNKNOWN_STATUS)

    def value(self, var: Var) -> int:
        return round(var.solution_value())

    def size(self) -> tuple[int, int]:
        return self.solver.NumVariables(), self.solver.NumConstraints()


Backend = _CpSat | _Scip


class IlpModel:
    """The model on ``backend``. Building a 50x50 takes seconds in Python, so ``cancel`` is
    checked per row (``Stopped``)."""

    def __init__(self, puzzle: Numberlink, rules: str, backend: Backend, known: ArrayLike | None = None,
                 cancel: Cancel | None = None) -> None:
        cancel = cancel or Cancel()
        self.puzzle, self.rules, self.b = puzzle, rules, backend
        h, w = puzzle.shape
        n = puzzle.pairs
        grid = puzzle.grid()
        b = backend
        self.N = {}
        for r in range(h):
            cancel.check()
            for c in range(w):
                for i in range(1, n + 1):
                    if grid[r, c] and grid[r, c] != i:
                        continue
                    self.N[(r, c), i] = b.bool(f"N{r}_{c}_{i}")
        self.L = {}
        for u, v in edges(puzzle.shape):
            if u[1] == 0:
                cancel.check()
            for i in range(1, n + 1):
                if (u, i) in self.N and (v, i) in self.N:
                    self.L[(u, v), i] = b.bool(f"L{u}{v}{i}")
        self.at: dict[tuple[tuple[int, int], int], list[Var]] = {}  # (cell, i) -> the L variables of i at cell
        for ((u, v), i), var in self.L.items():
            self.at.setdefault((u, i), []).append(var)
            self.at.setdefault((v, i), []).append(var)
        for r in range(h):
            cancel.check()
            for c in range(w):
                cell = (r, c)
                here = [self.N[cell, i] for i in range(1, n + 1) if (cell, i) in self.N]
                if grid[r, c]:
                    i = int(grid[r, c])
                    b.add(self.N[cell, i] == 1)
                    b.add(sum(self.at.get((cell, i), [])) == 1)
                    continue
                b.add(sum(here) == 1 if rules == "fill" else sum(here) <= 1)
                for i in range(1, n + 1):
                    b.add(sum(self.at.get((cell, i), [])) == 2 * self.N[cell, i])
        b.minimise(sum(self.N.values()))
        if known is not None:
            self._keep(np.asarray(known))

    def _keep(self, known: np.ndarray) -> None:
        by_edge: dict[tuple[tuple[int, int], tuple[int, int]], list[Var]] = {}
        for (e, _), var in self.L.items():
            by_edge.setdefault(e, []).append(var)
        for (u, v) in edges(self.puzzle.shape):
            value = known[segment(u, v)]
            vars_ = by_edge.get((u, v), [])
            if value == 0:
                for var in vars_:
                    self.b.add(var == 0)
            elif value > 0 and ((u, v), int(value)) in self.L:
                self.b.add(self.L[(u, v), int(value)] == 1)
            elif value != UNKNOWN and vars_:
                self.b.add(sum(vars_) == 1)
        for (cell, i), var in self.N.items():
            value = known[2 * cell[0] + 1, 2 * cell[1] + 1]
            if value != UNKNOWN:
                self.b.add(var == int(value == i))

    def board(self) -> Board:
        p = self.puzzle
        board = np.zeros((2 * p.height + 1, 2 * p.width + 1), dtype=np.int32)
        for (cell, i), var in self.N.items():
            if self.b.value(var):
                board[2 * cell[0] + 1, 2 * cell[1] + 1] = i
        for ((u, v), i), var in self.L.items():
            if self.b.value(var):
                board[segment(u, v)] = i
        return Board(board, p.labels)

    def cut_loops(self, board: np.ndarray) -> int:
        """Add a cut for every detached loop of ``board``; the number of loops cut."""
        grid = self.puzzle.grid()
        h, w = self.puzzle.shape

        def drawn(cell: tuple[int, int]) -> list[tuple[int, int]]:
            return [nb for nb in neighbours((h, w), *cell) if board[segment(cell, nb)] > 0]

        loops = 0
        starts = ((r, c) for r in range(h) for c in range(w) if board[2 * r + 1, 2 * c + 1] > 0)
        for component in components(starts, drawn):
            if any(grid[cell] for cell in component):
                continue
            inside = set(component)
            self.b.add(sum(var for ((u, v), _), var in self.L.items()
                           if u in inside and v in inside) <= len(component) - 1)
            loops += 1
        return loops

    def exclude(self, board: np.ndarray) -> None:
        """No-good over the segments: sum of flipped segment indicators >= 1."""
        used: dict[tuple[tuple[int, int], tuple[int, int]], list[Var]] = {}
        for ((u, v), _), var in self.L.items():
            used.setdefault((u, v), []).append(var)
        terms = []
        for e, vars_ in used.items():
            if board[segment(*e)] > 0:
                terms.append(1 - sum(vars_))
            else:
                terms.append(sum(vars_))
        self.b.add(sum(terms) >= 1)


# Memory (issue 28): the model has a variable N[cell, pair] for every ordinary cell and pair
# (and about as many L per segment), so it grows with cells x pairs. A random 30x30 cover
# with 155 pairs (139,500 N): 173 MB of Python model, 517 MB after a 10 s CP-SAT search,
# about 3 KB an N; a 100x100 with 1,608 pairs (16 million) passed 600 MB while still being
# built. Past this many the methods refuse before building anything (sat, auto take such
# puzzles; their labels are binary).
MAX_LABEL_VARIABLES = 100_000


def refuse_if_too_big(puzzle: Numberlink) -> None:
    numbers = 2 * puzzle.pairs
    labels = (puzzle.width * puzzle.height - numbers) * puzzle.pairs + numbers
    if labels > MAX_LABEL_VARIABLES:
        raise MethodRefused(f"too big for the ILP: {labels:,} cell-pair variables (at most "
                            f"{MAX_LABEL_VARIABLES:,}, ~3 KB each); try sat or auto")


def _solve(puzzle: Numberlink, options: SolveOptions, cancel: Cancel,
           backend_class: Callable[[int], Backend]) -> Iterator:
    started = time.perf_counter()
    refuse_if_too_big(puzzle)
    chosen = IlpOptions.of(options)
    rules, workers = chosen.rules, chosen.workers or os.cpu_count() or 1

    def left() -> float | None:
        remaining = cancel.remaining()
        if options.timeout is not None:
            spent = time.perf_counter() - started
            remaining = options.timeout - spent if remaining is None else min(remaining, options.timeout - spent)
        return remaining

    def optimum(m: IlpModel) -> Generator[Bound, None, tuple[str, Board | None]]:
        """(status, board) of the loop-free optimum of model m, cutting loops as found; yields
        the Bound events of the searches."""
        while True:
            seconds = left()
            if cancel.stopped or (seconds is not None and seconds <= 0):
                return UNKNOWN_STATUS, None
            status = yield from solve_reporting(m.b, seconds, cancel)
            if status != OPTIMAL:
                return status, None
            board = m.board()
            cut = m.cut_loops(board)
            stats["loop_cuts"] += cut
            if not cut:
                return status, board

    backend = backend_class(workers)
    yield Progress(0.0, f"building the ILP for {backend.name}")
    m = IlpModel(puzzle, rules, backend, options.known, cancel)
    variables, constraints = backend.size()
    stats: dict[str, Any] = {"variables": variables, "constraints": constraints, "solver": backend.name,
             "rules": rules, "loop_cuts": 0}
    yield Progress(0.0, f"ILP on {backend.name}")
    solutions: list[Board] = []
    status = UNKNOWN_STATUS
    while len(solutions) < options.max_solutions:
        status, board = yield from optimum(m)
        if board is None:
            break
        if not solutions:
            stats["min_cells"] = int((board[1::2, 1::2] > 0).sum())
        solutions.append(board)
        yield Solution(board)
        m.exclude(board)
    if solutions and rules == "nikoli":
        cells = puzzle.width * puzzle.height
        if stats["min_cells"] < cells:
            stats["short_circuit"] = True
        else:
            # The minimum is over every solution, so min == cells proves there is none.
            stats["short_circuit"] = False
    stats["branches"] = backend.branches
    stats["seconds"] = round(time.perf_counter() - started, 4)
    if solutions:
        unique = False if len(solutions) >= 2 else (True if options.want_unique and status == INFEASIBLE else None)
        yield Done(SOLVED, unique, stats, tuple(solutions))
    elif status == INFEASIBLE:
        yield Done(NO_SOLUTION, None, stats)
    else:
        yield Done(STOPPED, None, stats)


@stoppable
def solve(puzzle: Numberlink, options: SolveOptions, cancel: Cancel) -> Iterator:
    yield from _solve(puzzle, options, cancel, _CpSat)


@stoppable
def solve_mip(puzzle: Numberlink, options: SolveOptions, cancel: Cancel) -> Iterator:
    yield from _solve(puzzle, options, cancel, _Scip)
