"""The document model without Qt (DESIGN.md, "The studio"), as Simon Tatham's midend: a game's
state, its undo chain of moves (solvers/moves.py), the hints and reveals used, the clock, the
revisions a result is stamped with, and the saved game of a native file. Each studio document
holds one Game, whose state is its only copy of the parts (studio.document.Part); the command
line replays and judges saved games with it alone (solvers/cli_replay.py).

A state is a dict of named parts (arrays, dicts, tuples, strings); which parts a genre has, and
what its rules say of them, is the genre's side of the model (``MODEL`` in
solvers/<genre>/moves.py, a ``GenrePlay``). Time is given to the clock by its caller: the model
never reads a clock itself, so that replays and tests are exact.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Protocol, TypeVar, runtime_checkable

import numpy as np

from .errors import MoveError, SavedGameError
from .moves import CellsMove, Limits, Move, copy_state, decode, encode, move_data, move_from_data, same, same_state

# The revisions a result can be stamped with: the puzzle (clues, dots, pairs, rule set), the
# author's layer (picture, painted regions, drawn paths) and the player's board.
PUZZLE, AUTHOR, BOARD = "puzzle", "author", "board"


# -- a genre's side ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Broken:
    """A rule the board breaks, in words, with the cells (row, col) that break it."""

    code: str
    rule: str
    cells: tuple


# The genre's puzzle class (Nonogram, Galaxies, ...): each genre opens a document on its own.
PuzzleT = TypeVar("PuzzleT", contravariant=True)


@runtime_checkable
class GenrePlay(Protocol[PuzzleT]):
    """What the model asks of a genre: ``MODEL`` in solvers/<genre>/moves.py (tests/solvers/
    test_document_model.py checks every genre)."""

    genre: str
    board_keys: frozenset  # the parts that are the player's (the rest: the puzzle, the author's)
    max_entries: int  # the most entries an array of a state has (at the genre's MAX_SIZE)

    def initial_state(self, puzzle: PuzzleT) -> dict: ...  # a document opened on ``puzzle``
    def load(self, path: str | os.PathLike) -> dict: ...  # the initial state of the puzzle in a file
    def check_state(self, state: dict) -> None: ...  # MoveError when a part is malformed
    def puzzle_key(self, state: dict) -> Hashable: ...  # equal while the puzzle is the same
    def broken_rules(self, state: dict) -> list[Broken]: ...
    def solved(self, state: dict) -> bool: ...
    def board_text(self, state: dict) -> str: ...
    def board_json(self, state: dict) -> list: ...  # the board's rows for --json


def touched(play: GenrePlay, keys: Iterable[str], puzzle_changed: bool) -> set:
    """The revisions a change of the parts ``keys`` moves on: the puzzle's when its key changed,
    the board's for the player's parts, the author's for the others (a title is no result's
    concern)."""
    keys = set(keys)
    parts = {PUZZLE} if puzzle_changed else set()
    if keys & play.board_keys:
        parts.add(BOARD)
    if keys - play.board_keys - {"title"}:
        parts.add(AUTHOR)
    return parts


def applied(play: GenrePlay, state: dict, move: Move, forward: bool) -> dict:
    """The parts ``move`` changes in ``state``, checked against the genre's shape of a state."""
    parts = move.apply(state, forward)
    play.check_state({**state, **parts})
    return parts


# -- bookkeeping ------------------------------------------------------------------------------------
class Revisions:
    """Counters of the puzzle, the author's layer and the board, never decreased: a result
    computed for revision r of a part is shown only while that part is still at r (an undo is a
    new revision too). Subscribers hear which parts changed (the studio's panels drop their
    results about the old ones)."""

    def __init__(self) -> None:
        self.counts = {PUZZLE: 0, AUTHOR: 0, BOARD: 0}
        self._listeners: list[Callable[[set], None]] = []

    def subscribe(self, listener: Callable[[set], None]) -> None:
        self._listeners.append(listener)

    def note(self, parts: set) -> None:
        for part in parts:
            self.counts[part] += 1
        if parts:
            for listener in list(self._listeners):
                listener(set(parts))

    def stamp(self, *parts: str) -> tuple:
        """The current revisions of ``parts``, to keep with a result computed now."""
        return tuple((part, self.counts[part]) for part in parts)

    def is_current(self, stamp: tuple | None) -> bool:
        return stamp is not None and all(self.counts[part] == revision for part, revision in stamp)


class Tally:
    """Hints and reveals used in a game. Each hint or reveal move counts once, when first
    applied (a redo is not a second use); the counts of a saved game whose history no longer
    holds them (undone, then dropped by a later move) are kept too: a hint once used counts
    whatever Undo or Clear did after it."""

    def __init__(self) -> None:
        self.used = {"hint": 0, "reveal": 0}
        self.before = {"hint": 0, "reveal": 0}
        self.reveals_on_board = 0  # reveal moves done now: the board shows a revealed solution

    def applied(self, move: Move, forward: bool) -> None:
        if forward and not move.counted:
            move.counted = True
            self.used["hint"] += int(move.hint)
            self.used["reveal"] += int(move.reveal)
        if move.reveal:
            self.reveals_on_board += 1 if forward else -1

    def hints(self) -> int:
        return self.used["hint"] + self.before["hint"]

    def reveals(self) -> int:
        return self.used["reveal"] + self.before["reveal"]

    def keep(self, hints: int, reveals: int) -> None:
        """A saved game's counts, after its history replayed."""
        self.before = {"hint": max(0, hints - self.used["hint"]), "reveal": max(0, reveals - self.used["reveal"])}


class Clock:
    """The player's solving time. It starts when the player first enters Play, stops when the
    board is complete and, if a later move (an undo) breaks the solution, goes on from the time
    it showed: the time after a finish is not solving time. ``now`` is given by the caller (the
    studio passes time.monotonic()).

    It also stands still, without forgetting, for two reasons (issue 38): outside Play
    (``pause``/``resume`` with MODE: the author's time is not the player's), and after an undo
    took the finish back, until the player makes a new move (HELD): a finish undone and redone
    keeps its time, instead of gaining the seconds between the two keys."""

    MODE, HELD = "mode", "held"

    def __init__(self) -> None:
        self.started: float | None = None
        self.finished: float | None = None
        self.banked = 0.0  # seconds counted before ``started``: a saved game's, or before a finish
        # The time at the player's last move: what a save keeps (not the time now, which would
        # make every save differ from the last with no move made).
        self.at_last_move = 0.0
        self.still_since: float | None = None  # when it stopped for ``still_for`` (None: it runs, or never ran)
        self.still_for: set[str] = set()

    def start(self, now: float) -> bool:
        """The player entered Play: True when this starts the clock (the first time only);
        later it goes on if it stood still outside Play."""
        if self.started is None:
            self.started = now
            return True
        self.resume(now, self.MODE)
        return False

    def pause(self, now: float, reason: str) -> None:
        """Stand still for ``reason`` (MODE or HELD) until ``resume`` with it."""
        if self.started is not None and self.finished is None and not self.still_for:
            self.still_since = now
        self.still_for.add(reason)

    def resume(self, now: float, reason: str) -> None:
        self.still_for.discard(reason)
        # (it stands still only once started)
        if not self.still_for and self.still_since is not None and self.started is not None:
            self.started += now - self.still_since  # the still time is not counted
            self.still_since = None

    def _now(self, now: float) -> float:
        """The time the clock has reached: ``now``, or when it began to stand still."""
        return self.still_since if self.still_since is not None else now

    def update(self, solved: bool, now: float) -> bool:
        """After a move: True when this move completed the puzzle."""
        finished = False
        if solved and self.finished is None:
            if self.started is None:  # solved without entering Play (a reveal, a script)
                self.started = now
            self.finished = self._now(now)
            self.still_since = None
            finished = True
        elif not solved and self.finished is not None:
            self.hold(now)  # a new move that broke the finish resumes it at once (``moved``)
        self.at_last_move = self.seconds(now)
        return finished

    def unfinish(self, now: float) -> None:
        """The finish is taken back: the clock shows the time it showed, and goes on from it
        at the player's next move (``moved``) or, when the reason was no move, at once."""
        if self.finished is None:
            return
        assert self.started is not None  # a finish has a start (update)
        self.banked += self.finished - self.started
        self.started, self.finished = now, None
        if self.still_for:
            self.still_since = now

    def hold(self, now: float) -> None:
        """An undo took the finish back: stand still until a new move."""
        self.unfinish(now)
        self.pause(now, self.HELD)

    def moved(self, now: float) -> None:
        """The player made a new move (not an undo or a redo)."""
        self.resume(now, self.HELD)

    def seconds(self, now: float) -> float:
        """Solving time so far (up to the finish, when finished)."""
        if self.started is None:
            return self.banked
        end = self.finished if self.finished is not None else self._now(now)
        return self.banked + (end - self.started)

    def reset(self) -> None:
        """A new puzzle in the same document (a generated one): its clock starts from nothing,
        when the player next enters Play."""
        mode_still = self.MODE in self.still_for
        Clock.__init__(self)
        if mode_still:
            self.still_for.add(self.MODE)

    def restore(self, seconds: float, now: float) -> None:
        """A saved game's time: the clock goes on from it (at once if it was running)."""
        running = self.started is not None
        self.banked, self.finished, self.at_last_move = seconds, None, seconds
        self.started = now if running else None
        self.still_since = now if running and self.still_for else None


# -- a saved game ---------------------------------------------------------------------------------
SECTION_KEY = "studio"
SECTION_FORMAT = 1
# The longest history a saved game may hold, refused before any move is decoded. The largest
# board is a 200x200 nonogram (40,000 cells; a 100x100 Galaxies has 20,200 edges and 10,000
# cells to mark, a 100x100 Numberlink 19,800 segments). The history holds only the moves of
# the undo chain (undone moves a later move dropped are gone), and a drag over many cells is
# one move: solving the largest board one click a cell, every cell both crossed and filled, is
# 80,000 moves. 2.5 a cell leaves room for that and for changes of mind, and keeps the studio
# under 500 MB holding such a history (its undo stack: a command per move, benchmarks/memory.py).
MAX_MOVES = 100_000  # 2.5 x 200 x 200


@dataclass
class SavedGame:
    """A game as a native file keeps it (the section under ``"studio"``): the state now, the
    state before the first move, every move, the undo position, the mode, the solving time and
    the hints and reveals used (undone ones too)."""

    state: dict
    base: dict
    moves: list
    index: int
    mode: int | None = None
    clock: float = 0.0
    hints: int = 0
    reveals: int = 0

    def section(self) -> dict:
        return {"format": SECTION_FORMAT, "mode": self.mode, "state": encode(self.state),
                "base": encode(self.base), "moves": [move_data(m) for m in self.moves],
                "index": self.index, "clock": round(self.clock, 1), "hints": self.hints,
                "reveals": self.reveals}


def number(value: object, kinds: type | tuple[type, ...], upper: float) -> float:
    """``value`` when it is a number of ``kinds`` in [0, upper), else 0 (absent in games saved
    before it was kept, or damaged)."""
    if isinstance(value, (int, float)) and isinstance(value, kinds) and not isinstance(value, bool) and 0 <= value < upper:
        return value
    return 0


def read_state(data: dict, limits: Limits | None = None) -> dict:
    """The saved state now (its arrays within ``limits``, default: any genre's); SavedGameError
    when it is missing or not a state."""
    if not isinstance(data, dict) or data.get("format") != SECTION_FORMAT:
        raise SavedGameError(f"no saved game of format {SECTION_FORMAT}")
    state = decode(data.get("state"), limits)
    if not isinstance(state, dict) or not all(isinstance(k, str) for k in state):
        raise SavedGameError("the saved state is not a map of parts")
    return state


def history_moves(data: dict) -> list:
    """The saved moves' JSON objects, not read yet; SavedGameError when they are not a list or
    more than MAX_MOVES (counted before any work)."""
    items = data.get("moves") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise SavedGameError("the saved moves are not a list")
    if len(items) > MAX_MOVES:
        raise SavedGameError(f"the saved history has {len(items):,} moves, more than a game can need ({MAX_MOVES:,})")
    return items


def read_history(data: dict, limits: Limits | None = None) -> tuple[dict, list, int]:
    """The state before the first move, the moves and the undo position (arrays within
    ``limits``, default: any genre's, and at most MAX_MOVES moves); SavedGameError or MoveError
    (which names the move) when they cannot be read."""
    limits = limits or Limits()
    items = history_moves(data)
    base = decode(data.get("base"), limits)
    if not isinstance(base, dict):
        raise SavedGameError("the saved state before the first move is not a map of parts")
    moves = []
    for number_, item in enumerate(items, start=1):
        try:
            moves.append(move_from_data(item, limits))
        except MoveError as error:
            raise MoveError(f"move {number_}: {error}") from None
    index = data.get("index")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= len(moves):
        raise SavedGameError(f"the undo position {str(index)[:20]} is not between 0 and {len(moves)}")
    return base, moves, index


def read_section(data: dict, limits: Limits | None = None, check: Callable[[dict], None] | None = None) -> SavedGame:
    """Every part of a saved game (within ``limits``, default: any genre's; ``check`` is given
    the saved state before the history is read); SavedGameError or MoveError when one cannot
    be read."""
    limits = limits or Limits()
    state = read_state(data, limits)
    history_moves(data)  # a history too long is refused before ``check`` does any work
    if check is not None:
        check(state)
    base, moves, index = read_history(data, limits)
    mode = data.get("mode")
    return SavedGame(state, base, moves, index, mode if isinstance(mode, int) and 0 <= mode <= 2 else None,
                     float(number(data.get("clock"), (int, float), 10 ** 8)),
                     int(number(data.get("hints"), int, 10 ** 6)), int(number(data.get("reveals"), int, 10 ** 6)))


class WrittenCells:
    """The values cells moves wrote in a replay, checked by the genre's rules of a state once
    per layer and value instead of once per move: checking the whole state after every move
    made a replay quadratic (a 200x200 board checked 200,000 times). A genre checks an array
    entry by entry (which values a position may hold: every check_state does), so a state with
    one value written at every position it was written to is checked for all the moves that
    wrote it. The values a move finds are noted too: undo writes them back."""

    def __init__(self) -> None:
        # (layer, value) -> (the number of the first move that wrote it, the positions)
        self.positions: dict[tuple[str, int], tuple[int, set]] = {}

    def note(self, move: CellsMove, number: int) -> None:
        for position, old, new in zip(move.positions, move.old, move.new):
            self.positions.setdefault((move.layer, old), (number, set()))[1].add(position)
            self.positions.setdefault((move.layer, new), (number, set()))[1].add(position)

    def check(self, play: GenrePlay, state: dict) -> None:
        """MoveError when a value noted since the last check is not allowed where it was
        written (before a move that changes more than cells: the shapes are still the same)."""
        for (layer, value), (number, positions) in self.positions.items():
            probe = state[layer].copy()
            where = tuple(zip(*positions))
            try:
                probe[where] = value
                if not (probe[where] == value).all():  # 7 in a layer of booleans
                    raise MoveError(f"{value} is not a value of {layer!r}")
                play.check_state({**state, layer: probe})
            except (MoveError, OverflowError, ValueError) as error:
                raise MoveError(f"move {number} puts {value} in {layer!r} where a state cannot hold it: {error}") from None
        self.positions.clear()


# -- a game: the one model of a game, the command line's and each studio document's ------------------
class Game:
    """A game: a state, its undo chain and its bookkeeping (hints and reveals, revisions, the
    clock). Every move is checked as it is applied (``applied``); the rules of the genre judge
    the board. The command line uses it alone; a studio document holds one, whose state is the
    only copy of the document's parts (studio.document.Part), and its undo stack's commands
    call ``push``, ``redo`` and ``undo``. ``store(parts)`` puts a move's parts into ``state``:
    by default an update, the studio's documents pass their own (which also drops what they
    derived from the old parts)."""

    def __init__(self, play: GenrePlay, state: dict, store: Callable[[dict], None] | None = None) -> None:
        play.check_state(state)
        self.play = play
        self.base = copy_state(state)
        self.state = copy_state(state)
        self.store = store or self.state.update
        self.moves: list[Move] = []
        self.index = 0
        self.tally = Tally()
        self.revisions = Revisions()
        self.clock = Clock()

    def _apply(self, move: Move, forward: bool) -> None:
        parts = applied(self.play, self.state, move, forward)
        self.tally.applied(move, forward)
        changed = {k for k, v in parts.items() if not same(self.state[k], v)}
        key = self.play.puzzle_key(self.state)
        self.store(parts)
        self.revisions.note(touched(self.play, changed, self.play.puzzle_key(self.state) != key))

    def push(self, move: Move) -> None:
        """Apply a new move: the moves undone before it are dropped (as an undo stack does)."""
        self._apply(move, True)
        del self.moves[self.index:]
        self.moves.append(move)
        self.index += 1

    def undo(self, expected: Move | None = None) -> None:
        """Undo the last move done (``expected``: the move an undo stack's command undoes,
        checked to be that one: the stack and the game keep one chain)."""
        if self.index == 0:
            raise MoveError("nothing to undo")
        self._check_is(self.moves[self.index - 1], expected)
        self._apply(self.moves[self.index - 1], False)
        self.index -= 1

    def redo(self, expected: Move | None = None) -> None:
        if self.index == len(self.moves):
            raise MoveError("nothing to redo")
        self._check_is(self.moves[self.index], expected)
        self._apply(self.moves[self.index], True)
        self.index += 1

    @staticmethod
    def _check_is(move: Move, expected: Move | None) -> None:
        if expected is not None and move is not expected:
            raise MoveError(f"the undo chain is out of step: {expected.text!r} asked, {move.text!r} is next")

    def fold_last(self) -> None:
        """The last move done was merged into the one before it (digits typed into one cell:
        the undo stack merges their commands, the first now leads to where the second did)."""
        if self.index < 2:
            raise MoveError("no two moves to fold")
        del self.moves[self.index - 1:]
        self.index -= 1

    def forget(self) -> None:
        """The undo chain dropped: the game starts from its state now."""
        self.moves, self.index = [], 0
        self.base = copy_state(self.state)

    def adopt(self, replayed: Game) -> None:
        """A replayed game's chain and counts (studio.history: a saved game resumed); the
        state itself is given to ``store`` by the caller, which announces it."""
        self.base, self.moves, self.index, self.tally = replayed.base, replayed.moves, replayed.index, replayed.tally

    @classmethod
    def replay(cls, play: GenrePlay, saved: SavedGame) -> Game:
        """The saved moves applied to the saved state before the first of them, then undone
        back to the saved position, as the studio's undo stack does when a game reopens. A move
        that does not fit raises MoveError naming it; a history that does not lead to the saved
        state raises SavedGameError. Linear in the history: each move costs what it changes
        (a replay restores a game, so no revision moves on: nothing was computed for it yet)."""
        game = cls(play, saved.base)
        written = WrittenCells()
        for number_, move in enumerate(saved.moves, start=1):
            if not isinstance(move, CellsMove):  # it is checked with the whole state: the cells first
                written.check(play, game.state)
            try:
                game._replayed(move, True, written, number_)
            except MoveError as error:
                raise MoveError(f"move {number_} ({move.kind} {move.text!r}): {error}") from None
            game.moves.append(move)
            game.index += 1
        while game.index > saved.index:
            move = game.moves[game.index - 1]
            if not isinstance(move, CellsMove):
                written.check(play, game.state)
            game._replayed(move, False, written, game.index)
            game.index -= 1
        written.check(play, game.state)
        game.tally.keep(saved.hints, saved.reveals)
        game.clock.restore(saved.clock, 0.0)
        if not same_state(game.state, saved.state):
            differ = sorted(k for k in saved.state if k not in game.state or not same(game.state[k], saved.state[k]))
            raise SavedGameError(f"the moves do not lead to the saved state (they differ in {', '.join(differ)})")
        return game

    def _replayed(self, move: Move, forward: bool, written: WrittenCells, number: int) -> None:
        """A move of a saved history applied: a cells move written into the game's own layer
        (the game owns its arrays: its state and every move's parts are copies), its values
        checked later with the others (``written``); any other move checked as ``push`` does
        (the caller checked the values written before it)."""
        if isinstance(move, CellsMove):
            layer = self.state.get(move.layer)
            if not isinstance(layer, np.ndarray):
                raise MoveError(f"{move.layer!r} is not a layer of cells of this game")
            move.write(layer, forward)
            written.note(move, number)
        else:
            self.state.update(applied(self.play, self.state, move, forward))
        self.tally.applied(move, forward)

    def broken_rules(self) -> list[Broken]:
        return self.play.broken_rules(self.state)

    def solved(self) -> bool:
        """Judged by the genre's rules on the board, never by a stored answer."""
        return self.play.solved(self.state)
