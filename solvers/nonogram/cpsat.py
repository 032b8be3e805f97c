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

from ..events import Cancel, Done, Progress, SolveOptions
from ..ortools_support import cpsat_grid_solutions, verdict
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
    started = time.monotonic()
    model, cells = build_model(puzzle, options.known)
    stats = {"variables": puzzle.height * puzzle.width, "constraints": len(model.proto.constraints),
             "branches": 0, "conflicts": 0}
    yield Progress(0.0, "CP-SAT search")
    found = yield from cpsat_grid_solutions(model, cells, options, cancel, stats, started)
    stats["seconds"] = round(time.monotonic() - started, 4)
    yield Done(*verdict(*found, options)[:2], stats, tuple(found[0]))
