"""One nonogram document: its state, its undo stack, the grid and the three mode panels.

Modes are the tabs of the side panel: Edit (the author draws; clues are derived live; Check
puzzle), Solve (the teacher runs a method and plays its steps back) and Play (the player fills
and crosses cells, with hints and error marking). The grid shows the layer of the current mode.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QFormLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from solvers.events import SOLVED, Done, SolveOptions, Step
from solvers.nonogram import difficulty, formats, solve_events
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.linesolve import Contradiction, solve_line
from solvers.nonogram.model import EMPTY, FILLED, MAX_SIZE, UNKNOWN, Nonogram, line_clue
from solvers.nonogram import propagate as line_method

from ..checking import graded_check
from ..document import BOARD, EDIT, PLAY, PUZZLE, SOLVE, PuzzleDocument
from ..edit_form import show_size, title_and_size_rows
from ..moves import CellsMove, PartsMove
from ..solve_panel import SolvePanel
from ..workers import SolverRun
from . import renderer
from .grid import NonogramGrid
from .teaching import NonogramTeacher
from .words import explain, parse_line


def _masks(values) -> tuple[int, int]:
    filled = empty = 0
    for i, v in enumerate(values):
        if v == FILLED:
            filled |= 1 << i
        elif v == EMPTY:
            empty |= 1 << i
    return filled, empty


def line_errors(puzzle: Nonogram, board) -> set:
    """Lines whose filled and crossed cells admit no placement of their clue (the rules, not a
    stored picture: any valid solution is accepted)."""
    bad = set()
    for kind, clues, lines in ((0, puzzle.rows, board), (1, puzzle.cols, board.T)):
        for index, clue in enumerate(clues):
            filled, empty = _masks(lines[index])
            try:
                solve_line(clue, len(lines[index]), filled, empty)
            except Contradiction:
                bad.add((kind, index))
    return bad


def done_lines(puzzle: Nonogram, board) -> set:
    done = set()
    for kind, clues, lines in ((0, puzzle.rows, board), (1, puzzle.cols, board.T)):
        for index, clue in enumerate(clues):
            if line_clue(lines[index]) == tuple(clue):
                done.add((kind, index))
    return done


class NonogramDocument(PuzzleDocument):
    genre = "nonogram"
    board_keys = frozenset({"board"})

    def __init__(self, puzzle: Nonogram, path: str | None = None, parent=None):
        super().__init__(path, parent)
        self.title = puzzle.title
        self.meta = {"author": puzzle.author, "license": puzzle.license, "extra": dict(puzzle.extra)}
        if puzzle.goal is not None:
            self.picture = np.asarray(puzzle.goal, dtype=np.int8).copy()
            self.clues = None  # derived from the picture
        else:
            self.picture = np.zeros(puzzle.shape, dtype=np.int8)
            self.clues = (puzzle.rows, puzzle.cols)  # from a book or a file: the picture is unknown
        self.board = puzzle.empty_board()
        self._puzzle = None
        self._stroke = None
        self.check_result = None  # (Done, difficulty) of the last Check puzzle, while current
        self.shown_solution = None  # index into check_result's solutions, or None for the picture
        self.hint = None  # (Step or None, text, board copy, line) of a hint on show, while current
        self.check_run = self.hint_run = None
        self._adopt_after_check = False  # Use the solution as the picture: check first

        self.grid = NonogramGrid(self)
        edit = self._edit_panel()
        solve_panel = SolvePanel(self, NonogramTeacher())
        self.build_frame(self.grid, edit, solve_panel, self._play_panel())
        if self.clues is not None:
            self.tabs.setCurrentIndex(PLAY)
        self._refresh_edit_panel()

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

    def layer_changed(self, name: str) -> None:
        if name == "picture":
            self._picture_changed()
        else:
            self._check_play()
        self.grid.update()

    def _picture_changed(self) -> None:
        self._puzzle = None
        self.grid.relayout()
        self._refresh_edit_panel()

    def puzzle_key(self):
        puzzle = self.puzzle()
        return puzzle.rows, puzzle.cols

    def state(self) -> dict:
        return {"picture": self.picture, "board": self.board, "clues": self.clues, "title": self.title}

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
            self.title = str(state["title"])
            if self.title_edit.text() != self.title:
                self.title_edit.setText(self.title)
        if self.board.shape != self.picture.shape or self.puzzle_shape() != self.picture.shape:
            raise ValueError("the picture, the board and the clues differ in size")
        self._picture_changed()
        self._check_play()

    def puzzle_shape(self) -> tuple[int, int]:
        if self.clues is None:
            return self.picture.shape
        return len(self.clues[0]), len(self.clues[1])

    def outdated(self, parts: set) -> None:
        """A verdict is about the clues, a hint about the clues and the player's board: each goes
        (its worker stopped, its late answer dropped) when what it was computed for changes."""
        super().outdated(parts)
        if PUZZLE in parts:
            if self.check_run is not None:
                self.check_run.stop()
            if self.check_result is not None or self.check_label.text() != self._check_intro():
                self.check_label.setText(self.tr("The puzzle changed: check it again."))
            self.check_result = None
            self.shown_solution = None
            self.flip_button.setVisible(False)
        if parts & {PUZZLE, BOARD}:
            if self.hint_run is not None:
                self.hint_run.stop()
            if self.hint is not None:
                self.hint = None
                self.hint_label.setText(self._play_help())
        self.grid.update()

    def palette(self) -> renderer.Palette:
        return renderer.DARK if self.dark else renderer.LIGHT

    # -- what the grid shows -------------------------------------------------------------------
    def view_state(self):
        overlay = renderer.Overlay(grid5=self.grid5)
        mode = self.mode()
        if mode == EDIT:
            if self.check_result is not None and self.shown_solution is not None:
                board = self.check_result[0].solutions[self.shown_solution]
                overlay.marked = frozenset(self.differences())
                overlay.guess = self.shown_solution == 1
                return board, overlay
            board = np.where(self.picture == FILLED, FILLED, UNKNOWN).astype(np.int8)
            if self.clues is not None:
                board = None if not self.picture.any() else board
            overlay.marked = frozenset(self.differences())
            return board, overlay
        if mode == SOLVE:
            return self.solve_panel.view_state(overlay)
        overlay.done_lines = frozenset(done_lines(self.puzzle(), self.board))
        if self.error_box.isChecked():
            bad = line_errors(self.puzzle(), self.board)
            overlay.error_lines = frozenset(bad)
            overlay.done_lines = overlay.done_lines - bad
        if self.hint is not None:
            step = self.hint[0]
            if step is not None:
                overlay.line = parse_line(step.line)
                overlay.marked = frozenset(step.cells)
            elif self.hint[3] is not None:
                overlay.line = self.hint[3]
        return self.board, overlay

    def differences(self) -> list:
        if self.check_result is None or len(self.check_result[0].solutions) < 2:
            return []
        a, b = self.check_result[0].solutions[:2]
        return [(int(r), int(c)) for r, c in zip(*np.nonzero(a != b))]

    # -- strokes from the grid -----------------------------------------------------------------
    def begin_stroke(self, cell, primary: bool) -> bool:
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
        self._stroke = {"layer": layer, "value": value, "old": {}}
        self.extend_stroke([cell])
        return True

    def extend_stroke(self, cells) -> None:
        if self._stroke is None:
            return
        array = self.layer(self._stroke["layer"])
        old = self._stroke["old"]
        for cell in list(old):  # a straight-line drag can shrink: restore cells it left
            if cell not in cells:
                array[cell] = old.pop(cell)
        for cell in cells:
            if cell not in old:
                old[cell] = int(array[cell])
            array[cell] = self._stroke["value"]
        self._live_update(self._stroke["layer"])

    def _live_update(self, layer: str) -> None:
        if layer == "picture":
            self._picture_changed()  # the clues follow the drag
        self.note_change({layer})  # what was computed for the old picture or board goes now
        self.grid.update()

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
        array = self.layer(stroke["layer"])
        changed = [(cell, old) for cell, old in stroke["old"].items() if old != array[cell]]
        if not changed:
            return
        cells = [cell for cell, _ in changed]
        text = self.tr("Paint %n cell(s)", "", len(cells)) if stroke["layer"] == "picture" else self.tr("Fill cells")
        self.push(CellsMove(text, stroke["layer"], cells, [o for _, o in changed], [int(array[c]) for c in cells]))

    def toggle_cell(self, cell, cross: bool) -> None:
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
        self.push(CellsMove(self.tr("Toggle cell"), layer, [cell], [old], [new]))

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
            show_size(self.width_box, self.height_box, self.picture.shape)
            return
        picture = np.zeros((height, width), dtype=np.int8)
        picture[:min(h, height), :min(w, width)] = self.picture[:height, :width]
        after = {"picture": picture, "board": np.full((height, width), UNKNOWN, dtype=np.int8),
                 "clues": None}
        self.push(PartsMove(self.tr("Resize to %1x%2").replace("%1", str(width)).replace("%2", str(height)),
                            self.state(), after))

    # -- edit panel ----------------------------------------------------------------------------
    def _edit_panel(self) -> QWidget:
        panel = QWidget()
        form = QFormLayout()
        self.title_edit, self.width_box, self.height_box = title_and_size_rows(self, form, self, MAX_SIZE)
        self.import_button = QPushButton(self.tr("Import picture…"))
        self.import_button.clicked.connect(self.import_picture)
        form.addRow("", self.import_button)
        self.clues_button = QPushButton(self.tr("Type clues…"))
        self.clues_button.setToolTip(self.tr("Enter row and column clues by hand, e.g. from a book"))
        self.clues_button.clicked.connect(self.enter_clues)
        form.addRow("", self.clues_button)
        self.adopt_button = QPushButton(self.tr("Use the solution as the picture"))
        self.adopt_button.setToolTip(self.tr("Check the clues; when they have exactly one solution, it "
                                             "becomes the picture you can edit"))
        self.adopt_button.clicked.connect(self.adopt_solution)
        form.addRow("", self.adopt_button)
        self.clue_dialog = self.import_dialog = None
        self.clue_note = QLabel()
        self.clue_note.setWordWrap(True)
        self.check_button = QPushButton(self.tr("Check puzzle"))
        self.check_button.setToolTip(self.tr("Is there exactly one solution? How hard is it?"))
        self.check_button.clicked.connect(self.check_puzzle)
        self.check_label = QLabel(self._check_intro())
        self.check_label.setWordWrap(True)
        self.check_label.setTextFormat(Qt.TextFormat.RichText)
        self.flip_button = QPushButton(self.tr("Show the other solution"))
        self.flip_button.clicked.connect(self.flip_solution)
        self.flip_button.setVisible(False)
        help_text = QLabel(self.tr("Left button fills, right button clears; drag to paint a line. "
                                   "Arrow keys move, Space toggles."))
        help_text.setWordWrap(True)
        help_text.setObjectName("hint")
        box = QVBoxLayout(panel)
        box.addLayout(form)
        box.addWidget(self.clue_note)
        box.addWidget(self.check_button)
        box.addWidget(self.check_label)
        box.addWidget(self.flip_button)
        box.addStretch(1)
        box.addWidget(help_text)
        return panel

    def _check_intro(self) -> str:
        return self.tr("Draw a picture: the clues follow it. Then check that the clues have exactly one solution.")

    def _refresh_edit_panel(self) -> None:
        show_size(self.width_box, self.height_box, self.picture.shape)
        clues_only = self.clues is not None
        self.adopt_button.setVisible(clues_only)
        self.clues_button.setText(self.tr("Edit clues…") if clues_only else self.tr("Type clues…"))
        self.clue_note.setText(self.tr("The clues were typed or come from a file; the picture is unknown. "
                                       "Edit the clues, or use the solution as the picture.") if clues_only else "")
        if self.check_result is None and self.check_run is None:
            self.flip_button.setVisible(False)

    def check_puzzle(self, adopt: bool = False) -> None:
        """Check puzzle (again: cancel). ``adopt``: then use a unique solution as the picture."""
        if self.check_run is not None:
            self.check_run.stop()
            return
        self._adopt_after_check = adopt
        stamp = self.stamp(PUZZLE)
        self.check_run = SolverRun(graded_check(self.puzzle(), solve_events, difficulty), self)
        self.check_run.finished.connect(lambda done: self._checked(done, stamp))
        self.check_run.failed.connect(lambda m: self.status_message.emit(m))
        self.check_button.setText(self.tr("Cancel check"))
        self.check_label.setText(self.tr("Checking…"))
        self.check_run.start()
        self.state_changed.emit()

    def adopt_solution(self) -> None:
        self.check_puzzle(adopt=True)

    def _checked(self, done, stamp) -> None:
        self.check_run = None
        self.check_button.setText(self.tr("Check puzzle"))
        if not self.is_current(stamp):  # the puzzle changed while checking: outdated() said so
            self.state_changed.emit()
            return
        if done is None:
            self.check_label.setText(self.tr("The check failed."))
            self.state_changed.emit()
            return
        grade = done.stats.get("difficulty") or {}
        grades = {"line": self.tr("line-solvable"), "probing": self.tr("needs probing"),
                  "search": self.tr("needs search")}
        if done.status == SOLVED and done.unique:
            text = self.tr("<b>Unique</b>: exactly one solution.")
        elif done.status == SOLVED and len(done.solutions) >= 2:
            self.check_result = (done, grade)
            self.shown_solution = 0
            count = len(self.differences())
            text = self.tr("<b>Not unique</b>: two solutions differ in %n cell(s) (highlighted).", "", count)
        elif done.status == SOLVED:
            text = self.tr("Solvable; uniqueness unknown within the time limit.")
        elif done.status == "no-solution":
            text = self.tr("<b>No solution</b>: the clues contradict each other.")
        else:
            text = self.tr("Stopped before an answer.")
        if grade.get("grade"):
            text += "<br>" + self.tr("Difficulty: %1").replace("%1", grades.get(grade["grade"], grade["grade"]))
        if self._adopt_after_check and self.clues is not None:
            if done.status == SOLVED and done.unique:
                self._adopt(done.solution)
                text += "<br>" + self.tr("Its solution is now the picture.")
            else:
                text += "<br>" + self.tr("Only a puzzle with exactly one solution has a picture to adopt: "
                                         "edit the clues instead.")
        self._adopt_after_check = False
        self.check_label.setText(text)
        self.flip_button.setVisible(self.check_result is not None)
        self.grid.update()
        self.status_message.emit(self.check_label.text().replace("<b>", "").replace("</b>", "").split("<br>")[0])
        self.state_changed.emit()

    def _adopt(self, solution) -> None:
        """The unique solution becomes the author's picture (one move; the clues stay the same,
        so the verdict and the player's board stay too)."""
        picture = np.where(np.asarray(solution) == FILLED, FILLED, EMPTY).astype(np.int8)
        self.push(PartsMove(self.tr("Use the solution as the picture"),
                            {"picture": self.picture, "clues": self.clues}, {"picture": picture, "clues": None}))

    def flip_solution(self) -> None:
        if self.check_result is None:
            return
        self.shown_solution = 1 if self.shown_solution == 0 else 0
        self.flip_button.setText(self.tr("Show the other solution") + f" ({self.shown_solution + 1}/2)")
        self.grid.update()

    def import_picture(self) -> None:
        from ..picture_import import PictureImportDialog

        self.import_dialog = dialog = PictureImportDialog(self.picture.shape, self)

        def accepted():
            if dialog.result_picture is not None:
                self.set_picture(dialog.result_picture, self.tr("Import picture"))

        dialog.accepted.connect(accepted)
        dialog.finished.connect(lambda _: setattr(self, "import_dialog", None))
        dialog.open()  # window-modal without a nested event loop
        return dialog

    def enter_clues(self):
        """Open the clue entry dialog (window-modal, not blocking); OK replaces the clues."""
        from .clue_entry import ClueEntryDialog

        puzzle = self.puzzle()
        self.clue_dialog = dialog = ClueEntryDialog(puzzle.rows, puzzle.cols, self)
        dialog.accepted.connect(lambda: self.set_clues(dialog.puzzle.rows, dialog.puzzle.cols))
        dialog.finished.connect(lambda _: setattr(self, "clue_dialog", None))
        dialog.open()
        return dialog

    def set_clues(self, rows, cols) -> None:
        """Clues without a picture (undoable): the picture and the player's board start empty."""
        shape = (len(rows), len(cols))
        after = {"picture": np.zeros(shape, dtype=np.int8), "board": np.full(shape, UNKNOWN, dtype=np.int8),
                 "clues": (tuple(map(tuple, rows)), tuple(map(tuple, cols)))}
        self.push(PartsMove(self.tr("Enter clues"), self.state(), after))

    def set_picture(self, picture, text: str) -> None:
        picture = np.asarray(picture, dtype=np.int8)
        after = {"picture": picture, "board": np.full(picture.shape, UNKNOWN, dtype=np.int8), "clues": None}
        self.push(PartsMove(text, self.state(), after))

    # -- play panel ----------------------------------------------------------------------------
    def _play_panel(self) -> QWidget:
        panel = QWidget()
        box = QVBoxLayout(panel)
        self.timer_label = self.clock.label
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Show the next deduction; press again to apply it"))
        self.hint_button.clicked.connect(self.hint_or_apply)
        self.hint_label = QLabel(self._play_help())
        self.hint_label.setWordWrap(True)
        self.error_box = QCheckBox(self.tr("Mark errors (lines that break their clue)"))
        self.error_box.toggled.connect(lambda _: self.grid.update())
        reveal = QPushButton(self.tr("Reveal solution"))
        reveal.clicked.connect(self.reveal_solution)
        self.reveal_button = reveal
        row = QHBoxLayout()
        row.addWidget(self.hint_button)
        row.addWidget(reveal)
        box.addWidget(self.timer_label)
        box.addLayout(row)
        box.addWidget(self.error_box)
        box.addWidget(self.hint_label)
        box.addStretch(1)
        return panel

    def _play_help(self) -> str:
        return self.tr("Left button fills, right button crosses out. Arrow keys move, Space fills, X crosses.")

    def mode_entered(self, index: int) -> None:
        self.grid.relayout()  # Edit shows the picture's clues, Solve and Play the puzzle's

    def _check_play(self) -> None:
        puzzle = self.puzzle()
        solved = len(done_lines(puzzle, self.board)) == puzzle.width + puzzle.height
        if self.clock.update(solved):
            self.status_message.emit(self.tr("Completed in %1 — every clue is satisfied.").replace("%1", self.clock.text()))

    def hint_or_apply(self) -> None:
        # A hint on show is current: outdated() drops it when the clues or the board change.
        if self.hint is not None and self.hint[0] is not None:
            step = self.hint[0]
            cells = list(step.cells)
            self.push(CellsMove(self.tr("Hint"), "board", cells, [self.board[c] for c in cells], list(step.values)))
            self.hint_label.setText(self.tr("Hint applied."))
            return
        if self.hint_run is not None:
            return
        puzzle, board = self.puzzle(), self.board.copy()
        bad = sorted(line_errors(puzzle, board))
        if bad:
            kind, index = bad[0]
            name = (self.tr("Row %1") if kind == 0 else self.tr("Column %1")).replace("%1", str(index + 1))
            text = name + self.tr(" cannot be completed with its clue: something is wrong there.")
            self.hint = (None, text, board, (kind, index))
            self.hint_label.setText(text)
            self.grid.update()
            return

        def events(cancel):
            # The next deduction from the player's board: line logic first, then probing.
            options = SolveOptions(known=board)
            for method in (line_method.solve, None):
                if method is None:
                    from solvers.nonogram import probe
                    method = probe.solve
                for event in method(puzzle, options, cancel):
                    if isinstance(event, Step):
                        yield event
                        return
                    if isinstance(event, Done) and event.status != "stopped":
                        break
            yield Done("stopped", None)

        stamp = self.stamp(PUZZLE, BOARD)
        self.hint_run = SolverRun(events, self)
        self._hint_step = None
        self.hint_run.events.connect(self._hint_events)
        self.hint_run.finished.connect(lambda _: self._hint_ready(board, stamp))
        self.hint_run.start()

    def _hint_events(self, batch) -> None:
        for event in batch:
            if isinstance(event, Step) and self._hint_step is None:
                self._hint_step = event

    def _hint_ready(self, board, stamp) -> None:
        self.hint_run = None
        if not self.is_current(stamp):  # a move landed while thinking: this hint is for an old board
            return
        step = self._hint_step
        if step is None:
            text = self.tr("No deduction left from this board: it is finished, or needs a guess.")
            self.hint = None
        else:
            text = explain(step, self.puzzle()) + self.tr(" — press Hint again to apply.")
            self.hint = (step, text, board, None)
        self.hint_label.setText(text)
        self.status_message.emit(text)
        self.grid.update()

    def reveal_solution(self) -> None:
        """Solve as a move: fill the board with a solution (undoable)."""
        solution = self.solve_panel.solution()
        if solution is None and self.clues is None:
            solution = self.picture
        if solution is None:
            self.status_message.emit(self.tr("Solve the puzzle first (Solve tab)."))
            return
        solution = np.where(np.asarray(solution) == FILLED, FILLED, EMPTY)
        cells = [(int(r), int(c)) for r, c in zip(*np.nonzero(self.board != solution))]
        if cells:
            self.push(CellsMove(self.tr("Reveal solution"), "board", cells, [self.board[c] for c in cells],
                                [solution[c] for c in cells]))

    # -- files ---------------------------------------------------------------------------------
    def puzzle_json(self) -> str:
        return formats.write(self.puzzle(), "json")

    def export_text(self, fmt: str) -> str:
        return formats.write(self.puzzle(), fmt)

    def export_layout(self, cell: float = 24.0) -> renderer.Layout:
        return renderer.Layout(self.puzzle(), cell)

    def paint_export(self, painter, layout, with_solution: bool) -> None:
        board = None
        if with_solution:
            solution = self.solve_panel.solution()
            if solution is None and self.clues is None:
                solution = self.picture
            if solution is not None:
                board = np.where(np.asarray(solution) == FILLED, FILLED, UNKNOWN).astype(np.int8)
        renderer.paint(painter, layout, board, renderer.PRINT, renderer.Overlay(grid5=self.grid5))

    def workers(self) -> dict:
        return {"check": self.check_run, "hint": self.hint_run, "solve": self.solve_panel.run}
