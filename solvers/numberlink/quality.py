"""A numberlink puzzle's quality report, as a publisher reads it: how many pairs, how long and
winding the paths are, how far deduction alone goes (``propagate``'s rules, no search), and the
grade that follows from that. The generator attaches it to each puzzle (``generate --json``),
the studio shows it beside a generated puzzle and in Check puzzle.

Grade (``GRADES``): by how much search the puzzle needs after deduction. Issue 15 asked for
"how far propagate gets before search", but propagate's rules decide only 0-4 % of the cells of
the janko set's few-pair puzzles (every one of them would be "hard"), so the grade counts the
conflicts (dead ends) of the ``sat`` search to a first solution, per cell: ``easy`` at most
EASY_PER_CELL, ``medium`` at most MEDIUM_PER_CELL, ``hard`` above. On the janko set (fill) the
medians are 2 conflicts at 10x10, 28 at 15x15, 170 at 20x20, so the thresholds give all three
grades at each size. The share propagate decides is still reported (``deduced``).
"""

from __future__ import annotations

import numpy as np

from .model import UNKNOWN, Numberlink, neighbours, segment
from .pair_moves import WORK_PER_SECOND
from .propagate import Contradiction, deductions
from .rules import check_rules_name

GRADES = ("easy", "medium", "hard")
EASY_PER_CELL = 0.02
MEDIUM_PER_CELL = 0.15


def check_grade(name: str | None) -> str | None:
    """None (any grade) or one of GRADES; ValueError for anything else."""
    if name is not None and name not in GRADES:
        raise ValueError(f"unknown difficulty {name!r}; choose one of {', '.join(GRADES)}")
    return name


def deduced_share(puzzle: Numberlink, rules: str = "fill", cancel=None) -> float:
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


def search_conflicts(puzzle: Numberlink, rules: str = "fill", cancel=None) -> int | None:
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


def turns(path) -> int:
    """Where the path changes direction."""
    steps = [(b[0] - a[0], b[1] - a[1]) for a, b in zip(path, path[1:])]
    return sum(1 for s, t in zip(steps, steps[1:]) if s != t)


def report(puzzle: Numberlink, rules: str = "fill", paths=None, cancel=None) -> dict:
    """Pairs, path lengths (cells, mean and max), turns per path (mean), pairs whose ends are
    neighbours, the share of cells decided by deduction, the search's conflicts and the grade. ``paths``: the solution's
    cell paths (default: the puzzle's known solution; without one the path figures are None).
    ``cancel`` stops it (``Stopped``)."""
    if cancel is not None:
        cancel.check()
    paths = paths if paths is not None else puzzle.solution
    share = deduced_share(puzzle, rules, cancel)
    conflicts = search_conflicts(puzzle, rules, cancel)
    out = {"pairs": puzzle.pairs,
           "adjacent_ends": sum(1 for a, b in puzzle.endpoints if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1),
           "path_length_mean": None, "path_length_max": None, "turns_mean": None,
           "deduced": round(share, 3), "search_conflicts": conflicts,
           "grade": grade_of(conflicts, puzzle.width * puzzle.height)}
    if paths:
        lengths = [len(p) for p in paths]
        out.update(path_length_mean=round(float(np.mean(lengths)), 1), path_length_max=max(lengths),
                   turns_mean=round(float(np.mean([turns(p) for p in paths])), 1))
    return out
