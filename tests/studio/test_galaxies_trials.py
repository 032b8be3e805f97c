"""The galaxies teacher shows its trials (issue 38): propagate on the diamond sample, which the
techniques alone leave open, plays before each trial's conclusion the cell and dot it supposes,
the deductions that follow and the cell that breaks, on the board the trial supposes (drawn
lighter); the playback board takes only the conclusion, and "Show each trial" leaves the trials
out. Driven by clicks on the panel's buttons and checkbox and keys on its scrubber."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, Qt

from solvers.galaxies import METHODS
from solvers.galaxies.trial import BROKEN, SUPPOSED, TRIAL, TRIAL_RULES

from ..solvers.test_galaxies_trial import DIAMOND

L = Qt.MouseButton.LeftButton


def solve_propagate(qtbot, doc):
    panel = doc.solve_panel
    doc.tabs.setCurrentIndex(1)
    panel.method_box.setCurrentIndex(list(METHODS).index("propagate"))
    qtbot.mouseClick(panel.solve_button, L)
    qtbot.waitUntil(lambda: panel.done is not None, timeout=60_000)
    return panel


def test_a_trial_plays_back_on_the_board_it_supposes_then_its_conclusion(window, qtbot):
    doc = window.open_file(DIAMOND)
    panel = solve_propagate(qtbot, doc)
    assert panel.teacher.trials_box.isChecked()
    assert panel.done.status == "solved" and panel.done.stats["eliminated"] >= 1
    assert panel.status_label.text().startswith("Solved by deductions and trials")
    start = next(i for i, s in enumerate(panel.steps) if s.rule == SUPPOSED)
    broken = next(i for i, s in enumerate(panel.steps) if s.rule == BROKEN)
    conclusion = panel.steps[broken + 1]
    assert conclusion.rule == TRIAL and start < broken
    (cell, d) = panel.steps[start].about[0]
    assert conclusion.about[:2] == (cell, d)
    panel.seek(start)  # just before the trial
    before = panel.board.cand
    assert before[d][cell]
    panel.scrubber.setFocus()
    qtbot.keyClick(panel.scrubber, Qt.Key.Key_Right)  # the supposition
    assert panel.position == start + 1
    assert panel.rule_label.text().startswith("Suppose row ") and panel.rule_label.text().endswith(".")
    view = doc.view_state()
    assert view.faded and view.tint[cell] == d and panel.board.counts[cell] > 1
    while panel.position < broken + 1:
        qtbot.keyClick(panel.scrubber, Qt.Key.Key_Right)
        assert np.array_equal(panel.board.cand, before)  # a supposition only: the board waits
    text = panel.rule_label.text()
    assert text.startswith(f"Suppose row {cell[0] + 1}, column {cell[1] + 1} belongs to ")
    assert text.endswith("— a contradiction.")
    view = doc.view_state()
    assert view.faded and view.errors == frozenset(panel.steps[broken].cells) and view.ringed_dots == {d}
    assert not np.array_equal(view.counts, panel.board.counts)  # the supposed board is drawn
    assert all(view.counts[c] == 0 and view.tint[c] < 0 for c in panel.steps[broken].cells)  # no dot left
    qtbot.mouseClick(panel.forward_button, L)  # the conclusion
    assert f"So row {cell[0] + 1}, column {cell[1] + 1} does not belong to " in panel.rule_label.text()
    assert not panel.board.cand[d][cell] and panel.board.cand.sum() == before.sum() - 1
    view = doc.view_state()
    assert not view.faded and view.step_cells == frozenset({cell})
    qtbot.mouseClick(panel.last_button, L)
    assert np.array_equal(doc.view_state().tint, doc.puzzle().solution)


def test_show_each_trial_unchecked_leaves_the_conclusions_only(window, qtbot):
    doc = window.open_file(DIAMOND)
    doc.tabs.setCurrentIndex(1)
    panel = doc.solve_panel
    panel.method_box.setCurrentIndex(list(METHODS).index("propagate"))
    box = panel.teacher.trials_box
    qtbot.mouseClick(box, L, pos=QPoint(8, box.height() // 2))
    assert not box.isChecked()
    panel = solve_propagate(qtbot, doc)
    assert not any(s.rule in TRIAL_RULES for s in panel.steps)
    assert any(s.rule == TRIAL for s in panel.steps)
    assert panel.done.status == "solved"


def test_the_players_hint_gives_a_trial_where_deduction_stops(window, qtbot):
    """Taking every hint in turn on the diamond (Hint shows it, Hint again applies it), the
    hint reaches the place where deduction stops and gives a trial and what it opens, not a
    region of the solution; what it gives agrees with the solution."""
    from .test_galaxies_hints import wait_for_hint

    doc = window.open_file(DIAMOND)
    doc.tabs.setCurrentIndex(2)  # Play
    player, solution = doc.player, doc.known_solution()
    for _ in range(150):
        hint = wait_for_hint(qtbot, player)
        assert hint.kind in ("deduction", "none"), hint.text
        if hint.text.startswith("Supposing row "):
            break
        qtbot.mouseClick(player.hint_button, L)  # apply it
    else:
        raise AssertionError("no trial among the hints")
    assert " Then: " in player.hint_label.text() and (hint.marks or hint.walls_on)
    assert all(solution[cell] == dot for cell, dot in hint.marks.items())
    qtbot.mouseClick(player.hint_button, L)
    assert all(doc.marks_by_dot()[cell] == dot for cell, dot in hint.marks.items())
