"""Tentai Show (Galaxies) in the studio: registers its document and formats with studio.registry."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from solvers.galaxies import formats
from solvers.galaxies.model import Galaxies

from ..registry import GenreUI, register
from .document import GalaxiesDocument


def new_document(width: int, height: int) -> GalaxiesDocument:
    return GalaxiesDocument(Galaxies(width, height, ()))


def open_document(path, fmt: str | None = None) -> GalaxiesDocument:
    return GalaxiesDocument(formats.read_file(path, fmt), path=str(path))


FORMATS = tuple((name, ext) for ext, name in formats.EXTENSIONS.items())

register(GenreUI("galaxies", QT_TRANSLATE_NOOP("Genres", "Tentai Show (Galaxies)"), new_document, open_document,
                 FORMATS, 100))
