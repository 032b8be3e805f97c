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
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..errors import PuzzleFormatError
from ..textfiles import read_text, write_text_atomically
from .derive import clues_from_picture
from .model import MAX_SIZE, Clue, Nonogram, line_clue

__all__ = [
    "EXTENSIONS",
    "FORMATS",
    "JSON_FORMAT_VERSION",
    "SourceLines",
    "TAAI_SIZE",
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

FORMATS = ("json", "non", "nin", "sgt", "picture")
EXTENSIONS = {".json": "json", ".non": "non", ".nin": "nin", ".sgt": "sgt", ".pic": "picture"}

JSON_FORMAT_VERSION = 1
TAAI_SIZE = 25  # the tournament rules fix every puzzle at 25x25

# Picture characters. '#' is what board_to_strings writes; 'X'/'1' and '-'/'0' are the
# other common hand-drawn spellings.
_FILLED_CHARS = "#X1"
_EMPTY_CHARS = ".-0"

_NON_KEYS = frozenset(
    {"catalogue", "title", "by", "copyright", "license", "color",
     "width", "height", "rows", "columns", "goal"}
)
_NUMBER = re.compile(r"[0-9]+")
_MAX_DIGITS = 9  # no clue or size needs more; longer digit strings would only be junk
_SGT_ID = re.compile(r"(\d+)(?:x(\d+))?:(.*)")
_SGT_SEED = re.compile(r"\d+(?:x\d+)?#")
_TAAI_HEADER = re.compile(r"\$(\d+)\$?")


# --------------------------------------------------------------------------- validation


@dataclass(frozen=True)
class SourceLines:
    """Where the parts of a puzzle came from in its text (1-based line numbers).

    Readers pass this to ``validate`` so that its errors can name the offending line.
    """

    size: int | None = None
    rows: Sequence[int | None] = ()
    cols: Sequence[int | None] = ()
    goal: int | None = None


def validate(puzzle: Nonogram, lines: SourceLines | None = None) -> Nonogram:
    """Check a puzzle is well formed and return it; raise ``PuzzleFormatError`` if not.

    Checks: size within 1..MAX_SIZE; every clue number a positive int; every clue fits its
    line; row and column clues fill the same number of cells; the goal (if any) has the
    puzzle's shape, holds only 0/1 and agrees with every clue.
    """
    lines = lines or SourceLines()
    _check_size(puzzle.width, puzzle.height, lines.size)
    for kind, clues, length, where in (
        ("row", puzzle.rows, puzzle.width, lines.rows),
        ("column", puzzle.cols, puzzle.height, lines.cols),
    ):
        for index, clue in enumerate(clues):
            _check_clue(clue, kind, index, length, _nth(where, index))
    _check_totals(puzzle)
    if puzzle.goal is not None:
        _check_goal(puzzle, lines.goal)
    return puzzle


def _nth(items: Sequence, index: int):
    return items[index] if index < len(items) else None


def _check_dimension(name: str, value: int, line: int | None) -> None:
    if value < 1:
        raise PuzzleFormatError(f"{name} must be at least 1, got {value}", line)
    if value > MAX_SIZE:
        raise PuzzleFormatError(f"{name} {value} is more than the maximum {MAX_SIZE}", line)


def _check_size(width: int, height: int, line: int | None) -> None:
    _check_dimension("width", width, line)
    _check_dimension("height", height, line)


def _is_int(value) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def _check_clue(clue, kind: str, index: int, length: int, line: int | None) -> None:
    where = f"{kind} {index + 1}"
    for number in clue:
        if not _is_int(number) or number < 1:
            raise PuzzleFormatError(
                f"{where}: clue numbers must be positive whole numbers, got {number!r}", line
            )
    need = sum(clue) + len(clue) - 1
    if need > length:
        raise PuzzleFormatError(
            f"{where} clue {_clue_text(clue)} needs {need} cells but the {kind} has {length}",
            line,
        )


def _check_totals(puzzle: Nonogram) -> None:
    by_rows = sum(sum(clue) for clue in puzzle.rows)
    by_cols = sum(sum(clue) for clue in puzzle.cols)
    if by_rows != by_cols:
        raise PuzzleFormatError(
            f"the row clues fill {by_rows} cells but the column clues fill {by_cols}"
        )


def _check_goal(puzzle: Nonogram, line: int | None) -> None:
    goal = np.asarray(puzzle.goal)
    if goal.shape != puzzle.shape:
        got = f"{goal.shape[1]}x{goal.shape[0]}" if goal.ndim == 2 else f"shape {goal.shape}"
        raise PuzzleFormatError(
            f"the goal picture is {got} but the puzzle is {puzzle.width}x{puzzle.height}", line
        )
    if not np.isin(goal, (0, 1)).all():
        raise PuzzleFormatError("the goal picture may only hold 0 and 1", line)
    for kind, clues, picture_lines in (("row", puzzle.rows, goal), ("column", puzzle.cols, goal.T)):
        for index, (clue, cells) in enumerate(zip(clues, picture_lines)):
            drawn = line_clue(cells)
            if drawn != tuple(clue):
                raise PuzzleFormatError(
                    f"the goal's {kind} {index + 1} reads {_clue_text(drawn)} "
                    f"but its clue is {_clue_text(clue)}",
                    line,
                )


def _clue_text(clue) -> str:
    return " ".join(str(n) for n in clue) if len(clue) else "0 (empty)"


# --------------------------------------------------------------------------- shared parsing


def _split_lines(text: str) -> list[str]:
    """Lines of the text, accepting \\n, \\r\\n and \\r; a leading BOM is dropped.

    (str.splitlines would also split on form feeds and other rare separators, which
    would shift the line numbers we report.)
    """
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if lines[-1] == "":  # the newline ending the last line does not start another line
        lines.pop()
    return lines


def _first_content_line(lines: list[str]) -> int | None:
    """Index of the first non-blank line, or None for an empty text."""
    for index, line in enumerate(lines):
        if line.strip():
            return index
    return None


def _number(token: str, what: str, line: int | None) -> int:
    if not _NUMBER.fullmatch(token):
        shown = "an empty item" if token == "" else repr(token)
        raise PuzzleFormatError(f"{what}: {shown} is not a number", line)
    if len(token) > _MAX_DIGITS:
        raise PuzzleFormatError(f"{what}: {token} is too large", line)
    return int(token)


def _parse_clue(tokens: Sequence[str], what: str, line: int | None) -> Clue:
    """Numbers of one line clue; no tokens or a lone ``0`` mean an empty line."""
    if len(tokens) == 0 or (len(tokens) == 1 and tokens[0] == "0"):
        return ()
    return tuple(_number(token, what, line) for token in tokens)


def _line_name(kind: str, index: int) -> str:
    return f"{kind} {index + 1}"


# --------------------------------------------------------------------------- json (native)

# Optional string keys of format_version 1, kept in ``puzzle.extra``. They carry the .non
# metadata that the required keys do not, so that a CC-BY puzzle keeps its attribution
# (``copyright``) and its source collection (``catalogue``) when converted to JSON and back.
# They are written only when non-empty; a file without them is still version 1.
_JSON_EXTRA_KEYS = ("copyright", "catalogue")


def _read_json(text: str) -> Nonogram:
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
    try:
        data = json.loads(text.removeprefix("\ufeff"))
    except json.JSONDecodeError as error:
        raise PuzzleFormatError(f"bad JSON: {error.msg} (column {error.colno})", error.lineno)
    except (ValueError, RecursionError) as error:  # e.g. huge integers, absurd nesting
        raise PuzzleFormatError(f"bad JSON: {error}".splitlines()[0])
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
    if not _is_int(version) or version < 1:
        raise PuzzleFormatError(f"unknown format_version {version!r}")
    if version > JSON_FORMAT_VERSION:
        raise PuzzleFormatError(
            f"format_version {version} is newer than this program reads ({JSON_FORMAT_VERSION})"
        )


def _json_clues(value, key: str) -> tuple[Clue, ...]:
    if not isinstance(value, list):
        raise PuzzleFormatError(f"'{key}' must be a list of clues")
    clues = []
    for index, clue in enumerate(value):
        if not isinstance(clue, list) or not all(_is_int(n) for n in clue):
            raise PuzzleFormatError(
                f"'{key}' item {index + 1} must be a list of whole numbers, got {clue!r}"
            )
        clues.append(tuple(clue))
    return tuple(clues)


def _json_goal(value) -> np.ndarray | None:
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


def _write_json(puzzle: Nonogram) -> str:
    # Written by hand rather than json.dumps(indent=...) so that each clue and each goal
    # row sits on its own line: the file stays readable and diffs well.
    def block(items: list[str]) -> str:
        return "[\n" + ",\n".join(f"    {item}" for item in items) + "\n  ]"

    def clue(c: Clue) -> str:
        return "[" + ", ".join(str(n) for n in c) + "]"

    goal = "null"
    if puzzle.goal is not None:
        goal = block([json.dumps(row) for row in _goal_strings(puzzle.goal)])
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


def _goal_strings(goal) -> list[str]:
    return ["".join("#" if v else "." for v in row) for row in np.asarray(goal)]


# --------------------------------------------------------------------------- .non


def _read_non(text: str) -> Nonogram:
    lines = _split_lines(text)
    if _first_content_line(lines) is None:
        raise PuzzleFormatError("empty file")
    fields: dict[str, tuple[str, int]] = {}  # key -> (value, line number)
    sections: dict[str, tuple[tuple[Clue, ...], list[int]]] = {}
    index = 0
    while index < len(lines):
        number = index + 1
        key, value = _non_key_value(lines[index])
        index += 1
        if key == "color":
            raise PuzzleFormatError("colour nonograms are not supported", number)
        if key in ("rows", "columns"):
            sections[key], index = _non_section(lines, index, key, number, fields)
        elif key in ("width", "height"):
            size = _number(value, key, number)
            _check_dimension(key, size, number)
            fields[key] = (str(size), number)
        elif key in _NON_KEYS:
            fields[key] = (value, number)
        # Anything else is ignored: FORMAT.md says parsers must skip lines they don't know.
    return _non_puzzle(fields, sections)


def _non_key_value(line: str) -> tuple[str, str]:
    parts = line.strip().split(None, 1)
    if not parts:
        return "", ""
    return parts[0], parts[1].strip() if len(parts) > 1 else ""


def _non_section(lines, start, key, key_line, fields):
    """Read the clue lines after ``rows``/``columns``; return the clues and the next index."""
    dimension = "height" if key == "rows" else "width"
    if dimension not in fields:
        raise PuzzleFormatError(f"'{key}' must come after '{dimension}'", key_line)
    need = int(fields[dimension][0])
    end = start
    while end < len(lines) and _non_key_value(lines[end])[0] not in _NON_KEYS:
        end += 1
    numbers = list(range(start, end))
    # A blank line may be an empty clue or just a separator between keys: keep as many
    # blank lines as the count needs, dropping surplus ones from the ends of the block.
    while len(numbers) > need and not lines[numbers[-1]].strip():
        numbers.pop()
    while len(numbers) > need and not lines[numbers[0]].strip():
        numbers.pop(0)
    if len(numbers) != need:
        raise PuzzleFormatError(
            f"'{key}' has {len(numbers)} clue lines but {dimension} is {need}", key_line
        )
    kind = "row" if key == "rows" else "column"
    clues = tuple(
        _non_clue(lines[i], _line_name(kind, n), i + 1) for n, i in enumerate(numbers)
    )
    return (clues, [i + 1 for i in numbers]), end


def _non_clue(line: str, what: str, number: int) -> Clue:
    tokens = [t for t in re.split(r"[,\s]+", line.strip()) if t]
    for token in tokens:
        if re.fullmatch(r"[0-9]+[A-Za-z]", token):
            raise PuzzleFormatError(
                f"{what}: colour clues like {token!r} are not supported", number
            )
    return _parse_clue(tokens, what, number)


def _non_puzzle(fields, sections) -> Nonogram:
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


def _write_non(puzzle: Nonogram) -> str:
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


# --------------------------------------------------------------------------- .nin


def _read_nin(text: str) -> Nonogram:
    lines = _split_lines(text)
    first = _first_content_line(lines)
    if first is None:
        raise PuzzleFormatError("empty file")
    width, height = _nin_header(lines[first], first + 1)
    body = list(range(first + 1, len(lines)))
    need = width + height
    while len(body) > need and not lines[body[-1]].strip():  # trailing blank lines
        body.pop()
    if len(body) < need:
        raise PuzzleFormatError(
            f"expected {need} clue lines ({height} rows + {width} columns) "
            f"but the file has {len(body)}",
            len(lines),
        )
    if len(body) > need:
        raise PuzzleFormatError(
            f"more than {need} clue lines ({height} rows + {width} columns)", body[need] + 1
        )
    kinds = [("row", r) for r in range(height)] + [("column", c) for c in range(width)]
    clues = [
        _parse_clue(lines[i].split(), _line_name(kind, n), i + 1)
        for (kind, n), i in zip(kinds, body)
    ]
    numbers = [i + 1 for i in body]
    puzzle = Nonogram(tuple(clues[:height]), tuple(clues[height:]))
    where = SourceLines(size=first + 1, rows=numbers[:height], cols=numbers[height:])
    return validate(puzzle, where)


def _nin_header(line: str, number: int) -> tuple[int, int]:
    tokens = line.split()
    if len(tokens) != 2:
        raise PuzzleFormatError(
            f"the first line must be 'width height', got {line.strip()!r}", number
        )
    width, height = (_number(t, "size", number) for t in tokens)
    _check_size(width, height, number)
    return width, height


def _write_nin(puzzle: Nonogram) -> str:
    out = [f"{puzzle.width} {puzzle.height}"]
    out += [" ".join(map(str, c)) or "0" for c in puzzle.rows + puzzle.cols]
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- Tatham IDs


def _read_sgt(text: str) -> Nonogram:
    lines = _split_lines(text)
    first = _first_content_line(lines)
    if first is None:
        raise PuzzleFormatError("empty file")
    return _parse_sgt_id(lines[first], first + 1)


def read_sgt_lines(text: str) -> list[Nonogram]:
    """Every Tatham Pattern game ID in a text, one per non-blank line."""
    return [
        _parse_sgt_id(line, index + 1)
        for index, line in enumerate(_split_lines(text))
        if line.strip()
    ]


def _parse_sgt_id(line: str, number: int) -> Nonogram:
    text = line.strip()
    match = _SGT_ID.fullmatch(text)
    if not match:
        if _SGT_SEED.match(text):
            raise PuzzleFormatError("this is a random seed, not a Pattern game ID", number)
        raise PuzzleFormatError(
            f"a Pattern game ID looks like '5x5:1/2.1/...', got {text[:40]!r}", number
        )
    width = _number(match.group(1), "width", number)
    height = _number(match.group(2), "height", number) if match.group(2) else width
    _check_size(width, height, number)
    # A ',...' suffix pre-fills some cells as extra hints; the model has no place for them.
    groups = match.group(3).split(",", 1)[0].split("/")
    if len(groups) != width + height:
        raise PuzzleFormatError(
            f"expected {width + height} clues ({width} columns + {height} rows) "
            f"but found {len(groups)}",
            number,
        )
    kinds = [("column", c) for c in range(width)] + [("row", r) for r in range(height)]
    clues = [
        _parse_clue(group.split(".") if group else [], _line_name(kind, n), number)
        for (kind, n), group in zip(kinds, groups)
    ]
    puzzle = Nonogram(tuple(clues[width:]), tuple(clues[:width]))
    return validate(puzzle, SourceLines(number, [number] * height, [number] * width))


def _write_sgt(puzzle: Nonogram) -> str:
    # Tatham writes an empty clue as nothing between two slashes (his reader rejects "0").
    groups = [".".join(map(str, c)) for c in puzzle.cols + puzzle.rows]
    return f"{puzzle.width}x{puzzle.height}:" + "/".join(groups) + "\n"


# --------------------------------------------------------------------------- picture


def _read_picture(text: str) -> Nonogram:
    lines = [line.rstrip() for line in _split_lines(text)]
    first = _first_content_line(lines)
    if first is None:
        raise PuzzleFormatError("empty file")
    last = max(i for i, line in enumerate(lines) if line)
    rows = lines[first : last + 1]
    width = len(rows[0])
    _check_size(width, len(rows), first + 1)
    for offset, row in enumerate(rows):
        _check_picture_row(row, width, first + offset + 1)
    picture = np.array([[ch in _FILLED_CHARS for ch in row] for row in rows], dtype=np.int8)
    return validate(clues_from_picture(picture))


def _check_picture_row(row: str, width: int, number: int) -> None:
    for column, ch in enumerate(row):
        if ch not in _FILLED_CHARS and ch not in _EMPTY_CHARS:
            raise PuzzleFormatError(
                f"unknown character {ch!r} at column {column + 1} "
                f"(use '#' for filled, '.' for empty)",
                number,
            )
    if len(row) != width:
        raise PuzzleFormatError(
            f"ragged picture: this row has {len(row)} cells but the first has {width}", number
        )


def _write_picture(puzzle: Nonogram) -> str:
    if puzzle.goal is None:
        raise PuzzleFormatError("picture format needs a goal picture")
    return "\n".join(_goal_strings(puzzle.goal)) + "\n"


# --------------------------------------------------------------------------- TAAI batches


def read_taai_batch(text: str) -> list[tuple[str, Nonogram]]:
    """Puzzles of a TAAI/TCGA/ICGA tournament file as (number, puzzle), in file order.

    Each puzzle is a ``$n`` (or ``$n$``) line, then 25 column clues and 25 row clues, one
    per line, numbers separated by TABs; an empty clue is ``0`` or an empty line.
    """
    lines = _split_lines(text)
    return [(name, _taai_puzzle(lines, start, name))
            for name, start in _taai_blocks(lines, 2 * TAAI_SIZE)]


def _taai_blocks(lines: list[str], block_lines: int):
    """Yield (name, index of the header line) of every ``$n`` block; each header is followed
    by ``block_lines`` lines. Blank lines between blocks are skipped. Lazy on purpose: a
    block is parsed before the next header is checked, so the first error is the one named."""
    index, found = 0, False
    while index < len(lines):
        if not lines[index].strip():
            index += 1
            continue
        found = True
        yield _taai_header(lines[index], index + 1), index + 1
        index += 1 + block_lines
    if not found:
        raise PuzzleFormatError("empty file")


def _taai_header(line: str, number: int) -> str:
    match = _TAAI_HEADER.fullmatch(line.strip())
    if not match:
        raise PuzzleFormatError(
            f"expected a '$<number>' line starting a puzzle, got {line.strip()[:40]!r}", number
        )
    return match.group(1)


def _taai_puzzle(lines: list[str], start: int, name: str) -> Nonogram:
    need = 2 * TAAI_SIZE
    block = lines[start : start + need]
    for offset, line in enumerate(block):
        if line.strip().startswith("$"):
            block = block[:offset]
            break
    if len(block) < need:
        raise PuzzleFormatError(
            f"puzzle ${name} has {len(block)} clue lines, expected {need} "
            f"({TAAI_SIZE} columns + {TAAI_SIZE} rows)",
            start,
        )
    kinds = [("column", c) for c in range(TAAI_SIZE)] + [("row", r) for r in range(TAAI_SIZE)]
    clues = [
        _parse_clue(line.split(), f"puzzle ${name} {_line_name(kind, n)}", start + i + 1)
        for i, ((kind, n), line) in enumerate(zip(kinds, block))
    ]
    numbers = list(range(start + 1, start + need + 1))
    puzzle = Nonogram(tuple(clues[TAAI_SIZE:]), tuple(clues[:TAAI_SIZE]), title=f"${name}")
    where = SourceLines(start, numbers[TAAI_SIZE:], numbers[:TAAI_SIZE])
    try:
        return validate(puzzle, where)
    except PuzzleFormatError as error:
        # Name the puzzle too: a batch holds a thousand of them.
        message = str(error).split(": ", 1)[-1] if error.line is not None else str(error)
        raise PuzzleFormatError(f"puzzle ${name}: {message}", error.line) from None


def read_taai_solutions(text: str) -> list[np.ndarray]:
    """Solution grids of a tournament solution file, in file order.

    Each is a ``$n`` line, then 25 lines of 25 TAB-separated 0/1 values (row by row).
    """
    lines = _split_lines(text)
    return [_taai_grid(lines, start, name) for name, start in _taai_blocks(lines, TAAI_SIZE)]


def _taai_grid(lines: list[str], start: int, name: str) -> np.ndarray:
    rows = []
    for number in range(start + 1, start + TAAI_SIZE + 1):
        line = lines[number - 1] if number <= len(lines) else ""
        tokens = line.split()
        if len(tokens) != TAAI_SIZE or any(t not in ("0", "1") for t in tokens):
            raise PuzzleFormatError(
                f"solution ${name}: a row must be {TAAI_SIZE} values of 0 or 1", number
            )
        rows.append([int(t) for t in tokens])
    return np.array(rows, dtype=np.int8)


# --------------------------------------------------------------------------- dispatch

_READERS = {
    "json": _read_json,
    "non": _read_non,
    "nin": _read_nin,
    "sgt": _read_sgt,
    "picture": _read_picture,
}
_WRITERS = {
    "json": _write_json,
    "non": _write_non,
    "nin": _write_nin,
    "sgt": _write_sgt,
    "picture": _write_picture,
}


def detect_format(text: str) -> str:
    """Name the format of a text from its content (see the module docstring)."""
    lines = _split_lines(text)
    first = _first_content_line(lines)
    if first is None:
        raise PuzzleFormatError("empty file")
    head = lines[first].strip()
    if head.startswith("{"):
        return "json"
    if _SGT_ID.match(head) or _SGT_SEED.match(head):
        return "sgt"
    if re.fullmatch(r"[0-9]+\s+[0-9]+", head):
        return "nin"
    if any(_non_key_value(line)[0] in _NON_KEYS for line in lines):
        return "non"
    if all(ch in _FILLED_CHARS + _EMPTY_CHARS for ch in head):
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


def format_from_path(path) -> str | None:
    """The format an extension names, or None (e.g. for ``.txt``, which is ambiguous)."""
    return EXTENSIONS.get(Path(path).suffix.lower())


def read_file(path, fmt: str | None = None) -> Nonogram:
    """Read a puzzle file; the format comes from ``fmt``, else the extension, else content.

    OSError (missing file, permissions) propagates unchanged; bad content raises
    PuzzleFormatError.
    """
    text = read_text(path)
    return read(text, fmt or format_from_path(path))


def write_file(path, puzzle: Nonogram, fmt: str | None = None) -> None:
    """Write a puzzle atomically (see solvers/textfiles.py)."""
    path = Path(path)
    fmt = fmt or format_from_path(path)
    if fmt is None:
        raise PuzzleFormatError(
            f"cannot tell the format from the extension {path.suffix!r}; pass fmt="
        )
    write_text_atomically(path, write(puzzle, fmt))
