"""nonogrid's TOML puzzles (tsionyx/nonogrid, examples/hello.toml): a ``[clues]`` table with the
strings ``rows`` and ``columns``. In each string a ``#`` or ``;`` starts a comment; clues are
separated by newlines and commas, may be quoted, and list their blocks separated by spaces; ``0``
is an empty line. A non-empty ``[colors]`` ``defs`` list makes a colour puzzle (refused)."""

from __future__ import annotations

import re

from ...errors import PuzzleFormatError
from ..model import Nonogram
from .common import one_line, parse_clue, validate

_CLUES_TABLE = re.compile(r"\s*\[\s*clues\s*\]\s*(?:#.*)?")


def is_nonogrid(lines: list[str]) -> bool:
    return any(_CLUES_TABLE.fullmatch(line) for line in lines)


def read(text: str) -> Nonogram:
    if not text.strip():
        raise PuzzleFormatError("empty file")
    import tomllib  # here: only TOML needs it

    try:
        data = tomllib.loads(text.removeprefix("\ufeff"))
    except tomllib.TOMLDecodeError as error:
        raise PuzzleFormatError(f"bad TOML: {error}") from None
    colours = data.get("colors", {})
    if isinstance(colours, dict) and colours.get("defs"):
        raise PuzzleFormatError("colour nonograms are not supported ([colors] defines colours)")
    clues = data.get("clues")
    if not isinstance(clues, dict):
        raise PuzzleFormatError("no [clues] table")
    lines = {}
    for key in ("rows", "columns"):
        if not isinstance(clues.get(key), str):
            raise PuzzleFormatError(f"[clues] needs a string '{key}'")
        lines[key] = _clues(clues[key], "row" if key == "rows" else "column")
    return validate(Nonogram(lines["rows"], lines["columns"]))


def _clues(text: str, kind: str) -> tuple:
    clues: list[tuple[int, ...]] = []
    for line in text.splitlines():
        for piece in re.split(r"[#;]", line, maxsplit=1)[0].split(","):
            piece = piece.strip().strip("'\"")
            if not piece:
                continue
            what = f"{kind} {len(clues) + 1}"
            for token in piece.split():
                if re.fullmatch(r"[0-9]+\D+", token):
                    raise PuzzleFormatError(f"{what}: colour clues like {token!r} are not supported")
            clue = parse_clue(piece.split(), what, None)
            clues.append(tuple(b for b in clue if b))
    return tuple(clues)


def write(puzzle: Nonogram) -> str:
    out = []
    if one_line(puzzle.title):
        out.append("# " + one_line(puzzle.title))
    out.append("[clues]")
    for key, clues in (("columns", puzzle.cols), ("rows", puzzle.rows)):
        out.append(f'{key} = """')
        out += ["    " + (" ".join(map(str, c)) or "0") for c in clues]
        out.append('"""')
    return "\n".join(out) + "\n"
