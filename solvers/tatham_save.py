"""Simon Tatham's saved games (the ``.sav`` files of his Portable Puzzle Collection), read and
written: his serialise format, a game's description and its undo history as move strings.

Each line is a key of exactly 8 characters (padded with spaces), ``:``, the length of the value
in bytes, ``:``, the value itself (that many bytes, whatever they hold), then a newline::

    SAVEFILE:41:Simon Tatham's Portable Puzzle Collection
    VERSION :1:1
    GAME    :8:Galaxies
    PARAMS  :5:7x7dn
    CPARAMS :5:7x7dn
    DESC    :14:gezoahhszbivki
    NSTATES :1:3
    STATEPOS:1:3
    MOVE    :4:E2,1
    MOVE    :10:A1,1,3,3

``NSTATES`` counts the states of the undo chain, the first one (the new game) included;
``STATEPOS`` is how many of them are in effect (the undo position, 1 = nothing done). Every
state after the first is one ``MOVE``, ``SOLVE`` or ``RESTART`` line, in order. The other
keys (SEED, PRIVDESC, AUXINFO, UI, TIME) are kept as read and not needed to replay.

This module knows the file format only; what the move strings mean is each genre's
(``solvers/<genre>/tatham.py``: ``GAME``, his game's name; ``read_game`` and ``write_game``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING

from .errors import PuzzleFormatError

if TYPE_CHECKING:
    from .document import SavedGame
    from .moves import Move

MAGIC = "Simon Tatham's Portable Puzzle Collection"
VERSION = "1"
KINDS = ("MOVE", "SOLVE", "RESTART")
# His files are small (a description and a move a line); this bounds a hostile one's moves, as
# the native saved games are bounded (solvers/document.py, MAX_MOVES).
MAX_STATES = 100_001
EXTENSION = ".sav"


@dataclass
class SaveFile:
    """A saved game as his midend writes it. ``moves`` are (kind, move string) for every state
    after the first; ``position`` is STATEPOS (1: at the start)."""

    game: str
    params: str
    desc: str
    moves: list[tuple[str, str]] = field(default_factory=list)
    position: int = 1
    cparams: str | None = None
    extra: dict[str, str] = field(default_factory=dict)  # SEED, PRIVDESC, AUXINFO, UI, TIME


def looks_like(text: str) -> bool:
    """A text that starts as his saved games do (told apart by content, not by extension)."""
    return text.lstrip("\r\n\ufeff").startswith("SAVEFILE:")


def game_name(text: str) -> str | None:
    """The GAME a saved game names, or None when the text is no saved game of his."""
    if not looks_like(text):
        return None
    try:
        for key, value in _fields(text, stop_at="GAME"):
            if key == "GAME":
                return value
    except PuzzleFormatError:
        return None
    return None


def _fields(text: str, stop_at: str | None = None) -> list[tuple[str, str]]:
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


def read(text: str) -> SaveFile:
    """The saved game of a text; PuzzleFormatError (one line) for anything that is not one."""
    if not text.strip():
        raise PuzzleFormatError("empty file")
    if not looks_like(text):
        raise PuzzleFormatError(f"not a saved game of {MAGIC} (no SAVEFILE line)")
    values: dict[str, str] = {}
    moves: list[tuple[str, str]] = []
    states = position = None
    for key, value in _fields(text):
        if key == "VERSION" and value != VERSION:
            raise PuzzleFormatError(f"a saved game of format version {value[:10]!r}; only version {VERSION} is known")
        if key in KINDS:
            moves.append((key, value))
        elif key == "NSTATES":
            if states is not None:
                raise PuzzleFormatError("two state counts (NSTATES) in the saved game")
            states = _count(key, value)
        elif key == "STATEPOS":
            position = _count(key, value)
        else:
            values[key] = value
        if states is not None and position is not None and len(moves) >= states - 1:
            break  # his reader stops here too: anything after is not part of the game
    position = _complete(values, states, position, len(moves))
    extra = {k: v for k, v in values.items() if k in ("SEED", "PRIVDESC", "AUXINFO", "UI", "TIME")}
    return SaveFile(values["GAME"], values.get("PARAMS", ""), values["DESC"], moves, position,
                    values.get("CPARAMS"), extra)


def _complete(values: dict, states: int | None, position: int | None, moves: int) -> int:
    """The saved position; PuzzleFormatError unless the lines read make a whole saved game."""
    for key in ("GAME", "DESC"):
        if key not in values:
            raise PuzzleFormatError(f"the saved game has no {key} line")
    if states is None or states <= 0:
        raise PuzzleFormatError("the saved game has no count of states (NSTATES)")
    if states > MAX_STATES:
        raise PuzzleFormatError(f"a saved game of {states - 1:,} moves, more than a game can need")
    if moves < states - 1:
        raise PuzzleFormatError(f"the saved game ends after {moves} of its {states - 1} moves")
    if position is None or not 1 <= position <= states:
        raise PuzzleFormatError(f"the saved position (STATEPOS) {position} is not between 1 and {states}")
    return position


def _count(key: str, value: str) -> int:
    if not (value.isascii() and value.isdigit()) or len(value) > 7:
        raise PuzzleFormatError(f"{key} is {value[:20]!r}, not a count of states")
    return int(value)


def write(save: SaveFile) -> str:
    """The saved game as his midend writes it (his apps open it and go on with the game)."""
    lines = [("SAVEFILE", MAGIC), ("VERSION", VERSION), ("GAME", save.game), ("PARAMS", save.params),
             ("CPARAMS", save.cparams if save.cparams is not None else save.params), ("DESC", save.desc),
             ("NSTATES", str(len(save.moves) + 1)), ("STATEPOS", str(save.position)), *save.moves]
    return "".join(f"{key:<8.8}:{len(value.encode('utf-8'))}:{value}\n" for key, value in lines)


_PARAMS_SIZE = re.compile(r"(\d{1,6})(?:x(\d{1,6}))?(?!\d)", re.ASCII)


def size_of(params: str) -> tuple[int, int]:
    """(width, height) from the start of PARAMS (``WxH``, then game options; ``N`` is NxN)."""
    match = _PARAMS_SIZE.match(params)
    if match is None:
        raise PuzzleFormatError(f"the saved game's parameters {params[:20]!r} do not start with its size WxH")
    return int(match.group(1)), int(match.group(2) or match.group(1))


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


# -- the genres that have a game of his ----------------------------------------------------------------
def games() -> dict[str, tuple[str, ModuleType]]:
    """His game's name -> (our genre, its module ``solvers.<genre>.tatham``), for every genre
    of the registry that has one."""
    from .genres import GENRES

    out = {}
    for genre in GENRES.values():
        try:
            module = import_module(f"{genre.package}.tatham")
        except ModuleNotFoundError:
            continue
        out[module.GAME] = (genre.name, module)
    return out


def genre_of(text: str) -> str | None:
    """Our genre of a saved game of his, None for a text that is no saved game; a
    PuzzleFormatError naming the game when it is the saved game of one we do not have."""
    name = game_name(text)
    if name is None:
        return None
    known = games()
    if name not in known:
        raise PuzzleFormatError(f"a saved game of Tatham's {name[:30]!r}; saved games of "
                                f"{' and '.join(sorted(known))} open here")
    return known[name][0]


def game_section(text: str) -> dict | None:
    """A saved game of his as the studio's section of a native file (solvers/document.py,
    ``read_section``): the state now and before the first move, the moves and the position;
    None when the text is none of his saved games. PuzzleFormatError when it cannot be read."""
    from .document import SECTION_FORMAT
    from .moves import encode, move_data

    genre = genre_of(text)
    if genre is None:
        return None
    saved = games_module(genre).read_game(read(text))
    return {"format": SECTION_FORMAT, "mode": 1, "state": encode(saved.state), "base": encode(saved.base),
            "moves": [move_data(m) for m in saved.moves], "index": saved.index,
            "clock": saved.clock, "hints": saved.hints, "reveals": saved.reveals}


def genres() -> set[str]:
    """Our genres that have a game in his collection."""
    return {genre for genre, _ in games().values()}


def games_module(genre: str) -> ModuleType:
    """The ``tatham`` module of one of our genres; PuzzleFormatError for a genre without one."""
    for name, module in games().values():
        if name == genre:
            return module
    raise PuzzleFormatError(f"{genre} has no game in Tatham's collection to save for")


# -- his history <-> ours (the genres' modules give the move strings' meaning) --------------------------
def our_move(before: dict, after: dict, text: str, reveal: bool = False) -> Move | None:
    """Our move from one state to the next: a cells move when one array changed, a parts move
    when several did; None when nothing changed (a move of his that only his interface sees,
    as Galaxies' held dots)."""
    import numpy as np

    from .moves import CellsMove, PartsMove, as_reveal, same

    changed = [k for k in after if not same(before[k], after[k])]
    if not changed:
        return None
    if len(changed) == 1 and isinstance(after[changed[0]], np.ndarray):
        name = changed[0]
        where = np.nonzero(before[name] != after[name])
        positions = list(zip(*(w.tolist() for w in where)))
        move: Move = CellsMove(text=text, layer=name, positions=positions, old=before[name][where].tolist(),
                         new=after[name][where].tolist())
    else:
        move = PartsMove(text=text, before={k: before[k] for k in changed}, after={k: after[k] for k in changed})
    return as_reveal(move) if reveal else move


def read_history(save: SaveFile, base: dict, step: Callable[[dict, str, str], tuple[dict, bool]],
                 restart: Callable[[dict, str], dict]) -> SavedGame:
    """Our saved game from his: ``step(state, kind, move string)`` gives the board parts after
    one of his moves (PuzzleFormatError when it is not valid there) and whether it reveals the
    solution; ``restart(state, desc)`` the parts after a RESTART. His moves that change
    nothing of ours are left out of the history (the position counts only ours)."""
    from .document import SavedGame

    state, moves, index = dict(base), [], 0
    for number, (kind, text) in enumerate(save.moves, start=1):
        try:
            if kind == "RESTART":
                parts, reveal = restart(state, text), False
            else:
                parts, reveal = step(state, kind, text)
        except PuzzleFormatError as error:
            raise PuzzleFormatError(f"his move {number} ({text[:30]!r}): {error}") from None
        after = {**state, **parts}
        move = our_move(state, after, f"{kind.lower()} {text[:40]}", reveal or kind == "SOLVE")
        if move is not None:
            moves.append(move)
            index += number < save.position
        state = after
    now = dict(base)
    for move in moves[:index]:
        now = {**now, **move.apply(now, True)}
    return SavedGame(now, dict(base), moves, index, mode=1)


def write_history(puzzle_key: Callable[[dict], Hashable], base: dict, moves: list, index: int, blank: Callable[[dict], dict],
                  lines: Callable[[dict, dict, Move | None], Iterable[tuple[str, str]]]
                  ) -> tuple[dict, list[tuple[str, str]], int]:
    """His history from ours: the states our moves go through,
    from the last change of the puzzle before the position (his games begin at a new game; a
    change after it ends the history there), each step given to ``lines(before, after, move)``
    for his move lines (none when it changes nothing he keeps); ``puzzle_key``: the genre's
    (GenrePlay.puzzle_key). A history that starts on a board
    with moves already on it (the puzzle was edited in play) begins with one move to that board
    from ``blank(state)``. Returns the state his game begins from, the lines and STATEPOS."""
    states = [base]
    for move in moves:
        states.append({**states[-1], **move.apply(states[-1], True)})
    key = puzzle_key(states[index])
    start = max([k for k in range(1, index + 1) if puzzle_key(states[k]) != puzzle_key(states[k - 1])],
                default=0)
    end = next((k for k in range(index + 1, len(states)) if puzzle_key(states[k]) != key), len(states))
    first = blank(states[start])
    out = list(lines(first, states[start], None))
    position = len(out)
    for k in range(start, end - 1):
        step = list(lines(states[k], states[k + 1], moves[k]))
        out += step
        if k < index:
            position += len(step)
    return first, out, position + 1
