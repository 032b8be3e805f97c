"""The studio side of the genre registry (DESIGN.md): a genre's name -> its editor and renderer.

The engine registry (solvers.genres) says what a genre *is* (formats, methods); this one says how
the studio shows it. A genre package under studio/ registers one ``GenreUI`` when imported;
``load_genres`` imports every package named here, so adding a genre is one module and one line.
Nothing else in the studio tests the genre.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from typing import Protocol


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


# What a genre's grid paints beside the board: its renderer's overlay, view or scene, which
# only that genre's panels read.
GridScene = object

# Engine genre name -> the studio module that registers its GenreUI.
STUDIO_MODULES = {
    "nonogram": "studio.nonogram",
    "galaxies": "studio.galaxies",
    "numberlink": "studio.numberlink",
}


@dataclass(frozen=True)
class GenreUI:
    name: str
    display_name: str
    # new_document(width, height) -> document widget (a studio.document.PuzzleDocument)
    new_document: Callable
    # open_document(path, fmt=None) -> document widget; raises PuzzleFormatError / OSError
    open_document: Callable
    # (format name, file extension) pairs for Import / Export, the native format first
    formats: tuple[tuple[str, str], ...]
    max_size: int
    # from_puzzle(puzzle) -> document widget for an engine puzzle (an entry of a collection)
    from_puzzle: Callable
    # preview(puzzle, size) -> QPixmap of the puzzle as it is given, no answer (the start page)
    preview: Callable
    # extensions Open also shows that Export does not write (binary pictures: the engine's
    # formats.BINARY_EXTENSIONS), e.g. (".png",)
    open_extensions: tuple[str, ...] = ()


_GENRES: dict[str, GenreUI] = {}


def register(ui: GenreUI) -> None:
    _GENRES[ui.name] = ui


def load_genres() -> dict[str, GenreUI]:
    for name, module in STUDIO_MODULES.items():
        if name not in _GENRES:
            import_module(module)
    return dict(_GENRES)


def genre_ui(name: str) -> GenreUI:
    genres = load_genres()
    if name not in genres:
        from solvers.errors import PuzzleFormatError

        raise PuzzleFormatError(f"the studio has no editor for the genre {name!r}")
    return genres[name]
