"""The solver view (teacher mode): choose a method, solve in a worker, play the steps back.

Events arrive in batches from the worker (studio.workers); the grid and the pyqtgraph panel
redraw from one timer at most 30 times a second, never once per event.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (QComboBox, QFormLayout, QHBoxLayout, QLabel, QProgressBar, QPushButton,
                               QSlider, QSpinBox, QStyle, QToolButton, QVBoxLayout, QWidget)

from solvers.events import Done, Generation, Progress, Solution, SolveOptions, Step
from solvers.nonogram import METHODS, solve_events
from solvers.nonogram.ga import DEFAULTS as GA_DEFAULTS
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN, line_clue

from ..workers import SolverRun
from .words import explain, parse_line, placements

REDRAW_MS = 33


def method_events(puzzle, name: str, options: SolveOptions):
    """The events of a method as the studio plays them back.

    ``probe`` reports only its probing steps (the probed cells): the line solving it does
    first, and after each probe, is silent. So for playback the studio replays the ``line``
    method's steps from the board reached (complete line solving reaches one and the same
    fixpoint in any order, so the board matches the one probing works on) before the first
    probe and after each one.
    """
    def events(cancel):
        if name != "probe":
            yield from solve_events(puzzle, name, options, cancel)
            return
        board = puzzle.empty_board()

        def line_steps():
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


class SolvePanel(QWidget):
    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        self.run = None
        self.dark = False
        self._reset_data()

        self.method_box = QComboBox()
        for name, (_, description) in METHODS.items():
            self.method_box.addItem(name, name)
            self.method_box.setItemData(self.method_box.count() - 1, description, Qt.ItemDataRole.ToolTipRole)
        self.method_box.setCurrentIndex(list(METHODS).index("line"))
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
        self.method_box.currentIndexChanged.connect(self._method_changed)
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

        style = self.style()
        def tool(icon, tip, slot):
            button = QToolButton()
            button.setIcon(style.standardIcon(icon))
            button.setToolTip(tip)
            button.clicked.connect(slot)
            return button
        SP = QStyle.StandardPixmap
        self.first_button = tool(SP.SP_MediaSkipBackward, self.tr("Back to the start"), lambda: self.seek(0))
        self.back_button = tool(SP.SP_MediaSeekBackward, self.tr("Step back"), lambda: self.seek(self.position - 1))
        self.play_button = tool(SP.SP_MediaPlay, self.tr("Play / pause"), self.toggle_play)
        self.forward_button = tool(SP.SP_MediaSeekForward, self.tr("Step forward"), lambda: self.seek(self.position + 1))
        self.last_button = tool(SP.SP_MediaSkipForward, self.tr("Jump to the end"), lambda: self.seek(len(self.steps)))
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(1, 60)
        self.speed.setValue(8)
        self.speed.setToolTip(self.tr("Playback speed (steps per second)"))
        self.speed.valueChanged.connect(self._speed_changed)
        self.step_label = QLabel()
        self.rule_label = QLabel(self.tr("Solve with line or probe to play the deductions back step by step."))
        self.rule_label.setWordWrap(True)
        self.rule_label.setObjectName("rule")
        self.rule_label.setMinimumHeight(48)
        self.rule_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.info_label = QLabel()
        self.info_label.setWordWrap(True)
        self.info_label.setObjectName("hint")

        self.plot = pg.PlotWidget()
        self.plot.setMinimumHeight(160)
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.plot.addLegend(offset=(-10, 10))
        self.curve_a = self.plot.plot([], [], pen=pg.mkPen("#2563eb", width=2), name="")
        self.curve_b = self.plot.plot([], [], pen=pg.mkPen("#f59e0b", width=2), name="")
        self.cursor_line = pg.InfiniteLine(angle=90, pen=pg.mkPen("#9ca3af", style=Qt.PenStyle.DashLine))
        self.plot.addItem(self.cursor_line)

        form = QFormLayout()
        form.addRow(self.tr("Method"), self.method_box)
        form.addRow(self.tr("Line rule"), self.rule_box)
        form.addRow(self.tr("GA population"), self.population_box)
        form.addRow(self.tr("GA generations"), self.generations_box)
        buttons = QHBoxLayout()
        buttons.addWidget(self.solve_button)
        buttons.addWidget(self.cancel_button)
        progress = QHBoxLayout()
        progress.addWidget(self.progress, 1)
        progress.addWidget(self.elapsed_label)
        playback = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.play_button, self.forward_button, self.last_button):
            playback.addWidget(button)
        playback.addWidget(self.speed, 1)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.description)
        box.addLayout(buttons)
        box.addLayout(progress)
        box.addWidget(self.status_label)
        box.addLayout(playback)
        box.addWidget(self.step_label)
        box.addWidget(self.rule_label)
        box.addWidget(self.plot, 1)
        box.addWidget(self.info_label)

        self.timer = QTimer(self, interval=REDRAW_MS, timeout=self._redraw)
        self.play_timer = QTimer(self, timeout=self._play_tick)
        self._speed_changed(self.speed.value())
        self._method_changed()

    # -- state ---------------------------------------------------------------------------------
    def _reset_data(self) -> None:
        self.steps: list[Step] = []
        self.fixed_counts: list[int] = []
        self.generations: list[Generation] = []
        self.best_board = None
        self.solutions = []
        self.done = None
        self.position = 0
        self.board = None
        self.follow = True  # the playback follows the newest step while solving
        self._dirty = True

    def reset(self) -> None:
        if self.run is not None:
            self.run.stop()
        self.play_timer.stop()
        self._reset_data()
        self.board = self.document.puzzle().empty_board()
        if hasattr(self, "plot"):
            self.status_label.setText(self.tr("Ready."))
            self.progress.setValue(0)
            self.elapsed_label.setText("0.0 s")
            self._update_info()
            self._redraw()

    def set_dark(self, dark: bool) -> None:
        self.dark = dark
        self.plot.setBackground("#1e1f24" if dark else "w")

    def method(self) -> str:
        return self.method_box.currentData()

    def _method_changed(self, *_) -> None:
        name = self.method()
        self.rule_box.setEnabled(name == "line")
        self.population_box.setEnabled(name == "ga")
        self.generations_box.setEnabled(name == "ga")
        self.description.setText(METHODS[name][1])
        self._update_info()

    def solution(self):
        if self.done is not None and self.done.solution is not None:
            return self.done.solution
        return None

    def state_text(self) -> str:
        if self.run is not None and self.run.running:
            return self.tr("solving (%1)…").replace("%1", self.method())
        if self.done is not None:
            return self.done.status
        return self.tr("idle")

    # -- running -------------------------------------------------------------------------------
    def solve(self) -> None:
        if self.run is not None and self.run.running:
            return
        puzzle = self.document.puzzle()
        self.reset()
        name = self.method()
        extra = {"rule": self.rule_box.currentData()} if name == "line" else {}
        if name == "ga":
            extra = {"population": self.population_box.value(), "generations": self.generations_box.value()}
        options = SolveOptions(max_solutions=2 if name in ("auto", "probe", "cpsat", "table", "mip") else 1,
                               extra=extra)
        self.run = SolverRun(method_events(puzzle, name, options), self)
        self.run.events.connect(self._events)
        self.run.finished.connect(self._finished)
        self.run.failed.connect(lambda message: self.status_label.setText(self.tr("Error: %1").replace("%1", message)))
        self.solve_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.status_label.setText(self.tr("Solving with %1…").replace("%1", name))
        self.run.start()
        self.timer.start()
        self.document.state_changed.emit()

    def cancel(self) -> None:
        if self.run is not None:
            self.run.stop()
            self.status_label.setText(self.tr("Cancelling…"))

    def _events(self, batch) -> None:
        for event in batch:
            if isinstance(event, Step):
                self.steps.append(event)
                self.fixed_counts.append((self.fixed_counts[-1] if self.fixed_counts else 0) + len(event.cells))
            elif isinstance(event, Generation):
                self.generations.append(event)
                if event.best_board is not None:
                    self.best_board = event.best_board
            elif isinstance(event, Progress):
                if event.fraction is None:
                    self.progress.setRange(0, 0)  # busy indicator
                else:
                    self.progress.setRange(0, 1000)
                    self.progress.setValue(int(1000 * event.fraction))
                self.status_label.setText(event.message)
            elif isinstance(event, Solution):
                self.solutions.append(event.board)
        self._dirty = True

    def _finished(self, done) -> None:
        run, self.run = self.run, None
        self.done = done
        self.solve_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.setRange(0, 1000)
        seconds = run.elapsed() if run else 0.0
        self.elapsed_label.setText(f"{seconds:.1f} s")
        if done is not None:
            verdict = {True: self.tr("unique"), False: self.tr("not unique"), None: ""}[done.unique]
            text = {"solved": self.tr("Solved"), "no-solution": self.tr("No solution"),
                    "stopped": self.tr("Stopped")}.get(done.status, done.status)
            if done.status == "stopped" and done.stats.get("stalled"):
                text = self.tr("Line logic stalls here: %1 of %2 cells fixed").replace(
                    "%1", str(done.stats.get("fixed"))).replace("%2", str(done.stats.get("cells")))
            self.status_label.setText(f"{text}{', ' + verdict if verdict else ''} — {seconds:.2f} s")
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

    # -- playback ------------------------------------------------------------------------------
    def seek(self, position: int) -> None:
        position = max(0, min(len(self.steps), position))
        if self.board is None:
            self.board = self.document.puzzle().empty_board()
        while self.position < position:
            step = self.steps[self.position]
            for (r, c), v in zip(step.cells, step.values):
                self.board[r, c] = v
            self.position += 1
        while self.position > position:
            self.position -= 1
            for r, c in self.steps[self.position].cells:
                self.board[r, c] = UNKNOWN
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

    # -- drawing -------------------------------------------------------------------------------
    def current_step(self):
        return self.steps[self.position - 1] if self.position > 0 else None

    def view_state(self, overlay):
        puzzle = self.document.puzzle()
        step = self.current_step()
        if step is not None and self.position <= len(self.steps):
            overlay.line = parse_line(step.line)
            overlay.marked = frozenset(step.cells)
        at_end = self.position >= len(self.steps)
        if at_end and self.done is not None and self.done.solution is not None:
            overlay.line, overlay.marked = None, frozenset()
            return self.done.solution, overlay
        if self.generations and self.best_board is not None and (self.done is None or self.done.solution is None):
            board = np.where(self.best_board == FILLED, FILLED, EMPTY).astype(np.int8)
            overlay.guess = True
            if puzzle.goal is not None:
                overlay.errors = frozenset(zip(*map(lambda a: a.tolist(), np.nonzero(
                    (board == FILLED) != (np.asarray(puzzle.goal) == FILLED)))))
            else:
                overlay.error_lines = frozenset((1, c) for c in range(puzzle.width)
                                                if line_clue(board[:, c]) != puzzle.cols[c])
            return board, overlay
        if at_end and self.done is not None and self.done.partial is not None and not self.steps:
            return self.done.partial, overlay
        return self.board, overlay

    def _redraw(self) -> None:
        if self.run is not None:
            self.elapsed_label.setText(f"{self.run.elapsed():.1f} s")
            if self.follow and self.position < len(self.steps):
                self.seek(len(self.steps))
                return  # seek redraws
        if not self._dirty:
            return
        self._dirty = False
        self.document.grid.update()
        step = self.current_step()
        self.step_label.setText(self.tr("Step %1 of %2").replace("%1", str(self.position)).replace("%2", str(len(self.steps)))
                                if self.steps else "")
        if step is not None:
            self.rule_label.setText(explain(step, self.document.puzzle()))
        elif self.steps:
            self.rule_label.setText(self.tr("The empty grid: press Play or Step forward."))
        if self.generations:
            x = np.array([g.index for g in self.generations])
            self.curve_a.setData(x, np.array([g.best for g in self.generations]))
            self.curve_b.setData(x, np.array([g.mean for g in self.generations]))
            self._labels(self.tr("generation"), self.tr("fitness (wrong cells in columns)"),
                         self.tr("best"), self.tr("mean"))
            self.cursor_line.setVisible(False)
        elif self.steps:
            x = np.arange(1, len(self.fixed_counts) + 1)
            self.curve_a.setData(np.concatenate([[0], x]), np.array([0] + self.fixed_counts))
            self.curve_b.setData([], [])
            self._labels(self.tr("step"), self.tr("cells fixed"), self.tr("cells fixed"), None)
            self.cursor_line.setVisible(True)
            self.cursor_line.setValue(self.position)
        else:
            self.curve_a.setData([], [])
            self.curve_b.setData([], [])
            self.cursor_line.setVisible(False)

    def _labels(self, x: str, y: str, a: str, b: str | None) -> None:
        if getattr(self, "_label_key", None) == (x, y, a, b):
            return  # relabelling on every redraw is wasted work (and churns the legend)
        self._label_key = (x, y, a, b)
        self.plot.setLabel("bottom", x)
        self.plot.setLabel("left", y)
        legend = self.plot.plotItem.legend
        if legend is not None:
            legend.clear()
            legend.addItem(self.curve_a, a)
            if b:
                legend.addItem(self.curve_b, b)

    def _update_info(self, stats: dict | None = None) -> None:
        """The teaching aid: each line's search space, and the model size of table / mip."""
        puzzle = self.document.puzzle()
        sizes = [(placements(clue, puzzle.width), self.tr("row %1").replace("%1", str(i + 1)))
                 for i, clue in enumerate(puzzle.rows)]
        sizes += [(placements(clue, puzzle.height), self.tr("column %1").replace("%1", str(i + 1)))
                  for i, clue in enumerate(puzzle.cols)]
        biggest = max(sizes)
        product = sum(np.log10(max(1, n)) for n, _ in sizes[:puzzle.height])
        text = self.tr("Search space: %1 has the most placements (%2); all rows together 10^%3.").replace(
            "%1", biggest[1]).replace("%2", f"{biggest[0]:,}").replace("%3", f"{product:.1f}")
        if stats and "variables" in stats:
            text += " " + self.tr("Model: %1 variables, %2 constraints.").replace(
                "%1", f"{stats['variables']:,}").replace("%2", f"{stats['constraints']:,}")
            if "patterns" in stats:
                text += " " + self.tr("%1 patterns.").replace("%1", f"{stats['patterns']:,}")
        self.info_label.setText(text)
