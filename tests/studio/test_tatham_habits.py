"""Simon Tatham's players' habits (issue 38): U and R undo and redo, Restart is a command of
Play, and a game ID or a puzz.link URL pasted as text opens a puzzle (his Game > Specific)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from solvers.genres import genre as engine_genre
from studio.document import PLAY
from studio.game_id_dialog import GameIdDialog
from studio.registry import load_genres

from .conftest import activate
from .test_editor import centre

SAMPLES = Path(__file__).resolve().parents[2] / "puzzles"
L = Qt.MouseButton.LeftButton


def _playing(window, qtbot):
    doc = window.open_file(SAMPLES / "nonogram" / "heart.json")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    assert doc.mode() == PLAY
    return doc


def test_u_and_r_undo_and_redo(window, qtbot):
    doc = _playing(window, qtbot)
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 0, 0))
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 1, 1))
    marked = int((doc.board != -1).sum())
    qtbot.keyClick(window, Qt.Key.Key_U)
    assert int((doc.board != -1).sum()) == marked - 1
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert int((doc.board != -1).sum()) == marked


def test_restart_empties_the_board_as_one_undoable_move(window, qtbot):
    doc = _playing(window, qtbot)
    for cell in ((0, 0), (1, 1), (2, 2)):
        qtbot.mouseClick(doc.grid, L, pos=centre(doc, *cell))
    before = doc.board.copy()
    qtbot.mouseClick(doc.player.restart_button, L)
    assert (doc.board == -1).all()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (doc.board == before).all()
    window.restart_action.trigger()  # the menu's Restart does the same
    assert (doc.board == -1).all()


@pytest.mark.parametrize("genre", [g for g in load_genres() if "sgt" in engine_genre(g).module.formats.FORMATS])
def test_a_pasted_game_id_opens_in_play(window, genre):
    formats = engine_genre(genre).module.formats
    sample = sorted((SAMPLES / genre).glob("*.json"))[0]
    game_id = formats.write(formats.read_file(sample), "sgt").strip()
    before = len(window.documents())
    doc = window.open_text(game_id)
    assert len(window.documents()) == before + 1 and doc.genre == genre and doc.mode() == PLAY
    assert doc.path is None and doc.display_title()
    assert formats.write(doc.puzzle(), "sgt").strip() == game_id


def test_a_text_no_genre_reads_is_one_dialog(window, isolated_settings):
    assert window.open_text("this is not a puzzle") is None
    assert len(isolated_settings) == 1 and "\n" not in isolated_settings[0]


def test_the_dialog_offers_what_was_just_copied(qtbot):
    QGuiApplication.clipboard().setText("  7x7:abc  ")
    dialog = GameIdDialog()
    qtbot.addWidget(dialog)
    assert dialog.text() == "7x7:abc"
    QGuiApplication.clipboard().setText("line one\nline two")  # a document, not an ID
    other = GameIdDialog()
    qtbot.addWidget(other)
    assert other.text() == ""
