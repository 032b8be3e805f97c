"""A numberlink game's side of the document model (solvers/document.py): the state's parts,
their checks, and the board judged by the rules.

State: ``numbers`` (cell -> label; a label on exactly two cells is a pair, others are an author's
unfinished work), ``design`` (the author's drawn solution) and ``board`` (the player's lines),
both segment layers (solvers.numberlink.layers), the rule set ``rules`` (fill / nikoli) and the
``title``. Solved means the player's lines break no rule of the set: any solution counts, not
only the author's design.
"""

from __future__ import annotations

import os
from collections.abc import Hashable
from pathlib import Path

import numpy as np

from ..document import Broken
from ..errors import MoveError, PuzzleFormatError
from ..textfiles import ascii_int, parse_json, read_text
from . import formats
from .layers import for_rules, joined_pairs, labelled, layers_from_puzzle, shape_of
from .model import MAX_SIZE, Numberlink, board_to_rows
from .rules import RULE_SETS, RULES, check

KEYS = frozenset({"numbers", "design", "rules", "board", "title"})


def label_order(label: str) -> tuple[int, int, str]:
    """Numbers in numeric order, then other labels (letters of Flow Free files) by name."""
    number = ascii_int(label)  # not isdigit(): '³' is a digit to it, and int() refuses it
    return (0, number, "") if number is not None else (1, 0, label)


def native_extras(text: str) -> tuple[str, Numberlink | None]:
    """What the engine's JSON reader leaves out: the document's rule set, and a puzzle still
    without pairs (an author's work in progress, which the reader refuses as a puzzle)."""
    try:
        data = parse_json(text)  # deep nesting or huge numbers: one clear error, as every reader
    except PuzzleFormatError:
        return "fill", None
    if not isinstance(data, dict):
        return "fill", None
    rules: str = data["rules"] if data.get("rules") in RULE_SETS else "fill"
    width, height = data.get("width"), data.get("height")
    if data.get("genre") == "numberlink" and data.get("pairs") == [] and isinstance(width, int) and isinstance(height, int) \
            and all(1 <= v <= MAX_SIZE for v in (width, height)):
        return rules, Numberlink(width, height, (), (), title=str(data.get("title") or ""))
    return rules, None


class NumberlinkPlay:
    genre = "numberlink"
    board_keys = frozenset({"board"})
    max_entries = (2 * MAX_SIZE + 1) ** 2  # the segments over the doubled grid, at the largest size

    def initial_state(self, puzzle: Numberlink, rules: str | None = None) -> dict:
        """The state of a document opened on ``puzzle`` (as studio.numberlink.document builds
        it); without ``rules``, the puzzle's own (a puzz.link numlin: nikoli) or fill."""
        rules = rules or puzzle.extra.get("rules", "fill")
        return dict(layers_from_puzzle(puzzle), rules=rules, title=puzzle.title)

    def load(self, path: str | os.PathLike) -> dict:
        rules, empty = None, None
        if formats.format_from_path(path) == "json":
            rules, empty = native_extras(read_text(Path(path)))
        return self.initial_state(empty if empty is not None else formats.read_file(path), rules)

    def check_state(self, state: dict) -> None:
        if state.keys() != KEYS:
            raise MoveError(f"a numberlink state has the parts {', '.join(sorted(KEYS))}")
        design, board = state["design"], state["board"]
        for name, layer in (("design", design), ("board", board)):
            if not isinstance(layer, np.ndarray) or layer.ndim != 2 or layer.shape[0] % 2 == 0 \
                    or layer.shape[1] % 2 == 0 or min(layer.shape) < 3:
                raise MoveError(f"the {name} is not a layer of line segments")
            if not np.isin(layer, (0, 1)).all() or layer[::2, ::2].any() or layer[1::2, 1::2].any():
                raise MoveError(f"the {name} holds something other than line segments")
        if design.shape != board.shape:
            raise MoveError("the board and the drawn paths differ in size")
        h, w = shape_of(board)
        numbers = state["numbers"]
        if not isinstance(numbers, dict) or not all(
                isinstance(cell, tuple) and len(cell) == 2 and all(isinstance(v, int) for v in cell)
                and 0 <= cell[0] < h and 0 <= cell[1] < w
                and isinstance(label, str) and label for cell, label in numbers.items()):
            raise MoveError("a number is off the grid, or not a label")
        if state["rules"] not in RULE_SETS:
            raise MoveError(f"the rule set is one of {', '.join(RULE_SETS)}")
        if not isinstance(state["title"], str):
            raise MoveError("the title is not text")

    def puzzle(self, state: dict) -> Numberlink:
        """The pairs: labels on exactly two cells, in label order."""
        cells: dict[str, list] = {}
        for cell, label in state["numbers"].items():
            cells.setdefault(label, []).append(cell)
        labels = sorted((label for label, where in cells.items() if len(where) == 2), key=label_order)
        h, w = shape_of(state["board"])
        return Numberlink(w, h, tuple(labels), tuple(tuple(sorted(cells[label])) for label in labels),
                          state["title"])

    def puzzle_key(self, state: dict) -> Hashable:
        return shape_of(state["board"]), tuple(sorted(state["numbers"].items())), state["rules"]

    def broken_rules(self, state: dict) -> list[Broken]:
        found = check(self.puzzle(state), for_rules(state["board"]), state["rules"])
        return [Broken(v.code, RULES[v.code], tuple(v.cells)) for v in found]

    def solved(self, state: dict) -> bool:
        puzzle = self.puzzle(state)
        return puzzle.pairs > 0 and not check(puzzle, for_rules(state["board"]), state["rules"])

    def joined(self, state: dict) -> int:
        return joined_pairs(self.puzzle(state), state["board"])

    def board_json(self, state: dict) -> list[list[str]]:
        """H rows of W strings: the label of the line through each cell (its pair's when the
        line reaches a number), ``?`` for a line that reaches none, ``.`` for an empty cell."""
        return board_to_rows(labelled(self.puzzle(state), state["board"]))

    def board_text(self, state: dict) -> str:
        rows = self.board_json(state)
        width = max((len(v) for row in rows for v in row), default=1)
        return "\n".join(" ".join(v.rjust(width) for v in row) for row in rows)


MODEL = NumberlinkPlay()
