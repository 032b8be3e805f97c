"""One format, a small native JSON: {"genre": "lights", "title": ..., "clues": [1, null, 2]}."""

from __future__ import annotations

import json
import os
from pathlib import Path

from solvers.errors import PuzzleFormatError
from solvers.textfiles import read_text, write_text

from .. import declaration
from .model import Lights

FORMATS, EXTENSIONS = declaration.format_names.text, declaration.format_names.extensions
MAX_WIDTH = 16  # the brute force tries 2^width lightings


def detect_format(text: str) -> str:
    try:
        data = json.loads(text)
    except ValueError:
        raise PuzzleFormatError("not a lights puzzle") from None
    if isinstance(data, dict) and data.get("genre") == "lights":
        return "json"
    raise PuzzleFormatError("not a lights puzzle")


def read(text: str, fmt: str | None = None) -> Lights:
    if (fmt or detect_format(text)) != "json":
        raise PuzzleFormatError(f"unknown format {fmt!r}; choose one of json")
    try:
        data = json.loads(text)
    except ValueError as error:
        raise PuzzleFormatError(f"not JSON: {error}") from None
    clues = data.get("clues") if isinstance(data, dict) else None
    if data.get("genre") != "lights" or not isinstance(clues, list) or not 1 <= len(clues) <= MAX_WIDTH \
            or not all(c is None or (type(c) is int and 0 <= c <= 3) for c in clues):
        raise PuzzleFormatError(f"a lights puzzle has 1 to {MAX_WIDTH} clues, each 0 to 3 or null")
    return Lights(tuple(clues), str(data.get("title", "")))


def write(puzzle: Lights, fmt: str = "json") -> str:
    if fmt != "json":
        raise PuzzleFormatError(f"unknown format {fmt!r}; choose one of json")
    return json.dumps({"genre": "lights", "format_version": 1, "title": puzzle.title, "clues": list(puzzle.clues)}, indent=2) + "\n"


def format_from_path(path: str | os.PathLike) -> str | None:
    return EXTENSIONS.get(Path(path).suffix.lower())


def read_file(path: str | os.PathLike, fmt: str | None = None) -> Lights:
    return read(read_text(Path(path)), fmt)


def write_file(path: str | os.PathLike, puzzle: Lights, fmt: str | None = None) -> None:
    write_text(Path(path), write(puzzle, fmt or "json"))
