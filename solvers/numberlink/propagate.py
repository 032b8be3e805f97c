"""The method ``propagate``: human-style deductions, one explained ``Step`` at a time, then
``cpsat`` for what is left (``options.extra["finish"] = False`` stops where logic stops).

Steps work on the doubled board (``Step.cells`` are doubled coordinates; values: 0 = no line,
``LINE`` (-2) = a line whose label is not known yet, k >= 1 = the path of pair k). Each rule is
a named technique with a level (``TECHNIQUES``); the engine always uses the lowest level that
still finds something, so a puzzle's grade (``grade``) is the level of the hardest technique
it needed. The state and level 1 live in deduce_state.py, levels 2-3 in routes.py, level 5 in
trial.py. Every technique is sound (true in every solution) and none assumes the puzzle has
one solution, so the finish keeps every solution, and a board finished by deduction proves
uniqueness. ``Step.about``, per rule:

- the cell (row, column): ``forced-move``, ``corridor``, ``complete``, ``dead-end``
- the two pair indices: ``different-labels``; the pair index: ``label``; nothing: ``no-loop``
- (cell, pair index, or 0 for none): ``sole-reach``, ``unreachable``, ``pocket``, ``bottleneck``
- (cell, cell): ``no-common-number``; (cell, cell, pair index): ``bridge``
- (cell, cell, 1 if supposed a line else 0): ``trial``; (cell, cell): ``both-ways``
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import numpy as np

from ..events import NO_SOLUTION, SOLVED, Cancel, Done, Solution, SolveOptions, Step
from .deduce_state import Contradiction, basic, from_board
from .model import UNKNOWN, Board, Numberlink
from .options import PropagateOptions
from .rules import check_rules_name, is_solution
from .trial import TRIAL_LEVEL, step_once
from .unique import UNIQUE_LEVEL

__all__ = ["LEVELS", "TECHNIQUES", "Contradiction", "deductions", "grade", "solve"]

# rule -> (level, what it says); level names in LEVELS. None of them assumes uniqueness.
TECHNIQUES = {
    "forced-move": (1, "a cell with one line left to draw and one way to draw it"),
    "corridor": (1, "a cell the line must pass with exactly two ways out"),
    "complete": (1, "a cell with all its lines: its other segments get none"),
    "dead-end": (1, "(nikoli) a cell with one way in cannot be passed: it stays empty"),
    "no-loop": (1, "a segment that would close a loop"),
    "different-labels": (1, "a segment between cells of two different pairs"),
    "label": (1, "a line carries the number at its other end"),
    "sole-reach": (2, "a cell only one number's path can reach belongs to it"),
    "unreachable": (2, "(nikoli) a cell no number can reach stays empty"),
    "no-common-number": (2, "a segment whose two cells no one path can hold (level 3 when "
                            "it needs the pockets)"),
    "pocket": (3, "a cell in a pocket off a number's way cannot be on its path"),
    "bottleneck": (3, "a cell every route of a number must pass belongs to it"),
    "bridge": (3, "a segment every route of a number must pass is a line"),
    "trial": (TRIAL_LEVEL, "a segment supposed one way leads to a contradiction by the "
                           "techniques of levels 1-3 (1-4 when uniqueness is assumed)"),
    "both-ways": (TRIAL_LEVEL, "what follows both when a segment is supposed a line and when it is "
                               "supposed empty (by the same techniques) holds"),
    "no-u-turn": (UNIQUE_LEVEL, "(assumes uniqueness) a path does not turn back round a 2x2 square "
                                "beside a line that could take the detour"),
    "no-2x2": (UNIQUE_LEVEL, "(assumes a published-style unique puzzle) no 2x2 block of one path"),
}
TRIAL_BUDGET = 5000  # the method's default bound on trials (a count: the same on any machine)
LEVELS = {0: "none", 1: "basic", 2: "regions", 3: "bottlenecks", UNIQUE_LEVEL: "uniqueness",
          TRIAL_LEVEL: "trial", 6: "search"}


def deductions(puzzle: Numberlink, rules: str, board: np.ndarray | None = None, level: int = 1,
               used: set[int] | None = None, assume_unique: bool = False, budget: int | None = None,
               stop: Callable[[], bool] | None = None, techniques: set[str] | None = None,
               named: list | None = None, deep: bool = True) -> Iterator[Step]:
    """Yield Steps, updating ``board`` (a doubled array, changed in place) as they are made,
    with the techniques up to ``level``; ``used`` (a set) collects the levels used,
    ``techniques`` (a set) the techniques' names (those inside trials too); ``named`` (a list)
    gets the technique's name of each Step yielded (hint.py names the hint's technique);
    ``deep`` False: short trials only (levels.within). Level 4
    only with ``assume_unique``; ``budget`` bounds the trials, ``stop()`` cancels them.
    Raises Contradiction when the rules cannot be met. The default level is 1, the rules
    propagate had before the engine, for callers that count on their speed (quality.py's
    ``deduced_share``); the method ``propagate`` and ``grade`` go up to trial."""
    board = puzzle.empty_board() if board is None else board
    state = from_board(puzzle, check_rules_name(rules) == "fill", board)
    state.board, state.log, state.budget, state.stop, state.deep = board, [], budget, stop, deep
    while True:
        try:
            basic(state)
            if not state.log and not state.complete():
                step_once(state, level, assume_unique)
        finally:
            if used is not None:
                used |= state.levels
            if techniques is not None:
                techniques |= state.used
        if not state.log:
            return
        log, state.log = state.log, []
        for cells, values, rule, line, about, technique in log:
            if named is not None:
                named.append(technique)
            yield Step(cells, values, rule, line, about)


def grade(puzzle: Numberlink, rules: str = "fill", level: int = TRIAL_LEVEL, assume_unique: bool = False,
          budget: int | None = None, stop: Callable[[], bool] | None = None) -> dict:
    """The technique grade: how far deduction alone goes, as ``{"solved", "level", "name",
    "unique", "assumes_unique", "steps", "techniques"}`` (``techniques``: the names used, the
    input of a scale grade, levels.py). ``stop()``: True cancels between trials. ``level`` is the hardest technique used (0 when
    nothing was needed); not finished: the puzzle needs search (``level`` 6, "search").
    Finished with sound techniques only, ``unique`` is True; with a level-4 technique it is
    None and ``assumes_unique`` True (finished *if* the puzzle is unique). A contradiction
    means no solution (``solved`` False, ``contradiction`` the reason; under
    ``assume_unique``: no solution or more than one)."""
    used: set[int] = set()
    names: set[str] = set()
    board = puzzle.empty_board()
    steps = 0
    try:
        for _ in deductions(puzzle, rules, board, level, used, assume_unique, budget, stop, names):
            steps += 1
    except Contradiction as why:
        return {"solved": False, "level": max(used, default=0), "name": "contradiction", "unique": None,
                "assumes_unique": UNIQUE_LEVEL in used, "steps": steps, "contradiction": str(why),
                "techniques": sorted(names)}
    done = bool((board != UNKNOWN).all() and is_solution(puzzle, board, rules))
    top = max(used, default=0) if done else 6
    assumed = UNIQUE_LEVEL in used
    return {"solved": done, "level": top, "name": LEVELS.get(top, "basic"),
            "unique": True if done and not assumed else None, "assumes_unique": assumed, "steps": steps,
            "techniques": sorted(names)}


def solve(puzzle: Numberlink, options: SolveOptions, cancel: Cancel) -> Iterator:
    """The method ``propagate``; its options are PropagateOptions (options.py)."""
    started = time.perf_counter()
    chosen = PropagateOptions.of(options)
    rules = chosen.rules
    level = TRIAL_LEVEL if chosen.level is None else chosen.level
    assume = chosen.assume_unique
    board = puzzle.empty_board()
    if options.known is not None:
        known = np.asarray(options.known)
        board[known != UNKNOWN] = known[known != UNKNOWN]
    original = board.copy()
    steps, used = 0, set[int]()
    try:
        budget = chosen.trial_budget or min(TRIAL_BUDGET, 20 * puzzle.width * puzzle.height)
        for step in deductions(puzzle, rules, board, level, used, assume, budget, lambda: cancel.stopped):
            steps += 1
            yield step
            if cancel.stopped:
                break
    except Contradiction as error:
        if not (assume and UNIQUE_LEVEL in used):
            yield Done(NO_SOLUTION, None, {"steps": steps, "contradiction": str(error),
                                           "grade": max(used, default=0)})
            return
        board = original  # no solution, or more than one: search decides, from the start
        used = set()
    assumed = UNIQUE_LEVEL in used
    segs = np.zeros(board.shape, dtype=bool)
    segs[1::2, 2:-1:2] = True
    segs[2:-1:2, 1::2] = True
    decided = int((board[segs] != UNKNOWN).sum())
    stats = {"steps": steps, "segments_decided": decided, "segments": int(segs.sum()),
             "logic_seconds": round(time.perf_counter() - started, 4), "assumes_unique": assumed}
    if decided == stats["segments"] and (board[1::2, 1::2] != UNKNOWN).all() and is_solution(puzzle, board, rules):
        final = Board(board, puzzle.labels)
        yield Solution(final)
        # Every sound step holds in every solution, so a board fixed by them is the only one.
        unique = True if options.want_unique and not assumed else None
        yield Done(SOLVED, unique, dict(stats, solved_by_logic=True, grade=max(used, default=0),
                                        grade_name=LEVELS[max(used, default=0)]), (final,))
        return
    if not chosen.finish:
        yield Done("stopped", None, stats, partial=Board(board, puzzle.labels))
        return
    # Every sound deduction holds in every solution, so cpsat may keep its pruning on this
    # board (its shortcut lemma needs that) unless the caller's own known board came in too.
    # Deductions that assumed uniqueness may have cut solutions off: search from the start.
    implied = options.known is None or chosen.known_implied
    finish = SolveOptions(options.max_solutions, options.timeout, original if assumed else board,
                          dict(options.extra, known_implied=implied))
    from . import cpsat  # here: CP-SAT (and pandas) load only when deduction leaves work

    for event in cpsat.solve(puzzle, finish, cancel):
        if isinstance(event, Done):
            event = Done(event.status, event.unique, dict(event.stats, **stats, solved_by_logic=False),
                         event.solutions, event.partial)
        yield event
