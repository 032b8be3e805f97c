"""Edits and player moves as small data objects wrapped in QUndoCommands (DESIGN.md).

A move changes cells of one layer of a document: ``picture`` (what the author draws, 0/1) or
``board`` (what the player or a hint or Solve fills: -1/0/1). ``to_string``/``from_string`` give
each move a text form (for logs, tests and, later, replays).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QUndoCommand


class CellsMove(QUndoCommand):
    def __init__(self, document, layer: str, cells, old, new, text: str, applied: bool = False):
        super().__init__(text)
        self.document, self.layer = document, layer
        self.cells = [tuple(map(int, c)) for c in cells]
        self.old, self.new = [int(v) for v in old], [int(v) for v in new]
        self._skip = applied  # a drag already painted its cells live: the first redo is a no-op

    def to_string(self) -> str:
        return f"{self.layer} " + ";".join(
            f"{r},{c},{o},{n}" for (r, c), o, n in zip(self.cells, self.old, self.new))

    @classmethod
    def from_string(cls, document, text: str, label: str = "") -> CellsMove:
        layer, _, body = text.partition(" ")
        cells, old, new = [], [], []
        for item in filter(None, body.split(";")):
            r, c, o, n = map(int, item.split(","))
            cells.append((r, c)), old.append(o), new.append(n)
        return cls(document, layer, cells, old, new, label or layer)

    def _apply(self, values) -> None:
        array = self.document.layer(self.layer)
        for (r, c), v in zip(self.cells, values):
            array[r, c] = v
        self.document.layer_changed(self.layer)

    def redo(self) -> None:
        if self._skip:
            self._skip = False
            self.document.layer_changed(self.layer)
            return
        self._apply(self.new)

    def undo(self) -> None:
        self._apply(self.old)


class ReplaceMove(QUndoCommand):
    """Replace whole layers at once (resize, new clues): holds copies of before and after."""

    def __init__(self, document, before: dict, after: dict, text: str):
        super().__init__(text)
        self.document = document
        self.before = {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in before.items()}
        self.after = {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in after.items()}

    def redo(self) -> None:
        self.document.restore_state(self.after)

    def undo(self) -> None:
        self.document.restore_state(self.before)
