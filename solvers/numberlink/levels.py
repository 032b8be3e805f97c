"""Numberlink grades on the common scale (solvers/scale.py): each named technique of the
deduction engine (propagate.TECHNIQUES) has a level, and a puzzle's level is the level of the
hardest technique it needs; ``search`` when deduction does not finish.

Calibrated on janko's published Arukone puzzles so that the level follows an independent
measure of effort (a plain CP-SAT model's conflicts, one worker: benchmarks/numberlink_spread.py,
table in benchmarks/generators-numberlink.md; issue 41). What tracks that effort is how many
deep what-ifs deduction needs, counted on the whole grid (not per cell: a larger grid is more
work for a solver and for a player alike):

- easy: the local rules and the regions: a cell with one way on, a segment that would join two
  numbers or close a loop, a cell only one number can reach, ends cut off;
- medium: a region's shape (pockets, bottlenecks, bridges), what uniqueness implies (no U-turn
  beside a line, no 2x2 block: the "hug the wall" of published puzzles), short what-ifs that
  fail at once, and at most MEDIUM_DEEP_TRIALS what-ifs followed through regions;
- hard: up to HARD_DEEP_TRIALS such what-ifs (``some-trials``);
- expert: more (``many-trials``), the long chains of reasoning of janko's hardest puzzles;
- search: deduction (with the trial budget) does not finish.

Deduction assumes the puzzle has one solution (``assume_unique``), as a player of a published
puzzle does; the generators and ``check`` prove uniqueness independently (SAT) first.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import scale
from ..events import Cancel
from .deduce_state import Contradiction
from .model import UNKNOWN, Cell, Numberlink, neighbours, segment
from .propagate import deductions
from .rules import check_rules_name, is_solution
from .trial import TRIAL_LEVEL

TECHNIQUE_LEVELS = {
    # level 1 of the engine: one cell at a time
    "forced-move": "easy", "corridor": "easy", "complete": "easy", "dead-end": "easy",
    "no-loop": "easy", "different-labels": "easy", "label": "easy",
    # level 2: where each number can reach
    "sole-reach": "easy", "unreachable": "easy", "no-common-number": "easy", "cut-off": "easy",
    # level 3: a region's shape; level 4: uniqueness; a what-if that fails at once
    "pocket": "medium", "bottleneck": "medium", "bridge": "medium",
    "no-u-turn": "medium", "no-2x2": "medium",
    "short-trial": "medium", "short-both-ways": "medium",
    # level 5: a what-if followed through the regions and uniqueness; a few are medium, more
    # hard, many expert (by the count: MEDIUM_DEEP_TRIALS, HARD_DEEP_TRIALS)
    "trial": "medium", "both-ways": "medium",
    "some-trials": "hard", "many-trials": "expert",
}

# The names a player reads (hint.py, the quality report).
TECHNIQUE_WORDS = {
    "forced-move": "forced move", "corridor": "corridor", "complete": "complete cell",
    "dead-end": "dead end", "no-loop": "no loop", "different-labels": "different numbers",
    "label": "the line's number", "sole-reach": "only one number reaches",
    "unreachable": "unreachable cell", "no-common-number": "no common number",
    "cut-off": "ends cut off", "pocket": "pocket", "bottleneck": "bottleneck", "bridge": "bottleneck",
    "no-u-turn": "no U-turn", "no-2x2": "no 2x2 block", "short-trial": "short what-if",
    "short-both-ways": "short what-if, both ways", "trial": "what-if", "both-ways": "what-if, both ways",
    "some-trials": "several what-ifs", "many-trials": "many what-ifs",
}

DEEP_TRIALS = ("trial", "both-ways")
# Deep what-ifs (trial, both-ways) a puzzle may need and stay medium, and hard (more: expert).
# Fitted on every 3rd janko puzzle of 10x10, 15x15 and 20x20 for the rank correlation of the
# level with the CP-SAT effort (benchmarks/numberlink_spread.py; the fit and the table are in
# benchmarks/generators-numberlink.md). Counts, not per cell: the effort grows with the grid.
MEDIUM_DEEP_TRIALS = 5
HARD_DEEP_TRIALS = 22
# The trial budget of a grade (a count of trials: the same on any machine): as propagate's method.
TRIAL_BUDGET = 5000

# Old names stay valid: easy / medium / hard are scale names already.
ALIASES: dict[str, str] = {}


def _deduce(puzzle: Numberlink, rules: str, level: int, assume: bool, deep: bool, budget: int,
            stop: Callable[[], bool] | None = None) -> tuple[bool, set[str], list[str]]:
    """(finished, technique names, each step's technique) of deduction under these bounds."""
    board = puzzle.empty_board()
    names: set[str] = set()
    named: list[str] = []
    try:
        for _ in deductions(puzzle, rules, board, level, None, assume, budget, stop, names, named, deep):
            pass
        finished = bool((board != UNKNOWN).all() and is_solution(puzzle, board, rules))
    except Contradiction:
        finished = False  # no solution, more than one, or not published-style: search decides
    return finished, names, named


def within(puzzle: Numberlink, level: str, rules: str = "fill", cancel: Cancel | None = None,
           budget: int = TRIAL_BUDGET) -> bool:
    """Does deduction finish the puzzle with techniques of ``level`` and below? Cheaper than
    ``grade`` for the low levels: only those techniques run (the generator asks it after each
    move when it builds toward a level). ``search``: always."""
    return undecided(puzzle, level, rules, cancel, budget) is None


def undecided(puzzle: Numberlink, level: str, rules: str = "fill", cancel: Cancel | None = None,
              budget: int = TRIAL_BUDGET) -> set[Cell] | None:
    """None when deduction with the techniques of ``level`` and below finishes the puzzle,
    else the cells it left undecided (every cell when it met a contradiction; for expert and
    above: every cell when deduction does not finish). The generator splits a path there."""
    rules = check_rules_name(rules)
    stop = (lambda: cancel.stopped) if cancel is not None else None
    every = {(r, c) for r in range(puzzle.height) for c in range(puzzle.width)}
    if level in ("expert", "search"):
        return None if level == "search" or grade(puzzle, rules, cancel, budget)["finished"] else every
    limit = {"easy": 0, "medium": MEDIUM_DEEP_TRIALS, "hard": HARD_DEEP_TRIALS}[level]
    named: list[str] = []
    names: set[str] = set()

    counted = [0, 0]  # the steps of ``named`` counted so far, and the deep what-ifs among them

    def too_many() -> bool:  # (asked before every trial: counts only the steps named since)
        if stop is not None and stop():
            return True
        if len(named) > counted[0]:
            counted[1] += sum(1 for n in named[counted[0]:] if n in DEEP_TRIALS)
            counted[0] = len(named)
        return counted[1] > limit

    board = puzzle.empty_board()
    try:
        if level == "easy":
            for _ in deductions(puzzle, rules, board, 2, None, False, budget, stop, set(), named, False):
                pass
        else:
            for _ in deductions(puzzle, rules, board, TRIAL_LEVEL, None, True, budget, too_many, names, named):
                pass
    except Contradiction:
        return every
    if (board != UNKNOWN).all() and is_solution(puzzle, board, rules) and not too_many():
        if level != "easy":
            _remember(puzzle, rules, budget, names, named)
        return None
    return {(r, c) for r, c in every
            if board[2 * r + 1, 2 * c + 1] == UNKNOWN
            or any(board[segment((r, c), nb)] == UNKNOWN for nb in neighbours(puzzle.shape, r, c))}


def counted_names(names: set[str] | list[str], deep: int) -> set[str]:
    """The technique names with the count of deep what-ifs as a name of its own."""
    out = set(names) - {"some-trials", "many-trials"}
    if deep > HARD_DEEP_TRIALS:
        out.add("many-trials")
    elif deep > MEDIUM_DEEP_TRIALS:
        out.add("some-trials")
    return out


def level_of(finished: bool, names: set[str] | list[str], deep: int) -> str:
    """The level of a deduction that finished (or not) with these techniques and this many
    deep what-ifs (a stored grade can be graded again after the thresholds change)."""
    return scale.grade(counted_names(names, deep), TECHNIQUE_LEVELS, finished)


# Deductions ``undecided`` finished within medium or hard (the generator's looks at the level
# after each move): the same run as ``grade``'s, whose stop (too many what-ifs) never came, so
# the grade of the puzzle the generator keeps reads it here instead of deducing it again
# (10x10 medium: the grade was 5-10 % of a puzzle's time). The last few, by the puzzle's
# numbers (deduction reads nothing else of it).
_FINISHED: dict[tuple, tuple[set[str], list[str]]] = {}
FINISHED_KEPT = 8


def _run_key(puzzle: Numberlink, rules: str, budget: int) -> tuple:
    return puzzle.width, puzzle.height, puzzle.labels, puzzle.endpoints, rules, budget


def _remember(puzzle: Numberlink, rules: str, budget: int, names: set[str], named: list[str]) -> None:
    key = _run_key(puzzle, rules, budget)
    _FINISHED.pop(key, None)
    _FINISHED[key] = (set(names), list(named))
    while len(_FINISHED) > FINISHED_KEPT:  # the oldest go (safe beside another thread's grade)
        try:
            _FINISHED.pop(next(iter(_FINISHED)), None)
        except (StopIteration, RuntimeError):
            break


def grade(puzzle: Numberlink, rules: str = "fill", cancel: Cancel | None = None, budget: int = TRIAL_BUDGET) -> dict:
    """The puzzle's scale level by deduction: ``{"level", "finished", "techniques",
    "deep_trials", "steps"}``; ``techniques``: the names used (TECHNIQUE_LEVELS' keys).
    ``cancel`` stops it between trials (the caller's token then says it stopped)."""
    rules = check_rules_name(rules)
    stop = (lambda: cancel.stopped) if cancel is not None else None
    known = _FINISHED.get(_run_key(puzzle, rules, budget))
    if known is not None:
        finished, names, named = True, set(known[0]), list(known[1])
    else:
        finished, names, named = _deduce(puzzle, rules, TRIAL_LEVEL, True, True, budget, stop)
    deep = sum(1 for name in named if name in DEEP_TRIALS)
    names = set(counted_names(names, deep))
    return {"level": level_of(finished, names, deep), "finished": finished,
            "techniques": sorted(names), "deep_trials": deep, "steps": len(named)}



# The levels the generator makes inside janko's published spread (issue 41: pairs, crowded
# ends, plain paths and path length within janko's 10th-90th percentiles; measured with
# benchmarks/numberlink_spread.py, table in benchmarks/generators-numberlink.md), by the
# grid's larger side. Up to 8 (janko has almost none that small: no spread to keep to) easy and
# medium (hard, more than MEDIUM_DEEP_TRIALS what-ifs, was met at 7x7 by 0 seeds of 3 and at
# 8x8 by 2 of 4: a small grid is little work for a solver too); 9-12: medium and hard (easy
# needs 11-12 pairs at 10x10, janko's spread is 6-9); 13-17: expert only (medium needs 17-20
# pairs at 15x15, janko's spread 9-16; hard asked comes out at 16.6 pairs, 65 % crowded ends:
# outside); from 18: expert alone, the default, though no 20x20 is inside the spread yet
# (22 pairs against 14-17: issue 41's open target, benchmarks/generators-numberlink.md; a
# size offers one level at least). Hard and search there were never measured inside: refused.
# A level left out is refused at once, before any work.
OFFERED = ((8, ("easy", "medium")),
           (12, ("medium", "hard")),
           (17, ("expert",)),
           (100, ("expert",)))


def offered(width: int, height: int) -> tuple[str, ...]:
    """The levels the generator can make at this size."""
    side = max(width, height)
    return next(levels for top, levels in OFFERED if side <= top)


def check_difficulty(name: str | None, width: int, height: int) -> str | None:
    """``name`` as a level the generator offers at this size (None: any); ValueError, naming
    the levels offered, for an unknown name or one it cannot reach at this size."""
    level = scale.check_level(name, scale.LEVELS, ALIASES)
    if level is not None and level not in offered(width, height):
        raise ValueError(f"numberlink puzzles of {width}x{height} cannot be made {level}: "
                         f"at this size the generator offers {', '.join(offered(width, height))}")
    return level
