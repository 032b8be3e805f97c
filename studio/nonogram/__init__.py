"""The nonogram's studio side: declares its documents, preview, start-page size and sample titles to studio.registry."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP

from solvers.nonogram import formats
from solvers.nonogram.derive import clues_from_picture

from .. import history, thumbnail
from ..registry import GenreUI, register
from . import renderer
from .document import NonogramDocument

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtGui import QPixmap

    from solvers.nonogram.model import Nonogram


def new_document(width: int, height: int) -> NonogramDocument:
    return NonogramDocument(clues_from_picture(np.zeros((height, width), dtype=np.int8)))


def open_document(path: str | Path, fmt: str | None = None) -> NonogramDocument:
    document = NonogramDocument(formats.read_file(path, fmt), path=str(path))
    history.resume(document, history.section_of(path))
    return document



def preview(puzzle: Nonogram, size: int) -> QPixmap:
    layout = renderer.Layout(puzzle, 24.0)
    return thumbnail.render(layout, lambda p: renderer.paint(p, layout, None, renderer.PRINT, renderer.Overlay()), size)


# The titles of the shipped samples (their files keep one title, in English), marked for translation.
SAMPLE_TITLES = tuple(map(str, (
    QT_TRANSLATE_NOOP("Samples", "Anchor (needs probing)"),
    QT_TRANSLATE_NOOP("Samples", "Anchor, 20x20 (GA demo: line logic stalls)"),
    QT_TRANSLATE_NOOP("Samples", "Cup of coffee"),
    QT_TRANSLATE_NOOP("Samples", "Arrow"),
    QT_TRANSLATE_NOOP("Samples", "Bell"),
    QT_TRANSLATE_NOOP("Samples", "Cat face"),
    QT_TRANSLATE_NOOP("Samples", "Fir tree"),
    QT_TRANSLATE_NOOP("Samples", "Fish"),
    QT_TRANSLATE_NOOP("Samples", "Ghost"),
    QT_TRANSLATE_NOOP("Samples", "Key"),
    QT_TRANSLATE_NOOP("Samples", "Leaf"),
    QT_TRANSLATE_NOOP("Samples", "Rabbit"),
    QT_TRANSLATE_NOOP("Samples", "Star"),
    QT_TRANSLATE_NOOP("Samples", "Heart"),
    QT_TRANSLATE_NOOP("Samples", "House with a tree"),
    QT_TRANSLATE_NOOP("Samples", "Mushroom"),
    QT_TRANSLATE_NOOP("Samples", "Musical notes"),
    QT_TRANSLATE_NOOP("Samples", "Not unique (demo): a die showing two, either diagonal"),
    QT_TRANSLATE_NOOP("Samples", "Rocket"),
    QT_TRANSLATE_NOOP("Samples", "Rubber duck"),
    QT_TRANSLATE_NOOP("Samples", "Sailboat"),
    QT_TRANSLATE_NOOP("Samples", "Sitting cat"),
    QT_TRANSLATE_NOOP("Samples", "Smiley"),
    QT_TRANSLATE_NOOP("Samples", "Teapot"),
    QT_TRANSLATE_NOOP("Samples", "Torii gate"),
    QT_TRANSLATE_NOOP("Samples", "Umbrella"),
    QT_TRANSLATE_NOOP("Samples", "Worked example 1 (line logic solves it)"),
    QT_TRANSLATE_NOOP("Samples", "Worked example 2 (needs probing: line logic stalls)"),
)))

# The studio's declaration of the genre (the engine's, solvers/nonogram/genre.py, holds its names,
# formats and methods).
register(GenreUI("nonogram", new_document, open_document, 100, from_puzzle=NonogramDocument, preview=preview,
                 open_extensions=tuple(formats.BINARY_EXTENSIONS), new_size=(10, 10), sample_titles=SAMPLE_TITLES,
                 position=0))
