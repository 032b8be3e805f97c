"""The Galaxies grid and panels need only GalaxiesActions (studio/galaxies/actions.py, issue 40
item 2): built over a stand-in that holds a bare engine Game, no GalaxiesDocument, a click on
the grid puts a dot into the game and Reveal solution puts the solution's walls there."""

from __future__ import annotations

import dataclasses

import numpy as np
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

from solvers.document import Game, touched
from solvers.galaxies import formats, rules
from solvers.galaxies.model import WHITE, Galaxies, boundaries
from solvers.galaxies.moves import MODEL
from studio.changes import Change, Subscribers
from studio.finish_glow import FinishGlow
from studio.galaxies import renderer
from studio.galaxies.author import AuthorPanel
from studio.galaxies.grid import GalaxiesGrid
from studio.galaxies.player import PlayerPanel
from studio.moves import PartsMove
from studio.offers import EDIT, PLAY, Offers
from studio.play_clock import PlayClock

from .test_galaxies_editor import SMALL


def _part(name: str) -> property:
    return property(lambda self: self.game.state[name])


class StandIn(QObject):
    """GalaxiesActions over a bare Game: the parts are the game's state, a move goes to
    ``game.push`` and is announced, the grid's gestures go to the mode's panel."""

    status_message, result_withdrawn = Signal(str), Signal(str)
    state_changed, display_changed, mode_changed = Signal(), Signal(), Signal(int)
    title, dots, regions, walls, marks = (_part(n) for n in ("title", "dots", "regions", "walls", "marks"))
    tally = property(lambda self: self.game.tally)

    def __init__(self, puzzle: Galaxies) -> None:
        super().__init__()
        self.game = Game(MODEL, MODEL.initial_state(puzzle))
        self.offers, self.changes, self.current = Offers(), Subscribers(), EDIT
        self.clock, self.replaying = PlayClock(self.game.clock, self), False
        self.key_cursor, self.cursor_shown = None, False
        self.host = QWidget()  # the grid beside the panels, as the document lays them out
        self.grid = GalaxiesGrid(self)
        self.finish_glow = FinishGlow(self.grid)  # the document's, which glow() plays
        self.author, self.player = AuthorPanel(self), PlayerPanel(self)
        row = QHBoxLayout(self.host)
        for widget in (self.grid, self.author, self.player):
            row.addWidget(widget)

    def subscribe(self, listener) -> None:
        self.changes.subscribe(listener)

    def push(self, move, merge_key=None) -> bool:
        key = MODEL.puzzle_key(self.game.state)
        self.game.push(move)
        keys = move.keys()
        parts = touched(MODEL, keys, MODEL.puzzle_key(self.game.state) != key)
        self.changes.announce(Change(frozenset(keys), frozenset(parts)))
        return True

    def replace(self, text: str, **changes: object) -> None:
        self.push(PartsMove(text, {k: self.game.state[k] for k in changes}, changes))

    def keep_answer(self, solution: np.ndarray) -> None:
        self.game.state["answer"] = np.asarray(solution).copy()

    # -- the puzzle, read from the game's state ------------------------------------------------------
    def shape(self) -> tuple[int, int]:
        return tuple(self.game.state["shape"])

    def puzzle(self) -> Galaxies:
        bare, answer = MODEL.puzzle(self.game.state), self.game.state["answer"]
        board = None if answer is None or not bare.dots else rules.relabel(bare, answer)
        return dataclasses.replace(bare, solution=board if board is not None and rules.is_solution(bare, board) else None)

    def known_solution(self) -> np.ndarray | None:
        return self.puzzle().solution

    def dot_index(self) -> dict:
        return {(d.y2, d.x2): i for i, d in enumerate(self.puzzle().dots)}

    def flat_point(self, y2: int, x2: int) -> int:
        return y2 * (2 * self.shape()[1] + 1) + x2

    def marks_by_dot(self) -> np.ndarray:
        return MODEL.marks_by_dot(self.game.state)

    def black_cells(self, solution: np.ndarray) -> np.ndarray:
        return np.array([d.colour == "black" for d in self.puzzle().dots] + [False])[np.asarray(solution)]

    # -- the rest of the actions -----------------------------------------------------------------
    def say_result(self, text: str) -> None:
        self.status_message.emit(text)

    def stamp(self, *parts: str) -> tuple:
        return self.game.revisions.stamp(*parts)

    def is_current(self, stamp: tuple) -> bool:
        return self.game.revisions.is_current(stamp)

    def redraw(self) -> None:
        self.grid.update()

    def focus_grid(self) -> None:
        self.grid.setFocus()

    def glow(self, on: bool) -> None:
        if on:
            self.finish_glow.play()
        else:
            self.finish_glow.stop()

    def mode(self) -> int:
        return self.current

    def finished(self) -> bool:
        return self.clock.finished is not None

    def hints_used(self) -> int:
        return self.game.tally.hints()

    def reveals_used(self) -> int:
        return self.game.tally.reveals()

    def clear(self) -> None:
        raise NotImplementedError  # (this and the three below: not driven here)

    def resize_grid(self, width: int, height: int) -> None:
        raise NotImplementedError

    def took_new_puzzle(self, generated: dict) -> None:
        raise NotImplementedError

    def fit_if_reshaped(self, shape_before: tuple[int, int]) -> None:
        raise NotImplementedError

    # -- the grid's view and gestures ------------------------------------------------------------
    def view_state(self) -> renderer.View:
        return self.offers.modes[self.current].view_state(renderer.View(dots=self.puzzle().dots))

    def grid_colours(self) -> renderer.Palette:
        return renderer.LIGHT

    def mouse_press(self, x: float, y: float, primary: bool) -> None:
        self.offers.modes[self.current].mouse_press(self.grid.layout_(), x, y, primary)

    def mouse_move(self, x: float, y: float) -> None:
        self.offers.modes[self.current].mouse_move(self.grid.layout_(), x, y)

    def mouse_release(self, x: float, y: float) -> None:
        self.offers.modes[self.current].mouse_release(self.grid.layout_(), x, y)

    def mouse_left(self) -> None:
        for mode in (EDIT, PLAY):
            self.offers.modes[mode].pointer_left()

    def move_cursor(self, dy: int, dx: int) -> None:
        raise NotImplementedError

    def key(self, key: int) -> bool:
        return False


def shown(actions: StandIn, qtbot) -> StandIn:
    qtbot.addWidget(actions.host)
    actions.host.show()
    qtbot.waitExposed(actions.host)
    return actions


def test_a_click_on_the_grid_puts_a_dot_into_the_game(qtbot):
    actions = shown(StandIn(Galaxies(5, 5, ())), qtbot)
    qtbot.mouseClick(actions.grid, Qt.MouseButton.LeftButton, pos=actions.grid.layout_().point(3, 5).toPoint())
    assert actions.game.state["dots"] == {(3, 5): WHITE} and len(actions.game.moves) == 1
    assert actions.game.moves[0].kind == "dots"
    actions.game.undo()
    assert actions.game.state["dots"] == {}


def test_reveal_solution_puts_the_solutions_walls_into_the_game(qtbot):
    puzzle = formats.read_file(SMALL)
    actions = shown(StandIn(puzzle), qtbot)
    actions.current = PLAY
    actions.mode_changed.emit(PLAY)
    qtbot.mouseClick(actions.player.reveal_button, Qt.MouseButton.LeftButton)
    walls = boundaries(actions.known_solution())
    walls[0, :] = walls[-1, :] = walls[:, 0] = walls[:, -1] = False
    assert np.array_equal(actions.game.state["walls"].astype(bool), walls) and walls.any()
    assert actions.game.tally.reveals() == 1 and MODEL.solved(actions.game.state)
    assert actions.player.hint_label.text().startswith("Solution revealed.")  # the panel heard the game
