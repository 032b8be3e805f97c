"""A player's hint (nonogram): a mistake first, else the easiest next deduction from the
player's own board, in plain words.

Mistakes: the player's board is compared with the solutions (up to two are looked for); a
filled or crossed cell that no solution has is wrong, and the hint points at it (applying it
takes the wrong cells back). Only a board without mistakes gets a deduction: the easiest one of
line logic (``easy_steps``), else the first of probing, from the player's board: never from a
cell that is wrong, never from cells the player cannot see.

Qt-free: the studio runs ``hint_events(...)`` in a worker and says ``hint_from(...)``; the
command line's ``hint`` drives the same iterator through ``game_hint``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from ..events import NO_SOLUTION, SOLVED, Done, Solution, SolveOptions, Step
from ..words import translate
from . import probe, solve_events
from .easy_steps import KINDS, easiest_step, say
from .model import EMPTY, FILLED, UNKNOWN, Nonogram
from .words import explain

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

    from ..events import Cancel, EventsFactory

HINT_TIMEOUT = 20.0


@dataclass(frozen=True)
class Hint:
    """What a hint says (``text``) and what applying it does: set ``step``'s cells, or take
    the ``wrong`` cells back; neither when it only informs (``kind`` says which)."""

    text: str
    step: Step | None = None  # a deduction to apply
    wrong: tuple = ()  # cells that no solution has as the player marked them
    line: tuple | None = None  # (kind, index) to highlight
    kind: str = "deduction"  # "mistake", "deduction", "no-solution" or "none"

    @property
    def applicable(self) -> bool:
        return self.step is not None or bool(self.wrong)

    @property
    def cells(self) -> tuple:
        return tuple(self.wrong) or (tuple(self.step.cells) if self.step is not None else ())


def wrong_cells(board: np.ndarray, solutions: Sequence[np.ndarray]) -> list:
    """The player's filled or crossed cells that every solution has otherwise."""
    marked = board != UNKNOWN
    against_all = np.logical_and.reduce([board != np.where(np.asarray(s) == FILLED, FILLED, EMPTY)
                                         for s in solutions])
    return [(int(r), int(c)) for r, c in zip(*np.nonzero(marked & against_all))]


def hint_events(puzzle: Nonogram, board: np.ndarray, solutions: Sequence[np.ndarray] | None = None) -> EventsFactory:
    """``factory(cancel)``: first the wrong cells of ``board`` (a Done whose stats hold
    ``wrong``), else the first deduction from it (a Step). ``solutions``: the puzzle's, when
    an earlier hint found them; else they are searched and yielded as Solution events (for the
    studio to keep)."""
    def events(cancel: Cancel) -> Iterator[object]:
        found = solutions
        if found is None:
            done = None
            for event in solve_events(puzzle, "auto", SolveOptions(max_solutions=2, timeout=HINT_TIMEOUT), cancel):
                if isinstance(event, Done):
                    done = event
            if done is not None and done.status == NO_SOLUTION:
                yield Done(NO_SOLUTION, None, {})
                return
            found = tuple(done.solutions) if done is not None and done.status == SOLVED else ()
            for solution in found:
                yield Solution(solution)
        wrong = wrong_cells(board, found) if found else []
        if wrong:
            yield Done(SOLVED, None, {"wrong": wrong})
            return
        yield from next_deduction(puzzle, board)(cancel)
    return events


def next_deduction(puzzle: Nonogram, board: np.ndarray) -> EventsFactory:
    """``factory(cancel)``: the easiest deduction from ``board`` (one line at a time, smallest
    reasoning first: easy_steps), else the first of probing."""
    def events(cancel: Cancel) -> Iterator[object]:
        step = easiest_step(puzzle, board)
        if step is not None:
            yield step
            return
        for event in probe.solve(puzzle, SolveOptions(known=board), cancel):
            if isinstance(event, Step):
                yield event
                return
            if isinstance(event, Done) and event.status != "stopped":
                break
        yield Done("stopped", None)
    return events


def mistake_text(wrong: Sequence[tuple[int, int]], board: np.ndarray) -> str:
    r, c = wrong[0]
    where = translate("PlayerPanel", "Row %1, column %2").replace("%1", str(r + 1)).replace("%2", str(c + 1))
    if board[r, c] == FILLED:
        text = where + translate("PlayerPanel", " cannot be black")
    else:
        text = where + translate("PlayerPanel", " must not be crossed out: it is black")
    more = len(wrong) - 1  # a name: pyside6-lupdate drops a plural whose count is an expression
    if more:
        text += translate("PlayerPanel", " (and %n more wrong cell(s), marked)", "", more)
    return text


def hint_from(puzzle: Nonogram, board: np.ndarray, done: Done | None, step: Step | None) -> Hint:
    """The hint that ``hint_events``' last Done and Step (None when it gave none) make."""
    wrong = tuple(done.stats.get("wrong", ())) if done is not None else ()
    if wrong:
        return Hint(mistake_text(wrong, board), wrong=wrong, kind="mistake")
    if done is not None and done.status == NO_SOLUTION:
        return Hint(translate("PlayerPanel", "These clues have no solution: the puzzle itself is wrong."),
                    kind="no-solution")
    if step is None:
        return Hint(translate("PlayerPanel", "No deduction left from this board: it is finished, or needs a guess."),
                    kind="none")
    words = say if step.rule in KINDS else explain  # a line's words, or probing's
    return Hint(words(step, puzzle), step=step)


def game_hint(state: dict, cancel: Cancel) -> Hint:
    """The hint for a game's state (solvers.nonogram.moves), as the studio would give it."""
    from .moves import MODEL

    puzzle, board = MODEL.puzzle(state), np.asarray(state["board"])
    done = step = None
    for event in hint_events(puzzle, board)(cancel):
        if isinstance(event, Step):
            step = event
        elif isinstance(event, Done):
            done = event
    return hint_from(puzzle, board, done, step)
