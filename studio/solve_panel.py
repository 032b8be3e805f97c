"""The solver view (teacher mode) of every genre: choose a method, solve in a worker, watch
progress, cancel, play the deductions back step by step and plot the run.

The panel knows no genre. A genre hands it a ``Teacher`` (below) that names the methods, builds
their options, applies one ``Step`` to a board and puts a step into words; the genre's grid asks
the panel (``view_state``) what to draw. Events arrive in batches from the worker
(studio.workers); the grid redraws from a timer at most 30 times a second and the pyqtgraph
plot at most 4 times (a plot repaint costs as much as the grid's), never once per event; of
the Progress events of a batch only the last is shown (each label update lays the panel out).

The plot shows what the run yields: cells fixed per step (deduction), best and mean fitness per
generation (a genetic algorithm), or objective and bound over time (an optimiser's ``Bound``).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar, cast

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject, QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QColor, QIcon, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from solvers.events import NO_SOLUTION, SOLVED, STOPPED, Bound, Generation, Progress, Solution, SolveOptions, Step
from solvers.search_tree import TreeIndex

from .changes import Change
from .engine_texts import method_description
from .offers import SOLVE
from .search_tree_view import SearchTreeView
from .workers import SolverRun

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import SignalInstance

    from solvers.events import Done, EventsFactory
    from solvers.search_tree import Node

    from .changes import Listener
    from .offers import Offers
    from .registry import GridScene, Puzzle


class TaughtDocument(Protocol):
    """What the panel asks of its document (a genre's PuzzleDocument, which builds the panel:
    named by what it has, not imported back)."""

    dark: bool
    offers: Offers

    @property
    def state_changed(self) -> SignalInstance: ...
    @property
    def status_message(self) -> SignalInstance: ...
    @property
    def display_changed(self) -> SignalInstance: ...
    def subscribe(self, listener: Listener) -> None: ...
    def puzzle(self) -> Puzzle: ...
    def redraw(self) -> None: ...

class Board(Protocol):
    """A board the playback steps through: what a teacher's ``start_board`` gives and its
    ``apply`` changes in place; the panel only copies it (for its checkpoints)."""

    def copy(self) -> Self: ...


# A teacher's types: the genre's puzzle, its playback board (the puzzle's array by default,
# or a board of its own, as galaxies' candidates) and what its grid paints beside the board.
PuzzleT = TypeVar("PuzzleT", bound="Puzzle")
BoardT = TypeVar("BoardT", bound=Board)
SceneT = TypeVar("SceneT")

REDRAW_MS = 33
PLOT_MS = 250
# Playback keeps a copy of the board every CHECKPOINT steps, so stepping back replays at most
# that many steps whatever a genre's Step means (a genre only has to apply steps forward).
CHECKPOINT = 64


class Teacher(QObject, Generic[PuzzleT, BoardT, SceneT]):
    """What a genre tells the solve panel. Subclass it; the defaults suit most genres.
    ``Teacher[puzzle, board, scene]``: the genre's types (see PuzzleT, BoardT, SceneT).

    A QObject so that a genre's texts translate under its own context (``self.tr``)."""

    methods: ClassVar[Mapping[str, tuple[str, str]]] = {}  # the engine's METHODS table: name -> (module, description)
    default_method = "auto"
    complete_methods: tuple = ()  # methods that can prove uniqueness: asked for two solutions

    def intro(self, method: str | None = None) -> str:
        """The text under the playback controls before anything was solved, for ``method``
        (the chosen one; None: any)."""
        return self.tr("Solve with a deduction method to play its steps back one by one.")

    def option_rows(self) -> list:
        """Extra option widgets: (label, widget, names of the methods that use it)."""
        return []

    def options(self, method: str) -> SolveOptions:
        return SolveOptions(max_solutions=2 if method in self.complete_methods else 1)

    def events(self, puzzle: PuzzleT, method: str, options: SolveOptions) -> EventsFactory:
        """``factory(cancel)`` -> the method's event iterator (runs in the worker thread)."""
        raise NotImplementedError

    # The two defaults are for the genres whose board is the puzzle's own array (its
    # ``empty_board()``); a teacher with a board of its own overrides both. The checker cannot
    # tie a default to one choice of BoardT: hence the casts.
    def start_board(self, puzzle: PuzzleT) -> BoardT:
        """The board before the first step."""
        return cast("BoardT", cast("Any", puzzle).empty_board())

    def apply(self, board: BoardT, step: Step) -> None:
        """Apply one step to ``board`` in place (default: ``cells`` get ``values``)."""
        array = cast("np.ndarray", board)
        for cell, value in zip(step.cells, step.values):
            array[cell] = value

    def step_size(self, step: Step) -> int:
        """How much a step decided, for the plot's running total."""
        return len(step.cells)

    def plot_labels(self) -> tuple[str, str]:
        return self.tr("step"), self.tr("cells decided")

    def bound_labels(self) -> tuple[str, str, str]:
        """An optimiser's plot (``Bound`` events, a minimisation): the y axis, the curve of the
        best solution found so far (it falls) and of the proved bound (it rises to meet it)."""
        return (self.tr("objective (smaller is better)"), self.tr("best solution found so far"),
                self.tr("proved lower bound: nothing better exists"))

    def explain(self, step: Step, puzzle: PuzzleT) -> str:
        return f"{step.line}: {step.rule}"

    def tree_label(self, node: Node) -> str:
        """A row of the search tree (solvers.search_tree): the decision and its outcome."""
        r, c = node.cell
        return f"r{r + 1}c{c + 1} = {node.value}" + (f": {node.kind}" if node.kind else "")

    def set_dark(self, dark: bool) -> None:
        """The theme switched (a teacher that draws a view of its own repaints it)."""

    def info(self, puzzle: PuzzleT, stats: dict | None) -> str:
        """Teaching notes under the plot: search space, model size."""
        if stats and "variables" in stats:
            if "clauses" in stats:  # a SAT model
                text = self.tr("Model: %1 variables, %2 clauses.")
                size = stats["clauses"]
            else:
                text = self.tr("Model: %1 variables, %2 constraints.")
                size = stats.get("constraints", 0)
            return text.replace("%1", f"{stats['variables']:,}").replace("%2", f"{size:,}")
        return ""

    def done_text(self, done: Done) -> str | None:
        """A genre's own wording of a finished run, or None for the panel's."""
        return None

    def view_state(self, panel: SolvePanel[BoardT], overlay: SceneT) -> tuple[np.ndarray | BoardT | None, SceneT] | SceneT:
        """What the grid draws in solve mode: (board, overlay), or the scene alone for a genre
        whose scene holds the board. Default: ``board_view``."""
        return self.board_view(panel, overlay)

    def board_view(self, panel: SolvePanel[BoardT], overlay: SceneT) -> tuple[np.ndarray | BoardT | None, SceneT]:
        """The solution at the end of a run, otherwise the board at the playback position."""
        if panel.at_end() and panel.solution() is not None:
            return panel.solution(), overlay
        if panel.at_end() and panel.done is not None and panel.done.partial is not None and not panel.steps:
            return panel.done.partial, overlay
        return panel.board, overlay


def tinted(icon: QIcon, colour: QColor, size: int = 32) -> QIcon:
    """The icon's shape in one colour."""
    pixmap = icon.pixmap(size, size)
    painter = QPainter(pixmap)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(pixmap.rect(), colour)
    painter.end()
    return QIcon(pixmap)


class SolvePanel(QWidget, Generic[BoardT]):
    # Genre-blind: the panel hands its teacher the document's puzzle and the grid's scene,
    # which are the teacher's genre's (the document builds both); the checker cannot tie them.
    teacher: Teacher[Any, BoardT, Any]

    def __init__(self, document: TaughtDocument, teacher: Teacher[Any, BoardT, Any],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.teacher = teacher
        document.subscribe(self.model_changed)
        document.display_changed.connect(self._display_changed)
        teacher.setParent(self)
        self.run: SolverRun | None = None
        self.dark = False
        self._reset_data()
        self._build_run_controls()
        self._build_playback()
        self._build_texts()
        self._build_plot()
        self._lay_out()

        self.timer = QTimer(self, interval=REDRAW_MS)
        self.timer.timeout.connect(self._redraw)
        self.play_timer = QTimer(self)
        self.play_timer.timeout.connect(self._play_tick)
        self._speed_changed(self.speed.value())
        self._method_changed()
        self._offer(document.offers)

    def _offer(self, offers: Offers) -> None:
        """What the panel does for its document and the window (studio.offers)."""
        offers.commands["solve"] = self.solve
        offers.runs["solve"] = lambda: self.run
        offers.stops["solve"] = self.cancel  # also says "Cancelling…" here
        offers.solutions["solve"] = self.solution
        offers.modes[SOLVE] = self
        offers.closing.append(self.timer.stop)
        offers.solver_state = self.state_text

    # -- building ------------------------------------------------------------------------------
    def _build_run_controls(self) -> None:
        """The method and its options, Solve and Cancel, the progress of a run."""
        teacher = self.teacher
        self.method_box = QComboBox()
        for name, (_, description) in teacher.methods.items():
            self.method_box.addItem(name, name)
            self.method_box.setItemData(self.method_box.count() - 1, method_description(description),
                                        Qt.ItemDataRole.ToolTipRole)
        self.method_box.setCurrentIndex(list(teacher.methods).index(teacher.default_method))
        self.method_box.currentIndexChanged.connect(self._method_changed)
        self.option_rows = teacher.option_rows()
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setObjectName("hint")
        self.solve_button = QPushButton(self.tr("Solve"))
        self.solve_button.clicked.connect(self.solve)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(False)
        self.elapsed_label = QLabel("0.0 s")
        self.status_label = QLabel(self.tr("Ready."))
        self.status_label.setWordWrap(True)

    def _build_playback(self) -> None:
        """The step playback: the media buttons, the scrubber and the speed."""
        style = self.style()

        def tool(icon: QStyle.StandardPixmap, tip: str, slot: Callable) -> QToolButton:
            button = QToolButton()
            button.setIcon(style.standardIcon(icon))
            button.setProperty("standard_icon", icon)  # set_dark tints it for the theme
            button.setToolTip(tip)
            button.clicked.connect(slot)
            return button
        SP = QStyle.StandardPixmap
        self.first_button = tool(SP.SP_MediaSkipBackward, self.tr("Back to the start"), lambda: self.seek(0))
        self.back_button = tool(SP.SP_MediaSeekBackward, self.tr("Step back"), lambda: self.seek(self.position - 1))
        self.play_button = tool(SP.SP_MediaPlay, self.tr("Play / pause"), self.toggle_play)
        self.forward_button = tool(SP.SP_MediaSeekForward, self.tr("Step forward"), lambda: self.seek(self.position + 1))
        self.last_button = tool(SP.SP_MediaSkipForward, self.tr("Jump to the end"), lambda: self.seek(len(self.steps)))
        # The scrubber jumps to any step; the speed has a slider of its own, named, so that the
        # two are not mistaken for each other.
        self.scrubber = QSlider(Qt.Orientation.Horizontal)
        self.scrubber.setRange(0, 0)
        self.scrubber.setToolTip(self.tr("Drag to any step of the run"))
        self.scrubber.valueChanged.connect(self.seek)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(1, 60)
        self.speed.setValue(8)
        self.speed.setToolTip(self.tr("Playback speed (steps per second)"))
        self.speed.valueChanged.connect(self._speed_changed)
        self.speed_label = QLabel()

    def _build_texts(self) -> None:
        """The step, the rule that explains it, and teaching notes."""
        self.step_label = QLabel()
        self.rule_label = QLabel(self.teacher.intro())
        self.rule_label.setWordWrap(True)
        self.rule_label.setObjectName("rule")
        self.rule_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # A fixed height: a step's words of another length would move the plot below and
        # make it repaint with every step shown (a plot repaint costs 12 ms of the GUI thread).
        # Words longer than its four lines scroll instead of being cut off (a trial's step, the
        # galaxies intro in a narrow panel).
        self.rule_area = QScrollArea()
        self.rule_area.setWidget(self.rule_label)
        self.rule_area.setWidgetResizable(True)
        self.rule_area.setFrameShape(QFrame.Shape.NoFrame)
        self.rule_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rule_area.setFixedHeight(self.rule_label.fontMetrics().lineSpacing() * 4 + 16)  # the style's padding
        self.info_label = QLabel()
        self.info_label.setWordWrap(True)
        self.info_label.setObjectName("hint")
        # A backtracking search's decisions (shown once a run tells some), moving with playback.
        self.tree_view = SearchTreeView(self.teacher.tree_label)
        self.tree_view.picked.connect(self.seek)

    def _build_plot(self) -> None:
        """The plot of a run: cells decided per step, a GA's fitness, an optimiser's bounds."""
        self.plot = pg.PlotWidget()
        self.plot.setMinimumHeight(160)
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.plot.getAxis("bottom").enableAutoSIPrefix(False)
        self.plot.addLegend(offset=(-10, 10))
        self.curve_a = self.plot.plot([], [], pen=pg.mkPen("#2563eb", width=2), name="")
        self.curve_b = self.plot.plot([], [], pen=pg.mkPen("#f59e0b", width=2), name="")
        # Marks on the mean curve where a GA restarted (its saw-tooth, explained in the legend)
        self.marks = self.plot.plot([], [], pen=None, symbol="t", symbolSize=9,
                                    symbolBrush=pg.mkBrush("#dc2626"), symbolPen=None, name="")
        self.cursor_line = pg.InfiniteLine(angle=90, pen=pg.mkPen("#9ca3af", style=Qt.PenStyle.DashLine))
        self.plot.addItem(self.cursor_line)
        self.plot.setVisible(False)  # until a run gives it something to draw (see _plot)

    def _lay_out(self) -> None:
        # Solve and Cancel sit right under the method, above its options and description: those
        # change with the method, and a button below them moved (a click landed on the bar).
        method_row = QFormLayout()
        method_row.addRow(self.tr("Method"), self.method_box)
        form = self.form = QFormLayout()
        for label, widget, _ in self.option_rows:
            form.addRow(label, widget)
        buttons = QHBoxLayout()
        buttons.addWidget(self.solve_button)
        buttons.addWidget(self.cancel_button)
        progress = QHBoxLayout()
        progress.addWidget(self.progress, 1)
        progress.addWidget(self.elapsed_label)
        playback = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.play_button, self.forward_button, self.last_button):
            playback.addWidget(button)
        playback.addWidget(self.scrubber, 1)
        speed = QHBoxLayout()
        speed.addWidget(QLabel(self.tr("Speed")))
        speed.addWidget(self.speed, 1)
        speed.addWidget(self.speed_label)
        box = QVBoxLayout(self)
        box.addLayout(method_row)
        box.addLayout(buttons)
        box.addLayout(progress)
        box.addWidget(self.status_label)
        box.addLayout(form)
        box.addWidget(self.description)
        box.addLayout(playback)
        box.addLayout(speed)
        box.addWidget(self.step_label)
        box.addWidget(self.rule_area)
        box.addWidget(self.tree_view, 1)
        box.addWidget(self.plot, 1)
        box.addWidget(self.info_label)
        box.addStretch()  # keeps the panel top-aligned while the plot is hidden

    # -- state ---------------------------------------------------------------------------------
    def _reset_data(self) -> None:
        self.steps: list[Step] = []
        self.tree = TreeIndex()  # the told nodes of a backtracking search among the steps
        if hasattr(self, "tree_view"):  # not on the first call, made before the widgets
            self.tree_view.clear_tree()
        self.decided_counts: list[int] = []
        self.generations: list[Generation] = []
        self.bounds: list[Bound] = []
        self.search_began = 0.0  # run seconds before the first bound's clock started (see _events)
        self.best_board: np.ndarray | None = None
        self.solutions: list[np.ndarray] = []
        self.done: Done | None = None
        self.position = 0
        self.board: BoardT | None = None  # the teacher's board at the playback position
        self._checkpoints: dict[int, BoardT] = {}
        self._newest: tuple[int, BoardT | None] = (-1, None)  # (position, board after it) the worker played (_keep_board_after)
        self.follow = True  # the playback follows the newest step while solving
        self._dirty = True
        self._plotted: float | None = None  # time.monotonic() of the last plot update while a run goes on
        self._plot_stale = False  # the run gave the plot data it does not show yet

    def reset(self) -> None:
        """Back to an empty run for the puzzle as it is now. A run still going is stopped and
        forgotten: what it still sends is about the old puzzle and is not shown."""
        if self.run is not None:
            self.run.stop()
            self.run = None
            self.solve_button.setEnabled(True)
            self.cancel_button.setEnabled(False)
            self.timer.stop()
        self.play_timer.stop()
        self._reset_data()
        self._start_playback()
        self.status_label.setText(self.tr("Ready."))
        self.rule_label.setText(self.teacher.intro(self.method()))  # not the last run's step: it may have none
        self.progress.setValue(0)
        self.elapsed_label.setText("0.0 s")
        self._update_info()
        self._redraw()

    def adopt(self, other: SolvePanel) -> None:
        """Take over a finished run of another panel of the same puzzle (the document rebuilt in
        another language): the chosen method, the result, the steps where playback was, the
        plot and the statistics. A run still going is not taken: it was stopped with its panel."""
        self.method_box.setCurrentIndex(other.method_box.currentIndex())
        if other.run is not None or (other.done is None and not other.steps):
            return
        for name in ("steps", "decided_counts", "generations", "bounds", "search_began", "best_board", "solutions",
                     "done", "_checkpoints", "_newest"):
            setattr(self, name, getattr(other, name))
        self.tree = TreeIndex()
        self.tree_view.add(self.tree.update(self.steps))
        if self.done is not None:
            self.tree_view.left_out(self.done.stats.get("tree_nodes_left_out", 0))
        self.board, self.position = None, 0
        self.follow = False
        self._dirty = True
        self.progress.setRange(0, 1000)
        self.progress.setValue(other.progress.value())
        self.elapsed_label.setText(other.elapsed_label.text())
        if self.done is not None:
            _, dash, seconds = other.status_label.text().partition(" — ")  # "solved — 0.42 s"
            self.status_label.setText(self._done_text(self.done) + dash + seconds)  # in the new language
            self._update_info(self.done.stats)
        self.seek(other.position)
        self._plot()

    def _start_playback(self) -> BoardT:
        self.board = board = self.teacher.start_board(self.document.puzzle())
        self.position = 0
        self._checkpoints = {0: board.copy()}
        return board

    def model_changed(self, change: Change) -> None:
        if change.puzzle:
            self.reset()  # a run for the old puzzle stops, its answer goes

    def _display_changed(self) -> None:
        self.set_dark(self.document.dark)

    def set_dark(self, dark: bool) -> None:
        self.teacher.set_dark(dark)  # a teacher may draw a view of its own
        self.dark = dark
        self.plot.setBackground("#1e1f24" if dark else "w")
        # The style's media icons are drawn dark: on a dark panel they need the text's colour.
        for button in (self.first_button, self.back_button, self.play_button, self.forward_button, self.last_button):
            icon = self.style().standardIcon(button.property("standard_icon"))
            button.setIcon(tinted(icon, QColor("#e5e7eb")) if dark else icon)

    def method(self) -> str:
        return self.method_box.currentData()

    def _method_changed(self, *_) -> None:
        name = self.method()
        for _, widget, methods in self.option_rows:
            # Only the options of the chosen method show: a column of greyed-out settings that
            # belong to other methods reads as noise.
            widget.setEnabled(name in methods)
            self.form.setRowVisible(widget, name in methods)
        self.description.setText(method_description(self.teacher.methods[name][1]))
        if not self.steps:  # what this method shows, not the words of the one chosen before
            self.rule_label.setText(self.teacher.intro(name))
        if self.run is None:  # the bar and the seconds were the last run's, of another method
            self.progress.setRange(0, 1000)
            self.progress.setValue(0)
            self.elapsed_label.setText("0.0 s")
        self._update_info()

    def solution(self) -> np.ndarray | None:
        if self.done is not None and self.done.solution is not None:
            return self.done.solution
        return None

    def at_end(self) -> bool:
        return self.position >= len(self.steps)

    def state_text(self) -> str:
        if self.run is not None and self.run.running:
            return self.tr("solving (%1)…").replace("%1", self.method())
        if self.done is not None:
            return {SOLVED: self.tr("solved"), NO_SOLUTION: self.tr("no solution"),
                    STOPPED: self.tr("stopped")}.get(self.done.status, self.done.status)
        return self.tr("idle")

    # -- running -------------------------------------------------------------------------------
    def solve(self) -> None:
        if self.run is not None and self.run.running:
            return
        puzzle = self.document.puzzle()
        self.reset()
        name = self.method()
        run = self.run = SolverRun(self.teacher.events(puzzle, name, self.teacher.options(name)), self)
        # Only the current run speaks: one that reset() forgot may still deliver events.

        def on_events(batch: list) -> None:
            if self.run is run:
                self._events(batch)

        def on_finished(done: Done | None) -> None:
            if self.run is run:
                self._finished(done)

        def on_failed(message: str) -> None:
            if self.run is run:
                self.status_label.setText(self.tr("Error: %1").replace("%1", message))

        run.events.connect(on_events)
        run.finished.connect(on_finished)
        run.failed.connect(on_failed)
        self.solve_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.status_label.setText(self.tr("Solving with %1…").replace("%1", name))
        run.start()
        self.timer.start()
        self.document.state_changed.emit()

    def cancel(self) -> None:
        if self.run is not None:
            self.run.stop()
            self.status_label.setText(self.tr("Cancelling…"))

    def _events(self, batch: list) -> None:
        progress = None
        for event in batch:
            if isinstance(event, Step):
                self.steps.append(self._keep_board_after(event))
                total = self.decided_counts[-1] if self.decided_counts else 0
                self.decided_counts.append(total + self.teacher.step_size(event))
            elif isinstance(event, Generation):
                self.generations.append(event)
                if event.best_board is not None:
                    self.best_board = event.best_board
            elif isinstance(event, Bound):
                if not self.bounds and self.run is not None:
                    # A solver counts its bounds' seconds from the start of its search; the
                    # run's clock (the status line's) also holds the model's building: the plot
                    # goes on the run's clock, so that its axis and the status agree (issue 38:
                    # "Solved — 57.88 s" beside an axis ending at 5.6 s).
                    self.search_began = max(0.0, self.run.elapsed() - event.seconds)
                self.bounds.append(event)
            elif isinstance(event, Progress):
                progress = event
            elif isinstance(event, Solution):
                self.solutions.append(event.board)
        self.tree_view.add(self.tree.update(self.steps))
        if progress is not None:
            if progress.fraction is None:
                self.progress.setRange(0, 0)  # busy indicator
            else:
                self.progress.setRange(0, 1000)
                self.progress.setValue(int(1000 * progress.fraction))
            self.status_label.setText(progress.message)
        self._dirty = True

    def _finished(self, done: Done | None) -> None:
        run, self.run = self.run, None
        self.done = done
        self.solve_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.setRange(0, 1000)
        seconds = run.elapsed() if run else 0.0
        self.elapsed_label.setText(f"{seconds:.1f} s")
        if done is not None:
            self.tree_view.left_out(done.stats.get("tree_nodes_left_out", 0))
            self.status_label.setText(f"{self._done_text(done)} — {seconds:.2f} s")
            if done.status == "solved":
                self.progress.setValue(1000)
            self._update_info(done.stats)
        if self.follow:
            self.seek(len(self.steps))
        self._dirty = True
        self._redraw()
        self.timer.stop()
        self.document.status_message.emit(self.status_label.text())
        self.document.state_changed.emit()

    def _done_text(self, done: Done) -> str:
        own = self.teacher.done_text(done)
        if own:
            return own
        verdict = {True: self.tr("unique"), False: self.tr("not unique"), None: ""}[done.unique]
        text = {"solved": self.tr("Solved"), "no-solution": self.tr("No solution"),
                "stopped": self.tr("Stopped")}.get(done.status, done.status)
        return f"{text}{', ' + verdict if verdict else ''}"

    # -- playback ------------------------------------------------------------------------------
    def _keep_board_after(self, step: Step) -> Step:
        """A teacher may send, now and then, the board after a step, played in the worker
        thread (galaxies does on big grids): kept as a checkpoint at the CHECKPOINT positions,
        else as the newest one, which a seek forward jumps to instead of playing the steps.
        Returns the step to keep, without its board (the steps of a run are all kept)."""
        board = getattr(step, "board_after", None)
        if board is None:
            return step
        position = len(self.steps) + 1  # the position after this step
        if position % CHECKPOINT == 0:
            self._checkpoints[position] = board
        self._newest = (position, board)
        return dataclasses.replace(step, board_after=None)

    def seek(self, position: int) -> None:
        position = max(0, min(len(self.steps), position))
        board = self.board if self.board is not None else self._start_playback()
        if position < self.position:
            start = max(p for p in self._checkpoints if p <= position)
            board, self.position = self._checkpoints[start].copy(), start
        jumps = [p for p in (*self._checkpoints, self._newest[0]) if self.position < p <= position]
        if jumps:  # a board played in the worker: no need to play the steps up to it here
            start = max(jumps)
            played = self._checkpoints[start] if start in self._checkpoints else self._newest[1]
            if played is not None:  # always: each jump is a checkpoint or the newest board
                board, self.position = played.copy(), start
        self.board = board
        while self.position < position:
            self.teacher.apply(board, self.steps[self.position])
            self.position += 1
            if self.position % CHECKPOINT == 0 and self.position not in self._checkpoints:
                self._checkpoints[self.position] = board.copy()
        if position < len(self.steps):
            self.follow = False
        self._dirty = True
        self._redraw()

    def toggle_play(self) -> None:
        if self.play_timer.isActive():
            self.play_timer.stop()
        else:
            if self.position >= len(self.steps):
                self.seek(0)
            self.follow = False
            self.play_timer.start()
        self._update_play_icon()

    def _update_play_icon(self) -> None:
        icon = QStyle.StandardPixmap.SP_MediaPause if self.play_timer.isActive() else QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setIcon(self.style().standardIcon(icon))

    def _play_tick(self) -> None:
        if self.position >= len(self.steps):
            if self.run is None:
                self.play_timer.stop()
                self._update_play_icon()
            return
        self.seek(self.position + 1)

    def _speed_changed(self, value: int) -> None:
        self.play_timer.setInterval(int(1000 / max(1, value)))
        self.speed_label.setText(self.tr("%1 steps/s").replace("%1", str(value)))

    # -- drawing -------------------------------------------------------------------------------
    def current_step(self) -> Step | None:
        return self.steps[self.position - 1] if self.position > 0 else None

    def view_state(self, overlay: GridScene) -> tuple[np.ndarray, GridScene] | GridScene:
        return self.teacher.view_state(self, overlay)

    def _redraw(self) -> None:
        if self.run is not None:
            self.elapsed_label.setText(f"{self.run.elapsed():.1f} s")
            if self.follow and self.position < len(self.steps):
                self.seek(len(self.steps))
                return  # seek redraws
        if not self._dirty:
            if self._plot_stale:
                self._plot_when_due()
            return
        self._dirty = False
        self.document.redraw()
        step = self.current_step()
        self.step_label.setText(self.tr("Step %1 of %2").replace("%1", str(self.position)).replace("%2", str(len(self.steps)))
                                if self.steps else "")
        with QSignalBlocker(self.scrubber):
            self.scrubber.setRange(0, len(self.steps))
            self.scrubber.setValue(self.position)
        if self.tree.nodes:
            self.tree_view.follow(self.position)
        if step is not None:
            self.rule_label.setText(self.teacher.explain(step, self.document.puzzle()))
        elif self.steps:
            self.rule_label.setText(self.tr("The starting grid: press Play or Step forward."))
        self._plot_stale = True
        self._plot_when_due()

    def _plot_when_due(self) -> None:
        """The plot now when no run goes on, else at most every PLOT_MS."""
        now = time.monotonic()
        if self.run is None or self._plotted is None or now - self._plotted >= PLOT_MS / 1000:
            self._plotted, self._plot_stale = now, False
            self._plot()

    def _plot(self) -> None:
        # Empty axes teach nothing: the plot shows only when the run gave it something to draw.
        # One bound is a point, not a curve: the search plot starts at the second.
        self.plot.setVisible(bool(self.generations or self.steps or len(self.bounds) >= 2))
        self.cursor_line.setVisible(False)
        self.marks.setData([], [])
        if self.generations:
            x = np.array([g.index for g in self.generations])
            mean = np.array([g.mean for g in self.generations])
            self.curve_a.setData(x, np.array([g.best for g in self.generations]))
            self.curve_b.setData(x, mean)
            restarts = np.array([g.restarted for g in self.generations], dtype=bool)
            self.marks.setData(x[restarts], mean[restarts])
            self._labels(self.tr("generation"), self.tr("fitness (wrong cells in columns)"),
                         self.tr("best"), self.tr("mean"),
                         self.tr("restarts")
                         if restarts.any() else None)
        elif self.steps:
            x = np.arange(1, len(self.decided_counts) + 1)
            self.curve_a.setData(np.concatenate([[0], x]), np.array([0] + self.decided_counts))
            self.curve_b.setData([], [])
            x_label, y_label = self.teacher.plot_labels()
            self._labels(x_label, y_label, y_label, None)
            self.cursor_line.setVisible(True)
            self.cursor_line.setValue(self.position)
        elif len(self.bounds) >= 2:
            seconds = np.array([b.seconds for b in self.bounds]) + self.search_began
            # Milliseconds for a short search, in the axis's words: pyqtgraph's own SI prefix
            # read "seconds (x0.001)" (switched off in __init__).
            short = seconds.max() < 2
            x, x_label = (seconds * 1000, self.tr("milliseconds")) if short else (seconds, self.tr("seconds"))
            self.curve_a.setData(x, np.array([b.objective for b in self.bounds]))
            self.curve_b.setData(x, np.array([b.bound for b in self.bounds]))
            self._labels(x_label, *self.teacher.bound_labels())
        else:
            self.curve_a.setData([], [])
            self.curve_b.setData([], [])

    def _labels(self, x: str, y: str, a: str, b: str | None, marks: str | None = None) -> None:
        if getattr(self, "_label_key", None) == (x, y, a, b, marks):
            return  # relabelling on every redraw is wasted work (and churns the legend)
        self._label_key = (x, y, a, b, marks)
        self.plot.setLabel("bottom", x)
        self.plot.setLabel("left", y)
        legend = self.plot.plotItem.legend
        if legend is not None:
            legend.clear()
            legend.addItem(self.curve_a, a)
            if b:
                legend.addItem(self.curve_b, b)
            if marks:
                legend.addItem(self.marks, marks)

    def _update_info(self, stats: dict | None = None) -> None:
        self.info_label.setText(self.teacher.info(self.document.puzzle(), stats))
