"""The document model without Qt (DESIGN.md, "The studio"), as Simon Tatham's midend and
``execute_move``: a game's state, its moves with their text form, the undo chain, the hints and
reveals used, the clock and the revisions a result is stamped with. The studio's documents wrap
it; the command line replays and judges saved games with it alone (solvers/cli_replay.py).

A state is a dict of named parts (arrays, dicts, tuples, strings); which parts a genre has, and
what its rules say of them, is the genre's ``moves`` module (solvers/<genre>/moves.py, a
``GenrePlay``). Every change is a ``Move``: a small data object applied forwards (redo) or
backwards (undo) to a state, which gives the new values of the parts it changes or refuses with
a ``MoveError`` when it does not fit. Time is given to the clock by its caller: the model never
reads a clock itself, so that replays and tests are exact.
"""

from __future__ import annotations

import base64
import binascii
import copy
import json
import zlib
from dataclasses import dataclass, field
from typing import Callable, Protocol, runtime_checkable

import numpy as np

from .errors import MoveError, SavedGameError

MOVE_KINDS: dict[str, type] = {}

# The revisions a result can be stamped with: the puzzle (clues, dots, pairs, rule set), the
# author's layer (picture, painted regions, drawn paths) and the player's board.
PUZZLE, AUTHOR, BOARD = "puzzle", "author", "board"


def register(cls):
    MOVE_KINDS[cls.kind] = cls
    return cls


# -- values <-> JSON ---------------------------------------------------------------------------
SMALL_ARRAY = 1024  # entries: up to this many an array is written as a readable list
_DECODE_ERRORS = (KeyError, TypeError, ValueError, IndexError, AttributeError, zlib.error, binascii.Error)


def encode(value):
    """A JSON value for a state's part (arrays, dicts with any keys, tuples, scalars)."""
    if isinstance(value, np.ndarray):
        raw = np.ascontiguousarray(value)
        if raw.size <= SMALL_ARRAY:
            return {"nd": raw.dtype.str, "shape": list(raw.shape), "data": raw.ravel().tolist()}
        return {"nd": raw.dtype.str, "shape": list(raw.shape),
                "z": base64.b64encode(zlib.compress(raw.tobytes())).decode("ascii")}
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {"map": {k: encode(v) for k, v in value.items()}}
        return {"items": [[encode(k), encode(v)] for k, v in value.items()]}
    if isinstance(value, tuple):
        return {"tuple": [encode(v) for v in value]}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, np.generic):
        return value.item()
    return value


def decode(data):
    """The value ``encode`` wrote; a SavedGameError (one line) for anything else."""
    try:
        return _decode(data)
    except _DECODE_ERRORS as error:
        raise SavedGameError(f"not an encoded value: {error}") from None


def _decode(data):
    if isinstance(data, dict):
        if "nd" in data:
            dtype = np.dtype(data["nd"])
            if dtype.kind not in "biu":  # the states hold integers and booleans only
                raise ValueError(f"array of {dtype}")
            if "data" in data:
                return np.array(data["data"], dtype=dtype).reshape(data["shape"])
            raw = zlib.decompress(base64.b64decode(data["z"], validate=True))
            return np.frombuffer(raw, dtype=dtype).reshape(data["shape"]).copy()
        if "map" in data:
            return {str(k): _decode(v) for k, v in data["map"].items()}
        if "items" in data:
            return {_decode(k): _decode(v) for k, v in data["items"]}
        if "tuple" in data:
            return tuple(_decode(v) for v in data["tuple"])
        raise ValueError(f"unknown keys {sorted(data)[:4]}")
    if isinstance(data, list):
        return [_decode(v) for v in data]
    return data


def same(a, b) -> bool:
    """Equal values of a state's part (arrays compared by shape and content)."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and a.shape == b.shape \
            and np.array_equal(a, b)
    return a == b


def copy_value(value):
    return value.copy() if isinstance(value, np.ndarray) else copy.deepcopy(value)


def copy_state(state: dict) -> dict:
    return {k: copy_value(v) for k, v in state.items()}


def same_state(a: dict, b: dict) -> bool:
    return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)


# -- the moves ------------------------------------------------------------------------------------
@dataclass
class Move:
    """A change to a state. ``text`` names it (Undo/Redo in the studio, in the UI language)."""

    kind = ""
    hint = False  # a hint applied (or a mistake taken back by a hint): the finish counts them
    reveal = False  # the solution revealed: the finish says so, it is not a solve
    counted = False  # applied once already (a hint or reveal counts once: a redo is no new use)
    text: str = ""

    def apply(self, state: dict, forward: bool) -> dict:
        """The new values of the parts this move changes in ``state`` (never changed itself).
        MoveError when the move does not fit the state."""
        raise NotImplementedError

    def keys(self) -> set:
        """The names of the state's parts this move changes."""
        raise NotImplementedError

    def to_data(self) -> dict:
        raise NotImplementedError

    @classmethod
    def from_data(cls, data: dict) -> Move:
        raise NotImplementedError


def as_hint(move: Move) -> Move:
    move.hint = True
    return move


def as_reveal(move: Move) -> Move:
    move.reveal = True
    return move


def move_data(move: Move) -> dict:
    data = dict(move.to_data(), kind=move.kind, text=move.text)
    if move.hint:
        data["hint"] = True
    if move.reveal:
        data["reveal"] = True
    return data


def move_from_data(data) -> Move:
    """The move a saved game's JSON object describes; MoveError for anything else."""
    if not isinstance(data, dict):
        raise MoveError("a move is a JSON object")
    kind = MOVE_KINDS.get(data.get("kind"))
    if kind is None:
        raise MoveError(f"unknown move kind {str(data.get('kind'))[:40]!r}")
    try:
        move = kind.from_data(data)
    except SavedGameError as error:
        raise MoveError(f"a {kind.kind!r} move: {error}") from None
    except _DECODE_ERRORS as error:
        raise MoveError(f"a {kind.kind!r} move is malformed ({type(error).__name__}: {error})") from None
    move.text = str(data.get("text", ""))
    move.hint = data.get("hint", False) is True
    move.reveal = data.get("reveal", False) is True
    return move


def to_string(move: Move) -> str:
    """The move's text form: one line of JSON."""
    return json.dumps(move_data(move), separators=(",", ":"))


def from_string(text: str) -> Move:
    try:
        data = json.loads(text)
    except ValueError as error:
        raise MoveError(f"a move is one line of JSON ({error})") from None
    return move_from_data(data)


def _part(state: dict, name: str):
    if name not in state:
        raise MoveError(f"no part {name!r} in this game's state (it has {', '.join(sorted(state))})")
    return state[name]


@register
@dataclass
class CellsMove(Move):
    """Entries of one named array of the state (a nonogram's ``picture`` or ``board``, a
    Galaxies ``walls``, ``marks`` or ``regions``) change from ``old`` to ``new``."""

    kind = "cells"
    layer: str = ""
    positions: list = field(default_factory=list)
    old: list = field(default_factory=list)
    new: list = field(default_factory=list)

    def __post_init__(self):
        self.positions = [tuple(int(i) for i in p) for p in self.positions]
        self.old, self.new = [int(v) for v in self.old], [int(v) for v in self.new]
        if not len(self.positions) == len(self.old) == len(self.new):
            raise MoveError("a cells move needs one old and one new value per position")

    def apply(self, state: dict, forward: bool) -> dict:
        array = _part(state, self.layer)
        if not isinstance(array, np.ndarray):
            raise MoveError(f"{self.layer!r} is not a layer of cells")
        out = array.copy()
        for position, old, new in zip(self.positions, self.old, self.new):
            if len(position) != array.ndim or not all(0 <= i < n for i, n in zip(position, array.shape)):
                raise MoveError(f"position {list(position)} is outside {self.layer!r} "
                                f"({'x'.join(map(str, array.shape))})")
            # The value there is the move's old one (or its new one: a drag shows a move live
            # before it is recorded, and applying a move twice is the same as once).
            if int(out[position]) not in (old, new):
                raise MoveError(f"{self.layer!r} at {list(position)} is {int(out[position])}, but the move "
                                f"changes it from {old if forward else new}")
            value = new if forward else old
            try:
                out[position] = value
            except (OverflowError, ValueError):
                raise MoveError(f"{value} is not a value of {self.layer!r}") from None
            if int(out[position]) != value:  # 7 in a layer of booleans, -1 in one of bytes
                raise MoveError(f"{value} is not a value of {self.layer!r}")
        return {self.layer: out}

    def keys(self) -> set:
        return {self.layer}

    def to_data(self) -> dict:
        return {"layer": self.layer, "cells": [[*p, o, n] for p, o, n in zip(self.positions, self.old, self.new)]}

    @classmethod
    def from_data(cls, data: dict) -> CellsMove:
        cells = data["cells"]
        if not isinstance(cells, list) or not all(isinstance(c, list) and len(c) >= 3 for c in cells):
            raise ValueError("cells are [position..., old, new] lists")
        return cls(layer=str(data["layer"]), positions=[c[:-2] for c in cells],
                   old=[c[-2] for c in cells], new=[c[-1] for c in cells])


@register
@dataclass
class PartsMove(Move):
    """Parts of the state before and after, copied: later edits of the live arrays and dicts
    must not change what undo restores (resize, new clues, derive, generate, a rename, a hint
    on many cells, a revealed solution)."""

    kind = "parts"
    before: dict = field(default_factory=dict)
    after: dict = field(default_factory=dict)

    def __post_init__(self):
        if not isinstance(self.before, dict) or not isinstance(self.after, dict):
            raise MoveError("a parts move holds the parts before and after")
        self.before = {k: copy_value(v) for k, v in self.before.items()}
        self.after = {k: copy_value(v) for k, v in self.after.items()}

    def apply(self, state: dict, forward: bool) -> dict:
        target, other = (self.after, self.before) if forward else (self.before, self.after)
        for name in target:
            current = _part(state, name)
            # As for cells: the part is as the move found it, or as it leaves it.
            if name in other and not (same(current, other[name]) or same(current, target[name])):
                raise MoveError(f"the move expects another {name!r} than this game's")
        return {k: copy_value(v) for k, v in target.items()}

    def keys(self) -> set:
        return {k for k in self.after if k not in self.before or not same(self.before[k], self.after[k])}

    def to_data(self) -> dict:
        return {"before": encode(self.before), "after": encode(self.after)}

    @classmethod
    def from_data(cls, data: dict) -> PartsMove:
        before, after = decode(data["before"]), decode(data["after"])
        if not isinstance(before, dict) or not isinstance(after, dict):
            raise ValueError("before and after are maps of parts")
        return cls(before=before, after=after)


# -- a genre's side ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Broken:
    """A rule the board breaks, in words, with the cells (row, col) that break it."""

    code: str
    rule: str
    cells: tuple


@runtime_checkable
class GenrePlay(Protocol):
    """What the model asks of a genre: ``MODEL`` in solvers/<genre>/moves.py (tests/solvers/
    test_document_model.py checks every genre)."""

    genre: str
    board_keys: frozenset  # the parts that are the player's (the rest: the puzzle, the author's)

    def initial_state(self, puzzle) -> dict: ...  # a document opened on ``puzzle``
    def load(self, path) -> dict: ...  # the initial state of the puzzle in a file
    def check_state(self, state: dict) -> None: ...  # MoveError when a part is malformed
    def puzzle_key(self, state: dict): ...
    def broken_rules(self, state: dict) -> list[Broken]: ...
    def solved(self, state: dict) -> bool: ...
    def board_text(self, state: dict) -> str: ...
    def board_json(self, state: dict): ...


def touched(play: GenrePlay, keys, puzzle_changed: bool) -> set:
    """The revisions a change of the parts ``keys`` moves on: the puzzle's when its key changed,
    the board's for the player's parts, the author's for the others (a title is no result's
    concern)."""
    keys = set(keys)
    parts = {PUZZLE} if puzzle_changed else set()
    if keys & play.board_keys:
        parts.add(BOARD)
    if keys - play.board_keys - {"title"}:
        parts.add(AUTHOR)
    return parts


def applied(play: GenrePlay, state: dict, move: Move, forward: bool) -> dict:
    """The parts ``move`` changes in ``state``, checked against the genre's shape of a state."""
    parts = move.apply(state, forward)
    play.check_state({**state, **parts})
    return parts


# -- bookkeeping ------------------------------------------------------------------------------------
class Revisions:
    """Counters of the puzzle, the author's layer and the board, never decreased: a result
    computed for revision r of a part is shown only while that part is still at r (an undo is a
    new revision too). Subscribers hear which parts changed (the studio's panels drop their
    results about the old ones)."""

    def __init__(self):
        self.counts = {PUZZLE: 0, AUTHOR: 0, BOARD: 0}
        self._listeners: list[Callable[[set], None]] = []

    def subscribe(self, listener: Callable[[set], None]) -> None:
        self._listeners.append(listener)

    def note(self, parts: set) -> None:
        for part in parts:
            self.counts[part] += 1
        if parts:
            for listener in list(self._listeners):
                listener(set(parts))

    def stamp(self, *parts: str) -> tuple:
        """The current revisions of ``parts``, to keep with a result computed now."""
        return tuple((part, self.counts[part]) for part in parts)

    def is_current(self, stamp) -> bool:
        return stamp is not None and all(self.counts[part] == revision for part, revision in stamp)


class Tally:
    """Hints and reveals used in a game. Each hint or reveal move counts once, when first
    applied (a redo is not a second use); the counts of a saved game whose history no longer
    holds them (undone, then dropped by a later move) are kept too: a hint once used counts
    whatever Undo or Clear did after it."""

    def __init__(self):
        self.used = {"hint": 0, "reveal": 0}
        self.before = {"hint": 0, "reveal": 0}
        self.reveals_on_board = 0  # reveal moves done now: the board shows a revealed solution

    def applied(self, move: Move, forward: bool) -> None:
        if forward and not move.counted:
            move.counted = True
            self.used["hint"] += int(move.hint)
            self.used["reveal"] += int(move.reveal)
        if move.reveal:
            self.reveals_on_board += 1 if forward else -1

    def hints(self) -> int:
        return self.used["hint"] + self.before["hint"]

    def reveals(self) -> int:
        return self.used["reveal"] + self.before["reveal"]

    def keep(self, hints: int, reveals: int) -> None:
        """A saved game's counts, after its history replayed."""
        self.before = {"hint": max(0, hints - self.used["hint"]), "reveal": max(0, reveals - self.used["reveal"])}


class Clock:
    """The player's solving time. It starts when the player first enters Play, stops when the
    board is complete and, if a later move (an undo) breaks the solution, goes on from the time
    it showed: the time after a finish is not solving time. ``now`` is given by the caller (the
    studio passes time.monotonic())."""

    def __init__(self):
        self.started = self.finished = None
        self.banked = 0.0  # seconds counted before ``started``: a saved game's, or before a finish
        # The time at the player's last move: what a save keeps (not the time now, which would
        # make every save differ from the last with no move made).
        self.at_last_move = 0.0

    def start(self, now: float) -> bool:
        """True when this starts the clock (the first time only)."""
        if self.started is None:
            self.started = now
            return True
        return False

    def update(self, solved: bool, now: float) -> bool:
        """After a move: True when this move completed the puzzle."""
        finished = False
        if solved and self.finished is None:
            if self.started is None:  # solved without entering Play (a reveal, a script)
                self.started = now
            self.finished = now
            finished = True
        elif not solved and self.finished is not None:
            self.unfinish(now)
        self.at_last_move = self.seconds(now)
        return finished

    def unfinish(self, now: float) -> None:
        """The finish is taken back: the clock goes on from the time it showed."""
        if self.finished is None:
            return
        self.banked += self.finished - self.started
        self.started, self.finished = now, None

    def seconds(self, now: float) -> float:
        """Solving time so far (up to the finish, when finished)."""
        if self.started is None:
            return self.banked
        return self.banked + ((self.finished if self.finished is not None else now) - self.started)

    def restore(self, seconds: float, now: float) -> None:
        """A saved game's time: the clock goes on from it (at once if it was running)."""
        running = self.started is not None
        self.banked, self.finished, self.at_last_move = seconds, None, seconds
        self.started = now if running else None


# -- a saved game ---------------------------------------------------------------------------------
SECTION_KEY = "studio"
SECTION_FORMAT = 1


@dataclass
class SavedGame:
    """A game as a native file keeps it (the section under ``"studio"``): the state now, the
    state before the first move, every move, the undo position, the mode, the solving time and
    the hints and reveals used (undone ones too)."""

    state: dict
    base: dict
    moves: list
    index: int
    mode: int | None = None
    clock: float = 0.0
    hints: int = 0
    reveals: int = 0

    def section(self) -> dict:
        return {"format": SECTION_FORMAT, "mode": self.mode, "state": encode(self.state),
                "base": encode(self.base), "moves": [move_data(m) for m in self.moves],
                "index": self.index, "clock": round(self.clock, 1), "hints": self.hints,
                "reveals": self.reveals}


def number(value, kinds, upper):
    """``value`` when it is a number of ``kinds`` in [0, upper), else 0 (absent in games saved
    before it was kept, or damaged)."""
    ok = isinstance(value, kinds) and not isinstance(value, bool) and 0 <= value < upper
    return value if ok else 0


def read_state(data: dict) -> dict:
    """The saved state now; SavedGameError when it is missing or not a state."""
    if not isinstance(data, dict) or data.get("format") != SECTION_FORMAT:
        raise SavedGameError(f"no saved game of format {SECTION_FORMAT}")
    state = decode(data.get("state"))
    if not isinstance(state, dict) or not all(isinstance(k, str) for k in state):
        raise SavedGameError("the saved state is not a map of parts")
    return state


def read_history(data: dict) -> tuple[dict, list, int]:
    """The state before the first move, the moves and the undo position; SavedGameError or
    MoveError (which names the move) when they cannot be read."""
    base = decode(data.get("base"))
    if not isinstance(base, dict):
        raise SavedGameError("the saved state before the first move is not a map of parts")
    items = data.get("moves")
    if not isinstance(items, list):
        raise SavedGameError("the saved moves are not a list")
    moves = []
    for number_, item in enumerate(items, start=1):
        try:
            moves.append(move_from_data(item))
        except MoveError as error:
            raise MoveError(f"move {number_}: {error}") from None
    index = data.get("index")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= len(moves):
        raise SavedGameError(f"the undo position {str(index)[:20]} is not between 0 and {len(moves)}")
    return base, moves, index


def read_section(data: dict) -> SavedGame:
    """Every part of a saved game; SavedGameError or MoveError when one cannot be read."""
    state = read_state(data)
    base, moves, index = read_history(data)
    mode = data.get("mode")
    return SavedGame(state, base, moves, index, mode if isinstance(mode, int) and 0 <= mode <= 2 else None,
                     float(number(data.get("clock"), (int, float), 10 ** 8)),
                     number(data.get("hints"), int, 10 ** 6), number(data.get("reveals"), int, 10 ** 6))


# -- a game: the model the command line replays ---------------------------------------------------------
class Game:
    """A game without a window: a state, its undo chain and its bookkeeping. Every move is
    checked as it is applied (``applied``); the rules of the genre judge the board."""

    def __init__(self, play: GenrePlay, state: dict):
        play.check_state(state)
        self.play = play
        self.base = copy_state(state)
        self.state = copy_state(state)
        self.moves: list[Move] = []
        self.index = 0
        self.tally = Tally()
        self.revisions = Revisions()
        self.clock = Clock()

    def _apply(self, move: Move, forward: bool) -> None:
        parts = applied(self.play, self.state, move, forward)
        self.tally.applied(move, forward)
        changed = {k for k, v in parts.items() if not same(self.state[k], v)}
        key = self.play.puzzle_key(self.state)
        self.state.update(parts)
        self.revisions.note(touched(self.play, changed, self.play.puzzle_key(self.state) != key))

    def push(self, move: Move) -> None:
        """Apply a new move: the moves undone before it are dropped (as an undo stack does)."""
        self._apply(move, True)
        del self.moves[self.index:]
        self.moves.append(move)
        self.index += 1

    def undo(self) -> None:
        if self.index == 0:
            raise MoveError("nothing to undo")
        self._apply(self.moves[self.index - 1], False)
        self.index -= 1

    def redo(self) -> None:
        if self.index == len(self.moves):
            raise MoveError("nothing to redo")
        self._apply(self.moves[self.index], True)
        self.index += 1

    @classmethod
    def replay(cls, play: GenrePlay, saved: SavedGame) -> Game:
        """The saved moves applied to the saved state before the first of them, then undone
        back to the saved position, as the studio's undo stack does when a game reopens. A move
        that does not fit raises MoveError naming it; a history that does not lead to the saved
        state raises SavedGameError."""
        game = cls(play, saved.base)
        for number_, move in enumerate(saved.moves, start=1):
            try:
                game.push(move)
            except MoveError as error:
                raise MoveError(f"move {number_} ({move.kind} {move.text!r}): {error}") from None
        while game.index > saved.index:
            game.undo()
        game.tally.keep(saved.hints, saved.reveals)
        game.clock.restore(saved.clock, 0.0)
        if not same_state(game.state, saved.state):
            differ = sorted(k for k in saved.state if k not in game.state or not same(game.state[k], saved.state[k]))
            raise SavedGameError(f"the moves do not lead to the saved state (they differ in {', '.join(differ)})")
        return game

    def broken_rules(self) -> list[Broken]:
        return self.play.broken_rules(self.state)

    def solved(self) -> bool:
        """Judged by the genre's rules on the board, never by a stored answer."""
        return self.play.solved(self.state)
