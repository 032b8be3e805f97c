"""What a genre declares about itself, once (DESIGN.md: one genre, one package): the ``GENRE``
of its ``solvers/<genre>/genre.py``, which solvers/genres.py collects. Every other table is
derived from these declarations: the command line's choices and method lists, the book's
cell sizes and solution cells, the sample library's folders, the studio's genres (its
half registers from ``studio``) and the words its translations are made from.

This module is imported by the command line before it parses its arguments: it loads
nothing of any genre (a declaration is names, sentences and "module:attribute" strings).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any, NamedTuple


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # Qt's name: lupdate finds it
    """``text`` as it is. The engine never imports Qt, yet the studio shows a declaration's
    sentences (display names, method descriptions) translated: pyside6-lupdate finds them under
    this name in ``context`` (tools/update_translations.py scans the declarations), and the
    studio translates them with QCoreApplication.translate(context, text)."""
    return text


# The contexts of the declarations' words in the studio's translations. A declaration writes
# them as literals: lupdate reads the call's text, not the names' values.
GENRE_CONTEXT = "Genres"    # display names
METHOD_CONTEXT = "engine"   # method descriptions (studio/engine_texts.py)


class FormatNames(NamedTuple):
    """A genre's formats by name, the one table of them: its formats module reads and writes
    them (and re-exports these as FORMATS, EXTENSIONS, BINARY_FORMATS, BINARY_EXTENSIONS),
    its package's BATCH_FORMATS are made from ``batch``, and --help lists them without
    loading the genre's formats or model (numpy)."""

    # the text formats, the native one first; ".ext" (lower case) -> the format it selects
    text: tuple[str, ...]
    extensions: Mapping[str, str]
    # formats read and written as bytes (nonogram PNG), and their extensions
    binary: tuple[str, ...] = ()
    binary_extensions: Mapping[str, str] = {}  # shared by the declarations without one: never changed
    # files of many puzzles: format -> "module:function" of the package, ``function(text)``
    # giving [(name, puzzle), ...] (``Genre.batch_formats``)
    batch: Mapping[str, str] = {}

    def single(self) -> tuple[str, ...]:
        """The formats of one puzzle: the text formats, then the binary ones."""
        return (*self.text, *self.binary)


class Genre(NamedTuple):  # not a dataclass: --help and methods load no dataclasses (inspect, ast)
    name: str
    # English, as the command line and the book print it (the studio translates it)
    display_name: str
    # the package implementing solvers.protocol.GenrePackage
    package: str
    # method name -> ("module[:function]" of the package, description); the first is the default
    methods: Mapping[str, tuple[str, str]]
    # the methods that are complete (exact): a "no solution" from them is a proof
    complete_methods: tuple[str, ...]
    # its formats' names and extensions, and its files of many puzzles (FormatNames)
    format_names: FormatNames
    # The magic bytes that open the binary files the genre reads (its formats' read_file reads
    # bytes); detect_genre tells them before decoding any text, without importing the genre.
    binary_magic: tuple[bytes, ...] = ()
    # the book (solvers/book.py): a puzzle's smallest cell in millimetres (a pencil's room), and
    # the type of a solution's board-row cells (a row is a string or a list of these)
    book_cell_mm: float = 6.0
    solution_cell: type = str
    # the sample library's folder of this genre: None for the shipped library's <name>/
    # (solvers/samples.py), else a path (a genre shipped outside this distribution, or a test's)
    samples: str | None = None
    # the genre's play model (solvers/document.py GenrePlay) and its hint for a game in progress
    play: str = "moves:MODEL"
    hint: str = "hint:game_hint"
    # the module of the studio's half, which registers its GenreUI when imported
    # (studio/registry.py); a string, never imported by the engine. "" for none.
    studio: str = ""

    @property
    def module(self) -> Any:  # solvers.protocol.GenrePackage (not imported here: see the docstring)
        return import_module(self.package)

    def load(self, reference: str) -> Any:
        """An attribute of the genre's package named "module[:attribute]" (as the declaration's
        ``methods``, ``play`` and ``hint`` name them); the attribute defaults to ``solve``."""
        module, _, attribute = reference.partition(":")
        return getattr(import_module(f"{self.package}.{module}"), attribute or "solve")

    def batch_formats(self) -> dict[str, Callable[[str], list]]:
        """The readers of the genre's files of many puzzles (``format_names.batch``): format ->
        ``read(text)``, whose module loads on its first call (the package's BATCH_FORMATS)."""

        def reader(reference: str) -> Callable[[str], list]:
            def read(text: str) -> list:
                return self.load(reference)(text)

            read.__name__ = read.__qualname__ = reference.partition(":")[2]
            return read

        return {name: reader(reference) for name, reference in self.format_names.batch.items()}

    def play_model(self) -> Any:
        """The genre's side of the game model (solvers.document.GenrePlay)."""
        return self.load(self.play)

    def game_hint(self) -> Any:
        """``game_hint(state, cancel)``: the next hint for a game in progress."""
        return self.load(self.hint)
