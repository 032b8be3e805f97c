"""Simon Tatham's texts told apart by their content, before any genre is chosen: a saved game
of his (``.sav``, solvers/tatham_save.py reads and writes the whole file) and the game it names,
and a random seed of his apps (no puzzle: the error says what to paste instead).

Apart from tatham_save.py because telling a text's genre (solvers/genres.py) needs these, and
tatham_save.py needs the genre table (which genre plays which of his games): each importing
the other was an import circle (issue 40). This module needs no genre.
"""

from __future__ import annotations

import re

from .errors import PuzzleFormatError

MAGIC = "Simon Tatham's Portable Puzzle Collection"
# His files are small (a description and a move a line); this bounds a hostile one's moves, as
# the native saved games are bounded (solvers/document.py, MAX_MOVES).
MAX_STATES = 100_001


def looks_like(text: str) -> bool:
    """A text that starts as his saved games do (told apart by content, not by extension)."""
    return text.lstrip("\r\n\ufeff").startswith("SAVEFILE:")


def game_name(text: str) -> str | None:
    """The GAME a saved game names, or None when the text is no saved game of his."""
    if not looks_like(text):
        return None
    try:
        for key, value in fields(text, stop_at="GAME"):
            if key == "GAME":
                return value
    except PuzzleFormatError:
        return None
    return None


def fields(text: str, stop_at: str | None = None) -> list[tuple[str, str]]:
    """(key, value) of every line; the length prefix is honoured (a value may hold ':' or
    newlines). Lengths count bytes in his files; a value of non-ASCII text is measured so."""
    data = text.encode("utf-8")
    out: list[tuple[str, str]] = []
    pos, line = 0, 0
    if data.startswith(b"\xef\xbb\xbf"):
        pos = 3
    while True:
        while pos < len(data) and data[pos] in b"\r\n":
            pos += 1
        if pos >= len(data):
            return out
        line += 1
        if len(out) >= MAX_STATES + 16:
            raise PuzzleFormatError(f"a saved game of more than {MAX_STATES - 1:,} moves")
        if pos + 9 > len(data):
            raise PuzzleFormatError("the saved game ends inside a line", line)
        if data[pos + 8:pos + 9] != b":":
            raise PuzzleFormatError("a saved game's line is an 8-character key, ':', a length, ':' and "
                                    f"the value; got {data[pos:pos + 20].decode('utf-8', 'replace')!r}", line)
        key = data[pos:pos + 8].decode("ascii", "replace").split(":")[0].rstrip(" ")
        colon = data.find(b":", pos + 9)
        digits = data[pos + 9:colon] if colon >= 0 else b""
        if not digits.isdigit() or len(digits) > 9:
            raise PuzzleFormatError(f"the {key} line has no length before its value", line)
        start = colon + 1
        end = start + int(digits)
        if end > len(data):
            raise PuzzleFormatError(f"the file ends inside the {key} line's value", line)
        value = data[start:end].decode("utf-8", "replace")
        if not out and (key != "SAVEFILE" or value != MAGIC):
            raise PuzzleFormatError(f"not a saved game of {MAGIC} (it starts with no SAVEFILE line)", line)
        out.append((key, value))
        if key == stop_at:
            return out
        pos = end


# -- his random seeds --------------------------------------------------------------------------------
SEED = re.compile(r"\d+(?:x\d+)?(?:d[a-z])?#\S*", re.ASCII)
_GAME_PARAMS = re.compile(r"\d+x\d+d[a-z]#", re.ASCII)  # a difficulty: Galaxies', never Pattern's


def is_seed(text: str) -> bool:
    """His random seed (``7x7dn#4836...``, ``15x15#123``): params, ``#``, the seed."""
    return SEED.fullmatch(text.strip()) is not None


def seed_error(text: str, game: str | None = None, example: str = "", line: int | None = None) -> PuzzleFormatError:
    """The error for a random seed given as a puzzle: what it is, and what to paste instead.
    Without ``game`` (no genre chosen), the game its parameters say: a difficulty is Galaxies'."""
    text = text.strip()
    if game is None:
        game, example = (("Galaxies", "'7x7:gezoahhszbivki'") if _GAME_PARAMS.match(text)
                         else ("Pattern or Galaxies", "'5x5:1/2.1/...' or '7x7:gezoahhszbivki'"))
    return PuzzleFormatError(
        f"{text[:20]!r} is a random seed, from which Tatham's {game} app makes a puzzle; paste the "
        f"game ID his app shows under Game > Specific instead, as {example}", line)
