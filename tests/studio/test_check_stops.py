"""A check that ends without an answer says why (issue 38: "Stopped before an answer" on a hard
puzzle, with no reason): the user's Cancel, or the check's time limit and what to do then."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt

from solvers.events import STOPPED, Cancel, Done
from studio.checking import graded_check, stopped_text

from .test_editor import centre


def _never_answers(puzzle, method, options, cancel):
    while not cancel.stopped:
        time.sleep(0.005)
    yield Done(STOPPED, None, {})


def test_the_time_limit_and_a_cancel_are_told_apart():
    limit = Cancel(timeout=0.05)
    (done,) = list(graded_check(None, _never_answers, None, timeout=0.05)(limit))
    assert done.stats["stopped_by"] == "time limit"
    assert stopped_text(done).startswith("No answer within the check's 0.05 s")
    user = Cancel()
    user.cancel()
    (done,) = list(graded_check(None, _never_answers, None)(user))
    assert stopped_text(done) == "Cancelled before an answer."


def test_cancelling_a_check_in_the_studio_says_it_was_cancelled(window, qtbot, monkeypatch):
    import studio.nonogram.author as author_module

    monkeypatch.setattr(author_module, "solve_events", _never_answers)
    doc = window.new("nonogram", 5, 5)
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=centre(doc, 0, 0))
    author = doc.author
    qtbot.mouseClick(author.check_button, Qt.MouseButton.LeftButton)
    assert author.check_label.text() == "Checking…"
    qtbot.mouseClick(author.check_button, Qt.MouseButton.LeftButton)  # Cancel check
    qtbot.waitUntil(lambda: author.check_run is None)
    assert author.check_label.text().startswith("Cancelled before an answer.")
