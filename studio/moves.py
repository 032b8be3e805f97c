"""The undo moves every genre uses, as small data objects wrapped in QUndoCommands (DESIGN.md).

``ArrayMove`` changes entries of one named array of a document (a nonogram's ``picture`` or
``board``, a Galaxies ``walls``, ``marks`` or ``regions``) through ``document.layer(name)`` and
``document.layer_changed(name)``; it has a text form for logs and tests. ``ReplaceMove`` holds
copies of parts of a document's state before and after, applied by
``document.restore_state(parts)`` (resize, new clues, derive, generate, a hint on many cells).
Moves that only one genre has (Galaxies dots, Numberlink typing) stay in the genre's package.
"""

from __future__ import annotations

import copy

import numpy as np
from PySide6.QtGui import QUndoCommand


class ArrayMove(QUndoCommand):
    def __init__(self, document, layer: str, positions, old, new, text: str, applied: bool = False):
        super().__init__(text)
        self.document, self.layer = document, layer
        self.positions = [tuple(map(int, p)) for p in positions]
        self.old, self.new = [int(v) for v in old], [int(v) for v in new]
        self._skip = applied  # a drag already changed its entries live: the first redo is a no-op

    def to_string(self) -> str:
        return f"{self.layer} " + ";".join(
            f"{a},{b},{o},{n}" for (a, b), o, n in zip(self.positions, self.old, self.new))

    @classmethod
    def from_string(cls, document, text: str, label: str = "") -> ArrayMove:
        layer, _, body = text.partition(" ")
        positions, old, new = [], [], []
        for item in filter(None, body.split(";")):
            a, b, o, n = map(int, item.split(","))
            positions.append((a, b)), old.append(o), new.append(n)
        return cls(document, layer, positions, old, new, label or layer)

    def _apply(self, values) -> None:
        array = self.document.layer(self.layer)
        for position, value in zip(self.positions, values):
            array[position] = value
        self.document.layer_changed(self.layer)

    def redo(self) -> None:
        if self._skip:
            self._skip = False
            self.document.layer_changed(self.layer)
            return
        self._apply(self.new)

    def undo(self) -> None:
        self._apply(self.old)


def _copy(value):
    return value.copy() if isinstance(value, np.ndarray) else copy.deepcopy(value)


class ReplaceMove(QUndoCommand):
    """Parts of the state before and after, copied: later edits of the live arrays and dicts
    must not change what undo restores."""

    def __init__(self, document, before: dict, after: dict, text: str):
        super().__init__(text)
        self.document = document
        self.before = {k: _copy(v) for k, v in before.items()}
        self.after = {k: _copy(v) for k, v in after.items()}

    def redo(self) -> None:
        self.document.restore_state(self.after)

    def undo(self) -> None:
        self.document.restore_state(self.before)
