"""Opening a PNG solution picture in the studio (issue 39): the window's Open reads it through
the engine's formats.read_file, as the command line does (binary pictures go past the text
readers of collections), and a broken one is a dialog with one line."""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QMessageBox

from solvers.nonogram import formats
from solvers.nonogram.derive import clues_from_picture

HEART = np.array([[0, 1, 0, 1, 0], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [0, 1, 1, 1, 0], [0, 0, 1, 0, 0]], np.int8)


def test_open_a_png_into_the_main_window(window, tmp_path):
    path = tmp_path / "heart.png"
    formats.write_file(path, clues_from_picture(HEART))
    doc = window.open_file(path)
    assert doc is not None and doc.genre == "nonogram"
    assert window.current() is doc
    assert doc.puzzle() == clues_from_picture(HEART)
    assert doc.path is None and doc.title == "heart"  # not the native format: an untitled copy


def test_a_broken_png_is_one_line_in_a_dialog(window, tmp_path, monkeypatch):
    path = tmp_path / "broken.png"
    path.write_bytes(formats.write_data(clues_from_picture(HEART), "png")[:30])
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append(text))
    assert window.open_file(path) is None
    assert len(shown) == 1 and "bad PNG" in shown[0] and "\n" not in shown[0]


def test_open_and_import_list_png_but_export_does_not(window):
    assert "*.png" in window._all_puzzles_filter()
    assert "*.pbm" in window._all_puzzles_filter() and "*.xml" in window._all_puzzles_filter()
    assert ".png" not in [ext for _, ext in window_formats("nonogram")]


def window_formats(genre):
    from studio.registry import genre_ui

    return genre_ui(genre).formats


def test_a_webpbn_export_of_several_puzzles_opens_as_a_collection(window, tmp_path):
    from studio.collection import CollectionDialog

    holes = np.array([[1, 0, 1], [0, 0, 0]], np.int8)
    first, second = (formats.write(clues_from_picture(p), "webpbn") for p in (HEART, holes))
    path = tmp_path / "set.xml"
    path.write_text(first.replace("</puzzleset>", second[second.index("<puzzle "):]))
    dialog = window.open_file(path)
    assert isinstance(dialog, CollectionDialog) and len(dialog.entries) == 2
    dialog.step(1)
    assert window.current().puzzle() == clues_from_picture(holes)
    dialog.close()
