"""Numberlink grades on the common scale (solvers/scale.py): each named technique of the
deduction engine (propagate.TECHNIQUES) has a level, and a puzzle's level is the level of the
hardest technique it needs; ``search`` when deduction does not finish.

Calibrated on janko's 580 published Arukone puzzles (benchmarks/numberlink_levels.py, table in
benchmarks/generators-numberlink.md) so that the published set spreads over the scale:

- easy: the local rules and the regions: a cell with one way on, a segment that would join two
  numbers or close a loop, a cell only one number can reach, ends cut off;
- medium: a region's shape (pockets, bottlenecks, bridges), what uniqueness implies (no U-turn
  beside a line, no 2x2 block: the "hug the wall" of published puzzles) and a short what-if
  that fails at once (``short-trial``: the contradiction follows by the local rules alone);
- hard: a what-if followed through regions and uniqueness (``trial``, ``both-ways``);
- expert: many of those (``many-trials``: more than MANY_TRIALS_PER_CELL deep what-ifs per
  cell), the long chains of reasoning of janko's hardest 15x15 and 20x20 puzzles;
- search: deduction (with the trial budget) does not finish.

Deduction assumes the puzzle has one solution (``assume_unique``), as a player of a published
puzzle does; the generators and ``check`` prove uniqueness independently (SAT) first.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import scale
from ..events import Cancel
from .deduce_state import Contradiction
from .model import UNKNOWN, Numberlink
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
    # level 5: a what-if followed through the regions and uniqueness
    "trial": "hard", "both-ways": "hard",
    "many-trials": "expert",
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
    "many-trials": "many what-ifs",
}

DEEP_TRIALS = ("trial", "both-ways")
# Deep what-ifs per cell above which a puzzle is expert (janko: the median is 0.06 at 10x10,
# 0.14 at 15x15, 0.12 at 20x20; 0.20 puts 139 of 252 10x10s hard and 37 expert, 73 and 97 of the
# 11-15 band: the spread in benchmarks/generators-numberlink.md).
MANY_TRIALS_PER_CELL = 0.20
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
    rules = check_rules_name(rules)
    stop = (lambda: cancel.stopped) if cancel is not None else None
    if level == "easy":
        return _deduce(puzzle, rules, 2, False, False, budget, stop)[0]
    if level == "medium":
        return _deduce(puzzle, rules, TRIAL_LEVEL, True, False, budget, stop)[0]
    if level == "hard":
        limit = MANY_TRIALS_PER_CELL * puzzle.width * puzzle.height
        named: list[str] = []

        def too_many() -> bool:
            return (stop is not None and stop()) or sum(1 for n in named if n in DEEP_TRIALS) > limit

        board = puzzle.empty_board()
        try:
            for _ in deductions(puzzle, rules, board, TRIAL_LEVEL, None, True, budget, too_many, set(), named):
                pass
        except Contradiction:
            return False
        return bool((board != UNKNOWN).all() and is_solution(puzzle, board, rules)) and not too_many()
    if level == "expert":
        return grade(puzzle, rules, cancel, budget)["finished"]
    return True


def grade(puzzle: Numberlink, rules: str = "fill", cancel: Cancel | None = None, budget: int = TRIAL_BUDGET) -> dict:
    """The puzzle's scale level by deduction: ``{"level", "finished", "techniques",
    "deep_trials", "steps"}``; ``techniques``: the names used (TECHNIQUE_LEVELS' keys).
    ``cancel`` stops it between trials (the caller's token then says it stopped)."""
    rules = check_rules_name(rules)
    stop = (lambda: cancel.stopped) if cancel is not None else None
    finished, names, named = _deduce(puzzle, rules, TRIAL_LEVEL, True, True, budget, stop)
    deep = sum(1 for name in named if name in DEEP_TRIALS)
    if deep > MANY_TRIALS_PER_CELL * puzzle.width * puzzle.height:
        names.add("many-trials")
    return {"level": scale.grade(names, TECHNIQUE_LEVELS, finished), "finished": finished,
            "techniques": sorted(names), "deep_trials": deep, "steps": len(named)}



# The levels the generator reaches, by the grid's larger side (measured with
# benchmarks/numberlink_generators.py --all-levels, table in benchmarks/generators-numberlink.md:
# 7x7 and 10x10 reach easy to hard and never expert; 15x15 easy to expert; 20x20's puzzles
# fall at hard, expert and search). A level left out is refused at once: the generator
# would spend its tries and miss it.
OFFERED = ((12, ("easy", "medium", "hard")),
           (17, ("easy", "medium", "hard", "expert")),
           (100, ("hard", "expert", "search")))


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
