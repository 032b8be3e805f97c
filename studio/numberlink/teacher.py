"""What numberlink tells the shared solve panel (studio.solve_panel): its methods, the rule set,
how a ``propagate`` step reads and looks on the doubled board, and the short-circuit story.

The story (from the ILP literature): the integer program that minimises the cells carrying a
line finds, under ``nikoli``, the solution with the fewest cells. When that minimum is below
the number of cells, a solution leaves cells empty — a *short circuit*, why a puzzle is bad.
So ``ilp`` and ``mip`` first find the minimum-fill solution, then solve under the document's
rules; the panel shows the full solution on the grid and the minimum-fill one in a small view
beside it (or swapped, with "Minimum fill on the grid").
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QCheckBox, QLabel, QSizePolicy, QVBoxLayout, QWidget

from solvers.events import Done, Solution, SolveOptions, Step
from solvers.numberlink import COMPLETE_METHODS, METHODS, solve_events, words
from solvers.numberlink.explained_trial import (
    BROKEN,
    TRIAL_RULES,
    board_under,
    supposed_position,
    trial_steps,
    trial_words,
)

from ..solve_panel import Teacher
from . import renderer

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from PySide6.QtGui import QPaintEvent

    from solvers.events import Cancel, EventsFactory
    from solvers.numberlink.model import Numberlink

    from ..solve_panel import SolvePanel
    from .actions import NumberlinkActions

MIN_FILL_METHODS = {"ilp", "mip"}


def doubled_cells(positions: Iterable[tuple[int, int]]) -> set:
    """The cells a step touches: a cell itself, or both cells beside a segment."""
    cells = set()
    for y, x in positions:
        if y % 2 and x % 2:
            cells.add((y // 2, x // 2))
        elif y % 2:
            cells.update({((y - 1) // 2, x // 2 - 1), ((y - 1) // 2, x // 2)})
        elif x % 2:
            cells.update({(y // 2 - 1, (x - 1) // 2), (y // 2, (x - 1) // 2)})
    return cells


def method_events(puzzle: Numberlink, name: str, options: SolveOptions) -> EventsFactory:
    """A method's events; ``ilp`` / ``mip`` first find the minimum-fill solution under nikoli
    and hand it on in the final ``Done.stats["min_fill"]``. With the option ``trials`` (the
    teacher's "Show trials"), each ``trial`` step of ``propagate`` comes after its trial
    (solvers.numberlink.explained_trial): the supposition, what follows, the contradiction."""
    extra = dict(options.extra or {})
    show_trials = bool(extra.pop("trials", False))
    options = dataclasses.replace(options, extra=extra)

    def events(cancel: Cancel) -> Iterator[object]:
        extra = {}
        if name in MIN_FILL_METHODS:
            first = SolveOptions(1, options.timeout, None, dict(options.extra, rules="nikoli"))
            for event in solve_events(puzzle, name, first, cancel):
                if isinstance(event, Done) and event.solution is not None:
                    extra = {"min_fill": event.solution, "min_cells": event.stats.get("min_cells")}
                elif not isinstance(event, (Done, Solution)):
                    yield event
        board = puzzle.empty_board()
        for event in solve_events(puzzle, name, options, cancel):
            if isinstance(event, Done):
                event = Done(event.status, event.unique, dict(event.stats, **extra), event.solutions, event.partial)
            elif isinstance(event, Step):
                if show_trials and event.rule == "trial" and event.about:
                    yield from trial_steps(puzzle, options.extra.get("rules", "fill"), board, event.about)
                for position, value in zip(event.cells, event.values):
                    board[position] = value
            yield event
    return events


class MiniView(QWidget):
    """A small picture of a board beside the solve panel's controls (the minimum fill)."""

    def __init__(self) -> None:
        super().__init__()
        self.scene: renderer.Scene | None = None
        self.shape = (1, 1)
        self.palette_ = renderer.LIGHT
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(200, 140)

    def show_board(self, scene: renderer.Scene | None, shape: tuple[int, int]) -> None:
        self.scene, self.shape = scene, shape
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.scene is None:
            return
        h, w = self.shape
        cell = max(4.0, min((self.width() - 4) / w, (self.height() - 4) / h))
        painter = QPainter(self)
        renderer.paint(painter, renderer.Layout(self.shape, cell, 2.0), self.scene, self.palette_)
        painter.end()


class MinFillBox(QWidget):
    """The minimum-fill view and its swap box, shown only while a method that has one is
    chosen (the panel enables and disables option widgets; an empty box would waste room)."""

    def __init__(self, caption: str, mini: MiniView, swap: QCheckBox) -> None:
        super().__init__()
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        caption_label = QLabel(caption)
        caption_label.setObjectName("hint")
        caption_label.setWordWrap(True)
        box.addWidget(caption_label)
        box.addWidget(mini)
        box.addWidget(swap)
        self.parts = (caption_label, mini, swap)
        self.set_shown(False)

    def set_shown(self, shown: bool) -> None:
        """Only once a run found a minimum fill: before, an empty frame took 150 px."""
        for widget in self.parts:
            widget.setVisible(shown)


class NumberlinkTeacher(Teacher):
    methods = METHODS  # the panel starts on auto (Teacher.default_method): an answer at once
    complete_methods = COMPLETE_METHODS

    def __init__(self, document: NumberlinkActions) -> None:
        super().__init__()
        self.document = document
        self.swap_box = QCheckBox(self.tr("Minimum fill on the grid"))
        self.swap_box.setToolTip(self.tr("Swap the grid and the small view: the minimum-fill "
                                         "solution large, the full one small"))
        self.swap_box.toggled.connect(self._swapped)
        self.mini = MiniView()
        self.mini.setToolTip(self.tr("The ILP's minimum-fill solution under nikoli (cells left "
                                     "empty are highlighted): below the cell count, a short circuit"))
        self.trials_box = QCheckBox(self.tr("Show each trial"))
        self.trials_box.setToolTip(self.tr("Before each trial's conclusion, play back the segment it supposes, "
                                           "the deductions that follow and the contradiction"))
        self.trials_box.setChecked(True)
        self.min_fill_box = MinFillBox(
            self.tr("Minimum fill under nikoli (the ILP's objective); highlighted cells stay empty:"),
            self.mini, self.swap_box)

    def intro(self, method: str | None = None) -> str:
        return self.tr("Solve with propagate to play its deductions back step by step; ilp shows the "
                       "minimum-fill solution beside the full one.")

    def option_rows(self) -> list:
        return [("", self.min_fill_box, MIN_FILL_METHODS), (self.tr("Trials"), self.trials_box, {"propagate"})]

    def options(self, method: str) -> SolveOptions:
        extra = {"rules": self.document.rules, "workers": 2}
        if method == "propagate":
            extra["trials"] = self.trials_box.isChecked()  # method_events takes it out
        return SolveOptions(2 if method in self.complete_methods else 1, 60.0, None, extra)

    def events(self, puzzle: Numberlink, method: str, options: SolveOptions) -> EventsFactory:
        return method_events(puzzle, method, options)

    def plot_labels(self) -> tuple[str, str]:
        return self.tr("step"), self.tr("segments and cells decided")

    def bound_labels(self) -> tuple[str, str, str]:
        # The ILP minimises the cells the paths fill (the short-circuit picture).
        return (self.tr("cells the paths fill"), self.tr("fewest cells in a solution found so far"),
                self.tr("proved: no solution fills fewer"))

    def explain(self, step: Step, puzzle: Numberlink) -> str:
        return trial_words(step, puzzle) if step.rule in TRIAL_RULES else words.explain(step, puzzle)

    def apply(self, board: np.ndarray, step: Step) -> None:
        if step.rule not in TRIAL_RULES:  # a trial supposes: the board itself stays as it is
            super().apply(board, step)

    def step_size(self, step: Step) -> int:
        return 0 if step.rule in TRIAL_RULES else len(step.cells)

    def done_text(self, done: Done) -> str | None:
        if done.stats.get("solved_by_logic"):
            return self.tr("Solved by deductions alone (%n step(s))", "", done.stats.get("steps", 0))
        return None

    def info(self, puzzle: Numberlink, stats: dict | None) -> str:
        """The model size, and the minimum fill of ilp / mip (also drawn in the small view)."""
        self._done_stats = stats
        text = super().info(puzzle, stats)
        if stats and "steps" in stats and "segments" in stats:
            text += " " + self.tr("Deductions decided %1 of %2 segments.").replace(
                "%1", str(stats.get("segments_decided"))).replace("%2", str(stats["segments"]))
        cells = puzzle.width * puzzle.height
        if stats and stats.get("min_cells") is not None:
            if stats["min_cells"] < cells:
                text += " " + self.tr("Minimum fill: %1 of %2 cells — a short circuit exists under nikoli.").replace(
                    "%1", str(stats["min_cells"])).replace("%2", str(cells))
            else:
                text += " " + self.tr("Minimum fill: all %1 cells — no short circuit.").replace("%1", str(cells))
        self._update_mini()
        return text.strip()

    def _min_fill(self) -> np.ndarray | None:
        stats = getattr(self, "_done_stats", None)
        return None if not stats else stats.get("min_fill")

    def _update_mini(self) -> None:
        doc = self.document
        panel = getattr(doc, "solve_panel", None)  # None while the panel is being built
        small = self._min_fill()
        if self.swap_box.isChecked() and panel is not None:
            small = panel.solution()
        scene = renderer.Scene(numbers=doc.numbers_scene(), board=small)
        if small is not None and not self.swap_box.isChecked():
            scene.marked = frozenset(zip(*(a.tolist() for a in np.nonzero(np.asarray(small)[1::2, 1::2] == 0))))
        self.mini.show_board(scene if small is not None else None, doc.shape())
        self.min_fill_box.set_shown(self._min_fill() is not None)

    def _swapped(self, _on: bool) -> None:
        self._update_mini()
        self.document.redraw()

    def set_dark(self, dark: bool) -> None:
        self.mini.palette_ = renderer.DARK if dark else renderer.LIGHT
        self.mini.update()

    def view_state(self, panel: SolvePanel, scene: renderer.Scene) -> renderer.Scene:
        step = panel.current_step()
        if panel.at_end() and panel.solution() is not None:
            min_fill = self._min_fill()
            if self.swap_box.isChecked() and min_fill is not None:
                scene.board = min_fill
                scene.marked = frozenset(zip(*(a.tolist() for a in np.nonzero(np.asarray(min_fill)[1::2, 1::2] == 0))))
            else:
                scene.board = panel.solution()
            return scene
        if step is not None:
            scene.marked = frozenset(doubled_cells(step.cells))
        board, _ = self.board_view(panel, None)
        scene.board = board
        scene.no_line_marks = True
        # (the board is there whenever a step is on show: playback has begun)
        if step is not None and board is not None and step.rule in TRIAL_RULES and not panel.at_end():
            # The board the trial supposes, drawn lighter, its supposed segment as a hint's,
            # the two cells it joins (or keeps apart) marked red when it breaks.
            trail, at = [], panel.position - 1
            while at >= 0 and panel.steps[at].rule in TRIAL_RULES and panel.steps[at].about[0] == step.about[0]:
                trail.append(panel.steps[at])
                at -= 1
            supposed = step.about[0]
            scene.board = board_under(board, trail[::-1])
            scene.faded = True
            scene.hint = frozenset({supposed_position(supposed)})
            if step.rule == BROKEN:
                scene.errors = frozenset(supposed[:2])
        return scene
