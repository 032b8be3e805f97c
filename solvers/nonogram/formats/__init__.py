"""Read and write nonograms in every supported format.

Formats (``FORMATS``) and the file extensions that select them (``EXTENSIONS``):

=========  ==========  =====================================================================
name       extension   what it is
=========  ==========  =====================================================================
json       .json       the native format: ``{"genre": "nonogram", "format_version": 1, ...}``
non        .non        Steve Simpson's format as extended by mikix/nonogram-db (FORMAT.md)
nin        .nin        Jakub Wilk's format: ``W H``, then H row clues, then W column clues
sgt        .sgt        Simon Tatham's Pattern game ID ``WxH:cols/rows`` (one ID per line)
picture    .pic        the answer drawn as text: ``#`` filled, ``.`` empty, one line per row
sav        .sav        Simon Tatham's saved game of Pattern (a game in progress: ../tatham.py)
=========  ==========  =====================================================================

The native JSON keys are ``genre``, ``format_version``, ``rows``, ``columns`` (required),
``title``, ``author``, ``license``, ``goal`` (a list of ``#``/``.`` rows, or null) and the
optional strings ``copyright`` and ``catalogue``, which carry the .non metadata of the same
names through ``puzzle.extra`` (so a CC-BY attribution survives a conversion).

``.txt`` is deliberately not mapped: in the wild it holds Tatham IDs, pictures and solution
grids alike, so a ``.txt`` file is recognised by its content (``detect_format``).

The TAAI/TCGA/ICGA tournament batch files (``$n`` + 50 TAB-separated clue lines, always
25x25) are read by ``read_taai_batch`` and their solution files by ``read_taai_solutions``.

Every reader ends in ``validate``, so every bad input raises one ``PuzzleFormatError`` whose
message is a single line naming the input line (when there is one) and the problem.
Sizes are written ``WxH`` (width first) throughout, as Tatham and nonogram-db do.

One module per format (``native_json``, ``non``, ``nin``, ``sgt``, ``picture``, ``taai``), each
with ``read(text)`` and ``write(puzzle)``; ``common`` holds validation and the shared parsing.
This module detects formats and dispatches.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from ...errors import PuzzleFormatError
from ...textfiles import read_text, write_text
from ..model import Nonogram
from . import native_json, nin, non, picture, sav, sgt
from .common import EMPTY_CHARS, FILLED_CHARS, SourceLines, first_content_line, split_lines, validate
from .native_json import JSON_FORMAT_VERSION
from .sgt import read_sgt_lines
from .taai import TAAI_SIZE, read_taai_batch, read_taai_solutions

__all__ = [
    "BATCH_FORMATS",
    "EXTENSIONS",
    "FORMATS",
    "JSON_FORMAT_VERSION",
    "TAAI_SIZE",
    "SourceLines",
    "detect_format",
    "format_from_path",
    "read",
    "read_file",
    "read_sgt_lines",
    "read_taai_batch",
    "read_taai_solutions",
    "validate",
    "write",
    "write_file",
]

FORMATS = ("json", "non", "nin", "sgt", "picture", "sav")
EXTENSIONS = {".json": "json", ".non": "non", ".nin": "nin", ".sgt": "sgt", ".pic": "picture", ".sav": "sav"}

# Files that hold many puzzles (the genre's BATCH_FORMATS: the command line, the benchmarks).
BATCH_FORMATS = {
    "taai": read_taai_batch,
    "sgt-list": lambda text: [(str(i + 1), p) for i, p in enumerate(read_sgt_lines(text))],
}


_READERS = {
    "json": native_json.read,
    "non": non.read,
    "nin": nin.read,
    "sgt": sgt.read,
    "picture": picture.read,
    "sav": sav.read,
}
_WRITERS = {
    "json": native_json.write,
    "non": non.write,
    "nin": nin.write,
    "sgt": sgt.write,
    "picture": picture.write,
    "sav": sav.write,
}


def detect_format(text: str) -> str:
    """Name the format of a text from its content (see the module docstring)."""
    lines = split_lines(text)
    first = first_content_line(lines)
    if first is None:
        raise PuzzleFormatError("empty file")
    head = lines[first].strip()
    if sav.recognised(text):
        return "sav"
    if head.startswith("{"):
        return "json"
    if sgt.ID.match(head) or sgt.SEED.match(head):
        return "sgt"
    if re.fullmatch(r"[0-9]+\s+[0-9]+", head):
        return "nin"
    if any(non.key_value(line)[0] in non.KEYS for line in lines):
        return "non"
    if all(ch in FILLED_CHARS + EMPTY_CHARS for ch in head):
        return "picture"
    raise PuzzleFormatError(
        "cannot tell the format: not JSON, .non, .nin, a Pattern game ID or a picture",
        first + 1,
    )


def _check_format(fmt: str) -> str:
    if fmt not in FORMATS:
        raise PuzzleFormatError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    return fmt


def read(text: str, fmt: str | None = None) -> Nonogram:
    """Parse a puzzle; with ``fmt=None`` the format is detected from the content."""
    fmt = detect_format(text) if fmt is None else _check_format(fmt)
    return _READERS[fmt](text)


def write(puzzle: Nonogram, fmt: str) -> str:
    """The puzzle as text in a format. The puzzle is validated first, so that everything
    written can be read back."""
    validate(puzzle)
    return _WRITERS[_check_format(fmt)](puzzle)


def format_from_path(path: str | os.PathLike) -> str | None:
    """The format an extension names, or None (e.g. for ``.txt``, which is ambiguous)."""
    return EXTENSIONS.get(Path(path).suffix.lower())


def read_file(path: str | os.PathLike, fmt: str | None = None) -> Nonogram:
    """Read a puzzle file; the format comes from ``fmt``, else the extension, else content.

    OSError (missing file, permissions) propagates unchanged; bad content raises
    PuzzleFormatError.
    """
    text = read_text(path)
    return read(text, fmt or format_from_path(path))


def write_file(path: str | os.PathLike, puzzle: Nonogram, fmt: str | None = None) -> None:
    """Write a puzzle by the one writer's rules (solvers/textfiles.py: links followed,
    devices and pipes written into, regular files replaced atomically)."""
    path = Path(path)
    fmt = fmt or format_from_path(path)
    if fmt is None:
        raise PuzzleFormatError(
            f"cannot tell the format from the extension {path.suffix!r}; pass fmt="
        )
    write_text(path, write(puzzle, fmt))
