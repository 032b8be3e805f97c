"""What the nonogram tells the shared solve panel (studio.solve_panel): its methods and their
options (the line rule, the GA's size), how a step reads, what the grid shows while a genetic
algorithm runs, and each line's search space as a teaching aid."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtWidgets import QComboBox, QSpinBox

from solvers.events import SolveOptions, Step
from solvers.nonogram import COMPLETE_METHODS, METHODS, solve_events
from solvers.nonogram.ga import DEFAULTS as GA_DEFAULTS
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN, line_clue
from solvers.nonogram.words import explain, parse_line, placements

from ..solve_panel import Teacher

if TYPE_CHECKING:
    from collections.abc import Iterator

    from solvers.events import Cancel, Done, EventsFactory
    from solvers.nonogram.model import Nonogram

    from ..solve_panel import SolvePanel
    from . import renderer


def method_events(puzzle: Nonogram, name: str, options: SolveOptions) -> EventsFactory:
    """The events of a method as the studio plays them back.

    ``probe`` reports only its probing steps (the probed cells): the line solving it does
    first, and after each probe, is silent. So for playback the studio replays the ``line``
    method's steps from the board reached (complete line solving reaches one and the same
    fixpoint in any order, so the board matches the one probing works on) before the first
    probe and after each one.
    """
    def events(cancel: Cancel) -> Iterator[object]:
        if name != "probe":
            yield from solve_events(puzzle, name, options, cancel)
            return
        board = puzzle.empty_board()

        def line_steps() -> Iterator[object]:
            for event in solve_events(puzzle, "line", SolveOptions(known=board.copy()), cancel):
                if isinstance(event, Step):
                    for (r, c), v in zip(event.cells, event.values):
                        board[r, c] = v
                    yield event

        yield from line_steps()
        for event in solve_events(puzzle, name, options, cancel):
            if isinstance(event, Step):
                fresh = [(cell, v) for cell, v in zip(event.cells, event.values) if board[cell] == UNKNOWN]
                if not fresh:
                    continue
                for cell, v in fresh:
                    board[cell] = v
                yield Step(tuple(c for c, _ in fresh), tuple(v for _, v in fresh), event.rule, event.line)
                yield from line_steps()
            else:
                yield event
    return events


class NonogramTeacher(Teacher):
    methods = METHODS  # the panel starts on auto (Teacher.default_method): an answer at once
    complete_methods = COMPLETE_METHODS

    def __init__(self) -> None:
        super().__init__()
        self.rule_box = QComboBox()
        self.rule_box.addItem(self.tr("complete (all placements)"), "complete")
        self.rule_box.addItem(self.tr("overlap (leftmost vs rightmost)"), "overlap")
        # The GA's size: the engine's default population (3000) takes seconds per generation
        # on a 20x20; a smaller one shows the plot moving at once.
        self.population_box = QSpinBox()
        self.population_box.setRange(10, 100_000)
        self.population_box.setSingleStep(100)
        self.population_box.setValue(GA_DEFAULTS["population"])
        self.generations_box = QSpinBox()
        self.generations_box.setRange(1, 100_000)
        self.generations_box.setSingleStep(100)
        self.generations_box.setValue(3000)

    def intro(self, method: str | None = None) -> str:
        if method == "ga":
            # Four lines at most: the label has a fixed height (see solve_panel.rule_label).
            return self.tr("GA: the best individual is on the grid (wrong cells crossed out); the plot "
                           "shows best and mean fitness. Red marks: restarts, rows drawn anew after a stall.")
        if method in ("line", "probe", None):
            return self.tr("Solve with line or probe to play the deductions back step by step.")
        return self.tr("This method searches without explained steps: its answer shows when it ends. "
                       "Choose line or probe to play deductions back step by step.")

    def option_rows(self) -> list:
        return [(self.tr("Line rule"), self.rule_box, {"line"}),
                (self.tr("GA population"), self.population_box, {"ga"}),
                (self.tr("GA generations"), self.generations_box, {"ga"})]

    def options(self, method: str) -> SolveOptions:
        extra = {}
        if method == "line":
            extra = {"line_rule": self.rule_box.currentData()}
        elif method == "ga":
            extra = {"population": self.population_box.value(), "generations": self.generations_box.value()}
        return SolveOptions(max_solutions=2 if method in self.complete_methods else 1, extra=extra)

    def events(self, puzzle: Nonogram, method: str, options: SolveOptions) -> EventsFactory:
        return method_events(puzzle, method, options)

    def plot_labels(self) -> tuple[str, str]:
        return self.tr("step"), self.tr("cells fixed")

    def explain(self, step: Step, puzzle: Nonogram) -> str:
        return explain(step, puzzle)

    def done_text(self, done: Done | None) -> str | None:
        if done.status == "stopped" and done.stats.get("stalled"):
            return self.tr("Line logic stalls here: %1 of %2 cells fixed").replace(
                "%1", str(done.stats.get("fixed"))).replace("%2", str(done.stats.get("cells")))
        return None

    def view_state(self, panel: SolvePanel, overlay: renderer.Overlay) -> tuple[np.ndarray | None, renderer.Overlay]:
        puzzle = panel.document.puzzle()
        step = panel.current_step()
        if step is not None:
            overlay.line = parse_line(step.line)
            overlay.marked = frozenset(step.cells)
        if panel.at_end() and panel.solution() is not None:
            overlay.line, overlay.marked = None, frozenset()
            return panel.solution(), overlay
        if panel.generations and panel.best_board is not None and panel.solution() is None:
            # A genetic algorithm's best individual so far, with where it is wrong.
            board = np.where(panel.best_board == FILLED, FILLED, EMPTY).astype(np.int8)
            overlay.guess = True
            if puzzle.goal is not None:
                overlay.errors = frozenset(zip(*(a.tolist() for a in np.nonzero(
                    (board == FILLED) != (np.asarray(puzzle.goal) == FILLED)))))
            else:
                overlay.error_lines = frozenset((1, c) for c in range(puzzle.width)
                                                if line_clue(board[:, c]) != puzzle.cols[c])
            return board, overlay
        return super().view_state(panel, overlay)

    def info(self, puzzle: Nonogram, stats: dict | None) -> str:
        """Each line's search space, and the model size of table / mip."""
        sizes = [(placements(clue, puzzle.width), self.tr("row %1").replace("%1", str(i + 1)))
                 for i, clue in enumerate(puzzle.rows)]
        sizes += [(placements(clue, puzzle.height), self.tr("column %1").replace("%1", str(i + 1)))
                  for i, clue in enumerate(puzzle.cols)]
        biggest = max(sizes)
        # math.log10, not numpy's: a 200-wide line has more placements than a float64 or an
        # int64 holds, and numpy's log10 of such a Python int raised (a crash on open).
        product = sum(math.log10(max(1, n)) for n, _ in sizes[:puzzle.height])
        text = self.tr("Search space: %1 has the most placements (%2); all rows together 10^%3.").replace(
            "%1", biggest[1]).replace("%2", f"{biggest[0]:,}").replace("%3", f"{product:.1f}")
        model = super().info(puzzle, stats)
        if model:
            text += " " + model
            if "patterns" in stats:
                text += " " + self.tr("%1 patterns.").replace("%1", f"{stats['patterns']:,}")
        return text
