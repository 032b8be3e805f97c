"""What Galaxies tells the shared solve panel (studio.solve_panel): its methods, how a
``propagate`` step changes the playback board and reads in words, and what the grid shows.

``propagate`` runs with trials (solvers.galaxies.trial): where the techniques are stuck, a
cell is supposed to belong to a dot until the deductions break a rule. With "Show each trial"
each such conclusion comes after its trial played back: the supposition, the deductions it
triggers and the contradiction, drawn on the board it supposes, lighter; the playback board
itself stays as it is until the conclusion.

The playback board is the engine's own state: for every cell the dots it may still belong
to (``cand``, ndots x h x w), plus the walls the ``boundary`` steps drew. The grid shows a
decided cell in its dot's colour and an undecided one with its number of candidates, so the
teacher watches the candidates shrink. A solution is drawn as regions; the ``ilp`` / ``mip``
solution also shows the model's spanning tree (every cell's parent, towards its dot).
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import numpy as np
from PySide6.QtWidgets import QCheckBox

from solvers.events import Step
from solvers.galaxies import COMPLETE_METHODS, METHODS, solve_events
from solvers.galaxies.board import empty_walls
from solvers.galaxies.model import boundaries
from solvers.galaxies.trial import BROKEN, TRIAL, TRIAL_RULES, budget_for, trial_steps
from solvers.galaxies.words import explain, step_dot

from ..solve_panel import CHECKPOINT, Teacher

if TYPE_CHECKING:
    from collections.abc import Iterator

    from solvers.events import Cancel, Done, EventsFactory, SolveOptions
    from solvers.galaxies.model import Galaxies

    from ..solve_panel import SolvePanel
    from . import renderer
    from .actions import GalaxiesActions


class Playback:
    """Candidates and walls at one position of the playback (the panel copies it every few
    dozen steps, on the GUI thread).

    The candidates are kept cell by cell as bits (``bits[r, c]``: the dots cell (r, c) may
    still belong to), with each cell's number of candidates and, where that is one, its dot:
    what the grid draws, kept up to date step by step. The engine's (dots, h, w) booleans cost
    30 MB a copy on a 100x100 grid with 3000 dots, a step wrote across all 3000 planes, and
    counting them again at every redraw took 0.15 s: seconds of a frozen window."""

    def __init__(self, dots: int, shape: tuple[int, int], walls: np.ndarray) -> None:
        h, w = shape
        self.dots, self.walls = dots, walls
        self.bits = np.zeros((h, w, (dots + 7) // 8), dtype=np.uint8)
        self.bits[:, :] = np.packbits(np.ones(dots, dtype=bool))
        self.counts = np.full((h, w), dots, dtype=np.int32)
        self.owner = np.full((h, w), 0 if dots == 1 else -1, dtype=np.int32)

    def copy(self) -> Playback:
        other = Playback.__new__(Playback)
        other.dots, other.walls = self.dots, self.walls.copy()
        other.bits, other.counts, other.owner = self.bits.copy(), self.counts.copy(), self.owner.copy()
        return other

    @property
    def cand(self) -> np.ndarray:
        """(dots, h, w) booleans, as the engine's propagate has them."""
        return np.unpackbits(self.bits, axis=2, count=self.dots).astype(bool).transpose(2, 0, 1)

    def belong(self, rows: np.ndarray, cols: np.ndarray, d: int) -> None:
        """Cells (r, c) belong to dot d."""
        self.bits[rows, cols] = 0
        self.bits[rows, cols, d >> 3] = 0x80 >> (d & 7)
        self.counts[rows, cols] = 1
        self.owner[rows, cols] = d

    def empty(self, rows: np.ndarray, cols: np.ndarray) -> None:
        """Cells (r, c) can belong to no dot (a trial's contradiction)."""
        self.bits[rows, cols] = 0
        self.counts[rows, cols] = 0
        self.owner[rows, cols] = -1

    def lose(self, rows: np.ndarray, cols: np.ndarray, d: int) -> None:
        """Cells (r, c) lose dot d (each cell once)."""
        byte, mask = d >> 3, 0x80 >> (d & 7)
        had = (self.bits[rows, cols, byte] & mask) != 0
        rows, cols = rows[had], cols[had]
        self.bits[rows, cols, byte] &= 0xFF ^ mask
        self.counts[rows, cols] -= 1
        single = self.counts[rows, cols] == 1
        if single.any():
            rows, cols = rows[single], cols[single]
            # The one bit left: its byte, then its place in the byte (a table, not an unpacking
            # of each such cell's thousand bits)
            cells = self.bits[rows, cols]
            byte = (cells != 0).argmax(axis=1)
            self.owner[rows, cols] = byte * 8 + _FIRST_BIT[cells[np.arange(len(byte)), byte]]


# the place of the highest set bit of a byte, counted from the left (as np.packbits sets them)
_FIRST_BIT = np.array([0] + [7 - int(b).bit_length() + 1 for b in range(1, 256)], dtype=np.int32)


@dataclass(frozen=True)
class PreparedStep(Step):
    """A Step with its cells grouped by value as arrays: (value, rows, cols) per group, made
    in the worker thread, so that playing it on the GUI thread is a few numpy operations (a
    step of a 100x100 grid lists thousands of cells: converting them took milliseconds).
    ``board_after``: now and then the playback board after this step, played in the worker
    (see GalaxiesTeacher.events)."""

    groups: tuple = ()
    board_after: object = None


def _groups(step: Step) -> tuple:
    cells = np.array(step.cells, dtype=np.int64).reshape(-1, 2)
    values = np.array(step.values, dtype=np.int64)
    return tuple((value, cells[values == value, 0], cells[values == value, 1])
                 for value in np.unique(values).tolist())


def _prepared(event: Step, board_after: Playback | None = None) -> PreparedStep:
    groups = () if event.rule == "boundary" else _groups(event)
    return PreparedStep(event.cells, event.values, event.rule, event.line, event.about, groups, board_after)


# How often the worker sends the board it played (seconds): the window then jumps to it
# instead of playing the steps itself. Played on the GUI thread, the steps of a 100x100 grid
# cost 3 ms each there (each numpy call waits for the solver thread to let go of the GIL):
# 200 ms stalls of the window while it followed a run.
SNAPSHOT_SECONDS = 0.05


class GalaxiesTeacher(Teacher["Galaxies", Playback, "renderer.View"]):
    methods = METHODS  # the panel starts on auto (Teacher.default_method): an answer at once
    complete_methods = COMPLETE_METHODS

    def __init__(self) -> None:
        super().__init__()
        self.trials_box = QCheckBox(self.tr("Show each trial"))
        self.trials_box.setToolTip(self.tr("Before each trial's conclusion, play back the cell and dot it supposes, "
                                           "the deductions that follow and the contradiction"))
        self.trials_box.setChecked(True)

    def option_rows(self) -> list:
        return [(self.tr("Trials"), self.trials_box, {"propagate"})]

    def intro(self, method: str | None = None) -> str:
        return self.tr("Solve with propagate to play the deductions back: each cell shows how many "
                       "dots it may still belong to; where they are stuck, a trial supposes a cell's dot "
                       "until a contradiction rules it out. Solve with ilp to see the spanning tree.")

    def events(self, puzzle: Galaxies, method: str, options: SolveOptions) -> EventsFactory:
        show_trials = method == "propagate" and self.trials_box.isChecked()
        if method == "propagate":  # where the techniques are stuck, trials before the search
            options = dataclasses.replace(options, extra=dict(options.extra or {}, trials=budget_for(puzzle)))

        def events(cancel: Cancel) -> Iterator[object]:  # runs in the worker thread
            board, sent, count = self.start_board(puzzle), time.monotonic(), 0
            for event in solve_events(puzzle, method, options, cancel):
                if not isinstance(event, Step):
                    yield event
                    continue
                shown = [event]
                if show_trials and event.rule == TRIAL:  # the trial first, on the board it started from
                    shown[:0] = trial_steps(puzzle, board.cand, event.about)
                for each in shown:
                    step = _prepared(each)
                    self.apply(board, step)
                    count += 1
                    # the playback's checkpoints (the panel keeps those), and the newest board
                    if count % CHECKPOINT == 0 or time.monotonic() - sent >= SNAPSHOT_SECONDS:
                        step, sent = _prepared(each, board.copy()), time.monotonic()
                    yield step
        return events

    def start_board(self, puzzle: Galaxies) -> Playback:
        h, w = puzzle.shape
        return Playback(len(puzzle.dots), (h, w), empty_walls(puzzle.shape))

    def apply(self, board: Playback, step: Step) -> None:
        if step.rule in TRIAL_RULES:  # a trial supposes: the board itself stays as it is
            return
        self._play(board, step)

    def _play(self, board: Playback, step: Step) -> None:
        """A step on ``board``; a trial's step (its own rule in ``about``) on a supposed board."""
        if step.rule == "boundary" or (step.rule in TRIAL_RULES and step.about[1] == "boundary"):
            for edge in step.cells:
                board.walls[edge] = True
            return
        for value, rows, cols in getattr(step, "groups", None) or _groups(step):
            if value >= 0:
                board.belong(rows, cols, value)
            else:
                board.lose(rows, cols, ~value)

    def step_size(self, step: Step) -> int:
        return 0 if step.rule in TRIAL_RULES else len(step.cells)

    def plot_labels(self) -> tuple[str, str]:
        return self.tr("step"), self.tr("cells and walls changed")

    def explain(self, step: Step, puzzle: Galaxies) -> str:
        return explain(step, puzzle)

    def done_text(self, done: Done) -> str | None:
        if done.status == "solved" and done.stats.get("eliminated") and done.stats.get("deduced") == done.stats.get("cells"):
            return self.tr("Solved by deductions and trials: %n supposition(s) disproved", "",
                           done.stats["eliminated"])
        if done.status == "solved" and "deduced" in done.stats and done.stats.get("grade") == "search":
            return self.tr("Solved: deduction fixed %1 of %2 cells, search did the rest").replace(
                "%1", str(done.stats["deduced"])).replace("%2", str(done.stats.get("cells")))
        return None

    def info(self, puzzle: Galaxies, stats: dict | None) -> str:
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

    def view_state(self, panel: SolvePanel[Playback], view: renderer.View) -> renderer.View:
        # The panel's document is this genre's (it built the panel), which the checker cannot follow.
        document = cast("GalaxiesActions", panel.document)
        puzzle = document.puzzle()
        solution, done = panel.solution(), panel.done
        if panel.at_end() and solution is not None and done is not None:  # a solution is the Done's
            view.walls = boundaries(solution)
            view.tint = np.asarray(solution)
            view.shaded = document.black_cells(solution)
            view.arrows = tuple(map(tuple, done.stats.get("parents", ())))
            return view
        board = panel.board
        if board is None or board.dots != len(puzzle.dots) or not panel.steps:
            return view  # before a run (or a run without steps): the bare puzzle
        step = panel.current_step()
        view.walls = board.walls
        if step is not None and step.rule in TRIAL_RULES and not panel.at_end():
            # the board the trial supposes: what it adds drawn lighter (tints at half, its
            # walls thin and grey), the board itself as it is
            real, board = board, self._supposed(panel, board, step)
            view.faded = True
            view.faded_cells = (board.counts == 1) & (real.counts > 1)
            view.faint_walls = board.walls & ~real.walls
            view.marked = frozenset({step.about[0][0]})  # the supposed cell, all through its trial
        view.counts = board.counts.copy()
        view.tint = np.where(board.counts == 1, board.owner, -1)
        if step is not None and step.rule == BROKEN:  # the cells that broke, and the supposed one
            view.errors = frozenset(step.cells)
            view.step_cells = frozenset({step.about[0][0]})
            view.ringed_dots = frozenset({step.about[0][1]})
        elif step is not None:
            if "boundary" in (step.rule, step.about[1] if step.rule in TRIAL_RULES else None):
                view.highlight_walls = frozenset(step.cells)
            else:
                view.step_cells = frozenset(step.cells)
                dot = step_dot(step)
                if dot is not None:
                    view.ringed_dots = frozenset({dot})
        return view

    def _supposed(self, panel: SolvePanel[Playback], board: Playback, step: Step) -> Playback:
        """The playback board with the steps of the trial up to ``step`` played (the panel's
        board does not take them)."""
        trail, at = [], panel.position - 1
        while at >= 0 and panel.steps[at].rule in TRIAL_RULES and panel.steps[at].about[0] == step.about[0]:
            trail.append(panel.steps[at])
            at -= 1
        supposed = board.copy()
        for each in reversed(trail):
            if each.rule != BROKEN:
                self._play(supposed, each)
            elif each.about[1] == "no-dot" and each.cells:  # some rules take the last dot unsaid
                rows, cols = np.array(each.cells).T
                supposed.empty(rows, cols)
        return supposed
