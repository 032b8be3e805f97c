"""What every genre's document shares: the document model, the frame and the window's surface.

The model (DESIGN.md): a document's state has parts, the puzzle (clues, dots, pairs, rule set),
the author's layer (picture, regions, drawn paths) and the player's board. Every change is a
move (studio.moves) pushed on the undo stack, so undo, save, autosave and replay are one
mechanism (studio.history). Each move gives its parts a new revision; a result (a verdict,
a hint, a solve run) is stamped with the revisions it was computed for, and ``outdated`` takes
it away, worker stopped, the moment one of them changes: what shows is true now.

The frame is the grid in a scroll area beside a tab widget of the three mode panels (Edit,
Solve, Play) in a splitter. The surface is what the genre-blind window asks of any document:
title, modified, mode, zoom and fit, grid5 and dark, and its workers (busy, cancel, shutdown,
the solver state in the status bar). Everything a genre decides (its state, what the grid
shows, the panels themselves, files) stays in the genre's document subclass.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QScrollArea, QSplitter, QTabWidget, QVBoxLayout, QWidget

from solvers.events import Solution, Step

from . import history
from .finish_glow import FinishGlow
from .moves import Move, MoveCommand, same
from .play_clock import PlayClock

EDIT, SOLVE, PLAY = 0, 1, 2

# The revisions a result can be stamped with: the puzzle (clues, dots, pairs, rule set), the
# author's layer (picture, painted regions, drawn paths) and the player's board.
PUZZLE, AUTHOR, BOARD = "puzzle", "author", "board"


class Remembered:
    """A value computed for the revisions in ``stamp`` (PuzzleDocument.stamp), given back only
    while they are current: e.g. a puzzle's solutions, which every hint compares with and which
    need not be searched again until the puzzle changes."""

    def __init__(self, document):
        self.document, self.stamp, self.value = document, None, None

    def get(self):
        return self.value if self.document.is_current(self.stamp) else None

    def put(self, value, stamp) -> None:
        self.value, self.stamp = value, stamp


class HintFindings:
    """What a player's hint run sends (its ``events`` batches go to ``take``): the first
    deduction, and the solutions it searched, which the player keeps for the next hints."""

    def __init__(self):
        self.step, self.solutions = None, []

    def take(self, batch) -> None:
        for event in batch:
            if isinstance(event, Step) and self.step is None:
                self.step = event
            elif isinstance(event, Solution):
                self.solutions.append(event.board)


class PuzzleDocument(QWidget):
    status_message = Signal(str)  # transient messages for the status bar
    result_withdrawn = Signal(str)  # a result said in the status bar is no longer true
    state_changed = Signal()  # title, solver state, mode: the window refreshes its labels
    hovered = Signal(object)  # (row, col) under the mouse, or None

    genre = ""
    # The state's parts that are the player's (the rest is the puzzle and the author's layer).
    board_keys: frozenset = frozenset()

    def __init__(self, path: str | None = None, parent=None):
        super().__init__(parent)
        self.path = path
        self.undo_stack = QUndoStack(self)
        # Counters, never decreased: a result computed for revision r of a part is shown only
        # while that part is still at r (an undo is a new revision too).
        self.revisions = {PUZZLE: 0, AUTHOR: 0, BOARD: 0}
        self._puzzle_key = None
        self.base_state = None  # the state before the first move on the stack (see history)
        self._results_said = []  # verdicts and hints said in the status bar, while current
        self._reveals_done = 0  # reveal moves done now (the board shows a revealed solution)
        # Hint and reveal moves ever applied (once each: a redo is not a second use), and those
        # of a saved game that its replayed history no longer holds (undone, then dropped by a
        # later move): a hint once used counts whatever Undo or Clear did after it.
        self._used = {"hint": 0, "reveal": 0}
        self._used_before = {"hint": 0, "reveal": 0}
        self._finish_said = None  # the finish text on show in the play panel, while it is true
        self.replaying = False  # a saved history is being replayed (history.resume): no finish yet
        self.dark = False
        self.grid5 = True
        # The player's clock; the genre's play panel shows ``clock.label`` and reports completion.
        self.clock = PlayClock(self)

    def build_frame(self, grid, edit: QWidget, solve_panel, play: QWidget, panel_width: int = 300) -> None:
        """Lay out the grid and the three mode panels. The genre makes the grid first (its panels
        may draw on it while they are built), then the panels, then calls this."""
        self.grid = grid
        self.grid.hovered.connect(self.hovered)
        self.finish_glow = FinishGlow(grid)
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.grid)
        self.scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scroll.setMinimumWidth(200)
        self.solve_panel = solve_panel
        self.tabs = QTabWidget()
        self.tabs.addTab(edit, self.tr("Edit"))
        self.tabs.addTab(solve_panel, self.tr("Solve"))
        self.tabs.addTab(play, self.tr("Play"))
        # Connected after the tabs exist: adding the first tab is not a change of mode.
        self.tabs.currentChanged.connect(self._mode_changed)
        self.tabs.setMinimumWidth(panel_width)
        self.tabs.setMaximumWidth(480)
        splitter = QSplitter()
        splitter.addWidget(self.scroll)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.undo_stack.cleanChanged.connect(self.state_changed)
        self.settle()

    _fitted = False  # fitted to the view when first shown (fit_once)
    author = None  # the genre's Edit panel, once built

    # -- the title -------------------------------------------------------------------------------
    _title = ""
    _puzzle = None  # the genre's cached puzzle, which carries the title

    @property
    def title(self) -> str:
        return self._title

    @title.setter
    def title(self, text: str) -> None:
        self._title = text  # the window names imported files: the puzzle takes the new title
        self._puzzle = None
        if self.author is not None:  # once built, the Edit panel shows the title
            self.title_shown(text)

    def title_shown(self, text: str) -> None:
        """Show a new title in the genre's Edit panel (the title is part of the state)."""
        edit = self.author.title_edit
        if edit.text() != text:
            edit.setText(text)

    # -- moves and revisions -----------------------------------------------------------------------
    def settle(self) -> None:
        """The document as built is the start of its history (a genre calls this again after it
        replaced its state wholesale, e.g. when a saved game is resumed)."""
        self._puzzle_key = self.puzzle_key()
        self.base_state = history.copy_state(self.state())

    def push(self, move: Move, merge_key=None) -> None:
        """Record a change as one undoable move (a drag may have shown it already)."""
        self.undo_stack.push(MoveCommand(self, move, merge_key))

    def apply_move(self, move: Move, forward: bool) -> None:
        # Before applying: a hint or reveal that completes the puzzle is in the finish.
        if forward and not move.counted:
            move.counted = True
            for kind in ("hint", "reveal"):
                self._used[kind] += getattr(move, kind)
        if move.reveal:
            self._reveals_done += 1 if forward else -1
        move.apply(self, forward)
        self.note_change(move.keys())

    def note_change(self, keys) -> None:
        """Parts of the state changed (by a move, or live during a drag): new revisions, and every
        result computed for the old ones goes (``outdated``)."""
        parts = set()
        key = self.puzzle_key()
        if key != self._puzzle_key:
            self._puzzle_key = key
            parts.add(PUZZLE)
        keys = set(keys)
        if keys & self.board_keys:
            parts.add(BOARD)
        if keys - self.board_keys - {"title"}:
            parts.add(AUTHOR)
        for part in parts:
            self.revisions[part] += 1
        if parts:
            self.outdated(parts)
        self.state_changed.emit()

    def hints_used(self) -> int:
        """Hints used in this game, undone ones included (part of the saved game)."""
        return self._used["hint"] + self._used_before["hint"]

    def reveals_used(self) -> int:
        """Times the solution was revealed in this game, undone ones included."""
        return self._used["reveal"] + self._used_before["reveal"]

    def keep_used(self, hints: int, reveals: int) -> None:
        """A saved game's counts, after its history replayed (studio.history)."""
        self._used_before = {"hint": max(0, hints - self._used["hint"]),
                             "reveal": max(0, reveals - self._used["reveal"])}

    def finish_text(self) -> str:
        """The player's finish, said quietly in the Play panel (no pop-up). A revealed solution
        is not a solve, and a solve after a reveal says so."""
        if self._reveals_done:
            return self.tr("Solution revealed.")
        hints = self.hints_used()
        text = self.tr("Solved in %1").replace("%1", self.clock.text()) if self.clock.shown else self.tr("Solved")
        text += self.tr(" with %n hint(s).", "", hints) if hints else self.tr(", without hints.")
        if self.reveals_used():
            text += " " + self.tr("The solution was revealed on the way.")
        return text

    def finished(self) -> bool:
        """The board is complete now (the play clock stopped on it)."""
        return self.clock.finished is not None

    def announce_finish(self, label, solved: bool, why: str, idle: str) -> None:
        """After a board change: say the finish in the play panel's ``label`` when this change
        completed the puzzle, and take it back (``idle`` text) when a later one, an undo say,
        made it incomplete again. Nothing while a saved history replays: its intermediate
        boards (an empty puzzle before the author's first stroke is complete) are not the game."""
        if self.replaying:
            return
        if self.clock.update(solved):
            self._finish_said = self.finish_text() + " " + why
            label.setText(self._finish_said)
            self.status_message.emit(self._finish_said)
            if not self.reveals_used():  # the player's own solve: the grid glows once
                self.finish_glow.play()
        elif not solved and self._finish_said is not None:
            if label.text() == self._finish_said:
                label.setText(idle)
            self._finish_said = None
            self.finish_glow.stop()  # an undo right after the finish: no glow over a board that is not

    def stamp(self, *parts: str) -> tuple:
        """The current revisions of ``parts``, to keep with a result computed now."""
        return tuple((part, self.revisions[part]) for part in parts)

    def is_current(self, stamp) -> bool:
        return stamp is not None and all(self.revisions[part] == revision for part, revision in stamp)

    def outdated(self, parts: set) -> None:
        """Drop and stop what was computed for the old revisions of ``parts``: a verdict is about
        the puzzle (the author's panel), a hint about the puzzle and the board (the player's),
        each with its worker stopped and its late answer dropped."""
        if PUZZLE in parts:
            self.solve_panel.reset()
            self.author.puzzle_changed()
        if parts & {PUZZLE, BOARD}:
            self.player.forget_hint()
        self.grid.update()
        for text in self._results_said:
            self.result_withdrawn.emit(text)
        self._results_said.clear()

    def say_result(self, text: str) -> None:
        """A verdict or a hint in the status bar: the window takes it away at the next change."""
        self._results_said.append(text)
        self.status_message.emit(text)

    def puzzle_key(self):
        """What the puzzle is, comparable: clues, dots, or pairs and the rule set."""
        raise NotImplementedError

    def state(self) -> dict:
        raise NotImplementedError

    def restore_state(self, parts: dict) -> None:
        raise NotImplementedError

    def same_state(self, other: dict) -> bool:
        mine = self.state()
        return mine.keys() == other.keys() and all(same(mine[k], other[k]) for k in mine)

    # -- files -----------------------------------------------------------------------------------
    def native_text(self) -> str:
        """The native JSON: the engine's puzzle, plus the studio's section (the player's board,
        the move history; studio.history) that other tools ignore."""
        return history.with_section(self.puzzle_json(), history.section(self))

    def puzzle_json(self) -> str:
        """The engine's JSON of the puzzle as it is now."""
        raise NotImplementedError

    # -- modes -----------------------------------------------------------------------------------
    def mode(self) -> int:
        return self.tabs.currentIndex()

    def mode_name(self) -> str:
        return [self.tr("Edit"), self.tr("Solve"), self.tr("Play")][self.mode()]

    def _mode_changed(self, index: int) -> None:
        if index == PLAY:
            self.clock.start()  # the first time the player enters Play
        self.mode_entered(index)
        self.grid.update()
        self.state_changed.emit()

    def mode_entered(self, index: int) -> None:
        """What a genre does on entering a mode (after the clock started, before the redraw)."""

    # -- the window's surface ----------------------------------------------------------------------
    def display_title(self) -> str:
        if self.title:
            return self.title
        return Path(self.path).stem if self.path else self.tr("Untitled")

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def set_dark(self, dark: bool) -> None:
        self.dark = dark
        self.solve_panel.set_dark(dark)
        self.grid.update()

    def set_grid5(self, on: bool) -> None:
        self.grid5 = on
        self.grid.update()

    def zoom(self, steps: int) -> None:
        self.grid.zoom(steps)

    def fit(self) -> None:
        viewport = self.scroll.viewport().size()
        self.grid.fit(viewport.width(), viewport.height())

    def fit_if_reshaped(self, shape_before) -> None:
        """A puzzle that came in a new size (generated, from a picture) is shown whole, as a
        file opens: the old cell size could cut a 15x15 off or leave a 5x5 a speck."""
        if self.puzzle().shape != shape_before:
            self.fit()

    def fit_once(self) -> None:
        """The first time the document is shown it fits its view: a 45x45 opens whole (as far
        as its numbers stay readable), a 5x5 not as a speck. The window's pending layout is
        done first, so that the view has its size and the grid does not change later under
        the user's first click."""
        if self._fitted or not self.isVisible():
            return
        self._fitted = True
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit_once()

    # -- workers -----------------------------------------------------------------------------------
    def workers(self) -> dict:
        """The document's workers by role: ``check``, ``generate``, ``hint``, ``solve`` (a SolverRun,
        or None when idle). A genre lists the ones it has; they live in its panels."""
        return {"solve": self.solve_panel.run}

    def busy(self) -> bool:
        return any(run is not None and run.running for run in self.workers().values())

    def cancel_work(self) -> None:
        """Stop every worker of the document (Esc): a stopped run still reports, so each panel
        settles its own labels as after any other run."""
        for role, run in self.workers().items():
            if role == "solve":
                self.solve_panel.cancel()  # also says "Cancelling…" on the panel
            elif run is not None:
                run.stop()

    def shutdown(self) -> None:
        """Cancel every worker and stop the timers of this document (before it closes)."""
        self.cancel_work()
        self.solve_panel.timer.stop()
        self.clock.stop()

    def solver_state(self) -> str:
        runs = self.workers()
        if runs.get("check") is not None:
            return self.tr("checking…")
        if runs.get("generate") is not None:
            return self.tr("generating…")
        return self.solve_panel.state_text()
