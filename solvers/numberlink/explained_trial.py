"""A numberlink trial as a teacher shows it: the segment supposed one way, the deductions that
follow on the board it assumes, and the contradiction they reach.

The deduction's ``trial`` (trial.py) closes a copy of the state without a log: it is the hot
path of grading. For playback the studio asks for the trial behind a ``trial`` step here,
closed again on a logged copy, with the same techniques (up to ``INNER`` as trial.py's default),
so the chain reaches the contradiction the deduction found.

Each step of a trial has the rule ``TRIAL`` (a deduction under the supposition; the first is the
supposition itself) or ``BROKEN`` (the contradiction, in the engine's words), and ``about`` =
``(supposed, inner_about)`` with ``supposed`` = (cell, cell, 1 a line / 0 none) and the inner
step's own ``about`` and rule (``inner_rule``) for its words.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from ..events import Step
from ..words import translate
from . import words
from .deduce_state import Contradiction, basic, from_board
from .model import Numberlink
from .rules import check_rules_name
from .trial import close

TRIAL = "trial: supposed"
BROKEN = "trial: contradiction"
TRIAL_RULES = (TRIAL, BROKEN)
INNER = 3  # trial.py's default: a trial closed under the techniques up to the regions
MOST_STEPS = 80  # a long chain is cut here; its contradiction still shows


def trial_steps(puzzle: Numberlink, rules: str, board: np.ndarray, supposed: tuple) -> Iterator[Step]:
    """The steps of supposing ``supposed`` = (cell, cell, value) on the doubled ``board`` (not
    changed); nothing when the board does not read (a step of another puzzle)."""
    a, b, value = supposed
    w = puzzle.width
    board = np.array(board, copy=True)
    try:
        state = from_board(puzzle, check_rules_name(rules) == "fill", board)
        basic(state)  # the board is a fixpoint of the deductions already: this only settles the queue
    except Contradiction:
        return
    e = state.geo.edge_of.get((a[0] * w + a[1], b[0] * w + b[1]))
    if e is None:
        return
    test = state.copy()
    test.board, test.log = board, []
    broken = None
    try:
        test.set_edge(e, value)
        test.record("supposed", 0, (), "supposed")
        close(test, INNER)
    except Contradiction as why:
        broken = str(why)
    for index, (cells, values, rule, line, about, _) in enumerate(test.log):
        if index < MOST_STEPS:
            yield Step(cells, values, TRIAL, line, (tuple(supposed), (rule, about)))
    if broken is not None:
        yield Step((), (), BROKEN, broken, (tuple(supposed), ("contradiction", ())))


def trial_words(step: Step, puzzle: Numberlink) -> str:
    """'Suppose row 2, column 3 and row 2, column 4 are joined: forced move: ...'."""
    (a, b, value), (rule, about) = step.about
    if value:
        suppose = translate("NumberlinkSteps", "Suppose %1 and %2 are joined")
    else:
        suppose = translate("NumberlinkSteps", "Suppose %1 and %2 are not joined")
    suppose = suppose.replace("%1", words.cell_name(a)).replace("%2", words.cell_name(b))
    if step.rule == BROKEN:
        return suppose + translate("NumberlinkSteps", ": then %1 — a contradiction.").replace("%1", step.line)
    if rule == "supposed":
        return suppose + "."
    return suppose + ": " + words.explain(Step(step.cells, step.values, rule, step.line, about), puzzle)


def board_under(board: np.ndarray, trail: list[Step]) -> np.ndarray:
    """The doubled ``board`` with a trial's steps (in order) applied."""
    out = np.array(board, copy=True)
    for step in trail:
        for position, value in zip(step.cells, step.values):
            out[position] = value
    return out


def supposed_position(supposed: tuple) -> tuple[int, int]:
    """The doubled-board position of the supposed segment."""
    (r1, c1), (r2, c2), _ = supposed
    return r1 + r2 + 1, c1 + c2 + 1



