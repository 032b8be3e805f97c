"""A player's hint (numberlink): a mistake first, else the easiest deduction that draws a new
line from the player's own lines, named in plain words, else a segment of the solution.

Qt-free: the studio runs ``hint_events(...)`` in a worker and reads its events; the command line
or a test can drive the same iterator. Every bound counts work (Glucose propagations, trials),
never seconds, so a hint is the same on a busy machine; the cancel token only ends it early.

Events, in order:
- ``Solution`` for each solution found by the mistake search (the studio keeps them);
- ``Done("solved", None, {"wrong": [...]})`` when some drawn segments are in no solution;
- else a ``Step`` whose cells are the new line segments (values 1), then
  ``Done("solved", None, {"technique": name, "level": scale level, "words": ...})``;
  rule ``solution`` when no deduction is left (the solution continues there);
- ``Done("no-solution", ...)`` when the lines cannot be completed (stats["contradiction"]).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from ..events import Cancel, Done, Solution, SolveOptions, Step, run
from ..words import translate
from . import words
from .layers import for_rules, links
from .levels import TECHNIQUE_LEVELS, TECHNIQUE_WORDS
from .model import LINE, Cell, Numberlink, segment_mask
from .propagate import Contradiction, deductions
from .rules import ALWAYS_WRONG, RULES
from .rules import check as check_rules
from .trial import TRIAL_LEVEL

# Work of the searches (Glucose unit propagations): the mistake search for two solutions and
# the solution's next segment. They had 20 s and 10 s in the studio: a 20x20 needs well under
# a tenth of that on the sat method, so these bound only a pathological puzzle.
SEARCH_PROPAGATIONS = 200_000_000
# Trials of the deduction (a count, as propagate's method: 20 per cell, at most this many).
TRIAL_BUDGET = 5000


def segment_cells(position: tuple[int, int]) -> tuple[Cell, Cell]:
    """The two cells a doubled-grid segment joins."""
    y, x = position
    if y % 2:  # between two cells of a row
        return ((y - 1) // 2, x // 2 - 1), ((y - 1) // 2, x // 2)
    return (y // 2 - 1, (x - 1) // 2), (y // 2, (x - 1) // 2)


def wrong_segments(layer: ArrayLike, solutions: Sequence[np.ndarray]) -> list[tuple[int, ...]]:
    """The player's line segments that no solution has (doubled-grid positions)."""
    drawn = np.asarray(layer) > 0
    in_none = np.logical_and.reduce([segment_mask(s) == 0 for s in solutions])
    return [tuple(map(int, p)) for p in np.argwhere(drawn & in_none)]


def _search(puzzle: Numberlink, rules: str, count: int, cancel: Cancel) -> Done:
    from . import sat

    options = SolveOptions(count, None, None, {"rules": rules, "propagations": SEARCH_PROPAGATIONS})
    return run(sat.solve(puzzle, options, cancel.child()))


def next_deduction(puzzle: Numberlink, rules: str, layer: ArrayLike, assume_unique: bool = False,
                   cancel: Cancel | None = None) -> tuple[Step, str] | tuple[None, None]:
    """(Step of the new segments, technique name) of the first deduction from the player's
    lines that draws a line they have not drawn; (None, None) when deduction stalls first.
    The engine always takes the lowest-level technique that finds something, so this is the
    easiest deduction that makes progress. Contradiction when the lines cannot be completed."""
    layer = np.asarray(layer)
    board = puzzle.empty_board()
    board[layer > 0] = LINE
    names: list = []
    stop = (lambda: cancel.stopped) if cancel is not None else None
    budget = min(TRIAL_BUDGET, 20 * puzzle.width * puzzle.height)
    for index, step in enumerate(deductions(puzzle, rules, board, TRIAL_LEVEL, None, assume_unique,
                                            budget, stop, named=names)):
        new = tuple(cell for cell, value in zip(step.cells, step.values)
                    if value != 0 and (cell[0] + cell[1]) % 2 == 1 and not layer[cell])
        if new:
            return Step(new, (1,) * len(new), step.rule, step.line, step.about), names[index]
        if cancel is not None and cancel.stopped:
            break
    return None, None


def solution_step(puzzle: Numberlink, rules: str, layer: ArrayLike, cancel: Cancel,
                  solution: np.ndarray | None = None) -> Step | None:
    """The next segment of a solution that the player has not drawn, preferring one that
    continues a line end or starts from a number (used when no deduction is left)."""
    if solution is None:
        done = _search(puzzle, rules, 1, cancel)
        if not done.solutions:
            return None
        solution = done.solutions[0]
    layer = np.asarray(layer)
    missing = [(int(r), int(c)) for r, c in np.argwhere(segment_mask(solution) > layer)]
    if not missing:
        return None
    grid = puzzle.grid()

    def continues(position: tuple[int, int]) -> bool:
        for cell in segment_cells(position):
            d = len(links(layer, cell))
            if (d == 1 and not grid[cell]) or (grid[cell] and d == 0):
                return True
        return False

    chosen = next((p for p in missing if continues(p)), missing[0])
    return Step((chosen,), (1,), "solution", "no simple deduction is left; the solution continues here")


def hint_events(puzzle: Numberlink, rules: str, layer: ArrayLike, solutions: Sequence[np.ndarray] | None = None,
                ) -> Callable[[Cancel], Iterator]:
    """The hint as an event generator factory ``events(cancel)`` (see the module's text).
    ``solutions``: those an earlier hint found (not searched again)."""
    layer = np.asarray(layer).copy()

    def events(cancel: Cancel) -> Iterator:
        found = solutions
        if layer.any() and found is None:
            done = _search(puzzle, rules, 2, cancel)
            found = tuple(done.solutions) if done.status == "solved" else ()
            for solution in found:
                yield Solution(solution)
        wrong = wrong_segments(layer, found) if layer.any() and found else []
        if wrong:
            yield Done("solved", None, {"wrong": wrong})
            return
        # A puzzle known to have one solution lets the hint use what uniqueness implies, as a
        # solver of published puzzles does; otherwise only techniques that assume nothing.
        assume = found is not None and len(found) == 1
        try:
            step, technique = next_deduction(puzzle, rules, layer, assume, cancel)
        except Contradiction as why:
            if not assume:
                yield Done("no-solution", None, {"contradiction": str(why)})
                return
            step, technique = None, None
        if step is not None and technique is not None:  # both or neither
            yield step
            yield Done("solved", None, {"technique": technique, "level": TECHNIQUE_LEVELS[technique],
                                        "words": TECHNIQUE_WORDS[technique]})
            return
        if cancel.stopped:
            yield Done("stopped", None)
            return
        step = solution_step(puzzle, rules, layer, cancel, found[0] if found and len(found) == 1 else None)
        if step is not None:
            yield step
        yield Done("stopped", None)
    return events


@dataclass(frozen=True)
class Hint:
    """What a hint says (``text``) and what applying it does: draw ``step``'s segments, or
    take the ``wrong`` segments back; neither when it only informs (``kind`` says which).
    ``cells``: board cells it points at (a broken rule's)."""

    text: str
    step: Step | None = None
    wrong: tuple = ()
    cells: tuple = ()
    kind: str = "deduction"  # "mistake", "rule", "deduction", "solution", "no-solution" or "none"

    @property
    def applicable(self) -> bool:
        return self.step is not None or bool(self.wrong)


def rule_hint(puzzle: Numberlink, rules: str, layer: ArrayLike) -> Hint | None:
    """The first rule the lines break whatever comes next, when one is: said before any search."""
    wrong = [v for v in check_rules(puzzle, for_rules(np.asarray(layer)), rules) if v.code in ALWAYS_WRONG]
    if not wrong:
        return None
    text = translate("PlayerPanel", "Something is wrong first: %1").replace("%1", RULES[wrong[0].code])
    return Hint(text, cells=tuple(wrong[0].cells), kind="rule")


def hint_from(puzzle: Numberlink, done: Done | None, step: Step | None) -> Hint:
    """The hint that ``hint_events``' last Done and Step (None when it gave none) make."""
    wrong = tuple(done.stats.get("wrong", ())) if done is not None else ()
    if wrong:
        count = len(wrong)  # a name: pyside6-lupdate drops a plural whose count is an expression
        text = translate("PlayerPanel", "In no solution: %n line segment(s) you drew (marked)", "", count)
        return Hint(text, wrong=wrong, kind="mistake")
    if step is not None:
        return Hint(words.explain(step, puzzle), step=step,
                    kind="solution" if step.rule == "solution" else "deduction")
    if done is not None and done.status == "no-solution" and done.stats.get("contradiction"):
        return Hint(translate("PlayerPanel", "Your lines cannot be completed: %1.").replace(
            "%1", done.stats.get("contradiction", "")), kind="no-solution")
    return Hint(translate("PlayerPanel", "No simple deduction is left from these lines."), kind="none")


def game_hint(state: dict, cancel: Cancel) -> Hint:
    """The hint for a game's state (solvers.numberlink.moves), as the studio would give it."""
    from .moves import MODEL

    puzzle, rules, layer = MODEL.puzzle(state), state["rules"], np.asarray(state["board"])
    broken = rule_hint(puzzle, rules, layer)
    if broken is not None:
        return broken
    if not puzzle.pairs:
        return Hint(translate("PlayerPanel", "No simple deduction is left from these lines."), kind="none")
    done = step = None
    for event in hint_events(puzzle, rules, layer)(cancel):
        if isinstance(event, Step):
            step = event
        elif isinstance(event, Done):
            done = event
    return hint_from(puzzle, done, step)
