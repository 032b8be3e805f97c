"""Numberlink's studio side: declares its documents, preview, start-page size and sample titles to studio.registry."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from solvers.numberlink import formats
from solvers.numberlink.model import MAX_SIZE, Numberlink
from solvers.numberlink.moves import native_extras
from solvers.textfiles import read_text

from .. import history, thumbnail
from ..registry import GenreUI, register
from . import renderer
from .document import NumberlinkDocument

if TYPE_CHECKING:
    from PySide6.QtGui import QPixmap


def new_document(width: int, height: int) -> NumberlinkDocument:
    return NumberlinkDocument(Numberlink(width, height, (), ()))


def open_document(path: str | Path, fmt: str | None = None) -> NumberlinkDocument:
    rules, empty = None, None  # None: the puzzle's own rule set (a puzz.link numlin: nikoli)
    if (fmt or formats.format_from_path(path)) == "json":
        rules, empty = native_extras(read_text(Path(path)))
    puzzle = empty if empty is not None else formats.read_file(path, fmt)
    document = NumberlinkDocument(puzzle, path=str(path), rules=rules)
    history.resume(document, history.section_of(path))
    return document



def preview(puzzle: Numberlink, size: int) -> QPixmap:
    layout = renderer.Layout(puzzle.shape, 24.0)
    numbers = {cell: (label, k) for k, (label, ends) in enumerate(zip(puzzle.labels, puzzle.endpoints), start=1)
               for cell in ends}
    scene = renderer.Scene(numbers=numbers)
    return thumbnail.render(layout, lambda p: renderer.paint(p, layout, scene, renderer.PRINT), size)


# The titles of the shipped samples (their files keep one title, in English), marked for translation.
SAMPLE_TITLES = tuple(map(str, (
    QT_TRANSLATE_NOOP("Samples", "Generated 6x6 #1"),
    QT_TRANSLATE_NOOP("Samples", "Generated 8x8 #2"),
    QT_TRANSLATE_NOOP("Samples", "Generated 10x10 #3"),
    QT_TRANSLATE_NOOP("Samples", "Generated 12x9 #4"),
    QT_TRANSLATE_NOOP("Samples", "Generated 15x15 #5"),
    QT_TRANSLATE_NOOP("Samples", "Generated 20x20 #6"),
)))

# The studio's declaration of the genre (the engine's, solvers/numberlink/genre.py, holds its names,
# formats and methods).
register(GenreUI("numberlink", new_document, open_document, MAX_SIZE, from_puzzle=NumberlinkDocument, preview=preview,
                 new_size=(8, 8), sample_titles=SAMPLE_TITLES, position=2))
