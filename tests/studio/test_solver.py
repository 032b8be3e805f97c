"""Solving in workers: completion, playback, cancel, check, hints and play mode."""

import time

import numpy as np
from PySide6.QtCore import Qt

from solvers.nonogram import METHODS
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN

from .test_window import SAMPLES
from .conftest import activate

HEART = [p for p in SAMPLES if p.stem == "heart"][0]
NOT_UNIQUE = [p for p in SAMPLES if p.stem == "not-unique-demo"][0]
PROBING = [p for p in SAMPLES if p.stem == "worked-example-2"][0]


def solve(qtbot, doc, method, timeout=20_000):
    panel = doc.solve_panel
    doc.tabs.setCurrentIndex(1)
    panel.method_box.setCurrentIndex(list(METHODS).index(method))
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.done is not None, timeout=timeout)
    return panel


def test_every_method_is_offered_and_solves_in_a_worker(window, qtbot):
    doc = window.open_file(HEART)
    assert [doc.solve_panel.method_box.itemData(i) for i in range(doc.solve_panel.method_box.count())] == list(METHODS)
    for method in METHODS:
        panel = solve(qtbot, doc, method)
        assert panel.done.status == "solved", method
        assert np.array_equal(panel.done.solution, doc.picture), method
        board, _ = doc.view_state()
        assert np.array_equal(board, doc.picture)


def test_line_steps_play_back_with_the_rule_in_words(window, qtbot):
    doc = window.open_file(HEART)
    panel = solve(qtbot, doc, "line")
    assert len(panel.steps) > 3 and panel.position == len(panel.steps)
    qtbot.mouseClick(panel.first_button, Qt.MouseButton.LeftButton)
    assert panel.position == 0 and (panel.board == UNKNOWN).all()
    qtbot.mouseClick(panel.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    step = panel.steps[0]
    assert panel.position == 1 and panel.rule_label.text().startswith(step.line)
    assert "fills" in panel.rule_label.text() or "crosses" in panel.rule_label.text()
    _, overlay = doc.view_state()
    assert overlay.line is not None and overlay.marked == frozenset(step.cells)
    assert all(panel.board[c] == v for c, v in zip(step.cells, step.values))
    panel.speed.setValue(60)
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.position == len(panel.steps), timeout=5000)
    x, y = panel.curve_a.getData()
    assert y[-1] == 100 and len(x) == len(panel.steps) + 1


def test_probe_playback_starts_from_line_logic(window, qtbot):
    doc = window.open_file(PROBING)
    panel = solve(qtbot, doc, "probe")
    panel.seek(len(panel.steps))
    board = panel.board
    assert (board != UNKNOWN).all() and np.array_equal(board, panel.done.solution)


def test_ga_plot_and_best_individual(window, qtbot):
    doc = window.open_file(SAMPLES[-1])
    panel = solve(qtbot, doc, "ga", timeout=30_000)
    assert panel.generations or panel.done.status == "solved"
    if panel.generations:
        qtbot.waitUntil(lambda: len(panel.curve_a.getData()[0]) == len(panel.generations))


def test_cancel_a_long_search_within_a_second(window, qtbot):
    doc = window.new("nonogram", 40, 40)
    rng = np.random.default_rng(7)
    doc.set_picture((rng.random((40, 40)) < 0.5).astype(np.int8), "random")
    panel = doc.solve_panel
    doc.tabs.setCurrentIndex(1)
    panel.method_box.setCurrentIndex(list(METHODS).index("mip"))
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.run is not None and panel.run.elapsed() > 0.3)
    assert panel.done is None  # still searching, and the GUI thread answers
    activate(qtbot, window)
    started = time.monotonic()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: panel.done is not None, timeout=5000)
    assert time.monotonic() - started < 1.0 or panel.done.status == "solved"


def test_check_puzzle_unique_and_multiple(window, qtbot):
    doc = window.open_file(HEART)
    qtbot.mouseClick(doc.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.check_run is None, timeout=20_000)
    assert "Unique" in doc.check_label.text() and "line-solvable" in doc.check_label.text()
    other = window.open_file(NOT_UNIQUE)
    qtbot.mouseClick(other.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: other.check_run is None, timeout=20_000)
    assert "Not unique" in other.check_label.text()
    assert len(other.differences()) == 4 and other.flip_button.isVisibleTo(other)
    first, _ = other.view_state()
    first = first.copy()
    qtbot.mouseClick(other.flip_button, Qt.MouseButton.LeftButton)
    second, overlay = other.view_state()
    assert not np.array_equal(first, second) and len(overlay.marked) == 4


def test_play_with_hints_errors_and_completion(window, qtbot):
    doc = window.open_file(HEART)
    doc.tabs.setCurrentIndex(2)
    qtbot.mouseClick(doc.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.hint is not None, timeout=5000)
    step = doc.hint[0]
    assert step is not None and "press Hint again" in doc.hint_label.text()
    _, overlay = doc.view_state()
    assert overlay.marked == frozenset(step.cells)
    qtbot.mouseClick(doc.hint_button, Qt.MouseButton.LeftButton)  # second press applies
    assert all(doc.board[c] == v for c, v in zip(step.cells, step.values))
    doc.undo_stack.undo()
    assert (doc.board == UNKNOWN).all()
    # Error marking checks the rules: a filled cell in the empty first row breaks its clue.
    doc.error_box.setChecked(True)
    rect = doc.grid.layout_().cell_rect(0, 0)
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    _, overlay = doc.view_state()
    assert (0, 0) in overlay.error_lines
    doc.undo_stack.undo()
    # Fill the answer in: completed clues grey out and the status bar says so quietly.
    for r, c in zip(*np.nonzero(doc.picture)):
        doc.board[r, c] = FILLED
    doc.board[doc.picture == 0] = EMPTY
    doc.layer_changed("board")
    _, overlay = doc.view_state()
    assert len(overlay.done_lines) == 20 and not overlay.error_lines
    assert "Completed" in window.statusBar().currentMessage()
