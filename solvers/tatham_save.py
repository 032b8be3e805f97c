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
Telling his texts apart (a saved game and the game it names, a random seed) is
solvers/tatham_text.py's, and the table of our genres that play his games is the registry's
(solvers/genres.py, ``tatham_games``): the genre detection needs both, and this module the table.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING

from .errors import PuzzleFormatError
from .tatham_text import MAGIC, MAX_STATES, fields, looks_like  # MAGIC, looks_like: read here too (studio, tests)

if TYPE_CHECKING:
    from .document import SavedGame
    from .moves import Move

VERSION = "1"
KINDS = ("MOVE", "SOLVE", "RESTART")
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


def read(text: str) -> SaveFile:
    """The saved game of a text; PuzzleFormatError (one line) for anything that is not one."""
    if not text.strip():
        raise PuzzleFormatError("empty file")
    if not looks_like(text):
        raise PuzzleFormatError(f"not a saved game of {MAGIC} (no SAVEFILE line)")
    values: dict[str, str] = {}
    moves: list[tuple[str, str]] = []
    states = position = None
    for key, value in fields(text):
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


# -- the genres that have a game of his (the registry's table: solvers/genres.py, tatham_games) -------
def game_section(text: str) -> dict | None:
    """A saved game of his as the studio's section of a native file (solvers/document.py,
    ``read_section``): the state now and before the first move, the moves and the position;
    None when the text is none of his saved games. PuzzleFormatError when it cannot be read."""
    from .document import SECTION_FORMAT
    from .genres import saved_game_genre
    from .moves import encode, move_data

    genre = saved_game_genre(text)
    if genre is None:
        return None
    saved = games_module(genre).read_game(read(text))
    return {"format": SECTION_FORMAT, "mode": 1, "state": encode(saved.state), "base": encode(saved.base),
            "moves": [move_data(m) for m in saved.moves], "index": saved.index,
            "clock": saved.clock, "hints": saved.hints, "reveals": saved.reveals}


def genres() -> set[str]:
    """Our genres that have a game in his collection."""
    from .genres import tatham_games

    return {genre for genre, _ in tatham_games().values()}


def games_module(genre: str) -> ModuleType:
    """The ``tatham`` module of one of our genres; PuzzleFormatError for a genre without one."""
    from .genres import tatham_games

    for name, module in tatham_games().values():
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
