"""A fourth genre from the test tree (tests/fourth_genre: one-row lights), registered through its
one declaration, in the studio: it is offered (New, the start page's samples), a file of it opens,
solves in the Solve panel, takes a move in Play, saves, and reopens with its undo chain."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPointF, Qt

from solvers.document import SECTION_KEY
from studio.registry import load_genres
from tests.fourth_genre import HERE, registered

SAMPLE = HERE / "samples" / "lights" / "three.json"


@pytest.fixture
def lights():
    with registered() as declared:
        yield declared


@pytest.fixture
def lights_window(lights, qtbot):
    from studio.main_window import MainWindow

    win = MainWindow(restore_autosave=False)
    qtbot.addWidget(win)
    yield win
    win.close()


def test_the_studio_offers_it_from_its_declaration(lights, lights_window):
    assert "lights" in load_genres()
    page = lights_window.start_page
    assert "lights" in page.new_buttons and page.new_buttons["lights"].text() == "One-row lights"
    assert [box.value() for box in page.new_sizes["lights"]] == [5, 2]
    assert any("Three in a row" in button.text() for button in page.sample_buttons)


def test_open_solve_play_save_and_reopen_with_the_undo_chain(lights, lights_window, qtbot, tmp_path):
    path = tmp_path / "three.json"
    path.write_bytes(SAMPLE.read_bytes())
    doc = lights_window.open_file(path)
    assert doc.genre == "lights" and doc.clues == (2, 2, 2, 1, 1)

    doc.tabs.setCurrentIndex(1)  # Solve: the declared methods, run in a worker
    panel = doc.solve_panel
    assert panel.method_box.findData("brute") >= 0
    panel.method_box.setCurrentIndex(panel.method_box.findData("brute"))
    panel.solve()
    qtbot.waitUntil(lambda: panel.done is not None, timeout=30_000)
    assert panel.done.unique and panel.done.solution == ["##.#."]

    doc.tabs.setCurrentIndex(2)  # Play: a click lights the first cell, one undoable move
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=QPointF(doc.grid.cell / 2, doc.grid.cell / 2).toPoint())
    assert doc.lit_row() == "#...." and doc.undo_stack.count() == 1

    assert lights_window.save_to(doc, path)
    saved = json.loads(path.read_text())
    assert saved["genre"] == "lights" and len(saved[SECTION_KEY]["moves"]) == 1

    copy = tmp_path / "copy.json"
    copy.write_bytes(path.read_bytes())
    again = lights_window.open_file(copy)  # reopened: the board and its undo chain
    assert again is not doc and again.lit_row() == "#...." and again.undo_stack.count() == 1
    again.undo_stack.undo()
    assert again.lit_row() == "....."
