"""A generated puzzle is a new puzzle (issue 38): its own title, with the seed that makes it
again, and its own clock; Undo brings the previous puzzle and its title back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from studio.document import EDIT, PLAY
from studio.registry import load_genres

SAMPLES = Path(__file__).resolve().parents[2] / "puzzles"
L = Qt.MouseButton.LeftButton


def _generate(doc, qtbot, size: int, seed: int) -> None:
    box = doc.author.generation
    box.width_box.setValue(size)
    box.height_box.setValue(size)
    box.seed_box.setValue(seed)
    qtbot.mouseClick(box.button, L)
    running = (lambda: doc.author.generate_run) if doc.genre == "galaxies" else (lambda: box.run)
    qtbot.waitUntil(lambda: running() is None, timeout=120_000)


@pytest.mark.parametrize("genre", list(load_genres()))
def test_a_generated_puzzle_has_its_own_title_and_clock(window, qtbot, monkeypatch, genre):
    import studio.play_clock as play_clock

    now = [5000.0]
    monkeypatch.setattr(play_clock.time, "monotonic", lambda: now[0])
    doc = window.open_file(sorted((SAMPLES / genre).glob("*.json"))[-1])
    old_title = doc.display_title()
    doc.tabs.setCurrentIndex(PLAY)
    now[0] += 696  # 11:36 of play on the old puzzle
    doc.clock.tick()
    assert doc.clock.text() == "11:36"
    doc.tabs.setCurrentIndex(EDIT)
    _generate(doc, qtbot, 5, 7)
    assert doc.puzzle().shape == (5, 5)
    assert doc.display_title() == "Generated 5×5, seed 7"
    assert doc.clock.text() == "0:00" and doc.clock.started is None
    assert window.tabs.tabText(window.tabs.currentIndex()).startswith("Generated 5×5, seed 7")
    doc.undo_stack.undo()
    assert doc.display_title() == old_title


@pytest.mark.parametrize("genre", list(load_genres()))
def test_a_generated_puzzle_goes_into_the_library_with_its_grade_and_seed(window, qtbot, monkeypatch, tmp_path, genre):
    from PySide6.QtWidgets import QFileDialog

    from solvers.library import Library

    doc = window.open_file(sorted((SAMPLES / genre).glob("*.json"))[0])
    _generate(doc, qtbot, 5, 11)
    target = tmp_path / "made.db"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.add_to_library_action.trigger()
    doc.undo_stack.undo()  # the previous puzzle: nothing generated about it
    window.add_to_library_action.trigger()
    with Library(target) as library:
        made, before = library.entries()
    assert made.seed == 11 and made.level and made.report and made.generator_version is not None
    assert (before.seed, before.level) == (None, None)


def test_a_generated_puzzle_played_on_keeps_its_grade_in_the_library(window, qtbot, monkeypatch, tmp_path):
    """Issue 38: the row showed '-' for the grade. Played on after it was made (Play entered,
    a cell filled by a click), the puzzle is still the generated one: its grade is stored and
    the library window shows it under the thumbnail."""
    from PySide6.QtWidgets import QFileDialog

    from solvers.library import Library
    from studio.level_box import level_name
    from studio.library_window import open_library

    from .test_editor import centre

    doc = window.new("nonogram", 5, 5)
    _generate(doc, qtbot, 5, 3)
    doc.tabs.setCurrentIndex(PLAY)
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 0, 0))
    assert doc.undo_stack.count() >= 2  # the generated puzzle, then the player's cell
    target = tmp_path / "played.db"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.add_to_library_action.trigger()
    with Library(target) as library:
        (entry,) = library.entries()
    assert entry.level and entry.seed == 3
    shown = open_library(window, target)
    assert shown.list.item(0).text().endswith("\n" + level_name(entry.level))  # in the user's words
    assert [shown.grade_box.itemData(i) for i in range(shown.grade_box.count())] == ["", entry.level]
