"""Line solving, probing and backtracking on compiled bit sets (Numba): probe.search's
algorithm and answers at native speed, for ``auto``. Grids whose lines fit in a machine word
(MAX_LINE) run on kernel.py; those up to MAX_WIDE_LINE on kernel_wide.py, two words a line,
with the same functions by the same names (CompiledGrid.kernel). Longer lines stay in Python.

Measured (benchmarks/NATIVE.md): the pure-Python line solver costs about 40 us a line, the
compiled one well under 1 us, which is what lets ``auto`` probe before it builds any model.
The search loop stays in Python (few nodes on the puzzles it settles) and checks the cancel
token between probing rounds (a round on a 60x60 grid is milliseconds).
"""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

import numpy as np

from ..compiled import numba_installed
from ..events import Cancel, Progress, Solution, SolveOptions
from .model import EMPTY, FILLED, UNKNOWN, Nonogram
from .probe import final

MAX_LINE = 60  # the longest line of kernel.py's one word (longer ones: kernel_wide)
WIDE_BITS = 62  # kernel_wide.BITS, cells a word there, without importing numba to ask
WIDE_WORDS = 2  # kernel_wide.WORDS
MAX_WIDE_LINE = WIDE_BITS * WIDE_WORDS  # kernel_wide.MAX_LINE
NO_BUDGET = 1 << 62
PROBES_PER_LOOK = 16  # probes between two looks at the cancel token (under 1 ms; 1-3 ms on 100x100-124x124)


def usable(puzzle: Nonogram) -> bool:
    """True when the compiled core can take ``puzzle`` (lines up to MAX_WIDE_LINE) and numba is
    installed (looked up, not imported: the import is what a process that settles in Python
    must not pay)."""
    if max(puzzle.height, puzzle.width) > MAX_WIDE_LINE:
        return False
    return numba_installed()


class CompiledGrid:
    """A puzzle's clues laid out for the kernel, and conversions to and from boards."""

    def __init__(self, puzzle: Nonogram) -> None:
        lines = list(puzzle.rows) + list(puzzle.cols)
        self.h, self.w = puzzle.height, puzzle.width
        self.count = np.array([len(clue) for clue in lines], np.int64)
        self.first = np.concatenate(([0], np.cumsum(self.count)[:-1])).astype(np.int64)
        self.clues = np.array([length for clue in lines for length in clue] or [0], np.int64)
        self.lengths = np.array([self.w] * self.h + [self.h] * self.w, np.int64)
        self.layout = (self.clues, self.first, self.count, self.lengths, self.h)
        # 0: kernel.py's one word a line (1-d masks); else kernel_wide's words a line (2-d).
        self.words = 0 if max(self.h, self.w) <= MAX_LINE else WIDE_WORDS

    def kernel(self) -> ModuleType:
        """The compiled module for this grid's masks (imported here: numba loads with it)."""
        if self.words:
            from . import kernel_wide

            return kernel_wide
        from . import kernel

        return kernel

    def _cells_a_word(self) -> int:
        return WIDE_BITS if self.words else MAX_LINE

    def _pack(self, cells: np.ndarray) -> np.ndarray:
        """Line masks of a (lines, cells) array of 0/1: (lines,) for kernel.py, (lines, words)
        for kernel_wide (a sum of distinct powers of two is their OR)."""
        per = self._cells_a_word()
        chunks = [cells[:, at:at + per].astype(np.int64) for at in range(0, per * max(1, self.words), per)]
        words = [(chunk << np.arange(chunk.shape[1])).sum(1) for chunk in chunks]
        return np.stack(words, 1) if self.words else words[0]

    def masks(self, board: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
        if board is None:
            shape = (self.h + self.w, self.words) if self.words else (self.h + self.w,)
            return np.zeros(shape, np.int64), np.zeros(shape, np.int64)
        board = np.asarray(board)
        padded = max(self.h, self.w)  # rows then columns in one array, each line padded to the longest

        def lines(value: int) -> np.ndarray:
            cells = np.zeros((self.h + self.w, padded), np.int8)
            cells[:self.h, :self.w] = board == value
            cells[self.h:, :self.h] = (board == value).T
            return self._pack(cells)

        return lines(FILLED), lines(EMPTY)

    def board(self, filled: np.ndarray, empty: np.ndarray) -> np.ndarray:
        if self.words:
            word, bit = np.divmod(np.arange(self.w, dtype=np.int64), WIDE_BITS)
            is_filled, is_empty = (filled[:self.h, word] >> bit) & 1, (empty[:self.h, word] >> bit) & 1
        else:
            bit = np.arange(self.w, dtype=np.int64)
            is_filled, is_empty = (filled[:self.h, None] >> bit) & 1, (empty[:self.h, None] >> bit) & 1
        board = np.full((self.h, self.w), UNKNOWN, np.int8)
        board[is_filled == 1] = FILLED
        board[is_empty == 1] = EMPTY
        return board


class _Stopped(Exception):
    pass


class _BudgetSpent(Exception):
    pass


def _fixpoint(kernel: ModuleType, grid: CompiledGrid, filled: np.ndarray, empty: np.ndarray,
              cancel: Cancel, budget: int, counters: np.ndarray) -> tuple[bool, int]:
    """probe.probe_to_fixpoint in place: (consistent, branch cell r * w + c or -1 when complete).
    Raises _BudgetSpent with the masks as reached (every cell of them forced)."""
    while True:
        order = kernel.probe_order(filled, empty, grid.h, grid.w)
        counters[1:] = (0, -1, -1)
        status, start = kernel.MORE, 0
        while status == kernel.MORE:
            if cancel.stopped:
                raise _Stopped
            status, start = kernel.probe_round(filled, empty, *grid.layout, grid.w, order, start, PROBES_PER_LOOK,
                                               budget, counters)
        if status == kernel.CONTRADICTION:
            return False, -1
        if status == kernel.BUDGET_SPENT:
            raise _BudgetSpent
        if kernel.unknown_count(filled, empty, grid.h, grid.w) == 0:
            return True, -1
        if not counters[1]:
            return True, int(counters[2])


def search(puzzle: Nonogram, options: SolveOptions, cancel: Cancel, budget: int | None = None) -> Iterator:
    """The events of probe.search (no Steps): line solving, probing, backtracking; with
    ``budget``, at most that many probes, then Done(STOPPED) with ``stats["budget_spent"]``
    and the board the root's probing forced as ``partial``."""
    grid = CompiledGrid(puzzle)
    kernel = grid.kernel()
    filled, empty = grid.masks(options.known)
    total = grid.h * grid.w
    yield Progress(0.0, "line solving")
    stopped = cancel.stopped
    line_ok = not stopped and kernel.propagate(filled, empty, *grid.layout, np.array([-1], np.int64))
    line_fixed = total - kernel.unknown_count(filled, empty, grid.h, grid.w)
    counters = np.zeros(4, np.int64)  # probes, and the round's progress (kernel.probe_round)
    branches = nodes = 0
    probing_fixed = 0
    solutions: list[np.ndarray] = []
    spent = False
    root = (filled, empty)
    stack = [root] if line_ok else []
    first = True
    try:
        while stack:
            filled, empty = stack.pop()
            nodes += 1
            if first:
                root = (filled, empty)  # probed in place: what the root's probing forces
            consistent, branch = _fixpoint(kernel, grid, filled, empty, cancel,
                                           NO_BUDGET if budget is None else budget, counters)
            if first:
                probing_fixed = (total - line_fixed - kernel.unknown_count(filled, empty, grid.h, grid.w)
                                 if consistent else 0)
                first = False
            if not consistent:
                continue
            if branch < 0:
                board = grid.board(filled, empty)
                solutions.append(board)
                yield Solution(board)
                if len(solutions) >= options.max_solutions:
                    break
                continue
            branches += 1
            r, c = divmod(branch, grid.w)
            # Depth first: try "filled" first (pushed last), then "empty".
            for as_filled in (False, True):
                ok, child_filled, child_empty = kernel.assume(filled, empty, *grid.layout, r, c, as_filled)
                if ok:
                    stack.append((child_filled, child_empty))
            if branches % 50 == 0:
                yield Progress(None, f"search: {branches} branches")
    except _Stopped:
        stopped = True
    except _BudgetSpent:
        spent = True
    line_solvable = bool(line_ok and line_fixed == total)
    stats = {"probes": int(counters[0]), "branches": branches, "nodes": nodes, "line_fixed": line_fixed,
             "probing_fixed": probing_fixed, "line_solvable": line_solvable,
             "needed_probing": not line_solvable, "needed_search": branches > 0}
    yield final(solutions, not stack and not stopped, stopped, options, stats,
                grid.board(*root) if spent else None)
