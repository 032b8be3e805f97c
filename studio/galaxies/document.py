"""One Galaxies document: its state, its undo stack, the grid and the three mode panels.

Modes are the tabs of the side panel: Edit (the author places dots, paints regions or starts
from a picture; Check puzzle; studio.galaxies.author), Solve (the shared solve panel with
the Galaxies teacher; studio.galaxies.teacher) and Play (walls, marks, live rule errors,
hints, the clock; studio.galaxies.player). The grid shows the layer of the current mode.
The grid and the panels are built with this document as their GalaxiesActions
(studio.galaxies.actions): what they ask of it, named without importing this module.

State: the dots (doubled-grid point -> colour), a known answer (region labels, kept while it
still solves the current dots), the author's painted regions, and the player's walls and
marks. Marks hold the flat doubled-grid position of their dot, not its index, so adding or
removing other dots does not re-point them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from solvers.galaxies import formats, rules
from solvers.galaxies.board import empty_walls
from solvers.galaxies.model import Dot, Galaxies
from solvers.galaxies.moves import MODEL

from ..document import EDIT, PLAY, Credits, Part, PuzzleDocument
from ..moves import PartsMove
from ..solve_panel import SolvePanel
from . import renderer
from .author import AuthorPanel
from .grid import GalaxiesGrid
from .player import PlayerPanel
from .teacher import GalaxiesTeacher

if TYPE_CHECKING:
    from collections.abc import Hashable

    from PySide6.QtWidgets import QWidget



def _same(a: np.ndarray | None, b: np.ndarray | None) -> bool:
    return (a is None and b is None) or (a is not None and b is not None and np.array_equal(a, b))


class GalaxiesDocument(PuzzleDocument):
    genre = "galaxies"
    model = MODEL
    # The state's parts, held by the document's game (studio.document.Part); its "shape" is
    # the regions' (``shape()``), kept beside them by ``_load``.
    dots = Part[dict]()
    answer = Part["np.ndarray | None"]()
    regions, walls, marks = Part[np.ndarray](), Part[np.ndarray](), Part[np.ndarray]()
    # The genre's own (PuzzleDocument's are any genre's):
    grid: GalaxiesGrid
    _puzzle: Galaxies | None

    def __init__(self, puzzle: Galaxies, path: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(MODEL.initial_state(puzzle), path, parent)
        self.title = puzzle.title
        self.meta: Credits = {"author": puzzle.author, "license": puzzle.license, "extra": dict(puzzle.extra)}
        self._load(puzzle.shape, {(d.y2, d.x2): d.colour for d in puzzle.dots}, puzzle.solution)
        self.grid5 = False
        self.key_cursor: tuple[int, int] | None = None  # (y2, x2) of the keyboard cursor, once a key moved it
        self.cursor_shown = False  # until the mouse moves again

        self.grid = GalaxiesGrid(self)
        self.author = AuthorPanel(self)
        solve_panel = SolvePanel(self, GalaxiesTeacher())
        self.player = PlayerPanel(self)
        self.build_frame(self.grid, self.author, solve_panel, self.player)
        if self.dots:  # a puzzle from a file is there to be played
            self.tabs.setCurrentIndex(PLAY)

    def _load(self, shape: tuple[int, int], dots: dict, answer: np.ndarray | None) -> None:
        self.game.state["shape"] = tuple(shape)
        self.dots = dict(dots)
        self.answer = None if answer is None else np.asarray(answer, dtype=np.int32).copy()
        self.regions = np.full(shape, -1, dtype=np.int32)
        self.walls = empty_walls(shape)
        self.marks = np.full(shape, -1, dtype=np.int64)
        self._puzzle = None

    # -- the puzzle ------------------------------------------------------------------------------
    def shape(self) -> tuple[int, int]:
        return self.regions.shape

    def puzzle(self) -> Galaxies:
        """The dots in row-major order of the doubled grid (as Tatham IDs list them), with the
        known answer as the solution while it still solves them."""
        if self._puzzle is None:
            h, w = self.shape()
            dots = tuple(Dot(x2, y2, colour) for (y2, x2), colour in sorted(self.dots.items()))
            bare = Galaxies(w, h, dots, self.title, self.meta["author"], self.meta["license"])
            solution = None
            if self.answer is not None and dots:
                board = rules.relabel(bare, self.answer)
                if rules.is_solution(bare, board):
                    solution = board
            self._puzzle = Galaxies(w, h, dots, self.title, self.meta["author"], self.meta["license"],
                                    solution, dict(self.meta["extra"]))
        return self._puzzle

    def dot_index(self) -> dict:
        """Doubled-grid point (y2, x2) -> the dot's index in ``puzzle()``."""
        return {(d.y2, d.x2): i for i, d in enumerate(self.puzzle().dots)}

    def known_solution(self) -> np.ndarray | None:
        """A solution to show: the known answer, else the solve panel's, else None."""
        puzzle = self.puzzle()
        if puzzle.solution is not None:
            return puzzle.solution
        solution = self.offers.solution("solve")
        if solution is not None and np.asarray(solution).shape == puzzle.shape:
            return solution
        return None

    def flat_point(self, y2: int, x2: int) -> int:
        return y2 * (2 * self.shape()[1] + 1) + x2

    def marks_by_dot(self) -> np.ndarray:
        """The player's marks as dot indices (-1: none, or a dot that is gone)."""
        index = {self.flat_point(*p): i for p, i in self.dot_index().items()}
        out = np.full(self.shape(), -1, dtype=np.int32)
        for r, c in zip(*np.nonzero(self.marks >= 0)):
            out[r, c] = index.get(int(self.marks[r, c]), -1)
        return out

    def keep_answer(self, solution: np.ndarray) -> None:
        """A check proved ``solution`` the puzzle's only one: it is the known answer from now on
        (exports and hints use it; not a move: the puzzle is the same)."""
        self.answer = np.asarray(solution).copy()
        self._puzzle = None

    def puzzle_key(self) -> Hashable:
        return self.shape(), tuple(sorted(self.dots.items()))

    def state(self) -> dict:
        return {"shape": self.shape(), "dots": dict(self.dots),
                "answer": None if self.answer is None else self.answer.copy(),
                "regions": self.regions.copy(), "walls": self.walls.copy(), "marks": self.marks.copy(),
                "title": self.title}

    def restore_state(self, state: dict) -> None:
        """Apply parts of the state (a move, or a whole saved state; the views follow when the
        change is announced)."""
        if "title" in state:
            self.take_title(str(state["title"]))
        full = dict(self.state(), **state)
        h, w = (int(n) for n in full["shape"])
        shape = (h, w)
        same_puzzle = shape == self.shape() and full["dots"] == self.dots and _same(full["answer"], self.answer)
        if not same_puzzle:  # (a hint, a revealed solution, a cleared board keep the puzzle)
            self._load(shape, full["dots"], full["answer"])
        self.regions[...] = full["regions"]
        self.walls[...] = full["walls"]
        self.marks[...] = full["marks"]

    def replace(self, text: str, **changes) -> None:
        """One undoable step that replaces parts of the state (derive, generate, resize, clear)."""
        before = {k: v for k, v in self.state().items() if k in changes}
        self.push(PartsMove(text, before, changes))

    # -- window surface (the rest is PuzzleDocument's) ---------------------------------------------
    def grid_colours(self) -> renderer.Palette:
        """The grid's colours, light or dark (named apart from QWidget.palette, Qt's own)."""
        return renderer.DARK if self.dark else renderer.LIGHT

    def clear(self) -> None:
        """Edit mode clears the dots and regions, Play mode the player's walls and marks."""
        if self.mode() == PLAY:
            self.replace(self.tr("Clear the board"), walls=empty_walls(self.shape()),
                         marks=np.full(self.shape(), -1, dtype=np.int64))
        elif self.mode() == EDIT:
            self.replace(self.tr("Clear"), dots={}, answer=None,
                         regions=np.full(self.shape(), -1, dtype=np.int32))

    def resize_grid(self, width: int, height: int) -> None:
        h, w = self.shape()
        if (width, height) == (w, h):
            return
        dots = {(y2, x2): colour for (y2, x2), colour in self.dots.items()
                if y2 <= 2 * height - 1 and x2 <= 2 * width - 1}
        shape = (height, width)
        regions = np.full(shape, -1, dtype=np.int32)
        regions[:min(h, height), :min(w, width)] = self.regions[:height, :width]
        self.replace(self.tr("Resize to %1x%2").replace("%1", str(width)).replace("%2", str(height)),
                     shape=shape, dots=dots, answer=None, regions=regions, walls=empty_walls(shape),
                     marks=np.full(shape, -1, dtype=np.int64))

    # -- what the grid shows ---------------------------------------------------------------------
    def view_state(self) -> renderer.View:
        view = renderer.View(dots=self.puzzle().dots, grid5=self.grid5)
        return self.mode_panel().view_state(view)

    def mouse_press(self, x: float, y: float, primary: bool) -> None:
        panel = self.input_panel()
        if panel is not None:
            panel.mouse_press(self.grid.layout_(), x, y, primary)

    def mouse_move(self, x: float, y: float) -> None:
        self.cursor_shown = False
        panel = self.input_panel()
        if panel is not None:
            panel.mouse_move(self.grid.layout_(), x, y)

    def mouse_release(self, x: float, y: float) -> None:
        panel = self.input_panel()
        if panel is not None:
            panel.mouse_release(self.grid.layout_(), x, y)

    def move_cursor(self, dy: int, dx: int) -> None:
        """One half-cell step (doubled coordinates stay inside the border: 1 .. 2h-1)."""
        h, w = self.shape()
        y2, x2 = self.key_cursor if self.key_cursor is not None else (1 - dy, 1 - dx)  # first: a corner cell
        self.key_cursor = (min(max(y2 + dy, 1), 2 * h - 1), min(max(x2 + dx, 1), 2 * w - 1))
        self.cursor_shown = True
        panel = self.input_panel()
        if panel is not None:
            panel.cursor_moved(self.key_cursor)

    def key(self, key: int) -> bool:
        panel = self.input_panel()
        return self.key_cursor is not None and panel is not None and panel.key(self.key_cursor, key)

    def mouse_left(self) -> None:
        for mode in (EDIT, PLAY):
            self.offers.modes[mode].pointer_left()

    # -- files -------------------------------------------------------------------------------------
    def puzzle_json(self) -> str:
        return formats.write(self.puzzle(), "json")

    def export_text(self, fmt: str) -> str:
        return formats.write(self.puzzle(), fmt)

    def black_cells(self, solution: np.ndarray) -> np.ndarray:
        black = np.array([d.colour == "black" for d in self.puzzle().dots] + [False])
        return black[np.asarray(solution)]
