"""Steve Simpson's .non format as extended by mikix/nonogram-db (its FORMAT.md): ``key value``
lines, ``rows`` and ``columns`` sections of comma-separated clues, an optional ``goal``."""

from __future__ import annotations

import html
import re

import numpy as np

from ...errors import PuzzleFormatError
from ..model import Clue, Nonogram
from .common import (
    SourceLines,
    check_dimension,
    first_content_line,
    line_name,
    parse_clue,
    parse_number,
    split_lines,
    validate,
)

KEYS = frozenset(
    {"catalogue", "title", "by", "copyright", "license", "color",
     "width", "height", "rows", "columns", "goal"}
)


def read(text: str) -> Nonogram:
    lines = split_lines(text)
    if first_content_line(lines) is None:
        raise PuzzleFormatError("empty file")
    fields: dict[str, tuple[str, int]] = {}  # key -> (value, line number)
    sections: dict[str, tuple[tuple[Clue, ...], list[int]]] = {}
    index = 0
    while index < len(lines):
        number = index + 1
        key, value = key_value(lines[index])
        index += 1
        if key == "color":
            raise PuzzleFormatError("colour nonograms are not supported", number)
        if key in ("rows", "columns"):
            if key in sections:  # rather than parse the file's every copy of it
                raise PuzzleFormatError(f"'{key}' is given twice", number)
            sections[key], index = _non_section(lines, index, key, number, fields)
        elif key in ("width", "height"):
            size = parse_number(value, key, number)
            check_dimension(key, size, number)
            fields[key] = (str(size), number)
        elif key in KEYS:
            fields[key] = (value, number)
        # Anything else is ignored: FORMAT.md says parsers must skip lines they don't know.
    return _non_puzzle(fields, sections)


def key_value(line: str) -> tuple[str, str]:
    parts = line.strip().split(None, 1)
    if not parts:
        return "", ""
    return parts[0], parts[1].strip() if len(parts) > 1 else ""


def _non_section(lines: list[str], start: int, key: str, key_line: int, fields: dict[str, tuple[str, int]],
                 ) -> tuple[tuple[tuple[Clue, ...], list[int]], int]:
    """Read the clue lines after ``rows``/``columns``; return the clues and the next index."""
    dimension = "height" if key == "rows" else "width"
    if dimension not in fields:
        raise PuzzleFormatError(f"'{key}' must come after '{dimension}'", key_line)
    need = int(fields[dimension][0])
    end = start
    while end < len(lines) and key_value(lines[end])[0] not in KEYS:
        end += 1
    # A blank line may be an empty clue or just a separator between keys: keep as many
    # blank lines as the count needs, dropping surplus ones from the ends of the block.
    first, last = start, end
    while last - first > need and not lines[last - 1].strip():
        last -= 1
    while last - first > need and not lines[first].strip():
        first += 1
    numbers = range(first, last)
    if len(numbers) != need:
        raise PuzzleFormatError(
            f"'{key}' has {len(numbers)} clue lines but {dimension} is {need}", key_line
        )
    kind = "row" if key == "rows" else "column"
    clues = tuple(
        _non_clue(lines[i], line_name(kind, n), i + 1) for n, i in enumerate(numbers)
    )
    return (clues, [i + 1 for i in numbers]), end


def _non_clue(line: str, what: str, number: int) -> Clue:
    tokens = [t for t in re.split(r"[,\s]+", line.strip()) if t]
    for token in tokens:
        if re.fullmatch(r"[0-9]+[A-Za-z]", token):
            raise PuzzleFormatError(
                f"{what}: colour clues like {token!r} are not supported", number
            )
    return parse_clue(tokens, what, number)


def _non_puzzle(fields: dict[str, tuple[str, int]], sections: dict[str, tuple[tuple[Clue, ...], list[int]]]) -> Nonogram:
    for key in ("width", "height"):
        if key not in fields:
            raise PuzzleFormatError(f"missing key '{key}'")
    for key in ("rows", "columns"):
        if key not in sections:
            raise PuzzleFormatError(f"missing key '{key}'")
    (rows, row_lines), (cols, col_lines) = sections["rows"], sections["columns"]
    width, height = int(fields["width"][0]), int(fields["height"][0])
    goal, goal_line = None, None
    if "goal" in fields:
        goal_line = fields["goal"][1]
        goal = _non_goal(_non_string(fields["goal"][0]), width, height, goal_line)
    extra = {
        key: _non_string(fields[key][0]) for key in ("copyright", "catalogue") if key in fields
    }
    puzzle = Nonogram(
        rows, cols, goal=goal,
        title=_non_string(fields.get("title", ("", 0))[0]),
        author=_non_string(fields.get("by", ("", 0))[0]),
        license=_non_string(fields.get("license", ("", 0))[0]),
        extra=extra,
    )
    return validate(puzzle, SourceLines(rows=row_lines, cols=col_lines, goal=goal_line))


def _non_string(value: str) -> str:
    """A quoted string with HTML escapes, or (for ``license``) a bare SPDX code."""
    if len(value) >= 2 and value[0] == value[-1] == '"':
        return html.unescape(value[1:-1])
    return value


def _non_goal(value: str, width: int, height: int, line: int) -> np.ndarray:
    cells = "".join(value.split())
    if len(cells) != width * height:
        raise PuzzleFormatError(
            f"goal has {len(cells)} cells but a {width}x{height} puzzle needs {width * height}",
            line,
        )
    # FORMAT.md: '0' is blank, anything else is filled (a colour letter or '1').
    flat = np.array([ch != "0" for ch in cells], dtype=np.int8)
    return flat.reshape(height, width)


def write(puzzle: Nonogram) -> str:
    out = []
    for key, value in (
        ("catalogue", puzzle.extra.get("catalogue", "")),
        ("title", puzzle.title),
        ("by", puzzle.author),
        ("copyright", puzzle.extra.get("copyright", "")),
    ):
        if value:
            out.append(f"{key} {_non_quote(value)}")
    if puzzle.license:
        # An SPDX code is written bare, anything else as a quoted description (FORMAT.md).
        spdx = re.fullmatch(r"[A-Za-z0-9.+-]+", puzzle.license)
        out.append(f"license {puzzle.license if spdx else _non_quote(puzzle.license)}")
    out += [f"width {puzzle.width}", f"height {puzzle.height}", "", "rows"]
    # An empty clue is written "0" rather than a blank line, as the nonogram-db files do:
    # parsers that skip blank lines then still count the lines right.
    out += [",".join(map(str, c)) or "0" for c in puzzle.rows]
    out += ["", "columns"]
    out += [",".join(map(str, c)) or "0" for c in puzzle.cols]
    if puzzle.goal is not None:
        cells = "".join(str(int(v)) for v in np.asarray(puzzle.goal).ravel())
        out += ["", f'goal "{cells}"']
    return "\n".join(out) + "\n"


def _non_quote(value: str) -> str:
    value = " ".join(value.splitlines())
    return '"' + value.replace("&", "&amp;").replace('"', "&quot;") + '"'
