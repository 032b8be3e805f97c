"""The move only Galaxies has (studio.moves has the shared ones, DESIGN.md).

``DotsMove`` puts, removes or recolours dots: a colour per doubled-grid point, None for no
dot. The shared moves do the rest: ``CellsMove`` changes entries of ``walls`` (the player's
boundaries, indexed by doubled-grid edge), ``marks`` (the player's "this cell belongs to dot
d") or ``regions`` (the author's painted regions); ``PartsMove`` replaces parts of the state
(derive, generate, resize, clear, a hint).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..moves import Move, register


@register
@dataclass
class DotsMove(Move):
    kind = "dots"
    points: list = field(default_factory=list)  # (y2, x2)
    old: list = field(default_factory=list)  # colour or None, per point
    new: list = field(default_factory=list)

    def __post_init__(self):
        self.points = [(int(y), int(x)) for y, x in self.points]
        self.old, self.new = [c or None for c in self.old], [c or None for c in self.new]

    def apply(self, document, forward: bool) -> None:
        document.set_dots(dict(zip(self.points, self.new if forward else self.old)))

    def keys(self) -> set:
        return {"dots"}

    def to_data(self) -> dict:
        return {"dots": [[y, x, o, n] for (y, x), o, n in zip(self.points, self.old, self.new)]}

    @classmethod
    def from_data(cls, data: dict) -> DotsMove:
        dots = data["dots"]
        return cls(points=[d[:2] for d in dots], old=[d[2] for d in dots], new=[d[3] for d in dots])
