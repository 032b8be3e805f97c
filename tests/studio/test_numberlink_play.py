"""The numberlink player's and teacher's views, driven with real mouse events: lines dragged from
numbers, erased by dragging back and by right-drag, rule errors, hints, completion; every solver
method in the shared solve panel, propagate's steps played back, the minimum fill of the ILP."""

import numpy as np
import pytest
from PySide6.QtCore import Qt

from solvers.numberlink import METHODS
from solvers.numberlink.model import segment

from .test_numberlink_editor import SAMPLE, R, drag, place

ROWS = [(0, 0), (0, 2), (1, 0), (1, 2), (2, 0), (2, 2)]  # three pairs, one per row of a 3x3


def three_rows(window, qtbot):
    doc = window.new("numberlink", 3, 3)
    place(qtbot, doc, ROWS)
    window.mode_actions[2].trigger()
    assert doc.mode_name() == "Play"
    return doc


def drawn(doc, a, b) -> bool:
    return bool(doc.board[segment(a, b)])


def test_drag_a_line_from_a_number_to_its_partner_and_back(window, qtbot):
    doc = three_rows(window, qtbot)
    drag(qtbot, doc, [(0, 0), (0, 1), (0, 2)])
    assert drawn(doc, (0, 0), (0, 1)) and drawn(doc, (0, 1), (0, 2))
    assert doc.undo_stack.count() == len(ROWS) + 1  # six numbers placed, then one line
    drag(qtbot, doc, [(0, 2), (0, 1)])  # from the partner: starts its line afresh
    assert drawn(doc, (0, 2), (0, 1)) and not drawn(doc, (0, 0), (0, 1))
    # Dragging back over a line erases it; the drag stops at a number of another pair.
    drag(qtbot, doc, [(1, 0), (1, 1), (1, 2), (1, 1)])
    assert drawn(doc, (1, 0), (1, 1)) and not drawn(doc, (1, 1), (1, 2))
    drag(qtbot, doc, [(1, 1), (0, 1)])  # from a line end into another line: cuts it
    assert drawn(doc, (1, 1), (0, 1)) and not drawn(doc, (0, 2), (0, 1))
    drag(qtbot, doc, [(2, 0), (1, 0)])  # another pair's number blocks
    assert not drawn(doc, (2, 0), (1, 0))
    doc.undo_stack.undo()
    assert drawn(doc, (0, 2), (0, 1)) and not drawn(doc, (1, 1), (0, 1))


def test_right_drag_erases_what_it_passes(window, qtbot):
    doc = three_rows(window, qtbot)
    drag(qtbot, doc, [(0, 0), (0, 1), (0, 2)])
    drag(qtbot, doc, [(1, 0), (1, 1), (1, 2)])
    drag(qtbot, doc, [(0, 1), (1, 1)], R)
    assert not doc.board.any()
    doc.undo_stack.undo()
    assert drawn(doc, (1, 0), (1, 1))


def test_completion_is_detected_and_the_timer_stops(window, qtbot):
    doc = three_rows(window, qtbot)
    messages = []
    doc.status_message.connect(messages.append)
    for r in range(3):
        assert not doc.player.completed()
        assert doc.player.pairs_label.text() == f"{r} of 3 pairs joined"
        drag(qtbot, doc, [(r, 0), (r, 1), (r, 2)])
    assert doc.player.completed() and messages and "Solved in" in messages[-1]
    finished = doc.player.timer_label.text()
    doc.undo_stack.undo()
    assert not doc.player.completed()
    assert finished.count(":") == 1


def test_rule_errors_appear(window, qtbot):
    doc = three_rows(window, qtbot)
    drag(qtbot, doc, [(0, 0), (0, 1)])
    doc.player.check_button.click()
    text = doc.player.message.text()
    assert "not finished" in text  # fill: unused cells, an unfinished line: work left, not wrong
    assert (0, 1) in doc.view_state().unfinished and not doc.view_state().errors
    # A line that joins two numbers is marked as soon as it is there (here put by a move).
    board = doc.board.copy()
    board[segment((0, 2), (1, 2))] = 1
    board[segment((0, 1), (0, 2))] = 1
    doc.change({"board": doc.board}, {"board": board}, "join")
    errors = doc.view_state().errors
    assert {(0, 0), (1, 2)} <= errors
    doc.player.error_box.setChecked(False)
    doc.player.check_marks = frozenset()
    assert not doc.view_state().errors


def test_hint_shows_a_deduction_then_draws_it(window, qtbot):
    doc = three_rows(window, qtbot)
    window._hint()
    qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=20_000)
    shown = doc.view_state().hint
    assert shown and "press Hint again" in doc.player.message.text()
    doc.player.hint_button.click()
    assert all(doc.board[cell] for cell in shown)
    doc.undo_stack.undo()
    assert not doc.board.any()


def test_reveal_draws_the_solution_as_a_move(window, qtbot):
    doc = window.open_file(SAMPLE)
    assert doc.mode_name() == "Play"
    doc.player.reveal_button.click()  # the sample's solution is known
    assert doc.player.completed()
    doc.undo_stack.undo()
    assert not doc.board.any()


@pytest.mark.parametrize("method", list(METHODS))
def test_every_method_solves_the_sample_in_the_worker(window, qtbot, method):
    doc = window.open_file(SAMPLE)
    window.mode_actions[1].trigger()
    panel = doc.solve_panel
    panel.method_box.setCurrentIndex(panel.method_box.findData(method))
    window.solve_action.trigger()
    qtbot.waitUntil(lambda: panel.run is None and panel.done is not None, timeout=60_000)
    assert panel.done.status == "solved" and panel.done.unique is True
    board = doc.view_state().board
    assert np.array_equal(board, doc.puzzle().solution_board())
    if method in ("ilp", "mip"):
        assert "Minimum fill: all 36 cells" in panel.info_label.text()
        assert doc.solve_panel.teacher.mini.scene is not None
    elif method != "propagate":
        assert "variables" in panel.info_label.text()


def test_propagate_steps_play_back(window, qtbot):
    doc = window.open_file(SAMPLE)
    window.mode_actions[1].trigger()
    panel = doc.solve_panel
    assert panel.method() == "auto"  # every genre's panel starts on the method that answers at once
    panel.method_box.setCurrentIndex(panel.method_box.findData("propagate"))
    panel.solve()
    qtbot.waitUntil(lambda: panel.run is None and panel.done is not None, timeout=60_000)
    assert len(panel.steps) > 5  # enough to step forward five and back
    panel.first_button.click()
    unknown_at_start = (np.asarray(doc.view_state().board) == -1).sum()  # playback reuses its board
    assert unknown_at_start > 0
    for _ in range(5):
        panel.forward_button.click()
    scene = doc.view_state()
    assert scene.marked and scene.no_line_marks
    assert "Step 5 of" in panel.step_label.text() and ":" in panel.rule_label.text()
    assert (np.asarray(scene.board) == -1).sum() < unknown_at_start
    panel.back_button.click()
    assert panel.position == 4


def test_the_ilp_shows_a_short_circuit_beside_the_full_solution(window, qtbot):
    doc = window.new("numberlink", 3, 3)
    place(qtbot, doc, [(0, 0), (2, 2)])
    window.mode_actions[1].trigger()
    panel = doc.solve_panel
    panel.method_box.setCurrentIndex(panel.method_box.findData("ilp"))
    panel.solve()
    qtbot.waitUntil(lambda: panel.run is None and panel.done is not None, timeout=60_000)
    assert "short circuit exists" in panel.info_label.text()
    full = doc.view_state().board
    assert (np.asarray(full)[1::2, 1::2] > 0).all()  # fill: every cell used
    teacher = panel.teacher
    assert teacher.mini.scene.marked  # the cells the minimum fill leaves empty
    teacher.swap_box.setChecked(True)
    small = doc.view_state()
    assert (np.asarray(small.board)[1::2, 1::2] == 0).any() and small.marked


def test_dark_theme_and_zoom(window, qtbot):
    doc = window.open_file(SAMPLE)
    window.set_dark(True)
    assert doc.grid_colours().background != "#ffffff"
    before = doc.grid.width()
    window.zoom_in_action.trigger()
    assert doc.grid.width() > before
    window.fit_action.trigger()
    assert doc.grid.width() > 100
    window.set_dark(False)
    assert doc.grab().width() > 100
    qtbot.wait(1)
    assert Qt.FocusPolicy.StrongFocus == doc.grid.focusPolicy()


def test_where_deductions_stall_the_hint_continues_a_line_from_the_solution(window, qtbot):
    doc = window.new("numberlink", 3, 3)
    place(qtbot, doc, [(0, 0), (2, 2)])  # one pair in opposite corners, under nikoli: nothing is forced
    doc.author.rules_box.setCurrentIndex(doc.author.rules_box.findData("nikoli"))
    window.mode_actions[2].trigger()
    doc.hint_or_apply()
    qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=30_000)
    step, _ = doc.player.hint
    assert step.rule == "solution" and "solution continues" in doc.player.message.text()
    (y, x), = step.cells
    assert {(y, x)} & {segment((0, 0), (0, 1)), segment((0, 0), (1, 0)),
                       segment((2, 2), (2, 1)), segment((2, 2), (1, 2))}


def test_draw_a_line_with_the_keyboard(window, qtbot):
    doc = three_rows(window, qtbot)
    doc.grid.setFocus()
    doc.grid.cursor_cell = (0, 0)
    qtbot.keyClick(doc.grid, Qt.Key.Key_Down)  # the cursor to row 2's number
    qtbot.keyClick(doc.grid, Qt.Key.Key_Space)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Right):
        qtbot.keyClick(doc.grid, key)
    qtbot.keyClick(doc.grid, Qt.Key.Key_Space)
    assert drawn(doc, (1, 0), (1, 1)) and drawn(doc, (1, 1), (1, 2))
    assert doc.player.pairs_label.text() == "1 of 3 pairs joined"
    doc.undo_stack.undo()
    assert not doc.board.any()


def test_check_lines_tells_unfinished_from_wrong(window, qtbot):
    doc = three_rows(window, qtbot)
    drag(qtbot, doc, [(0, 0), (0, 1), (0, 2)])  # a right line; the rest is not drawn yet
    doc.player.check_button.click()
    scene = doc.view_state()
    assert not scene.errors and scene.unfinished  # nothing red: only rings where work is left
    assert "not finished" in doc.player.message.text() and "Wrong" not in doc.player.message.text()
    # It says what it checked, the rules: it never claims "nothing is wrong", which a hint
    # pointing at a segment in no solution would contradict (issue #27).
    assert "No rule is broken so far" in doc.player.message.text()
    assert "nothing is wrong" not in doc.player.message.text().lower()
    assert (0, 1) not in scene.unfinished and (1, 1) in scene.unfinished
    board = doc.board.copy()
    board[segment((1, 0), (1, 1))] = board[segment((1, 1), (0, 1))] = 1  # 2's line into 1's: a branch
    doc.change({"board": doc.board}, {"board": board}, "branch")
    doc.player.check_button.click()
    scene = doc.view_state()
    assert scene.errors and "Wrong" in doc.player.message.text()
    assert not (scene.errors & scene.unfinished)


def test_a_hint_points_at_a_line_in_no_solution_and_takes_it_back(window, qtbot):
    doc = three_rows(window, qtbot)  # one solution: each row's pair joined straight across
    drag(qtbot, doc, [(0, 0), (0, 1), (1, 1)])  # 1's line turns down: in no solution
    assert drawn(doc, (0, 1), (1, 1))
    doc.player.hint_button.click()
    qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=30_000)
    step, wrong = doc.player.hint
    assert step is None and segment((0, 1), (1, 1)) in wrong
    assert {(0, 1), (1, 1)} <= doc.view_state().errors and "no solution" in doc.player.message.text()
    doc.player.hint_button.click()  # take them back: one move
    assert not drawn(doc, (0, 1), (1, 1))
    doc.undo_stack.undo()
    assert drawn(doc, (0, 1), (1, 1))
