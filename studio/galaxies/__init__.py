"""Tentai Show (Galaxies) in the studio: registers its document and formats with studio.registry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from solvers.galaxies import formats
from solvers.galaxies.model import Galaxies

from .. import history, thumbnail
from ..registry import GenreUI, register
from . import renderer
from .document import GalaxiesDocument

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtGui import QPixmap


def new_document(width: int, height: int) -> GalaxiesDocument:
    return GalaxiesDocument(Galaxies(width, height, ()))


def open_document(path: str | Path, fmt: str | None = None) -> GalaxiesDocument:
    document = GalaxiesDocument(formats.read_file(path, fmt), path=str(path))
    history.resume(document, history.section_of(path))
    return document


FORMATS = tuple((name, ext) for ext, name in formats.EXTENSIONS.items())

def preview(puzzle: Galaxies, size: int) -> QPixmap:
    layout = renderer.Layout(puzzle.width, puzzle.height, 24.0, margin=6.0)
    view = renderer.View(dots=puzzle.dots)
    return thumbnail.render(layout, lambda p: renderer.paint(p, layout, view, renderer.PRINT), size)


register(GenreUI("galaxies", QT_TRANSLATE_NOOP("Genres", "Tentai Show (Galaxies)"), new_document, open_document,
                 FORMATS, 100, from_puzzle=GalaxiesDocument, preview=preview))
