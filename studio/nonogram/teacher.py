"""What the nonogram tells the shared solve panel (studio.solve_panel): its methods and their
options (the line rule, the GA's size), how a step reads, what the grid shows while a genetic
algorithm runs, and each line's search space as a teaching aid."""

from __future__ import annotations

import dataclasses
import math
from typing import TYPE_CHECKING, cast

import numpy as np
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from solvers.events import SolveOptions, Step
from solvers.nonogram import COMPLETE_METHODS, METHODS, solve_events, trial
from solvers.nonogram.ga import DEFAULTS as GA_DEFAULTS
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN, line_clue
from solvers.nonogram.trial import TRIAL_RULES, board_under, trial_steps
from solvers.nonogram.words import explain, parse_line, placements, search_row, search_words
from solvers.search_tree import BRANCH, CONTRADICTION, OUTCOME, ROOT, TREE_RULES, TreeIndex

from ..solve_panel import Teacher

if TYPE_CHECKING:
    from collections.abc import Iterator

    from solvers.events import Cancel, Done, EventsFactory
    from solvers.nonogram.model import Nonogram
    from solvers.search_tree import Node

    from ..solve_panel import SolvePanel
    from . import renderer


def method_events(puzzle: Nonogram, name: str, options: SolveOptions) -> EventsFactory:
    """The events of a method as the studio plays them back.

    ``probe`` reports only its probing steps (the probed cells): the line solving it does
    first, and after each probe, is silent. So for playback the studio replays the ``line``
    method's steps from the board reached (complete line solving reaches one and the same
    fixpoint in any order, so the board matches the one probing works on) before the first
    probe and after each one. With the option ``trials`` (the teacher's "Show trials") each
    probe's conclusion comes after its trials (solvers.nonogram.trial): the assumption, the
    deductions it sets off and the line that breaks, played back on the board they assume.
    """
    extra = dict(options.extra or {})
    show_trials = bool(extra.pop("trials", False))
    options = dataclasses.replace(options, extra=extra)

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
        tree = _TreeTrials(puzzle, show_trials, cancel)
        for event in solve_events(puzzle, name, options, cancel):
            if isinstance(event, Step) and event.rule in TREE_RULES:  # an assumption: the board stays
                yield event
                yield from tree.after(event, board)
                continue
            if isinstance(event, Step):
                fresh = [(cell, v) for cell, v in zip(event.cells, event.values) if board[cell] == UNKNOWN]
                if not fresh:
                    continue
                if show_trials and event.about and event.about[0] == "probed":
                    yield from trials_of(puzzle, board, event, cancel)
                for cell, v in fresh:
                    board[cell] = v
                yield Step(tuple(c for c, _ in fresh), tuple(v for _, v in fresh), event.rule, event.line, event.about)
                yield from line_steps()
            else:
                yield event
    return events


def trials_of(puzzle: Nonogram, board: np.ndarray, step: Step, cancel: Cancel) -> Iterator[Step]:
    """The trials behind a probe's conclusion on ``board``: the value that contradicts, or
    both values when they agree."""
    cell = step.about[1]
    if "contradicts" in step.rule:
        tried: tuple[int, ...] = (EMPTY if step.values[step.cells.index(cell)] == FILLED else FILLED,)
    else:
        tried = (FILLED, EMPTY)
    for value in tried:
        yield from trial_steps(puzzle, board, cell, value, cancel)


class _TreeTrials:
    """The deductions behind each decision of the search (with the option ``trials``): the
    decision's trial on the board its parent node stands on, in the words of the line steps."""

    def __init__(self, puzzle: Nonogram, show: bool, cancel: Cancel) -> None:
        self.puzzle, self.show, self.cancel = puzzle, show, cancel
        self.index = TreeIndex()
        self.steps: list[Step] = []

    def after(self, step: Step, root: np.ndarray) -> Iterator[Step]:
        self.steps.append(step)
        self.index.update(self.steps)
        if not self.show or step.rule != BRANCH:
            return
        node = self.index.nodes[step.about[1]]
        base = root if node.parent == ROOT else self.index.board(root, self.steps, node.parent)
        yield from trial_steps(self.puzzle, base, node.cell, node.value, self.cancel)


class NonogramTeacher(Teacher["Nonogram", "np.ndarray", "renderer.Overlay"]):
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
        self.trials_box = QCheckBox(self.tr("Show each probe's trial"))
        self.trials_box.setToolTip(self.tr("Before each probe's conclusion, play back the value it tried, "
                                           "the deductions that follow and the line that breaks"))
        self.trials_box.setChecked(True)

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
                (self.tr("GA generations"), self.generations_box, {"ga"}),
                (self.tr("Trials"), self.trials_box, {"probe"})]

    def options(self, method: str) -> SolveOptions:
        extra = {}
        if method == "line":
            extra = {"line_rule": self.rule_box.currentData()}
        elif method == "ga":
            extra = {"population": self.population_box.value(), "generations": self.generations_box.value()}
        elif method == "probe":
            extra = {"trials": self.trials_box.isChecked()}
        return SolveOptions(max_solutions=2 if method in self.complete_methods else 1, extra=extra)

    def events(self, puzzle: Nonogram, method: str, options: SolveOptions) -> EventsFactory:
        return method_events(puzzle, method, options)

    def plot_labels(self) -> tuple[str, str]:
        return self.tr("step"), self.tr("cells fixed")

    def explain(self, step: Step, puzzle: Nonogram) -> str:
        if step.rule in TREE_RULES:
            node = self._node_of(step)
            return search_words(node, step.rule == OUTCOME, len(step.cells))
        return trial.words(step, puzzle) if step.rule in TRIAL_RULES else explain(step, puzzle)

    def tree_label(self, node: Node) -> str:
        return search_row(node)

    def apply(self, board: np.ndarray, step: Step) -> None:
        if step.rule not in TRIAL_RULES + TREE_RULES:  # trials and decisions assume: the board stays
            super().apply(board, step)

    def step_size(self, step: Step) -> int:
        return 0 if step.rule in TRIAL_RULES + TREE_RULES else len(step.cells)

    def done_text(self, done: Done) -> str | None:
        if done.status == "stopped" and done.stats.get("stalled"):
            return self.tr("Line logic stalls here: %1 of %2 cells fixed").replace(
                "%1", str(done.stats.get("fixed"))).replace("%2", str(done.stats.get("cells")))
        return None

    def view_state(self, panel: SolvePanel[np.ndarray], overlay: renderer.Overlay) -> tuple[np.ndarray | None, renderer.Overlay]:
        # The panel's document is this genre's (it built the panel), which the checker cannot follow.
        puzzle = cast("Nonogram", panel.document.puzzle())
        step = panel.current_step()
        if step is not None:
            overlay.line = parse_line(step.line)
            overlay.marked = frozenset(step.cells)
        if step is not None and step.rule in TREE_RULES and not panel.at_end():
            return self._tree_view(panel, step, overlay)
        if step is not None and step.rule in TRIAL_RULES and not panel.at_end():
            return self._trial_view(panel, step, overlay)
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
        return self.board_view(panel, overlay)

    def _trial_view(self, panel: SolvePanel[np.ndarray], step: Step, overlay: renderer.Overlay) -> tuple[np.ndarray, renderer.Overlay]:
        """The board a trial assumes, up to the step on show: the tried cell ringed in the
        step's tint, the board in the guess colour, the line that breaks in red."""
        trail, at = [], panel.position - 1
        while at >= 0 and panel.steps[at].rule in TRIAL_RULES and panel.steps[at].about == step.about:
            trail.append(panel.steps[at])
            at -= 1
        _, cell, _ = step.about
        overlay.guess = True
        overlay.marked = overlay.marked | {cell}
        if step.rule == trial.BROKEN:
            overlay.error_lines = frozenset({overlay.line}) if overlay.line is not None else frozenset()
            overlay.errors = frozenset({cell})
        base = panel.board
        assert base is not None  # playback has begun: a step is on show
        if at >= 0 and panel.steps[at].rule == BRANCH:  # a decision's trial: on its parent's board
            parent = panel.tree.nodes[panel.steps[at].about[1]].parent
            base = base if parent == ROOT else panel.tree.board(base, panel.steps, parent)
        return board_under(base, trail[::-1]), overlay

    def _node_of(self, step: Step) -> Node:
        panel = cast("SolvePanel[np.ndarray]", self.parent())  # the panel owns its teacher (SolvePanel.__init__)
        return panel.tree.nodes[step.about[1]]

    def _tree_view(self, panel: SolvePanel[np.ndarray], step: Step, overlay: renderer.Overlay) -> tuple[np.ndarray, renderer.Overlay]:
        """The board a decision of the search stands on (in the guess colour: assumed), its
        cell ringed; after its outcome, what its deduction fixed, the cell red on a contradiction."""
        node = panel.tree.nodes[step.about[1]]
        outcome = step.rule == OUTCOME
        assert panel.board is not None  # playback has begun: a step is on show
        board = panel.tree.board(panel.board, panel.steps, node.number, with_outcome=outcome)
        overlay.guess = True
        overlay.line = None
        overlay.marked = frozenset({node.cell, *step.cells})
        if outcome and node.kind == CONTRADICTION:
            overlay.errors = frozenset({node.cell})
        return board, overlay

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
        if model and stats is not None:  # (a model's size comes from the stats)
            text += " " + model
            if "patterns" in stats:
                text += " " + self.tr("%1 patterns.").replace("%1", f"{stats['patterns']:,}")
        return text
