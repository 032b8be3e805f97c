"""Edit mode (the author): place, type, move and delete numbers; draw a solution and derive the
numbers from it; choose the rule set and the size; check the puzzle and generate new ones.

Check puzzle runs in a worker: CP-SAT for two solutions under the document's rules (unique /
multiple / none), then the ILP under ``nikoli``, which minimises the cells used: a minimum below
the number of cells is a short-circuit solution, the reason a puzzle is bad, and is shown.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QLineEdit, QProgressBar, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from solvers.events import SOLVED, STOPPED, Done, Progress, Solution, SolveOptions
from solvers.numberlink import generator, solve_events
from solvers.numberlink.model import MAX_SIZE

from . import paths
from ..workers import SolverRun

CHECK_TIMEOUT = 20.0
GENERATE_TIMEOUT = 10.0
NUMBERS, PATHS = 0, 1


def check_events(puzzle, rules: str):
    """The Check puzzle run: uniqueness under ``rules``, then the minimum fill (ILP, nikoli)."""
    def events(cancel):
        done = None
        for event in solve_events(puzzle, "cpsat", SolveOptions(2, CHECK_TIMEOUT, None, {"rules": rules}), cancel):
            if isinstance(event, Done):
                done = event
        stats = dict(done.stats)
        if done.status == SOLVED and not cancel.stopped:
            yield Progress(0.5, "minimum fill (ILP)")
            options = SolveOptions(1, CHECK_TIMEOUT, None, {"rules": "nikoli", "workers": 2})
            for event in solve_events(puzzle, "ilp", options, cancel):
                if isinstance(event, Done) and event.status == SOLVED:
                    stats["min_cells"] = event.stats.get("min_cells")
                    stats["min_fill"] = event.solution
                    stats["short_circuit"] = event.stats["min_cells"] < puzzle.width * puzzle.height
        yield Done(done.status, done.unique, stats, done.solutions)
    return events


def generate_events(width: int, height: int, rules: str, count: int):
    def events(cancel):
        made = []
        for i in range(count):
            if cancel.stopped:
                break
            yield Progress(i / count, f"{i + 1} / {count}")
            puzzle, report = generator.generate(width, height, rules=rules, timeout=GENERATE_TIMEOUT)
            made.append(puzzle)
            yield Solution(puzzle)
        yield Done(SOLVED if made else STOPPED, None, {"puzzles": made})
    return events


class AuthorPanel(QWidget):
    def __init__(self, document):
        super().__init__()
        self.document = document
        self.check_run = self.generate_run = None
        self.check_result = None  # the Done of the last check
        self.shown = None  # None (the design), 0 / 1 (a solution of the check), "short" (short circuit)
        self.generated: list = []
        self.generated_index = 0
        self._move = None  # (cell, before) while a number is dragged
        self._drawing = None  # (LineDrawing or "erase", before) while a path is drawn
        self._typing = None  # (cell, typed text) while digits are typed into a cell
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
        for box, prefix in ((self.width_box, self.tr("W ")), (self.height_box, self.tr("H "))):
            box.setRange(2, MAX_SIZE)
            box.setPrefix(prefix)
            box.setKeyboardTracking(False)
            box.valueChanged.connect(self._size_edited)
            size.addWidget(box)
        form.addRow(self.tr("Size"), size)
        self.rules_box = QComboBox()
        self.rules_box.addItem(self.tr("fill — every cell is used (Flow Free, Arukone)"), "fill")
        self.rules_box.addItem(self.tr("nikoli — cells may stay empty"), "nikoli")
        self.rules_box.currentIndexChanged.connect(self._rules_edited)
        form.addRow(self.tr("Rules"), self.rules_box)
        tools = QHBoxLayout()
        self.tool_group = QButtonGroup(self)
        for index, (text, tip) in enumerate((
                (self.tr("Numbers"), self.tr("Click a cell to place the next number; type to change it; "
                                             "drag to move; right-click or Delete removes")),
                (self.tr("Paths"), self.tr("Draw the solution's lines; then derive the numbers from them")))):
            button = QPushButton(text)
            button.setCheckable(True)
            button.setToolTip(tip)
            self.tool_group.addButton(button, index)
            tools.addWidget(button)
        self.tool_group.button(NUMBERS).setChecked(True)
        self.tool_group.idClicked.connect(lambda _: self.document.grid.update())
        form.addRow(self.tr("Tool"), tools)
        self.derive_button = QPushButton(self.tr("Numbers from paths"))
        self.derive_button.setToolTip(self.tr("Replace the numbers by the two ends of every drawn path"))
        self.derive_button.clicked.connect(self.numbers_from_paths)
        self.design_note = QLabel()
        self.design_note.setWordWrap(True)
        self.design_note.setObjectName("hint")

        self.check_button = QPushButton(self.tr("Check puzzle"))
        self.check_button.setToolTip(self.tr("Exactly one solution? A short-circuit solution under nikoli?"))
        self.check_button.clicked.connect(self.check_puzzle)
        self.check_label = QLabel(self.tr("Place pairs of numbers, or draw paths and derive them; "
                                          "then check that there is exactly one solution."))
        self.check_label.setWordWrap(True)
        self.check_label.setTextFormat(Qt.TextFormat.RichText)
        browse = QHBoxLayout()
        self.solution_button = QPushButton(self.tr("Next solution"))
        self.solution_button.clicked.connect(self.flip_solution)
        self.short_button = QPushButton(self.tr("Short circuit"))
        self.short_button.setCheckable(True)
        self.short_button.setToolTip(self.tr("Show the solution that leaves cells empty"))
        self.short_button.toggled.connect(self.show_short_circuit)
        self.design_button = QPushButton(self.tr("Design"))
        self.design_button.setToolTip(self.tr("Back to the numbers and the drawn paths"))
        self.design_button.clicked.connect(self.show_design)
        for button in (self.solution_button, self.short_button, self.design_button):
            browse.addWidget(button)

        generate = QGroupBox(self.tr("Generate"))
        grid = QFormLayout(generate)
        size = QHBoxLayout()
        self.gen_width, self.gen_height, self.gen_count = QSpinBox(), QSpinBox(), QSpinBox()
        for box, prefix, value in ((self.gen_width, self.tr("W "), 8), (self.gen_height, self.tr("H "), 8)):
            box.setRange(2, 30)
            box.setPrefix(prefix)
            box.setValue(value)
            size.addWidget(box)
        grid.addRow(self.tr("Size"), size)
        self.gen_count.setRange(1, 50)
        self.gen_count.setValue(3)
        grid.addRow(self.tr("Count"), self.gen_count)
        row = QHBoxLayout()
        self.generate_button = QPushButton(self.tr("Generate"))
        self.generate_button.setToolTip(self.tr("Unique puzzles without a short circuit, with the document's rules"))
        self.generate_button.clicked.connect(self.generate)
        self.gen_progress = QProgressBar()
        self.gen_progress.setRange(0, 1000)
        self.gen_progress.setTextVisible(False)
        row.addWidget(self.generate_button)
        row.addWidget(self.gen_progress, 1)
        grid.addRow(row)
        pick = QHBoxLayout()
        self.previous_button = QPushButton("◀")
        self.previous_button.clicked.connect(lambda: self.load_generated(self.generated_index - 1))
        self.next_button = QPushButton("▶")
        self.next_button.clicked.connect(lambda: self.load_generated(self.generated_index + 1))
        self.generated_label = QLabel()
        pick.addWidget(self.previous_button)
        pick.addWidget(self.generated_label, 1, Qt.AlignmentFlag.AlignCenter)
        pick.addWidget(self.next_button)
        grid.addRow(pick)

        help_text = QLabel(self.tr("Numbers: click places the next number, digits retype it, drag moves "
                                   "it, right-click or Delete removes it. Paths: drag draws, right-drag erases."))
        help_text.setWordWrap(True)
        help_text.setObjectName("hint")
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.derive_button)
        box.addWidget(self.design_note)
        box.addWidget(self.check_button)
        box.addWidget(self.check_label)
        box.addLayout(browse)
        box.addWidget(generate)
        box.addStretch(1)
        box.addWidget(help_text)

    def tool(self) -> int:
        return self.tool_group.checkedId()

    def set_tool(self, tool: int) -> None:
        self.tool_group.button(tool).setChecked(True)

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
        result = self.check_result
        several = result is not None and len(result.solutions) >= 2
        self.solution_button.setVisible(several)
        self.short_button.setVisible(result is not None and result.stats.get("short_circuit") is True)
        self.design_button.setVisible(self.shown is not None)
        self.generated_label.setText(f"{self.generated_index + 1} / {len(self.generated)}" if self.generated else "")
        self.previous_button.setEnabled(self.generated_index > 0)
        self.next_button.setEnabled(self.generated_index + 1 < len(self.generated))

    def _title_edited(self) -> None:
        text = self.title_edit.text().strip()
        if text != self.document.title:
            self.document.push({"title": self.document.title}, {"title": text}, self.tr("Rename"))

    def _rules_edited(self) -> None:
        rules = self.rules_box.currentData()
        if rules != self.document.rules:
            self.document.push({"rules": self.document.rules}, {"rules": rules},
                               self.tr("Rules: %1").replace("%1", rules))

    def _size_edited(self) -> None:
        self.resize_grid(self.width_box.value(), self.height_box.value())

    def resize_grid(self, width: int, height: int) -> None:
        doc = self.document
        if (height, width) == doc.shape():
            return
        numbers = {cell: label for cell, label in doc.numbers.items() if cell[0] < height and cell[1] < width}
        before = {"numbers": doc.numbers, "design": doc.design, "board": doc.board}
        doc.push(before, {"numbers": numbers, "design": paths.blank((height, width)),
                          "board": paths.blank((height, width))},
                 self.tr("Resize to %1x%2").replace("%1", str(width)).replace("%2", str(height)))

    # -- numbers: place, type, move, delete ----------------------------------------------------
    def next_free_number(self) -> str:
        """The number waiting for its partner, else the smallest number not used yet."""
        counts: dict[str, int] = {}
        for label in self.document.numbers.values():
            counts[label] = counts.get(label, 0) + 1
        waiting = sorted((int(label) for label, n in counts.items() if n == 1 and label.isdigit()))
        if waiting:
            return str(waiting[0])
        n = 1
        while str(n) in counts:
            n += 1
        return str(n)

    def set_number(self, cell, label: str | None, text: str, merge_key=None) -> None:
        doc = self.document
        numbers = dict(doc.numbers)
        if label is None:
            numbers.pop(cell, None)
        else:
            numbers[cell] = label
        if numbers != doc.numbers:
            doc.push({"numbers": doc.numbers}, {"numbers": numbers}, text, merge_key=merge_key)

    def press(self, cell, primary: bool) -> bool:
        self.show_design()
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
            doc.grid.update()
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

    def drag(self, cell) -> None:
        doc = self.document
        if self._drawing is not None:
            drawing, _ = self._drawing
            if drawing == "erase":
                paths.remove_cell_links(doc.design, cell)
            else:
                drawing.extend(cell)
            doc.grid.update()
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
                doc.push(before, {"design": doc.design}, self.tr("Draw path"), applied=True)
        elif self._move is not None:
            _, before = self._move
            self._move = None
            if before != doc.numbers:
                doc.push({"numbers": before}, {"numbers": doc.numbers}, self.tr("Move number"), applied=True)

    def cursor_moved(self, cell) -> None:
        self._typing = None

    def key(self, cell, key, text: str) -> bool:
        doc = self.document
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            if cell in doc.numbers:
                self.set_number(cell, None, self.tr("Delete %1").replace("%1", doc.numbers[cell]))
            self._typing = None
            return True
        if len(text) != 1 or not text.isprintable() or text.isspace() or text == ".":
            return False
        if text.isdigit() and self._typing is not None and self._typing[0] == cell and self._typing[1].isdigit():
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

    # -- design ---------------------------------------------------------------------------------
    def numbers_from_paths(self) -> None:
        doc = self.document
        lines, problem = paths.simple_paths(doc.design)
        if problem or not lines:
            message = {"branch": self.tr("A drawn line branches: every path must run from one end to the other."),
                       "loop": self.tr("A drawn line closes a loop: every path needs two ends.")}.get(
                problem, self.tr("Draw some paths first (Paths tool)."))
            self.design_note.setText(message)
            doc.status_message.emit(message)
            return
        puzzle = generator.puzzle_from_paths(doc.shape()[1], doc.shape()[0], lines)
        numbers = {cell: label for label, ends in zip(puzzle.labels, puzzle.endpoints) for cell in ends}
        doc.push({"numbers": doc.numbers}, {"numbers": numbers}, self.tr("Numbers from paths"))

    def view(self, scene):
        doc = self.document
        result = self.check_result
        if result is not None and self.shown is not None:
            if self.shown == "short":
                scene.board = result.stats["min_fill"]
                scene.marked = frozenset(self._cells(np.asarray(scene.board)[1::2, 1::2] == 0))
            else:
                scene.board = result.solutions[self.shown]
                scene.marked = frozenset(self.differences())
                scene.faded = self.shown == 1
            return scene
        scene.board = paths.labelled(doc.puzzle(), doc.design)
        unfinished = set(doc.unfinished_numbers())
        scene.errors = frozenset(cell for cell, label in doc.numbers.items() if label in unfinished)
        if self._typing is not None:
            scene.selected = self._typing[0]
        return scene

    @staticmethod
    def _cells(mask) -> list:
        return [(int(r), int(c)) for r, c in zip(*np.nonzero(mask))]

    def differences(self) -> list:
        result = self.check_result
        if result is None or len(result.solutions) < 2:
            return []
        a, b = (np.asarray(s) for s in result.solutions[:2])
        different = (a != b)
        cells = different[1::2, 1::2].copy()
        cells[:, :-1] |= different[1::2, 2:-1:2]  # a segment differs: both its cells are marked
        cells[:, 1:] |= different[1::2, 2:-1:2]
        cells[:-1, :] |= different[2:-1:2, 1::2]
        cells[1:, :] |= different[2:-1:2, 1::2]
        return self._cells(cells)

    def solution(self):
        result = self.check_result
        return result.solutions[0] if result is not None and result.solutions else None

    # -- check -------------------------------------------------------------------------------------
    def forget_check(self) -> None:
        self.check_result = None
        self.shown = None
        with QSignalBlocker(self.short_button):
            self.short_button.setChecked(False)

    def check_puzzle(self) -> None:
        if self.check_run is not None:
            self.check_run.stop()
            return
        doc = self.document
        puzzle = doc.puzzle()
        if not puzzle.pairs:
            self.check_label.setText(self.tr("Place at least one pair of numbers first."))
            return
        self.forget_check()
        self.check_run = SolverRun(check_events(puzzle, doc.rules), self)
        self.check_run.finished.connect(self._checked)
        self.check_run.failed.connect(doc.status_message)
        self.check_button.setText(self.tr("Cancel check"))
        self.check_label.setText(self.tr("Checking…"))
        self.check_run.start()
        doc.state_changed.emit()

    def _checked(self, done) -> None:
        self.check_run = None
        doc = self.document
        self.check_button.setText(self.tr("Check puzzle"))
        cells = doc.shape()[0] * doc.shape()[1]
        if done is None:
            text = self.tr("The check failed.")
        elif done.status == SOLVED:
            self.check_result = done
            if done.unique:
                text = self.tr("<b>Unique</b>: exactly one solution under %1.").replace("%1", doc.rules)
            elif len(done.solutions) >= 2:
                self.shown = 0
                text = self.tr("<b>Not unique</b>: two solutions differ in %n cell(s) (highlighted).", "",
                               len(self.differences()))
            else:
                text = self.tr("Solvable; uniqueness unknown within the time limit.")
            short = done.stats.get("short_circuit")
            if short:
                text += "<br>" + self.tr("<b>Short circuit</b>: under nikoli a solution uses only %1 of %2 "
                                         "cells, leaving some empty — a good puzzle must not allow it.").replace(
                    "%1", str(done.stats.get("min_cells"))).replace("%2", str(cells))
            elif short is False:
                text += "<br>" + self.tr("No short circuit: every solution uses all %1 cells.").replace("%1", str(cells))
            else:
                text += "<br>" + self.tr("Short circuit: not decided within the time limit.")
        elif done.status == "no-solution":
            text = self.tr("<b>No solution</b> under %1.").replace("%1", doc.rules)
        else:
            text = self.tr("Stopped before an answer.")
        unfinished = doc.unfinished_numbers()
        if unfinished:
            text += "<br>" + self.tr("Left out, not in pairs: %1").replace("%1", ", ".join(unfinished))
        self.check_label.setText(text)
        self.refresh()
        doc.grid.update()
        doc.status_message.emit(text.replace("<b>", "").replace("</b>", "").split("<br>")[0])
        doc.state_changed.emit()

    def flip_solution(self) -> None:
        if self.check_result is None or len(self.check_result.solutions) < 2:
            return
        self.shown = 1 if self.shown == 0 else 0
        with QSignalBlocker(self.short_button):
            self.short_button.setChecked(False)
        self.solution_button.setText(self.tr("Next solution") + f" ({self.shown + 1}/2)")
        self.refresh()
        self.document.grid.update()

    def show_short_circuit(self, on: bool) -> None:
        if on and self.check_result is not None and self.check_result.stats.get("min_fill") is not None:
            self.shown = "short"
        elif self.shown == "short":
            self.shown = None
        self.refresh()
        self.document.grid.update()

    def show_design(self) -> None:
        if self.shown is None:
            return
        self.shown = None
        with QSignalBlocker(self.short_button):
            self.short_button.setChecked(False)
        self.refresh()
        self.document.grid.update()

    # -- generate ----------------------------------------------------------------------------------
    def generate(self) -> None:
        if self.generate_run is not None:
            self.generate_run.stop()
            self.generate_button.setText(self.tr("Cancelling…"))
            return
        events = generate_events(self.gen_width.value(), self.gen_height.value(), self.document.rules,
                                 self.gen_count.value())
        self.generate_run = SolverRun(events, self)
        self.generate_run.events.connect(self._generated_events)
        self.generate_run.finished.connect(self._generated)
        self.generate_run.failed.connect(self.document.status_message)
        self.generate_button.setText(self.tr("Cancel"))
        self.gen_progress.setValue(0)
        self.generated, self.generated_index = [], 0
        self.generate_run.start()
        self.document.state_changed.emit()

    def _generated_events(self, batch) -> None:
        for event in batch:
            if isinstance(event, Progress):
                self.gen_progress.setValue(int(1000 * event.fraction))
            elif isinstance(event, Solution):
                self.generated.append(event.board)
                if len(self.generated) == 1:
                    self.load_generated(0)
        self.refresh()

    def _generated(self, done) -> None:
        self.generate_run = None
        self.generate_button.setText(self.tr("Generate"))
        self.gen_progress.setValue(1000 if self.generated else 0)
        self.document.status_message.emit(self.tr("Generated %n puzzle(s).", "", len(self.generated)))
        self.refresh()
        self.document.state_changed.emit()

    def load_generated(self, index: int) -> None:
        if not 0 <= index < len(self.generated):
            return
        doc = self.document
        self.generated_index = index
        state = paths.layers_from_puzzle(self.generated[index])
        before = {key: getattr(doc, key) for key in state}
        doc.push(before, state, self.tr("Generated puzzle %1").replace("%1", str(index + 1)))
        self.refresh()
