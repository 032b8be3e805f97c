"""Tentai Show (Galaxies) in the studio: declares its documents, preview, start-page size and sample titles to studio.registry."""

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



def preview(puzzle: Galaxies, size: int) -> QPixmap:
    layout = renderer.Layout(puzzle.width, puzzle.height, 24.0, margin=6.0)
    view = renderer.View(dots=puzzle.dots)
    return thumbnail.render(layout, lambda p: renderer.paint(p, layout, view, renderer.PRINT), size)


# The titles of the shipped samples (their files keep one title, in English), marked for translation.
SAMPLE_TITLES = tuple(map(str, (
    QT_TRANSLATE_NOOP("Samples", "Diamond (black dots draw it)"),
    QT_TRANSLATE_NOOP("Samples", "Staircase"),
    QT_TRANSLATE_NOOP("Samples", "Cross at the centre"),
    QT_TRANSLATE_NOOP("Samples", "Long arms"),
    QT_TRANSLATE_NOOP("Samples", "Heart (black dots draw it)"),
    QT_TRANSLATE_NOOP("Samples", "Star (black dots draw it)"),
    QT_TRANSLATE_NOOP("Samples", "Fish (black dots draw it)"),
    QT_TRANSLATE_NOOP("Samples", "Mushroom (black dots draw it)"),
    QT_TRANSLATE_NOOP("Samples", "Small spiral arms"),
)))

# The studio's declaration of the genre (the engine's, solvers/galaxies/genre.py, holds its names,
# formats and methods).
register(GenreUI("galaxies", new_document, open_document, 100, from_puzzle=GalaxiesDocument, preview=preview,
                 new_size=(7, 7), sample_titles=SAMPLE_TITLES, position=1))
