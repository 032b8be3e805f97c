"""The method ``probe``: line solving, then probing, then backtracking search. Complete and exact.

Probing tries an unknown cell both ways and propagates each with line solving: when one way
contradicts, the cell takes the other value; when both ways survive, every cell on which the
two outcomes agree is forced too. When a full probing round fixes nothing, search branches on
the cell whose probes fixed the most cells (the most constrained choice), depth first, until
``max_solutions`` solutions are found or the tree is exhausted (which proves uniqueness).

``search`` can be given a budget of probes (work, not seconds: the same answer on any machine
at any load): ``auto`` runs it first, and when the budget is spent it ends with
``Done(STOPPED)``, ``stats["budget_spent"]`` and, as ``partial``, the board the probing at
the root forced (true of every solution), for the finishers to start from.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from .. import search_tree
from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Progress, Solution, SolveOptions, Step, stoppable
from .model import EMPTY, FILLED, Nonogram
from .propagate import COL, ROW, Grid, propagate


class _Stopped(Exception):
    pass


class _BudgetSpent(Exception):
    pass


def _assume(grid: Grid, r: int, c: int, value: int) -> Grid | None:
    """A copy of ``grid`` with cell (r, c) set and propagated; None on a contradiction."""
    trial = grid.copy()
    trial.set(r, c, value)
    return trial if propagate(trial, [(ROW, r), (COL, c)]) else None


def _agreement(grid: Grid, a: Grid, b: Grid) -> list[tuple[int, int, int]]:
    """Cells unknown in ``grid`` that both outcomes ``a`` and ``b`` fix to the same value."""
    found = []
    for r in range(grid.puzzle.height):
        known = grid.filled[ROW][r] | grid.empty[ROW][r]
        both_filled = a.filled[ROW][r] & b.filled[ROW][r] & ~known
        both_empty = a.empty[ROW][r] & b.empty[ROW][r] & ~known
        for mask, value in ((both_filled, FILLED), (both_empty, EMPTY)):
            while mask:
                low = mask & -mask
                found.append((r, low.bit_length() - 1, value))
                mask ^= low
    return found


def _probe_order(grid: Grid) -> list[tuple[int, int]]:
    """Unknown cells next to known ones first: their probes are the likeliest to bite."""
    h, w = grid.puzzle.height, grid.puzzle.width
    near: list[tuple[int, int]] = []
    far: list[tuple[int, int]] = []
    for r, c in grid.unknown_cells():
        neighbours = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
        touching = any(0 <= y < h and 0 <= x < w and grid.value(y, x) != -1 for y, x in neighbours)
        (near if touching else far).append((r, c))
    return near + far


def _within(budget: int | None, counters: dict, grid: Grid) -> None:
    """Raise _BudgetSpent (keeping ``grid`` as counters["probed"]) when the probes reached ``budget``."""
    if budget is not None and counters["probes"] >= budget:
        counters["probed"] = grid
        raise _BudgetSpent


def _survivor(as_filled: Grid | None, as_empty: Grid | None) -> tuple[Grid, int]:
    """The grid and value of the one assumption of a cell that did not contradict."""
    if as_filled is not None:
        return as_filled, FILLED
    assert as_empty is not None, "both values contradict"
    return as_empty, EMPTY


def probe_to_fixpoint(grid: Grid, cancel: Cancel, counters: dict,
                      on_step: Callable[[tuple, tuple, str, tuple], None] | None = None,
                      budget: int | None = None,
                      ) -> tuple[Grid, tuple[int, int] | None] | tuple[None, None]:
    """Probe until a whole round fixes nothing. Returns (grid, best_branch_cell) or (None, None).
    Raises _BudgetSpent when ``counters["probes"]`` reaches ``budget``; ``counters["probed"]``
    then holds the grid reached so far (the cells forced below ``grid``)."""
    while True:
        progressed = False
        best_cell, best_score = None, -1
        for r, c in _probe_order(grid):
            if cancel.stopped:
                raise _Stopped
            if grid.value(r, c) != -1:
                continue
            _within(budget, counters, grid)
            counters["probes"] += 1
            as_filled = _assume(grid, r, c, FILLED)
            as_empty = _assume(grid, r, c, EMPTY)
            if as_filled is None and as_empty is None:
                return None, None
            if as_filled is None or as_empty is None:
                survivor, value = _survivor(as_filled, as_empty)
                if on_step:
                    on_step(((r, c),), (value,), "probe: the other value contradicts", (r, c))
                grid = survivor
                progressed = True
                continue
            agreed = _agreement(grid, as_filled, as_empty)
            if agreed:
                for y, x, value in agreed:
                    grid.set(y, x, value)
                if not propagate(grid, [(ROW, y) for y, _, _ in agreed] + [(COL, x) for _, x, _ in agreed]):
                    return None, None
                if on_step:
                    on_step(tuple((y, x) for y, x, _ in agreed), tuple(v for _, _, v in agreed),
                            "probe: both values agree", (r, c))
                progressed = True
                continue
            score = min(as_filled.unknown_count, as_empty.unknown_count)
            score = grid.unknown_count - score
            if score > best_score:
                best_cell, best_score = (r, c), score
        if grid.complete:
            return grid, None
        if not progressed:
            return grid, best_cell


@stoppable
def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel) -> Iterator:
    # The method as a teacher plays it back: the search tells its tree (solvers.search_tree).
    return search(puzzle, options, cancel, tree=True)


def search(puzzle: Nonogram, options: SolveOptions, cancel: Cancel, budget: int | None = None,
           tree: bool = False) -> Iterator:
    """The events of ``solve``; with ``budget``, at most that many probes (see the module);
    with ``tree``, the BRANCH and OUTCOME steps of the search's first nodes (solvers.search_tree)."""
    counters: dict[str, Any] = {"probes": 0, "branches": 0, "nodes": 0}  # "probed": a Grid (_within)
    top_steps: list[Step] = []
    teller = _Teller(tree)

    def record(cells: tuple, values: tuple, rule: str, probed: tuple) -> None:
        top_steps.append(Step(cells, values, rule, "probe", ("probed", probed)))  # the cell tried

    grid = Grid.from_board(puzzle, options.known)
    yield Progress(0.0, "line solving")
    line_ok = propagate(grid, cancel=cancel)
    line_solvable = line_ok and grid.complete
    solutions: list[np.ndarray] = []
    stopped = spent = False
    root: Grid | None = grid
    # Each entry: a node's grid (None: its decision contradicted at once) and its decision.
    stack: list[tuple[Grid | None, _Decision | None]] = [(grid, None)] if line_ok else []
    first = True
    try:
        while stack:
            node, decision = stack.pop()
            number = yield from teller.visit(decision)
            if node is None:  # the decision's own line solving contradicted
                yield from teller.outcome(number, decision, None, None, solutions)
                continue
            counters["nodes"] += 1
            node, branch = probe_to_fixpoint(node, cancel, counters, record if first else None, budget)
            if first:
                root = node
                yield from top_steps
                counters["probing_fixed"] = (grid.unknown_count - node.unknown_count) if node else 0
                first = False
            yield from teller.outcome(number, decision, node, branch, solutions)
            if node is None:
                continue
            if node.complete:
                board = node.board()
                solutions.append(board)
                yield Solution(board)
                if len(solutions) >= options.max_solutions:
                    break
                continue
            counters["branches"] += 1
            assert branch is not None  # an incomplete node names the cell to branch on
            _branch(node, branch, teller.parent(number, decision, node), stack, teller.on)
            if counters["branches"] % 50 == 0:
                yield Progress(None, f"search: {counters['branches']} branches")
    except _Stopped:
        stopped = True
    except _BudgetSpent:
        spent = True
        if first:  # spent while probing the root: what it forced so far
            root = counters["probed"]
    counters.pop("probed", None)
    stats = dict(counters, line_solvable=bool(line_solvable),
                 needed_probing=not line_solvable, needed_search=counters["branches"] > 0, **teller.stats())
    exhausted = not any(entry is not None for entry, _ in stack) and not stopped
    yield final(solutions, exhausted, stopped, options, stats, root.board() if spent and root is not None else None)


def _branch(node: Grid, cell: tuple[int, int], parent: _Parent | None, stack: list, told: bool) -> None:
    """Push ``node``'s two children on ``cell``, depth first: "filled" is tried first (pushed
    last). A child whose line solving contradicts at once is pushed only when the tree is
    told (it is a leaf there)."""
    r, c = cell
    for value in (EMPTY, FILLED):
        child = node.copy()
        child.set(r, c, value)
        entry = child if propagate(child, [(ROW, r), (COL, c)]) else None
        if entry is not None or told:
            stack.append((entry, _Decision((r, c), value, parent)))


@dataclass(frozen=True)
class _Parent:
    """A told node that branches: its number, its board after its deduction, its depth."""

    number: int
    board: np.ndarray
    depth: int


@dataclass(frozen=True)
class _Decision:
    """A child's cell and value, and its parent (None: the parent was not told)."""

    cell: tuple[int, int]
    value: int
    parent: _Parent | None


class _Teller:
    """The steps of the search's tree (solvers.search_tree) when asked, nothing otherwise."""

    def __init__(self, on: bool) -> None:
        self.on = on
        self.recorder = search_tree.Recorder()

    def visit(self, decision: _Decision | None) -> Generator[Step, None, int | None]:
        """Yield a node's BRANCH step; return its number (ROOT for the root; None: untold)."""
        if not self.on:
            return None
        if decision is None:
            return search_tree.ROOT
        parent = decision.parent
        number, step = self.recorder.branch(parent.number if parent else None, parent.depth + 1 if parent else 1,
                                            decision.cell, decision.value)
        if step is not None:
            yield step
        return number

    def outcome(self, number: int | None, decision: _Decision | None, node: Grid | None,
                branch: tuple[int, int] | None, solutions: list) -> Iterator[Step]:
        """A told node's OUTCOME step after its deduction (``node`` None: a contradiction)."""
        if number is None or decision is None or decision.parent is None:  # untold, or the root
            return
        if node is None:
            yield self.recorder.outcome(number, search_tree.CONTRADICTION)
            return
        before = np.array(decision.parent.board, copy=True)
        before[decision.cell] = decision.value
        fixed, values = search_tree.changed_cells(before, node.board())
        if node.complete:
            kind = search_tree.SOLUTION if not solutions else search_tree.SECOND_SOLUTION
            yield self.recorder.outcome(number, kind, fixed, values)
        else:
            yield self.recorder.outcome(number, search_tree.SPLIT, fixed, values, branch)

    @staticmethod
    def parent(number: int | None, decision: _Decision | None, node: Grid) -> _Parent | None:
        """What the children of a told node that branches need of it."""
        if number is None:
            return None
        depth = 0 if decision is None or decision.parent is None else decision.parent.depth + 1
        return _Parent(number, node.board(), depth)

    def stats(self) -> dict:
        if not self.on or not self.recorder.told:
            return {}
        return {"tree_nodes_told": self.recorder.told, "tree_nodes_left_out": self.recorder.left_out}


def final(solutions: list, exhausted: bool, stopped: bool, options: SolveOptions, stats: dict,
          spent_at: object = None) -> Done:
    """The Done of a search (here and in fastprobe): ``exhausted`` when the tree was searched
    to the end; ``spent_at``: the root's board when the probe budget ran out (None: it did not)."""
    if spent_at is not None:
        return Done(STOPPED, None, dict(stats, budget_spent=True), (), partial=spent_at)
    if solutions:
        if len(solutions) >= 2:
            unique = False
        elif options.want_unique and (exhausted or stats["branches"] == 0):
            # Without branching every deduction was forced, so the answer is unique.
            unique = True
        else:
            unique = None
        return Done(SOLVED, unique, stats, tuple(solutions))
    return Done(STOPPED if stopped else NO_SOLUTION, None, stats)
