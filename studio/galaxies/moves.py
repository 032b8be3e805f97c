"""Edits and player moves as small data objects wrapped in QUndoCommands (DESIGN.md).

``DotsMove`` puts, removes or recolours dots (a colour per doubled-grid point, None for no
dot). ``ArrayMove`` changes entries of one of the document's arrays: ``walls`` (the player's
boundaries, indexed by doubled-grid edge), ``marks`` (the player's "this cell belongs to dot
d") or ``regions`` (the author's painted regions). ``ReplaceMove`` swaps the whole state
(derive, generate, resize, clear). Each of the first two has a text form for logs and tests.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand


class DotsMove(QUndoCommand):
    def __init__(self, document, points, old, new, text: str):
        super().__init__(text)
        self.document = document
        self.points = [tuple(map(int, p)) for p in points]  # (y2, x2)
        self.old, self.new = list(old), list(new)  # colour or None, per point

    def to_string(self) -> str:
        return "dots " + ";".join(f"{y},{x},{o or '-'},{n or '-'}"
                                  for (y, x), o, n in zip(self.points, self.old, self.new))

    @classmethod
    def from_string(cls, document, text: str, label: str = "") -> DotsMove:
        points, old, new = [], [], []
        for item in filter(None, text.removeprefix("dots ").split(";")):
            y, x, o, n = item.split(",")
            points.append((int(y), int(x)))
            old.append(None if o == "-" else o)
            new.append(None if n == "-" else n)
        return cls(document, points, old, new, label or "dots")

    def redo(self) -> None:
        self.document.set_dots(dict(zip(self.points, self.new)))

    def undo(self) -> None:
        self.document.set_dots(dict(zip(self.points, self.old)))


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


class ReplaceMove(QUndoCommand):
    """The whole document state before and after (``state()`` dicts hold fresh copies)."""

    def __init__(self, document, before: dict, after: dict, text: str):
        super().__init__(text)
        self.document, self.before, self.after = document, before, after

    def redo(self) -> None:
        self.document.restore_state(self.after)

    def undo(self) -> None:
        self.document.restore_state(self.before)
