"""The next hint: the first cell whose lighting differs from the first solution."""

from __future__ import annotations

from dataclasses import dataclass

from .brute import solutions
from .model import LIT, Lights


@dataclass(frozen=True)
class Hint:
    kind: str
    text: str
    cells: tuple
    applicable: bool = False


def game_hint(state: dict, cancel: object) -> Hint:
    found = solutions(Lights(tuple(state["clues"])), 1, cancel)
    if not found:
        return Hint("none", "These clues have no lighting.", ())
    row = "".join("#" if v else "." for v in state["board"][0])
    for i, (have, want) in enumerate(zip(row, found[0])):
        if have != want:
            return Hint("deduction", f"Cell {i + 1} is {'lit' if want == LIT else 'dark'}.", ((0, i),))
    return Hint("solved", "The row is lit as the clues say.", ())
