"""Every change to a document is a move (DESIGN.md): a small data object with a text form, that
the document applies forwards (redo) or backwards (undo). A QUndoCommand (``MoveCommand``)
wraps one, so Undo, save, autosave and replay are one mechanism: the saved file holds the
moves' text forms, and reopening replays them (studio.history).

Two moves serve every genre:

- ``CellsMove`` changes entries of one named array of a document (a nonogram's ``picture`` or
  ``board``, a Galaxies ``walls``, ``marks`` or ``regions``) through ``document.layer(name)``
  and ``document.layer_changed(name)``.
- ``PartsMove`` holds copies of parts of a document's state before and after (resize, new
  clues, derive, generate, a rename, a hint on many cells), applied by
  ``document.restore_state(parts)``.

A genre adds its own kinds with ``@register`` (Galaxies' ``DotsMove``). Values inside moves are
encoded by ``encode``/``decode``: numpy arrays compressed (a move of a 100x100 layer stays
small), dicts with tuple keys, tuples and plain JSON values.
"""

from __future__ import annotations

import base64
import copy
import json
import zlib
from dataclasses import dataclass, field

import numpy as np
from PySide6.QtGui import QUndoCommand

MOVE_KINDS: dict[str, type] = {}


def register(cls):
    MOVE_KINDS[cls.kind] = cls
    return cls


# -- values <-> JSON ---------------------------------------------------------------------------
SMALL_ARRAY = 1024  # entries: up to this many an array is written as a readable list


def encode(value):
    """A JSON value for a document state's part (arrays, dicts with any keys, tuples, scalars)."""
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
    if isinstance(data, dict):
        if "nd" in data:
            dtype = np.dtype(data["nd"])
            if "data" in data:
                return np.array(data["data"], dtype=dtype).reshape(data["shape"])
            raw = zlib.decompress(base64.b64decode(data["z"]))
            return np.frombuffer(raw, dtype=dtype).reshape(data["shape"]).copy()
        if "map" in data:
            return {str(k): decode(v) for k, v in data["map"].items()}
        if "items" in data:
            return {decode(k): decode(v) for k, v in data["items"]}
        if "tuple" in data:
            return tuple(decode(v) for v in data["tuple"])
        raise ValueError(f"not an encoded value: {sorted(data)}")
    if isinstance(data, list):
        return [decode(v) for v in data]
    return data


def same(a, b) -> bool:
    """Equal values of a state's part (arrays compared by shape and content)."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and a.shape == b.shape \
            and np.array_equal(a, b)
    return a == b


def _copy(value):
    return value.copy() if isinstance(value, np.ndarray) else copy.deepcopy(value)


# -- the moves ------------------------------------------------------------------------------------
@dataclass
class Move:
    """A change to a document. ``text`` is what Undo/Redo name it (in the UI language)."""

    kind = ""
    hint = False  # a hint applied (or a mistake taken back by a hint): the finish counts them
    reveal = False  # the solution revealed: the finish says so, it is not a solve
    counted = False  # applied once already (a hint or reveal counts once: a redo is no new use)
    text: str = ""

    def apply(self, document, forward: bool) -> None:
        raise NotImplementedError

    def keys(self) -> set:
        """The names of the state's parts this move changes."""
        raise NotImplementedError

    def to_data(self) -> dict:
        raise NotImplementedError

    @classmethod
    def from_data(cls, data: dict) -> Move:
        raise NotImplementedError


def to_string(move: Move) -> str:
    """The move's text form: one line of JSON."""
    return json.dumps(move_data(move), separators=(",", ":"))


def as_hint(move: Move) -> Move:
    move.hint = True
    return move


def as_reveal(move: Move) -> Move:
    move.reveal = True
    return move


def from_string(text: str) -> Move:
    return move_from_data(json.loads(text))


def move_data(move: Move) -> dict:
    data = dict(move.to_data(), kind=move.kind, text=move.text)
    if move.hint:
        data["hint"] = True
    if move.reveal:
        data["reveal"] = True
    return data


def move_from_data(data: dict) -> Move:
    if not isinstance(data, dict):
        raise ValueError("a move is a JSON object")
    kind = MOVE_KINDS.get(data.get("kind"))
    if kind is None:
        raise ValueError(f"unknown move kind {data.get('kind')!r}")
    move = kind.from_data(data)
    move.text = str(data.get("text", ""))
    move.hint = bool(data.get("hint", False))
    move.reveal = bool(data.get("reveal", False))
    return move


@register
@dataclass
class CellsMove(Move):
    kind = "cells"
    layer: str = ""
    positions: list = field(default_factory=list)
    old: list = field(default_factory=list)
    new: list = field(default_factory=list)

    def __post_init__(self):
        self.positions = [tuple(int(i) for i in p) for p in self.positions]
        self.old, self.new = [int(v) for v in self.old], [int(v) for v in self.new]

    def apply(self, document, forward: bool) -> None:
        array = document.layer(self.layer)
        for position, value in zip(self.positions, self.new if forward else self.old):
            array[position] = value
        document.layer_changed(self.layer)

    def keys(self) -> set:
        return {self.layer}

    def to_data(self) -> dict:
        return {"layer": self.layer, "cells": [[*p, o, n] for p, o, n in zip(self.positions, self.old, self.new)]}

    @classmethod
    def from_data(cls, data: dict) -> CellsMove:
        cells = data["cells"]
        return cls(layer=str(data["layer"]), positions=[c[:-2] for c in cells],
                   old=[c[-2] for c in cells], new=[c[-1] for c in cells])


@register
@dataclass
class PartsMove(Move):
    """Parts of the state before and after, copied: later edits of the live arrays and dicts
    must not change what undo restores."""

    kind = "parts"
    before: dict = field(default_factory=dict)
    after: dict = field(default_factory=dict)

    def __post_init__(self):
        self.before = {k: _copy(v) for k, v in self.before.items()}
        self.after = {k: _copy(v) for k, v in self.after.items()}

    def apply(self, document, forward: bool) -> None:
        document.restore_state(self.after if forward else self.before)

    def keys(self) -> set:
        return {k for k in self.after if k not in self.before or not same(self.before[k], self.after[k])}

    def to_data(self) -> dict:
        return {"before": encode(self.before), "after": encode(self.after)}

    @classmethod
    def from_data(cls, data: dict) -> PartsMove:
        return cls(before=decode(data["before"]), after=decode(data["after"]))


class MoveCommand(QUndoCommand):
    """A move on the undo stack. Applying a move twice is the same as once, so a drag that
    changed the document live is pushed like any other move (its first redo brings every view
    up to date). Commands with the same ``merge_key`` (digits typed into one cell) merge."""

    MERGE_ID = 7001

    def __init__(self, document, move: Move, merge_key=None):
        super().__init__(move.text)
        self.document, self.move = document, move
        self.merge_key = merge_key

    def redo(self) -> None:
        self.document.apply_move(self.move, True)

    def undo(self) -> None:
        self.document.apply_move(self.move, False)

    def id(self) -> int:
        return self.MERGE_ID if self.merge_key is not None else -1

    def mergeWith(self, other) -> bool:
        if not isinstance(other, MoveCommand) or other.merge_key != self.merge_key \
                or not isinstance(self.move, PartsMove) or not isinstance(other.move, PartsMove):
            return False
        self.move.after = other.move.after
        return True
