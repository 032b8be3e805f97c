"""Line-by-line deduction over the whole grid: the engine of hints, step playback and probing.

The grid is kept as bit masks per row and per column (see linesolve), updated on both sides
whenever a cell becomes known. A work queue holds the lines whose cells changed since they
were last solved; propagation runs until the queue is empty (a fixpoint) or a line
contradicts itself.

``solve`` is the selectable method ``line``: it yields one ``Step`` per line pass that fixed
cells, naming the line and the rule, and stops where line logic stops.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator

import numpy as np
from numpy.typing import ArrayLike

from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Progress, Solution, SolveOptions, Step
from .linesolve import COMPLETE, LINE_RULES, Contradiction
from .model import EMPTY, FILLED, UNKNOWN, Clue, Nonogram
from .options import LineOptions

ROW, COL = 0, 1


def line_name(kind: int, index: int) -> str:
    return f"{'row' if kind == ROW else 'column'} {index + 1}"


class Grid:
    """A partial board as bit masks: ``filled[ROW][r]`` has bit c set when cell (r, c) is filled."""

    __slots__ = ("clues", "empty", "filled", "puzzle", "sizes", "unknown_count")

    def __init__(self, puzzle: Nonogram) -> None:
        self.puzzle = puzzle
        self.clues = (puzzle.rows, puzzle.cols)
        self.sizes = (puzzle.width, puzzle.height)  # length of a row, length of a column
        self.filled = ([0] * puzzle.height, [0] * puzzle.width)
        self.empty = ([0] * puzzle.height, [0] * puzzle.width)
        self.unknown_count = puzzle.height * puzzle.width

    @classmethod
    def from_board(cls, puzzle: Nonogram, board: ArrayLike | None) -> Grid:
        grid = cls(puzzle)
        if board is not None:
            values = np.asarray(board)
            for r, c in zip(*np.nonzero(values != UNKNOWN)):
                grid.set(int(r), int(c), int(values[r, c]))
        return grid

    def copy(self) -> Grid:
        other = Grid.__new__(Grid)
        other.puzzle, other.clues, other.sizes = self.puzzle, self.clues, self.sizes
        other.filled = (self.filled[ROW][:], self.filled[COL][:])
        other.empty = (self.empty[ROW][:], self.empty[COL][:])
        other.unknown_count = self.unknown_count
        return other

    def value(self, r: int, c: int) -> int:
        if self.filled[ROW][r] >> c & 1:
            return FILLED
        if self.empty[ROW][r] >> c & 1:
            return EMPTY
        return UNKNOWN

    def set(self, r: int, c: int, value: int) -> None:
        """Make an unknown cell known (both the row and the column mask)."""
        masks = self.filled if value == FILLED else self.empty
        masks[ROW][r] |= 1 << c
        masks[COL][c] |= 1 << r
        self.unknown_count -= 1

    @property
    def complete(self) -> bool:
        return self.unknown_count == 0

    def board(self) -> np.ndarray:
        board = np.full(self.puzzle.shape, UNKNOWN, dtype=np.int8)
        for r in range(self.puzzle.height):
            f, e = self.filled[ROW][r], self.empty[ROW][r]
            for c in range(self.puzzle.width):
                if f >> c & 1:
                    board[r, c] = FILLED
                elif e >> c & 1:
                    board[r, c] = EMPTY
        return board

    def unknown_cells(self) -> Iterator[tuple[int, int]]:
        for r in range(self.puzzle.height):
            known = self.filled[ROW][r] | self.empty[ROW][r]
            for c in range(self.puzzle.width):
                if not known >> c & 1:
                    yield r, c


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def solve_one_line(grid: Grid, kind: int, index: int,
                   line_rule: Callable[[Clue, int, int, int], tuple[int, int]]) -> list[tuple[int, int]]:
    """Apply a line rule to one line; update both masks; return the (position, value) it fixed.

    Raises Contradiction when the line's known cells admit no placement.
    """
    filled, empty = grid.filled, grid.empty
    f, e = filled[kind][index], empty[kind][index]
    new_f, new_e = line_rule(grid.clues[kind][index], grid.sizes[kind], f, e)
    gained_f, gained_e = new_f & ~f, new_e & ~e
    if not (gained_f or gained_e):
        return []
    other = 1 - kind
    filled[kind][index] = new_f
    empty[kind][index] = new_e
    changed = []
    for position in _bits(gained_f):
        filled[other][position] |= 1 << index
        changed.append((position, FILLED))
    for position in _bits(gained_e):
        empty[other][position] |= 1 << index
        changed.append((position, EMPTY))
    grid.unknown_count -= len(changed)
    return changed


def all_lines(puzzle: Nonogram) -> list[tuple[int, int]]:
    return [(ROW, r) for r in range(puzzle.height)] + [(COL, c) for c in range(puzzle.width)]


def propagate(grid: Grid, dirty: Iterable[tuple[int, int]] | None = None, rule: str = COMPLETE, cancel: Cancel | None = None) -> bool:
    """Solve dirty lines until nothing changes (a fixpoint). False on a contradiction.

    ``dirty`` is an iterable of (kind, index); None means every line. This is the hot path
    of probing, search and the generator (millions of lines per generated puzzle), so it
    yields no events and is written out flat (profiled: a call per line and a list of the
    cells changed cost more than the cached line rule itself); ``solve`` below is the
    explained version. ``cancel`` is checked per line (``Stopped``; a 200x200 grid takes seconds).
    """
    line_rule = LINE_RULES[rule]
    filled, empty, clues, sizes = grid.filled, grid.empty, grid.clues, grid.sizes
    queued = (bytearray(sizes[COL]), bytearray(sizes[ROW]))  # one flag per row, per column
    queue: deque[tuple[int, int]] = deque()
    for kind, index in (all_lines(grid.puzzle) if dirty is None else dirty):
        if not queued[kind][index]:
            queued[kind][index] = 1
            queue.append((kind, index))
    check = cancel.check if cancel is not None else None
    pop, push = queue.popleft, queue.append
    while queue:
        if check is not None:
            check()
        kind, index = pop()
        queued[kind][index] = 0
        f, e = filled[kind][index], empty[kind][index]
        try:
            new_f, new_e = line_rule(clues[kind][index], sizes[kind], f, e)
        except Contradiction:
            return False
        gained_f = new_f & ~f
        gained = gained_f | (new_e & ~e)
        if not gained:
            continue
        filled[kind][index], empty[kind][index] = new_f, new_e
        other = 1 - kind
        other_filled, other_empty, other_queued = filled[other], empty[other], queued[other]
        bit = 1 << index
        count = 0
        while gained:
            low = gained & -gained
            gained ^= low
            position = low.bit_length() - 1
            if gained_f & low:
                other_filled[position] |= bit
            else:
                other_empty[position] |= bit
            count += 1
            if not other_queued[position]:
                other_queued[position] = 1
                push((other, position))
        grid.unknown_count -= count
    return True


def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel) -> Iterator:
    """The method ``line``: line solving shown step by step; stops where line logic stops.

    Its option ``line_rule`` (LineOptions): "complete" (default: all placements) or "overlap"
    (leftmost vs rightmost packing only), so a teacher can show how much further the complete
    rule gets.
    """
    rule: str = LineOptions.of(options).line_rule
    line_rule = LINE_RULES[rule]
    grid = Grid.from_board(puzzle, options.known)
    total = puzzle.height * puzzle.width
    queue = deque(all_lines(puzzle))
    queued = set(queue)
    steps = 0
    ok = True
    yield Progress(0.0, f"line solving ({rule} rule)")
    while queue and not cancel.stopped:
        kind, index = line = queue.popleft()
        queued.discard(line)
        try:
            changed = solve_one_line(grid, kind, index, line_rule)
        except Contradiction:
            ok = False
            break
        if not changed:
            continue
        steps += 1
        for position, _ in changed:
            crossing = (1 - kind, position)
            if crossing not in queued:
                queued.add(crossing)
                queue.append(crossing)
        cells = tuple((index, p) if kind == ROW else (p, index) for p, _ in changed)
        yield Step(cells, tuple(v for _, v in changed), rule, line_name(kind, index))
        yield Progress((total - grid.unknown_count) / total, f"{steps} steps")
    stats = {"steps": steps, "fixed": total - grid.unknown_count, "cells": total, "line_rule": rule,
             "line_solvable": bool(ok and grid.complete)}
    if not ok:
        stats["contradiction"] = line_name(kind, index)  # the line no placement fits
        yield Done(NO_SOLUTION, None, stats)
    elif grid.complete:
        board = grid.board()
        yield Solution(board)
        # Every line deduction is forced, so a finished grid is the only solution.
        yield Done(SOLVED, True if options.want_unique else None, stats, (board,))
    else:
        # Line logic stalled (or was cancelled): the partial board shows how far it got.
        stats["stalled"] = not cancel.stopped
        yield Done(STOPPED, None, stats, (), partial=grid.board())
