"""The finish and the clock say what the player did (issue 38): no "Solved" while the author
draws, no clock running outside Play, and a finish undone and redone keeps its time."""

from __future__ import annotations

from PySide6.QtCore import Qt

from solvers.document import Clock
from studio.document import EDIT, PLAY

from .conftest import activate
from .test_editor import centre

L = Qt.MouseButton.LeftButton
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def test_undoing_the_authors_strokes_says_no_finish(window, qtbot):
    doc = window.new("nonogram", 5, 5)
    said = []
    doc.status_message.connect(said.append)
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 0, 0))
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 1, 1))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # the empty picture: every (empty) clue is met
    assert not any("Solved" in text for text in said)
    assert doc.clock.finished is None
    qtbot.keyClick(window, Qt.Key.Key_3, CTRL)  # Play on an empty puzzle: nothing to solve
    assert not any("Solved" in text for text in said) and doc.clock.finished is None


def test_a_board_finished_in_edit_is_a_finish_when_play_is_entered(window, qtbot):
    doc = window.new("nonogram", 2, 2)
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 0, 0))  # the picture: one cell
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_3, CTRL)  # Play
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 0, 0))
    assert doc.clock.finished is not None
    qtbot.keyClick(window, Qt.Key.Key_1, CTRL)  # Edit: a second cell makes the board incomplete
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 1, 1))
    assert doc.clock.finished is None
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # the author undoes it, still in Edit: no finish said there
    assert doc.clock.finished is None
    qtbot.keyClick(window, Qt.Key.Key_3, CTRL)
    assert doc.clock.finished is not None  # in Play the complete board is a finish


def test_the_clock_stands_still_outside_play():
    clock = Clock()
    clock.start(10.0)
    clock.pause(40.0, Clock.MODE)  # 30 s of play, then the Edit tab
    assert clock.seconds(100.0) == 30.0
    clock.start(100.0)  # back in Play
    assert clock.seconds(110.0) == 40.0
    assert not clock.update(False, 110.0) and clock.update(True, 115.0)
    assert clock.seconds(500.0) == 45.0


def test_a_finish_undone_and_redone_keeps_its_time():
    clock = Clock()
    clock.start(0.0)
    assert clock.update(True, 37.0)
    clock.update(False, 40.0)  # Ctrl+Z
    assert clock.seconds(41.0) == 37.0  # it shows the time it showed
    assert clock.update(True, 42.0)  # Ctrl+Shift+Z: the same finish
    assert clock.seconds(60.0) == 37.0
    clock.update(False, 70.0)
    clock.moved(75.0)  # a new move after the undo: the clock goes on from there
    assert clock.seconds(80.0) == 42.0


def test_in_the_studio_the_clock_is_still_in_edit_and_a_redo_keeps_the_finish(window, qtbot, monkeypatch):
    import studio.play_clock as play_clock

    now = [1000.0]
    monkeypatch.setattr(play_clock.time, "monotonic", lambda: now[0])
    doc = window.new("nonogram", 2, 2)
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 0, 0))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_3, CTRL)
    now[0] += 20
    qtbot.keyClick(window, Qt.Key.Key_1, CTRL)
    assert doc.mode() == EDIT
    now[0] += 300  # five minutes in Edit
    qtbot.keyClick(window, Qt.Key.Key_3, CTRL)
    assert doc.mode() == PLAY and doc.clock.text() == "0:20"
    now[0] += 17
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 0, 0))
    assert doc.clock.finished is not None and doc.clock.text() == "0:37"
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    now[0] += 1
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert doc.clock.finished is not None and doc.clock.text() == "0:37"
