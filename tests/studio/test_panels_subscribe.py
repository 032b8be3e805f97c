"""The grid and the panels subscribe to their document (studio.changes): a move made through the
model alone, or an undo, reaches every panel, and a widget that is gone is never called (its
subscription ends with it)."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from solvers.genres import GENRES as ENGINE_GENRES
from solvers.samples import SAMPLES
from studio.changes import Change
from studio.moves import CellsMove, PartsMove
from studio.nonogram.grid import NonogramGrid

from .conftest import activate
from .test_autosave import click_cell

CTRL = Qt.KeyboardModifier.ControlModifier
GENRES = tuple(ENGINE_GENRES)  # every genre the registry has


def cell_colour(doc, row: int, col: int) -> QColor:
    """The colour the grid shows at the centre of a cell, as painted now."""
    point = doc.grid.layout_().cell_rect(row, col).center().toPoint()
    return doc.grid.grab().toImage().pixelColor(point)


class Spy(QWidget):
    """A widget that subscribes to a document and keeps what it heard."""

    def __init__(self, document) -> None:
        super().__init__()
        self.heard: list[Change] = []
        document.subscribe(self.model_changed)

    def model_changed(self, change: Change) -> None:
        self.heard.append(change)


def test_a_move_made_through_the_model_and_its_undo_reach_the_grid_and_the_play_panel(window, qtbot, tmp_path):
    path = tmp_path / "heart.json"
    path.write_bytes((SAMPLES / "nonogram" / "heart.json").read_bytes())
    doc = window.open_file(path)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_3, CTRL)  # Play
    goal = doc.puzzle().goal
    cells = [(int(r), int(c)) for r, c in zip(*np.nonzero(goal))]
    blank = cell_colour(doc, *cells[0])
    # No panel and no grid event: the move goes to the model, which announces it.
    doc.push(CellsMove("fill", "board", cells, [doc.board[c] for c in cells], [int(goal[c]) for c in cells]))
    assert doc.player.hint_label.text().startswith("Solved")  # the player heard: the finish is said
    assert window.statusBar().currentMessage().startswith("Solved")
    filled = cell_colour(doc, *cells[0])
    assert filled != blank and filled.lightness() < blank.lightness()  # the grid heard: painted black
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # undo, from the keyboard
    assert not doc.finished() and "Solved" not in doc.player.hint_label.text()
    assert "Solved" not in window.statusBar().currentMessage()  # taken back there too
    assert cell_colour(doc, *cells[0]) == blank


@pytest.mark.parametrize("genre", GENRES)
def test_a_title_changed_through_the_model_and_undone_shows_in_the_edit_panel(window, qtbot, genre):
    doc = window.new(genre, 5, 5)
    activate(qtbot, window)
    old = doc.title
    doc.push(PartsMove("Rename", {"title": old}, {"title": "Fox"}))
    assert doc.author.title_edit.text() == "Fox"
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert doc.author.title_edit.text() == old and doc.title == old
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)  # redo
    assert doc.author.title_edit.text() == "Fox"


@pytest.mark.parametrize("genre", GENRES)
def test_a_closed_widget_is_no_longer_called_and_its_subscription_goes(window, qtbot, genre):
    doc = window.new(genre, 5, 5)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_1, CTRL)  # Edit: a click on a cell is a move in every genre
    built = len(doc.changes)  # the grid and the three panels
    assert built >= 4
    spy = Spy(doc)
    assert len(doc.changes) == built + 1
    before = doc.undo_stack.count()
    click_cell(qtbot, doc, 1, 1)  # a filled cell, a dot, a number
    moves = doc.undo_stack.count() - before
    assert moves >= 1 and len(spy.heard) >= moves and not spy.heard[-1].live
    spy.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    spy.close()
    qtbot.waitUntil(lambda: len(doc.changes) == built)  # destroyed: unsubscribed
    heard = len(spy.heard)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # a change after it is gone: nobody calls it
    assert doc.undo_stack.count() - doc.undo_stack.index() == 1 and len(spy.heard) == heard


def test_a_second_view_of_a_document_follows_it_until_it_is_closed(window, qtbot):
    doc = window.new("nonogram", 5, 5)
    activate(qtbot, window)
    built = len(doc.changes)
    second = NonogramGrid(doc)  # another view of the same document, in a window of its own
    second.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    second.show()
    qtbot.waitExposed(second)
    click_cell(qtbot, doc, 2, 3)  # the author paints in the main window's grid
    point = second.layout_().cell_rect(2, 3).center().toPoint()
    assert second.grab().toImage().pixelColor(point) == cell_colour(doc, 2, 3)  # it follows
    assert second.layout_().puzzle.rows == doc.puzzle().rows == ((), (), (1,), (), ())  # laid out for the new clues
    second.close()
    qtbot.waitUntil(lambda: len(doc.changes) == built)
    click_cell(qtbot, doc, 2, 4)  # no call into the deleted view: no crash
    assert doc.picture[2, 4] != 0
