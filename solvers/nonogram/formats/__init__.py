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
webpbn     .xml        webpbn's XML (its export, pbnsolve's input), black and white, with its goal
g          .g          Olsak's grid format (pbnsolve's examples): ``:`` lines open rows, columns
mk         .mk         Olsak's .mk: ``H W`` (height first), row clues, a ``#`` line, column clues
cwd        .cwd        QNonograms' CWD: height, width, row clues, a blank line, column clues
pbm        .pbm        a PBM solution picture (``P1`` text; ``P4`` raw is read too), clues derived
gno        .gno        Gnonograms' game file: ``[Dimensions]``, ``[Row clues]``, ``[Column clues]``...
nonogrid   .toml       nonogrid's TOML: ``[clues]`` with the strings ``rows`` and ``columns``
png        .png        a PNG solution picture, one pixel a cell (binary: ``BINARY_FORMATS``)
puzzlink   .url        a puzz.link URL ``https://puzz.link/p?nonogram/W/H/BODY`` (puzzlink.py)
pzprv3     .pzpr       pzprjs's saved file ``pzprv3`` / ``nonogram`` / H / W / grid (puzzlink.py)
sav        .sav        Simon Tatham's saved game of Pattern (a game in progress: ../tatham.py)
=========  ==========  =====================================================================

``FORMATS`` are text; ``BINARY_FORMATS`` (PNG) are read and written as bytes by ``read_file``,
``read_data`` and ``write_file`` (``read``/``write`` take text). A binary picture (PNG, raw PBM)
is recognised by its magic bytes before any text decoding (``detect_data_format``).

The native JSON keys are ``genre``, ``format_version``, ``rows``, ``columns`` (required),
``title``, ``author``, ``license``, ``goal`` (a list of ``#``/``.`` rows, or null) and the
optional strings ``copyright`` and ``catalogue``, which carry the .non metadata of the same
names through ``puzzle.extra`` (so a CC-BY attribution survives a conversion).

``.txt`` is deliberately not mapped: in the wild it holds Tatham IDs, pictures and solution
grids alike, so a ``.txt`` file is recognised by its content (``detect_format``).

The TAAI/TCGA/ICGA tournament batch files (``$n`` + 50 TAB-separated clue lines, always
25x25) are read by ``read_taai_batch`` and their solution files by ``read_taai_solutions``; a
webpbn ``<puzzleset>`` of several puzzles by ``BATCH_FORMATS["webpbn-set"]`` (``read`` takes the
first, as pbnsolve does).

Every reader ends in ``validate``, so every bad input raises one ``PuzzleFormatError`` whose
message is a single line naming the input line (when there is one) and the problem.
Sizes are written ``WxH`` (width first) throughout, as Tatham and nonogram-db do.

One module per format (``native_json``, ``non``, ``nin``, ``sgt``, ``picture``, ``taai``,
``webpbn``, ``olsak`` (.g), ``mk``, ``cwd``, ``pbm``, ``png``, ``gno``, ``nonogrid``), each
with ``read(text)`` and ``write(puzzle)``; ``common`` holds validation and the shared parsing.
This module detects formats and dispatches. A format's module loads when that format is first
read or written, or when a text's format must be detected: a ``.json`` file needs only
``native_json`` (start-up, benchmarks/README.md: the other formats, html, derive, pzprjs and
Tatham's saves cost about 10 ms more of every small command line call).
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...errors import PuzzleFormatError
from ...textfiles import decode, read_bytes, write_bytes
from ..genre import GENRE
from ..model import Nonogram
from .common import EMPTY_CHARS, FILLED_CHARS, SourceLines, first_content_line, split_lines, validate
from .native_json import JSON_FORMAT_VERSION

if TYPE_CHECKING:  # the package's names of these load on first use (__getattr__ below)
    from .sgt import read_sgt_lines
    from .taai import TAAI_SIZE, read_taai_batch, read_taai_solutions

__all__ = [
    "BATCH_FORMATS",
    "BINARY_FORMATS",
    "EXTENSIONS",
    "FORMATS",
    "JSON_FORMAT_VERSION",
    "TAAI_SIZE",
    "SourceLines",
    "detect_data_format",
    "detect_format",
    "format_from_path",
    "read",
    "read_data",
    "read_file",
    "read_sgt_lines",
    "read_taai_batch",
    "read_taai_solutions",
    "validate",
    "write",
    "write_file",
]

# The formats' names, as the genre declares them (genre.py: the one table, which --help reads
# without this package and its numpy). BINARY_FORMATS are read and written as bytes, not text
# (the studio's Export lists the text formats).
FORMATS, EXTENSIONS = GENRE.format_names.text, GENRE.format_names.extensions
BINARY_FORMATS, BINARY_EXTENSIONS = GENRE.format_names.binary, GENRE.format_names.binary_extensions

# Files that hold many puzzles (the genre's BATCH_FORMATS: the command line, the benchmarks):
# each reader's module loads on its first call.
BATCH_FORMATS = GENRE.batch_formats()
# The package's names that live in a format's module: imported when first asked for.
_NAMES_OF_FORMATS = {"read_sgt_lines": "sgt", "TAAI_SIZE": "taai", "read_taai_batch": "taai",
                     "read_taai_solutions": "taai"}


def __getattr__(name: str) -> Any:
    if name in _NAMES_OF_FORMATS:
        return getattr(_module(_NAMES_OF_FORMATS[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _module(name: str) -> Any:
    """A format's module of this package, imported on first use (see the module docstring)."""
    return import_module(f"{__name__}.{name}")


def _function(entry: str) -> Callable:
    """``"module:function"`` of this package, its module imported on first use."""
    module, _, function = entry.partition(":")
    return getattr(_module(module), function)


# format -> "module:function" (the modules load on first use)
_READERS = {
    "json": "native_json:read",
    "non": "non:read",
    "nin": "nin:read",
    "sgt": "sgt:read",
    "picture": "picture:read",
    "webpbn": "webpbn:read",
    "g": "olsak:read",
    "mk": "mk:read",
    "cwd": "cwd:read",
    "pbm": "pbm:read",
    "gno": "gno:read",
    "nonogrid": "nonogrid:read",
    "png": "png:read",
    "puzzlink": "puzzlink:read",
    "pzprv3": "puzzlink:read_pzprv3",
    "sav": "sav:read",
}
_WRITERS = {
    "json": "native_json:write",
    "non": "non:write",
    "nin": "nin:write",
    "sgt": "sgt:write",
    "picture": "picture:write",
    "webpbn": "webpbn:write",
    "g": "olsak:write",
    "mk": "mk:write",
    "cwd": "cwd:write",
    "pbm": "pbm:write",
    "gno": "gno:write",
    "nonogrid": "nonogrid:write",
    "puzzlink": "puzzlink:write",
    "pzprv3": "puzzlink:write_pzprv3",
    "sav": "sav:write",
}


def detect_format(text: str) -> str:
    """Name the format of a text from its content (see the module docstring)."""
    from . import cwd, gno, mk, non, nonogrid, olsak, pbm, sav, sgt, webpbn  # what tells them apart

    lines = split_lines(text)
    first = first_content_line(lines)
    if first is None:
        raise PuzzleFormatError("empty file")
    head = lines[first].strip()
    if sav.recognised(text):
        return "sav"
    if head.startswith("{"):
        return "json"
    if webpbn.is_webpbn(head):
        return "webpbn"
    if pbm.is_plain(head):
        return "pbm"
    linked = _pzprjs_format(text, head, first)
    if linked:
        return linked
    if sgt.ID.match(head) or sgt.SEED.match(head):
        return "sgt"
    if nonogrid.is_nonogrid(lines):  # before .non: its "rows = ..." looks like a .non key
        return "nonogrid"
    if gno.is_gno(lines):
        return "gno"
    if olsak.is_g(lines):
        return "g"
    if re.fullmatch(r"[0-9]+\s+[0-9]+", head):
        return "mk" if mk.is_mk(lines, first) else "nin"
    if cwd.is_cwd(lines, first):  # before the picture: "10" and "01" are picture rows too
        return "cwd"
    if any(non.key_value(line)[0] in non.KEYS for line in lines):
        return "non"
    if all(ch in FILLED_CHARS + EMPTY_CHARS for ch in head):
        return "picture"
    raise PuzzleFormatError(
        "cannot tell the format: not JSON, .non, .nin, a Pattern game ID, a picture, a puzz.link URL, "
        "pzprv3, webpbn XML, .g, .mk, CWD, PBM, .gno or nonogrid TOML",
        first + 1,
    )


def _pzprjs_format(text: str, head: str, first: int) -> str | None:
    """``puzzlink`` or ``pzprv3`` for puzz.link's nonograms; another genre's link or file is
    refused here, naming what it holds."""
    from ... import pzprjs

    if pzprjs.url_genre(head) == "nonogram":
        return "puzzlink"
    if pzprjs.file_genre(text) == "nonogram":
        return "pzprv3"
    if pzprjs.is_url(head) or pzprjs.is_file(text):
        raise PuzzleFormatError(pzprjs.foreign(text, ("nonogram",)), first + 1)
    return None


def detect_data_format(data: bytes) -> str | None:
    """The binary picture format a file's bytes start with (``png``, or ``pbm`` for a raw
    ``P4``), or None for text (then ``detect_format`` on the decoded text)."""
    from . import pbm, png

    if png.is_png(data):
        return "png"
    if pbm.is_raw(data):
        return "pbm"
    if data.lstrip().startswith(b"<?xml"):  # XML in its own encoding (ISO-8859-1, say)
        return "webpbn"
    return None


def _check_format(fmt: str) -> str:
    if fmt not in FORMATS and fmt not in BINARY_FORMATS:
        raise PuzzleFormatError(
            f"unknown format {fmt!r}; choose one of {', '.join((*FORMATS, *BINARY_FORMATS))}")
    return fmt


def read(text: str, fmt: str | None = None) -> Nonogram:
    """Parse a puzzle; with ``fmt=None`` the format is detected from the content."""
    fmt = detect_format(text) if fmt is None else _check_format(fmt)
    return _function(_READERS[fmt])(text)


def write(puzzle: Nonogram, fmt: str) -> str:
    """The puzzle as text in a format. The puzzle is validated first, so that everything
    written can be read back."""
    validate(puzzle)
    if _check_format(fmt) in BINARY_FORMATS:
        raise PuzzleFormatError(f"{fmt} is a binary format: write it with write_file or write_data")
    writer = _function(_WRITERS[fmt])
    text = writer(puzzle)
    if fmt == "g" and puzzle.title and detect_format(text) != "g":
        # A .g title is the file's free first line: one that reads as another format's head
        # ("{…": JSON, "<…": XML) would open the file as that format, so it is left out.
        text = writer(dataclasses.replace(puzzle, title=""))
    return text


def write_data(puzzle: Nonogram, fmt: str) -> bytes:
    """The puzzle as the bytes of a file in a format, text or binary."""
    if _check_format(fmt) == "png":
        validate(puzzle)
        return _module("png").write_bytes(puzzle)
    return write(puzzle, fmt).encode("utf-8")


def read_data(data: bytes, fmt: str | None = None) -> Nonogram:
    """Parse a file's bytes: a binary picture by its reader, anything else as text."""
    fmt = _check_format(fmt) if fmt is not None else detect_data_format(data)
    if fmt == "png":
        return _module("png").read_bytes(data)
    if fmt == "webpbn" and data.lstrip().startswith(b"<?xml"):
        return _module("webpbn").read(data.lstrip())  # expat decodes it by its declaration
    if fmt == "pbm" and not data.lstrip().startswith(b"P1"):
        return _module("pbm").read_bytes(data)  # raw P4 (and its errors), not decoded as text
    return read(decode(data), fmt)


def format_from_path(path: str | os.PathLike) -> str | None:
    """The format an extension names, or None (e.g. for ``.txt``, which is ambiguous)."""
    suffix = Path(path).suffix.lower()
    return EXTENSIONS.get(suffix) or BINARY_EXTENSIONS.get(suffix)


def read_file(path: str | os.PathLike, fmt: str | None = None) -> Nonogram:
    """Read a puzzle file; the format comes from ``fmt``, else the extension, else content.

    OSError (missing file, permissions) propagates unchanged; bad content raises
    PuzzleFormatError.
    """
    return read_data(read_bytes(path), fmt or format_from_path(path))


def write_file(path: str | os.PathLike, puzzle: Nonogram, fmt: str | None = None) -> None:
    """Write a puzzle by the one writer's rules (solvers/textfiles.py: links followed,
    devices and pipes written into, regular files replaced atomically)."""
    path = Path(path)
    fmt = fmt or format_from_path(path)
    if fmt is None:
        raise PuzzleFormatError(
            f"cannot tell the format from the extension {path.suffix!r}; pass fmt="
        )
    write_bytes(path, write_data(puzzle, fmt))
