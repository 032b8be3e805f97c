"""The Generate box starts at the document's size and follows it (issue 38): on a 15x15 the
box says 15x15, as Tatham's Custom dialog starts at the game's size; a puzzle of another size
(generated, or the one before it brought back by Undo) moves the box to that size, and a size
the author typed stays while the document's does not change."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from studio.registry import load_genres

L = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier


def shown(box) -> tuple[int, int]:
    return box.width_box.value(), box.height_box.value()


def type_size(qtbot, spin, value: int) -> None:
    """Replace a spin box's number by keys, as a user would."""
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Tab)
    assert spin.value() == value


@pytest.mark.parametrize("genre", list(load_genres()))
def test_the_generate_box_shows_and_follows_the_documents_size(window, qtbot, genre):
    doc = window.new(genre, 15, 15)
    box = doc.author.generation
    assert shown(box) == (15, 15)
    assert shown(window.new(genre, 12, 9).author.generation) == (12, 9)  # width 12, height 9
    window.tabs.setCurrentWidget(doc)
    # A size typed for the next puzzle stays while the document keeps its own.
    type_size(qtbot, box.width_box, 5)
    type_size(qtbot, box.height_box, 5)
    box.seed_box.setValue(3)
    qtbot.mouseClick(box.button, L)
    running = (lambda: doc.author.generate_run) if genre == "galaxies" else (lambda: box.run)
    qtbot.waitUntil(lambda: running() is None)
    assert doc.puzzle().shape == (5, 5) and shown(box) == (5, 5)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # the 15x15 back: the box follows it
    assert doc.puzzle().shape == (15, 15)
    assert shown(box) == (15, 15)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert doc.puzzle().shape == (5, 5) and shown(box) == (5, 5)


@pytest.mark.parametrize("genre", list(load_genres()))
def test_a_document_bigger_than_the_generator_makes_shows_its_largest(window, genre):
    ui = load_genres()[genre]
    doc = window.new(genre, ui.max_size, ui.max_size)
    box = doc.author.generation
    largest = box.width_box.maximum()
    assert largest <= ui.max_size and shown(box) == (largest, largest)
