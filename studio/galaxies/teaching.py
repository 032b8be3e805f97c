"""What Galaxies tells the shared solve panel (studio.solve_panel): its methods, how a
``propagate`` step changes the playback board and reads in words, and what the grid shows.

The playback board is the engine's own state: for every cell the dots it may still belong
to (``cand``, ndots x h x w), plus the walls the ``boundary`` steps drew. The grid shows a
decided cell in its dot's colour and an undecided one with its number of candidates, so the
teacher watches the candidates shrink. A solution is drawn as regions; the ``ilp`` / ``mip``
solution also shows the model's spanning tree (every cell's parent, towards its dot).
"""

from __future__ import annotations

import numpy as np

from solvers.events import Step
from solvers.galaxies import COMPLETE_METHODS, METHODS, solve_events
from solvers.galaxies.model import boundaries

from ..solve_panel import Teacher
from .board import empty_walls
from .words import explain, step_dot


class Playback:
    """Candidates and walls at one position of the playback (the panel copies it)."""

    def __init__(self, cand: np.ndarray, walls: np.ndarray):
        self.cand, self.walls = cand, walls

    def copy(self) -> Playback:
        return Playback(self.cand.copy(), self.walls.copy())


class GalaxiesTeacher(Teacher):
    methods = METHODS
    default_method = "propagate"
    complete_methods = COMPLETE_METHODS

    def intro(self) -> str:
        return self.tr("Solve with propagate to play the deductions back: each cell shows how many "
                       "dots it may still belong to. Solve with ilp to see the spanning tree.")

    def events(self, puzzle, method: str, options):
        return lambda cancel: solve_events(puzzle, method, options, cancel)

    def start_board(self, puzzle) -> Playback:
        h, w = puzzle.shape
        return Playback(np.ones((len(puzzle.dots), h, w), dtype=bool), empty_walls(puzzle.shape))

    def apply(self, board: Playback, step: Step) -> None:
        if step.rule == "boundary":
            for edge in step.cells:
                board.walls[edge] = True
            return
        for (r, c), value in zip(step.cells, step.values):
            if value >= 0:
                board.cand[:, r, c] = False
                board.cand[value, r, c] = True
            else:
                board.cand[~value, r, c] = False

    def plot_labels(self) -> tuple[str, str]:
        return self.tr("step"), self.tr("cells and walls changed")

    def explain(self, step: Step, puzzle) -> str:
        return explain(step, puzzle)

    def done_text(self, done) -> str | None:
        if done.status == "solved" and "deduced" in done.stats and done.stats.get("grade") == "search":
            return self.tr("Solved: deduction fixed %1 of %2 cells, search did the rest").replace(
                "%1", str(done.stats["deduced"])).replace("%2", str(done.stats.get("cells")))
        return None

    def info(self, puzzle, stats: dict | None) -> str:
        pairs = int(puzzle.mirror_ok().sum()) if puzzle.dots else 0
        text = self.tr("%1 dots; %2 (cell, dot) pairs whose mirror image stays on the grid.").replace(
            "%1", str(len(puzzle.dots))).replace("%2", f"{pairs:,}")
        model = super().info(puzzle, stats)
        if model:
            text += " " + model
        if stats and stats.get("parents"):
            text += " " + self.tr("Arrows: the spanning tree, each cell's parent towards its dot "
                                  "(%1 cells).").replace("%1", str(len(stats["parents"])))
        return text

    def view_state(self, panel, view):
        puzzle = panel.document.puzzle()
        solution = panel.solution()
        if panel.at_end() and solution is not None:
            view.walls = boundaries(solution)
            view.tint = np.asarray(solution)
            view.shaded = panel.document.black_cells(solution)
            view.arrows = tuple(map(tuple, panel.done.stats.get("parents", ())))
            return view
        board = panel.board
        if board is None or board.cand.shape[0] != len(puzzle.dots) or not panel.steps:
            return view  # before a run (or a run without steps): the bare puzzle
        counts = board.cand.sum(axis=0)
        view.counts = counts
        view.tint = np.where(counts == 1, board.cand.argmax(axis=0), -1)
        view.walls = board.walls
        step = panel.current_step()
        if step is not None:
            if step.rule == "boundary":
                view.highlight_walls = frozenset(step.cells)
            else:
                view.step_cells = frozenset(step.cells)
                dot = step_dot(step)
                if dot is not None:
                    view.ringed_dots = frozenset({dot})
        return view
