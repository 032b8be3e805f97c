"""Edits and player moves as small data objects wrapped in QUndoCommands (DESIGN.md).

``DotsMove`` puts, removes or recolours dots (a colour per doubled-grid point, None for no
dot) and has a text form for logs and tests. The shared moves (studio.moves) do the rest:
``ArrayMove`` changes entries of ``walls`` (the player's boundaries, indexed by doubled-grid
edge), ``marks`` (the player's "this cell belongs to dot d") or ``regions`` (the author's
painted regions); ``ReplaceMove`` swaps the whole state (derive, generate, resize, clear).
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
