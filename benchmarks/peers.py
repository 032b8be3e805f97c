"""Adapters for the peer nonogram solvers from PyPI (the ``bench`` extra), for benchmarks only.

Both peers are CP-SAT models built in Python; each adapter takes clues as tuples of tuples of
ints (``()`` = an empty line) and returns a 0/1 int8 array (height x width), or None when the
peer found no answer within ``timeout`` seconds (None = no limit).

puzzlekit 0.3.4 (``puzzlekit.solvers.nonogram.NonogramSolver``)
    One start variable per block, reified range checks per cell. ``solve(solver_options)``
    runs one CpSolver with ``max_time_in_seconds`` (30 s when not given) and any other CP-SAT
    parameter by name; ``num_workers`` is left at the CP-SAT default (all cores) unless
    ``workers`` is given. It stops at the first solution: it cannot check uniqueness.

multi-puzzle-solver 1.1.10 (``puzzle_solver.puzzles.nonograms.nonograms.Board``)
    Start variables plus cover booleans per (block, cell). Its own ``solve_and_print`` calls
    ``generic_solve_all``: ``enumerate_all_solutions=True`` (which makes CP-SAT use 1 worker),
    no time limit and no solution limit, collecting distinct solutions through a callback.
    The adapters rebuild that call with the peer's own model and collector, adding
    ``max_time_in_seconds`` and a solution limit; ``max_solutions=2`` checks uniqueness.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

Clues = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Enumeration:
    """Distinct solutions found, and whether the search finished (so the count is exact)."""

    solutions: tuple[np.ndarray, ...]
    complete: bool

    @property
    def unique(self) -> bool | None:
        """True / False when proven, None when the search stopped early with one solution."""
        if len(self.solutions) >= 2:
            return False
        return len(self.solutions) == 1 if self.complete else None


# --- puzzlekit -------------------------------------------------------------------------------


def solve_with_puzzlekit(rows: Clues, cols: Clues, timeout: float | None = None, *,
                         workers: int | None = None) -> np.ndarray | None:
    from puzzlekit.solvers.nonogram import NonogramSolver

    # The peer wants clue numbers as strings and converts them in place: give it fresh lists.
    solver = NonogramSolver(
        num_rows=len(rows),
        num_cols=len(cols),
        rows=[[str(n) for n in clue] for clue in rows],
        cols=[[str(n) for n in clue] for clue in cols],
    )
    options = {"time_limit_sec": math.inf if timeout is None else float(timeout)}
    if workers is not None:
        options["num_workers"] = workers
    result = solver.solve(solver_options=options)
    if not result.is_solved:
        return None
    return (np.array(result.sol_grid.matrix) == "x").astype(np.int8)


# --- multi-puzzle-solver ---------------------------------------------------------------------


def enumerate_with_multi_puzzle_solver(rows: Clues, cols: Clues, timeout: float | None = None,
                                       *, max_solutions: int = 2,
                                       workers: int | None = None) -> Enumeration:
    from ortools.sat.python import cp_model
    from puzzle_solver.core.utils_ortools import AllSolutionsCollector, SingleSolution
    from puzzle_solver.puzzles.nonograms.nonograms import Board

    board = Board(top=[list(clue) for clue in cols], side=[list(clue) for clue in rows])

    def to_solution(board, callback):
        return SingleSolution({pos: callback.value(var) for pos, var in board.model_vars.items()})

    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True  # as the peer's generic_solve_all
    if timeout is not None:
        solver.parameters.max_time_in_seconds = float(timeout)
    if workers is not None:
        solver.parameters.num_workers = workers
    collector = AllSolutionsCollector(board, to_solution, max_solutions=max_solutions)
    status = solver.solve(board.model, collector)
    found = tuple(_mps_board(s, len(rows), len(cols)) for s in collector.solutions)
    complete = status in (cp_model.OPTIMAL, cp_model.INFEASIBLE) and len(found) < max_solutions
    return Enumeration(found, complete)


def solve_with_multi_puzzle_solver(rows: Clues, cols: Clues, timeout: float | None = None, *,
                                   workers: int | None = None) -> np.ndarray | None:
    found = enumerate_with_multi_puzzle_solver(rows, cols, timeout, max_solutions=1,
                                               workers=workers).solutions
    return found[0] if found else None


def _mps_board(solution, height: int, width: int) -> np.ndarray:
    board = np.zeros((height, width), dtype=np.int8)
    for pos, value in solution.assignment.items():
        board[pos.y, pos.x] = value
    return board


def warm_up() -> None:
    """Import every peer and solve the worked example once, so timings leave imports out."""
    for solve in PEERS.values():
        solve(EXAMPLE_ROWS, EXAMPLE_COLS, 10)


PEERS = {
    "puzzlekit": solve_with_puzzlekit,
    "multi-puzzle-solver": solve_with_multi_puzzle_solver,
}

# The module each peer installs, to tell whether it is there without importing it.
MODULES = {"puzzlekit": "puzzlekit", "multi-puzzle-solver": "puzzle_solver"}


def installed(name: str) -> bool:
    from importlib.util import find_spec

    return find_spec(MODULES[name]) is not None


# Peers that can tell whether an answer is unique: name -> (rows, cols, timeout) -> Enumeration.
UNIQUENESS = {
    "multi-puzzle-solver": enumerate_with_multi_puzzle_solver,
}


# --- self-check ------------------------------------------------------------------------------

EXAMPLE_ROWS: Clues = ((5,), (2,), (2,), (2,), (2,))
EXAMPLE_COLS: Clues = ((1,), (1, 1), (1, 3), (3, 1), (2,))
EXAMPLE_ANSWER = ("#####", "...##", "..##.", ".##..", "..##.")


def line_clue(line) -> tuple[int, ...]:
    text = "".join("#" if v else "." for v in line)
    return tuple(len(run) for run in text.split(".") if run)


def satisfies(board: np.ndarray, rows: Clues, cols: Clues) -> bool:
    return (board.shape == (len(rows), len(cols))
            and all(line_clue(line) == clue for line, clue in zip(board, rows))
            and all(line_clue(line) == clue for line, clue in zip(board.T, cols)))


def _read_taai(path: Path, count: int) -> list[tuple[Clues, Clues]]:
    """The first ``count`` puzzles of a taai file (enough for this check; formats.py does it
    properly): ``$n``, then 25 column clues and 25 row clues, TAB-separated."""
    lines = [line.strip() for line in path.read_text().splitlines()]
    puzzles = []
    for i, line in enumerate(lines):
        if line.startswith("$") and len(puzzles) < count:
            clues = [tuple(int(n) for n in text.split()) for text in lines[i + 1:i + 51]]
            puzzles.append((tuple(clues[25:]), tuple(clues[:25])))
    return puzzles


def _check(name: str, rows: Clues, cols: Clues, expect=None) -> bool:
    import time

    start = time.perf_counter()
    board = PEERS[name](rows, cols, 60)
    seconds = time.perf_counter() - start
    ok = board is not None and satisfies(board, rows, cols)
    if expect is not None and ok:
        ok = ["".join("#" if v else "." for v in row) for row in board] == list(expect)
    print(f"  {name:20} {'ok' if ok else 'FAILED'} {seconds:.3f} s")
    return ok


def main() -> int:
    ok = True
    print("worked example 5x5")
    for name in PEERS:
        ok &= _check(name, EXAMPLE_ROWS, EXAMPLE_COLS, EXAMPLE_ANSWER)
    print("  uniqueness (multi-puzzle-solver):",
          enumerate_with_multi_puzzle_solver(EXAMPLE_ROWS, EXAMPLE_COLS, 60).unique)
    taai = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "nonogram" / "taai"
    if not taai.is_dir():
        print(f"note: {taai} not found; taai check skipped")
        return 0 if ok else 1
    for number, (rows, cols) in enumerate(_read_taai(taai / "question" / "taai2011.txt", 3), 1):
        print(f"taai2011 #{number}")
        for name in PEERS:
            ok &= _check(name, rows, cols)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
