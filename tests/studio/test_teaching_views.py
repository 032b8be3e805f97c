"""Teaching views say what they show (issue #27): the words under the playback fit the chosen
method (the "play the deductions back" banner stayed up during a GA run)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from solvers.samples import SAMPLES

from .conftest import activate

CTRL = Qt.KeyboardModifier.ControlModifier


def test_the_banner_follows_the_chosen_method(window, qtbot):
    doc = window.open_file(SAMPLES / "nonogram" / "heart.json")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_2, CTRL)  # Solve mode
    panel = doc.solve_panel
    box = panel.method_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Home)
    assert box.currentData() == "auto"
    assert "without explained steps" in panel.rule_label.text()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentData() == "line" and "step by step" in panel.rule_label.text()
    qtbot.keyClick(box, Qt.Key.Key_End)
    assert box.currentData() == "ga"
    assert "GA" in panel.rule_label.text() and "line or probe" not in panel.rule_label.text()
    assert "restart" in panel.rule_label.text()  # the plot's saw-tooth, explained
