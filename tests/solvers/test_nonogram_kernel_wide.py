"""The compiled core for lines over one word (kernel_wide.py: two 62-bit words a line, for lines
of 61-124 cells) against the Python line solver and probe search it mirrors, compiled and
interpreted (``.py_func``; NUMBA_DISABLE_JIT: test_nonogram_kernel) alike; and ``auto`` on
grids that use it."""

import random
import subprocess
import sys
import textwrap
from functools import partial

import numpy as np
import pytest

pytest.importorskip("numba")

from solvers.events import SOLVED, STOPPED, Cancel, SolveOptions, run
from solvers.nonogram import auto, fastprobe, kernel_wide, probe, solve
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import Nonogram
from solvers.nonogram.propagate import Grid, propagate

from .cancel_tokens import CancelAfter
from .test_nonogram_kernel import check_line_rule, clues_of, outcome, random_puzzle

# One worker: with an empty numba cache (a fresh clone, as in CI) each worker that calls
# kernel_wide first compiles it (12 s CPU quiet); in one group only one does.
pytestmark = pytest.mark.xdist_group("kernel-wide")

BITS, WORD = kernel_wide.BITS, kernel_wide.WORD
# Around both ends of each word, and between.
LENGTHS = (1, 2, 7, 31, 60, 61, 62, 63, 64, 70, 93, 99, 110, 122, 123, 124)


def wide_line(function, clue, n, filled, empty):
    """kernel_wide.solve_line on Python-int masks, its answer as Python ints."""
    clues = np.array(clue or (0,), np.int64)
    scratch = np.empty((max(1, len(clue)), 2), np.int64), np.empty((max(1, len(clue)), 2), np.int64)
    ok, f_lo, f_hi, e_lo, e_hi = function(clues, 0, len(clue), n, filled & WORD, filled >> BITS, empty & WORD,
                                          empty >> BITS, *scratch)
    if not ok:
        return False, 0, 0
    return True, int(f_lo) | int(f_hi) << BITS, int(e_lo) | int(e_hi) << BITS


@pytest.mark.parametrize("compiled", [True, False])
def test_the_wide_line_rule_is_the_python_line_rule(compiled):
    function = kernel_wide.solve_line if compiled else kernel_wide.solve_line.py_func
    # Every length up to two words, the ends of the words as often again.
    lengths = tuple(range(1, kernel_wide.MAX_LINE + 1)) + LENGTHS * 8
    check_line_rule(partial(wide_line, function), random.Random(11), lengths, 3000 if compiled else 400)


@pytest.mark.parametrize("compiled", [True, False])
def test_shifts_and_carries_across_the_words_are_python_ints(compiled):
    """The pair steps the line rule is built of, on values that cross the boundary of the words."""
    def of(name):
        function = getattr(kernel_wide, name)
        return function if compiled else function.py_func

    rng = random.Random(5)
    full = (1 << kernel_wide.MAX_LINE) - 1
    for _ in range(2000 if compiled else 300):
        a, b = rng.getrandbits(kernel_wide.MAX_LINE), rng.getrandbits(kernel_wide.MAX_LINE)
        if rng.random() < 0.3:  # long runs, so that carries travel far
            a |= ((1 << rng.randint(0, 124)) - 1) & ~((1 << rng.randint(0, 60)) - 1)
        shift = rng.choice((0, 1, 2, 30, 61, 62, 63, 100, 123, 124, 130))
        pair = (a & WORD, a >> BITS)
        join = lambda p: int(p[0]) | int(p[1]) << BITS  # noqa: E731
        assert join(of("_shl")(*pair, shift)) == (a << shift) & full
        assert join(of("_shr")(*pair, shift)) == a >> shift
        assert join(of("_add")(*pair, b & WORD, b >> BITS)) == (a + b) & full
        assert join(of("_low_mask")(shift)) == (1 << min(shift, 124)) - 1
        if a:
            assert of("_lowest_cell")(*pair) == (a & -a).bit_length() - 1
        assert of("_cell_length")(*pair) == a.bit_length()


def wide_puzzle(seed: int, h: int, w: int, density: float = 0.5) -> Nonogram:
    return random_puzzle(seed, (h, w), density)


@pytest.mark.parametrize("compiled", [True, False])
def test_wide_propagation_reaches_the_python_fixpoint(compiled):
    function = kernel_wide.propagate if compiled else kernel_wide.propagate.py_func
    rng = np.random.default_rng(3)
    contradictions = 0
    for seed in range(10):
        h, w = (12, 61 + 6 * seed) if seed % 2 else (61 + 6 * seed, 12)
        picture = (rng.random((h, w)) < 0.6).astype(np.int8)
        puzzle = clues_from_picture(picture)
        # Some of the picture's cells known, one in 40 of them wrong (some grids contradict).
        wrong = rng.random(picture.shape) < 0.025
        known = np.where(rng.random(picture.shape) < 0.1, picture ^ wrong, -1)
        grid = Grid.from_board(puzzle, known)
        ok = propagate(grid)
        contradictions += not ok
        layout = fastprobe.CompiledGrid(puzzle)
        assert layout.words == 2
        filled, empty = layout.masks(known)
        assert function(filled, empty, *layout.layout, np.array([-1], np.int64)) == ok
        if ok:
            assert (layout.board(filled, empty) == grid.board()).all()
    assert 0 < contradictions < 10


def test_boards_go_to_two_words_and_back():
    puzzle = wide_puzzle(1, 70, 124)
    rng = np.random.default_rng(1)
    board = rng.integers(-1, 2, puzzle.shape).astype(np.int8)
    grid = fastprobe.CompiledGrid(puzzle)
    filled, empty = grid.masks(board)
    assert filled.shape == (70 + 124, 2) and int(filled.max()) <= WORD
    assert (grid.board(filled, empty) == board).all()
    assert kernel_wide.unknown_count(filled, empty, 70, 124) == int((board == -1).sum())
    for r, c in zip(*np.nonzero(board == 1)):  # the columns carry the same cells, bit r of line h + c
        assert filled[70 + c, r // BITS] >> (r % BITS) & 1


def test_the_dispatch_takes_lines_up_to_two_words():
    assert (fastprobe.WIDE_BITS, fastprobe.WIDE_WORDS, fastprobe.MAX_WIDE_LINE) == (
        kernel_wide.BITS, kernel_wide.WORDS, kernel_wide.MAX_LINE)
    assert fastprobe.usable(wide_puzzle(0, 5, kernel_wide.MAX_LINE))
    assert not fastprobe.usable(wide_puzzle(0, 5, kernel_wide.MAX_LINE + 1))
    assert fastprobe.CompiledGrid(wide_puzzle(0, 60, 60)).words == 0  # kernel.py's one word
    assert fastprobe.CompiledGrid(wide_puzzle(0, 61, 5)).kernel() is kernel_wide


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("budget", [None, 40])
def test_wide_search_is_probe_search(seed, budget):
    """Same probes in the same order, same branches, same answers, same budget cut-off."""
    h, w = 6 + seed, 61 + 6 * seed
    puzzle = wide_puzzle(seed, *((h, w) if seed % 2 else (w, h)))
    for max_solutions in (1, 2):
        options = SolveOptions(max_solutions)
        ours = run(fastprobe.search(puzzle, options, Cancel(), budget))
        reference = run(probe.search(puzzle, options, Cancel(), budget))
        assert outcome(ours) == outcome(reference)


def test_a_wide_search_looks_at_its_cancel_token_between_small_chunks():
    """Cancelled before or during its probing (a random 100x100: many probes), the search stops
    without an answer, having probed at most fastprobe.PROBES_PER_LOOK between two looks."""
    puzzle = wide_puzzle(0, 100, 100)
    for looks in (1, 6):
        cancel = CancelAfter(looks)
        done = run(fastprobe.search(puzzle, SolveOptions(2), cancel))
        assert cancel.fired and done.status == STOPPED and not done.solutions
        assert done.stats["probes"] <= (looks - 1) * fastprobe.PROBES_PER_LOOK


@pytest.mark.parametrize("probes_per_cell", [auto.PROBES_PER_CELL, 0])
@pytest.mark.parametrize("seed, h, w", [(0, 20, 61), (1, 25, 75), (2, 12, 90), (3, 70, 18)])
def test_auto_on_wide_grids_answers_as_cpsat(monkeypatch, seed, h, w, probes_per_cell):
    """Whole puzzles through ``auto``: line solving and probing on the compiled wide core, and
    with no probe allowed the finisher from the board it reached. Every answer shows the
    puzzle's clues and the uniqueness verdict is CP-SAT's (#1 is line-solvable, unique)."""
    monkeypatch.setattr(auto, "PROBES_PER_CELL", probes_per_cell)
    puzzle = wide_puzzle(seed, h, w, 0.6)
    done = solve(puzzle, "auto", max_solutions=2)
    reference = solve(puzzle, "cpsat", max_solutions=2)
    assert done.status == SOLVED == reference.status
    assert done.unique is reference.unique
    if not done.stats["line_solvable"]:
        assert done.stats["finisher"] == ("probe" if probes_per_cell else auto.DEFAULT_FINISHERS[0])
    assert all(clues_of(board) == (tuple(puzzle.rows), tuple(puzzle.cols)) for board in done.solutions)
    if done.unique:
        assert (done.solution == reference.solution).all()
    else:
        assert len(done.solutions) == 2 and (done.solutions[0] != done.solutions[1]).any()


@pytest.mark.parametrize("seed, h, w, python_probes, loads", [
    (1, 25, 75, None, False),  # line-solvable: no numba
    (0, 20, 61, 2, True),  # needs more probes than the Python share: kernel_wide goes on
])
def test_numba_loads_for_a_wide_grid_only_when_it_needs_it(seed, h, w, python_probes, loads):
    """As for the one-word grids (test_nonogram_kernel): a fresh process that line solving
    settles never imports numba; one that needs probing loads kernel_wide."""
    code = textwrap.dedent(f"""
        import sys
        import numpy as np
        from solvers.nonogram import auto, solve
        from solvers.nonogram.derive import clues_from_picture
        if {python_probes!r} is not None:
            auto.PYTHON_FIRST_PROBES = {python_probes!r}
        picture = (np.random.default_rng({seed}).random(({h}, {w})) < 0.6).astype(np.int8)
        done = solve(clues_from_picture(picture), "auto", max_solutions=2)
        print(done.status, "numba" in sys.modules, "solvers.nonogram.kernel_wide" in sys.modules)
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [SOLVED, str(loads), str(loads)]
