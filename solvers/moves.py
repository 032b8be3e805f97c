"""Moves: every change to a puzzle document is a small data object with a text form (one line of
JSON, as Simon Tatham's games keep their moves as strings), applied forwards (redo) or
backwards (undo) to a state, which gives the new values of the parts it changes or refuses with
a ``MoveError`` when it does not fit (solvers/document.py holds the state and the undo chain).

Two moves serve every genre: ``CellsMove`` changes entries of one named array of the state,
``PartsMove`` replaces whole parts (before and after kept). A genre adds its own kinds with
``@register`` (Galaxies' ``DotsMove``, solvers/galaxies/moves.py). Values inside moves and
saved states are written by ``encode``/``decode``: numpy arrays compressed (a move of a 100x100
layer stays small), dicts with tuple keys, tuples and plain JSON values.
"""

from __future__ import annotations

import base64
import binascii
import copy
import json
import zlib
from dataclasses import dataclass, field
from typing import Any, TypeVar

import numpy as np

from .errors import MoveError, SavedGameError

MOVE_KINDS: dict[str, type[Move]] = {}
M = TypeVar("M", bound="Move")
T = TypeVar("T")

def register(cls: type[M]) -> type[M]:
    MOVE_KINDS[cls.kind] = cls
    return cls


# -- values <-> JSON ---------------------------------------------------------------------------
SMALL_ARRAY = 1024  # entries: up to this many an array is written as a readable list
_DECODE_ERRORS = (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError, zlib.error,
                  binascii.Error)

# The types of a state's arrays (booleans and integers, as ``encode`` writes ``dtype.str``; the
# other byte order for a game saved on a big-endian machine). Only these strings are accepted:
# np.dtype() of any other string runs numpy's own parser ("i4,(" raises a SyntaxError).
ARRAY_TYPES = frozenset({"|b1", "|i1", "|u1"} | {f"{order}{kind}{size}" for order in "<>" for kind in "iu"
                                                 for size in (2, 4, 8)})
# The largest array of any genre's state: a Galaxies or Numberlink doubled grid at their
# MAX_SIZE 100 (201 x 201); a nonogram's 200 x 200 is smaller. A genre gives its own
# (GenrePlay.max_entries); this bound is for a value decoded without one.
MAX_ENTRIES = 201 * 201
# All the arrays of one saved game together (the state, the state before the first move, and
# the parts moves' before and after). A real game holds a few whole layers per clear, hint on
# many cells, reveal or resize: 200 MB is a thousand such moves on the largest Galaxies board
# (walls and marks before and after, 2 x 120 KB), and keeps a hostile file under the 500 MB
# every input is held to.
MAX_DECODED_BYTES = 200 * 2 ** 20


class Limits:
    """What decoding may build: at most ``entries`` entries per array (a genre's largest
    board), and ``decoded_bytes`` for every array of one saved game together (spent as they are
    decoded: one Limits per saved game)."""

    def __init__(self, entries: int = MAX_ENTRIES, decoded_bytes: int = MAX_DECODED_BYTES) -> None:
        self.entries, self.bytes_left = entries, decoded_bytes

    def array(self, data: dict) -> tuple[np.dtype, tuple[int, ...], int]:
        """The type, shape and entry count an encoded array declares, checked before any of it
        is built; its bytes are spent from the budget."""
        name, shape = data["nd"], data["shape"]
        if not isinstance(name, str) or name not in ARRAY_TYPES:
            raise ValueError(f"array type {str(name)[:12]!r} is not one of a state's (integers, booleans)")
        if not isinstance(shape, list) or len(shape) > 3 or not all(
                isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= self.entries for n in shape):
            raise ValueError(f"array shape {str(shape)[:40]} is not a grid of this game")
        entries = int(np.prod(shape, dtype=np.int64)) if shape else 1
        if entries > self.entries:
            raise ValueError(f"an array of {'x'.join(map(str, shape))} is larger than any board of this genre "
                             f"({self.entries} entries)")
        dtype = np.dtype(name)
        if entries * dtype.itemsize > self.bytes_left:
            raise ValueError(f"the saved game's arrays are larger than {MAX_DECODED_BYTES >> 20} MB in all")
        self.bytes_left -= entries * dtype.itemsize
        return dtype, tuple(shape), entries


def encode(value: Any) -> Any:  # any value of a state -> JSON
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


def decode(data: Any, limits: Limits | None = None) -> Any:  # JSON -> the value
    """The value ``encode`` wrote, within ``limits`` (default: any genre's); a SavedGameError
    (one line) for anything else."""
    try:
        return _decode(data, limits or Limits())
    except _DECODE_ERRORS as error:
        raise SavedGameError(f"not an encoded value: {error}") from None


def _decode(data: Any, limits: Limits) -> Any:
    if isinstance(data, dict):
        if "nd" in data:
            return _array(data, limits)
        if "map" in data:
            return {str(k): _decode(v, limits) for k, v in data["map"].items()}
        if "items" in data:
            return {_decode(k, limits): _decode(v, limits) for k, v in data["items"]}
        if "tuple" in data:
            return tuple(_decode(v, limits) for v in data["tuple"])
        raise ValueError(f"unknown keys {sorted(data)[:4]}")
    if isinstance(data, list):
        return [_decode(v, limits) for v in data]
    return data


def _array(data: dict, limits: Limits) -> np.ndarray:
    dtype, shape, size = limits.array(data)
    if "data" in data:
        values = data["data"]
        if not isinstance(values, list) or len(values) != size or not all(isinstance(v, int) for v in values):
            raise ValueError(f"an array's data is a list of {size} whole numbers")
        return np.array(values, dtype=dtype).reshape(shape)
    # At most the bytes the shape needs are inflated (plus one, to tell a longer stream): a zip
    # bomb stops there instead of filling the memory.
    expected = size * dtype.itemsize
    inflate = zlib.decompressobj()
    raw = inflate.decompress(base64.b64decode(data["z"], validate=True), expected + 1)
    if len(raw) != expected or not inflate.eof:
        raise ValueError(f"an array's compressed data is not the {expected} bytes its shape needs")
    return np.frombuffer(raw, dtype=dtype).reshape(shape).copy()


def same(a: object, b: object) -> bool:
    """Equal values of a state's part (arrays compared by shape and content)."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and a.shape == b.shape \
            and np.array_equal(a, b)
    return a == b


def copy_value(value: T) -> T:
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
    def from_data(cls, data: dict, limits: Limits) -> Move:
        """The move ``data`` describes, its values within ``limits`` (a move changes no more
        entries than the largest board has)."""
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


def move_from_data(data: Any, limits: Limits | None = None) -> Move:
    """The move a saved game's JSON object describes (within ``limits``, default: any
    genre's); MoveError for anything else."""
    if not isinstance(data, dict):
        raise MoveError("a move is a JSON object")
    name = data.get("kind")
    kind = MOVE_KINDS.get(name) if isinstance(name, str) else None
    if kind is None:
        raise MoveError(f"unknown move kind {str(data.get('kind'))[:40]!r}")
    try:
        move = kind.from_data(data, limits or Limits())
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


def _part(state: dict, name: str) -> Any:
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

    def __post_init__(self) -> None:
        self.positions = [tuple(int(i) for i in p) for p in self.positions]
        self.old, self.new = [int(v) for v in self.old], [int(v) for v in self.new]
        if not len(self.positions) == len(self.old) == len(self.new):
            raise MoveError("a cells move needs one old and one new value per position")

    def apply(self, state: dict, forward: bool) -> dict:
        out = _part(state, self.layer)
        if not isinstance(out, np.ndarray):
            raise MoveError(f"{self.layer!r} is not a layer of cells")
        out = out.copy()
        self.write(out, forward)
        return {self.layer: out}

    def write(self, array: np.ndarray, forward: bool) -> None:
        """The move's values written into ``array`` itself (a replay's way: no copy of the
        layer per move); MoveError when they do not fit, the array then partly written."""
        for position, old, new in zip(self.positions, self.old, self.new):
            if len(position) != array.ndim or not all(0 <= i < n for i, n in zip(position, array.shape)):
                raise MoveError(f"position {list(position)} is outside {self.layer!r} "
                                f"({'x'.join(map(str, array.shape))})")
            # The value there is the move's old one (or its new one: a drag shows a move live
            # before it is recorded, and applying a move twice is the same as once).
            if int(array[position]) not in (old, new):
                raise MoveError(f"{self.layer!r} at {list(position)} is {int(array[position])}, but the move "
                                f"changes it from {old if forward else new}")
            value = new if forward else old
            try:
                array[position] = value
            except (OverflowError, ValueError):
                raise MoveError(f"{value} is not a value of {self.layer!r}") from None
            if int(array[position]) != value:  # 7 in a layer of booleans, -1 in one of bytes
                raise MoveError(f"{value} is not a value of {self.layer!r}")

    def keys(self) -> set:
        return {self.layer}

    def to_data(self) -> dict:
        return {"layer": self.layer, "cells": [[*p, o, n] for p, o, n in zip(self.positions, self.old, self.new)]}

    @classmethod
    def from_data(cls, data: dict, limits: Limits) -> CellsMove:
        cells = data["cells"]
        if not isinstance(cells, list) or not all(isinstance(c, list) and len(c) >= 3 for c in cells):
            raise ValueError("cells are [position..., old, new] lists")
        if len(cells) > limits.entries:
            raise ValueError(f"{len(cells)} cells are more than a layer of this genre has")
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

    def __post_init__(self) -> None:
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
    def from_data(cls, data: dict, limits: Limits) -> PartsMove:
        before, after = decode(data["before"], limits), decode(data["after"], limits)
        if not isinstance(before, dict) or not isinstance(after, dict):
            raise ValueError("before and after are maps of parts")
        return cls(before=before, after=after)
