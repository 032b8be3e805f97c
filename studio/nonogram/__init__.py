"""The nonogram's studio side: registers its editor document and formats with studio.registry."""

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


FORMATS = tuple((name, ext) for ext, name in formats.EXTENSIONS.items())

def preview(puzzle: Nonogram, size: int) -> QPixmap:
    layout = renderer.Layout(puzzle, 24.0)
    return thumbnail.render(layout, lambda p: renderer.paint(p, layout, None, renderer.PRINT, renderer.Overlay()), size)


register(GenreUI("nonogram", QT_TRANSLATE_NOOP("Genres", "Nonogram"), new_document, open_document, FORMATS, 100,
                 from_puzzle=NonogramDocument, preview=preview, open_extensions=tuple(formats.BINARY_EXTENSIONS)))
