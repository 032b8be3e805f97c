"""The teacher shows a trial (issue 38): probe playback plays, before each probe's conclusion,
the value it tried, the deductions that follow and the line that breaks, on the board the trial
assumes; the real board is untouched by it, and the option turns trials off."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt

from solvers.nonogram.model import UNKNOWN
from solvers.nonogram.trial import BROKEN, TRIAL_RULES

from .test_solver import PROBING, solve


def test_a_probe_is_played_back_with_its_trial_on_the_board_it_assumes(window, qtbot):
    doc = window.open_file(PROBING)
    panel = doc.solve_panel
    assert panel.teacher.trials_box.isChecked()
    panel = solve(qtbot, doc, "probe")
    broken = [i for i, s in enumerate(panel.steps) if s.rule == BROKEN]
    assert broken, "the sample needs a probe whose other value contradicts"
    at = broken[0]
    panel.seek(at + 1)  # on the contradiction
    step = panel.steps[at]
    text = panel.rule_label.text()
    assert text.startswith("Suppose row ") and "contradiction" in text
    board, overlay = doc.view_state()
    _, cell, value = step.about
    assert board[cell] == value and panel.board[cell] == UNKNOWN  # assumed, not played
    assert overlay.guess and cell in overlay.errors and overlay.error_lines
    conclusion = panel.steps[at + 1]
    assert conclusion.rule.startswith("probe") and cell in conclusion.cells
    qtbot.mouseClick(panel.forward_button, Qt.MouseButton.LeftButton)  # the conclusion
    assert panel.board[cell] != UNKNOWN and panel.board[cell] != value
    board, overlay = doc.view_state()
    assert not overlay.guess and np.array_equal(board, panel.board)
    panel.seek(len(panel.steps))
    assert np.array_equal(panel.board, panel.done.solution)


def test_trials_can_be_left_out(window, qtbot):
    doc = window.open_file(PROBING)
    doc.tabs.setCurrentIndex(1)
    doc.solve_panel.teacher.trials_box.setChecked(False)
    panel = solve(qtbot, doc, "probe")
    assert not any(s.rule in TRIAL_RULES for s in panel.steps)
    assert any(s.rule.startswith("probe") for s in panel.steps)


def test_a_numberlink_trial_is_played_back_on_the_board_it_supposes(window, qtbot, tmp_path):
    from solvers.numberlink import METHODS as NUMBERLINK_METHODS
    from solvers.numberlink import formats as numberlink_formats
    from solvers.numberlink.explained_trial import BROKEN as NL_BROKEN

    from ..solvers.test_numberlink_trial_view import puzzles_with_trials

    puzzle, _ = next(puzzles_with_trials(1))
    path = tmp_path / "trial.json"
    path.write_text(numberlink_formats.write(puzzle, "json"))
    doc = window.open_file(path)
    doc.tabs.setCurrentIndex(1)
    panel = doc.solve_panel
    panel.method_box.setCurrentIndex(list(NUMBERLINK_METHODS).index("propagate"))
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.done is not None, timeout=60_000)
    at = next(i for i, s in enumerate(panel.steps) if s.rule == NL_BROKEN)
    panel.seek(at + 1)
    assert panel.rule_label.text().startswith("Suppose row ") and "contradiction" in panel.rule_label.text()
    scene = doc.view_state()
    scene = scene[1] if isinstance(scene, tuple) else scene
    assert scene.faded and scene.hint and scene.errors
    assert not np.array_equal(scene.board, panel.board)  # the supposition, not the board
    panel.seek(len(panel.steps))
    assert panel.done.status == "solved"
