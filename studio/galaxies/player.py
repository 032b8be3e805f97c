"""Play mode: the player draws walls and marks cells as their dot's, sees the rules it
breaks as it goes, asks for hints, and the clock stops when the regions are right.

Mouse: press on a grid line and drag along the lines to draw walls (a press on a wall
erases instead; right drag always erases). Press on a dot and drag over cells to mark them
as that dot's (an arrow points to the dot); right click on a cell removes its mark.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from solvers.galaxies.board import Assessment, assess
from solvers.galaxies.hint import Hint, hint_events, known_cells, next_hint, no_hint, rule_hint
from solvers.galaxies.model import boundaries
from solvers.galaxies.words import rule_text

from ..document import BOARD, PUZZLE
from ..moves import CellsMove, PartsMove, as_hint
from ..play_settings import SettingBox, clock_box, hint_at_once, hint_box
from ..player_base import PlayerBase
from ..workers import SolverRun

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from solvers.events import Done
    from solvers.moves import Move

    from . import renderer
    from .actions import GalaxiesActions

VERTEX_REACH = 0.3  # a drag turns a corner when the pointer is this close (in cells) to a vertex


def inside_edges(cells: np.ndarray) -> np.ndarray:
    """(2h+1, 2w+1) bool: the edges of the doubled grid between two cells of ``cells``."""
    h, w = cells.shape
    out = np.zeros((2 * h + 1, 2 * w + 1), dtype=bool)
    out[1:-1:2, 2:-1:2] = cells[:, :-1] & cells[:, 1:]  # between (r, c) and (r, c + 1)
    out[2:-1:2, 1:-1:2] = cells[:-1, :] & cells[1:, :]  # between (r, c) and (r + 1, c)
    return out


@dataclass
class Stroke:
    """A drag in progress: the layer it draws on, the value it sets (None: the first edge it
    takes decides, for a drag from a corner), each position's value before it, and the corner
    it last passed."""

    layer: str  # "walls" or "marks"
    value: int | None
    old: dict[tuple[int, int], int] = field(default_factory=dict)
    anchor: tuple[int, int] | None = None


class PlayerPanel(PlayerBase):
    document: GalaxiesActions  # the genre's own (PlayerBase's is what every player asks)
    SHOWS = frozenset({"walls", "marks", "shape", "dots", "answer"})

    def __init__(self, document: GalaxiesActions, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self._stroke: Stroke | None = None
        self.hover_edge: tuple[int, int] | None = None  # (y2, x2) of the grid line under the mouse
        self.hint: tuple[Hint, np.ndarray, np.ndarray] | None = None  # (Hint, walls, marks) the hint was made for
        self.hint_run: SolverRun | None = None
        self._answer_shown = False  # the label holds a hint's answer
        self.assessment: Assessment | None = None
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Show the next deduction; press again to apply it"))
        self.hint_button.clicked.connect(self.hint_or_apply)
        self.reveal_button = QPushButton(self.tr("Reveal solution"))
        self.reveal_button.clicked.connect(self.reveal_solution)
        self.error_box = SettingBox(self.tr("Show rule errors as I play"), "mark_errors")
        self.error_box.toggled.connect(lambda _: self._show_errors())
        self.clock_box = clock_box()
        self.errors_label = QLabel()
        self.errors_label.setWordWrap(True)
        self.hint_label = QLabel(self._intro())
        self.hint_label.setWordWrap(True)
        help_text = QLabel(self.tr("Drag along grid lines to draw walls (press on a wall to erase, right "
                                   "drag erases). Drag from a dot over cells to mark them as its; right "
                                   "click clears a mark. Keyboard: the arrow keys move half a cell, Space "
                                   "draws or erases the wall on a grid line."))
        help_text.setWordWrap(True)
        help_text.setObjectName("hint")
        row = QHBoxLayout()
        row.addWidget(self.hint_button)
        row.addWidget(self.reveal_button)
        row.addWidget(self.restart_button)
        box = QVBoxLayout(self)
        box.addWidget(self.timer_label)
        box.addLayout(row)
        box.addWidget(self.error_box)
        box.addWidget(self.clock_box)
        self.hint_box = hint_box(self.hint_button)
        box.addWidget(self.hint_box)
        box.addWidget(self.errors_label)
        box.addWidget(self.hint_label)
        box.addStretch(1)
        box.addWidget(help_text)

    @property
    def play_finished(self) -> float | None:
        return self.clock.finished

    # -- the board ------------------------------------------------------------------------------
    def board_changed(self) -> None:
        self._assess_board()

    def _assess_board(self) -> Assessment:
        """Assess the board anew, show the rules it breaks and announce a finish."""
        doc = self.document
        self.assessment = result = assess(doc.puzzle(), doc.walls, doc.marks_by_dot())
        self._show_errors()
        self.announce_finish(result.solved, self.tr("Every region is symmetric about its one dot."))
        return result

    def finish_label(self) -> QLabel:
        return self.hint_label

    def idle_text(self) -> str:
        return self._intro()

    def _show_errors(self) -> None:
        if self.assessment is None:
            return
        codes = sorted({code for code, _ in self.assessment.messages})
        marks_wrong = bool(self.assessment.errors - {c for _, cells in self.assessment.messages for c in cells})
        parts = [rule_text(code) for code in codes]
        if marks_wrong:
            parts.append(self.tr("a mark its area contradicts"))
        self.errors_label.setText(self.tr("Breaks the rules: %1.").replace("%1", "; ".join(parts))
                                  if parts and self.error_box.isChecked() else "")
        self.document.redraw()

    def solved(self) -> bool:
        return self.assessment is not None and self.assessment.solved

    def view_state(self, view: renderer.View) -> renderer.View:
        doc = self.document
        result = self.assessment if self.assessment is not None else self._assess_board()
        view.shaded = result.shaded
        if self.clock.finished is not None and result.solved and result.shaded is not None:
            # The finish, clean: the black regions as one picture (no walls inside it), no
            # marks, no cursor.
            view.walls = doc.walls & ~inside_edges(result.shaded)
            return view
        view.walls = doc.walls
        view.hover_edge = self.hover_edge
        if doc.cursor_shown:  # the keyboard cursor, wherever it is (a cell, a line, a corner)
            view.hover_point = doc.key_cursor
        marks = doc.marks_by_dot()
        view.owner_marks = {(int(r), int(c)): int(marks[r, c]) for r, c in zip(*np.nonzero(marks >= 0))}
        if self.error_box.isChecked():
            view.errors = frozenset(result.errors)
            view.error_dots = frozenset(result.error_dots)
        if self.hint is not None:
            hint = self.hint[0]
            view.highlight_walls = frozenset(hint.walls_on) | frozenset(hint.walls_off)
            view.step_cells = hint.cells
            if hint.dot is not None:
                view.ringed_dots = frozenset({hint.dot})
        return view

    # -- the keyboard ---------------------------------------------------------------------------
    @staticmethod
    def _on_grid_line(point: tuple[int, int]) -> bool:
        return sum(point) % 2 == 1  # one doubled coordinate odd: between two cells

    def cursor_moved(self, point: tuple[int, int]) -> None:
        self.hover_edge = point if self._on_grid_line(point) else None

    def key(self, point: tuple[int, int], key: int) -> bool:
        """Space or Enter draws or erases the wall under the cursor (on a grid line)."""
        if key not in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return False
        if self._on_grid_line(point):
            doc = self.document
            old = int(doc.walls[point])
            text = self.tr("Erase walls") if old else self.tr("Draw walls")
            doc.push(CellsMove(text, "walls", [point], [old], [1 - old]))
        return True

    # -- the mouse --------------------------------------------------------------------------------
    def mouse_press(self, layout: renderer.Layout, x: float, y: float, primary: bool) -> None:
        doc = self.document
        point = layout.point_at(x, y)
        if primary and point is not None and point in doc.dots and self._near(layout, x, y, point, 0.25):
            self._stroke = Stroke("marks", doc.flat_point(*point))
            return
        vertex = layout.vertex_at(x, y)
        if self._near(layout, x, y, vertex, VERTEX_REACH):
            # From a corner: the first edge the drag takes decides between drawing and erasing.
            self._stroke = Stroke("walls", None if primary else 0, anchor=vertex)
            return
        edge = layout.edge_at(x, y)
        if edge is not None:
            value = (not doc.walls[edge]) if primary else False
            self._stroke = stroke = Stroke("walls", int(value))
            self._set(stroke, edge)
            return
        cell = layout.cell_at(x, y)
        if cell is not None and not primary and doc.marks[cell] >= 0:
            doc.push(CellsMove(self.tr("Clear mark"), "marks", [cell], [doc.marks[cell]], [-1]))
        elif cell is not None and primary:  # a drag may start inside a cell and reach the lines
            self._stroke = Stroke("walls", 1)

    @staticmethod
    def _near(layout: renderer.Layout, x: float, y: float, point: tuple[int, int], reach: float) -> bool:
        centre = layout.point(*point)
        return math.hypot(centre.x() - x, centre.y() - y) <= reach * layout.cell

    def _set(self, stroke: Stroke, position: tuple[int, int]) -> None:
        array = self.document.game.state[stroke.layer]
        if stroke.value is None:
            stroke.value = 0 if array[position] else 1
        if position not in stroke.old:
            stroke.old[position] = int(array[position])
        array[position] = stroke.value
        self.document.redraw()

    def pointer_left(self) -> None:
        """The mouse left the grid: no line is shown where it was."""
        self.hover_edge = None

    def mouse_move(self, layout: renderer.Layout, x: float, y: float) -> None:
        stroke = self._stroke
        if stroke is None:
            # Show the line a click would toggle (none over a dot: a press there marks cells).
            point = layout.point_at(x, y)
            over_dot = point is not None and point in self.document.dots and self._near(layout, x, y, point, 0.25)
            self.hover_edge = None if over_dot else layout.edge_at(x, y)
            return
        self.hover_edge = None
        if stroke.layer == "marks":
            cell = layout.cell_at(x, y)
            if cell is not None:
                self._set(stroke, cell)
            return
        vertex = layout.vertex_at(x, y)
        if self._near(layout, x, y, vertex, VERTEX_REACH):
            # At a corner: draw the straight line from the last corner (a quick drag skips lines).
            anchor = stroke.anchor
            if anchor is not None and anchor != vertex and (anchor[0] == vertex[0] or anchor[1] == vertex[1]):
                for between in self._edges_between(anchor, vertex):
                    self._set(stroke, between)
            stroke.anchor = vertex
            return
        edge = layout.edge_at(x, y, reach=0.2)
        if edge is not None:
            self._set(stroke, edge)

    def _edges_between(self, a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
        """The interior edges on the straight grid line from vertex a to vertex b."""
        h, w = self.document.shape()
        (y0, x0), (y1, x1) = a, b
        if y0 == y1:
            edges = [(y0, x) for x in range(min(x0, x1) + 1, max(x0, x1), 2)]
        else:
            edges = [(y, x0) for y in range(min(y0, y1) + 1, max(y0, y1), 2)]
        return [(y, x) for y, x in edges if 0 < y < 2 * h and 0 < x < 2 * w]

    def mouse_release(self, layout: renderer.Layout, x: float, y: float) -> None:
        stroke, self._stroke = self._stroke, None
        if stroke is None:
            return
        doc = self.document
        array = doc.game.state[stroke.layer]
        changed = [(p, old) for p, old in stroke.old.items() if old != array[p]]
        if not changed:
            return
        positions = [p for p, _ in changed]
        if stroke.layer == "walls":
            text = self.tr("Draw walls") if stroke.value else self.tr("Erase walls")
        else:
            text = self.tr("Mark cells")
        doc.push(CellsMove(text, stroke.layer, positions, [o for _, o in changed],
                           [int(array[p]) for p in positions]))

    # -- hints and the solution --------------------------------------------------------------------------
    def forget_hint(self) -> None:
        """The board or the dots changed: a hint on show, or one being worked out, is for the old
        ones."""
        if self.hint_run is not None:
            self.hint_run.stop()
        if self._answer_shown:
            self.hint_label.setText(self._intro())
            self._answer_shown = False
        self.hint = None

    def _intro(self) -> str:
        return self.tr("Divide the grid into regions, one dot each, every region "
                       "symmetric about its dot. Black dots' regions draw a picture.")

    def hint_or_apply(self) -> None:
        doc = self.document
        if doc.finished():  # nothing to hint: the finish stays on show
            return
        # A hint on show is current: forget_hint drops it when the board or the dots change.
        if self.hint is not None and self.hint[0].applicable:
            self.apply_hint(self.hint[0])
            return
        if self.hint_run is not None:
            return
        broken = rule_hint(self.assessment) if self.assessment is not None else None
        if broken is not None:
            self.hint = (broken, doc.walls.copy(), doc.marks.copy())
            self._show_hint(broken.text)
            return
        walls, marks = doc.walls.copy(), doc.marks.copy()
        stamp = doc.stamp(PUZZLE, BOARD)
        self.hint_run = SolverRun(hint_events(doc.puzzle(), walls, self._known(), doc.known_solution()), self)
        self.hint_run.finished.connect(lambda done: self._hint_ready(done, walls, marks, stamp))
        self.hint_run.failed.connect(doc.status_message)
        self.hint_label.setText(self.tr("Thinking…"))
        self.hint_run.start()

    def _hint_ready(self, done: Done | None, walls: np.ndarray, marks: np.ndarray, stamp: tuple) -> None:
        self.hint_run = None
        doc = self.document
        if not doc.is_current(stamp):  # a move landed while thinking: this hint is for an old board
            self.hint_label.setText(self.tr("The board changed: ask again."))
            return
        if done is None:
            return
        hint = next_hint(doc.puzzle(), done.stats["steps"], doc.walls, self._known(), done.solution,
                         doc.marks_by_dot())
        if hint is None:
            self.hint = None
            self._show_hint(no_hint().text)
            return
        self.hint = (hint, walls, marks)
        if hint.applicable and hint_at_once():  # one press: the deduction is made at once
            self.apply_hint(hint)
            self._show_hint(hint.text + self.tr(" — done (Undo takes it back)."))
            return
        self._show_hint(hint.text + (self.tr(" — press Hint again to apply.") if hint.applicable else ""))

    def _known(self) -> np.ndarray:
        """h x w: the dot each cell is shown to be (a closed area's, else a mark's), or -1."""
        doc = self.document
        assessment = self.assessment or assess(doc.puzzle(), doc.walls, doc.marks_by_dot())
        return known_cells(assessment, doc.marks_by_dot())

    def _show_hint(self, text: str) -> None:
        self.hint_label.setText(text)
        self._answer_shown = True  # until the board or the dots change
        self.document.say_result(text)
        self.document.redraw()

    def apply_hint(self, hint: Hint) -> None:
        """A hint is a move: Undo takes it back."""
        doc = self.document
        walls, marks = doc.walls.copy(), doc.marks.copy()
        for edge in hint.walls_on:
            walls[edge] = True
        for edge in hint.walls_off:
            walls[edge] = False
        points = {i: doc.flat_point(d.y2, d.x2) for i, d in enumerate(doc.puzzle().dots)}
        for cell, d in hint.marks.items():
            marks[cell] = points[d]
        for cell in hint.unmark:
            marks[cell] = -1
        self.hint = None
        self._answer_shown = False  # "Hint applied." stays after the move
        self.hint_label.setText(self.tr("Hint applied."))  # before the move: completing says so
        doc.push(as_hint(PartsMove(self.tr("Hint"), {"walls": doc.walls, "marks": doc.marks},
                                   {"walls": walls, "marks": marks})))

    def say_no_solution(self) -> None:
        self.document.status_message.emit(self.tr("Solve the puzzle first (Solve tab), or check it (Edit tab)."))

    def reveal_move(self, solution: np.ndarray) -> Move | None:
        """Every wall of ``solution`` drawn, the marks cleared."""
        doc = self.document
        walls = boundaries(solution)
        walls[0, :] = walls[-1, :] = walls[:, 0] = walls[:, -1] = False
        return PartsMove(self.tr("Reveal solution"), {"walls": doc.walls, "marks": doc.marks},
                         {"walls": walls, "marks": np.full(doc.marks.shape, -1, dtype=doc.marks.dtype)})
