"""Nothing is written where it must not be (issue #27): a sample opens as an untitled copy, so
Ctrl+S asks where to save instead of overwriting the shipped file (inside site-packages in a
wheel install), and Open, Save and Export dialogs start in the user's folders, never inside
the application."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from solvers.samples import SAMPLES
from studio import settings as prefs

from .conftest import activate
from .test_action_errors import SaveDialog

HEART = SAMPLES / "nonogram" / "heart.json"
CTRL = Qt.KeyboardModifier.ControlModifier


def test_ctrl_s_on_a_sample_asks_where_to_save_and_leaves_the_shipped_file(window, qtbot, monkeypatch, tmp_path):
    shipped = HEART.read_bytes()
    heart = next(b for b in window.start_page.sample_buttons if b.text().startswith("Heart"))
    qtbot.mouseClick(heart, Qt.MouseButton.LeftButton)
    doc = window.current()
    assert doc.path is None  # an untitled copy
    target = tmp_path / "my-heart.json"
    dialog = SaveDialog(monkeypatch, (str(target), ""))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL)
    assert len(dialog.started_in) == 1  # asked where to save
    assert not prefs.is_shipped(dialog.started_in[0])  # and not inside the application
    assert HEART.read_bytes() == shipped
    assert target.exists() and Path(doc.path) == target
    assert str(target.resolve()) in prefs.recent_files()  # the user's copy is the user's file


def test_open_never_starts_inside_the_application(window, qtbot, monkeypatch, tmp_path):
    started = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda parent, caption, start, *rest, **kw: (started.append(Path(start)), ("", ""))[1])
    prefs.settings().setValue("last_dir", str(SAMPLES / "nonogram"))  # e.g. browsed there once
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_O, CTRL)
    assert started and not prefs.is_shipped(started[-1])
    assert started[-1] == prefs.documents_dir()
    prefs.settings().setValue("last_dir", str(tmp_path))  # the user's own folder is kept
    qtbot.keyClick(window, Qt.Key.Key_O, CTRL)
    assert started[-1] == tmp_path


def test_opening_a_sample_from_the_menu_is_not_remembered_as_a_recent_file_or_folder(window, tmp_path):
    prefs.settings().setValue("last_dir", str(tmp_path))
    doc = window.open_file(HEART)
    assert doc.path is None
    assert prefs.recent_files() == []
    assert Path(str(prefs.settings().value("last_dir"))) == tmp_path


def test_quitting_with_several_unsaved_puzzles_asks_once(window, qtbot, monkeypatch, tmp_path):
    """Six unsaved tabs asked six times; now one question lists them: Save All, Discard, Cancel."""
    from PySide6.QtWidgets import QMessageBox

    from .test_autosave import click_cell

    SB = QMessageBox.StandardButton
    docs, paths = [], []
    for index in range(3):
        path = tmp_path / f"heart-{index}.json"
        path.write_bytes(HEART.read_bytes())
        doc = window.open_file(path)
        window.tabs.setCurrentWidget(doc)
        click_cell(qtbot, doc, 0, index)  # a move on each board: each one unsaved
        docs.append(doc)
        paths.append(path)
    asked = []
    answers = iter([SB.Cancel, SB.SaveAll])
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *rest: (asked.append(text), next(answers))[1])
    assert not window.close()  # Cancel: the window stays, nothing is written
    assert len(asked) == 1 and all(doc.display_title() in asked[0] for doc in docs)
    assert all(path.read_bytes() == HEART.read_bytes() for path in paths)
    assert window.close()  # Save All: every one saved, once asked
    assert len(asked) == 2
    assert all(path.read_bytes() != HEART.read_bytes() for path in paths)
