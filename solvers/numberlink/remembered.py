"""An exact refusal of a generator's move from the judge's earlier answers: second solutions
found before, redrawn on the move's puzzle (``SecondSolutions.refutes``).

A refused puzzle's second board B differs from its intended solution S in a region D (a short
circuit across a few cells, mostly). A later puzzle's intended solution S' often still runs as
S did round D: S' with D drawn as B has it is then a solution of the later puzzle too, so that
puzzle is not unique under nikoli and the judge would refuse it. Each candidate board is
checked against the puzzle's numbers (every number one line, every other cell none or two,
each line joins two numbers of one pair, no loop) and must differ from S', so a refusal here
is exact; a board that does not fit says nothing.

Measured (issue 15, 20x20 seeds 0 and 1, instrumented runs): of the judge's refusals during
the joins 69 of 84 and 20 of 45 would have been found this way, none of its 187 'ok's. A
look here costs about 1 ms; the judge's refusal 0.1-0.4 s.
"""

from __future__ import annotations

import numpy as np

from ..events import Cancel, Stopped
from .model import Board, Cell, Numberlink, board_from_paths, paths_from_board, segment_mask


def _degrees(mask: np.ndarray) -> np.ndarray:
    """H x W: the lines at each cell of a doubled 0/1 segment mask."""
    rows, cols = mask[1::2], mask[:, 1::2]
    return rows[:, 0:-1:2] + rows[:, 2::2] + cols[0:-1:2] + cols[2::2]


def _incident(shape: tuple[int, int], cells: set[Cell]) -> list[tuple[int, int]]:
    """Doubled coordinates of every segment at these cells (inside the board)."""
    height, width = shape
    found = set()
    for r, c in cells:
        for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            if 0 <= r + dr < height and 0 <= c + dc < width:
                found.add((2 * r + 1 + dr, 2 * c + 1 + dc))
    return sorted(found)


class _Other:
    """One remembered second board, as the patches that redraw its region D on another board:
    every segment at D's cells as B has it, or only the segments where B and S differ."""

    def __init__(self, intended: np.ndarray, other: np.ndarray) -> None:
        differ = np.argwhere(intended != other)  # segments only: rows or columns even
        # the two cells of each: one step back along the even coordinate, and none
        cells = {(r // 2 - (1 - r % 2) * back, c // 2 - (1 - c % 2) * back)
                 for r, c in differ for back in (0, 1)}
        height, width = (intended.shape[0] - 1) // 2, (intended.shape[1] - 1) // 2
        cells = {(r, c) for r, c in cells if 0 <= r < height and 0 <= c < width}
        around = tuple(np.array(_incident((height, width), cells)).T)
        changed = tuple(differ.T)
        self.patches = [(around, other[around]), (changed, other[changed])]


class SecondSolutions:
    """Second boards the judge found on one grid, tried on later puzzles of that grid."""

    def __init__(self) -> None:
        self.others: list[_Other] = []

    def remember(self, boards: tuple[Board, ...]) -> None:
        """A judge's (S, B) for a refused puzzle."""
        intended, other = (segment_mask(board) for board in boards)
        if (intended != other).any():
            self.others.append(_Other(intended, other))

    def refutes(self, puzzle: Numberlink, cancel: Cancel | None = None) -> bool:
        """Is some remembered board, redrawn on ``puzzle``'s intended solution, another
        solution of ``puzzle`` under nikoli (so the judge would not say 'ok')?"""
        return self.another(puzzle, cancel) is not None

    def another(self, puzzle: Numberlink, cancel: Cancel | None = None) -> np.ndarray | None:
        """That board (segments drawn, cell labels -1: not known), or None."""
        if not self.others or puzzle.solution is None:
            return None
        intended = segment_mask(board_from_paths(puzzle, puzzle.solution))
        numbered = puzzle.grid() > 0
        for other in self.others:
            if cancel is not None and cancel.stopped:
                raise Stopped("stopped while trying remembered boards")
            for where, values in other.patches:
                board = intended.copy()
                board[where] = values
                degrees = _degrees(board)
                if ((degrees == 1) == numbered).all() and (degrees <= 2).all() \
                        and (board != intended).any() and _lines_join_pairs(puzzle, board, degrees):
                    found = board.astype(np.int32)
                    found[1::2, 1::2] = -1
                    return found
        return None


def _lines_join_pairs(puzzle: Numberlink, board: np.ndarray, degrees: np.ndarray) -> bool:
    """With every number at one line and every other cell at none or two: does each line run
    from a number to the other number of its pair, with no loop left over?"""
    try:  # a line that ends at another pair's number is broken for the walk
        paths = paths_from_board(puzzle, board)
    except ValueError:
        return False
    # cells with lines that no pair's path walked through lie on loops
    return sum(map(len, paths)) == int((degrees > 0).sum())
