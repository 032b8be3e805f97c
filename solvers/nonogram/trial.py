"""A probe as a teacher shows it: the assumption, the line deductions it sets off, and the line
that breaks (or the board where it settles).

Probing itself (``probe``) runs on bit masks and yields only its conclusions: it is the hot path
of every check and generator. For playback the studio asks for the trial behind a conclusion
here, replayed with the explained line solver (``propagate.solve``, the ``line`` method), which
reaches the same fixpoint or the same contradiction as the probe did: complete line solving
ends in one fixpoint whatever the order of the lines.

A trial is a list of Steps whose rule is ``TRIAL`` (a deduction under the assumption) or
``BROKEN`` (the line no placement fits any more); ``about`` holds ``("assume", cell, value)``
so that each step reads on its own and a front end can show the board under the assumption.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..events import NO_SOLUTION, Cancel, Done, SolveOptions, Step
from ..words import translate
from . import propagate
from .model import FILLED, UNKNOWN
from .words import cell_names, explain, parse_line

if TYPE_CHECKING:
    from collections.abc import Iterator

    from .model import Nonogram

TRIAL = "trial"
BROKEN = "trial: contradiction"
TRIAL_RULES = (TRIAL, BROKEN)
# A trial can run long on a big board: past this many deductions its steps are not shown (the
# board it assumes then misses them); a contradiction's step still follows.
MOST_STEPS = 60


def trial_steps(puzzle: Nonogram, board: np.ndarray, cell: tuple[int, int], value: int,
                cancel: Cancel | None = None) -> Iterator[Step]:
    """The steps of assuming ``cell`` = ``value`` on ``board`` (not changed): each line
    deduction it forces, then a BROKEN step naming the line that no longer fits, if one does."""
    known = np.array(board, copy=True)
    known[cell] = value
    about = ("assume", tuple(cell), int(value))
    shown = 0
    for event in propagate.solve(puzzle, SolveOptions(known=known), cancel or Cancel()):
        if isinstance(event, Step):
            shown += 1
            if shown <= MOST_STEPS:
                yield Step(event.cells, event.values, TRIAL, event.line, about)
        elif isinstance(event, Done) and event.status == NO_SOLUTION:
            line = event.stats.get("contradiction", "")
            yield Step((), (), BROKEN, line, about)


def words(step: Step, puzzle: Nonogram) -> str:
    """A trial step in a teacher's words: 'Suppose row 4, column 1 is filled: row 4 (clue 1 2)
    ... so it crosses out column 2.' or '... then row 7 (clue 3 1) fits no more: a contradiction.'"""
    _, cell, value = step.about
    if value == FILLED:
        suppose = translate("Steps", "Suppose {cell} is filled").format(cell=cell_names([cell]))
    else:
        suppose = translate("Steps", "Suppose {cell} is crossed out").format(cell=cell_names([cell]))
    if step.rule == BROKEN:
        kind_index = parse_line(step.line)
        if kind_index is None:
            return suppose + translate("Steps", ": a contradiction follows.")
        kind, index = kind_index
        clue = " ".join(map(str, (puzzle.rows if kind == 0 else puzzle.cols)[index])) or "0"
        name = (translate("Steps", "row {n}") if kind == 0 else translate("Steps", "column {n}")).format(n=index + 1)
        return suppose + translate("Steps", ": then {line} (clue {clue}) fits no more — a contradiction.").format(
            line=name, clue=clue)
    return suppose + ": " + explain(Step(step.cells, step.values, "complete", step.line), puzzle)


def board_under(board: np.ndarray, trail: list[Step]) -> np.ndarray:
    """``board`` with the assumption of ``trail`` (its steps in order) and its deductions."""
    out = np.array(board, copy=True)
    for step in trail:
        _, cell, value = step.about
        if out[cell] == UNKNOWN:
            out[cell] = value
        for c, v in zip(step.cells, step.values):
            out[c] = v
    return out
