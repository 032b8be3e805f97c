"""A Galaxies game's side of the document model (solvers/document.py): the move only Galaxies
has, the state's parts, their checks and the board judged by the rules.

State: the ``shape``, the ``dots`` (doubled-grid point (y2, x2) -> colour), a known ``answer``
(region labels, or None), the author's painted ``regions``, the player's ``walls`` (a 0/1 array
over the doubled grid) and ``marks`` (per cell the flat doubled-grid position of the dot the
player says it belongs to, or -1), and the ``title``. ``DotsMove`` puts, removes or recolours
dots; the shared moves do the rest.
"""

from __future__ import annotations

import os
from collections.abc import Hashable
from dataclasses import dataclass, field

import numpy as np

from ..document import Broken
from ..errors import MoveError
from ..moves import Limits, Move, register
from . import formats
from .board import Assessment, assess, empty_walls
from .model import BLACK, MAX_SIZE, WHITE, Dot, Galaxies
from .rules import RULES

KEYS = frozenset({"shape", "dots", "answer", "regions", "walls", "marks", "title"})
COLOURS = (WHITE, BLACK)


@register
@dataclass
class DotsMove(Move):
    kind = "dots"
    points: list = field(default_factory=list)  # (y2, x2)
    old: list = field(default_factory=list)  # colour or None, per point
    new: list = field(default_factory=list)

    def __post_init__(self) -> None:
        self.points = [(int(y), int(x)) for y, x in self.points]
        self.old, self.new = [c or None for c in self.old], [c or None for c in self.new]
        if not len(self.points) == len(self.old) == len(self.new):
            raise MoveError("a dots move needs one old and one new colour per point")

    def apply(self, state: dict, forward: bool) -> dict:
        dots = dict(state["dots"]) if "dots" in state else None
        if dots is None:
            raise MoveError("this game has no dots")
        for point, old, new in zip(self.points, self.old, self.new):
            if dots.get(point) not in (old, new):
                raise MoveError(f"the dot at {list(point)} is {dots.get(point)}, not {old if forward else new}")
            colour = new if forward else old
            if colour is None:
                dots.pop(point, None)
            else:
                dots[point] = colour
        return {"dots": dots}

    def keys(self) -> set:
        return {"dots"}

    def to_data(self) -> dict:
        return {"dots": [[y, x, o, n] for (y, x), o, n in zip(self.points, self.old, self.new)]}

    @classmethod
    def from_data(cls, data: dict, limits: Limits) -> DotsMove:
        dots = data["dots"]
        if not isinstance(dots, list) or not all(isinstance(d, list) and len(d) == 4 for d in dots):
            raise ValueError("dots are [y2, x2, old, new] lists")
        if len(dots) > limits.entries:
            raise ValueError(f"{len(dots)} dots are more than the largest board has points")
        return cls(points=[d[:2] for d in dots], old=[d[2] for d in dots], new=[d[3] for d in dots])


def _grid(name: str, array: np.ndarray, shape: tuple[int, int], low: int, high: int | None) -> None:
    if not isinstance(array, np.ndarray) or array.shape != shape:
        raise MoveError(f"the {name} are not a {shape[0]}x{shape[1]} array")
    if array.size and (array.min() < low or (high is not None and array.max() > high)):
        raise MoveError(f"the {name} hold values outside {low}..{high if high is not None else ''}")


class GalaxiesPlay:
    genre = "galaxies"
    board_keys = frozenset({"walls", "marks"})
    max_entries = (2 * MAX_SIZE + 1) ** 2  # the walls over the doubled grid, at the largest size

    def initial_state(self, puzzle: Galaxies) -> dict:
        """The state of a document opened on ``puzzle`` (as studio.galaxies.document builds it)."""
        shape = puzzle.shape
        return {"shape": shape, "dots": {(d.y2, d.x2): d.colour for d in puzzle.dots},
                "answer": None if puzzle.solution is None else np.asarray(puzzle.solution, dtype=np.int32).copy(),
                "regions": np.full(shape, -1, dtype=np.int32), "walls": empty_walls(shape),
                "marks": np.full(shape, -1, dtype=np.int64), "title": puzzle.title}

    def load(self, path: str | os.PathLike) -> dict:
        return self.initial_state(formats.read_file(path))

    def check_state(self, state: dict) -> None:
        if state.keys() != KEYS:
            raise MoveError(f"a Galaxies state has the parts {', '.join(sorted(KEYS))}")
        shape = state["shape"]
        if not (isinstance(shape, (tuple, list)) and len(shape) == 2
                and all(isinstance(n, int) and n > 0 for n in shape)):
            raise MoveError("the shape is not (height, width)")
        h, w = shape = tuple(shape)
        dots = state["dots"]
        if not isinstance(dots, dict) or not all(
                isinstance(p, tuple) and len(p) == 2 and all(isinstance(v, int) for v in p)
                and 1 <= p[0] <= 2 * h - 1 and 1 <= p[1] <= 2 * w - 1 and colour in COLOURS
                for p, colour in dots.items()):
            raise MoveError("a dot is off the grid, or neither white nor black")
        if state["answer"] is not None:
            _grid("answer", state["answer"], shape, -1, None)
        _grid("regions", state["regions"], shape, -1, None)
        _grid("walls", state["walls"], (2 * h + 1, 2 * w + 1), 0, 1)
        _grid("marks", state["marks"], shape, -1, (2 * h + 1) * (2 * w + 1) - 1)
        if not isinstance(state["title"], str):
            raise MoveError("the title is not text")

    def puzzle(self, state: dict) -> Galaxies:
        """The dots in row-major order of the doubled grid (as Tatham IDs list them)."""
        h, w = state["shape"]
        dots = tuple(Dot(x2, y2, colour) for (y2, x2), colour in sorted(state["dots"].items()))
        return Galaxies(w, h, dots, state["title"])

    def puzzle_key(self, state: dict) -> Hashable:
        return tuple(state["shape"]), tuple(sorted(state["dots"].items()))

    def marks_by_dot(self, state: dict) -> np.ndarray:
        """The player's marks as dot indices (-1: none, or a dot that is gone)."""
        h, w = state["shape"]
        index = {y2 * (2 * w + 1) + x2: i for i, (y2, x2) in enumerate(sorted(state["dots"]))}
        marks = state["marks"]
        out = np.full((h, w), -1, dtype=np.int32)
        for r, c in zip(*np.nonzero(marks >= 0)):
            out[r, c] = index.get(int(marks[r, c]), -1)
        return out

    def assessment(self, state: dict) -> Assessment:
        return assess(self.puzzle(state), state["walls"].astype(bool), self.marks_by_dot(state))

    def broken_rules(self, state: dict) -> list[Broken]:
        result = self.assessment(state)
        out = [Broken(code, RULES[code], tuple(sorted(cells))) for code, cells in result.messages]
        said = {cell for _, cells in result.messages for cell in cells}
        marks = tuple(sorted(result.errors - said))
        if marks:
            out.append(Broken("mark", "a mark its area contradicts", marks))
        return out

    def solved(self, state: dict) -> bool:
        return self.assessment(state).solved

    def board_json(self, state: dict) -> list[str]:
        """The doubled grid, one string a row: ``+`` corners, ``-`` and ``|`` walls (the border
        included), ``o`` a white dot, ``*`` a black one, ``#`` a cell of a closed black region."""
        h, w = state["shape"]
        walls = state["walls"].astype(bool).copy()
        walls[0, 1::2] = walls[-1, 1::2] = walls[1::2, 0] = walls[1::2, -1] = True
        shaded = self.assessment(state).shaded
        rows = []
        for y in range(2 * h + 1):
            row = []
            for x in range(2 * w + 1):
                dot = state["dots"].get((y, x))
                if dot is not None:
                    row.append("*" if dot == BLACK else "o")
                elif y % 2 == 0 and x % 2 == 0:
                    row.append("+")
                elif y % 2 == 0:
                    row.append("-" if walls[y, x] else " ")
                elif x % 2 == 0:
                    row.append("|" if walls[y, x] else " ")
                else:
                    row.append("#" if shaded is not None and shaded[y // 2, x // 2] else " ")
            rows.append("".join(row))
        return rows

    def board_text(self, state: dict) -> str:
        return "\n".join(self.board_json(state))


MODEL = GalaxiesPlay()
