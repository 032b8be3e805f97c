"""One numberlink document: its state, its undo stack, the grid and the three mode panels.

State (every part changed by moves, studio.moves.PartsMove): ``numbers`` (cell -> label; a label on
exactly two cells is a pair, others are shown as unfinished), ``design`` (the author's drawn
solution, a segment layer), ``rules`` (``fill`` / ``nikoli``), ``board`` (the player's lines)
and ``title``. The puzzle is derived from the complete pairs; the design becomes its known
solution when it joins every pair. The panels (author.py, teacher.py, player.py) handle the
grid's mouse and keys in their mode; this class routes them and offers the window's surface
(studio.main_window's docstring).
"""

from __future__ import annotations

import dataclasses
import json
from typing import TYPE_CHECKING

import numpy as np

from solvers.numberlink import formats
from solvers.numberlink.model import Numberlink, board_from_paths, paths_from_board
from solvers.numberlink.moves import MODEL, label_order
from solvers.numberlink.rules import check as check_rules

from ..changes import Change
from ..document import EDIT, PLAY, Part, PuzzleDocument
from ..moves import PartsMove
from ..solve_panel import SolvePanel
from . import paths, renderer
from .author import AuthorPanel
from .grid import NumberlinkGrid
from .player import PlayerPanel
from .teacher import NumberlinkTeacher

if TYPE_CHECKING:
    from collections.abc import Hashable

    from PySide6.QtWidgets import QWidget

    from solvers.numberlink.model import Cell



class NumberlinkDocument(PuzzleDocument):
    genre = "numberlink"
    model = MODEL
    # The state's parts, held by the document's game (studio.document.Part).
    numbers = Part[dict]()
    design, board = Part[np.ndarray](), Part[np.ndarray]()
    rules = Part[str]()
    _puzzle: Numberlink | None = None  # the puzzle of the parts now (None: to be derived again)

    def __init__(self, puzzle: Numberlink, path: str | None = None, rules: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(MODEL.initial_state(puzzle, rules), path, parent)
        self._puzzle = None
        self.title = puzzle.title
        self.meta = {"author": puzzle.author, "license": puzzle.license}
        state = paths.layers_from_puzzle(puzzle)
        self.numbers, self.design, self.board = state["numbers"], state["design"], state["board"]
        self.rules = rules or puzzle.extra.get("rules", "fill")  # a puzz.link numlin keeps its own

        self.grid = NumberlinkGrid(self)
        self.author = AuthorPanel(self)
        solve_panel = SolvePanel(self, NumberlinkTeacher(self))
        self.player = PlayerPanel(self)
        self.build_frame(self.grid, self.author, solve_panel, self.player, panel_width=320)
        self.subscribe(self._puzzle_changed)
        if path is not None and puzzle.pairs:
            self.tabs.setCurrentIndex(PLAY)  # an opened puzzle is most often played
        self.announce_state()  # the panels show the puzzle as built

    # -- the puzzle and the state --------------------------------------------------------------
    def shape(self) -> tuple[int, int]:
        return paths.shape_of(self.design)

    def puzzle(self) -> Numberlink:
        if self._puzzle is None:
            cells: dict[str, list] = {}
            for cell, label in self.numbers.items():
                cells.setdefault(label, []).append(cell)
            labels = sorted((label for label, where in cells.items() if len(where) == 2), key=label_order)
            ends = tuple(tuple(sorted(cells[label])) for label in labels)
            h, w = self.shape()
            bare = Numberlink(w, h, tuple(labels), ends)
            self._puzzle = Numberlink(w, h, bare.labels, ends, self.title, self.meta["author"],
                                      self.meta["license"], self._designed_solution(bare))
        return self._puzzle

    def _designed_solution(self, puzzle: Numberlink) -> tuple[tuple[Cell, ...], ...] | None:
        """The design as the puzzle's solution when its lines join exactly the pairs."""
        if not puzzle.pairs or not self.design.any():
            return None
        try:
            solution = paths_from_board(puzzle, paths.labelled(puzzle, self.design))
        except ValueError:
            return None
        drawn = paths.as_layer(board_from_paths(puzzle, solution))
        if not np.array_equal(drawn, self.design) or check_rules(puzzle, board_from_paths(puzzle, solution), "nikoli"):
            return None
        return solution

    def unfinished_numbers(self) -> list[str]:
        counts: dict[str, int] = {}
        for label in self.numbers.values():
            counts[label] = counts.get(label, 0) + 1
        return sorted((label for label, n in counts.items() if n != 2), key=label_order)

    def state(self) -> dict:
        return {"numbers": dict(self.numbers), "design": self.design, "rules": self.rules,
                "board": self.board, "title": self.title}

    def restore_state(self, state: dict) -> None:
        self.set_state(state)

    def puzzle_key(self) -> Hashable:
        return self.shape(), tuple(sorted(self.numbers.items())), self.rules

    def _puzzle_changed(self, change: Change) -> None:
        if change.puzzle:
            self.clock.unfinish()  # a new puzzle is not complete until its board says so

    def set_state(self, state: dict) -> None:
        """Apply parts of the state (a move's redo or undo; the views follow when the change is
        announced)."""
        if "numbers" in state:
            self.numbers = dict(state["numbers"])
        for name in ("design", "board"):
            if name in state:
                setattr(self, name, state[name].copy())
        if "rules" in state:
            self.rules = state["rules"]
        if "title" in state:
            self.take_title(state["title"])
        self._puzzle = None
        if self.board.shape != self.design.shape:
            raise ValueError("the board and the drawn paths differ in size")

    def preview_numbers(self, numbers: dict) -> None:
        """Show numbers while a drag moves one; the move at the end of the drag records them."""
        self.numbers = numbers
        self._puzzle = None
        self.note_change({"numbers"}, live=True)  # a verdict about the old numbers goes now, not at the end

    def change(self, before: dict, after: dict, text: str, merge_key: Hashable | None = None) -> None:
        """Record a change as one undoable move (a drag has usually shown it already: pushing
        re-applies ``after``, which brings every view up to date)."""
        self.push(PartsMove(text, before, after), merge_key=merge_key)

    # -- modes and the grid ----------------------------------------------------------------------
    def press(self, cell: tuple[int, int], primary: bool) -> bool:
        panel = self.input_panel()
        return panel is not None and panel.press(cell, primary)

    def drag(self, cell: tuple[int, int]) -> None:
        panel = self.input_panel()
        if panel is not None:
            panel.drag(cell)

    def release(self) -> None:
        panel = self.input_panel()
        if panel is not None:
            panel.release()

    def key(self, cell: tuple[int, int], key: int, text: str) -> bool:
        panel = self.input_panel()
        return panel is not None and panel.key(cell, key, text)

    def cursor_moved(self, cell: tuple[int, int]) -> None:
        panel = self.input_panel()
        if panel is not None:
            panel.cursor_moved(cell)

    def numbers_scene(self) -> dict:
        index = {label: k for k, label in enumerate(self.puzzle().labels, start=1)}
        return {cell: (label, index.get(label, 0)) for cell, label in self.numbers.items()}

    def view_state(self) -> renderer.Scene:
        scene = renderer.Scene(numbers=self.numbers_scene(), grid5=self.grid5)
        return self.mode_panel().view_state(scene)

    def grid_colours(self) -> renderer.Palette:
        """The grid's colours, light or dark (named apart from QWidget.palette, Qt's own)."""
        return renderer.DARK if self.dark else renderer.LIGHT

    # -- the window's surface (the rest is PuzzleDocument's) ------------------------------------
    def clear(self) -> None:
        """Clear what the current mode edits: the player's lines, or the author's numbers and design."""
        if self.mode() == PLAY:
            if self.board.any():
                self.change({"board": self.board}, {"board": paths.blank(self.shape())}, self.tr("Clear lines"))
        elif self.mode() == EDIT and (self.numbers or self.design.any()):
            self.change({"numbers": self.numbers, "design": self.design},
                      {"numbers": {}, "design": paths.blank(self.shape())}, self.tr("Clear puzzle"))

    def puzzle_json(self) -> str:
        """The engine's JSON plus the document's rule set (readers ignore keys they do not know)."""
        data = formats.write(self.puzzle(), "json")
        return data.replace("{\n", "{\n  " + json.dumps("rules") + ": " + json.dumps(self.rules) + ",\n", 1)

    def export_text(self, fmt: str) -> str:
        if not self.puzzle().pairs:
            raise ValueError(self.tr("The puzzle has no pairs of numbers yet."))
        # the document's rule set chooses puzz.link's genre (numlin for nikoli, arukone for fill)
        puzzle = dataclasses.replace(self.puzzle(), extra={**self.puzzle().extra, "rules": self.rules})
        return formats.write(puzzle, fmt)

    def known_solution(self) -> np.ndarray | None:
        """A solution to show or print: the design, else the last solve or check."""
        puzzle = self.puzzle()
        if puzzle.solution is not None:
            return puzzle.solution_board()
        return self.offers.solution("solve", "check")

