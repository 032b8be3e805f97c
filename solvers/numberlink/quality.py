"""A numberlink puzzle's quality report, as a publisher reads it: how many pairs, how long and
winding the paths are, how crowded the numbers sit, and the level on the common scale
(solvers/scale.py) that the named techniques of the deduction engine give it (levels.py). The
generator attaches it to each puzzle (``generate --json``), ``check`` and the studio show it.

``level`` (and ``grade``, the same, for older consumers): the level of the hardest technique
deduction needed, ``search`` when deduction does not finish (levels.grade). ``deduced``: the
share of cells the level-1 rules alone decide. The old grades easy / medium / hard are scale
names; ``grade_of`` and ``search_conflicts`` (the old grade by the SAT search's conflicts per
cell) stay for comparison (benchmarks).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import numpy as np

from .. import scale
from ..events import Cancel
from .levels import ALIASES
from .levels import grade as level_grade
from .model import UNKNOWN, Cell, Numberlink, neighbours, segment
from .pair_moves import WORK_PER_SECOND
from .propagate import Contradiction, deductions
from .rules import check_rules_name

GRADES = scale.LEVELS
EASY_PER_CELL = 0.02
MEDIUM_PER_CELL = 0.15


def check_grade(name: str | None) -> str | None:
    """None (any level) or a level of the common scale; ValueError for anything else."""
    return scale.check_level(name, scale.LEVELS, ALIASES)


def deduced_share(puzzle: Numberlink, rules: str = "fill", cancel: Cancel | None = None) -> float:
    """The share of cells whose segments ``propagate``'s explained rules decide (0..1);
    ``cancel`` is checked at each step (``Stopped``)."""
    board = puzzle.empty_board()
    try:
        for _ in deductions(puzzle, check_rules_name(rules), board):
            if cancel is not None:
                cancel.check()
    except Contradiction:
        return 1.0  # deduction alone proves there is no solution: nothing left to search
    h, w = puzzle.shape
    decided = sum(all(board[segment((r, c), nb)] != UNKNOWN for nb in neighbours((h, w), r, c))
                  for r in range(h) for c in range(w))
    return decided / (h * w)


# The grade's search gets this much Glucose work (unit propagations; it had 30 s): past it the
# puzzle counts as hard, the same on any machine at any load (issue 25).
SEARCH_PROPAGATIONS = 30 * WORK_PER_SECOND


def search_conflicts(puzzle: Numberlink, rules: str = "fill", cancel: Cancel | None = None) -> int | None:
    """Conflicts (dead ends met) of the ``sat`` search to a first solution: deterministic for
    a puzzle, and the measure the grade uses (None: not found within SEARCH_PROPAGATIONS).
    ``cancel`` only ends it early (then None, and the caller's token says it stopped)."""
    from ..events import Cancel, SolveOptions, run
    from . import sat

    done = run(sat.solve(puzzle, SolveOptions(1, None, None, {"rules": rules, "propagations": SEARCH_PROPAGATIONS}),
                         cancel.child() if cancel is not None else Cancel()))
    return done.stats.get("conflicts") if done.solutions else None


def grade_of(conflicts: int | None, cells: int) -> str:
    """easy: at most EASY_PER_CELL conflicts per cell; medium: at most MEDIUM_PER_CELL."""
    if conflicts is None:
        return "hard"
    return ("easy" if conflicts <= EASY_PER_CELL * cells
            else "medium" if conflicts <= MEDIUM_PER_CELL * cells else "hard")


def turns(path: Sequence[Cell]) -> int:
    """Where the path changes direction."""
    steps = [(b[0] - a[0], b[1] - a[1]) for a, b in itertools.pairwise(path)]
    return sum(1 for s, t in itertools.pairwise(steps) if s != t)


def crowded_ends(puzzle: Numberlink) -> int:
    """Ends with another number among their eight neighbours (a pair's own other end counts)."""
    ends = {cell for pair in puzzle.endpoints for cell in pair}
    return sum(1 for (r, c) in ends
               if any((r + dr, c + dc) in ends for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc))


def report(puzzle: Numberlink, rules: str = "fill", paths: Sequence[Sequence[Cell]] | None = None,
           cancel: Cancel | None = None) -> dict:
    """Pairs; ``adjacent_ends``: pairs whose two ends are orthogonal neighbours; ``crowded_ends``
    (and ``crowded_share`` of all ends): ends with another number among their 8 neighbours;
    ``plain_paths`` (and ``plain_share``): paths with at most one turn; path lengths (cells,
    mean and max); turns per path (mean); ``deduced``: the share of cells the level-1 rules
    decide; ``level`` (= ``grade``), ``techniques``, ``deep_trials``, ``finished``: the scale
    grade by deduction (levels.grade). ``paths``: the solution's cell paths (default: the
    puzzle's known solution; without one the path figures are None). ``cancel`` stops it
    (``Stopped``)."""
    if cancel is not None:
        cancel.check()
    paths = paths if paths is not None else puzzle.solution
    share = deduced_share(puzzle, rules, cancel)
    graded = level_grade(puzzle, rules, cancel)
    if cancel is not None:
        cancel.check()
    crowded = crowded_ends(puzzle)
    out = {"pairs": puzzle.pairs,
           "adjacent_ends": sum(1 for a, b in puzzle.endpoints if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1),
           "crowded_ends": crowded, "crowded_share": round(crowded / (2 * puzzle.pairs), 3) if puzzle.pairs else 0.0,
           "plain_paths": None, "plain_share": None,
           "path_length_mean": None, "path_length_max": None, "turns_mean": None,
           "deduced": round(share, 3), "level": graded["level"], "grade": graded["level"],
           "techniques": graded["techniques"], "deep_trials": graded["deep_trials"],
           "finished": graded["finished"]}
    if paths:
        lengths = [len(p) for p in paths]
        plain = sum(1 for p in paths if turns(p) <= 1)
        out.update(path_length_mean=round(float(np.mean(lengths)), 1), path_length_max=max(lengths),
                   turns_mean=round(float(np.mean([turns(p) for p in paths])), 1),
                   plain_paths=plain, plain_share=round(plain / len(paths), 3))
    return out
