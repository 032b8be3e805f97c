"""The player's next hint: the first deduction of ``propagate`` the board does not show yet.

The engine deduces from the empty grid; the player's board shows a deduction when its walls
are drawn (a ``boundary`` step) or its cells are known to be their dot's (a mark, or an area
closed around that dot alone). Steps that only take candidates away are invisible on a
player's board, so they are skipped; "the cells under a dot are its" is plain to see, too.
Before any deduction a wall the solution does not have is pointed out; where deduction stops
(most published puzzles need search) the hint draws one region of the solution.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from solvers.events import SOLVED, Done, SolveOptions, Step
from solvers.galaxies import propagate, solve_events
from solvers.galaxies.model import Galaxies, boundaries

from . import words
from .words import translate


HINT_TIMEOUT = 20.0


def hint_events(puzzle: Galaxies, solution=None):
    """``factory(cancel)`` for SolverRun: one Done holding the engine's deductions from the
    empty grid (``stats["steps"]``) and a solution to fall back on (``solve`` for one when
    ``solution`` is None)."""
    def events(cancel):
        try:
            steps = list(propagate.deduce(puzzle))
        except propagate.Contradiction:
            steps = []
        found = solution
        if found is None:
            for event in solve_events(puzzle, "auto", SolveOptions(timeout=HINT_TIMEOUT), cancel):
                if isinstance(event, Done) and event.solution is not None:
                    found = event.solution
        yield Done(SOLVED, None, {"steps": steps}, () if found is None else (found,))
    return events


@dataclass
class Hint:
    text: str
    walls_on: tuple = ()  # (y2, x2) edges to draw
    walls_off: tuple = ()  # edges to erase
    marks: dict = field(default_factory=dict)  # (r, c) -> dot index
    cells: frozenset = frozenset()  # cells to highlight
    dot: int | None = None

    @property
    def applicable(self) -> bool:
        return bool(self.walls_on or self.walls_off or self.marks)


def _edges(walls: np.ndarray) -> set:
    return {(int(y), int(x)) for y, x in zip(*np.nonzero(walls)) if (y + x) % 2 == 1
            and 0 < y < walls.shape[0] - 1 and 0 < x < walls.shape[1] - 1}


def next_hint(puzzle: Galaxies, steps, walls: np.ndarray, known: np.ndarray, solution) -> Hint | None:
    """``known``: h x w dot index per cell the board shows (-1 unknown); ``solution``: a solved
    board or None. None when the board already shows everything."""
    drawn = _edges(walls)
    if solution is not None:
        wrong = sorted(drawn - _edges(boundaries(solution)))
        if wrong:
            return Hint(translate("GalaxiesSteps", "%n wall(s) you drew are not in the solution "
                                  "(highlighted): press Hint again to erase them.", "", len(wrong)),
                        walls_off=tuple(wrong))
    for step in steps:
        if step.rule == "boundary":
            missing = tuple(e for e in step.cells if e not in drawn)
            if missing:
                return Hint(words.explain(Step(missing, (), step.rule, step.line), puzzle), walls_on=missing)
            continue
        d = words.step_dot(step)
        if step.rule == "under-dot" or d is None or step.values[0] < 0:
            continue
        unknown = [cell for cell in step.cells if known[cell] != d]
        if unknown:
            return Hint(words.explain(step, puzzle), marks={cell: d for cell in unknown},
                        cells=frozenset(unknown), dot=d)
    if solution is None:
        return None
    solution = np.asarray(solution)
    target = _edges(boundaries(solution))
    for d in range(len(puzzle.dots)):
        region = solution == d
        around = {e for e in target if _touches(e, region)}
        missing = tuple(sorted(around - drawn))
        if missing:
            cells = frozenset((int(r), int(c)) for r, c in zip(*np.nonzero(region)))
            return Hint(translate("GalaxiesSteps", "Deduction alone stops here (this puzzle needs "
                                  "search). From the solution: the region of %1.").replace(
                "%1", words.dot_name(puzzle, d)), walls_on=missing, cells=cells, dot=d)
    return None


def _touches(edge, region: np.ndarray) -> bool:
    """Whether a doubled-grid edge borders a cell of ``region``."""
    y2, x2 = edge
    h, w = region.shape
    if y2 % 2 == 0:
        sides = ((y2 // 2 - 1, (x2 - 1) // 2), (y2 // 2, (x2 - 1) // 2))
    else:
        sides = (((y2 - 1) // 2, x2 // 2 - 1), ((y2 - 1) // 2, x2 // 2))
    return any(0 <= r < h and 0 <= c < w and region[r, c] for r, c in sides)
