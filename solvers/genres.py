"""The genre registry: a genre's name -> its package, which implements the genre interface
(``solvers.protocol.GenrePackage``: formats, batch formats, methods, solve, board rows,
difficulty, generate, repair; tests/solvers/test_genre_protocol.py checks each genre).
Adding a genre means adding a package and one line here; front ends never test the genre."""

from __future__ import annotations

import os
from importlib import import_module
from typing import TYPE_CHECKING, NamedTuple

from .errors import PuzzleFormatError

if TYPE_CHECKING:
    from .protocol import GenrePackage


class Genre(NamedTuple):  # not a dataclass: --help and methods load no dataclasses (inspect, ast)
    name: str
    display_name: str
    package: str
    # The magic bytes that open the binary files the genre reads (its formats' read_file reads
    # bytes); detect_genre tells them before decoding any text. Declared here so that telling
    # needs no import of the genre.
    binary_magic: tuple[bytes, ...] = ()

    @property
    def module(self) -> GenrePackage:
        return import_module(self.package)


GENRES = {
    # PNG and raw PBM (P4) solution pictures, and XML in any encoding it declares (webpbn's;
    # no other genre reads XML): solvers/nonogram/formats png, pbm, webpbn
    "nonogram": Genre("nonogram", "Nonogram", "solvers.nonogram",
                      (b"\x89PNG\r\n\x1a\n", b"P4\n", b"P4 ", b"P4\r", b"P4\t", b"<?xml")),
    "numberlink": Genre("numberlink", "Numberlink", "solvers.numberlink"),
    "galaxies": Genre("galaxies", "Tentai Show (Galaxies)", "solvers.galaxies"),
}


def genre(name: str) -> Genre:
    if not isinstance(name, str) or name not in GENRES:
        raise PuzzleFormatError(f"unknown genre {name!r}; choose one of {', '.join(GENRES)}")
    return GENRES[name]


def detect_genre(path: str | os.PathLike) -> Genre:
    """The genre of a file: a binary picture's magic bytes (``Genre.binary_magic``), or the
    native JSON says so; otherwise the first genre that can read it.

    A file that cannot be a puzzle (too large, binary, broken JSON naming no genre) raises
    PuzzleFormatError here; OSError (missing file, permissions) propagates unchanged."""
    from .textfiles import decode, read_bytes  # here: the command line's parser needs only the names

    data = read_bytes(path)
    for candidate in GENRES.values():
        if data.startswith(candidate.binary_magic):
            return candidate
    return genre_of_text(decode(data))


def genre_of_text(text: str) -> Genre:
    """The genre of a puzzle text (see detect_genre)."""
    if text.lstrip().startswith("{"):
        return genre(_json_genre(text))
    # Formats of different genres can look alike at first sight (a Pattern ID and a Galaxies
    # ID both start "WxH:"; a row of dashes is a nonogram picture and a Galaxies drawing), so
    # the file goes to the first genre that reads it completely. When none does, the first
    # genre whose format detection recognised it gives its precise error.
    recognised = []
    for candidate in GENRES.values():
        formats = candidate.module.formats
        try:
            fmt = formats.detect_format(text)
        except PuzzleFormatError:
            continue
        recognised.append(candidate)
        try:
            formats.read(text, fmt)
        except PuzzleFormatError:
            continue
        return candidate
    return recognised[0] if recognised else next(iter(GENRES.values()))


def _json_genre(text: str) -> object:
    """The ``genre`` a JSON document names. A document that does not parse raises its one JSON
    error here, the same any genre's reader would give: it goes to no genre rather than to one
    whose reader would add nothing (or, if it let the error escape, crash the caller)."""
    from .textfiles import parse_json

    data = parse_json(text)
    if not isinstance(data, dict) or "genre" not in data:
        raise PuzzleFormatError(
            f"a JSON puzzle file is an object naming its genre, one of {', '.join(GENRES)}")
    return data["genre"]
