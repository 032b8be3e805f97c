"""The method ``propagate``: human-style deduction, one explained ``Step`` at a time.

The techniques, one function per rule with its level on the common scale, are in
techniques.py. ``deduce`` (deduction.py) runs them easiest first and, after every change, starts again from
the easiest, as Simon Tatham's solver does: a harder technique runs only where every easier
one is stuck, so the techniques a run used name the level the puzzle needs. Where deduction
stalls the method finishes with the ``cpsat`` search on the reduced candidates (with the
option ``trials``, trial.py's suppositions come first, up to that many);
``stats["deduced"]`` says how many cells deduction alone fixed and ``stats["level"]`` the
puzzle's level (scale.grade of the techniques used; "search" when deduction stalls).
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import numpy as np

from .. import scale
from ..events import NO_SOLUTION, SOLVED, Cancel, Done, Progress, SolveOptions, Step, stoppable
from .deduction import (
    ONLY_WHEN_STUCK,
    TECHNIQUE_LEVELS,
    Contradiction,
    _on_every_path,
    deduce,
    grade,
    grade_by_levels,
    reduce,
)
from .model import Galaxies, picture
from .options import PropagateOptions
from .trial import TRIAL, deduce_with_trials

# deduction's names here too: the callers and tests of this module's older days use them
__all__ = ["ONLY_WHEN_STUCK", "TECHNIQUE_LEVELS", "Contradiction", "_on_every_path", "deduce", "grade",
           "grade_by_levels", "reduce", "solve"]


@stoppable
def solve(puzzle: Galaxies, options: SolveOptions, cancel: Cancel) -> Iterator[Step | Progress | Done]:
    started = time.perf_counter()
    h, w = puzzle.shape
    steps = 0
    used: set = set()
    trials = PropagateOptions.of(options).trials or 0
    trial_stats: dict = {}
    if trials > 0:  # opt-in (the teacher): the grade and the generator never ask
        gen = deduce_with_trials(puzzle, trials, True, cancel, used, trial_stats)
    else:
        gen = deduce(puzzle, explain=True, cancel=cancel, used=used)
    try:
        while True:
            step = next(gen)
            steps += 1
            yield step
            if cancel.stopped:
                gen.close()
                yield Done("stopped", None, {"steps": steps})
                return
    except StopIteration as stop:
        cand = stop.value
    except Contradiction as error:
        yield Done(NO_SOLUTION, None, {"steps": steps, "contradiction": str(error),
                                       "seconds": round(time.perf_counter() - started, 4)})
        return
    counts = cand.sum(axis=0)
    deduced = int((counts == 1).sum())
    named = used - {TRIAL}
    # trials are search, one supposition deep: a run that needed them grades "search"
    level = scale.grade(named, TECHNIQUE_LEVELS, deduced == h * w and TRIAL not in used)
    stats = {"steps": steps, "deduced": deduced, "cells": h * w, "level": level, "grade": level,
             "techniques": sorted(named, key=list(TECHNIQUE_LEVELS).index) + sorted(used & {TRIAL}),
             **trial_stats}
    if deduced == h * w:
        board = cand.argmax(axis=0).astype(np.int32)
        stats["seconds"] = round(time.perf_counter() - started, 4)
        stats["picture"] = picture(puzzle, board)
        from .presearch import solves
        if not solves(puzzle, board):  # deduction is sound, so this only happens without a solution
            yield Done(NO_SOLUTION, None, stats)
            return
        yield Done(SOLVED, True, stats, (board,))
        return
    yield Progress(deduced / (h * w), f"deduction fixed {deduced} of {h * w} cells; searching")
    from . import cpsat  # here: CP-SAT (and pandas) load only when deduction stalls

    done = None
    for event in cpsat.search(puzzle, options, cancel, cand):
        if isinstance(event, Done):
            done = event
        else:
            yield event
    assert done is not None  # the search ends with its Done
    stats.update({k: v for k, v in done.stats.items() if k not in stats})
    stats["seconds"] = round(time.perf_counter() - started, 4)
    partial = np.where(counts == 1, cand.argmax(axis=0), -1).astype(np.int32)
    yield Done(done.status, done.unique, stats, done.solutions, partial)
