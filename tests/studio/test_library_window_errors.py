"""The studio's library window and libraries that do not read (issue 37): a damaged file, a file
that is not a library, one that cannot be read are each one "Cannot open library" dialog of one
sentence, never "Internal error"; malformed rows are left out and counted under the list; a
library damaged while its window is open is the same dialog at the next filter change."""

from __future__ import annotations

import random
import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from solvers import batch
from solvers.library import Library
from studio.library_window import LibraryWindow

PAGE = 4096


@pytest.fixture
def dialogs(monkeypatch):
    """(title, text) of each warning the studio shows."""
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))
    return shown


def _library(path, seeds=(1, 2, 3)):
    with Library(path) as library:
        for seed in seeds:
            library.add(batch.entry_of(batch.generate_job("nonogram", 5, 5, seed, {})))
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=DELETE")  # one file, so that damaging it is damaging all
    db.close()
    return path


def _open(window, monkeypatch, path):
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.open_library_action.trigger()
    return window.findChildren(LibraryWindow)


def _damaged(path):
    data = bytearray(path.read_bytes())
    data[PAGE:2 * PAGE] = random.Random(1).randbytes(PAGE)  # the puzzles' table's first page
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("make, words", [
    (lambda p: _damaged(_library(p)), "the library is damaged"),
    (lambda p: p.write_text("not a library\n"), "not a puzzle library"),
    (lambda p: p.mkdir(), "cannot read"),  # a folder: unreadable as a file, for root too
])
def test_a_library_that_does_not_read_is_one_cannot_open_dialog(window, qtbot, monkeypatch, tmp_path, dialogs,
                                                                 make, words):
    path = tmp_path / "lib.db"
    make(path)
    assert _open(window, monkeypatch, path) == []
    assert len(dialogs) == 1
    title, text = dialogs[0]
    assert title == "Cannot open library"
    assert words in text and "\n" not in text and "Internal error" not in text


def test_malformed_rows_are_left_out_and_counted(window, qtbot, monkeypatch, tmp_path, dialogs):
    path = _library(tmp_path / "lib.db", seeds=(1, 2, 3, 4))
    db = sqlite3.connect(path)
    db.execute("UPDATE puzzles SET puzzle='{not json' WHERE id=2")
    db.execute("UPDATE puzzles SET height=-3 WHERE id=3")
    db.execute("UPDATE puzzles SET genre='cube' WHERE id=4")
    db.commit()
    db.close()
    [dialog] = _open(window, monkeypatch, path)
    qtbot.waitExposed(dialog)
    assert dialogs == []
    assert dialog.list.count() == 1
    assert dialog.list.item(0).data(Qt.ItemDataRole.UserRole).id == 1
    assert "3 rows that do not read left out" in dialog.count_label.text()
    assert "id 2, 3, 4" in dialog.count_label.toolTip()
    # title, copyright, contents, the genre's rules; the one puzzle, and its solution
    assert dialog.make_book(tmp_path / "book.pdf") == 3 + 1 + 1 + 1


def test_a_library_damaged_while_open_is_the_same_dialog(window, qtbot, monkeypatch, tmp_path, dialogs):
    path = _library(tmp_path / "lib.db")
    [dialog] = _open(window, monkeypatch, path)
    qtbot.waitExposed(dialog)
    assert dialog.list.count() == 3
    _damaged(path)
    dialog.genre_box.setCurrentIndex(1)  # a filter changed: the library is read again
    assert [title for title, _ in dialogs] == ["Cannot open library"]
    assert "damaged" in dialogs[0][1]
    assert dialog.list.count() == 0
