"""The machinery the genres share (studio.document, studio.play_clock): Esc stops any worker
of the current document through the window, whatever its genre."""

import numpy as np
import pytest
from PySide6.QtCore import Qt

from solvers.document import Clock
from solvers.genres import GENRES
from studio.play_clock import PlayClock

from .conftest import activate


def esc_reaches(qtbot, window, run) -> bool:
    """Press Esc in the window; True when the key set the run's cancel token."""
    reached = []
    cancel = run.cancel.cancel

    def recorded():
        reached.append(True)
        cancel()
    run.cancel.cancel = recorded
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    return bool(reached)


def test_esc_stops_a_galaxies_generate(window, qtbot):
    doc = window.new("galaxies", 30, 30)
    activate(qtbot, window)  # Esc is a window shortcut: it needs the window active
    picture = (np.random.default_rng(3).random((30, 30)) < 0.5).astype(np.int8)
    doc.author.generate_from_picture(picture, seed=1)
    run = doc.author.generate_run
    assert doc.busy() and "generating" in doc.solver_state()
    assert esc_reaches(qtbot, window, run)
    qtbot.waitUntil(lambda: doc.author.generate_run is None, timeout=30_000)
    assert not doc.busy()


def test_esc_stops_a_numberlink_generate(window, qtbot):
    doc = window.new("numberlink", 4, 4)
    activate(qtbot, window)
    generation = doc.author.generation
    generation.width_box.setValue(30)
    generation.height_box.setValue(30)
    generation.count_box.setValue(20)
    generation.button.click()
    run = generation.run
    assert doc.busy() and "generating" in doc.solver_state()
    assert esc_reaches(qtbot, window, run)
    qtbot.waitUntil(lambda: generation.run is None, timeout=30_000)
    assert not doc.busy()


@pytest.mark.parametrize("genre", list(GENRES))
def test_every_genre_is_a_puzzle_document_with_the_frame(window, genre):
    from studio.document import PuzzleDocument

    doc = window.new(genre, 5, 5)
    assert isinstance(doc, PuzzleDocument)
    assert [doc.tabs.tabText(i) for i in range(3)] == ["Edit", "Solve", "Play"]
    assert set(doc.workers()) >= {"check", "hint", "solve"} and not doc.busy()
    doc.grid.set_cell_size(20)  # a 5x5 opens fitted to the view, at the largest size
    cell = doc.grid.cell
    doc.zoom(1)
    assert doc.grid.cell > cell and doc.grid.cell in type(doc.grid).ZOOMS
    doc.zoom(-100)
    assert doc.grid.cell == type(doc.grid).ZOOMS[0]


def test_the_play_clock_stops_when_solved_and_runs_on_when_broken(qtbot, monkeypatch):
    from types import SimpleNamespace

    import studio.play_clock as play_clock

    now = [100.0]
    monkeypatch.setattr(play_clock, "time", SimpleNamespace(monotonic=lambda: now[0]))
    clock = PlayClock(Clock())
    clock.start()
    now[0] = 165.0
    assert clock.update(True) and clock.text() == "1:05"
    assert not clock.update(True)  # already finished: no second "Completed"
    now[0] = 200.0
    assert not clock.update(False) and clock.finished is None
    assert clock.text() == "1:05"  # the finish's time: the 35 s after it were no solving
    now[0] = 210.0
    clock.tick()
    assert clock.text() == "1:05"  # it stands still until the player's next move
    clock.moved()
    now[0] = 220.0
    clock.tick()
    assert clock.text() == "1:15"
    clock.stop()
