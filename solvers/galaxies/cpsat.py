"""The method ``cpsat``: a faster exact model than the literal ``ilp``.

1. Deduction (``propagate.reduce``: mirror consistency and reachability to a fixpoint)
   removes most candidate dots before any search. When it leaves one candidate per cell the
   answer is proven without a model: deduction is sound, so that board is the only one that
   can be a solution, and the rules check decides whether it is one.
2. CP-SAT over ``belong[c, d]`` for the remaining choices only. Cells deduction fixed are
   constants, not variables; a cell and its mirror image about d share one variable (the
   mirror equality costs nothing and presolve has less to rediscover). Constraints: one dot
   per cell, and the local consequence of connectivity (a cell of d that is not under d has
   a neighbour of d).
3. Connectivity, two ways. Lazy cuts: after each solution, every component C of a region
   that does not hold its dot gets the cut ``belong[c, d] <= sum belong[n, d] over the
   neighbours n of C outside C`` for c in C, and the model is solved again; the cuts are
   valid for every solution, so they stay for the uniqueness search (a no-good on the first
   solution). On big residual problems (TREE_FREE_CELLS), or after TREE_AFTER rounds with
   cuts, the spanning tree (``_tree``) as well, rooted not only at the dots but at every
   cell already joined to its dot through fixed cells ("anchored"): only the others get a
   parent and a distance, each distance's domain cut to [shortest path through the
   candidates, number of candidate cells].

On the old model presolve took 90% of the CP-SAT time (0.27 s of 0.30 s on a 30x30; the
search itself a few ms), again in every no-good round. On this model, where deduction has
already done what presolve's probing found, CP-SAT runs without presolve (``PARAMETERS``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator

import numpy as np
from ortools.sat.python import cp_model

from ..errors import MethodRefused
from ..events import Cancel, Progress, Solution, SolveOptions, stoppable
from ..ortools_support import BIG_MODEL, solve_cpsat
from ..sat_support import WATCHER
from .ilp import finish
from .model import Galaxies, neighbours
from .options import CpsatOptions
from .presearch import settle_by_deduction
from .rules import components

# CP-SAT parameters, measured on every benchmark set (see the module docstring): without
# presolve 10-15% faster on Tatham's 7x7-30x30, the same on janko; one worker because a
# second one only competes for the two cores.
PARAMETERS = {"num_workers": 1, "cp_model_presolve": False}
# The spanning tree pays for itself only on big residual problems: after deduction most
# regions come out connected, and a few cut rounds are cheaper than the tree. So the tree is
# in the model from the start when at least TREE_FREE_CELLS cells are still open, else it
# comes in after TREE_AFTER rounds that needed cuts, or as soon as TREE_CUTS cuts were
# needed. (Measured per puzzle on Tatham's 15x15-30x30: without the tree 0.5-0.8x the time
# below ~250 open cells, 1.3-1.9x above. Generated puzzles with big regions need 30-50 cuts
# a round, round after round: cuts alone took 106 s on one 20x20 that the tree solves in 1 s.)
TREE_FREE_CELLS = 250
TREE_AFTER = 3
TREE_CUTS = 40
# Above this many candidate dots a cell's tree edges go through its dot as one integer
# (``_tree``); measured on the 100x100 big-region case of benchmarks/cancel_latency.py --memory.
OWNER_CANDIDATES = 16
# The model's memory grows with the choices deduction leaves (a cell and a candidate dot
# each): about 3 KB a choice with CP-SAT's own copy (2.1 GB for the 642,262 choices of a
# 100x100 random partition with big regions, which found nothing in 90 s). Above this many
# the method declines before it spends the memory (the option ``max_choices`` overrides):
# about 500 MB in all. The 100x100 with small regions leaves 18,838 and is solved in 23 s.
MAX_CHOICES = 120_000


class _Model:
    """The literals of ``belong``: a CP-SAT Boolean where deduction left a choice, Python
    True/False where it did not. ``clause`` drops False literals and skips satisfied clauses,
    so constants never reach the solver."""

    def __init__(self, puzzle: Galaxies, cand: np.ndarray, cancel: Cancel) -> None:
        # ``cand`` is a fixpoint of propagate.deduce: a free cell's mirror image about any
        # of its candidate dots is free too (``mirror-owner``), so sharing one variable
        # between them is exact.
        self.model = cp_model.CpModel()
        self.puzzle = puzzle
        self.cand = cand
        self.h, self.w = puzzle.shape
        counts = cand.sum(axis=0)
        self.fixed = np.where(counts == 1, cand.argmax(axis=0), -1)
        self._dots: dict[tuple[int, int], list[int]] = {}
        for d, r, c in zip(*map(np.ndarray.tolist, np.nonzero(cand))):
            self._dots.setdefault((r, c), []).append(d)
        self.var: dict[tuple[int, int, int], cp_model.IntVar] = {}  # (r, c, d) -> Boolean, for cells with several candidates
        for index, (d, r, c) in enumerate(zip(*np.nonzero(cand & (counts > 1)[None]))):
            if index % 4096 == 0:
                cancel.check()
            key = (int(r), int(c), int(d))
            if key in self.var:
                continue
            mr, mc = puzzle.dots[d].mirror(key[0], key[1])
            shared = self.model.new_bool_var("")  # unnamed: names cost time, nobody reads them
            self.var[key] = self.var[(mr, mc, key[2])] = shared

    def lit(self, r: int, c: int, d: int) -> cp_model.LiteralT:
        if self.fixed[r, c] >= 0:
            return bool(self.fixed[r, c] == d)
        return self.var.get((r, c, d), False)

    def clause(self, lits: Iterable[cp_model.LiteralT]) -> None:
        kept = []
        for lit in lits:
            if lit is True:
                return
            if lit is not False:
                kept.append(lit)
        self.model.add_bool_or(kept)  # empty: the model is infeasible, as it should be

    def dots_of(self, r: int, c: int) -> list[int]:
        return self._dots[(r, c)]


def search(puzzle: Galaxies, options: SolveOptions, cancel: Cancel, cand: np.ndarray | None = None,
           settled: tuple[np.ndarray, dict, float] | None = None) -> Iterator:
    """``settled``: what ``settle_by_deduction`` handed on, when the caller (auto) ran it."""
    if settled is None:
        settled = yield from settle_by_deduction(puzzle, options, cancel, cand)
        if settled is None:  # deduction settled it
            return
    cand, stats, started = settled
    chosen = CpsatOptions.of(options)
    _refuse_if_too_big(cand, chosen)
    m = _Model(puzzle, cand, cancel)
    model = m.model
    roots = {cell: d for d, dot in enumerate(puzzle.dots) for cell in dot.cells()}
    free_cells = [(int(r), int(c)) for r, c in zip(*np.nonzero(m.fixed < 0))]
    _add_cells(m, free_cells, cancel)
    tree_after = _tree_after(chosen, len(free_cells))
    owners = OWNER_CANDIDATES if chosen.owner_candidates is None else chosen.owner_candidates
    if tree_after == 0:
        _tree(m, roots, cancel, owners)
    cut_rounds = 0
    solver = _solver(chosen)
    yield Progress(0.0, "CP-SAT search with lazy connectivity cuts")
    solutions: list[np.ndarray] = []
    last = "unknown"
    while len(solutions) < options.max_solutions:
        remaining = cancel.remaining()
        if cancel.stopped or (remaining is not None and remaining <= 0):
            last = "unknown"
            break
        if remaining is not None:
            solver.parameters.max_time_in_seconds = remaining
        status = _solve(solver, model, cancel)
        stats["rounds"] += 1
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):  # None: abandoned, stopped
            last = "infeasible" if status == cp_model.INFEASIBLE else "unknown"
            break
        board = m.fixed.astype(np.int32)
        for r, c in free_cells:
            board[r, c] = next(d for d in m.dots_of(r, c) if solver.boolean_value(m.var[(r, c, d)]))
        cuts = _cut(m, puzzle, board)
        stats["cuts"] += cuts
        if cuts:
            cut_rounds += 1
            if tree_after is not None and not stats.get("tree") and (
                    cut_rounds >= tree_after or stats["cuts"] >= TREE_CUTS):
                # cuts converge slowly here: add the whole tree
                _tree(m, roots, cancel, owners)
                stats["tree"] = True
            continue
        solutions.append(board)
        yield Solution(board)
        # No-good: some free cell differs (fixed cells cannot). A mirror pair shares its
        # variable, so each appears once.
        m.clause(list({id(v): v.Not() for v in (m.var[(r, c, int(board[r, c]))]
                                                for r, c in free_cells)}.values()))
    yield finish(puzzle, solutions, last, stats, started)


def _solve(solver: cp_model.CpSolver, model: cp_model.CpModel, cancel: Cancel) -> cp_model.CpSolverStatus | None:
    """``solve_cpsat`` without a watcher thread per call for the small models (below
    ortools_support.BIG_MODEL): the process's one cancel watcher (sat_support.WATCHER) stops
    them. The generator solves a model per cut round and per no-good, 70 a 20x20 search
    puzzle, and starting a thread each time cost about 0.4 ms of CPU (issue 36's profile). Big
    models keep solve_cpsat's own thread, which can be walked away from."""
    if len(model.proto.constraints) >= BIG_MODEL:
        return solve_cpsat(solver, model, cancel, big=True)
    with WATCHER.watching(cancel, solver.stop_search):
        return solver.solve(model)


def _refuse_if_too_big(cand: np.ndarray, chosen: CpsatOptions) -> None:
    """MethodRefused when deduction leaves more choices of a dot than the model may hold."""
    open_cells = cand.sum(axis=0) > 1
    choices, limit = int(cand[:, open_cells].sum()), chosen.max_choices or MAX_CHOICES
    if choices > limit:
        raise MethodRefused(f"too big to search: deduction leaves {choices:,} choices of a dot for "
                            f"{int(open_cells.sum()):,} cells (limit {limit:,}; the exact model "
                            f"would need about {choices * 3 // 1000:,} MB)")


def _add_cells(m: _Model, free_cells: list[tuple[int, int]], cancel: Cancel) -> None:
    """Each free cell belongs to exactly one of its dots, and a cell of d that is not under d
    has a neighbour of d."""
    h, w = m.h, m.w
    for index, (r, c) in enumerate(free_cells):
        if index % 256 == 0:
            cancel.check()  # building for a 100x100 grid takes seconds
        m.model.add_exactly_one([m.var[(r, c, d)] for d in m.dots_of(r, c)])
        for d in m.dots_of(r, c):
            m.clause([m.lit(nr, nc, d) for nr, nc in neighbours(r, c, h, w)] + [m.var[(r, c, d)].Not()])


def _tree_after(chosen: CpsatOptions, free: int) -> int | None:
    """After how many rounds with cuts the spanning tree is added: 0 from the start, None
    never (cuts only). The option ``tree`` overrides the choice by size, for measurements."""
    tree = chosen.tree if chosen.tree is not None else (True if free >= TREE_FREE_CELLS else TREE_AFTER)
    return 0 if tree is True else None if tree is False else int(tree)


def _solver(chosen: CpsatOptions) -> cp_model.CpSolver:
    """A CP-SAT solver with the method's parameters (and the options' own)."""
    solver = cp_model.CpSolver()
    for key, value in {**PARAMETERS, **(chosen.params or {})}.items():
        setattr(solver.parameters, key, value)
    if chosen.workers is not None:
        solver.parameters.num_workers = chosen.workers
    return solver


def _cut(m: _Model, puzzle: Galaxies, board: np.ndarray) -> int:
    """Lazy connectivity cuts: for every part of a region cut off from its dot, one of the
    cells around it must join the dot or the part must leave it. The number of cuts added."""
    h, w = m.h, m.w
    cuts = 0
    for d, dot in enumerate(puzzle.dots):
        cells = set(zip(*(a.tolist() for a in np.nonzero(board == d))))
        parts = components(cells)
        if len(parts) == 1:
            continue
        home = dot.cells()[0]
        for part in parts:
            if home in part:
                continue
            rim = {n for cell in part for n in neighbours(cell[0], cell[1], h, w)} - part
            for r, c in part:
                m.clause([m.lit(nr, nc, d) for nr, nc in rim] + [_not(m.lit(r, c, d))])
            cuts += 1
    return cuts


def _not(lit: cp_model.LiteralT) -> cp_model.LiteralT:
    return lit.Not() if isinstance(lit, cp_model.IntVar) else not lit


def _anchored(m: _Model, roots: dict[tuple[int, int], int]) -> np.ndarray:
    """bool (h, w): cells joined to their own dot through cells fixed to that dot."""
    h, w = m.h, m.w
    out = np.zeros((h, w), dtype=bool)
    todo = deque(cell for cell, d in roots.items() if m.fixed[cell] == d)
    for cell in todo:
        out[cell] = True
    while todo:
        r, c = todo.popleft()
        for n in neighbours(r, c, h, w):
            if not out[n] and m.fixed[n] == m.fixed[r, c]:
                out[n] = True
                todo.append(n)
    return out


def _distances(m: _Model, anchored: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(lower, upper) bounds of each cell's tree distance to an anchored cell: the shortest
    path from d's anchored cells through d's candidate cells, minimised over the cell's
    candidates d; at most the number of d's candidate cells that are not anchored."""
    h, w = m.h, m.w
    lower = np.full((h, w), h * w, dtype=np.int64)
    upper = np.zeros((h, w), dtype=np.int64)
    for d in range(len(m.puzzle.dots)):
        mine = m.cand[d]
        start = mine & anchored & (m.fixed == d)
        dist = np.where(start, 0, -1)
        todo = deque(zip(*np.nonzero(start)))
        while todo:
            r, c = todo.popleft()
            for n in neighbours(r, c, h, w):
                if mine[n] and dist[n] < 0:
                    dist[n] = dist[r, c] + 1
                    todo.append(n)
        reached = dist >= 0
        lower[reached] = np.minimum(lower[reached], dist[reached])
        upper[mine] = np.maximum(upper[mine], int((mine & ~anchored).sum()))
    return lower, np.maximum(upper, lower)


def _tree(m: _Model, roots: dict[tuple[int, int], int], cancel: Cancel, owner_candidates: int = OWNER_CANDIDATES) -> None:
    """The spanning-tree connectivity of ``ilp`` on the reduced candidates, with enforcement
    literals instead of big-M: each cell not anchored picks one parent among neighbours that
    share a candidate dot; dist grows by one along the parent; parent and child share the
    dot. Anchored cells are the roots (distance 0).

    "Share the dot", two ways. A cell with few candidate dots gets a clause per parent and
    dot (parent and belong[child, d] imply belong[parent, d]): literals propagate best. A
    cell with many (more than ``owner_candidates``) goes through one integer per cell, its dot
    (``owner``, a constant where deduction fixed the cell): ``belong[c, d]`` implies
    ``owner[c] == d``, and a parent implies ``owner[child] == owner[parent]``: one constraint
    per candidate plus one per parent. The clauses alone made 3.2 million constraints and
    1.8 GB on a 100x100 with big regions; the integers alone were 1.1-1.4x slower on
    Tatham's 20x20-30x30 (an equality of integers propagates bounds, not single values).
    One direction of the channel is enough: exactly one ``belong`` per cell holds, so
    ``owner`` is that dot."""
    h, w, model = m.h, m.w, m.model
    anchored = _anchored(m, roots)
    lower, upper = _distances(m, anchored)
    dist: dict[tuple[int, int], int | cp_model.IntVar] = {}
    owner: dict[tuple[int, int], int | cp_model.IntVar] = {}

    def distance(cell: tuple[int, int]) -> int | cp_model.IntVar:
        if cell not in dist:
            dist[cell] = (0 if anchored[cell] else
                          model.new_int_var(int(max(1, lower[cell])), int(max(1, upper[cell])), ""))
        return dist[cell]

    def owner_of(cell: tuple[int, int]) -> int | cp_model.IntVar:
        if cell not in owner:
            if m.fixed[cell] >= 0:
                owner[cell] = int(m.fixed[cell])
            else:
                dots = m.dots_of(*cell)
                owner[cell] = model.new_int_var_from_domain(cp_model.Domain.from_values(dots), "")
                for d in dots:
                    model.add(owner[cell] == d).only_enforce_if(m.var[(*cell, d)])
        return owner[cell]

    for r in range(h):
        cancel.check()  # seconds on a 100x100 grid with many open cells
        for c in range(w):
            if anchored[r, c]:
                continue
            cell = (r, c)
            mine = set(m.dots_of(r, c))
            parents = []
            for n in neighbours(r, c, h, w):
                shared = mine & set(m.dots_of(*n))
                if not shared:
                    continue
                p = model.new_bool_var("")
                parents.append(p)
                model.add(distance(cell) == distance(n) + 1).only_enforce_if(p)
                if len(mine) > owner_candidates:
                    model.add(owner_of(cell) == owner_of(n)).only_enforce_if(p)
                    continue
                for d in mine:  # the parent belongs to the child's dot
                    here = m.lit(r, c, d)
                    if here is not False:
                        m.clause([p.Not(), _not(here), m.lit(*n, d) if d in shared else False])
            model.add_exactly_one(parents)


@stoppable
def solve(puzzle: Galaxies, options: SolveOptions, cancel: Cancel) -> Iterator:
    yield from search(puzzle, options, cancel)
