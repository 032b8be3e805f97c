"""A check that ends without an answer says why (issue 38: "Stopped before an answer" on a hard
puzzle, with no reason): the user's Cancel, or the check's time limit and what to do then."""

from __future__ import annotations

import time

import pytest
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


def test_a_solver_that_ends_without_its_done_is_named_as_such():
    """Every method's last event is its Done; a check whose solver broke that said only
    "'NoneType' object has no attribute 'status'" (mypy: the Done was used unchecked)."""
    with pytest.raises(RuntimeError, match="without a Done"):
        list(graded_check(None, lambda puzzle, method, options, cancel: iter(()), None)(Cancel()))


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


def test_a_stopped_adoption_does_not_blame_the_clues(window, qtbot, monkeypatch, tmp_path):
    """Issue 38 item 11: "Use the solution as the picture" on a puzzle the check could not
    finish added "edit the clues instead", as if the clues had two solutions or none."""
    import studio.nonogram.author as author_module
    from solvers.nonogram.formats import write
    from solvers.nonogram.model import Nonogram

    monkeypatch.setattr(author_module, "solve_events", _never_answers)
    path = tmp_path / "clues.json"
    path.write_text(write(Nonogram([(1,), (1,)], [(1,), (1,)]), "json"))  # clues only, two solutions
    doc = window.open_file(path)
    doc.tabs.setCurrentIndex(0)
    author = doc.author
    assert author.adopt_button.isVisible()
    qtbot.mouseClick(author.adopt_button, Qt.MouseButton.LeftButton)
    assert author.check_label.text() == "Checking…"
    qtbot.mouseClick(author.check_button, Qt.MouseButton.LeftButton)  # Cancel check
    qtbot.waitUntil(lambda: author.check_run is None)
    text = author.check_label.text()
    assert text.startswith("Cancelled before an answer.") and "No picture was adopted" in text
    assert "edit the clues instead" not in text and doc.clues is not None


def test_clues_with_two_solutions_are_told_to_change(window, qtbot, tmp_path):
    from solvers.nonogram.formats import write
    from solvers.nonogram.model import Nonogram

    path = tmp_path / "clues.json"
    path.write_text(write(Nonogram([(1,), (1,)], [(1,), (1,)]), "json"))
    doc = window.open_file(path)
    doc.tabs.setCurrentIndex(0)
    qtbot.mouseClick(doc.author.adopt_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.author.check_run is None)
    assert "Not unique" in doc.author.check_label.text() and "edit the clues instead" in doc.author.check_label.text()
