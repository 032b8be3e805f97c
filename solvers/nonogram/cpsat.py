"""The method ``cpsat``: OR-Tools CP-SAT with one regular (automaton) constraint per line.

Each line's clue is a small deterministic automaton over the cells (0 = empty, 1 = filled):
``0* 1^b1 0+ 1^b2 ... 0*``. CP-SAT's AddAutomaton propagates it exactly, so the model is
linear in the grid size however many patterns a line has (compare ``table``).
Uniqueness: after a solution, a no-good clause excludes it and the model is solved again.
"""

from __future__ import annotations

import time

import numpy as np
from ortools.sat.python import cp_model

from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Progress, Solution, SolveOptions
from ..ortools_support import stop_on_cancel
from .model import FILLED, UNKNOWN, Nonogram


def clue_automaton(clue) -> tuple[int, list[int], list[tuple[int, int, int]]]:
    """(start state, final states, transitions (state, symbol, next)) accepting the clue."""
    transitions = []
    state = 0  # before the first block: empty cells loop here
    transitions.append((0, 0, 0))
    for j, length in enumerate(clue):
        for _ in range(length):  # each filled cell of block j moves one state on
            transitions.append((state, 1, state + 1))
            state += 1
        if j < len(clue) - 1:
            transitions.append((state, 0, state + 1))  # the mandatory gap cell
            state += 1
            transitions.append((state, 0, state))  # further gap cells
    finals = [state]
    if clue:
        transitions.append((state, 0, state + 1))  # trailing empty cells
        transitions.append((state + 1, 0, state + 1))
        finals.append(state + 1)
    return 0, finals, transitions


def build_model(puzzle: Nonogram, known=None):
    model = cp_model.CpModel()
    h, w = puzzle.shape
    cells = [[model.new_bool_var(f"x{r}_{c}") for c in range(w)] for r in range(h)]
    for r, clue in enumerate(puzzle.rows):
        start, finals, transitions = clue_automaton(clue)
        model.add_automaton(cells[r], start, finals, transitions)
    for c, clue in enumerate(puzzle.cols):
        start, finals, transitions = clue_automaton(clue)
        model.add_automaton([cells[r][c] for r in range(h)], start, finals, transitions)
    if known is not None:
        for r, c in zip(*np.nonzero(np.asarray(known) != UNKNOWN)):
            model.add(cells[r][c] == int(known[r, c] == FILLED))
    return model, cells


def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel):
    started = time.perf_counter()
    model, cells = build_model(puzzle, options.known)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = int(options.extra.get("workers", 1))
    flat = [v for row in cells for v in row]
    solutions = []
    status = cp_model.UNKNOWN
    stats = {"variables": len(flat), "constraints": len(model.proto.constraints),
             "branches": 0, "conflicts": 0}
    yield Progress(0.0, "CP-SAT search")
    while len(solutions) < options.max_solutions:
        remaining = cancel.remaining()
        if options.timeout is not None:
            left = options.timeout - (time.perf_counter() - started)
            remaining = left if remaining is None else min(remaining, left)
        if cancel.stopped or (remaining is not None and remaining <= 0):
            status = cp_model.UNKNOWN
            break
        if remaining is not None:
            solver.parameters.max_time_in_seconds = remaining
        with stop_on_cancel(cancel, solver.stop_search):
            status = solver.solve(model)
        stats["branches"] += solver.num_branches
        stats["conflicts"] += solver.num_conflicts
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        values = [solver.boolean_value(v) for v in flat]
        board = np.array(values, dtype=np.int8).reshape(puzzle.shape)
        solutions.append(board)
        yield Solution(board)
        # No-good: at least one cell differs from this solution.
        model.add_bool_or([v.Not() if value else v for v, value in zip(flat, values)])
    stats["seconds"] = round(time.perf_counter() - started, 4)
    if solutions:
        if len(solutions) >= 2:
            unique = False
        elif options.want_unique and status == cp_model.INFEASIBLE:
            unique = True
        else:
            unique = None
        yield Done(SOLVED, unique, stats, tuple(solutions))
    elif status == cp_model.INFEASIBLE:
        yield Done(NO_SOLUTION, None, stats)
    else:
        yield Done(STOPPED, None, stats)
