"""The player's next hint: mistakes first, then the first deduction of ``propagate`` from
what the player's board shows.

Mistakes: walls the solution does not have, and cells marked for a dot whose region they are
not in; the hint points at them and takes them back as one move. Otherwise the engine deduces
from the player's board, never from a board the player cannot see: the cells the board shows
as a dot's (marks, areas closed around that dot alone) start as that dot's, and a correct
wall beside such a cell tells the cell across it that it is not that dot's. The hint is the
first deduction the board does not show yet: walls drawn (a ``boundary`` step) or cells
known to be their dot's. Steps that only take candidates away are invisible on a player's
board, so they are skipped; "the cells under a dot are its" is plain to see, too. Where
deduction stops (most published puzzles need search) a trial comes first (trial.py: a cell
supposed to be a dot's until a contradiction rules it out, a quarter of the teacher's
suppositions): the hint is then the first deduction it opens, after the trial's words; only
where trials stop too the hint draws one region of the solution.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from ..events import SOLVED, Done, SolveOptions, Step
from . import propagate, solve_events, words
from .board import Assessment, assess
from .model import Galaxies, boundaries
from .trial import TRIAL, budget_for, deduce_with_trials
from .words import translate

if TYPE_CHECKING:
    from collections.abc import Iterator

    from ..events import Cancel, EventsFactory

HINT_TIMEOUT = 20.0
HINT_TRIAL_SHARE = 4  # a hint tries a quarter of the teacher's suppositions (trial.budget_for)


def hint_events(puzzle: Galaxies, walls: np.ndarray, known: np.ndarray, solution: np.ndarray | None = None) -> EventsFactory:
    """``factory(cancel)`` for SolverRun: one Done holding the engine's deductions from the
    player's board (``stats["steps"]``) and a solution to fall back on (``solve`` for one when
    ``solution`` is None). ``walls``, ``known``: the board (see ``next_hint``), copies."""
    def events(cancel: Cancel) -> Iterator[object]:
        found = solution
        if found is None:
            for event in solve_events(puzzle, "auto", SolveOptions(timeout=HINT_TIMEOUT), cancel):
                if isinstance(event, Done) and event.solution is not None:
                    found = event.solution
        seen = seen_candidates(puzzle, walls, known, found)
        try:
            steps = list(propagate.deduce(puzzle, seen))
            hint = next_hint(puzzle, steps, walls, known, found)
            if hint is not None and hint.kind == "solution":  # stuck: a trial before the solution
                steps = list(deduce_with_trials(puzzle, max(1, budget_for(puzzle) // HINT_TRIAL_SHARE),
                                                cancel=cancel, cand=seen))
        except propagate.Contradiction:
            steps = []
        yield Done(SOLVED, None, {"steps": steps}, () if found is None else (found,))
    return events


def seen_candidates(puzzle: Galaxies, walls: np.ndarray, known: np.ndarray, solution: np.ndarray | None = None) -> np.ndarray:
    """(dots, h, w) candidates as the player's board shows them: a known cell is its dot's,
    and a wall beside it keeps the cell across from that dot. With a solution only what
    agrees with it counts (the mistakes are the hint then, never a premise)."""
    h, w = puzzle.shape
    cand = np.ones((len(puzzle.dots), h, w), dtype=bool)
    known = np.asarray(known)
    if solution is not None:
        known = np.where(known == np.asarray(solution), known, -1)
        walls = walls & boundaries(solution)
    rows, cols = np.nonzero(known >= 0)
    cand[:, rows, cols] = False
    cand[known[rows, cols], rows, cols] = True
    for edge in _edges(walls):
        a, b = _sides(edge)
        for this, other in ((a, b), (b, a)):
            if known[this] >= 0 and known[other] < 0:
                cand[known[this], other[0], other[1]] = False
    return cand


@dataclass
class Hint:
    text: str
    walls_on: tuple = ()  # (y2, x2) edges to draw
    walls_off: tuple = ()  # edges to erase
    marks: dict = field(default_factory=dict)  # (r, c) -> dot index
    unmark: tuple = ()  # (r, c) cells whose mark to clear
    cells: frozenset = frozenset()  # cells to highlight
    dot: int | None = None
    kind: str = "deduction"  # "mistake", "rule", "deduction", "solution" or "none"

    @property
    def applicable(self) -> bool:
        return bool(self.walls_on or self.walls_off or self.marks or self.unmark)


def _edges(walls: np.ndarray) -> set:
    return {(int(y), int(x)) for y, x in zip(*np.nonzero(walls)) if (y + x) % 2 == 1
            and 0 < y < walls.shape[0] - 1 and 0 < x < walls.shape[1] - 1}


def next_hint(puzzle: Galaxies, steps: list[Step], walls: np.ndarray, known: np.ndarray, solution: np.ndarray | None,
              marks: np.ndarray | None = None) -> Hint | None:
    """``known``: h x w dot index per cell the board shows (-1 unknown); ``marks``: h x w dot
    index per cell the player marked (-1 none); ``solution``: a solved board or None. None
    when the board already shows everything."""
    drawn = _edges(walls)
    if solution is not None:
        wrong = sorted(drawn - _edges(boundaries(solution)))
        if wrong:
            return Hint(translate("GalaxiesSteps", "Walls you drew that the solution does not have "
                                  "(highlighted): %1.").replace("%1", words.listed([words.wall_name(e) for e in wrong])),
                        walls_off=tuple(wrong), kind="mistake")
        marks = np.full(puzzle.shape, -1) if marks is None else np.asarray(marks)
        misplaced = tuple(sorted((int(r), int(c)) for r, c in
                                 zip(*np.nonzero((marks >= 0) & (marks != np.asarray(solution))))))
        if misplaced:
            return Hint(translate("GalaxiesSteps", "Cells you marked that belong to another dot "
                                  "(highlighted): %1.").replace(
                "%1", words.listed([words.cell_name(c) for c in misplaced])), unmark=misplaced, cells=frozenset(misplaced),
                        kind="mistake")
    trials: list[Step] = []  # the trials before the hint's step: the hint starts with their conclusions
    for step in steps:
        if step.rule == TRIAL:
            trials.append(step)
            continue
        if step.rule == "boundary":
            missing = tuple(e for e in step.cells if e not in drawn)
            if missing:
                return Hint(_after(trials, words.explain(Step(missing, (), step.rule, step.line), puzzle), puzzle),
                            walls_on=missing, cells=_cells_of(trials))
            continue
        d = words.step_dot(step)
        if step.rule == "under-dot" or d is None or step.values[0] < 0:
            continue
        unknown = [cell for cell in step.cells if known[cell] != d]
        if unknown:
            return Hint(_after(trials, words.explain(step, puzzle), puzzle), marks=dict.fromkeys(unknown, d),
                        cells=frozenset(unknown) | _cells_of(trials), dot=d)
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
                "%1", words.dot_name(puzzle, d)), walls_on=missing, cells=cells, dot=d,
                        kind="solution")
    return None


def _after(trials: list[Step], text: str, puzzle: Galaxies) -> str:
    """A hint's words, after the trials it needs (if any): 'Supposing ... So ... Then: ...'."""
    if not trials:
        return text
    return translate("GalaxiesSteps", "%1 Then: %2").replace("%2", text).replace(
        "%1", " ".join(words.explain(trial, puzzle) for trial in trials))


def _cells_of(trials: list[Step]) -> frozenset:
    return frozenset(cell for trial in trials for cell in trial.cells)


def _sides(edge: tuple[int, int]) -> tuple:
    """The two cells (row, col) on either side of a doubled-grid edge (either may be off the
    grid for an edge of the border)."""
    y2, x2 = edge
    if y2 % 2 == 0:
        return (y2 // 2 - 1, (x2 - 1) // 2), (y2 // 2, (x2 - 1) // 2)
    return ((y2 - 1) // 2, x2 // 2 - 1), ((y2 - 1) // 2, x2 // 2)


def _touches(edge: tuple[int, int], region: np.ndarray) -> bool:
    """Whether a doubled-grid edge borders a cell of ``region``."""
    h, w = region.shape
    return any(0 <= r < h and 0 <= c < w and region[r, c] for r, c in _sides(edge))


def known_cells(assessment: Assessment, marks: np.ndarray) -> np.ndarray:
    """h x w: the dot each cell is shown to be (a closed area's, else a mark's), or -1."""
    return np.where(assessment.owners >= 0, assessment.owners, marks)


def rule_hint(assessment: Assessment) -> Hint | None:
    """The first broken rule, when one is: a hint points at it before any deduction."""
    if not assessment.messages:
        return None
    code, cells = assessment.messages[0]
    text = translate("PlayerPanel", "Something breaks the rules first: %1 (highlighted).").replace(
        "%1", words.rule_text(code))
    return Hint(text, cells=frozenset(cells), kind="rule")


def no_hint() -> Hint:
    return Hint(translate("PlayerPanel", "No hint left: the board shows everything the deductions give."),
                kind="none")


def game_hint(state: dict, cancel: Cancel) -> Hint:
    """The hint for a game's state (solvers.galaxies.moves), as the studio would give it."""
    from .moves import MODEL

    puzzle, walls, marks = MODEL.puzzle(state), state["walls"].astype(bool), MODEL.marks_by_dot(state)
    assessment = assess(puzzle, walls, marks)
    broken = rule_hint(assessment)
    if broken is not None:
        return broken
    known = known_cells(assessment, marks)
    answer = state.get("answer")
    done = None
    for event in hint_events(puzzle, walls, known, answer)(cancel):
        if isinstance(event, Done):
            done = event
    if done is None or "steps" not in done.stats:
        return no_hint()
    return next_hint(puzzle, done.stats["steps"], walls, known, done.solution, marks) or no_hint()
