"""The nonogram's studio side: registers its editor document and formats with studio.registry."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP

from solvers.nonogram import formats
from solvers.nonogram.derive import clues_from_picture

from ..registry import GenreUI, register
from .document import NonogramDocument


def new_document(width: int, height: int) -> NonogramDocument:
    return NonogramDocument(clues_from_picture(np.zeros((height, width), dtype=np.int8)))


def open_document(path, fmt: str | None = None) -> NonogramDocument:
    return NonogramDocument(formats.read_file(path, fmt), path=str(path))


FORMATS = tuple((name, ext) for ext, name in formats.EXTENSIONS.items())

register(GenreUI("nonogram", QT_TRANSLATE_NOOP("Genres", "Nonogram"), new_document, open_document, FORMATS, 100))
