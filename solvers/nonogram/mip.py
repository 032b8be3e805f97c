"""Nonogram as a mixed-integer program (method ``mip``), solved by SCIP or CBC via pywraplp.

The block-placement formulation from the literature. For every line of both directions
(rows and columns alike) and every block k of its clue:

- ``P[k]``     integer start, domain from the leftmost to the rightmost legal start
               (so the last block stays inside the line);
- ``Q[k, s]``  binary, one-hot over the legal starts: sum_s Q[k, s] = 1 and
               P[k] = sum_s s * Q[k, s];
- ``B[k, c]``  binary "cell c is covered by block k": B[k, c] = sum of Q[k, s] over the
               starts s with s <= c < s + len_k;
- ordering     P[k + 1] >= P[k] + len_k + 1 (at least one empty cell between blocks).

The two directions are coupled cell by cell: the row coverage sum_k B_row[k, c] equals the
column coverage sum_k B_col[k, r], and that coverage is the cell's value. The objective is
0: this is a feasibility problem. Uniqueness is decided by a no-good cut over the cell
values that excludes the first solution, then solving again.

It exists for teaching and comparison: it shows how a generic MIP solver copes with a
combinatorial puzzle, with node counts to compare. It is far slower than the ``cpsat``
method (CP-SAT with one automaton per line), which is the one to use for real puzzles.
"""

from __future__ import annotations

import time
from collections.abc import Generator, Iterable, Iterator
from typing import Any

import numpy as np
from ortools.linear_solver import pywraplp

from ..errors import MethodRefused
from ..events import NO_SOLUTION, STOPPED, Cancel, Done, Progress, Solution, SolveOptions, stoppable
from ..ortools_support import run_stoppable, time_left, verdict
from .model import EMPTY, FILLED, UNKNOWN, Clue, Nonogram
from .options import MipOptions

NAME = "mip"
BACKENDS = ("SCIP", "CBC")
_STATUS_NAMES = {
    pywraplp.Solver.OPTIMAL: "OPTIMAL",
    pywraplp.Solver.FEASIBLE: "FEASIBLE",
    pywraplp.Solver.INFEASIBLE: "INFEASIBLE",
    pywraplp.Solver.UNBOUNDED: "UNBOUNDED",
    pywraplp.Solver.ABNORMAL: "ABNORMAL",  # what SCIP reports after InterruptSolve
    pywraplp.Solver.MODEL_INVALID: "MODEL_INVALID",
    pywraplp.Solver.NOT_SOLVED: "NOT_SOLVED",  # time limit reached before an answer
}


def _blocks(clue: Clue) -> tuple[int, ...]:
    """The clue without zeros: ``(0,)`` and ``()`` both mean an empty line."""
    return tuple(int(b) for b in clue if int(b) > 0)


def start_ranges(clue: Clue, length: int) -> list[tuple[int, int]] | None:
    """(leftmost, rightmost) legal start of every block, or None when the clue cannot fit."""
    blocks = _blocks(clue)
    if sum(blocks) + len(blocks) - 1 > length:
        return None
    ranges = []
    left = 0
    right_need = sum(blocks) + len(blocks) - 1  # cells blocks k.. need, gaps included
    for size in blocks:
        ranges.append((left, length - right_need))
        left += size + 1
        right_need -= size + 1
    return ranges


def _create_solver(preferred: str | None) -> tuple[pywraplp.Solver, str]:
    names = (preferred,) if preferred else BACKENDS
    for name in names:
        solver = pywraplp.Solver.CreateSolver(name)
        if solver is not None:
            return solver, name
    tried = ", ".join(names)
    raise RuntimeError(f"no MIP backend available in this OR-Tools build (tried {tried})")


def _add_line(solver: pywraplp.Solver, tag: str, clue: Clue, length: int) -> list[list] | None:
    """Add one line's P, Q, B variables and constraints; return each cell's B variables.

    ``coverage[c]`` lists the B[k, c] of the blocks that can reach cell c, so the cell's
    value is their sum. None means the clue cannot fit the line at all.
    """
    blocks = _blocks(clue)
    ranges = start_ranges(clue, length)
    if ranges is None:
        return None
    coverage: list[list] = [[] for _ in range(length)]
    starts = []
    for k, (size, (lo, hi)) in enumerate(zip(blocks, ranges)):
        p = solver.IntVar(lo, hi, f"{tag}.P[{k}]")
        starts.append(p)
        q = {s: solver.BoolVar(f"{tag}.Q[{k},{s}]") for s in range(lo, hi + 1)}
        one_hot = solver.Constraint(1, 1, f"{tag}.onehot[{k}]")
        link = solver.Constraint(0, 0, f"{tag}.start[{k}]")  # P - sum s*Q = 0
        link.SetCoefficient(p, 1)
        for s, var in q.items():
            one_hot.SetCoefficient(var, 1)
            link.SetCoefficient(var, -s)
        for c in range(lo, hi + size):
            b = solver.BoolVar(f"{tag}.B[{k},{c}]")
            cover = solver.Constraint(0, 0, f"{tag}.cover[{k},{c}]")  # B - sum Q = 0
            cover.SetCoefficient(b, 1)
            for s in range(max(lo, c - size + 1), min(hi, c) + 1):
                cover.SetCoefficient(q[s], -1)
            coverage[c].append(b)
    for k in range(len(blocks) - 1):
        order = solver.Constraint(blocks[k] + 1, solver.infinity(), f"{tag}.order[{k}]")
        order.SetCoefficient(starts[k + 1], 1)
        order.SetCoefficient(starts[k], -1)
    return coverage


# Memory (issue 28): the model grows with the one-hot starts Q (every block's legal starts),
# and so does SCIP. A random 200x200 picture has 1,030,308 of them: 6.9 GB within 40 s (2.8
# GB even with SCIP's own limits/memory at 200 MB: much of it is outside SCIP's count);
# Faase 82,318: 656-804 MB. About 8 KB a start: at most this many keep the process under
# 500 MB; past it the method refuses before building anything.
MAX_STARTS = 40_000


def start_count(puzzle: Nonogram) -> int:
    """The number of Q variables the model would have (a line that cannot fit counts 0)."""
    total = 0
    lines = [(clue, puzzle.width) for clue in puzzle.rows] + [(clue, puzzle.height) for clue in puzzle.cols]
    for clue, length in lines:
        ranges = start_ranges(clue, length) or ()
        total += sum(hi - lo + 1 for lo, hi in ranges)
    return total


@stoppable
def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel) -> Iterator:
    """Yield Progress, one Solution per solution found, and finally Done."""
    started = time.monotonic()
    starts = start_count(puzzle)
    if starts > MAX_STARTS:
        raise MethodRefused(f"too big for mip: {starts:,} block starts (at most {MAX_STARTS:,}, "
                            f"~8 KB each); try cpsat, sat or auto")
    known = _known_board(puzzle, options)
    chosen = MipOptions.of(options)
    solver, backend = _create_solver(chosen.backend)
    stats: dict = {"method": NAME, "backend": backend, "variables": 0, "constraints": 0,
                   "nodes": 0, "iterations": 0, "solves": 0, "seconds": 0.0}

    def done(status: str, unique: bool | None, solutions: Iterable[np.ndarray]) -> Done:
        stats["variables"] = solver.NumVariables()
        stats["constraints"] = solver.NumConstraints()
        stats["seconds"] = round(time.monotonic() - started, 6)
        return Done(status, unique, stats, tuple(solutions))

    if cancel.stopped:
        yield done(STOPPED, None, [])
        return

    yield Progress(0.0, f"building MIP model for {backend}")
    row_cov, col_cov, infeasible = _add_lines(solver, puzzle, cancel)
    if infeasible is not None:
        stats["infeasible_line"] = infeasible
        yield done(NO_SOLUTION, None, [])
        return
    _couple_cells(solver, row_cov, col_cov, known, cancel)
    solver.Minimize(0)  # feasibility
    if chosen.workers:
        solver.SetNumThreads(chosen.workers)

    solutions: list[np.ndarray] = []
    exhausted = yield from _search(solver, row_cov, puzzle.shape, options, cancel, started, stats, solutions)
    yield done(*verdict(solutions, exhausted, options))


def _known_board(puzzle: Nonogram, options: SolveOptions) -> np.ndarray | None:
    """The cells already known (options.known), checked against the puzzle's shape."""
    if options.known is None:
        return None
    known = np.asarray(options.known)
    if known.shape != puzzle.shape:
        raise ValueError(f"known board has shape {known.shape}, the puzzle {puzzle.shape}")
    return known


Coverage = list[list[list]]  # per line, per cell, the B variables covering it


def _add_lines(solver: pywraplp.Solver, puzzle: Nonogram, cancel: Cancel) -> tuple[Coverage, Coverage, str | None]:
    """Every row's and column's block model: (row coverage, column coverage, None), or with
    the name of the first line that cannot hold its clue (the puzzle has no solution)."""
    height, width = puzzle.shape
    coverage: dict[str, Coverage] = {}
    for kind, tag, clues, length in (("row", "r", puzzle.rows, width),
                                     ("column", "c", puzzle.cols, height)):
        coverage[kind] = []
        for i, clue in enumerate(clues):
            cancel.check()  # a big grid takes seconds to build in Python
            cov = _add_line(solver, f"{tag}{i + 1}", clue, length)
            if cov is None:
                return [], [], f"{kind} {i + 1}"
            coverage[kind].append(cov)
    return coverage["row"], coverage["column"], None


def _couple_cells(solver: pywraplp.Solver, row_cov: Coverage, col_cov: Coverage, known: np.ndarray | None,
                  cancel: Cancel) -> None:
    """Row coverage == column coverage in every cell (the cell's one value seen from both
    lines), and the known cells fixed."""
    for r, cells in enumerate(row_cov):
        cancel.check()
        for c, row_blocks in enumerate(cells):
            couple = solver.Constraint(0, 0, f"cell[{r},{c}]")
            for b in row_blocks:
                couple.SetCoefficient(b, 1)
            for b in col_cov[c][r]:
                couple.SetCoefficient(b, -1)
            if known is not None and known[r, c] != UNKNOWN:
                value = int(known[r, c])
                fix = solver.Constraint(value, value, f"known[{r},{c}]")
                for b in row_blocks:
                    fix.SetCoefficient(b, 1)


def _search(solver: pywraplp.Solver, row_cov: Coverage, shape: tuple[int, int], options: SolveOptions,
            cancel: Cancel, started: float, stats: dict, solutions: list[np.ndarray]) -> Generator[Any, None, bool]:
    """Solve, then cut off each solution found and solve again, until ``options.max_solutions``
    (appended to ``solutions``); yields Progress and Solution, returns True when the search
    proved there is no other solution."""
    height, width = shape
    wanted = max(1, int(options.max_solutions))
    while len(solutions) < wanted:
        left = time_left(options, cancel, started)
        if cancel.stopped or (left is not None and left <= 0):
            return False
        if left is not None:
            solver.SetTimeLimit(max(1, int(left * 1000)))
        yield Progress(
            None,
            "solving" if not solutions
            else f"looking for solution {len(solutions) + 1} (uniqueness)",
        )
        # SCIP honours InterruptSolve (not in its presolve: a big model's solve is left then);
        # CBC does not (it returns False), so with CBC a cancel takes effect at the time limit.
        status = run_stoppable(solver.Solve, solver.InterruptSolve, cancel, own_thread=True)  # a solve or two a puzzle
        if status is None:  # abandoned after a stop: no answer, and the solver is still busy
            stats["solver_status"] = "STOPPED"
            return False
        stats["solves"] += 1
        stats["nodes"] += int(solver.nodes())
        stats["iterations"] += int(solver.iterations())
        if status in (pywraplp.Solver.OPTIMAL, pywraplp.Solver.FEASIBLE):
            board = _board_of(row_cov, height, width)
            solutions.append(board)
            yield Solution(board.copy())
            if len(solutions) < wanted:
                _exclude(solver, board, row_cov, len(solutions))
        elif status == pywraplp.Solver.INFEASIBLE:
            return True
        else:  # NOT_SOLVED (time limit / interrupt), ABNORMAL, ...
            stats["solver_status"] = _STATUS_NAMES.get(status, str(status))
            return False
    return False


def _board_of(row_cov: Coverage, height: int, width: int) -> np.ndarray:
    """The board of the solver's current solution (a cell is filled when a block covers it)."""
    return np.array([[FILLED if sum(b.solution_value() for b in row_cov[r][c]) > 0.5 else EMPTY
                      for c in range(width)] for r in range(height)], dtype=np.int8)


def _exclude(solver: pywraplp.Solver, board: np.ndarray, row_cov: Coverage, index: int) -> None:
    """A no-good cut: sum over filled cells of (1 - v) + sum over empty cells of v >= 1."""
    filled = int(board.sum())
    cut = solver.Constraint(1 - filled, solver.infinity(), f"nogood[{index}]")
    for (r, c), value in np.ndenumerate(board):
        sign = -1 if value == FILLED else 1
        for b in row_cov[r][c]:
            cut.SetCoefficient(b, sign)
