"""Every view opens the biggest puzzle the engine accepts (issue #27: a 200x200 nonogram
crashed the Solve view, which took the logarithm of a line's placement count, a number too
large for numpy)."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt

from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.formats import write as write_nonogram
from solvers.nonogram.model import MAX_SIZE as NONOGRAM_MAX
from solvers.nonogram.model import Nonogram


def biggest_nonogram(folder):
    rng = random.Random(3)
    picture = [[int(rng.random() < 0.5) for _ in range(NONOGRAM_MAX)] for _ in range(NONOGRAM_MAX)]
    puzzle = clues_from_picture(picture)
    path = folder / "biggest.json"  # clues only: the Solve view then shows the search space
    path.write_text(write_nonogram(Nonogram(puzzle.rows, puzzle.cols), "json"))
    return path


def biggest_galaxies(folder):
    from solvers.galaxies.model import MAX_SIZE

    dots = [{"x2": 2 * x + 1, "y2": 2 * y + 1, "colour": "white"}
            for y in range(4, MAX_SIZE, 10) for x in range(4, MAX_SIZE, 10)]
    path = folder / "biggest.json"
    path.write_text(json.dumps({"genre": "galaxies", "format_version": 1, "width": MAX_SIZE,
                                "height": MAX_SIZE, "dots": dots}))
    return path


def biggest_numberlink(folder):
    from solvers.numberlink.model import MAX_SIZE

    last = MAX_SIZE - 1
    ends = [[[0, 0], [last, last]], [[0, last], [last, 0]], [[10, 50], [90, 50]]]
    path = folder / "biggest.json"
    path.write_text(json.dumps({"genre": "numberlink", "format_version": 1, "width": MAX_SIZE,
                                "height": MAX_SIZE, "pairs": [{"label": str(i + 1), "ends": e}
                                                               for i, e in enumerate(ends)]}))
    return path


@pytest.mark.parametrize("make", [biggest_nonogram, biggest_galaxies, biggest_numberlink])
def test_every_mode_opens_the_biggest_puzzle_of_each_genre(window, qtbot, tmp_path, make):
    doc = window.open_file(make(tmp_path))
    assert doc is not None and window.current() is doc
    for key in (Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_1):  # Solve, Play, Edit by their shortcuts
        qtbot.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)
        qtbot.wait(1)  # let queued repaints and layout run, as the event loop would
        assert doc.tabs.currentIndex() == {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}[key]
        assert not doc.grab().isNull()  # each view paints the whole grid


def test_a_puzzle_too_big_for_the_window_makes_it_grow_to_show_it_whole(window, qtbot, tmp_path):
    """As Tatham's front ends do: a puzzle that does not fit at a readable size grows the
    window, as far as the screen allows (a 45x45 opened with rows cut off)."""
    rng = random.Random(8)
    picture = [[int(rng.random() < 0.5) for _ in range(20)] for _ in range(20)]
    puzzle = clues_from_picture(picture)
    path = tmp_path / "twenty.json"
    path.write_text(write_nonogram(Nonogram(puzzle.rows, puzzle.cols), "json"))
    window.resize(560, 420)
    qtbot.waitUntil(lambda: window.width() == 560)
    doc = window.open_file(path)
    room = window.screen().availableGeometry()
    assert window.width() > 560 and window.height() > 420
    assert window.frameGeometry().width() <= room.width() and window.frameGeometry().height() <= room.height()
    viewport = doc.scroll_area.viewport().size()
    assert doc.grid.width() <= viewport.width() and doc.grid.height() <= viewport.height()  # whole
