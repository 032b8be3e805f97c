"""The method ``sat``: a CNF without any connectivity constraint, detached cycles cut lazily
(the encoding of the fast SAT numberlink solvers), on an incremental SAT solver.

Variables: one segment literal per pair of adjacent cells (none between the ends of two
different pairs) and, per ordinary cell, its label (which path runs through it) in binary,
ceil(log2(n + 1)) bits (``labels="one-hot"``: the classic n one-hot values), and under
``nikoli`` an "empty" literal. Clauses, all local:

- degree: a number has exactly one segment; an ordinary cell exactly two (``fill``), or two
  when used and none when empty (``nikoli``);
- a segment joins cells of equal labels (numbers carry their own label), so a path that leaves
  the k-th number can only end at the other k.

That is every rule except one: segments may close into a cycle, and such a cycle never holds a
number (a number has one segment). Nothing forbids that up front; instead each solution is
checked, each detached cycle found is cut (its cells S hold no number, so "a used cell of S
needs a segment leaving S": otherwise the used cells of S close into cycles again), and the
solver goes on from where it was (incremental). Cycles are rare: the pruning below (a path
never touches itself) already rules out every cycle next to a path of its label.

Pruning, rule-set logic and uniqueness follow ``cpsat`` (its module docstring proves them with
the shortcut lemma), with one change measured on this encoding: under ``fill`` uniqueness is
proved by default as "no other pruned fill solution, and no short circuit" on one pruned
nikoli model and one solver, the fill questions asked under the assumptions "no cell is empty"
(``_one_model``; the plain model is asked only when a short circuit exists); ``fill_proof="plain"`` takes the
cpsat route. Under ``nikoli`` with a uniqueness question the pruned fill model is asked first:
when it has a solution S, one question ("a pruned nikoli solution other than S?") settles
uniqueness and short circuits together (``_nikoli_from_fill``; ``nikoli_route="direct"``
skips it). Otherwise, when the only pruned solution S leaves cells empty (so a longer
solution could shortcut down to it), S is unique iff no short stretch of it can be rerouted
through its empty cells (``reroute``, no search); ``nikoli_proof="plain"`` asks the whole plain
model instead. Uniqueness: a no-good over the segment literals, with the same lazy cycle loop.

The binary model's clauses are built in bulk as numpy arrays (clause_arrays.py, issue 36);
the one-hot model and subclasses that change the clauses (move_judge) keep the loops below.

Backends (``extra["backend"]``): ``glucose`` (default: PySAT's Glucose 4.2, incremental and
interruptible; on janko up to 15x15 in one run 2.7x faster in total than CP-SAT on the same
clauses with uniqueness, 2.4x to a first solution, benchmarks/NUMBERLINK.md) and ``cpsat`` (the
same clauses as a pure Boolean CP-SAT model, solved again after each cut).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from typing import Any

import numpy as np
from numpy.typing import ArrayLike

from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Progress, Solution, SolveOptions, stoppable
from ..grid import components
from ..ortools_support import stop_on_cancel, time_left
from ..sat_support import SAT, UNSAT, Cnf, GlucoseBackend, Lit, neg
from .model import UNKNOWN, Board, Cell, Numberlink, edges, neighbours, segment
from .options import PLAIN, SHORT_CIRCUIT, SatOptions, parsed
from .reroute import add_reroute

# The Progress message before the question "does a solution leave a cell empty?": on few-pair
# puzzles nearly all of a uniqueness answer's time (benchmarks/NUMBERLINK.md), so the studio's
# Check names it while it runs.
SHORT_CIRCUIT_STAGE = "proving that no solution leaves a cell empty"
# ... and before the plain fill model (paths may touch themselves), asked when a short circuit
# exists: slow on few-pair puzzles too.
PLAIN_FILL_STAGE = "searching solutions whose paths touch themselves"
NOT_ASKED = "not asked"  # a question left for later (_fill_proof)


class SatModel:
    """The CNF of one puzzle under one rule set (``known``: a partial board to keep;
    ``prune``: add "a path never touches itself" and, under nikoli, "no detour past an empty
    cell", the rules of cpsat.CircuitModel)."""

    solver: GlucoseBackend | CpsatBackend | None = None  # the backend, once attached (LazySearch.attach / build)
    bulk = False  # build with clause_arrays (BinarySatModel's own clauses only)

    def __init__(self, puzzle: Numberlink, rules: str = "fill", known: ArrayLike | None = None, prune: bool = False,
                 cancel: Cancel | None = None, cnf: Cnf | None = None) -> None:
        """``cnf``: where the clauses go (one that streams into a solver: LazySearch.build)."""
        self.cancel = cancel or Cancel()  # checked while building (Stopped): a 50x50 takes a while
        self.puzzle, self.rules, self.pruned = puzzle, rules, prune
        h, w = self.shape = puzzle.shape
        self.n = puzzle.pairs
        self.grid = grid = puzzle.grid()
        cnf = self.cnf = cnf if cnf is not None else Cnf()
        self.cells = [(r, c) for r in range(h) for c in range(w)]
        self.grid_cells = set(self.cells)
        if self.bulk and isinstance(self, BinarySatModel):  # the same clauses as the loops below, as numpy arrays (clause_arrays.py)
            from .clause_arrays import build_binary

            build_binary(self, cnf, prune)
            if known is not None:
                self._keep(np.asarray(known))
            return
        self._labels()
        self.segments: dict[tuple[Cell, Cell], int] = {}  # (a, b) -> literal, a before b in row-major order
        for index, (a, b) in enumerate(edges(puzzle.shape)):
            if index % 64 == 0:
                self.cancel.check()
            if grid[a] and grid[b] and grid[a] != grid[b]:
                continue
            line = self.segments[(a, b)] = cnf.var()
            self._join(line, a, b)
        for cell in self.cells:
            if cell[1] == 0:
                self.cancel.check()
            incident = [s for s in (self.seg(cell, nb) for nb in neighbours(puzzle.shape, *cell))
                        if s is not None]
            self._degree(cell, incident)
        self.cancel.check()
        if prune:
            self._no_touching()
        else:
            self._no_square_cycles()
        if known is not None:
            self._keep(np.asarray(known))

    def _degree(self, cell: Cell, incident: list[int]) -> None:
        """A number has one segment; an ordinary cell two when used, none when empty (empty is
        False under fill)."""
        cnf, empty = self.cnf, self.empty_of(cell)
        if self.grid[cell]:
            cnf.exactly_one(incident)
            return
        cnf.at_most(2, incident)
        cnf.at_least(2, incident, unless=empty)
        for s in incident:
            cnf.add([neg(empty), -s])

    def empty_of(self, cell: Cell) -> Lit:
        """The literal "cell is empty" (False for numbers and under fill)."""
        return self.empty.get(cell, False)

    # --- labels: one-hot (this class) or binary (BinarySatModel, for many pairs) -------------

    def _labels(self) -> None:
        """x[cell][k] for k = 1..n (index 0: empty; False under fill). A number's labels are
        constants, so no variable or clause is made for them."""
        h, w = self.shape
        n, grid, cnf, rules = self.n, self.grid, self.cnf, self.rules
        self.x: dict[Cell, list[Lit]] = {}
        for r in range(h):
            self.cancel.check()
            for c in range(w):
                k = int(grid[r, c])
                if k:
                    self.x[(r, c)] = [j == k for j in range(n + 1)]
                    continue
                lits: list[Lit] = [cnf.var() for _ in range(n + 1)]
                if rules == "fill":
                    lits[0] = False
                cnf.exactly_one(lits)
                self.x[(r, c)] = lits
        self.empty = {cell: lits[0] for cell, lits in self.x.items() if not isinstance(lits[0], bool)}

    def _join(self, line: int, a: Cell, b: Cell) -> None:
        """A segment joins equal labels. One direction is enough, also for propagation: with
        line and label k at b, b's one-hot falsifies x[b][j], so these clauses falsify x[a][j]
        for every j != k, and a's one-hot sets x[a][k]."""
        xa, xb = self.x[a], self.x[b]
        if self.grid[a] or self.grid[b]:
            for k in range(1, self.n + 1):
                self.cnf.add([-line, neg(xa[k]), xb[k]])
        else:  # the bulk of the clauses: no constants to fold (measured: the build time)
            self.cnf.extend([[-line, -xa[k], xb[k]] for k in range(1, self.n + 1)])

    def _apart(self, unless: list[Lit], u: Cell, v: Cell) -> None:
        """Unless one of the literals ``unless`` holds, used cells u, v carry different labels."""
        xu, xv = self.x[u], self.x[v]
        if self.grid[u] or self.grid[v] or any(isinstance(lit, bool) for lit in unless):
            for k in range(1, self.n + 1):
                self.cnf.add(unless + [neg(xu[k]), neg(xv[k])])
        else:
            self.cnf.extend([unless + [-xu[k], -xv[k]] for k in range(1, self.n + 1)])

    def _fix(self, cell: Cell, value: int) -> None:
        """The known board says: cell carries label ``value`` (0: empty)."""
        lits = self.x[cell]
        self.cnf.add([lits[value] if 0 <= value < len(lits) else False])

    def label_of(self, cell: Cell, true: Callable[[int], bool]) -> int:
        """The label of a cell in a solution (0: empty; n + 1: on a detached cycle)."""
        lits = self.x[cell]
        return next((k for k in range(1, self.n + 1)
                     if (lits[k] if isinstance(lits[k], bool) else true(lits[k]))), 0)

    def seg(self, a: Cell, b: Cell) -> int | None:
        """The segment literal between adjacent cells a, b (None: they cannot be joined)."""
        return self.segments.get((a, b) if a < b else (b, a))

    def _blocks(self) -> Iterator[list[int]]:
        """The sides (segment literals) of each 2x2 block that has four."""
        h, w = self.shape
        for r in range(h - 1):
            for c in range(w - 1):
                sides = [self.seg(*e) for e in (((r, c), (r, c + 1)), ((r + 1, c), (r + 1, c + 1)),
                                                ((r, c), (r + 1, c)), ((r, c + 1), (r + 1, c + 1)))]
                yield [s for s in sides if s is not None]

    def _no_square_cycles(self) -> None:
        """The smallest detached cycle, round a 2x2 block, forbidden up front rather than cut
        once found (the plain fill model met dozens of them on the nikoli-style collections/
        janko puzzles; benchmarks/NUMBERLINK.md)."""
        for sides in self._blocks():
            if len(sides) == 4:
                self.cnf.add([-s for s in sides])

    # --- pruning (the same rules as cpsat.CircuitModel, proved there) ------------------------

    def _no_touching(self) -> None:
        """A path never touches itself: adjacent cells of one label are joined. The 2x2 bound
        is implied but stated (unit propagation sees it much earlier)."""
        for a, b in edges(self.shape):
            line = self.seg(a, b)
            if line is None:
                continue  # the ends of two different pairs
            self._apart([line], a, b)
        for sides in self._blocks():
            if len(sides) > 2:
                self.cnf.at_most(2, sides)
        if self.empty:
            self._no_detours()

    def _no_detours(self) -> None:
        """nikoli only: no detour past an empty cell e (cpsat.CircuitModel._no_detours says why):
        two cells u, v of one path next to e are joined round the other corner m of their
        block, and that corner turn is kept only with m in the upper row; u, v in line with
        two empty cells between them are on different paths."""
        inside = self.grid_cells.__contains__
        for e, empty in self.empty.items():
            r, c = e
            for u, v in (((r, c - 1), (r, c + 1)), ((r - 1, c), (r + 1, c))):
                if inside(u) and inside(v):
                    self._apart([-empty], u, v)
            for f, u, v in (((r, c + 1), (r, c - 1), (r, c + 2)), ((r + 1, c), (r - 1, c), (r + 2, c))):
                if f in self.empty and inside(u) and inside(v):
                    self._apart([-empty, -self.empty[f]], u, v)
            for dr in (-1, 1):
                for dc in (-1, 1):
                    u, v, m = (r + dr, c), (r, c + dc), (r + dr, c + dc)
                    if not inside(m):
                        continue
                    for side in (self.seg(u, m), self.seg(m, v)):
                        self._apart([-empty, False if side is None else side], u, v)
                    if dr == -1:  # e in the lower row, m above: the kept orientation
                        continue
                    um, mv = self.seg(u, m), self.seg(m, v)
                    if um is not None and mv is not None:
                        self.cnf.add([-empty, -um, -mv])

    def _keep(self, known: np.ndarray) -> None:
        for (a, b), line in self.segments.items():
            value = known[segment(a, b)]
            if value == 0:
                self.cnf.add([-line])
            elif value > 0 or value == -2:
                self.cnf.add([line])
        for cell in self.cells:
            value = int(known[2 * cell[0] + 1, 2 * cell[1] + 1])
            if value != UNKNOWN:
                self._fix(cell, value)

    # --- solutions, cycles, no-goods ---------------------------------------------------------

    def board(self, true: Callable[[int], bool]) -> Board:
        """The board of a solution (``true(v)``: the value of variable v)."""
        p = self.puzzle
        board = np.zeros((2 * p.height + 1, 2 * p.width + 1), dtype=np.int32)
        for r, c in self.cells:
            board[2 * r + 1, 2 * c + 1] = self.label_of((r, c), true)
        for (a, b), line in self.segments.items():
            if true(line):
                board[segment(a, b)] = board[2 * a[0] + 1, 2 * a[1] + 1]
        return Board(board, p.labels)

    def detached_cycles(self, board: np.ndarray) -> list[list[Cell]]:
        """The cell sets of the drawn components that hold no number (cycles, by degree)."""
        def drawn(cell: Cell) -> list[Cell]:
            return [nb for nb in neighbours(self.shape, *cell) if board[segment(cell, nb)] > 0]

        starts = (cell for cell in self.cells if not self.grid[cell] and board[2 * cell[0] + 1, 2 * cell[1] + 1] != 0)
        return [group for group in components(starts, drawn) if not any(self.grid[cell] for cell in group)]

    def cut(self, cells: list[Cell]) -> None:
        """Forbid the cycle on ``cells`` and every other way to close them off: a used cell of
        the set (no number in it) needs a segment that leaves the set."""
        inside = set(cells)
        leaving = [s for cell in cells for nb in neighbours(self.shape, *cell) if nb not in inside
                   for s in [self.seg(cell, nb)] if s is not None] + self.numbered(cells)
        for cell in cells if self.empty else cells[:1]:
            self.cnf.add([self.empty_of(cell)] + leaving)

    def numbered(self, cells: list[Cell]) -> list:
        """Literals "one of these cells is a number" (none here: the numbers are fixed)."""
        return []

    def literals_of(self, board: np.ndarray) -> list[int]:
        """The segment literals as drawn on ``board`` (a solver's preferred phases)."""
        return [line if board[segment(a, b)] > 0 else -line for (a, b), line in self.segments.items()]

    def exclude_board(self, board: np.ndarray) -> None:
        """No-good against a board: some segment differs."""
        self.cnf.add(self.differs_from(board))

    def differs_from(self, board: np.ndarray) -> list[int]:
        """The literals "some segment differs from ``board``"."""
        return [-line if board[segment(a, b)] > 0 else line for (a, b), line in self.segments.items()]

    def attached(self) -> GlucoseBackend | CpsatBackend:
        """The backend, which every solve has (LazySearch attaches one first)."""
        if self.solver is None:
            raise RuntimeError("no solver attached to this model (LazySearch.attach)")
        return self.solver

    def some_cell_empty(self) -> None:
        self.cnf.add(list(self.empty.values()))


class BinarySatModel(SatModel):
    """SatModel with each label as ceil(log2(n + 1)) bits instead of n one-hot values: for
    puzzles with many pairs (the contest's 50x50 has 320), where the one-hot clauses grow with
    n per edge and dominate. Under nikoli an empty cell has its own literal (its bits are free).
    A bit pattern that is no pair's label can only sit on a detached cycle (a path takes its
    numbers' label), so such cells are reported as label n + 1 and the cycle is cut."""

    bulk = True  # a subclass that changes the clauses sets it False
    arrays: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None  # bits, empty, pairs, segments (clause_arrays)

    def board(self, true: Callable[[int], bool]) -> Board:
        """SatModel.board, read from the whole model at once when the bulk build's arrays and
        Glucose's last model are at hand (the per-cell reads were 5 % of a janko 10x10)."""
        solver = self.solver
        if self.arrays is None or not isinstance(solver, GlucoseBackend) or true != solver.value:
            return super().board(true)
        from .clause_arrays import TRUE

        bits, empty, pairs, seg = self.arrays
        lits = np.concatenate([bits.reshape(-1), empty, seg])
        variables = lits[(lits != 0) & (lits != TRUE)]
        if variables.size and int(variables.max()) > len(solver.model):
            return super().board(true)
        value = np.zeros(len(solver.model) + 1, dtype=bool)
        value[1:] = np.asarray(solver.model) > 0

        def holds(a: np.ndarray) -> np.ndarray:
            return np.where(a == TRUE, True, np.where(a == 0, False, value[np.clip(a, 0, len(value) - 1)]))

        h, w = self.shape
        label = (holds(bits).astype(np.int64) << np.arange(bits.shape[1])).sum(axis=1)
        label = np.where((label >= 1) & (label <= self.n), label, self.n + 1)
        label[(empty != 0) & holds(empty)] = 0
        board = np.zeros((2 * h + 1, 2 * w + 1), dtype=np.int32)
        board[1::2, 1::2] = label.reshape(h, w)
        drawn = holds(seg)
        a, b = pairs[drawn, 0], pairs[drawn, 1]
        board[(a // w) + (b // w) + 1, (a % w) + (b % w) + 1] = label[a]
        return Board(board, self.puzzle.labels)

    def _labels(self) -> None:
        n, cnf = self.n, self.cnf
        self.bits_n = max(1, n.bit_length())
        self.bits: dict[Cell, list[Lit]] = {}
        self.empty: dict[Cell, Lit] = {}
        self._differ: dict[tuple[Cell, Cell], list[Lit]] = {}
        for cell in self.cells:
            if cell[1] == 0:
                self.cancel.check()
            k = int(self.grid[cell])
            if k:
                self.bits[cell] = [bool(k >> i & 1) for i in range(self.bits_n)]
                continue
            self.bits[cell] = [cnf.var() for _ in range(self.bits_n)]
            if self.rules == "nikoli":
                self.empty[cell] = cnf.var()

    def _join(self, line: int, a: Cell, b: Cell) -> None:
        for ba, bb in zip(self.bits[a], self.bits[b]):
            self.cnf.add([-line, neg(ba), bb])
            self.cnf.add([-line, ba, neg(bb)])

    def _apart(self, unless: list[Lit], u: Cell, v: Cell) -> None:
        key = (u, v) if u < v else (v, u)
        if key not in self._differ:  # d_i -> the i-th bits of u and v differ
            ds: list[Lit] = []
            for bu, bv in zip(self.bits[u], self.bits[v]):
                if isinstance(bu, bool) and isinstance(bv, bool):
                    if bu != bv:
                        ds = [True]
                        break
                    continue
                d = self.cnf.var()
                self.cnf.add([-d, bu, bv])
                self.cnf.add([-d, neg(bu), neg(bv)])
                ds.append(d)
            self._differ[key] = ds
        self.cnf.add(unless + [self.empty_of(u), self.empty_of(v)] + self._differ[key])

    def _fix(self, cell: Cell, value: int) -> None:
        if value == 0:
            self.cnf.add([self.empty_of(cell)])
            return
        self.cnf.add([neg(self.empty_of(cell))])
        for i, bit in enumerate(self.bits[cell]):
            self.cnf.add([bit if value >> i & 1 else neg(bit)])

    def label_of(self, cell: Cell, true: Callable[[int], bool]) -> int:
        empty = self.empty_of(cell)
        if empty is not False and true(empty):
            return 0
        value = sum(1 << i for i, bit in enumerate(self.bits[cell])
                    if (bit if isinstance(bit, bool) else true(bit)))
        return value if 1 <= value <= self.n else self.n + 1


class CpsatBackend:
    """The same clauses as a pure Boolean CP-SAT model (solved again after each addition)."""

    def __init__(self, cnf: Cnf, workers: int = 1) -> None:
        from ortools.sat.python import cp_model

        self.cp_model = cp_model
        self.model = cp_model.CpModel()
        # DIMACS numbering: variable v is vars[v] (there is no 0)
        self.vars = {i: self.model.new_bool_var(f"v{i}") for i in range(1, cnf.variables + 1)}
        cnf.sink = self.add
        for clause in cnf.clauses:
            self.add(clause)
        self.solver = cp_model.CpSolver()
        self.solver.parameters.num_workers = workers
        self.conflicts = self.branches = 0

    def add(self, clause: list[int]) -> None:
        self.model.add_bool_or([self.vars[v] if v > 0 else self.vars[-v].Not() for v in clause])

    def prefer(self, literals: Iterable[int]) -> None:
        for v in literals:
            self.model.add_hint(self.vars[abs(v)], v > 0)

    def solve(self, seconds: float | None, cancel: Cancel, assumptions: Iterable[int] = ()) -> bool | None:
        cp_model = self.cp_model
        self.model.clear_assumptions()
        self.model.add_assumptions([self.vars[v] if v > 0 else self.vars[-v].Not() for v in assumptions])
        self.solver.parameters.max_time_in_seconds = 1e9 if seconds is None else seconds
        with stop_on_cancel(cancel, self.solver.stop_search):
            status = self.solver.solve(self.model)
        self.conflicts += self.solver.num_conflicts
        self.branches += self.solver.num_branches
        return {cp_model.OPTIMAL: SAT, cp_model.FEASIBLE: SAT, cp_model.INFEASIBLE: UNSAT}.get(status)

    def value(self, v: int) -> bool:
        return bool(self.solver.boolean_value(self.vars[v]))

    def clauses(self) -> int:
        return len(self.model.proto.constraints)

    def statistics(self) -> dict:
        return {"conflicts": self.conflicts, "branches": self.branches}

    def close(self) -> None:
        pass


BACKENDS = {"glucose": GlucoseBackend, "cpsat": CpsatBackend}
# Label encodings (``extra["labels"]``). Binary is the default: measured equal to one-hot on
# janko up to 15x15 (with uniqueness), 2.3x faster on the 50x50 fill puzzles (29-34 pairs) and
# 12x on the contest's 50x50 (320 pairs), where one-hot had 7 million clauses.
ENCODINGS = {"one-hot": SatModel, "binary": BinarySatModel}


class LazySearch:
    """One time budget for every model an answer needs; solves a model with the lazy cycle
    loop (a solution counts once it has no detached cycle)."""

    def __init__(self, options: SolveOptions, cancel: Cancel, stats: dict) -> None:
        self.options, self.cancel, self.stats = options, cancel, stats
        self.started = time.monotonic()
        self.chosen = parsed(SatOptions, options)
        self.backend = self.chosen.backend
        for key in ("solves", "cycle_cuts", "conflicts", "branches"):
            stats.setdefault(key, 0)
        # ``propagations``: a work budget for every solve of this search together (Glucose
        # only), which unlike seconds answers alike at any load (the generators').
        self.budget = self.chosen.propagations
        self.propagations = 0  # spent so far (Glucose only)

    def time_left(self) -> float | None:
        return time_left(self.options, self.cancel, self.started)

    def attach(self, m: SatModel) -> SatModel:
        """Hand the model's clauses to a new solver of the chosen backend (none when it
        was built streaming into one)."""
        if m.solver is None:
            m.solver = self._backend(m.cnf)
        return m

    def _backend(self, cnf: Cnf) -> GlucoseBackend | CpsatBackend:
        if self.backend == "cpsat":
            return CpsatBackend(cnf, self.chosen.workers or 1)
        return BACKENDS[self.backend](cnf)

    def build(self, make: Callable[[Cnf | None], SatModel]) -> SatModel:
        """``make(cnf)``, a model whose clauses stream into a new solver as they are made.
        Held as Python lists first, a 100x100 with 1,608 pairs took 130 MB beside Glucose's
        82 MB, and auto's race holds two models (issue 28: 521 MB). The cpsat backend makes
        its variables when it is made, so its models are built first and attached after."""
        if self.backend == "cpsat":
            return self.attach(make(None))
        cnf = Cnf()
        solver = self._backend(cnf)
        try:
            m = make(cnf)
        except BaseException:
            solver.close()
            raise
        m.solver = solver
        return m

    def solve(self, m: SatModel, assumptions: Iterable[int] = ()) -> tuple[bool | None, Board | None]:
        """(answer, board): SAT with the board of a cycle-free solution, UNSAT, or None.
        ``assumptions``: literals that hold for this solve only."""
        while True:
            left = self.time_left()
            if self.cancel.stopped or (left is not None and left <= 0):
                return None, None
            solver = m.attached()
            if self.budget is None:
                answer = solver.solve(left, self.cancel, assumptions)
            else:
                if self.propagations >= self.budget:
                    return None, None
                if not isinstance(solver, GlucoseBackend):
                    raise TypeError("a propagation budget needs the glucose backend")
                answer = solver.solve(left, self.cancel, assumptions,
                                      propagations=self.budget - self.propagations)
            self.propagations += getattr(solver, "propagations_used", 0)
            self.stats["solves"] += 1
            if answer is not SAT:
                return answer, None
            board = m.board(solver.value)
            cycles = m.detached_cycles(board)
            if not cycles:
                return SAT, board
            for cells in cycles:
                m.cut(cells)
            self.stats["cycle_cuts"] += len(cycles)

    def collect(self, m: SatModel, limit: int, solutions: list,
                assumptions: Sequence[int] = ()) -> Generator[Solution, None, bool | None]:
        """Solutions of m besides those in ``solutions`` (excluded first) until there are
        ``limit``; yields Solution events, returns the last answer (UNSAT: no more).
        ``assumptions``: literals that hold for these solves only."""
        for board in solutions:
            m.exclude_board(board)
        if solutions:  # a second solution is most often a small change of the first
            m.attached().prefer(m.literals_of(solutions[0]))
        answer = None
        while len(solutions) < limit:
            answer, board = self.solve(m, assumptions)
            if board is None:
                break
            solutions.append(board)
            yield Solution(board)
            m.exclude_board(board)
        return answer

    def short_circuit(self, m: SatModel, solutions: Sequence[np.ndarray]) -> bool | None:
        """Does some nikoli solution leave a cell empty? True / False / None (not proven).
        m: a fresh nikoli model, pruned or plain (the shortcut lemma keeps the answer)."""
        left_empty = any((b[1::2, 1::2] == 0).any() for b in solutions)
        if left_empty or not m.empty:
            if m.solver is not None:  # built streaming into one: not needed after all
                m.solver.close()
            return left_empty
        m.some_cell_empty()
        self.attach(m)
        answer, _ = self.solve(m)
        self.finish(m)
        return None if answer is None else {SAT: True, UNSAT: False}[answer]

    def finish(self, m: SatModel) -> None:
        solver = m.attached()
        for key, value in solver.statistics().items():
            self.stats[key] += value
        solver.close()


@stoppable
def solve(puzzle: Numberlink, options: SolveOptions, cancel: Cancel) -> Iterator:
    """The first solution on the pruned model; the rest of the answer as in the module
    docstring (the proofs are cpsat.py's)."""
    chosen = parsed(SatOptions, options)
    rules, known, labels = chosen.rules, options.known, chosen.labels
    prune = chosen.prune and options.max_solutions <= 2
    if known is not None and not chosen.known_implied:
        prune = False
    fill_proof = chosen.fill_proof or SHORT_CIRCUIT

    def model(rule_set: str, pruned: bool) -> SatModel:
        return search.build(lambda cnf: ENCODINGS[labels](puzzle, rule_set, known, pruned, cancel, cnf))

    stats: dict[str, Any] = {"rules": rules, "pruned": prune, "labels": labels}
    search = LazySearch(options, cancel, stats)
    stats["backend"] = search.backend
    if rules == "nikoli" and prune and options.want_unique and chosen.nikoli_route != "direct":
        done = yield from _nikoli_from_fill(search, model, options, stats)
        if done is not None:
            yield done
            return
    # fill, pruned, with uniqueness: one model for both questions (_one_model)
    one_model = rules == "fill" and prune and options.want_unique and fill_proof == SHORT_CIRCUIT
    m = search.attach(model("nikoli" if one_model else rules, prune))
    stats.update(variables=m.cnf.variables, clauses=m.attached().clauses())
    solutions: list[Board] = []
    yield Progress(0.0, "SAT search (no connectivity constraint, detached cycles cut lazily)")
    full = [-e for e in m.empty.values()] if one_model else []
    answer = yield from search.collect(m, options.max_solutions, solutions, full)
    one_model_sc: bool | str | None = NOT_ASKED
    if one_model and answer is UNSAT and 0 < len(solutions) < options.max_solutions:
        yield Progress(0.5, SHORT_CIRCUIT_STAGE)
        one_model_sc = _one_model(search, m)
    search.finish(m)
    proof = "pruned" if prune else "plain"
    if rules == "nikoli" and options.want_unique and solutions:
        stats["short_circuit"] = search.short_circuit(model("nikoli", prune), solutions)
        if prune and len(solutions) == 1 and answer is UNSAT and stats["short_circuit"]:
            # S leaves cells empty: a longer solution may shortcut down to S itself.
            if chosen.nikoli_proof == PLAIN:
                proof = "plain"
                m = search.attach(model("nikoli", False))
                answer = yield from search.collect(m, 2, solutions)
                search.finish(m)
            else:
                proof = "pruned, reroute check"
                yield from add_reroute(puzzle, solutions)
    elif rules == "fill" and prune and answer is UNSAT and len(solutions) < options.max_solutions:
        answer, proof = yield from _fill_proof(search, model, options, stats, solutions, one_model_sc, fill_proof)
    stats["proof"] = proof
    stats["seconds"] = round(time.monotonic() - search.started, 4)
    yield _done(solutions, answer, options, stats)


def _fill_proof(search: LazySearch, model: Callable[[str, bool], SatModel], options: SolveOptions, stats: dict,
                solutions: list, one_model_sc: bool | str | None, fill_proof: str,
                ) -> Generator[Progress | Solution, None, tuple[bool | None, str]]:
    """After a pruned fill answer UNSAT with fewer solutions than asked: (answer, proof).
    ``one_model_sc``: the short-circuit answer already asked on the same model (_one_model),
    or NOT_ASKED."""
    answer: bool | None = UNSAT
    # The pruned fill answer is exact when no fill solution touches itself, and each one
    # that does has a short circuit (cpsat.py). So: no short circuit -> exact.
    proof, ask_plain = "plain", True  # unless the short-circuit proof below settles it
    if not solutions:
        # No fill solution whose paths never touch themselves: any there is has a shortcut,
        # i.e. a short circuit (cpsat.py). A bad puzzle either way, known in a moment; the
        # plain model below may take minutes for the rest of the answer (NUMBERLINK.md).
        stats["touches_itself"] = True
    if solutions and fill_proof == SHORT_CIRCUIT:
        if one_model_sc is NOT_ASKED:
            yield Progress(0.5, SHORT_CIRCUIT_STAGE)
        sc = stats["short_circuit"] = (one_model_sc if one_model_sc is not NOT_ASKED else
                                       search.short_circuit(model("nikoli", True), []))
        if sc is None:
            answer = None
        elif not sc:
            ask_plain, proof = False, "pruned, no short circuit"
    if ask_plain and answer is UNSAT:
        yield Progress(0.6, PLAIN_FILL_STAGE)
        m = search.attach(model("fill", False))
        answer = yield from search.collect(m, options.max_solutions, solutions)
        search.finish(m)
    return answer, proof


def _one_model(search: LazySearch, m: SatModel) -> bool | None:
    """The short-circuit question on the pruned nikoli model ``m`` whose fill questions were
    asked under the assumptions "no cell is empty" (the pruned nikoli model with every cell
    used is the pruned fill model: its detour clauses are all guarded by an empty cell). The
    fill solutions' no-goods stay: they are full, and the question is about solutions that
    leave a cell empty. One model and one solver where there were two: the second build, and
    what the solver had learnt, were spent again (issue 36)."""
    m.some_cell_empty()
    answer, _ = search.solve(m)
    return None if answer is None else {SAT: True, UNSAT: False}[answer]


def _nikoli_from_fill(search: LazySearch, model: Callable[[str, bool], SatModel], options: SolveOptions,
                      stats: dict) -> Generator[Progress | Solution, None, Done | None]:
    """nikoli through the pruned fill model, when it has a solution S (None otherwise).

    S uses every cell and is pruned, so it is a pruned nikoli solution too; any other pruned
    nikoli solution T leaves a cell empty (a full one would be a second pruned fill solution).
    So "no pruned nikoli solution besides S" is one question, and its "no" proves S the only
    solution (cpsat.py: S is full) and that no short circuit exists. The direct route asks the
    nikoli model for a first solution (slow: empty cells give it little to propagate; janko
    526_20x20: 19 s, the fill model: 0.1 s), then a second, then a short circuit: three hard
    questions where this asks one (benchmarks/NUMBERLINK.md, "nikoli route")."""
    fill = search.attach(model("fill", True))
    seeds: list = []
    answer = yield from search.collect(fill, 1, seeds)
    search.finish(fill)
    if not seeds:
        return None if answer is UNSAT else _done([], answer, options, stats)
    solutions = list(seeds)
    yield Progress(0.5, SHORT_CIRCUIT_STAGE)
    m = search.attach(model("nikoli", True))
    m.some_cell_empty()  # implied by T != S (see above), and stated: it propagates
    answer = yield from search.collect(m, options.max_solutions, solutions)
    search.finish(m)
    if answer is UNSAT or len(solutions) > 1:
        stats["short_circuit"] = len(solutions) > 1
    stats["proof"] = "pruned, from fill"
    stats["seconds"] = round(time.monotonic() - search.started, 4)
    return _done(solutions, answer, options, stats)


def _done(solutions: Sequence[np.ndarray], answer: bool | None, options: SolveOptions, stats: dict) -> Done:
    if solutions:
        unique = False if len(solutions) >= 2 else True if options.want_unique and answer is UNSAT else None
        return Done(SOLVED, unique, stats, tuple(solutions))
    return Done(NO_SOLUTION if answer is UNSAT else STOPPED, None, stats)
