"""Edit mode (the author): place, type, move and delete numbers; draw a solution and derive the
numbers from it; choose the title, size and rule set. Check puzzle (checking.py) and Generate
(generating.py) sit in the same panel."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from solvers.numberlink.model import MAX_SIZE, puzzle_from_paths
from solvers.textfiles import ascii_int, is_ascii_number

from ..changes import Change
from ..offers import EDIT
from . import paths
from .checking import CheckBox
from .generating import GenerateBox
from .grid import line_key

if TYPE_CHECKING:
    from collections.abc import Hashable

    from solvers.numberlink.model import Cell

    from ..offers import Offers
    from . import renderer
    from .actions import NumberlinkActions

NUMBERS, PATHS = 0, 1


class AuthorPanel(QWidget):
    def __init__(self, document: NumberlinkActions) -> None:
        super().__init__()
        self.document = document
        document.subscribe(self.model_changed)
        self._move: tuple[Cell, dict] | None = None  # (cell, before) while a number is dragged
        # (LineDrawing or "erase", before) while a path is drawn
        self._drawing: tuple[paths.LineDrawing | str, dict] | None = None
        self._typing: tuple[Cell, str] | None = None  # (cell, typed text) while digits are typed into a cell
        self._typing_session = 0
        self._build()

    # -- widgets -----------------------------------------------------------------------------
    def _build(self) -> None:
        doc = self.document
        form = QFormLayout()
        self.title_edit = QLineEdit(doc.title)
        self.title_edit.editingFinished.connect(self._title_edited)
        form.addRow(self.tr("Title"), self.title_edit)
        size = QHBoxLayout()
        self.width_box, self.height_box = QSpinBox(), QSpinBox()
        for size_box, prefix in ((self.width_box, self.tr("W ")), (self.height_box, self.tr("H "))):
            size_box.setRange(2, MAX_SIZE)
            size_box.setPrefix(prefix)
            size_box.setKeyboardTracking(False)
            size_box.valueChanged.connect(self._size_edited)
            size.addWidget(size_box)
        form.addRow(self.tr("Size"), size)
        self.rules_box = QComboBox()
        # Short names in the box (a long one cut its own text and the form's labels at the
        # panel's width); the whole rule in the item's tooltip.
        for text, rules, tip in ((self.tr("fill: every cell"), "fill",
                                  self.tr("fill — every cell is used (Flow Free, Arukone)")),
                                 (self.tr("nikoli: gaps allowed"), "nikoli", self.tr("nikoli — cells may stay empty"))):
            self.rules_box.addItem(text, rules)
            self.rules_box.setItemData(self.rules_box.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        self.rules_box.currentIndexChanged.connect(self._rules_edited)
        form.addRow(self.tr("Rules"), self.rules_box)
        tools = QHBoxLayout()
        self.tool_group = QButtonGroup(self)
        for index, (text, tip) in enumerate((
                (self.tr("Numbers"), self.tr("Click a cell to place the next number; type to change it; "
                                             "drag to move; right-click or Delete removes")),
                (self.tr("Paths"), self.tr("Draw the solution's lines (drag, or Space and the arrow keys; "
                                           "right-drag or Delete erases); then derive the numbers from them")))):
            button = QRadioButton(text)  # a radio button shows its state in every theme
            button.setToolTip(tip)
            self.tool_group.addButton(button, index)
            tools.addWidget(button)
        self.tool_group.button(NUMBERS).setChecked(True)
        self.tool_group.idClicked.connect(lambda _: self.document.redraw())
        form.addRow(self.tr("Tool"), tools)
        self.derive_button = QPushButton(self.tr("Numbers from paths"))
        self.derive_button.setToolTip(self.tr("Replace the numbers by the two ends of every drawn path"))
        self.derive_button.clicked.connect(self.numbers_from_paths)
        self.design_note = QLabel()
        self.design_note.setWordWrap(True)
        self.design_note.setObjectName("hint")

        self.check = CheckBox(doc)
        self.generation = GenerateBox(doc)

        help_text = QLabel(self.tr("Numbers: click places the next number, digits retype it, drag moves "
                                   "it, right-click or Delete removes it. Paths: drag (or Space, arrow keys, Space) "
                                   "draws, right-drag or Delete erases."))
        help_text.setWordWrap(True)
        help_text.setObjectName("hint")
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.derive_button)
        box.addWidget(self.design_note)
        box.addWidget(self.check)
        box.addWidget(self.generation)
        box.addStretch(1)
        box.addWidget(help_text)
        self._offer(doc.offers)

    def _offer(self, offers: Offers) -> None:
        """What the panel does for its document and the window (studio.offers)."""
        offers.modes[EDIT] = self
        offers.commands["check"] = self.check.check
        offers.runs["check"] = lambda: self.check.run
        offers.runs["generate"] = lambda: self.generation.run
        offers.solutions["check"] = self.check.solution

    def tool(self) -> int:
        return self.tool_group.checkedId()

    def set_tool(self, tool: int) -> None:
        self.tool_group.button(tool).setChecked(True)

    def model_changed(self, change: Change) -> None:
        """After a move or an undo the panel shows the numbers, rules and title as they are (a
        number dragged live is shown by the grid; the panel follows at the drop), and a verdict
        about the old puzzle goes."""
        if not change.live:
            self.refresh()
        if change.puzzle:
            self.puzzle_changed()

    def refresh(self) -> None:
        doc = self.document
        h, w = doc.shape()
        for box, value in ((self.width_box, w), (self.height_box, h)):
            with QSignalBlocker(box):
                box.setValue(value)
        with QSignalBlocker(self.rules_box):
            self.rules_box.setCurrentIndex(self.rules_box.findData(doc.rules))
        if self.title_edit.text() != doc.title:
            self.title_edit.setText(doc.title)
        notes = []
        unfinished = doc.unfinished_numbers()
        if unfinished:
            notes.append(self.tr("Without a partner (or more than two): %1").replace("%1", ", ".join(unfinished)))
        if doc.design.any():
            notes.append(self.tr("The drawn paths are the puzzle's solution.") if doc.puzzle().solution is not None
                         else self.tr("The drawn paths do not join the pairs yet."))
        self.design_note.setText(" ".join(notes))

    def puzzle_changed(self) -> None:
        self.check.forget()

    def _title_edited(self) -> None:
        text = self.title_edit.text().strip()
        if text != self.document.title:
            self.document.change({"title": self.document.title}, {"title": text}, self.tr("Rename"))

    def _rules_edited(self) -> None:
        rules = self.rules_box.currentData()
        if rules != self.document.rules:
            self.document.change({"rules": self.document.rules}, {"rules": rules},
                               self.tr("Rules: %1").replace("%1", rules))

    def _size_edited(self) -> None:
        self.resize_grid(self.width_box.value(), self.height_box.value())

    def resize_grid(self, width: int, height: int) -> None:
        doc = self.document
        if (height, width) == doc.shape():
            return
        numbers = {cell: label for cell, label in doc.numbers.items() if cell[0] < height and cell[1] < width}
        before = {"numbers": doc.numbers, "design": doc.design, "board": doc.board}
        doc.change(before, {"numbers": numbers, "design": paths.blank((height, width)),
                          "board": paths.blank((height, width))},
                 self.tr("Resize to %1x%2").replace("%1", str(width)).replace("%2", str(height)))

    # -- numbers: place, type, move, delete ----------------------------------------------------
    def next_free_number(self) -> str:
        """The number waiting for its partner, else the smallest number not used yet."""
        counts: dict[str, int] = {}
        for label in self.document.numbers.values():
            counts[label] = counts.get(label, 0) + 1
        waiting = sorted(number for label, n in counts.items() if n == 1 and (number := ascii_int(label)) is not None)
        if waiting:
            return str(waiting[0])
        n = 1
        while str(n) in counts:
            n += 1
        return str(n)

    def set_number(self, cell: tuple[int, int], label: str | None, text: str, merge_key: Hashable | None = None) -> None:
        doc = self.document
        numbers = dict(doc.numbers)
        if label is None:
            numbers.pop(cell, None)
        else:
            numbers[cell] = label
        if numbers != doc.numbers:
            doc.change({"numbers": doc.numbers}, {"numbers": numbers}, text, merge_key=merge_key)

    def press(self, cell: tuple[int, int], primary: bool) -> bool:
        self.check.show_design()
        self._typing = None
        doc = self.document
        if self.tool() == PATHS:
            before = {"design": doc.design.copy()}
            if primary:
                drawing = paths.LineDrawing(doc.design, np.zeros(doc.shape(), dtype=np.int32), free=True)
                drawing.begin(cell)
                self._drawing = (drawing, before)
            else:
                paths.remove_cell_links(doc.design, cell)
                self._drawing = ("erase", before)
            doc.redraw()
            return True
        if not primary:
            if cell in doc.numbers:
                self.set_number(cell, None, self.tr("Delete %1").replace("%1", doc.numbers[cell]))
            return False
        if cell in doc.numbers:
            self._move = (cell, dict(doc.numbers))
            return True
        label = self.next_free_number()
        self.set_number(cell, label, self.tr("Place %1").replace("%1", label))
        return False

    def drag(self, cell: tuple[int, int]) -> None:
        doc = self.document
        if self._drawing is not None:
            drawing, _ = self._drawing
            if isinstance(drawing, str):  # "erase"
                paths.remove_cell_links(doc.design, cell)
            else:
                drawing.extend(cell)
            doc.redraw()
        elif self._move is not None:
            origin, before = self._move
            numbers = {c: label for c, label in before.items() if c != origin}
            if cell not in numbers:  # a number never lands on another one
                numbers[cell] = before[origin]
                doc.preview_numbers(numbers)

    def release(self) -> None:
        doc = self.document
        if self._drawing is not None:
            _, before = self._drawing
            self._drawing = None
            if not np.array_equal(before["design"], doc.design):
                doc.change(before, {"design": doc.design}, self.tr("Draw path"))
        elif self._move is not None:
            _, before = self._move
            self._move = None
            if before != doc.numbers:
                doc.change({"numbers": before}, {"numbers": doc.numbers}, self.tr("Move number"))

    def cursor_moved(self, cell: tuple[int, int]) -> None:
        self._typing = None
        if self._drawing is not None:
            self.drag(cell)

    def key(self, cell: tuple[int, int], key: int, text: str) -> bool:
        if self.tool() == PATHS:
            return self._paths_key(cell, key)
        doc = self.document
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            if cell in doc.numbers:
                self.set_number(cell, None, self.tr("Delete %1").replace("%1", doc.numbers[cell]))
            self._typing = None
            return True
        if len(text) != 1 or not text.isprintable() or text.isspace() or text == ".":
            return False
        if is_ascii_number(text) and self._typing is not None and self._typing[0] == cell \
                and is_ascii_number(self._typing[1]) and len(self._typing[1]) < 4:
            typed = (self._typing[1] + text).lstrip("0") or "0"
        else:
            typed = text
            self._typing_session += 1
        if typed == "0":
            return True
        self._typing = (cell, typed)
        self.set_number(cell, typed, self.tr("Type %1").replace("%1", typed),
                        merge_key=(cell, self._typing_session))
        return True

    def _paths_key(self, cell: tuple[int, int], key: int) -> bool:
        """Paths without a mouse, as a player draws lines: Space or Enter starts a path at the
        cursor, the arrow keys draw it (back over it erases), Space or Enter ends it; Delete
        erases the lines through the cursor's cell."""
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            if self._drawing is None:
                self.press(cell, False)
                self.release()
            return True
        return line_key(key, self._drawing is not None, lambda: self.press(cell, True), self.release)

    # -- design ---------------------------------------------------------------------------------
    def numbers_from_paths(self) -> None:
        doc = self.document
        lines, problem = paths.simple_paths(doc.design)
        if problem or not lines:
            message = {"branch": self.tr("A drawn line branches: every path must run from one end to the other."),
                       "loop": self.tr("A drawn line closes a loop: every path needs two ends.")}.get(
                problem or "", self.tr("Draw some paths first (Paths tool)."))
            self.design_note.setText(message)
            doc.status_message.emit(message)
            return
        puzzle = puzzle_from_paths(doc.shape()[1], doc.shape()[0], lines)
        numbers = {cell: label for label, ends in zip(puzzle.labels, puzzle.endpoints) for cell in ends}
        doc.change({"numbers": doc.numbers}, {"numbers": numbers}, self.tr("Numbers from paths"))

    def view_state(self, scene: renderer.Scene) -> renderer.Scene:
        doc = self.document
        if self.check.view(scene):
            return scene
        scene.board = paths.labelled(doc.puzzle(), doc.design)
        unfinished = set(doc.unfinished_numbers())
        scene.errors = frozenset(cell for cell, label in doc.numbers.items() if label in unfinished)
        if self._typing is not None:
            scene.selected = self._typing[0]
        return scene
