"""The method ``ilp``: the integer model of the literature, on OR-Tools CP-SAT.

Variables and constraints, exactly as issue 4 states them:

* ``belong[c, d]`` binary, only where the mirror of cell c about dot d is inside the grid (a
  cell whose mirror falls off the grid cannot belong to d); ``sum_d belong[c, d] == 1``;
  ``belong[c, d] == belong[mirror_d(c), d]``; ``belong[c, d] == 1`` for the cells under d.
* connectivity as a spanning tree rooted at each dot: ``parent[c, n]`` binary for each
  neighbour n of every cell c not under a dot, exactly one per such cell; an integer
  ``dist[c]`` in 0..h*w, 0 at the roots, with ``dist[c] = dist[n] + 1`` when parent[c, n]
  (two big-M inequalities); and ``parent[c, n] + belong[c, d] - belong[n, d] <= 1`` (the
  parent belongs to the same dot as its child).

Without the spanning tree the model accepts disconnected regions (see the tests and
``build(..., connectivity=False)``). The same formulation runs on a MIP solver as ``mip``
(``backend="mip"``): the model is written once against a two-backend adapter.
Uniqueness: after a solution, a no-good ``sum belong[c, sol(c)] <= cells - 1`` and solve again.
"""

from __future__ import annotations

import builtins
import time
from collections.abc import Iterator
from typing import Any

import numpy as np

from ..errors import MethodRefused
from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Progress, Solution, SolveOptions, stoppable
from ..ortools_support import solve_cpsat, stop_on_cancel
from .model import Galaxies, neighbours, picture
from .options import IlpOptions

# A variable of either backend: a CP-SAT IntVar or a pywraplp Variable (the model code is the
# same for both, through operator overloading).
Var = Any


class _CpSat:
    name = "CP-SAT"

    def __init__(self, workers: int = 1) -> None:
        from ortools.sat.python import cp_model
        self.cp = cp_model
        self.model = cp_model.CpModel()
        self.solver = cp_model.CpSolver()
        self.solver.parameters.num_workers = workers
        self.parents: dict[tuple[tuple[int, int], tuple[int, int]], Var] = {}  # build() fills it

    def bool(self, name: str) -> Var:
        return self.model.new_bool_var(name)

    def int(self, lo: builtins.int, hi: builtins.int, name: str) -> Var:
        return self.model.new_int_var(lo, hi, name)

    def add(self, constraint: Any) -> None:
        self.model.add(constraint)

    def size(self) -> tuple[builtins.int, builtins.int]:  # builtins: ``int`` is a method here
        return len(self.model.proto.variables), len(self.model.proto.constraints)

    def solve(self, seconds: float | None, cancel: Cancel) -> str:
        if seconds is not None:
            self.solver.parameters.max_time_in_seconds = max(seconds, 0.001)
        status = solve_cpsat(self.solver, self.model, cancel)  # None: abandoned, stopped
        if status in (self.cp.OPTIMAL, self.cp.FEASIBLE):
            return "found"
        return "infeasible" if status == self.cp.INFEASIBLE else "unknown"

    def value(self, var: Var) -> float:
        return self.solver.value(var)


class _Mip:
    name = "SCIP"

    def __init__(self, solver_name: str = "SCIP") -> None:
        from ortools.linear_solver import pywraplp
        self.lp = pywraplp
        self.solver = pywraplp.Solver.CreateSolver(solver_name)
        if self.solver is None:
            raise RuntimeError(f"OR-Tools has no {solver_name} solver here")
        self.name = solver_name
        self.parents: dict[tuple[tuple[int, int], tuple[int, int]], Var] = {}  # build() fills it

    def bool(self, name: str) -> Var:
        return self.solver.BoolVar(name)

    def int(self, lo: builtins.int, hi: builtins.int, name: str) -> Var:
        return self.solver.IntVar(lo, hi, name)

    def add(self, constraint: Any) -> None:
        self.solver.Add(constraint)

    def size(self) -> tuple[builtins.int, builtins.int]:  # builtins: ``int`` is a method here
        return self.solver.NumVariables(), self.solver.NumConstraints()

    def solve(self, seconds: float | None, cancel: Cancel) -> str:
        if seconds is not None:
            self.solver.SetTimeLimit(max(1, int(seconds * 1000)))
        with stop_on_cancel(cancel, self.solver.InterruptSolve):
            status = self.solver.Solve()
        if status in (self.lp.Solver.OPTIMAL, self.lp.Solver.FEASIBLE):
            return "found"
        return "infeasible" if status == self.lp.Solver.INFEASIBLE else "unknown"

    def value(self, var: Var) -> float:
        return var.solution_value()


Backend = _CpSat | _Mip


def build(puzzle: Galaxies, backend: Backend, connectivity: bool = True, cancel: Cancel | None = None,
          ) -> dict[tuple[int, int], dict[int, Var]]:
    """Write the model into ``backend``; returns belong: {(r, c): {d: var}}. The spanning
    tree's variables stay on the backend as ``backend.parents``: {(cell, neighbour): var}.
    ``cancel`` is checked per row (``Stopped``): a 30x30 takes seconds, a 100x100 minutes."""
    cancel = cancel or Cancel()
    h, w = puzzle.shape
    ok = puzzle.mirror_ok()
    belong = {}
    for r in range(h):
        cancel.check()
        for c in range(w):
            belong[r, c] = {d: backend.bool(f"b{r}_{c}_{d}") for d in np.nonzero(ok[:, r, c])[0].tolist()}
    roots = set()
    for d, dot in enumerate(puzzle.dots):
        for cell in dot.cells():
            roots.add(cell)
            backend.add(belong[cell][d] == 1)
    for (r, c), by_dot in belong.items():
        if c == 0:
            cancel.check()
        backend.add(sum(by_dot.values()) == 1)
        for d, var in by_dot.items():
            mirror = puzzle.dots[d].mirror(r, c)
            if (r, c) < mirror:
                backend.add(var == belong[mirror][d])
    backend.parents = {}
    if connectivity:
        big_m = h * w
        dist = {cell: backend.int(0, 0 if cell in roots else big_m, f"dist{cell}") for cell in belong}
        for cell in belong:
            if cell[1] == 0:
                cancel.check()
            if cell in roots:
                continue
            parents = {n: backend.bool(f"p{cell}_{n}") for n in neighbours(*cell, h, w)}
            backend.add(sum(parents.values()) == 1)
            backend.parents.update(((cell, n), p) for n, p in parents.items())
            for n, p in parents.items():
                backend.add(dist[cell] >= dist[n] + 1 - big_m * (1 - p))
                backend.add(dist[cell] <= dist[n] + 1 + big_m * (1 - p))
                for d, var in belong[cell].items():
                    other = belong[n].get(d)
                    backend.add(p + var - other <= 1 if other is not None else p + var <= 1)
    return belong


def board_of(backend: Backend, belong: dict[tuple[int, int], dict[int, Var]], shape: tuple[int, int]) -> np.ndarray:
    board = np.full(shape, -1, dtype=np.int32)
    for (r, c), by_dot in belong.items():
        for d, var in by_dot.items():
            if backend.value(var) > 0.5:
                board[r, c] = d
    return board


def finish(puzzle: Galaxies, solutions: list[np.ndarray], last: str, stats: dict, started: float) -> Done:
    """The Done event of a complete method from its solutions and its last search status."""
    stats["seconds"] = round(time.perf_counter() - started, 4)
    if solutions:
        stats["picture"] = picture(puzzle, solutions[0])
        unique = False if len(solutions) >= 2 else True if last == "infeasible" and stats.get("asked_unique") else None
        return Done(SOLVED, unique, stats, tuple(solutions))
    if last == "infeasible":
        return Done(NO_SOLUTION, None, stats)
    return Done(STOPPED, None, stats)


# Memory (issue 28): the model has a belong variable per cell and dot whose mirror of the
# cell is inside the grid, and about four constraints per belong variable (the spanning
# tree's). A 100x100 with 235 big regions: 457,396 of them, 2 million constraints, 875 MB
# of Python model in 29 s and 2.2 GB once CP-SAT had searched for 15 s, about 4.7 KB a
# belong variable. Tatham's largest (30x30 Unreasonable) have up to 43,788; at this many the
# process stays under 500 MB, past it the method refuses before building anything.
MAX_BELONG = 75_000


def refuse_if_too_big(puzzle: Galaxies, backend_name: str) -> None:
    belong = int(puzzle.mirror_ok().sum())
    if belong > MAX_BELONG:
        raise MethodRefused(f"too big for the {backend_name} model: {belong:,} cell-dot variables "
                            f"(at most {MAX_BELONG:,}, ~4.7 KB each); try cpsat or propagate")


def search(puzzle: Galaxies, options: SolveOptions, cancel: Cancel, backend: Backend,
           connectivity: bool = True) -> Iterator:
    started = time.perf_counter()
    refuse_if_too_big(puzzle, backend.name)
    yield Progress(0.0, f"building the {backend.name} model")
    belong = build(puzzle, backend, connectivity, cancel)
    variables, constraints = backend.size()
    stats = {"variables": variables, "constraints": constraints, "solver": backend.name,
             "asked_unique": options.want_unique}
    yield Progress(0.0, f"{backend.name} search")
    solutions: list[np.ndarray] = []
    last = "unknown"
    while len(solutions) < options.max_solutions:
        remaining = cancel.remaining()
        if cancel.stopped or (remaining is not None and remaining <= 0):
            last = "unknown"
            break
        last = backend.solve(remaining, cancel)
        if last != "found":
            break
        board = board_of(backend, belong, puzzle.shape)
        if not solutions:  # the first solution's spanning tree, for teaching: [r, c, parent r, parent c]
            stats["parents"] = [[*cell, *n] for (cell, n), p in backend.parents.items() if backend.value(p) > 0.5]
        solutions.append(board)
        yield Solution(board)
        backend.add(sum(belong[(r, c)][int(board[r, c])] for r, c in belong) <= len(belong) - 1)
    yield finish(puzzle, solutions, last, stats, started)


@stoppable
def solve(puzzle: Galaxies, options: SolveOptions, cancel: Cancel) -> Iterator:
    chosen = IlpOptions.of(options)
    yield from search(puzzle, options, cancel, _CpSat(chosen.workers),
                      connectivity=chosen.connectivity)
