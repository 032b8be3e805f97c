"""The native JSON format: ``{"genre": "nonogram", "format_version": 1, ...}`` (see the
package docstring for its keys)."""

from __future__ import annotations

import json

import numpy as np

from ...errors import PuzzleFormatError
from ...textfiles import parse_json
from ..model import MAX_SIZE, Clue, Nonogram
from .common import check_dimension, goal_strings, is_int, validate

JSON_FORMAT_VERSION = 1

# Optional string keys of format_version 1, kept in ``puzzle.extra``. They carry the .non
# metadata that the required keys do not, so that a CC-BY puzzle keeps its attribution
# (``copyright``) and its source collection (``catalogue``) when converted to JSON and back.
# They are written only when non-empty; a file without them is still version 1.
_JSON_EXTRA_KEYS = ("copyright", "catalogue")


def read(text: str) -> Nonogram:
    data = _load_json(text)
    _check_json_header(data)
    rows = _json_clues(data["rows"], "rows")
    cols = _json_clues(data["columns"], "columns")
    goal = _json_goal(data.get("goal"))
    meta = {key: _json_string(data, key) for key in ("title", "author", "license")}
    extra = {key: value for key in _JSON_EXTRA_KEYS if (value := _json_string(data, key))}
    return validate(Nonogram(rows, cols, goal=goal, extra=extra, **meta))


def _load_json(text: str) -> dict:
    if not text.strip():
        raise PuzzleFormatError("empty file")
    data = parse_json(text)
    if not isinstance(data, dict):
        raise PuzzleFormatError("bad JSON: a nonogram file must be a JSON object")
    return data


def _check_json_header(data: dict) -> None:
    for key in ("genre", "format_version", "rows", "columns"):
        if key not in data:
            raise PuzzleFormatError(f"missing key '{key}'")
    if data["genre"] != "nonogram":
        raise PuzzleFormatError(f"genre is {data['genre']!r}, not 'nonogram'")
    version = data["format_version"]
    if not is_int(version) or version < 1:
        raise PuzzleFormatError(f"unknown format_version {version!r}")
    if version > JSON_FORMAT_VERSION:
        raise PuzzleFormatError(
            f"format_version {version} is newer than this program reads ({JSON_FORMAT_VERSION})"
        )


def _json_clues(value: object, key: str) -> tuple[Clue, ...]:
    if not isinstance(value, list):
        raise PuzzleFormatError(f"'{key}' must be a list of clues")
    if len(value) > MAX_SIZE:  # before converting a million clues only to refuse them
        check_dimension("height" if key == "rows" else "width", len(value), None)
    clues = []
    for index, clue in enumerate(value):
        if not isinstance(clue, list) or not all(is_int(n) for n in clue):
            raise PuzzleFormatError(
                f"'{key}' item {index + 1} must be a list of whole numbers, got {clue!r}"
            )
        clues.append(tuple(clue))
    return tuple(clues)


def _json_goal(value: object) -> np.ndarray | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(row, str) for row in value):
        raise PuzzleFormatError("'goal' must be a list of strings of '#' and '.'")
    for index, row in enumerate(value):
        bad = set(row) - {"#", "."}
        if bad:
            raise PuzzleFormatError(
                f"goal row {index + 1}: unknown character {sorted(bad)[0]!r} (use '#' or '.')"
            )
    if len({len(row) for row in value}) > 1:
        raise PuzzleFormatError("goal rows have different lengths")
    return np.array([[ch == "#" for ch in row] for row in value], dtype=np.int8).reshape(
        len(value), len(value[0]) if value else 0
    )


def _json_string(data: dict, key: str) -> str:
    value = data.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise PuzzleFormatError(f"'{key}' must be a string")
    return value


def write(puzzle: Nonogram) -> str:
    # Written by hand rather than json.dumps(indent=...) so that each clue and each goal
    # row sits on its own line: the file stays readable and diffs well.
    def block(items: list[str]) -> str:
        return "[\n" + ",\n".join(f"    {item}" for item in items) + "\n  ]"

    def clue(c: Clue) -> str:
        return "[" + ", ".join(str(n) for n in c) + "]"

    goal = "null"
    if puzzle.goal is not None:
        goal = block([json.dumps(row) for row in goal_strings(puzzle.goal)])
    fields = [
        ("genre", json.dumps("nonogram")),
        ("format_version", str(JSON_FORMAT_VERSION)),
        ("title", json.dumps(puzzle.title, ensure_ascii=False)),
        ("author", json.dumps(puzzle.author, ensure_ascii=False)),
        ("license", json.dumps(puzzle.license, ensure_ascii=False)),
        *(
            (key, json.dumps(puzzle.extra[key], ensure_ascii=False))
            for key in _JSON_EXTRA_KEYS
            if puzzle.extra.get(key)
        ),
        ("rows", block([clue(c) for c in puzzle.rows])),
        ("columns", block([clue(c) for c in puzzle.cols])),
        ("goal", goal),
    ]
    return "{\n" + ",\n".join(f'  "{key}": {value}' for key, value in fields) + "\n}\n"

