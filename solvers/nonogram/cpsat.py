"""The method ``cpsat``: OR-Tools CP-SAT with one regular (automaton) constraint per line.

Each line's clue is a small deterministic automaton over the cells (0 = empty, 1 = filled):
``0* 1^b1 0+ 1^b2 ... 0*``. CP-SAT's AddAutomaton propagates it exactly, so the model is
linear in the grid size however many patterns a line has (compare ``table``).
Uniqueness: one search that enumerates solutions and stops at the second
(ortools_support.cpsat_enumerate_grid_solutions).

What was measured on the hard end of taai2011 (#986-1000, 25x25, all with several solutions;
one run per comparison, ratio to multi-puzzle-solver's time in the same run; benchmarks/README.md):

- no-good loop (solve, exclude the answer, solve again): 1.50; one enumerating search: 0.71.
- presolve off: 0.54 with enumeration (little to simplify once line solving fixed the easy
  cells; presolve was a fixed cost per solve). linearization_level 0 as well: 0.45 (the LP
  relaxation of the automata does not pay here); level 2: up to 100x slower, dropped.
- known cells as constants and fully known lines left out of the model: 0.42.
- dropped: fixed search (cells in order, filled first) blew up on #988; 2 workers were
  slower (and enumeration runs one); a block-start model (integer start per block with
  line solving's valid starts as its domain, order-encoded coverage literals, ordering,
  line sums) alone 2.75, one-hot starts 5.4, and channeled with the automata 6.3.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import numpy as np
from numpy.typing import ArrayLike
from ortools.sat.python import cp_model

from ..events import Cancel, Done, Progress, SolveOptions, stoppable
from ..ortools_support import cpsat_enumerate_grid_solutions, verdict
from .automaton import clue_automaton, live_states_of_grid, refuse_if_too_big
from .model import EMPTY, FILLED, UNKNOWN, Nonogram, line_clue
from .options import CpsatOptions

# CpSolver parameters chosen by measurement (see the module docstring).
SEARCH_PARAMETERS = {"num_workers": 1, "cp_model_presolve": False, "linearization_level": 0}


def build_model(puzzle: Nonogram, known: ArrayLike | None = None, cancel: Cancel | None = None,
                ) -> tuple[cp_model.CpModel, list[list]]:
    """The CP-SAT model and its grid of cells (Boolean variables, or constants for known cells).

    A known cell is a constant, not a variable plus a constraint; a line whose cells are all
    known and agree with its clue needs no automaton (after line solving, many lines).
    ``cancel`` is checked per line (``Stopped``): a 200x200 grid takes seconds."""
    model = cp_model.CpModel()
    h, w = puzzle.shape
    known = puzzle.empty_board() if known is None else np.asarray(known)
    constant = {FILLED: model.new_constant(1), EMPTY: model.new_constant(0)}
    cells = [[model.new_bool_var(f"x{r}_{c}") if known[r, c] == UNKNOWN
              else constant[int(known[r, c])] for c in range(w)] for r in range(h)]
    lines = [(clue, cells[r], known[r]) for r, clue in enumerate(puzzle.rows)]
    lines += [(clue, [cells[r][c] for r in range(h)], known[:, c])
              for c, clue in enumerate(puzzle.cols)]
    for clue, line, values in lines:
        if cancel is not None:
            cancel.check()
        if (values != UNKNOWN).all() and line_clue(values) == tuple(clue):
            continue
        start, finals, transitions = clue_automaton(clue)
        model.add_automaton(line, start, finals, transitions)
    return model, cells


@stoppable
def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel) -> Iterator:
    started = time.monotonic()
    # Before building: CP-SAT expands each automaton into a literal per live state and
    # position when it loads the model, all at once and deaf to a stop (automaton.py).
    refuse_if_too_big("cpsat", live_states_of_grid(puzzle, options.known, cancel))
    model, cells = build_model(puzzle, options.known, cancel)
    stats: dict[str, float] = {"variables": len(model.proto.variables), "constraints": len(model.proto.constraints),
                               "branches": 0, "conflicts": 0}
    yield Progress(0.0, "CP-SAT search")
    parameters = dict(SEARCH_PARAMETERS)
    workers = CpsatOptions.of(options).workers
    if workers is not None:  # honoured only as far as enumeration allows (one worker)
        parameters["num_workers"] = workers
    found = yield from cpsat_enumerate_grid_solutions(model, cells, options, cancel, stats,
                                                      started, parameters)
    stats["seconds"] = round(time.monotonic() - started, 4)
    yield Done(*verdict(*found, options)[:2], stats, tuple(found[0]))
