"""The finish says what is true now (issue #27): a reopened game is judged by its board, not by
the boards its history passed through; a revealed solution is not a solve; Hint after the
finish leaves the finish on show; an undo takes the finish back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from solvers.samples import SAMPLES

from .conftest import activate
from .test_action_errors import SaveDialog
from .test_autosave import click_cell

CTRL = Qt.KeyboardModifier.ControlModifier
L = Qt.MouseButton.LeftButton


def test_a_drawn_puzzle_saved_in_play_with_an_empty_board_reopens_unsolved(window, qtbot, monkeypatch, tmp_path):
    doc = window.new("nonogram", 5, 5)
    for cell in [(0, 0), (1, 1), (2, 2)]:  # the author draws in Edit mode
        click_cell(qtbot, doc, *cell)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_3, CTRL)  # Play, the board still empty
    target = tmp_path / "drawn.json"
    SaveDialog(monkeypatch, (str(target), ""))
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL)
    assert target.exists()
    window.close_tab(window.tabs.indexOf(doc))
    reopened = window.open_file(target)
    assert not reopened.finished()
    assert "Solved" not in reopened.player.hint_label.text()
    assert "Solved" not in window.statusBar().currentMessage()


def open_heart_in_play(window, qtbot, tmp_path):
    path = tmp_path / "heart.json"
    path.write_bytes((SAMPLES / "nonogram" / "heart.json").read_bytes())
    doc = window.open_file(path)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_3, CTRL)
    return doc


def test_a_revealed_solution_is_not_a_solve_and_hint_leaves_the_finish(window, qtbot, tmp_path):
    doc = open_heart_in_play(window, qtbot, tmp_path)
    player = doc.player
    qtbot.mouseClick(player.reveal_button, L)
    assert doc.finished() and not doc.finish_glow.isVisible()  # a reveal is no achievement
    said = player.hint_label.text()
    assert said.startswith("Solution revealed") and "Solved" not in said
    qtbot.mouseClick(player.hint_button, L)  # was: "No hint left" replaced the finish
    assert player.hint_label.text() == said and player.hint_run is None
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # undo the reveal: no finish on show any more
    assert not doc.finished()
    assert "revealed" not in player.hint_label.text() and "Solved" not in player.hint_label.text()


def test_a_solve_glows_once_and_a_solve_after_an_undone_reveal_says_so(window, qtbot, tmp_path):
    doc = open_heart_in_play(window, qtbot, tmp_path)
    goal = doc.puzzle().goal
    cells = [(int(r), int(c)) for r, c in zip(*goal.nonzero())]
    for cell in cells:  # the player fills every black cell
        click_cell(qtbot, doc, *cell)
    assert doc.finished()
    assert doc.player.hint_label.text().startswith("Solved") and "revealed" not in doc.player.hint_label.text()
    glow = doc.finish_glow  # the player's own solve: the grid glows once, then the picture stays
    assert glow.isVisible() and glow.geometry() == doc.grid.rect()
    with qtbot.waitSignal(glow.animation.finished, timeout=10_000):
        pass
    assert not glow.isVisible()
    glow.play()
    click_cell(qtbot, doc, *cells[0])  # broken again (while it glowed: the glow goes at once)
    assert not glow.isVisible()
    # the answer peeked at, and taken back
    qtbot.mouseClick(doc.player.reveal_button, L)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    click_cell(qtbot, doc, *cells[0])
    assert doc.finished() and doc.reveals_used() == 1
    assert "The solution was revealed on the way." in doc.player.hint_label.text()
    assert not glow.isVisible()


def test_hints_and_reveals_count_through_undo_clear_and_reopen(window, qtbot, tmp_path):
    doc = open_heart_in_play(window, qtbot, tmp_path)
    qtbot.mouseClick(doc.player.hint_button, L)
    qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=60_000)
    qtbot.mouseClick(doc.player.hint_button, L)  # applied
    assert doc.hints_used() == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # undone: it was used all the same
    click_cell(qtbot, doc, 0, 0)  # a new move drops the undone hint from the history
    assert doc.hints_used() == 1
    doc.clear()
    assert doc.hints_used() == 1
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL)
    window.close_tab(window.tabs.indexOf(doc))
    again = window.open_file(tmp_path / "heart.json")
    assert again.hints_used() == 1


def test_the_clock_is_part_of_the_saved_game(window, qtbot, monkeypatch, tmp_path):
    """A solved game reopens with its own time, not 0:00; an unfinished one goes on from its time."""
    from types import SimpleNamespace

    import studio.play_clock as play_clock

    now = [1000.0]
    monkeypatch.setattr(play_clock, "time", SimpleNamespace(monotonic=lambda: now[0]))
    doc = open_heart_in_play(window, qtbot, tmp_path)  # the clock starts on entering Play
    goal = doc.puzzle().goal
    cells = [(int(r), int(c)) for r, c in zip(*goal.nonzero())]
    for cell in cells[:-2]:
        click_cell(qtbot, doc, *cell)
    now[0] = 1030.0
    click_cell(qtbot, doc, *cells[-2])  # the last move before the save: at 0:30
    now[0] = 1100.0  # the time after it is not kept: the save is the game as of its last move
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL)
    window.close_tab(window.tabs.indexOf(doc))
    now[0] = 5000.0  # hours later
    doc = window.open_file(tmp_path / "heart.json")
    assert doc.clock.text() == "0:30"
    now[0] = 5015.0
    click_cell(qtbot, doc, *cells[-1])  # the last cell: solved 15 s after the reopen
    assert doc.finished() and doc.clock.text() == "0:45"
    assert "0:45" in doc.player.hint_label.text() or not doc.clock.shown
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL)
    window.close_tab(window.tabs.indexOf(doc))
    now[0] = 9000.0
    doc = window.open_file(tmp_path / "heart.json")
    assert doc.finished() and doc.clock.text() == "0:45"
