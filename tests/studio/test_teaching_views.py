"""Teaching views say what they show (issue #27): the words under the playback fit the chosen
method (the "play the deductions back" banner stayed up during a GA run)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from solvers.samples import SAMPLES

from .conftest import activate

CTRL = Qt.KeyboardModifier.ControlModifier


def heart_in_solve_mode(window, qtbot):
    doc = window.open_file(SAMPLES / "nonogram" / "heart.json")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_2, CTRL)  # Solve mode
    return doc, doc.solve_panel


def test_the_banner_follows_the_chosen_method(window, qtbot):
    _doc, panel = heart_in_solve_mode(window, qtbot)
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


def test_solve_and_hint_stay_put_when_the_method_or_the_clock_setting_changes(window, qtbot):
    """The buttons moved under the hand: a click meant for Solve landed on the progress bar."""
    doc, panel = heart_in_solve_mode(window, qtbot)
    box = panel.method_box
    places = set()
    for index in range(box.count()):  # methods with options (line, ga) and without
        box.setCurrentIndex(index)
        qtbot.wait(1)
        places.add(panel.solve_button.mapTo(panel, panel.solve_button.rect().topLeft()).toTuple())
    assert len(places) == 1
    qtbot.keyClick(window, Qt.Key.Key_3, CTRL)
    player = doc.player

    def toggle_clock():  # a click on the box itself (its text and tick, at the left)
        box = player.clock_box
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))

    if not player.clock_box.isChecked():
        toggle_clock()
    qtbot.wait(1)
    assert doc.clock.label.isVisible()
    before = player.hint_button.mapTo(player, player.hint_button.rect().topLeft())
    toggle_clock()  # hide the clock
    qtbot.wait(1)
    assert not player.clock_box.isChecked() and not doc.clock.label.isVisible()
    assert player.hint_button.mapTo(player, player.hint_button.rect().topLeft()) == before
    toggle_clock()  # and show it again


def test_drawing_a_picture_does_not_move_the_grid_under_the_mouse(window, qtbot):
    """Each clue number a stroke added moved every cell (and erasing moved them back)."""
    from .test_autosave import click_cell

    doc = window.new("nonogram", 15, 15)
    grid = doc.grid

    def where():
        return grid.layout_().cell_rect(7, 7).topLeft().toTuple(), grid.size().toTuple()

    start = where()
    for col in (0, 2, 4, 6):  # row 7 gets four blocks, column clues grow too
        click_cell(qtbot, doc, 7, col)
        click_cell(qtbot, doc, col + 1, 3)
        assert where() == start
    for col in (0, 2, 4, 6):  # and erasing them
        click_cell(qtbot, doc, 7, col)
        assert where() == start


def test_the_progress_bar_is_the_chosen_methods_not_the_last_runs(window, qtbot):
    _doc, panel = heart_in_solve_mode(window, qtbot)
    box = panel.method_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Home)
    qtbot.keyClick(box, Qt.Key.Key_Down)  # line
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.done is not None)
    assert panel.progress.value() == 1000
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down)  # probe: nothing run with it yet
    assert panel.progress.value() == 0 and panel.elapsed_label.text() == "0.0 s"
