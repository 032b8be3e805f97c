"""What every genre's document shares: the document model, the frame and the window's surface.

The model is the engine's (solvers/document.py, DESIGN.md): a document holds one ``Game``,
whose state is the only copy of the document's parts (the genres' attributes are ``Part``s of
it): the puzzle (clues, dots, pairs, rule set), the author's layer (picture, regions, drawn
paths) and the player's board. Every change is an engine move, checked against the state by
the genre's side of the model (``model``, solvers/<genre>/moves.py), pushed on the undo stack,
whose commands push, undo and redo it on the game, so undo, save, autosave and replay are one
mechanism (studio.history). Each move gives its parts a new revision (the game's
``revisions``); a result (a verdict, a hint, a solve run) is stamped with the revisions it was
computed for. After each change the document announces it (studio.changes):
the grid and the panels, which subscribe themselves when they are built, redraw what they show
and drop, worker stopped, whatever was about the old revisions: what shows is true now. The
document names none of their methods. The hints and reveals
used are the game's ``tally``, the solving time its clock (studio.play_clock shows it).

The frame is the grid in a scroll area beside a tab widget of the three mode panels (Edit,
Solve, Play) in a splitter. The surface is what the genre-blind window asks of any document:
title, modified, mode, zoom and fit, grid5 and dark, and its workers (busy, cancel, shutdown,
the solver state in the status bar). Everything a genre decides (its state, what the grid
shows, the panels themselves, files) stays in the genre's document subclass.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NotRequired, TypedDict, TypeVar, overload

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QScrollArea, QSplitter, QTabWidget, QVBoxLayout, QWidget

# PUZZLE and BOARD, the revisions a result is stamped with, are what the panels import from here.
from solvers.document import BOARD, PUZZLE, Game, Tally, applied, touched  # noqa: F401
from solvers.errors import MoveError
from solvers.events import Solution, Step
from solvers.moves import copy_state, same_state, to_string

from . import history
from .changes import Change, Listener, Subscribers
from .finish_glow import FinishGlow
from .moves import Move, MoveCommand
from .offers import EDIT, PLAY, SOLVE, Offers
from .play_clock import PlayClock

if TYPE_CHECKING:
    from collections.abc import Hashable

    import numpy as np
    from PySide6.QtGui import QShowEvent

    from solvers.document import GenrePlay

    from .actions import DocumentActions
    from .grid_view import GridView
    from .registry import Puzzle
    from .solve_panel import SolvePanel
    from .workers import SolverRun


class Credits(TypedDict):
    """A genre document's ``meta``: its puzzle's author and licence, and (where the genre's
    formats keep them) the extra fields a file held, carried to the puzzle it saves."""

    author: str
    license: str
    extra: NotRequired[dict]


log = logging.getLogger(__name__)
ValueT = TypeVar("ValueT")


class Remembered(Generic[ValueT]):
    """A value computed for the revisions in ``stamp`` (PuzzleDocument.stamp), given back only
    while they are current: e.g. a puzzle's solutions, which every hint compares with and which
    need not be searched again until the puzzle changes."""

    def __init__(self, document: DocumentActions) -> None:
        self.document = document
        self.stamp: tuple | None = None
        self.value: ValueT | None = None

    def get(self) -> ValueT | None:
        return self.value if self.stamp is not None and self.document.is_current(self.stamp) else None

    def put(self, value: ValueT, stamp: tuple) -> None:
        self.value, self.stamp = value, stamp


class HintFindings:
    """What a player's hint run sends (its ``events`` batches go to ``take``): the first
    deduction, and the solutions it searched, which the player keeps for the next hints."""

    def __init__(self) -> None:
        self.step: Step | None = None
        self.solutions: list[np.ndarray] = []

    def take(self, batch: list) -> None:
        for event in batch:
            if isinstance(event, Step) and self.step is None:
                self.step = event
            elif isinstance(event, Solution):
                self.solutions.append(event.board)


def generated_title(width: int, height: int, seed: int) -> str:
    """The title of a generated puzzle: its size and seed, enough to make it again."""
    return QCoreApplication.translate("PuzzleDocument", "Generated %1×%2, seed %3").replace(
        "%1", str(width)).replace("%2", str(height)).replace("%3", str(seed))


def made_with(seed: int, report: dict, **options: object) -> dict:
    """How a generated puzzle was made, as a library row keeps it: seed, the options given
    (None ones left out), the generator's report."""
    return {"seed": seed, "options": {k: v for k, v in options.items() if v is not None}, "report": report}


def move_summary(move: Move) -> str:
    """A move in a log line: its name and the start of its text form."""
    return f"{move.text!r} {to_string(move)[:300]}"


PartT = TypeVar("PartT")


class Part(Generic[PartT]):
    """A document's attribute that is one part of its game's state (``document.game.state``):
    the studio keeps no copy of its own, so what the views read is what the game holds.
    ``PartT``: the part's type (``Part[np.ndarray]()``)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, document: None, owner: type | None = None) -> Part[PartT]: ...
    @overload
    def __get__(self, document: PuzzleDocument, owner: type | None = None) -> PartT: ...

    def __get__(self, document: PuzzleDocument | None, owner: type | None = None) -> PartT | Part[PartT]:
        if document is None:
            return self
        return document.game.state[self.name]

    def __set__(self, document: PuzzleDocument, value: PartT) -> None:
        document.game.state[self.name] = value


class PuzzleDocument(QWidget):
    status_message = Signal(str)  # transient messages for the status bar
    result_withdrawn = Signal(str)  # a result said in the status bar is no longer true
    state_changed = Signal()  # title, solver state, mode: the window refreshes its labels
    hovered = Signal(object)  # (row, col) under the mouse, or None
    mode_changed = Signal(int)  # Edit, Solve or Play entered (after the clock started)
    display_changed = Signal()  # dark or the 5x5 guides switched: the views repaint

    genre = ""
    model: GenrePlay  # each genre's side of the model (solvers/<genre>/moves.py: MODEL)

    @property
    def board_keys(self) -> frozenset:
        """The state's parts that are the player's (the rest: the puzzle and the author's layer)."""
        return self.model.board_keys

    def __init__(self, initial_state: dict, path: str | None = None, parent: QWidget | None = None) -> None:
        """``initial_state``: the genre model's state of the puzzle opened (its initial_state),
        which the genre's own set-up then refines."""
        super().__init__(parent)
        self.path = path
        self.undo_stack = QUndoStack(self)
        # The one game: its state holds the parts (the genres' Part attributes), its moves the
        # undo stack's, its revisions what a result is stamped with, its tally and clock the
        # player's. A move's parts go through the genre's restore_state, which also drops what
        # it derived from the old ones.
        self.game = Game(self.model, initial_state, store=self.restore_state)
        self.revisions = self.game.revisions
        # The grid and the panels subscribe: each redraws, and drops its results about old parts.
        self.changes = Subscribers()
        self._puzzle_key: Hashable | None = None
        self._results_said: list[str] = []  # verdicts and hints said in the status bar, while current
        self.replaying = False  # a saved history is being replayed (history.resume): no finish yet
        self.saved_game_dropped = ""  # why the file's saved game did not resume (the window says it)
        self.dark = False
        self.grid5 = True
        # The player's clock; the genre's play panel shows ``clock.label`` and reports completion.
        self.clock = PlayClock(self.game.clock, self)
        # How the puzzle was generated (seed, options, report), while it is the puzzle shown.
        self.generated: Remembered[dict] = Remembered(self)
        # What the panels offer, each when it is built: the document calls none by name.
        self.offers = Offers()

    def build_frame(self, grid: GridView, edit: QWidget, solve_panel: SolvePanel, play: QWidget, panel_width: int = 300) -> None:
        """Lay out the grid and the three mode panels. The genre makes the grid first (its panels
        may draw on it while they are built), then the panels, then calls this."""
        self.grid = grid
        self.grid.hovered.connect(self.hovered)
        self.finish_glow = FinishGlow(grid)
        self.scroll_area = QScrollArea()  # not "scroll": that would hide QWidget.scroll()
        self.scroll_area.setWidget(self.grid)
        self.scroll_area.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scroll_area.setMinimumWidth(200)
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
        splitter.addWidget(self.scroll_area)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.undo_stack.cleanChanged.connect(self.state_changed)
        self.settle()

    _fitted = False  # fitted to the view when first shown (fit_once)

    # -- the game's bookkeeping -------------------------------------------------------------------
    @property
    def tally(self) -> Tally:
        """Hints and reveals used (undone ones too), reveals on the board now: the game's."""
        return self.game.tally

    @tally.setter
    def tally(self, tally: Tally) -> None:
        self.game.tally = tally

    @property
    def base_state(self) -> dict:
        """The state before the first move on the stack (see history): the game's."""
        return self.game.base

    # -- the title -------------------------------------------------------------------------------
    _puzzle: object | None = None  # the genre's cached puzzle, which carries the title

    @property
    def title(self) -> str:
        return str(self.game.state.get("title", ""))

    @title.setter
    def title(self, text: str) -> None:
        self.take_title(text)  # the window names imported files: the puzzle takes the new title
        self.announce(Change(frozenset({"title"})))  # e.g. the Edit panel shows it

    def take_title(self, text: str) -> None:
        """The title as part of a state being restored (announced with the rest of it)."""
        self.game.state["title"] = text
        self._puzzle = None

    # -- moves and revisions -----------------------------------------------------------------------
    def settle(self) -> None:
        """The document as built is the start of its history (a genre calls this again after it
        replaced its state wholesale, e.g. when a saved game is resumed)."""
        self._puzzle_key = self.puzzle_key()
        self.game.base = copy_state(self.state())

    def settle_title(self) -> None:
        """An imported file's new title is where its history starts; a resumed history (a
        saved game of Tatham's) keeps its moves, the title taken into the state before them."""
        if not self.undo_stack.count():
            self.settle()
            return
        self.game.base = {**self.game.base, "title": self.state()["title"]}
        self._puzzle_key = self.puzzle_key()

    def push(self, move: Move, merge_key: Hashable | None = None) -> bool:
        """Record a change as one undoable move (a drag may have shown it already). A move that
        does not fit the state is a bug of the studio: refused, said in one line, its traceback
        in the log (studio.logs), and the undo chain stays as it was."""
        try:
            applied(self.model, self.state(), move, True)
        except MoveError as error:
            log.exception("move refused: %s", move_summary(move))
            self.status_message.emit(self.tr("Internal error, the change was not made: %1").replace("%1", str(error)))
            return False
        self.undo_stack.push(MoveCommand(self, move, merge_key))
        self.clock.moved()  # after an undone finish, the clock goes on from this move
        return True

    def apply_move(self, move: Move, forward: bool, first: bool = False) -> None:
        """Its command's redo (``first``: the push) or undo of ``move`` on the game, which checks
        it, counts its hints and reveals (before the views: a hint or reveal that completes is
        in the finish), stores its parts and moves their revisions on; then every view shows it."""
        noted = dict(self.revisions.counts)
        if not forward:
            self.game.undo(move)
        elif first:
            self.game.push(move)
        else:
            self.game.redo(move)
        self.note_change(move.keys(), noted=noted)

    def note_change(self, keys: Iterable[str], live: bool = False, noted: dict | None = None) -> None:
        """Parts of the state changed, by a move or ``live`` during a drag: new revisions, and
        the change announced to the subscribers, which redraw and drop every result computed
        for the old revisions. ``noted``: the revisions before a move the game applied (it moved
        on those of the parts whose values changed; a drag's were moved on live, at each step)."""
        key, old = self.puzzle_key(), self._puzzle_key
        self._puzzle_key = key
        parts = touched(self.model, keys, key != old)
        self.revisions.note({p for p in parts if noted is None or self.revisions.counts[p] == noted[p]})
        if parts:
            self._withdraw_said()
        self.announce(Change(frozenset(keys), frozenset(parts), live))
        self.state_changed.emit()

    def show_state(self, state: dict) -> None:
        """Restore a whole state that is not a move (a saved game being resumed): the views
        show it, and no revision moves on (the history starts here, see ``settle``)."""
        self.restore_state(state)
        self.announce(Change(frozenset(state)))
        self.state_changed.emit()

    def announce_state(self) -> None:
        """Every view shows the state as it is now (after a saved history replayed, when the
        finish is said or not)."""
        self.announce(Change(frozenset(self.state())))

    def subscribe(self, listener: Listener) -> None:
        """``listener(change)`` after each change; a method of a widget, which it outlives not."""
        self.changes.subscribe(listener)

    def announce(self, change: Change) -> None:
        self.changes.announce(change)

    def took_new_puzzle(self, generated: dict) -> None:
        """A generated puzzle replaced the document's (a move that also set its title): nothing
        of the previous puzzle stays, its clock included (issue 38: a 10x10 generated on a
        30x30's tab kept the 30x30's 11:36). ``generated``: how it was made (seed, options,
        report), kept while the puzzle stays as generated (Add to Library stores it)."""
        self.generated.put(generated, self.stamp(PUZZLE))
        self.clock.reset(self.mode() == PLAY)
        self.announce_state()
        self.state_changed.emit()

    def hints_used(self) -> int:
        """Hints used in this game, undone ones included (part of the saved game)."""
        return self.tally.hints()

    def reveals_used(self) -> int:
        """Times the solution was revealed in this game, undone ones included."""
        return self.tally.reveals()

    def keep_used(self, hints: int, reveals: int) -> None:
        """A saved game's counts, after its history replayed (studio.history)."""
        self.tally.keep(hints, reveals)

    def finish_text(self) -> str:
        return self.offers.finish_text()

    def finished(self) -> bool:
        """The board is complete now (the play clock stopped on it)."""
        return self.clock.finished is not None

    def stamp(self, *parts: str) -> tuple:
        """The current revisions of ``parts``, to keep with a result computed now."""
        return self.revisions.stamp(*parts)

    def is_current(self, stamp: tuple) -> bool:
        return self.revisions.is_current(stamp)

    def _withdraw_said(self) -> None:
        """Revisions moved on: the verdicts and hints said in the status bar are taken back (the
        panels drop their own, they subscribe)."""
        for text in self._results_said:
            self.result_withdrawn.emit(text)
        self._results_said.clear()

    def say_result(self, text: str) -> None:
        """A verdict or a hint in the status bar: the window takes it away at the next change."""
        self._results_said.append(text)
        self.status_message.emit(text)

    def puzzle(self) -> Puzzle:
        """The engine's puzzle as the document holds it now (the genre's)."""
        raise NotImplementedError

    def known_solution(self) -> np.ndarray | None:
        """A solution to show, print or reveal, when one is known (the genre says which)."""
        raise NotImplementedError

    def puzzle_key(self) -> Hashable:
        """What the puzzle is, comparable: clues, dots, or pairs and the rule set."""
        raise NotImplementedError

    def state(self) -> dict:
        raise NotImplementedError

    def restore_state(self, parts: dict) -> None:
        raise NotImplementedError

    def same_state(self, other: dict) -> bool:
        return same_state(self.state(), other)

    # -- files -----------------------------------------------------------------------------------
    def native_text(self) -> str:
        """The native JSON: the engine's puzzle, plus the studio's section (the player's board,
        the move history; studio.history) that other tools ignore."""
        return history.with_section(self.puzzle_json(), history.section(self))

    def puzzle_json(self) -> str:
        """The engine's JSON of the puzzle as it is now."""
        raise NotImplementedError

    def export_text(self, fmt: str) -> str:
        """The puzzle as it is now in the format ``fmt`` (one of its genre's; File > Export)."""
        raise NotImplementedError

    # -- modes -----------------------------------------------------------------------------------
    def mode(self) -> int:
        return self.tabs.currentIndex()

    def mode_name(self) -> str:
        return [self.tr("Edit"), self.tr("Solve"), self.tr("Play")][self.mode()]

    def _mode_changed(self, index: int) -> None:
        if index == PLAY:
            self.clock.start()  # the first time the player enters Play; later it goes on
        else:
            self.clock.pause()  # the author's time, or a teacher's, is not solving time
        self.mode_changed.emit(index)  # the grid and the panels show the mode's layer
        self.state_changed.emit()

    # -- the window's surface ----------------------------------------------------------------------
    def display_title(self) -> str:
        if self.title:
            return self.title
        return Path(self.path).stem if self.path else self.tr("Untitled")

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def set_dark(self, dark: bool) -> None:
        self.dark = dark
        self.display_changed.emit()

    def set_grid5(self, on: bool) -> None:
        self.grid5 = on
        self.display_changed.emit()

    # -- what each genre's document gives the window (tests/studio/test_genre_ui.py) ---------------
    def clear(self) -> None:
        """Edit > Clear: the mode's layer emptied, as one undoable move."""
        raise NotImplementedError(f"{type(self).__name__} must say what Clear empties")

    def zoom(self, steps: int) -> None:
        self.grid.zoom(steps)

    def fit(self) -> None:
        """The cell size that shows the whole puzzle (within the readable sizes), and a puzzle
        still bigger than the view scrolled to where its cells begin (a 200x200 opened on
        the empty corner above its row clues)."""
        viewport = self.scroll_area.viewport().size()
        self.grid.fit(viewport.width(), viewport.height())
        QTimer.singleShot(0, self, self._scroll_home)  # once the scroll bars have their new ranges

    def _scroll_home(self) -> None:
        viewport = self.scroll_area.viewport().size()
        x, y = self.grid.home_scroll(viewport.width(), viewport.height())
        self.scroll_area.horizontalScrollBar().setValue(x)
        self.scroll_area.verticalScrollBar().setValue(y)

    def fit_if_reshaped(self, shape_before: tuple[int, int]) -> None:
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

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_once()

    # -- what the panels offer (studio.offers) --------------------------------------------------------
    def check_puzzle(self) -> None:
        """Puzzle > Check Puzzle: solvable, unique, the grade, in a worker, shown in Edit."""
        self.tabs.setCurrentIndex(EDIT)  # where the verdict and its marks show
        self.offers.command("check")

    def hint_or_apply(self) -> None:
        """Play > Hint: the next deduction shown, or the one shown applied."""
        self.offers.command("hint")

    def mode_panel(self) -> Any:
        """The panel that takes the grid's input and draws its layer in the current mode."""
        return self.offers.modes.get(self.mode())

    def input_panel(self) -> Any:
        """The panel that takes the grid's mouse and keys now: none while solving (the solve
        panel only shows its playback)."""
        return None if self.mode() == SOLVE else self.mode_panel()

    def redraw(self) -> None:
        """A panel's own layer on the grid changed (a mark, a highlight): the grid repaints."""
        self.grid.update()

    def focus_grid(self) -> None:
        """The keyboard focus to the grid (a panel hides the button that had it)."""
        self.grid.setFocus()

    def glow(self, on: bool) -> None:
        """The grid glows once over the player's own finish (``on``), or stops glowing (an undo
        right after it)."""
        if on:
            self.finish_glow.play()
        else:
            self.finish_glow.stop()

    # -- workers -----------------------------------------------------------------------------------
    def workers(self) -> dict[str, SolverRun | None]:
        """The document's workers by role: ``check``, ``generate``, ``hint``, ``solve`` (a SolverRun,
        or None when idle), as its panels offer them."""
        return {role: run() for role, run in self.offers.runs.items()}

    @property
    def check_run(self) -> SolverRun | None:
        return self.workers().get("check")

    def busy(self) -> bool:
        return any(run is not None and run.running for run in self.workers().values())

    def cancel_work(self) -> None:
        """Stop every worker of the document (Esc): a stopped run still reports, so each panel
        settles its own labels as after any other run."""
        for role, run in self.workers().items():
            if role in self.offers.stops:
                self.offers.stops[role]()
            elif run is not None:
                run.stop()

    def shutdown(self) -> None:
        """Cancel every worker and stop the timers of this document (before it closes)."""
        self.cancel_work()
        for stop in self.offers.closing:
            stop()
        self.clock.stop()

    def solver_state(self) -> str:
        runs = self.workers()
        if runs.get("check") is not None:
            return self.tr("checking…")
        if runs.get("generate") is not None:
            return self.tr("generating…")
        return self.offers.solver_state()
