"""One nonogram document: its state, its moves, the grid and the three mode panels.

State: the author's ``picture`` (the clues are derived from it), or typed ``clues`` when the
picture is unknown (a puzzle from a book or a clue-only file), the player's ``board`` and the
``title``; every change is a move (studio.moves). Modes are the tabs of the side panel: Edit
(author.py), Solve (the shared solve panel with teacher.py) and Play (player.py). The grid
sends its strokes and key toggles here; the layer they paint depends on the mode.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from solvers.nonogram import formats
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN, Nonogram
from solvers.nonogram.moves import MODEL

from ..document import EDIT, PLAY, SOLVE, Credits, Part, PuzzleDocument
from ..moves import CellsMove, PartsMove
from ..play_settings import PLAY_SETTINGS
from ..solve_panel import SolvePanel
from . import renderer
from .author import AuthorPanel
from .grid import NonogramGrid
from .player import PlayerPanel, crossable_cells
from .teacher import NonogramTeacher

if TYPE_CHECKING:
    from collections.abc import Hashable, Sequence

    from PySide6.QtWidgets import QWidget



@dataclass
class Stroke:
    """A drag in progress: the layer it paints, the value it sets and each cell's value before."""

    layer: str  # "picture" or "board"
    value: int
    old: dict[tuple[int, int], int] = field(default_factory=dict)


class NonogramDocument(PuzzleDocument):
    genre = "nonogram"
    model = MODEL
    # The state's parts, held by the document's game (studio.document.Part).
    picture, board = Part[np.ndarray](), Part[np.ndarray]()
    clues = Part["tuple | None"]()  # (rows, cols), or None: derived from the picture
    crossed = Part[tuple]()
    _puzzle: Nonogram | None  # the genre's own (PuzzleDocument's is any genre's)

    def __init__(self, puzzle: Nonogram, path: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(MODEL.initial_state(puzzle), path, parent)
        self.title = puzzle.title
        self.meta: Credits = {"author": puzzle.author, "license": puzzle.license, "extra": dict(puzzle.extra)}
        if puzzle.goal is not None:
            self.picture = np.asarray(puzzle.goal, dtype=np.int8).copy()
            self.clues = None  # derived from the picture
        else:
            self.picture = np.zeros(puzzle.shape, dtype=np.int8)
            self.clues = (puzzle.rows, puzzle.cols)  # from a book or a file: the picture is unknown
        self.board = puzzle.empty_board()
        self.crossed = ()  # (kind, index, block): clue numbers the player crossed out by hand
        self._puzzle = None
        self._stroke: Stroke | None = None

        self.grid = NonogramGrid(self)
        self.author = AuthorPanel(self)
        solve_panel = SolvePanel(self, NonogramTeacher())
        self.player = PlayerPanel(self)
        self.build_frame(self.grid, self.author, solve_panel, self.player)
        # The clue bands stay in view while the grid scrolls: the whole view repaints on a
        # scroll (Qt would only paint the strip that came into view).
        for bar in (self.scroll_area.horizontalScrollBar(), self.scroll_area.verticalScrollBar()):
            bar.valueChanged.connect(self.grid.update)
        if self.clues is not None or path is not None:
            self.tabs.setCurrentIndex(PLAY)  # a puzzle from a file is there to be played, not spoilt

    # -- the document's puzzle and layers ---------------------------------------------------
    def puzzle(self) -> Nonogram:
        if self._puzzle is None:
            if self.clues is None:
                p = clues_from_picture(self.picture, self.title, self.meta["author"], self.meta["license"])
                self._puzzle = Nonogram(p.rows, p.cols, p.goal, p.title, p.author, p.license, dict(self.meta["extra"]))
            else:
                self._puzzle = Nonogram(self.clues[0], self.clues[1], None, self.title,
                                        self.meta["author"], self.meta["license"], dict(self.meta["extra"]))
        return self._puzzle

    def layer(self, name: str) -> np.ndarray:
        return self.picture if name == "picture" else self.board

    def puzzle_key(self) -> Hashable:
        puzzle = self.puzzle()
        return puzzle.rows, puzzle.cols

    def state(self) -> dict:
        return {"picture": self.picture, "board": self.board, "clues": self.clues, "title": self.title,
                "crossed": self.crossed}

    def restore_state(self, state: dict) -> None:
        """Apply parts of the state (a move, or a whole saved state)."""
        if "picture" in state:
            self.picture = np.asarray(state["picture"], dtype=np.int8).copy()
        if "board" in state:
            self.board = np.asarray(state["board"], dtype=np.int8).copy()
        if "clues" in state:
            clues = state["clues"]
            self.clues = None if clues is None else tuple(tuple(tuple(int(n) for n in line) for line in lines)
                                                          for lines in clues)
        if "title" in state:
            self.take_title(str(state["title"]))
        if "crossed" in state:
            self.crossed = tuple(sorted(tuple(int(n) for n in number) for number in state["crossed"]))
        if self.board.shape != self.picture.shape or self.puzzle_shape() != self.picture.shape:
            raise ValueError("the picture, the board and the clues differ in size")
        if state.keys() & {"picture", "clues", "title"}:  # a move on the board alone: no new clues
            self._puzzle = None

    def puzzle_shape(self) -> tuple[int, int]:
        if self.clues is None:
            return self.picture.shape
        return len(self.clues[0]), len(self.clues[1])

    def grid_colours(self) -> renderer.Palette:
        """The grid's colours, light or dark (named apart from QWidget.palette, Qt's own)."""
        return renderer.DARK if self.dark else renderer.LIGHT

    # -- what the grid shows -------------------------------------------------------------------
    def view_state(self) -> tuple[np.ndarray | None, renderer.Overlay]:
        overlay = renderer.Overlay(grid5=self.grid5)
        return self.mode_panel().view_state(overlay)

    # -- strokes from the grid -----------------------------------------------------------------
    def begin_stroke(self, cell: tuple[int, int], primary: bool) -> bool:
        mode = self.mode()
        if mode == SOLVE:
            return False
        r, c = cell
        if mode == EDIT:
            if not self._picture_editable():
                return False
            layer, value = "picture", (FILLED if primary else EMPTY)
        else:
            current = int(self.board[r, c])
            target = FILLED if primary else EMPTY
            # Pressing on a cell that already has this value clears it (and the drag clears).
            layer, value = "board", (UNKNOWN if current == target else target)
        self._stroke = Stroke(layer, value)
        self.extend_stroke([cell])
        return True

    def extend_stroke(self, cells: list[tuple[int, int]]) -> None:
        stroke = self._stroke
        if stroke is None:
            return
        array = self.layer(stroke.layer)
        old = stroke.old
        for cell in list(old):  # a straight-line drag can shrink: restore cells it left
            if cell not in cells:
                array[cell] = old.pop(cell)
        for cell in cells:
            if cell not in old:
                old[cell] = int(array[cell])
            array[cell] = stroke.value
        self._live_update(stroke.layer)

    def _live_update(self, layer: str) -> None:
        if layer == "picture":
            self._puzzle = None  # the clues follow the drag
        self.note_change({layer}, live=True)  # what was computed for the old picture or board goes now

    def _picture_editable(self) -> bool:
        """A puzzle from clues alone has no picture: painting would derive new clues from an
        empty one and lose them. Edit offers to edit the clues or adopt the solution instead."""
        if self.clues is None:
            return True
        self.status_message.emit(self.tr("This puzzle has clues but no picture: edit its clues, or "
                                         "use its solution as the picture."))
        return False

    def end_stroke(self) -> None:
        stroke, self._stroke = self._stroke, None
        if stroke is None:
            return
        array = self.layer(stroke.layer)
        changed = [(cell, old) for cell, old in stroke.old.items() if old != array[cell]]
        if not changed:
            return
        cells = [cell for cell, _ in changed]
        text = self.tr("Paint %n cell(s)", "", len(cells)) if stroke.layer == "picture" else self.tr("Fill cells")
        self._push_cells(text, stroke.layer, cells, [o for _, o in changed], [int(array[c]) for c in cells])

    def toggle_cell(self, cell: tuple[int, int], cross: bool) -> None:
        mode = self.mode()
        if mode == SOLVE:
            return
        r, c = cell
        if mode == EDIT:
            if not self._picture_editable():
                return
            layer, old = "picture", int(self.picture[r, c])
            new = EMPTY if old == FILLED else FILLED
        else:
            layer, old = "board", int(self.board[r, c])
            target = EMPTY if cross else FILLED
            new = UNKNOWN if old == target else target
        self._push_cells(self.tr("Toggle cell"), layer, [cell], [old], [new])

    def _push_cells(self, text: str, layer: str, cells: list, old: list, new: list) -> None:
        """The author's or the player's move. With auto-cross on, a player's move that meets a
        line's clue also crosses out the rest of that line, in the same move (one Undo)."""
        if layer == "board" and PLAY_SETTINGS.value("auto_cross"):
            board = self.board.copy()
            for cell, value in zip(cells, new):
                board[cell] = value
            rest = [cell for cell in crossable_cells(self.puzzle(), board, cells) if cell not in cells]
            cells, old, new = cells + rest, old + [UNKNOWN] * len(rest), new + [EMPTY] * len(rest)
        self.push(CellsMove(text, layer, cells, old, new))

    def toggle_clue_number(self, number: tuple[int, int, int]) -> None:
        """The player crosses a clue number out by hand, or back in (Play only; a move)."""
        if self.mode() != PLAY:
            return
        crossed = set(self.crossed) ^ {tuple(number)}
        self.push(PartsMove(self.tr("Cross out a clue number"), {"crossed": self.crossed},
                            {"crossed": tuple(sorted(crossed))}))

    def clear(self) -> None:
        layer = "picture" if self.mode() == EDIT else "board"
        array = self.layer(layer)
        blank = EMPTY if layer == "picture" else UNKNOWN
        cells = [(int(r), int(c)) for r, c in zip(*np.nonzero(array != blank))]
        if cells:
            self.push(CellsMove(self.tr("Clear"), layer, cells, [array[c] for c in cells], [blank] * len(cells)))

    def resize_grid(self, width: int, height: int) -> None:
        h, w = self.picture.shape
        if (width, height) == (w, h):
            return
        if self.clues is not None:
            self.status_message.emit(self.tr("The clues give the size of a puzzle without a picture: "
                                             "edit the clues to change it."))
            return
        picture = np.zeros((height, width), dtype=np.int8)
        picture[:min(h, height), :min(w, width)] = self.picture[:height, :width]
        after = {"picture": picture, "board": np.full((height, width), UNKNOWN, dtype=np.int8),
                 "clues": None}
        self.push(PartsMove(self.tr("Resize to %1x%2").replace("%1", str(width)).replace("%2", str(height)),
                            self.state(), after))

    def set_clues(self, rows: Sequence[Sequence[int]], cols: Sequence[Sequence[int]]) -> None:
        """Clues without a picture (undoable): the picture and the player's board start empty."""
        shape = (len(rows), len(cols))
        after = {"picture": np.zeros(shape, dtype=np.int8), "board": np.full(shape, UNKNOWN, dtype=np.int8),
                 "clues": (tuple(map(tuple, rows)), tuple(map(tuple, cols)))}
        self.push(PartsMove(self.tr("Enter clues"), self.state(), after))

    def set_picture(self, picture: np.ndarray, text: str, title: str | None = None) -> None:
        """The picture replaced, as one move (the board emptied; a new ``title`` with it)."""
        picture = np.asarray(picture, dtype=np.int8)
        after: dict[str, object] = {"picture": picture, "board": np.full(picture.shape, UNKNOWN, dtype=np.int8),
                                    "clues": None}
        if title is not None:
            after["title"] = title
        self.push(PartsMove(text, self.state(), after))

    # -- the window's surface (the rest is PuzzleDocument's) ----------------------------------------
    def known_solution(self) -> np.ndarray | None:
        """A solution to show, print or reveal: the last solve's, else the author's picture."""
        solution = self.offers.solution("solve")
        if solution is None and self.clues is None:
            solution = self.picture
        return solution

    # -- files ---------------------------------------------------------------------------------
    def puzzle_json(self) -> str:
        return formats.write(self.puzzle(), "json")

    def export_text(self, fmt: str) -> str:
        return formats.write(self.puzzle(), fmt)

