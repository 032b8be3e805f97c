"""The method ``cpsat``: a faster exact model than the literal ``ilp``.

1. Deduction (``propagate.reduce``: mirror consistency and reachability to a fixpoint)
   removes most candidate dots before any search.
2. CP-SAT over ``belong[c, d]`` for the remaining candidates only: one dot per cell, mirror
   equalities, and the local consequence of connectivity (a cell of d that is not under d
   has a neighbour of d).
3. Connectivity by lazy cuts: after each solution, every component C of a region that does
   not hold its dot gets the cut ``belong[c, d] <= sum belong[n, d] over the neighbours n
   of C outside C`` for c in C, and the model is solved again. The cuts are valid for every
   solution, so they stay for the uniqueness search (a no-good on the first solution).
"""

from __future__ import annotations

import time

import numpy as np
from ortools.sat.python import cp_model

from ..events import Cancel, Progress, Solution, SolveOptions
from ..ortools_support import stop_on_cancel
from .ilp import finish
from .model import Galaxies, neighbours
from .propagate import Contradiction, reduce
from .rules import components


def search(puzzle: Galaxies, options: SolveOptions, cancel: Cancel, cand=None):
    started = time.perf_counter()
    h, w = puzzle.shape
    stats = {"asked_unique": options.want_unique, "cuts": 0, "rounds": 0}
    if cand is None:
        try:
            cand = reduce(puzzle)
        except Contradiction as error:
            stats["contradiction"] = str(error)
            yield finish(puzzle, [], "infeasible", stats, started)
            return
    stats["candidates"] = int(cand.sum())
    model = cp_model.CpModel()
    belong = {}
    for d, r, c in zip(*np.nonzero(cand)):
        belong[(int(r), int(c), int(d))] = model.new_bool_var(f"b{r}_{c}_{d}")
    by_cell = {}
    for (r, c, d), var in belong.items():
        by_cell.setdefault((r, c), []).append(var)
    for cell, vars_ in by_cell.items():
        model.add_exactly_one(vars_)
    roots = {cell: d for d, dot in enumerate(puzzle.dots) for cell in dot.cells()}
    for (r, c, d), var in belong.items():
        mr, mc = puzzle.dots[d].mirror(r, c)
        if (r, c) < (mr, mc):
            model.add(var == belong[(mr, mc, d)])
        if roots.get((r, c)) != d:
            near = [belong[(nr, nc, d)] for nr, nc in neighbours(r, c, h, w) if (nr, nc, d) in belong]
            model.add_bool_or(near + [var.Not()])
    if options.extra.get("tree", True):
        _tree(model, belong, by_cell, roots, h, w)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = int(options.extra.get("workers", 1))
    yield Progress(0.0, "CP-SAT search with lazy connectivity cuts")
    solutions, last = [], "unknown"
    while len(solutions) < options.max_solutions:
        remaining = cancel.remaining()
        if cancel.stopped or (remaining is not None and remaining <= 0):
            last = "unknown"
            break
        if remaining is not None:
            solver.parameters.max_time_in_seconds = remaining
        with stop_on_cancel(cancel, solver.stop_search):
            status = solver.solve(model)
        stats["rounds"] += 1
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            last = "infeasible" if status == cp_model.INFEASIBLE else "unknown"
            break
        board = np.full(puzzle.shape, -1, dtype=np.int32)
        for (r, c, d), var in belong.items():
            if solver.boolean_value(var):
                board[r, c] = d
        cuts = 0
        for d, dot in enumerate(puzzle.dots):
            cells = set(zip(*map(lambda a: a.tolist(), np.nonzero(board == d))))
            parts = components(cells)
            if len(parts) == 1:
                continue
            home = dot.cells()[0]
            for part in parts:
                if home in part:
                    continue
                rim = {n for cell in part for n in neighbours(*cell, h, w)} - part
                rim_vars = [belong[(r, c, d)] for r, c in rim if (r, c, d) in belong]
                for r, c in part:
                    model.add_bool_or(rim_vars + [belong[(r, c, d)].Not()])
                cuts += 1
        stats["cuts"] += cuts
        if cuts:
            continue
        solutions.append(board)
        yield Solution(board)
        model.add_bool_or([belong[(r, c, int(board[r, c]))].Not() for r in range(h) for c in range(w)])
    yield finish(puzzle, solutions, last, stats, started)


def _tree(model, belong, by_cell, roots, h, w):
    """The spanning-tree connectivity of ``ilp`` on the reduced candidates, with enforcement
    literals instead of big-M: each cell not under a dot picks one parent among neighbours
    that share a candidate dot; dist grows by one along the parent; parent and child share
    the dot."""
    dist = {cell: model.new_int_var(0, 0 if cell in roots else h * w, f"t{cell}") for cell in by_cell}
    dots_of = {}
    for (r, c, d) in belong:
        dots_of.setdefault((r, c), set()).add(d)
    for cell in by_cell:
        if cell in roots:
            continue
        parents = []
        for n in neighbours(*cell, h, w):
            shared = dots_of[cell] & dots_of[n]
            if not shared:
                continue
            p = model.new_bool_var(f"p{cell}{n}")
            parents.append(p)
            model.add(dist[cell] == dist[n] + 1).only_enforce_if(p)
            for d in dots_of[cell]:
                if d in shared:
                    model.add_bool_or([p.Not(), belong[(*cell, d)].Not(), belong[(*n, d)]])
                else:
                    model.add_bool_or([p.Not(), belong[(*cell, d)].Not()])
        model.add_exactly_one(parents)


def solve(puzzle: Galaxies, options: SolveOptions, cancel: Cancel):
    yield from search(puzzle, options, cancel)
