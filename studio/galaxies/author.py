"""Edit mode: the author places dots, or paints regions and derives the dots, or starts from a
pixel picture and lets the generator build the puzzle (generating.py); Check puzzle runs in a
worker (checking.py) and a pair of solutions is shown one at a time with their differences.

Tools: *Dots* (left click on a cell centre, an edge midpoint or a vertex puts or removes a
dot of the chosen colour, right click toggles a dot's colour; the nearest point is ringed
while hovering) and *Regions* (drag to paint cells into a region: a press on a painted cell
grows its region, on a blank cell starts a new one; right drag erases). *Derive dots* puts a
dot at the centre of each painted region (blank cells that touch count as one region).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from solvers.errors import PuzzleFormatError
from solvers.events import SOLVED
from solvers.galaxies.derive import derive
from solvers.galaxies.model import BLACK, MAX_SIZE, WHITE, boundaries
from solvers.galaxies.rules import components

from ..changes import Change
from ..document import PUZZLE
from ..edit_form import hide_keeping_focus, show_size, show_title, title_and_size_rows
from ..moves import CellsMove
from ..offers import EDIT
from ..workers import SolverRun
from .checking import Verdict, check_events
from .generating import GenerateBox, picture_events, puzzle_state
from .moves import DotsMove

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from solvers.events import Done, EventsFactory
    from solvers.galaxies.repair import Suggestion

    from ..offers import Offers
    from ..picture_import import PictureImportDialog
    from . import renderer
    from .actions import GalaxiesActions

DOTS, REGIONS = 0, 1


def painted_walls(regions: np.ndarray) -> np.ndarray:
    """Walls between cells painted into different regions (blank cells draw none)."""
    walls = boundaries(regions)
    _h, _w = regions.shape
    painted = regions >= 0
    walls[0, :] = walls[-1, :] = walls[:, 0] = walls[:, -1] = False
    walls[2:-1:2, 1::2] &= painted[1:, :] & painted[:-1, :]
    walls[1::2, 2:-1:2] &= painted[:, 1:] & painted[:, :-1]
    return walls


def complete_regions(regions: np.ndarray) -> np.ndarray:
    """Every blank cell joins a region: blank cells that touch form one region each."""
    out = regions.copy()
    label = int(out.max(initial=-1)) + 1
    blank = {(int(r), int(c)) for r, c in zip(*np.nonzero(out < 0))}
    for part in components(blank):
        for cell in part:
            out[cell] = label
        label += 1
    return out


@dataclass
class RegionStroke:
    """Painting regions: the region the drag paints (-1: it erases) and each cell's before."""

    label: int
    old: dict[tuple[int, int], int] = field(default_factory=dict)


class AuthorPanel(QWidget):
    def __init__(self, document: GalaxiesActions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        document.subscribe(self.model_changed)
        self.hover: tuple[int, int] | None = None  # (y2, x2) under the mouse with the dots tool
        self._stroke: RegionStroke | None = None  # while painting regions
        self.check_run: SolverRun | None = None
        self.generate_run: SolverRun | None = None
        self.check_result: Done | None = None  # a Done with two solutions, while they are shown
        self.suggestion: Suggestion | None = None  # a repair.Suggestion for check_result's puzzle
        self.uncoverable: frozenset[tuple[int, int]] = frozenset()  # cells no dot can cover, after a "no solution" check
        self._verdict_shown = False  # the check label holds a verdict (or "Checking…")
        self.shown_solution = 0
        self.picture_dialog: PictureImportDialog | None = None
        self.verdict = Verdict(self)

        form = QFormLayout()
        # (edit_form names the whole PuzzleDocument for what it asks: title, tr, push, resize_grid, puzzle)
        self.title_edit, self.width_box, self.height_box = title_and_size_rows(form, document, MAX_SIZE)
        self.tool_group, tools = self._choice((self.tr("Dots"), self.tr("Regions")))
        form.addRow(self.tr("Tool"), tools)
        self.colour_group, colours = self._choice((self.tr("White"), self.tr("Black")))
        form.addRow(self.tr("New dots"), colours)
        self.tool_group.idToggled.connect(lambda *_: self._tool_changed())

        self.derive_button = QPushButton(self.tr("Derive dots from regions"))
        self.derive_button.setToolTip(self.tr("A dot at the centre of each painted region; each "
                                              "region must be symmetric and connected"))
        self.derive_button.clicked.connect(self.derive_dots)
        self.picture_button = QPushButton(self.tr("From a picture…"))
        self.picture_button.setToolTip(self.tr("Generate a puzzle whose black dots' regions draw a picture"))
        self.picture_button.clicked.connect(self.picture_clicked)
        self.check_button = QPushButton(self.tr("Check puzzle"))
        self.check_button.setToolTip(self.tr("Is there exactly one solution? How hard is it?"))
        self.check_button.clicked.connect(self.check_puzzle)
        self.check_label = QLabel(self.tr("Place dots, or paint regions and derive their dots; "
                                          "then check that the puzzle has exactly one solution."))
        self.check_label.setWordWrap(True)
        self.check_label.setTextFormat(Qt.TextFormat.RichText)
        self.flip_button = QPushButton(self.tr("Show the other solution"))
        self.flip_button.clicked.connect(self.flip_solution)
        self.flip_button.setVisible(False)
        self.apply_button = QPushButton(self.tr("Apply the suggestion"))
        self.apply_button.setToolTip(self.tr("Put the suggested dots in (one step: Undo takes it back)"))
        self.apply_button.clicked.connect(self.apply_suggestion)
        self.apply_button.setVisible(False)
        self.generation = GenerateBox(self, self.verdict)
        self.help_text = QLabel()
        self.help_text.setWordWrap(True)
        self.help_text.setObjectName("hint")
        buttons = QHBoxLayout()
        buttons.addWidget(self.derive_button)
        buttons.addWidget(self.picture_button)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addLayout(buttons)
        box.addWidget(self.check_button)
        box.addWidget(self.check_label)
        box.addWidget(self.flip_button)
        box.addWidget(self.apply_button)
        box.addWidget(self.generation)
        box.addStretch(1)
        box.addWidget(self.help_text)
        self._tool_changed()
        self.refresh()
        self._offer(document.offers)

    def _offer(self, offers: Offers) -> None:
        """What the panel does for its document and the window (studio.offers)."""
        offers.modes[EDIT] = self
        offers.commands["check"] = self.check_puzzle
        offers.runs["check"] = lambda: self.check_run
        offers.runs["generate"] = lambda: self.generate_run

    def _choice(self, names: Iterable[str]) -> tuple[QButtonGroup, QHBoxLayout]:
        group, row = QButtonGroup(self), QHBoxLayout()
        for index, name in enumerate(names):
            button = QRadioButton(name)
            button.setChecked(index == 0)
            group.addButton(button, index)
            row.addWidget(button)
        row.addStretch(1)
        return group, row

    def tool(self) -> int:
        return self.tool_group.checkedId()

    def new_colour(self) -> str:
        return BLACK if self.colour_group.checkedId() == 1 else WHITE

    def _tool_changed(self) -> None:
        if self.tool() == DOTS:
            self.help_text.setText(self.tr("Left click on a cell centre, an edge or a corner puts or "
                                           "removes a dot; right click turns a dot white or black. "
                                           "Keyboard: the arrow keys move half a cell, Space puts or "
                                           "removes a dot, Delete removes it."))
        else:
            self.help_text.setText(self.tr("Drag to paint cells into a region (press on a region to grow "
                                           "it, on a blank cell to start a new one); right drag erases. "
                                           "Then derive the dots."))
        self.hover = None
        self.document.redraw()

    def pointer_left(self) -> None:
        """The mouse left the grid: no dot is shown where it was."""
        self.hover = None

    def model_changed(self, change: Change) -> None:
        """After a move or an undo: the panel shows the size and title, and a verdict about the
        old dots goes."""
        if change.touches(("regions", "shape", "dots", "answer")):
            self.refresh()
        if "title" in change.keys:
            show_title(self.title_edit, self.document.title)
        if change.puzzle:
            self.puzzle_changed()

    def refresh(self) -> None:
        show_size(self.width_box, self.height_box, self.document.shape())

    def puzzle_changed(self) -> None:
        """The dots changed: a verdict, a pair of solutions or a running check is about the old
        puzzle (a check still running is stopped; its answer would be dropped anyway)."""
        if self.check_run is not None:
            self.check_run.stop()
        if self.check_result is not None or self._verdict_shown:
            self.check_label.setText(self.tr("The dots changed: check again."))
        self._forget_check()
        self._verdict_shown = False
        self.refresh()

    def _forget_check(self) -> None:
        self.check_result = self.suggestion = None
        self.uncoverable = frozenset()
        hide_keeping_focus([self.flip_button, self.apply_button], self.document.focus_grid)

    # -- the mouse ---------------------------------------------------------------------------------
    def mouse_press(self, layout: renderer.Layout, x: float, y: float, primary: bool) -> None:
        if self.tool() == DOTS:
            point = layout.point_at(x, y)
            if point is not None:
                self.click_point(point, primary)
            return
        cell = layout.cell_at(x, y)
        if cell is None:
            return
        regions = self.document.regions
        if not primary:
            label = -1
        elif regions[cell] >= 0:
            label = int(regions[cell])
        else:
            label = int(regions.max(initial=-1)) + 1
        self._stroke = stroke = RegionStroke(label)
        self._paint(stroke, cell)

    def click_point(self, point: tuple[int, int], primary: bool) -> None:
        """Left: put a dot of the chosen colour, or remove the dot there. Right: recolour."""
        old = self.document.dots.get(point)
        if primary:
            new = None if old is not None else self.new_colour()
            text = self.tr("Remove dot") if old is not None else self.tr("Place dot")
        else:
            new = WHITE if old == BLACK else BLACK
            text = self.tr("Dot colour") if old is not None else self.tr("Place dot")
        self.document.push(DotsMove(text, [point], [old], [new]))

    def _paint(self, stroke: RegionStroke, cell: tuple[int, int]) -> None:
        regions, old = self.document.regions, stroke.old
        if cell not in old:
            old[cell] = int(regions[cell])
        regions[cell] = stroke.label
        self.document.redraw()

    def cursor_moved(self, point: tuple[int, int]) -> None:
        if self.tool() == DOTS:
            self.hover = point

    def key(self, point: tuple[int, int], key: int) -> bool:
        """Dots tool: Space or Enter puts a dot at the cursor or removes the one there; Delete
        removes it."""
        if self.tool() != DOTS:
            return False
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click_point(point, True)
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            if point in self.document.dots:
                self.click_point(point, True)
            return True
        return False

    def mouse_move(self, layout: renderer.Layout, x: float, y: float) -> None:
        if self.tool() == DOTS:
            self.hover = layout.point_at(x, y)
        elif self._stroke is not None:
            cell = layout.cell_at(x, y)
            if cell is not None:
                self._paint(self._stroke, cell)

    def mouse_release(self, layout: renderer.Layout, x: float, y: float) -> None:
        stroke, self._stroke = self._stroke, None
        if stroke is None:
            return
        regions = self.document.regions
        changed = [(cell, old) for cell, old in stroke.old.items() if old != regions[cell]]
        if changed:
            cells = [cell for cell, _ in changed]
            text = self.tr("Paint %n cell(s)", "", len(cells)) if stroke.label >= 0 else self.tr("Erase cells")
            self.document.push(CellsMove(text, "regions", cells, [o for _, o in changed],
                                         [int(regions[c]) for c in cells]))

    # -- what the grid shows ------------------------------------------------------------------------
    def view_state(self, view: renderer.View) -> renderer.View:
        doc = self.document
        if self.check_result is not None:
            solution = self.check_result.solutions[self.shown_solution]
            view.walls = boundaries(solution)
            view.shaded = doc.black_cells(solution)
            view.marked = frozenset(self.differences())
            if self.suggestion is not None:  # where to put a dot, and the dots it replaces
                view.hover_point = self.suggestion.added[0]
                index = doc.dot_index()
                view.ringed_dots = frozenset(index[p] for p in self.suggestion.removed if p in index)
            return view
        view.errors = self.uncoverable
        known = doc.puzzle().solution
        if known is not None:
            view.faint_walls = boundaries(known)
            view.shaded = doc.black_cells(known)
            view.faint_shade = True
        if (doc.regions >= 0).any():
            view.tint = doc.regions
            view.walls = painted_walls(doc.regions)
        if self.tool() == DOTS:
            view.hover_point = self.hover
        return view

    def differences(self) -> list:
        if self.check_result is None:
            return []
        a, b = self.check_result.solutions[:2]
        return [(int(r), int(c)) for r, c in zip(*np.nonzero(a != b))]

    # -- derive and generate ----------------------------------------------------------------------------
    def derive_dots(self) -> None:
        doc = self.document
        if not (doc.regions >= 0).any():
            self.check_label.setText(self.tr("Paint some regions first (Regions tool)."))
            return
        regions = complete_regions(doc.regions)
        try:
            puzzle, _ = derive(regions)
        except PuzzleFormatError as error:
            self.check_label.setText(self.tr("Cannot derive the dots: %1").replace("%1", str(error)))
            return
        dots = {(d.y2, d.x2): doc.dots.get((d.y2, d.x2), d.colour) for d in puzzle.dots}
        doc.replace(self.tr("Derive dots"), dots=dots, answer=puzzle.solution,
                    regions=np.full(doc.shape(), -1, dtype=np.int32))
        self.check_label.setText(self.tr("%n dot(s) derived from the regions; check the puzzle "
                                         "to see whether it is unique.", "", len(dots)))

    def picture_clicked(self) -> PictureImportDialog | None:
        if self.generate_run is not None:
            self.generate_run.stop()
            return None
        from ..picture_import import PictureImportDialog

        self.picture_dialog = dialog = PictureImportDialog(self.document.shape(), self)

        def accepted() -> None:
            if dialog.result_picture is not None:
                self.generate_from_picture(dialog.result_picture)

        dialog.accepted.connect(accepted)
        dialog.finished.connect(lambda _: setattr(self, "picture_dialog", None))
        dialog.open()  # window-modal without a nested event loop
        return dialog

    def generate_from_picture(self, picture: np.ndarray, seed: int | None = None) -> None:
        """Build a unique puzzle whose black dots' regions cover the picture's black cells."""
        self.picture_button.setText(self.tr("Cancel generating"))
        self.check_label.setText(self.tr("Generating a puzzle from the picture…"))
        self.start_generation(picture_events(picture, seed), self._generated)

    def start_generation(self, events: EventsFactory, finished: Callable[[Done | None], None],
                         on_events: Callable[[list], None] | None = None) -> None:
        """Run a generator's events as ``generate_run`` (one at a time: from a picture or the
        Generate box); ``finished(done)`` takes the result, ``on_events`` the events as they come."""
        self.generate_run = SolverRun(events, self)
        if on_events is not None:
            self.generate_run.events.connect(on_events)
        self.generate_run.finished.connect(finished)
        self.generate_run.failed.connect(self.document.status_message)
        self.generate_run.start()
        self.document.state_changed.emit()

    def _generated(self, done: Done | None) -> None:
        self.generate_run = None
        self.picture_button.setText(self.tr("From a picture…"))
        if done is None or done.status != SOLVED:
            self.check_label.setText(self.tr("No puzzle was generated."))
            self.document.state_changed.emit()
            return
        shape = self.document.puzzle().shape
        self.document.replace(self.tr("Puzzle from a picture"), **puzzle_state(done.stats["puzzle"]))
        self.document.fit_if_reshaped(shape)
        self.check_label.setText(self.verdict.generated(done.stats["report"]))
        self.document.state_changed.emit()

    # -- check ------------------------------------------------------------------------------------------
    def check_puzzle(self) -> None:
        if self.check_run is not None:
            self.check_run.stop()
            return
        puzzle = self.document.puzzle()
        if not puzzle.dots:
            self.check_label.setText(self.tr("Place some dots first."))
            return
        self._forget_check()
        stamp = self.document.stamp(PUZZLE)
        self.check_run = SolverRun(check_events(puzzle), self)
        self.check_run.finished.connect(lambda done: self._checked(done, stamp))
        self.check_run.failed.connect(self.document.status_message)
        self.check_button.setText(self.tr("Cancel check"))
        self.check_label.setText(self.tr("Checking…"))
        self._verdict_shown = True
        self.check_run.start()
        self.document.state_changed.emit()

    def _checked(self, done: Done | None, stamp: tuple) -> None:
        self.check_run = None
        self.check_button.setText(self.tr("Check puzzle"))
        doc = self.document
        if not doc.is_current(stamp):  # the dots changed while checking: puzzle_changed said so
            doc.state_changed.emit()
            return
        if done is not None and done.status == SOLVED and done.unique and doc.puzzle().solution is None:
            doc.keep_answer(done.solution)  # now known: exports and hints use it
        if done is not None and done.status == SOLVED and len(done.solutions) >= 2:
            self.check_result = done  # the grid shows both, one at a time
            self.shown_solution = 0
            suggestions = done.stats.get("suggestions") or []
            self.suggestion = suggestions[0] if suggestions else None
        if done is not None:
            self.uncoverable = frozenset(done.stats.get("uncoverable") or ())
        text = self.verdict.text(done, len(self.differences()))
        if done is not None and self.check_result is not None and "suggestions" in done.stats:
            text += "<br>" + self.verdict.suggestion(self.suggestion)
        self.check_label.setText(text)
        self._flip_text()
        self.flip_button.setVisible(self.check_result is not None)
        self.apply_button.setVisible(self.suggestion is not None)
        doc.redraw()
        doc.say_result(text.replace("<b>", "").replace("</b>", "").split("<br>")[0])
        doc.state_changed.emit()

    def apply_suggestion(self) -> None:
        """The suggested dots in, the replaced ones out: one undoable move."""
        suggestion = self.suggestion
        if suggestion is None:
            return
        dots = self.document.dots
        points = list(suggestion.added) + list(suggestion.removed)
        old = [dots.get(p) for p in points]
        new = [WHITE] * len(suggestion.added) + [None] * len(suggestion.removed)
        self.document.push(DotsMove(self.tr("Apply the suggestion"), points, old, new))

    def flip_solution(self) -> None:
        if self.check_result is None:
            return
        self.shown_solution = 1 - self.shown_solution
        self._flip_text()
        self.document.redraw()

    def _flip_text(self) -> None:
        self.flip_button.setText(self.tr("Show the other solution") + f" ({self.shown_solution + 1}/2)")
