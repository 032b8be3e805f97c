"""The method ``cpsat``: arcs on one Hamiltonian-style circuit, on OR-Tools CP-SAT.

Every pair k is oriented from its first end s_k to its second end t_k. The grid gives two arc
literals per pair of adjacent cells (none into an s_k, none out of a t_k), and fixed virtual
arcs t_k -> s_(k+1) chain all paths into one circuit. ``AddCircuit`` then gives every used
cell exactly one arc in and one out (the degree constraints) and, since the circuit is single,
excludes every detached loop. Each cell has an integer label; an arc forces equal labels, so
the path leaving s_k must end at t_k. Under ``nikoli`` an ordinary cell may leave the circuit
through its self-loop literal (= the cell is empty, label 0); under ``fill`` it may not.
Orienting each path fixes the direction of its arcs, so one drawing is one assignment.

Uniqueness: a no-good clause over the undirected segment literals (two solutions differ when
their segments differ). Under ``nikoli`` with a uniqueness question the method also answers
whether a short-circuit solution (one that leaves a cell empty) exists: ``stats["short_circuit"]``.
"""

from __future__ import annotations

import time

import numpy as np
from ortools.sat.python import cp_model

from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Progress, Solution, SolveOptions
from ..ortools_support import stop_on_cancel
from .model import UNKNOWN, Board, Numberlink, edges, segment
from .rules import check_rules_name


class CircuitModel:
    """The CP-SAT model of one puzzle under one rule set (``known``: a partial board to keep)."""

    def __init__(self, puzzle: Numberlink, rules: str = "fill", known=None):
        self.puzzle, self.rules = puzzle, rules
        h, w = puzzle.shape
        n = puzzle.pairs
        model = self.model = cp_model.CpModel()
        grid = puzzle.grid()
        sources = {ends[0]: k for k, ends in enumerate(puzzle.endpoints, start=1)}
        sinks = {ends[1]: k for k, ends in enumerate(puzzle.endpoints, start=1)}
        node = lambda cell: cell[0] * w + cell[1]  # noqa: E731
        self.label = {}
        self.empty = {}
        for r in range(h):
            for c in range(w):
                if grid[r, c]:
                    self.label[(r, c)] = model.new_constant(int(grid[r, c]))
                else:
                    low = 0 if rules == "nikoli" else 1
                    self.label[(r, c)] = model.new_int_var(low, n, f"l{r}_{c}")
        arcs = []
        self.segments = {}  # (a, b) -> undirected literal
        for a, b in edges(puzzle.shape):
            directed = []
            for u, v in ((a, b), (b, a)):
                if u in sinks or v in sources:
                    continue
                if u in sources and v in sinks and sources[u] != sinks[v]:
                    continue
                if grid[u] and grid[v] and grid[u] != grid[v]:
                    continue
                arc = model.new_bool_var(f"a{u[0]}_{u[1]}_{v[0]}_{v[1]}")
                arcs.append((node(u), node(v), arc))
                model.add(self.label[u] == self.label[v]).only_enforce_if(arc)
                directed.append(arc)
            if not directed:
                continue
            if len(directed) == 1:
                self.segments[(a, b)] = directed[0]
            else:
                line = model.new_bool_var(f"s{a[0]}_{a[1]}_{b[0]}_{b[1]}")
                model.add(line == sum(directed))
                self.segments[(a, b)] = line
        for k, (s, t) in enumerate(puzzle.endpoints, start=1):
            following = puzzle.endpoints[k % n][0]
            arcs.append((node(t), node(following), model.new_constant(1)))
        if rules == "nikoli":
            for r in range(h):
                for c in range(w):
                    if not grid[r, c]:
                        empty = model.new_bool_var(f"e{r}_{c}")
                        arcs.append((node((r, c)), node((r, c)), empty))
                        model.add(self.label[(r, c)] == 0).only_enforce_if(empty)
                        model.add(self.label[(r, c)] >= 1).only_enforce_if(empty.Not())
                        self.empty[(r, c)] = empty
        model.add_circuit(arcs)
        self.arcs = len(arcs)
        if known is not None:
            self._keep(np.asarray(known))

    def _keep(self, known) -> None:
        for (a, b), literal in self.segments.items():
            value = known[segment(a, b)]
            if value == 0:
                self.model.add(literal == 0)
            elif value > 0 or value == -2:
                self.model.add(literal == 1)
        for cell, label in self.label.items():
            value = known[2 * cell[0] + 1, 2 * cell[1] + 1]
            if value != UNKNOWN:
                if value == 0 and self.rules == "fill":
                    self.model.add_bool_or([])  # impossible: an empty cell under fill
                else:
                    self.model.add(label == int(value))

    def empty_literals(self) -> list:
        return list(self.empty.values())

    def board(self, solver) -> Board:
        p = self.puzzle
        board = np.zeros((2 * p.height + 1, 2 * p.width + 1), dtype=np.int32)
        for (r, c), label in self.label.items():
            board[2 * r + 1, 2 * c + 1] = solver.value(label)
        for (a, b), literal in self.segments.items():
            if solver.boolean_value(literal):
                board[segment(a, b)] = solver.value(self.label[a])
        return Board(board, p.labels)

    def exclude(self, solver) -> None:
        """No-good: some segment differs from the current solution."""
        self.model.add_bool_or([lit.Not() if solver.boolean_value(lit) else lit
                                for lit in self.segments.values()])

    def size(self) -> dict:
        return {"variables": len(self.model.proto.variables),
                "constraints": len(self.model.proto.constraints), "arcs": self.arcs}


def solve_loop(build, options: SolveOptions, cancel: Cancel, rules: str, name: str):
    """Solve, then (for uniqueness) exclude and solve again; shared by cpsat-based methods.
    ``build()`` returns an object with model / board(solver) / exclude(solver) / size()."""
    started = time.perf_counter()
    m = build()
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = int(options.extra.get("workers", 8))
    solutions, status = [], cp_model.UNKNOWN
    stats = dict(m.size(), rules=rules, branches=0, conflicts=0)
    yield Progress(0.0, f"{name} search")

    def time_left():
        remaining = cancel.remaining()
        if options.timeout is not None:
            left = options.timeout - (time.perf_counter() - started)
            remaining = left if remaining is None else min(remaining, left)
        return remaining

    def run_solver(model):
        remaining = time_left()
        if cancel.stopped or (remaining is not None and remaining <= 0):
            return cp_model.UNKNOWN
        if remaining is not None:
            solver.parameters.max_time_in_seconds = remaining
        with stop_on_cancel(cancel, solver.stop_search):
            result = solver.solve(model)
        stats["branches"] += solver.num_branches
        stats["conflicts"] += solver.num_conflicts
        return result

    while len(solutions) < options.max_solutions:
        status = run_solver(m.model)
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        board = m.board(solver)
        solutions.append(board)
        if hasattr(m, "objective_value"):
            stats.setdefault("min_cells", m.objective_value(solver))
        yield Solution(board)
        m.exclude(solver)
    if rules == "nikoli" and options.want_unique and solutions:
        stats["short_circuit"] = short_circuit(build, solutions, run_solver)
    stats["seconds"] = round(time.perf_counter() - started, 4)
    yield finish(solutions, status, options, stats)


def short_circuit(build, solutions, run_solver):
    """Does some solution leave a cell empty? True / False / None (not proven in time)."""
    if any(((b[1::2, 1::2]) == 0).any() for b in solutions):
        return True
    m = build()
    m.model.add_bool_or(m.empty_literals())
    status = run_solver(m.model)
    return {cp_model.INFEASIBLE: False, cp_model.OPTIMAL: True, cp_model.FEASIBLE: True}.get(status)


def finish(solutions, status, options, stats) -> Done:
    if solutions:
        if len(solutions) >= 2:
            unique = False
        elif options.want_unique and status == cp_model.INFEASIBLE:
            unique = True
        else:
            unique = None
        return Done(SOLVED, unique, stats, tuple(solutions))
    if status == cp_model.INFEASIBLE:
        return Done(NO_SOLUTION, None, stats)
    return Done(STOPPED, None, stats)


def solve(puzzle: Numberlink, options: SolveOptions, cancel: Cancel):
    rules = check_rules_name(options.extra.get("rules"))
    yield from solve_loop(lambda: CircuitModel(puzzle, rules, options.known), options, cancel,
                          rules, "CP-SAT circuit")
