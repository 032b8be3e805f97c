"""The genre-blind solve panel: playback of any genre's steps through its Teacher, with
checkpoints for stepping back, driven through the real buttons."""

from typing import ClassVar

import numpy as np
import pytest
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QWidget

from solvers.events import Bound, Done, Generation, Step
from studio.changes import Subscribers
from studio.offers import Offers
from studio.solve_panel import CHECKPOINT, SolvePanel, Teacher

STEPS = 3 * CHECKPOINT + 5


class CountingPuzzle:
    """A stand-in genre: one row of counters; step i adds i + 1 to cell i % 5. Its steps are
    not 'set a value', so the panel cannot undo them by hand: it must replay from checkpoints."""

    def empty_board(self):
        return np.zeros(5, dtype=np.int64)


class CountingTeacher(Teacher):
    methods: ClassVar[dict] = {"count": ("count", "adds numbers"), "bound": ("bound", "an optimiser's bounds"),
               "ga": ("ga", "generations with two restarts")}
    default_method = "count"

    def events(self, puzzle, method, options):
        def events(cancel):
            if method == "ga":
                for i in range(8):
                    yield Generation(i, best=10 - i, mean=20 - i + 5 * (i in (3, 6)), worst=30,
                                     restarted=i in (3, 6))
                yield Done("stopped", None)
                return
            if method == "bound":
                for i in range(5):
                    yield Bound(objective=10 - i, bound=i, seconds=0.1 * i)
                yield Done("solved", None)
                return
            for i in range(STEPS):
                yield Step(((i % 5),), (i + 1,), "add", f"step {i}")
            yield Done("stopped", None)
        return events

    def apply(self, board, step):
        board[step.cells[0]] += step.values[0]


class Document(QWidget):
    status_message = Signal(str)
    state_changed = Signal()
    display_changed = Signal()

    def __init__(self):
        super().__init__()
        self.grid = QWidget()
        self.dark = False
        self.changes = Subscribers()  # the model's announcements, which the panel subscribes to
        self.offers = Offers()  # what the panel offers the document (studio.offers)

    def subscribe(self, listener):
        self.changes.subscribe(listener)

    def redraw(self):
        self.grid.update()

    def puzzle(self):
        return CountingPuzzle()


def replayed(steps):
    board = np.zeros(5, dtype=np.int64)
    for i in range(steps):
        board[i % 5] += i + 1
    return board


def test_playback_steps_back_across_checkpoints(qtbot):
    doc = Document()
    panel = SolvePanel(doc, CountingTeacher())
    qtbot.addWidget(panel)
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.done is not None)
    assert len(panel.steps) == STEPS and panel.position == STEPS
    assert panel.state_text() == "stopped"
    assert np.array_equal(panel.board, replayed(STEPS))
    for _ in range(CHECKPOINT + 3):  # back over a checkpoint, one click at a time
        qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert panel.position == STEPS - CHECKPOINT - 3
    assert np.array_equal(panel.board, replayed(panel.position))
    panel.seek(7)
    assert np.array_equal(panel.board, replayed(7))
    qtbot.mouseClick(panel.forward_button, Qt.MouseButton.LeftButton)
    assert np.array_equal(panel.board, replayed(8)) and panel.rule_label.text() == "step 7: add"
    qtbot.mouseClick(panel.first_button, Qt.MouseButton.LeftButton)
    assert panel.position == 0 and not panel.board.any()
    _x, y = panel.curve_a.getData()
    assert list(y) == list(range(STEPS + 1))  # one cell decided per step


def test_an_optimisers_bounds_are_plotted(qtbot):
    doc = Document()
    panel = SolvePanel(doc, CountingTeacher())
    qtbot.addWidget(panel)
    panel.method_box.setCurrentIndex(1)
    assert not panel.plot.isVisibleTo(panel)  # no empty axes before a run
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.done is not None)
    assert panel.plot.isVisibleTo(panel)
    objective, bound = panel.curve_a.getData()[1], panel.curve_b.getData()[1]
    assert list(objective) == [10, 9, 8, 7, 6] and list(bound) == [0, 1, 2, 3, 4]
    # A search under 2 s reads in milliseconds, said in words (not pyqtgraph's "(x0.001)").
    axis = panel.plot.plotItem.getAxis("bottom")
    assert axis.labelText == "milliseconds" and not axis.autoSIPrefix
    x = panel.curve_a.getData()[0]
    assert list(x - x[0]) == pytest.approx([0, 100, 200, 300, 400]) and x[0] >= 0
    legend = [label.text for _, label in panel.plot.plotItem.legend.items]
    assert legend == ["best solution found so far", "proved lower bound: nothing better exists"]


def test_the_bounds_plot_and_the_status_keep_one_clock(qtbot, monkeypatch):
    """Issue 38: "Solved — 57.88 s" beside a plot whose time axis ended at 5.6 s (the solver
    counts from its search, the run from the start, model building included)."""
    from studio.workers import SolverRun

    monkeypatch.setattr(SolverRun, "elapsed", lambda self: 50.0)  # the model took 50 s to build
    doc = Document()
    panel = SolvePanel(doc, CountingTeacher())
    qtbot.addWidget(panel)
    panel.method_box.setCurrentIndex(1)
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.done is not None)
    x = panel.curve_a.getData()[0]
    assert panel.plot.plotItem.getAxis("bottom").labelText == "seconds"
    assert list(x) == pytest.approx([50.0, 50.1, 50.2, 50.3, 50.4])
    assert panel.status_label.text().endswith("— 50.00 s")


def test_a_gas_restarts_are_marked_on_its_mean_curve_and_named(qtbot):
    doc = Document()
    panel = SolvePanel(doc, CountingTeacher())
    qtbot.addWidget(panel)
    panel.method_box.setCurrentIndex(2)
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.done is not None, timeout=10_000)
    x, y = panel.marks.getData()
    assert list(x) == [3, 6] and list(y) == [22, 19]  # on the mean, where the jumps are
    legend = [label.text for _, label in panel.plot.plotItem.legend.items]
    assert legend == ["best", "mean", "restarts"]


def test_model_size_names_clauses_for_a_sat_model_and_constraints_otherwise(qapp):
    teacher = Teacher()
    assert teacher.info(None, {"variables": 1200, "clauses": 4500}) == "Model: 1,200 variables, 4,500 clauses."
    assert teacher.info(None, {"variables": 6, "constraints": 4}) == "Model: 6 variables, 4 constraints."
    assert teacher.info(None, {"seconds": 1.0}) == ""


def test_the_step_scrubber_jumps_and_the_speed_is_named(window, qtbot):
    from pathlib import Path

    doc = window.open_file(Path(__file__).resolve().parents[2] / "puzzles" / "nonogram" / "heart.json")
    window.mode_actions[1].trigger()
    panel = doc.solve_panel
    assert panel.method() == "auto"
    panel.method_box.setCurrentIndex(panel.method_box.findData("line"))
    panel.solve()
    qtbot.waitUntil(lambda: panel.run is None and panel.done is not None, timeout=60_000)
    panel._redraw()
    steps = len(panel.steps)
    assert steps > 3 and panel.scrubber.maximum() == steps and panel.scrubber.value() == steps
    panel.scrubber.setValue(2)  # as a drag does
    assert panel.position == 2 and "Step 2 of" in panel.step_label.text()
    panel.speed.setValue(20)
    assert panel.speed_label.text() == "20 steps/s"


def test_playback_icons_are_light_on_the_dark_theme(window):
    doc = window.new("nonogram", 4, 4)

    def lightest_opaque(button) -> int:
        image = button.icon().pixmap(24, 24).toImage()
        return max((image.pixelColor(x, y).lightness() for x in range(image.width()) for y in range(image.height())
                    if image.pixelColor(x, y).alpha() > 128), default=0)
    window.set_dark(True)
    assert all(lightest_opaque(b) > 180 for b in (doc.solve_panel.play_button, doc.solve_panel.first_button))
    window.set_dark(False)
    assert lightest_opaque(doc.solve_panel.play_button) < 180  # the style's own dark icon again


def test_the_numberlink_ilp_reports_its_objective_and_bound(window, qtbot):
    from pathlib import Path

    doc = window.open_file(Path(__file__).resolve().parents[2] / "puzzles" / "numberlink" / "generated_8x8_2.json")
    window.mode_actions[1].trigger()
    panel = doc.solve_panel
    teacher = panel.teacher
    assert not teacher.mini.isVisibleTo(panel)  # no empty minimum-fill frame before a run
    panel.method_box.setCurrentIndex(panel.method_box.findData("ilp"))
    assert not teacher.mini.isVisibleTo(panel)
    panel.solve()
    qtbot.waitUntil(lambda: panel.run is None and panel.done is not None, timeout=60_000)
    assert panel.bounds and teacher.mini.isVisibleTo(panel)
    best = panel.bounds[-1]
    assert best.objective == panel.done.stats["min_cells"] and best.bound <= best.objective
    panel._plot()  # a curve needs two bounds: one is shown in words, not as a lone point
    assert panel.plot.isVisibleTo(panel) == (len(panel.bounds) >= 2)
