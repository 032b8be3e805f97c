"""The method ``cpsat``: arcs on one Hamiltonian-style circuit, on OR-Tools CP-SAT.

Every pair k is oriented from its first end s_k to its second end t_k. The grid gives two arc
literals per pair of adjacent cells (none into an s_k, none out of a t_k), and fixed virtual
arcs t_k -> s_(k+1) chain all paths into one circuit. ``AddCircuit`` then gives every used
cell exactly one arc in and one out (the degree constraints) and, since the circuit is single,
excludes every detached loop. Each cell has an integer label; an arc forces equal labels, so
the path leaving s_k must end at t_k. Under ``nikoli`` an ordinary cell may leave the circuit
through its self-loop literal (= the cell is empty, label 0); under ``fill`` it may not.
Orienting each path fixes the direction of its arcs, so one drawing is one assignment.

Pruning (``prune``, on by default): *a path never touches itself*. Two adjacent cells that
carry the same path must be joined by their segment. This is the detour rule of the fast
numberlink solvers in its general form: it forbids every 2x2 block of one path (a simple path
can use at most three sides of a block, so two cells of the block touch unjoined) and every
U-turn around a corner (c-a-b-d with c, d adjacent). Its justification is one lemma:

    Shortcut lemma. If path P touches itself at adjacent cells u, v (P = s..u X..Y v..t, X..Y
    not empty), then s..u v..t with X..Y left empty is a solution under ``nikoli`` that uses
    strictly fewer cells (no other path uses u or v, and only cells were freed).

So the pruning only removes solutions that have a strictly shorter ``nikoli`` solution, and
following shortcuts always ends (cells strictly decrease) at a solution that is not removed.
What that licenses (proofs in ``solve_pruned``; ``stats["proof"]`` says which was used):

- ``nikoli``: solvable iff the pruned model is; a short-circuit solution (a cell left empty)
  exists iff one exists in the pruned model; a solution S found by the pruned model that uses
  every cell and is the only pruned solution is the only solution at all (any other solution
  would shortcut down to a pruned solution with fewer cells than S, i.e. not S). When the
  pruned solution leaves cells empty, it is unique iff no short stretch of it can be rerouted
  through its empty cells (``reroute.py`` proves it; ``nikoli_proof="plain"``: ask the plain
  model instead).
- ``fill``: every fill solution that touches itself has a shortcut, i.e. a short circuit.
  So when the puzzle has no short-circuit solution (proved on the pruned nikoli model) the
  pruned fill model has exactly the plain model's solutions and its uniqueness answer is
  exact. The pruned fill model finds the first solution (much faster than the plain one);
  "is there another?" is then asked of the plain model with that solution excluded (measured
  cheaper than proving "no short circuit" first; ``extra["fill_proof"]="short-circuit"``
  takes that route). When the pruned fill model finds nothing, the plain model decides.

Every solution returned is a solution of the plain model, so "multiple" from two pruned
solutions is always exact. Enumerating more than two solutions uses the plain model. With a
``known`` board the lemma does not hold (the shortcut may drop a cell the board marks as used)
unless every solution keeps that board: ``extra["known_implied"]`` says so (propagate's
deductions); otherwise the plain model is used.

Uniqueness: a no-good clause over the undirected segment literals (two solutions differ when
their segments differ). Under ``nikoli`` with a uniqueness question the method also answers
whether a short-circuit solution (one that leaves a cell empty) exists: ``stats["short_circuit"]``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence

import numpy as np
from numpy.typing import ArrayLike
from ortools.sat.python import cp_model

from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Progress, Solution, SolveOptions, stoppable
from ..ortools_support import stop_on_cancel, time_left
from .model import UNKNOWN, Board, Cell, Numberlink, edges, segment
from .options import PLAIN, SHORT_CIRCUIT, CpsatOptions
from .reroute import add_reroute

# CP-SAT workers, chosen by measurement on the 2-core machine (benchmarks/NUMBERLINK.md,
# --compare-workers 1,2,8): 1 worker had the lowest total and median over 40 janko puzzles.
WORKERS = 1


class CircuitModel:
    """The CP-SAT model of one puzzle under one rule set (``known``: a partial board to keep;
    ``prune``: add "a path never touches itself", see the module docstring)."""

    def __init__(self, puzzle: Numberlink, rules: str = "fill", known: ArrayLike | None = None, prune: bool = False,
                 cancel: Cancel | None = None) -> None:
        cancel = cancel or Cancel()  # checked while building (Stopped): a 50x50 takes a while
        self.puzzle, self.rules, self.pruned = puzzle, rules, prune
        self.model = cp_model.CpModel()
        self.label: dict[Cell, cp_model.IntVar] = {}
        self.empty: dict[Cell, cp_model.IntVar] = {}
        self.segments: dict[tuple[Cell, Cell], cp_model.IntVar] = {}  # (a, b) -> undirected literal
        # The variables are made in this order (labels, arcs, empties): CP-SAT's search, and
        # so which solution comes first, follows it.
        self._add_labels(cancel)
        arcs = self._add_arcs(cancel)
        n = puzzle.pairs
        for k, (_s, t) in enumerate(puzzle.endpoints, start=1):
            following = puzzle.endpoints[k % n][0]
            arcs.append((self._node(t), self._node(following), self.model.new_constant(1)))
        if rules == "nikoli":
            arcs += self._add_empties()
        cancel.check()
        self.model.add_circuit(arcs)
        self.arcs = len(arcs)
        if prune:
            self._no_touching()
        if known is not None:
            self._keep(np.asarray(known))

    def _node(self, cell: Cell) -> int:
        """The circuit's node of a cell."""
        return cell[0] * self.puzzle.width + cell[1]

    def _add_labels(self, cancel: Cancel) -> None:
        """Each cell's number: a constant on an endpoint, 1..pairs elsewhere (0 too, empty,
        under nikoli rules)."""
        h, w = self.puzzle.shape
        grid = self.puzzle.grid()
        low = 0 if self.rules == "nikoli" else 1
        for r in range(h):
            cancel.check()
            for c in range(w):
                if grid[r, c]:
                    self.label[(r, c)] = self.model.new_constant(int(grid[r, c]))
                else:
                    self.label[(r, c)] = self.model.new_int_var(low, self.puzzle.pairs, f"l{r}_{c}")

    def _add_arcs(self, cancel: Cancel) -> list[tuple[int, int, cp_model.IntVar]]:
        """The circuit's arcs between neighbours (none into a source or out of a sink, none
        between different numbers), each carrying its label along, and the undirected
        segment literal of each edge that has an arc."""
        model, grid = self.model, self.puzzle.grid()
        sources = {ends[0]: k for k, ends in enumerate(self.puzzle.endpoints, start=1)}
        sinks = {ends[1]: k for k, ends in enumerate(self.puzzle.endpoints, start=1)}
        arcs = []
        for index, (a, b) in enumerate(edges(self.puzzle.shape)):
            if index % 64 == 0:
                cancel.check()
            directed = []
            for u, v in ((a, b), (b, a)):
                if u in sinks or v in sources:
                    continue
                if u in sources and v in sinks and sources[u] != sinks[v]:
                    continue
                if grid[u] and grid[v] and grid[u] != grid[v]:
                    continue
                arc = model.new_bool_var(f"a{u[0]}_{u[1]}_{v[0]}_{v[1]}")
                arcs.append((self._node(u), self._node(v), arc))
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
        return arcs

    def _add_empties(self) -> list[tuple[int, int, cp_model.IntVar]]:
        """Nikoli rules: a self-loop arc for each non-endpoint cell, true when it stays empty."""
        h, w = self.puzzle.shape
        grid = self.puzzle.grid()
        arcs = []
        for r in range(h):
            for c in range(w):
                if not grid[r, c]:
                    empty = self.model.new_bool_var(f"e{r}_{c}")
                    arcs.append((self._node((r, c)), self._node((r, c)), empty))
                    self.model.add(self.label[(r, c)] == 0).only_enforce_if(empty)
                    self.model.add(self.label[(r, c)] >= 1).only_enforce_if(empty.Not())
                    self.empty[(r, c)] = empty
        return arcs

    def _no_touching(self) -> None:
        """A path never touches itself: adjacent used cells with equal labels are joined.
        Edges without a segment literal join two endpoints of different pairs (labels differ
        already). The 2x2 bound is implied (three sides of a block would be one path touching
        itself) but stated, since CP-SAT propagates the linear form much earlier."""
        for (a, b), line in self.segments.items():
            unjoined = [line.Not()] + [self.empty[x].Not() for x in (a, b) if x in self.empty]
            self.model.add(self.label[a] != self.label[b]).only_enforce_if(unjoined)
        h, w = self.puzzle.shape
        for r in range(h - 1):
            for c in range(w - 1):
                sides = [self.segments.get(e) for e in (((r, c), (r, c + 1)), ((r + 1, c), (r + 1, c + 1)),
                                                        ((r, c), (r + 1, c)), ((r, c + 1), (r + 1, c + 1)))]
                drawn = [s for s in sides if s is not None]
                if len(drawn) > 2:
                    self.model.add(sum(drawn) <= 2)
        if self.empty:
            self._no_detours()

    def _used(self, cell: Cell) -> list:
        """Literals that all hold when ``cell`` carries a line (none for an endpoint)."""
        return [self.empty[cell].Not()] if cell in self.empty else []

    def _seg(self, a: Cell, b: Cell) -> cp_model.IntVar | None:
        return self.segments.get((a, b)) if (a, b) in self.segments else self.segments.get((b, a))

    def _no_detours(self) -> None:
        """``nikoli`` only: detours past an empty cell e (see the module docstring).

        Shortcut through e: two cells u, v next to e on one path are joined by u-e-v, which is
        strictly shorter unless the path already runs u-m-v round the block's other corner m
        (u, v opposite across e are 4+ steps apart: parity, and e is their only common
        neighbour). The u-m-v case is the same length: the free-corner detour. Those come in
        pairs (u-m-v with e free, u-e-v with m free), so keep only the one whose used corner is
        in the upper row: each swap moves one used cell up a row, which cannot go on forever.

        Shortcut through two empty cells e, f in a row: u-e-f-v in line is the only 3-step
        route from u to v, so one path through u and v runs 5+ steps there; u-e-f-v is shorter.
        (Measured on the slowest janko "no short circuit" proofs, median of five clause orders:
        1.07x to 1.37x faster; benchmarks/NUMBERLINK.md.)"""
        _h, _w = self.puzzle.shape
        for e, empty in self.empty.items():
            r, c = e
            for u, v in (((r, c - 1), (r, c + 1)), ((r - 1, c), (r + 1, c))):
                if u in self.label and v in self.label:
                    self.model.add(self.label[u] != self.label[v]).only_enforce_if(
                        [empty] + self._used(u) + self._used(v))
            for f, u, v in (((r, c + 1), (r, c - 1), (r, c + 2)), ((r + 1, c), (r - 1, c), (r + 2, c))):
                if f in self.empty and u in self.label and v in self.label:
                    self.model.add(self.label[u] != self.label[v]).only_enforce_if(
                        [empty, self.empty[f]] + self._used(u) + self._used(v))
            for dr in (-1, 1):
                for dc in (-1, 1):
                    u, v, m = (r + dr, c), (r, c + dc), (r + dr, c + dc)
                    if m not in self.label:
                        continue
                    for side in (self._seg(u, m), self._seg(m, v)):
                        unless = [] if side is None else [side.Not()]
                        self.model.add(self.label[u] != self.label[v]).only_enforce_if(
                            [empty] + self._used(u) + self._used(v) + unless)
                    if dr == -1:  # e in the lower row, m above: the kept orientation
                        continue
                    um, mv = self._seg(u, m), self._seg(m, v)
                    if um is not None and mv is not None:
                        self.model.add_bool_or([empty.Not(), um.Not(), mv.Not()])

    def _keep(self, known: np.ndarray) -> None:
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

    def board(self, solver: cp_model.CpSolver) -> Board:
        p = self.puzzle
        board = np.zeros((2 * p.height + 1, 2 * p.width + 1), dtype=np.int32)
        for (r, c), label in self.label.items():
            board[2 * r + 1, 2 * c + 1] = solver.value(label)
        for (a, b), literal in self.segments.items():
            if solver.boolean_value(literal):
                board[segment(a, b)] = solver.value(self.label[a])
        return Board(board, p.labels)

    def exclude(self, solver: cp_model.CpSolver) -> None:
        """No-good: some segment differs from the current solution."""
        self.exclude_board(self.board(solver))

    def exclude_board(self, board: np.ndarray) -> None:
        """No-good against a board (from this model or another one of the same puzzle)."""
        self.model.add_bool_or([lit.Not() if board[segment(a, b)] > 0 else lit
                                for (a, b), lit in self.segments.items()])

    def size(self) -> dict:
        return {"variables": len(self.model.proto.variables),
                "constraints": len(self.model.proto.constraints), "arcs": self.arcs}


class Search:
    """One CP-SAT solver, the time budget and the statistics shared by every model a method
    solves in turn (the budget is for the whole answer, not per model)."""

    def __init__(self, options: SolveOptions, cancel: Cancel, stats: dict) -> None:
        self.options, self.cancel, self.stats = options, cancel, stats
        self.started = time.monotonic()
        self.solver = cp_model.CpSolver()
        self.solver.parameters.num_workers = CpsatOptions.of(options).workers or WORKERS
        stats.setdefault("branches", 0)
        stats.setdefault("conflicts", 0)
        stats.setdefault("solves", 0)

    def time_left(self) -> float | None:
        return time_left(self.options, self.cancel, self.started)

    def run(self, model: cp_model.CpModel) -> cp_model.CpSolverStatus:
        remaining = self.time_left()
        if self.cancel.stopped or (remaining is not None and remaining <= 0):
            return cp_model.UNKNOWN
        if remaining is not None:
            self.solver.parameters.max_time_in_seconds = remaining
        with stop_on_cancel(self.cancel, self.solver.stop_search):
            result = self.solver.solve(model)
        self.stats["branches"] += self.solver.num_branches
        self.stats["conflicts"] += self.solver.num_conflicts
        self.stats["solves"] += 1
        return result

    def solutions(self, m: CircuitModel, limit: int, found: Iterable[np.ndarray] = (),
                  ) -> Generator[Board, None, cp_model.CpSolverStatus]:
        """Up to ``limit`` solutions of model m besides ``found`` (excluded first); yields
        each board, then returns the last status (INFEASIBLE: there are no more)."""
        for board in found:
            m.exclude_board(board)
        status = cp_model.UNKNOWN
        for _ in range(limit):
            status = self.run(m.model)
            if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
                return status
            board = m.board(self.solver)
            yield board
            m.exclude_board(board)
        return status


def solve_loop(build: Callable[[], CircuitModel], options: SolveOptions, cancel: Cancel, rules: str,
               name: str) -> Iterator:
    """Solve, then (for uniqueness) exclude and solve again; shared by cpsat-based methods.
    ``build()`` returns an object with model / board(solver) / exclude(solver) / size()."""
    m = build()
    stats = dict(m.size(), rules=rules)
    search = Search(options, cancel, stats)
    solutions: list[Board] = []
    yield Progress(0.0, f"{name} search")
    status = yield from _collect(search, m, options.max_solutions, solutions)
    if rules == "nikoli" and options.want_unique and solutions:
        stats["short_circuit"] = short_circuit(build, solutions, search.run)
    stats["seconds"] = round(time.monotonic() - search.started, 4)
    yield finish(solutions, status, options, stats)


def _collect(search: Search, m: CircuitModel, limit: int, solutions: list[Board],
             ) -> Generator[Solution, None, cp_model.CpSolverStatus]:
    """Run ``search.solutions`` on m, appending to ``solutions`` and yielding Solution events;
    returns the last status."""
    gen = search.solutions(m, limit - len(solutions), solutions)
    while True:
        try:
            board = next(gen)
        except StopIteration as stop:
            return stop.value
        solutions.append(board)
        yield Solution(board)


def short_circuit(build: Callable[[], CircuitModel], solutions: Iterable[np.ndarray],
                  run_solver: Callable[[cp_model.CpModel], cp_model.CpSolverStatus]) -> bool | None:
    """Does some solution leave a cell empty? True / False / None (not proven in time).
    ``build()`` must give a nikoli model (plain or pruned: the shortcut lemma keeps the answer)."""
    if any(((b[1::2, 1::2]) == 0).any() for b in solutions):
        return True
    m = build()
    m.model.add_bool_or(m.empty_literals())
    status = run_solver(m.model)
    return {cp_model.INFEASIBLE: False, cp_model.OPTIMAL: True, cp_model.FEASIBLE: True}.get(status)


def finish(solutions: Sequence[np.ndarray], status: cp_model.CpSolverStatus, options: SolveOptions, stats: dict) -> Done:
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


def solve_pruned(puzzle: Numberlink, options: SolveOptions, cancel: Cancel, rules: str) -> Iterator:
    """The pruned model first; the plain one only where the shortcut lemma proves nothing."""
    known = options.known

    def model(rule_set: str, prune: bool) -> CircuitModel:
        return CircuitModel(puzzle, rule_set, known, prune, cancel)

    m = model(rules, True)
    stats = dict(m.size(), rules=rules, pruned=True)
    search = Search(options, cancel, stats)
    solutions: list[Board] = []
    yield Progress(0.0, "CP-SAT circuit search (pruned: no path touches itself)")
    status = yield from _collect(search, m, options.max_solutions, solutions)
    chosen = CpsatOptions.of(options)
    proof, ask_plain = "pruned", False  # proof: the stats' words; ask_plain: what happens next
    if rules == "nikoli":
        if options.want_unique and solutions:
            # Exact on the pruned model (a short circuit shortcuts down to a pruned one).
            stats["short_circuit"] = short_circuit(lambda: model("nikoli", True), solutions, search.run)
            if len(solutions) == 1 and status == cp_model.INFEASIBLE and stats["short_circuit"]:
                # S leaves cells empty: a longer solution may shortcut down to S itself.
                if chosen.nikoli_proof == PLAIN:
                    proof = "plain"
                    status = yield from _collect(search, model("nikoli", False), 2, solutions)
                else:
                    proof = "pruned, reroute check"
                    yield from add_reroute(puzzle, solutions)
    elif status == cp_model.INFEASIBLE and len(solutions) < options.max_solutions:
        # fill: exact only if no fill solution touches itself, i.e. without short circuits.
        # Proving "no short circuit" measured slower than the plain model's own proof on most
        # janko puzzles (NUMBERLINK.md), so by default the plain model proves fill uniqueness
        # (``fill_proof="short-circuit"`` takes the other route).
        if solutions and chosen.fill_proof == SHORT_CIRCUIT:
            sc = short_circuit(lambda: model("nikoli", True), [], search.run)
            stats["short_circuit"] = sc
            if sc is None:
                status = cp_model.UNKNOWN
            elif sc:
                ask_plain = True
            else:
                proof = "pruned, no short circuit"
        else:
            ask_plain = True  # none found: the only ones may touch themselves (a 2x2 corner)
        if ask_plain:
            proof = "plain"
            status = yield from _collect(search, model("fill", False), options.max_solutions, solutions)
    stats["proof"] = proof
    stats["seconds"] = round(time.monotonic() - search.started, 4)
    yield finish(solutions, status, options, stats)


@stoppable
def solve(puzzle: Numberlink, options: SolveOptions, cancel: Cancel) -> Iterator:
    chosen = CpsatOptions.of(options)
    rules = chosen.rules
    prune = chosen.prune and options.max_solutions <= 2
    if options.known is not None and not chosen.known_implied:
        prune = False
    if prune:
        yield from solve_pruned(puzzle, options, cancel, rules)
        return
    yield from solve_loop(lambda: CircuitModel(puzzle, rules, options.known, cancel=cancel), options, cancel,
                          rules, "CP-SAT circuit")
