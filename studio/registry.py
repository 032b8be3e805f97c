"""The studio side of the genre registry (DESIGN.md): a genre's name -> its editor and renderer.

The engine registry (solvers.genres) says what a genre *is* (names, formats, methods); this one
says how the studio shows it. Each studio genre package declares one ``GenreUI`` and registers
it when imported; ``load_genres`` imports, for every engine genre, the studio module its
declaration names (``Genre.studio``), so a genre's studio half needs no line here. What the
engine declares is not repeated: a GenreUI's display name and formats are the engine's.
Nothing else in the studio tests the genre.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from typing import Protocol

from solvers.genres import GENRES
from solvers.genres import genre as engine_genre


class Puzzle(Protocol):
    """An engine puzzle of any genre, as the studio's genre-blind code passes it on: named
    by what it has, not by the genres (a fourth genre edits no list here; the import-linter
    contract in pyproject.toml keeps the genres' packages apart)."""

    @property  # read-only: the engine's puzzles are frozen dataclasses
    def title(self) -> str: ...

    @property
    def width(self) -> int: ...

    @property
    def height(self) -> int: ...

    @property
    def shape(self) -> tuple[int, int]: ...  # (height, width)


# What a genre's grid paints beside the board: its renderer's overlay, view or scene, which
# only that genre's panels read.
GridScene = object

@dataclass(frozen=True)
class GenreUI:
    name: str  # the engine genre's (solvers.genres)
    # new_document(width, height) -> document widget (a studio.document.PuzzleDocument)
    new_document: Callable
    # open_document(path, fmt=None) -> document widget; raises PuzzleFormatError / OSError
    open_document: Callable
    max_size: int
    # from_puzzle(puzzle) -> document widget for an engine puzzle (an entry of a collection)
    from_puzzle: Callable
    # preview(puzzle, size) -> QPixmap of the puzzle as it is given, no answer (the start page)
    preview: Callable
    # extensions Open also shows that Export does not write (binary pictures: the engine's
    # formats.BINARY_EXTENSIONS), e.g. (".png",)
    open_extensions: tuple[str, ...] = ()
    # the size the start page offers for a new puzzle (width, height)
    new_size: tuple[int, int] = (10, 10)
    # the titles of the genre's samples, marked for translation in context "Samples"
    # (QT_TRANSLATE_NOOP; studio/sample_names.py collects them)
    sample_titles: tuple[str, ...] = ()
    # Where the studio lists the genre (New, the start page, the menus), lowest first, then in
    # the engine registry's order. The studio's order is its own: the engine's is also the
    # order in which the command line tries the genres on a file, and the book's.
    position: int = 100

    @property
    def display_name(self) -> str:
        """The engine's display name, in English (main_window.genre_name translates it)."""
        return engine_genre(self.name).display_name

    @property
    def formats(self) -> tuple[tuple[str, str], ...]:
        """(format name, file extension) pairs for Import / Export, the native format first:
        the engine's formats.EXTENSIONS."""
        return tuple((fmt, ext) for ext, fmt in engine_genre(self.name).module.formats.EXTENSIONS.items())


_GENRES: dict[str, GenreUI] = {}


def register(ui: GenreUI) -> None:
    _GENRES[ui.name] = ui


def unregister(name: str) -> None:
    _GENRES.pop(name, None)


def studio_modules() -> dict[str, str]:
    """Engine genre name -> the studio module that registers its GenreUI (its declaration's
    ``studio``), in the registry's order."""
    return {name: declared.studio for name, declared in GENRES.items() if declared.studio}


def load_genres() -> dict[str, GenreUI]:
    """Every genre the studio has, in its order (GenreUI.position)."""
    for name, module in studio_modules().items():
        if name not in _GENRES:
            import_module(module)
    engine_order = list(GENRES)
    shown = sorted((ui for name, ui in _GENRES.items() if name in GENRES),
                   key=lambda ui: (ui.position, engine_order.index(ui.name)))
    return {ui.name: ui for ui in shown}


def genre_ui(name: str) -> GenreUI:
    genres = load_genres()
    if name not in genres:
        from solvers.errors import PuzzleFormatError

        raise PuzzleFormatError(f"the studio has no editor for the genre {name!r}")
    return genres[name]
