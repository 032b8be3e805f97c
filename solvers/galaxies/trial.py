"""Galaxies trial: where the named techniques are stuck, suppose a cell belongs to a dot, run
the deductions on the board that supposes it, and when they break a rule the cell does not
belong to that dot (proof by contradiction, one assumption deep; it assumes nothing about
uniqueness, so every elimination is true of every solution).

Opt-in, for the teacher (and whoever asks for it): ``propagate`` runs it only with the option
``trials`` (how many suppositions it may try: a count, so the outcome never depends on the
machine's speed), and the generator and the grade never ask, so no generated puzzle, seed or
grade changes. A step of it has the rule ``trial``: the cell loses the dot (value ``~d``),
``about`` = ``((r, c), d, broken rule, broken cells, broken dot, inner level)``, what the
contradiction was (techniques.Contradiction: "no-dot" a cell left with no dot, "cut-off" cells of a dot
that cannot reach it). ``trial_steps`` plays one trial back for the teacher: the supposition,
the deductions it triggers (the same techniques, with their own rules and words) and the
contradiction.

The suppositions are tried cells with fewest candidates first, and round the board from the
cell of the last success (``cursor``), so a run of trials does not try the same hopeless
cells again after every success. ``about`` ends with the fewest techniques (a level) that
reach the contradiction too, which ``trial_steps`` plays the trial back with (INNER_LEVELS).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator

import numpy as np

from ..events import Cancel, Step
from .deduction import _consequences, _fixpoint, _start, _techniques_up_to, reduce, separated
from .model import Galaxies
from .techniques import TECHNIQUES, Contradiction, Deduction

TRIAL = "trial"  # the conclusion of a trial: the cell does not belong to the dot
SUPPOSED = "trial: supposed"  # a step of the board a trial supposes (the first: the supposition)
BROKEN = "trial: contradiction"  # where those deductions break a rule
TRIAL_RULES = (SUPPOSED, BROKEN)
DEFAULT_TRIALS = 3000  # the teacher's budget on a small grid: suppositions tried in one run
# A supposition's deductions cost about the cells times the dots (20x20 with 82 dots: 5 ms):
# the teacher's budget shrinks with that product, so a 100x100 tries a few, not hours of them.
TRIAL_WORK = 100_000_000
MOST_STEPS = 60  # a longer trial's playback shows its ends one by one, the middle as one step
SHOWN_ENDS = 25
# The techniques a trial's playback follows a supposition with: the fewest of these that reach
# its contradiction. Under the easy techniques alone one comes in 7 to 20 steps, a chain a
# person follows; with all of them most chains ran past 60 steps (the diamond sample, 10x10
# random partitions). The search itself supposes with all of them: trying the easy ones
# first everywhere made eliminations smaller and runs slower (diamond: 378 suppositions,
# 2.8 s, instead of 4, 0.05 s; a 20x20 sample no longer finished within 3000).
INNER_LEVELS = ("easy", "medium", None)


def budget_for(puzzle: Galaxies) -> int:
    """The teacher's number of suppositions for ``puzzle``: DEFAULT_TRIALS, fewer on big grids
    (TRIAL_WORK), at least one."""
    h, w = puzzle.shape
    return max(1, min(DEFAULT_TRIALS, TRIAL_WORK // max(1, h * w * len(puzzle.dots))))


def suppose(cand: np.ndarray, cell: tuple[int, int], d: int) -> np.ndarray:
    """A copy of the candidates in which ``cell`` belongs to dot ``d``."""
    test = cand.copy()
    test[:, cell[0], cell[1]] = False
    test[d, cell[0], cell[1]] = True
    return test


def _order(counts: np.ndarray, cursor: int) -> list[tuple[int, int]]:
    """The undecided cells, fewest candidates first, then round the board from ``cursor``."""
    w = counts.shape[1]
    flat = np.flatnonzero(counts > 1)
    key = counts.ravel()[flat].astype(np.int64) * counts.size + (flat - cursor) % counts.size
    return [divmod(int(p), w) for p in flat[np.argsort(key, kind="stable")]]


def find_trial(puzzle: Galaxies, cand: np.ndarray, budget: list[int], cursor: int = 0,
               cancel: Cancel | None = None) -> tuple[tuple[int, int], int, Contradiction, str | None] | None:
    """The first (cell, dot, contradiction, inner level) whose supposition breaks the rules,
    or None when none does or ``budget[0]`` (suppositions left; decreased) runs out.
    ``Stopped`` from ``cancel`` between suppositions and inside them."""
    for cell in _order(cand.sum(axis=0), cursor):
        for d in np.flatnonzero(cand[:, cell[0], cell[1]]).tolist():
            if budget[0] <= 0:
                return None
            budget[0] -= 1
            if cancel is not None:
                cancel.check()
            try:
                reduce(puzzle, suppose(cand, cell, d), cancel)
            except Contradiction as why:
                return (cell, d) + _shortest(puzzle, cand, cell, d, why, cancel)
    return None


def _shortest(puzzle: Galaxies, cand: np.ndarray, cell: tuple[int, int], d: int, why: Contradiction,
              cancel: Cancel | None) -> tuple[Contradiction, str | None]:
    """The contradiction of a supposition under the fewest techniques that reach one
    (INNER_LEVELS), and their level: the chain a playback shows. Graded, as the playback
    runs, so that the conclusion names the cells its playback breaks (an ungraded run may
    reach another cell first)."""
    for level in INNER_LEVELS:
        try:
            reduce(puzzle, suppose(cand, cell, d), cancel, level, graded=True)
        except Contradiction as short:
            return short, level
    return why, None


def deduce_with_trials(puzzle: Galaxies, trials: int = DEFAULT_TRIALS, explain: bool = True,
                       cancel: Cancel | None = None, used: set | None = None,
                       stats: dict | None = None, cand: np.ndarray | None = None) -> Generator[Step, None, np.ndarray]:
    """deduction.deduce with every technique (from ``cand``, None: every dot everywhere),
    then, while cells stay open, a trial that eliminates a dot from a cell and the
    deductions again (graded: the easiest first). ``trials``: how many suppositions in all;
    ``stats`` receives ``trials`` (tried) and ``eliminated``. Returns the final candidates;
    Contradiction as deduce (no solution)."""
    used = set() if used is None else used
    stats = {} if stats is None else stats
    s = Deduction(puzzle, cand, explain, cancel)
    walls: set = set()
    yield from _start(s, walls, used)
    yield from _fixpoint(s, TECHNIQUES, True, walls, used)
    budget, cursor, eliminated = [trials], 0, 0
    while budget[0] > 0 and (s.counts() > 1).any():
        found = find_trial(puzzle, s.cand, budget, cursor, cancel)
        if found is None:
            break
        (r, c), d, why, level = found
        cursor = r * puzzle.width + c + 1
        single = s.counts() == 1
        s.cand[d, r, c] = False
        s.touch(np.array([d]))
        used.add(TRIAL)
        eliminated += 1
        if explain:
            yield Step(((r, c),), (~d,), TRIAL, f"supposing cell ({r}, {c}) belongs to {s.where(d)}: {why}",
                       ((r, c), d, why.rule, tuple(why.cells), why.dot, level))
        yield from _consequences(s, single, walls, used)
        yield from _fixpoint(s, TECHNIQUES, True, walls, used)
    stats.update(trials=trials - budget[0], eliminated=eliminated)
    return s.cand


def trial_steps(puzzle: Galaxies, cand: np.ndarray, about: tuple, most: int = MOST_STEPS) -> Iterator[Step]:
    """The steps of the trial behind a ``trial`` step (``about`` its about) on the candidates
    ``cand`` it started from (not changed): the supposition (``SUPPOSED``, the cell's value
    d), each deduction it triggers (``SUPPOSED``, ``about`` = (supposition, the technique's
    rule)) and the contradiction (``BROKEN``, the cells that broke, ``about`` = (supposition,
    broken rule, broken dot)). A chain longer than ``most`` (MOST_STEPS) shows its first and last
    SHOWN_ENDS deductions one by one and those between as one step (``about`` = (supposition,
    "skipped", how many); its walls in one ``boundary`` step), so that the board it supposes
    stays whole. Nothing when the candidates do not fit (another puzzle)."""
    cell, d, level = tuple(about[0]), int(about[1]), about[5]
    if cand.shape != (len(puzzle.dots),) + puzzle.shape or not cand[d, cell[0], cell[1]]:
        return
    supposed = (cell, d)
    s = Deduction(puzzle, suppose(cand, cell, d), True, None)
    walls = set(separated(cand))  # drawn already: the trial's boundary steps are its new walls
    yield Step((cell,), (d,), SUPPOSED, "supposed", (supposed, "supposed"))
    chain: list[Step] = []
    broken = None
    try:
        for step in _trail(s, walls, _techniques_up_to(level)):
            chain.append(Step(step.cells, step.values, SUPPOSED, step.line, (supposed, step.rule)))
    except Contradiction as why:
        broken = Step(tuple(why.cells), (), BROKEN, str(why), (supposed, why.rule, why.dot))
    if len(chain) > most:
        chain = chain[:SHOWN_ENDS] + _skipped(chain[SHOWN_ENDS:-SHOWN_ENDS], supposed) + chain[-SHOWN_ENDS:]
    yield from chain
    if broken is not None:
        yield broken


def _skipped(steps: list[Step], supposed: tuple) -> list[Step]:
    """``steps`` of a trial as one step of their cells (losses before gains, as a cell that
    gains a dot keeps that one alone) and one of their walls."""
    cells: list[tuple[int, int]] = []
    values: list[int] = []
    edges: list[tuple[int, int]] = []
    for step in steps:
        if step.about[1] == "boundary":
            edges.extend(step.cells)
        else:
            cells.extend(step.cells)
            values.extend(step.values)
    out = [Step(tuple(cells), tuple(values), SUPPOSED, f"{len(steps)} more deductions", (supposed, "skipped", len(steps)))]
    if edges:
        out.append(Step(tuple(sorted(set(edges))), (), SUPPOSED, "boundary", (supposed, "boundary")))
    return out


def _trail(s: Deduction, walls: set, techniques: tuple) -> Iterator[Step]:
    yield from _start(s, walls, set())
    yield from _fixpoint(s, techniques, True, walls, set())
