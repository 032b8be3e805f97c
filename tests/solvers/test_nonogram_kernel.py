"""The compiled core (kernel.py, fastprobe.py) against the Python line solver and probe search
it mirrors: the same deductions, the same probes, branches, answers and verdicts; compiled
and interpreted (``.py_func`` / NUMBA_DISABLE_JIT) alike. Also what ``auto`` does with it."""

import random
import subprocess
import sys
import textwrap
from functools import partial

import numpy as np
import pytest

pytest.importorskip("numba")

from solvers.events import SOLVED, STOPPED, Cancel, SolveOptions, run
from solvers.nonogram import auto, fastprobe, kernel, probe, solve
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.linesolve import Contradiction, solve_line
from solvers.nonogram.model import FILLED
from solvers.nonogram.propagate import Grid, propagate


def random_line(rng: random.Random, n: int) -> tuple[tuple[int, ...], int, int]:
    """A clue and known cells: from a random picture line, some cells revealed, some of them
    flipped (so that some lines contradict)."""
    cells = [rng.random() < 0.55 for _ in range(n)]
    clue = tuple(len(run) for run in "".join("#" if c else "." for c in cells).split(".") if run)
    filled = empty = 0
    for i, cell in enumerate(cells):
        if rng.random() < 0.3:
            cell = cell if rng.random() < 0.9 else not cell
            if cell:
                filled |= 1 << i
            else:
                empty |= 1 << i
    return clue, filled, empty


def kernel_line(function, clue, n, filled, empty):
    clues = np.array(clue or (0,), np.int64)
    scratch = np.empty(64, np.int64), np.empty(64, np.int64)
    return function(clues, 0, len(clue), n, filled, empty, *scratch)


def check_line_rule(solve, rng: random.Random, lengths, lines: int) -> None:
    """``solve(clue, n, filled, empty)`` -> (consistent, filled, empty) on ``lines`` random
    lines of the ``lengths`` against linesolve.solve_line."""
    contradictions = 0
    for _ in range(lines):
        n = rng.choice(lengths)
        clue, filled, empty = random_line(rng, n)
        try:
            expected = (True, *solve_line(clue, n, filled, empty))
        except Contradiction:
            expected = (False, 0, 0)
            contradictions += 1
        assert solve(clue, n, filled, empty) == expected, (clue, n, filled, empty)
    assert contradictions > 10  # both outcomes were exercised


@pytest.mark.parametrize("compiled", [True, False])
def test_the_compiled_line_rule_is_the_python_line_rule(compiled):
    function = kernel.solve_line if compiled else kernel.solve_line.py_func
    check_line_rule(partial(kernel_line, function), random.Random(7), (1, 2, 5, 13, 25, 31, 47, fastprobe.MAX_LINE),
                    3000 if compiled else 600)


def random_puzzle(seed: int, size: int | tuple[int, int], density: float = 0.5):
    """The clues of a random picture, size x size or of the shape (h, w)."""
    rng = np.random.default_rng(seed)
    shape = (size, size) if isinstance(size, int) else size
    return clues_from_picture((rng.random(shape) < density).astype(np.int8))


@pytest.mark.parametrize("compiled", [True, False])
def test_compiled_propagation_reaches_the_python_fixpoint(compiled):
    function = kernel.propagate if compiled else kernel.propagate.py_func
    rng = np.random.default_rng(3)
    for seed in range(12):
        puzzle = random_puzzle(seed, 18, 0.6)
        known = np.where(rng.random(puzzle.shape) < 0.15, rng.integers(0, 2, puzzle.shape), -1)
        grid = Grid.from_board(puzzle, known)
        ok = propagate(grid)
        layout = fastprobe.CompiledGrid(puzzle)
        filled, empty = layout.masks(known)
        assert function(filled, empty, *layout.layout, np.array([-1], np.int64)) == ok
        if ok:
            assert (layout.board(filled, empty) == grid.board()).all()


def outcome(done):
    return (done.status, done.unique, done.stats["probes"], done.stats["branches"],
            [board.tolist() for board in done.solutions],
            None if done.partial is None else done.partial.tolist())


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("budget", [None, 40])
def test_compiled_search_is_probe_search(seed, budget):
    """Same probes in the same order, same branches, same answers, same budget cut-off."""
    puzzle = random_puzzle(seed, 12 + seed, 0.5)
    for max_solutions in (1, 2):
        options = SolveOptions(max_solutions)
        ours = run(fastprobe.search(puzzle, options, Cancel(), budget))
        reference = run(probe.search(puzzle, options, Cancel(), budget))
        assert outcome(ours) == outcome(reference)


@pytest.mark.parametrize("h, w, seed", [(9, 9, 5), (4, 66, 2)])  # kernel.py; kernel_wide.py (lines over 60)
def test_the_search_runs_the_same_uncompiled(h, w, seed):
    """One source: with Numba's JIT switched off, the same functions give the same answer."""
    code = textwrap.dedent(f"""
        import numpy as np
        from solvers.events import Cancel, SolveOptions, run
        from solvers.nonogram import fastprobe, probe
        from solvers.nonogram.derive import clues_from_picture
        picture = (np.random.default_rng({seed}).random(({h}, {w})) < 0.5).astype(np.int8)
        puzzle = clues_from_picture(picture)
        a = run(fastprobe.search(puzzle, SolveOptions(2), Cancel()))
        b = run(probe.search(puzzle, SolveOptions(2), Cancel()))
        same = (a.unique, a.stats["probes"], [s.tolist() for s in a.solutions]) == (
            b.unique, b.stats["probes"], [s.tolist() for s in b.solutions])
        print(same, a.stats["probes"], fastprobe.CompiledGrid(puzzle).kernel().__name__)
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                          env={**__import__("os").environ, "NUMBA_DISABLE_JIT": "1"})
    assert done.returncode == 0, done.stderr
    same, probes, module = done.stdout.split()
    assert same == "True" and int(probes) > 0
    assert module.endswith("kernel" if max(h, w) <= fastprobe.MAX_LINE else "kernel_wide")


def test_a_cancelled_compiled_search_stops_without_an_answer():
    cancel = Cancel()
    cancel.cancel()
    done = run(fastprobe.search(random_puzzle(1, 30), SolveOptions(2), cancel))
    assert done.status == STOPPED and not done.solutions


def test_auto_settles_by_probing_or_hands_what_probing_forced_to_the_finishers(monkeypatch):
    puzzle = random_puzzle(6, 20, 0.5)  # unique, not line-solvable, bigger than auto.SMALL_CELLS
    reference = solve(puzzle, "cpsat", max_solutions=2)
    settled = solve(puzzle, "auto", max_solutions=2)
    assert settled.stats["finisher"] == "probe" and settled.stats["line_solvable"] is False
    monkeypatch.setattr(auto, "PROBES_PER_CELL", 0)  # no probe allowed: the finishers answer
    finished = solve(puzzle, "auto", max_solutions=2)
    assert finished.stats["finisher"] in ("cpsat", "sat")
    for done in (settled, finished):
        assert done.status == SOLVED == reference.status
        assert done.unique is reference.unique
    if reference.unique:
        assert (settled.solution == reference.solution).all() and (finished.solution == reference.solution).all()


def clues_of(board: np.ndarray) -> tuple[tuple, tuple]:
    """The clues a solved board shows, counted here (not by the solvers)."""
    def runs(line):
        return tuple(len(run) for run in "".join("#" if cell == FILLED else "." for cell in line).split(".") if run)
    return tuple(runs(row) for row in board), tuple(runs(col) for col in board.T)


@pytest.mark.parametrize("python_probes", [0, 7, 1500])
@pytest.mark.parametrize("seed", range(6))
def test_probing_in_python_first_then_compiled_answers_as_cpsat(monkeypatch, seed, python_probes):
    """A process without the kernel loaded (a command line call) probes a bigger grid in Python
    first, within auto.PYTHON_FIRST_PROBES, then goes on compiled from what the root's probing
    forced: every answer shows the puzzle's clues and the verdict is CP-SAT's."""
    puzzle = random_puzzle(seed, 16 + seed, 0.5)
    monkeypatch.setattr(auto, "kernel_loaded", lambda: False)
    monkeypatch.setattr(auto, "PYTHON_FIRST_PROBES", python_probes)
    done = solve(puzzle, "auto", max_solutions=2)
    reference = solve(puzzle, "cpsat", max_solutions=2)
    assert done.status == SOLVED == reference.status
    assert done.unique is reference.unique
    assert all(clues_of(board) == (tuple(puzzle.rows), tuple(puzzle.cols)) for board in done.solutions)
    if done.unique is False:
        assert len(done.solutions) == 2 and (done.solutions[0] != done.solutions[1]).any()


@pytest.mark.parametrize("size, seed, python_probes, line_solvable, loads_numba", [
    (10, 0, None, False, False),  # small: probed in Python
    (20, 11, None, True, False),  # line solving finishes it: nothing compiled needed
    (20, 0, None, False, False),  # probing settles it within the Python share (auto.PYTHON_FIRST_PROBES)
    (20, 0, 5, False, True),  # it needs more probes than the Python share: the compiled core goes on
])
def test_numba_loads_only_for_grids_that_need_it(size, seed, python_probes, line_solvable, loads_numba):
    """A small call must not pay numba's import (about 0.35 s CPU), nor a bigger one that a
    few probes in Python settle."""
    code = textwrap.dedent(f"""
        import sys
        import numpy as np
        from solvers.events import SOLVED
        from solvers.nonogram import auto, cpsat, solve
        from solvers.nonogram.derive import clues_from_picture
        if {python_probes!r} is not None:
            auto.PYTHON_FIRST_PROBES = {python_probes!r}
        picture = (np.random.default_rng({seed}).random(({size}, {size})) < 0.5).astype(np.int8)
        puzzle = clues_from_picture(picture)
        done = solve(puzzle, "auto", max_solutions=2)
        loaded = "numba" in sys.modules
        agrees = done.unique is solve(puzzle, "cpsat", max_solutions=2).unique
        print(done.status, done.stats["line_solvable"], loaded, agrees, done.stats["probes"])
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    status, solvable, loaded, agrees, probes = done.stdout.split()
    assert status == SOLVED and solvable == str(line_solvable) and agrees == "True"
    if python_probes is not None:
        assert int(probes) > python_probes  # the Python probes and the compiled ones, counted
    assert loaded == str(loads_numba)
