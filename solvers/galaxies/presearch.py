"""What comes before any galaxies search: deduction, which settles many puzzles on its own.

Apart from the CP-SAT model (cpsat.py) so that ``auto`` can settle those puzzles without
loading OR-Tools' CP-SAT, whose import costs ~0.25 s (benchmarks/README.md, "Start-up").
"""

from __future__ import annotations

import time
from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import numpy as np

from ..events import Cancel, Done, Solution, SolveOptions
from .deduction import Contradiction, reduce
from .ilp import finish
from .rules import check
from .techniques import centres, mirrored, reach, roots

if TYPE_CHECKING:
    from .model import Galaxies


def settle_by_deduction(puzzle: Galaxies, options: SolveOptions, cancel: Cancel | None,
                        cand: np.ndarray | None = None
                        ) -> Generator[Solution | Done, None, tuple[np.ndarray, dict, float] | None]:
    """Deduce (unless ``cand``, the candidates, are given), then either settle the puzzle or
    hand it on. A generator: for a contradiction or a puzzle whose every cell deduction
    decided, it yields the final events and returns None (deduction is sound, so a decided
    board is the only candidate, and the rules check says whether it is a solution); else it
    yields nothing and returns ``(cand, stats, started)`` for the search."""
    started = time.perf_counter()
    stats: dict[str, Any] = {"asked_unique": options.want_unique, "cuts": 0, "rounds": 0}
    if cand is None:
        try:
            cand = reduce(puzzle, cancel=cancel)
        except Contradiction as error:
            stats["contradiction"] = str(error)
            yield finish(puzzle, [], "infeasible", stats, started)
            return None
    stats["candidates"] = int(cand.sum())
    if (cand.sum(axis=0) > 1).any():
        return cand, stats, started
    board = cand.argmax(axis=0).astype(np.int32)
    if not solves(puzzle, board):  # a broken rule: no solution
        yield finish(puzzle, [], "infeasible", stats, started)
        return None
    yield Solution(board)
    yield finish(puzzle, [board], "infeasible", stats, started)
    return None


def solves(puzzle: Galaxies, board: np.ndarray) -> bool:
    """Whether ``board`` (a dot index in every cell) is a solution: ``not rules.check``, but
    first on whole planes: every dot owns its own cells, and each dot's region is its own
    mirror image and joined to the dot (reach). That is every rule, so when it holds the board
    is solved; else rules.check decides. The cell by cell check was a third of the time of
    a janko puzzle that deduction settles (issue 36)."""
    planes = board[None] == np.arange(len(puzzle.dots))[:, None, None]
    under = roots(puzzle)
    if (planes | ~under).all() and np.array_equal(mirrored(planes, centres(puzzle)), planes) \
            and np.array_equal(reach(planes, under), planes):
        return True
    return not check(puzzle, board)

