"""A puzzle from a pixel picture, off the GUI thread: the engine's generator grows symmetric
regions inside the black cells and inside the white ones, colours the dots from the picture
and splits regions until the puzzle is unique (solvers.galaxies.generator)."""

from __future__ import annotations

import numpy as np

from solvers.events import SOLVED, Done, Progress


def picture_events(picture, seed: int | None = None):
    """``factory(cancel)`` for SolverRun: one Done whose stats hold ``puzzle`` and ``report``,
    or a stopped Done when cancelled. The run has no deadline: every picture can be done."""
    from solvers.galaxies import GenerationTimeout, generate_from_picture

    picture = np.asarray(picture, dtype=np.int8)

    def events(cancel):
        yield Progress(None, "generating")
        try:
            puzzle, report = generate_from_picture(picture, seed, cancel=cancel)
        except GenerationTimeout as error:
            yield Done("stopped", None, {"error": str(error)})
            return
        yield Done(SOLVED, True, {"puzzle": puzzle, "report": report})
    return events


def puzzle_state(puzzle) -> dict:
    """The document state of a fresh puzzle with its answer (for GalaxiesDocument.replace)."""
    h, w = puzzle.shape
    return {"shape": (h, w), "dots": {(d.y2, d.x2): d.colour for d in puzzle.dots}, "answer": puzzle.solution,
            "regions": np.full((h, w), -1, dtype=np.int32), "walls": np.zeros((2 * h + 1, 2 * w + 1), dtype=bool),
            "marks": np.full((h, w), -1, dtype=np.int64)}
