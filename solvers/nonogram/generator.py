"""Make new nonograms with a unique solution, for authors who need many (a daily puzzle).

A random picture is drawn; while its clues admit a second solution, one cell where the two
solutions differ is flipped in the picture (which breaks that ambiguity) and the check runs
again. ``line_solvable=True`` keeps only puzzles a person can solve by line logic alone.
``cancel`` (a token, with its deadline) stops the running search: GenerationCancelled.
"""

from __future__ import annotations

import numpy as np

from ..events import Cancel, SolveOptions, Stopped, run
from . import solve_events
from .derive import clues_from_picture
from .difficulty import difficulty
from .model import Nonogram

MAX_REPAIRS = 60


class GenerationCancelled(Stopped):
    """The generator's cancel token stopped it (cancelled, or its deadline passed)."""


def generate(width: int, height: int, seed: int | None = None, density: float = 0.55,
             line_solvable: bool = False, cancel: Cancel | None = None,
             **_unused) -> tuple[Nonogram, dict]:
    if not (1 <= width <= 60 and 1 <= height <= 60):
        raise ValueError("generated nonograms are 1x1 to 60x60")
    cancel = cancel or Cancel()
    rng = np.random.default_rng(seed)
    attempts = 0
    while True:
        attempts += 1
        picture = (rng.random((height, width)) < density).astype(np.int8)
        for repairs in range(MAX_REPAIRS):
            puzzle = clues_from_picture(picture, title=f"Random {width}x{height}",
                                        author="Puzzle Studio generator", license="CC0-1.0")
            done = run(solve_events(puzzle, "auto", SolveOptions(max_solutions=2), cancel))
            if cancel.stopped:
                raise GenerationCancelled("generating a nonogram was stopped")
            if done.unique:
                report = difficulty(puzzle, stop=cancel)
                if cancel.stopped:
                    raise GenerationCancelled("generating a nonogram was stopped")
                if line_solvable and not report["line_solvable"]:
                    break  # unique but too hard for the request: start a new picture
                return puzzle, {"attempts": attempts, "repairs": repairs, "grade": report["grade"],
                                "line_steps": report["line_steps"]}
            first, second = done.solutions
            differing = np.argwhere(first != second)
            r, c = differing[rng.integers(len(differing))]
            picture[r, c] ^= 1
