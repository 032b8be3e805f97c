"""The engine's document model (solvers/document.py, solvers/<genre>/moves.py), without Qt:
moves and their text form, their checks, undo and redo, replay, the tally, the clock, and the
board judged by the rules."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers.document import BOARD, PUZZLE, Clock, Game, SavedGame
from solvers.errors import MoveError, SavedGameError
from solvers.galaxies.model import Dot, Galaxies
from solvers.galaxies.moves import MODEL as GALAXIES
from solvers.galaxies.moves import DotsMove
from solvers.moves import CellsMove, PartsMove, as_hint, as_reveal, from_string, same_state, to_string
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN
from solvers.nonogram.moves import MODEL as NONOGRAM
from solvers.numberlink.model import Numberlink
from solvers.numberlink.moves import MODEL as NUMBERLINK


def test_every_genre_has_its_side_of_the_model():
    from importlib import import_module

    from solvers.document import GenrePlay
    from solvers.genres import GENRES

    for name in GENRES:
        model = import_module(f"solvers.{name}.moves").MODEL
        assert isinstance(model, GenrePlay) and model.genre == name


DIAGONALS = np.array([[1, 0], [0, 1]], dtype=np.int8)  # two solutions: this and its mirror


def nonogram_game(picture=DIAGONALS) -> Game:
    return Game(NONOGRAM, NONOGRAM.initial_state(clues_from_picture(picture)))


def test_a_nonogram_is_solved_by_either_of_its_solutions_not_by_its_picture():
    for solution in (DIAGONALS, DIAGONALS[:, ::-1]):
        game = nonogram_game()
        cells = [tuple(map(int, p)) for p in np.argwhere(solution == FILLED)]
        game.push(CellsMove("fill", "board", cells, [UNKNOWN] * 2, [FILLED] * 2))
        assert game.solved() and game.broken_rules() == []
    game = nonogram_game()
    game.push(CellsMove("fill", "board", [(0, 0), (0, 1)], [UNKNOWN] * 2, [FILLED] * 2))
    assert not game.solved()
    broken = game.broken_rules()
    assert [(b.code, b.cells) for b in broken] == [("row-clue", ((0, 0), (0, 1)))]  # row 1's clue is 1, not 2


def test_the_text_form_gives_the_same_move_back():
    moves = [CellsMove("Fill", "board", [(0, 1), (1, 0)], [-1, 0], [1, 1]),
             as_hint(PartsMove("Hint", {"title": "a", "board": np.zeros((2, 2), np.int8)},
                               {"title": "b", "board": np.ones((2, 2), np.int8)})),
             as_reveal(DotsMove("Dot", [(1, 3)], [None], ["black"]))]
    for move in moves:
        again = from_string(to_string(move))
        assert type(again) is type(move) and to_string(again) == to_string(move)
        assert (again.hint, again.reveal, again.text) == (move.hint, move.reveal, move.text)


@pytest.mark.parametrize("text, words", [
    ("not json", "one line of JSON"),
    ('{"kind": "teleport"}', "unknown move kind"),
    ('{"kind": "cells", "layer": "board", "cells": [[0]]}', "malformed"),
    ('{"kind": "cells", "layer": "board"}', "malformed"),
    ('{"kind": "parts", "before": {"map": {}}, "after": {"nd": "<f8", "shape": [1], "data": [0.5]}}', "parts"),
    ('{"kind": "dots", "dots": [[1, 1, null]]}', "malformed"),
])
def test_a_bad_text_form_is_refused_in_one_line(text, words):
    with pytest.raises(MoveError, match=words) as caught:
        from_string(text)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("move, words", [
    (CellsMove("x", "board", [(2, 0)], [-1], [1]), "outside"),
    (CellsMove("x", "board", [(-1, 0)], [-1], [1]), "outside"),
    (CellsMove("x", "board", [(0, 0, 0)], [-1], [1]), "outside"),
    (CellsMove("x", "board", [(0, 0)], [0], [1]), "is -1"),  # the board has no cross there
    (CellsMove("x", "board", [(0, 0)], [-1], [5]), "values"),
    (CellsMove("x", "paper", [(0, 0)], [-1], [1]), "no part 'paper'"),
    (PartsMove("x", {"title": "other"}, {"title": "new"}), "another 'title'"),
    (PartsMove("x", {}, {"board": np.zeros((3, 3), np.int8)}), "differ in size"),
    (PartsMove("x", {}, {"clues": (((1,),), ((1,),))}), "clues"),
    (DotsMove("x", [(1, 1)], [None], ["white"]), "no dots"),
])
def test_a_move_that_does_not_fit_is_refused_and_the_game_is_unchanged(move, words):
    game = nonogram_game()
    before = dict(game.state)
    with pytest.raises(MoveError, match=words):
        game.push(move)
    assert same_state(game.state, before) and game.moves == [] and game.index == 0


def test_undo_redo_and_the_tally_a_hint_counts_once():
    game = nonogram_game()
    game.push(as_hint(CellsMove("Hint", "board", [(0, 0)], [UNKNOWN], [FILLED])))
    game.undo()
    game.redo()
    game.undo()
    assert game.tally.hints() == 1 and (game.state["board"] == UNKNOWN).all()
    game.push(CellsMove("Cross", "board", [(1, 1)], [UNKNOWN], [EMPTY]))  # drops the undone hint
    assert len(game.moves) == 1 and game.tally.hints() == 1
    with pytest.raises(MoveError, match="nothing to redo"):
        game.redo()


def test_a_reveal_is_on_the_board_until_undone():
    game = nonogram_game()
    game.push(as_reveal(CellsMove("Reveal", "board", [(0, 0), (1, 1)], [UNKNOWN] * 2, [FILLED] * 2)))
    assert game.solved() and game.tally.reveals_on_board == 1
    game.undo()
    assert not game.solved() and game.tally.reveals_on_board == 0 and game.tally.reveals() == 1


def test_revisions_say_which_part_changed_to_subscribers():
    game = nonogram_game()
    heard = []
    game.revisions.subscribe(heard.append)
    stamp = game.revisions.stamp(PUZZLE, BOARD)
    game.push(CellsMove("Fill", "board", [(0, 0)], [UNKNOWN], [FILLED]))
    assert heard == [{BOARD}] and not game.revisions.is_current(stamp)
    puzzle_stamp = game.revisions.stamp(PUZZLE)
    game.push(CellsMove("Paint", "picture", [(0, 1)], [0], [1]))  # new clues
    assert PUZZLE in heard[-1] and not game.revisions.is_current(puzzle_stamp)
    heard.clear()
    game.push(PartsMove("Rename", {"title": ""}, {"title": "Fox"}))
    assert heard == []  # a title is no result's concern


def test_the_clock_takes_its_time_from_the_caller():
    clock = Clock()
    assert clock.seconds(50.0) == 0.0
    clock.start(100.0)
    assert not clock.start(120.0)  # once
    assert clock.update(True, 165.0) and clock.seconds(500.0) == 65.0
    assert not clock.update(False, 200.0) and clock.finished is None  # an undo took the finish back
    assert clock.seconds(210.0) == 65.0  # it stands at the finish's time until a new move
    clock.moved(220.0)
    assert clock.seconds(230.0) == 75.0  # on from 65 s: the time after the finish was no solving
    clock.restore(30.0, 300.0)
    assert clock.seconds(310.0) == 40.0 and clock.at_last_move == 30.0


def galaxies_game() -> Game:
    return Game(GALAXIES, GALAXIES.initial_state(Galaxies(2, 1, (Dot(1, 1), Dot(3, 1, "black")))))


def test_galaxies_walls_solve_and_a_wall_through_a_dot_breaks_a_rule():
    game = galaxies_game()
    assert not game.solved()
    game.push(CellsMove("Wall", "walls", [(1, 2)], [0], [1]))
    assert game.solved() and game.play.board_text(game.state).splitlines()[1] == "|o|*|"
    game.push(DotsMove("Dot", [(1, 2)], [None], ["white"]))  # a dot on that wall
    assert not game.solved() and "wall-through-dot" in {b.code for b in game.broken_rules()}
    with pytest.raises(MoveError, match="off the grid"):
        game.push(DotsMove("Dot", [(0, 1)], [None], ["white"]))
    with pytest.raises(MoveError, match="not a value"):
        game.push(CellsMove("Wall", "walls", [(1, 2)], [1], [7]))


def numberlink_game() -> Game:
    puzzle = Numberlink(3, 1, ("1",), (((0, 0), (0, 2)),))
    return Game(NUMBERLINK, NUMBERLINK.initial_state(puzzle))


def test_numberlink_lines_solve_and_refuse_a_segment_on_a_cell():
    game = numberlink_game()
    board = game.state["board"].copy()
    board[1, 2] = board[1, 4] = 1
    game.push(PartsMove("Line", {"board": game.state["board"]}, {"board": board}))
    assert game.solved() and game.play.board_json(game.state) == [["1", "1", "1"]]
    bad = board.copy()
    bad[1, 1] = 1
    with pytest.raises(MoveError, match="line segments"):
        game.push(PartsMove("Line", {"board": board}, {"board": bad}))


def test_replay_checks_that_the_moves_lead_to_the_saved_state():
    game = nonogram_game()
    move = CellsMove("Fill", "board", [(0, 0)], [UNKNOWN], [FILLED])
    saved = SavedGame(nonogram_game().state, game.base, [move], 1)
    with pytest.raises(SavedGameError, match="board"):
        Game.replay(NONOGRAM, saved)


# -- a property: any moves, undone and redone, replayed from their text, give the same states ----------
def random_move(game: Game, draw) -> object:
    state = game.state
    h, w = state["board"].shape
    cell = (draw(st.integers(0, h - 1)), draw(st.integers(0, w - 1)))
    kind = draw(st.sampled_from(["board", "picture", "title", "crossed"]))
    if kind in ("board", "picture"):
        old = int(state[kind][cell])
        new = draw(st.sampled_from([UNKNOWN, EMPTY, FILLED] if kind == "board" else [EMPTY, FILLED]))
        return CellsMove(kind, kind, [cell], [old], [new])
    if kind == "title":
        return PartsMove("Rename", {"title": state["title"]}, {"title": draw(st.sampled_from(["", "a", "Fox"]))})
    return PartsMove("Cross", {"crossed": state["crossed"]}, {"crossed": ((0, cell[0], 0),)})


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_moves_undo_redo_and_replay_from_text_agree(data):
    game = nonogram_game(np.zeros((3, 4), dtype=np.int8))
    states = [dict(game.state)]
    for _ in range(data.draw(st.integers(1, 12))):
        if game.index and data.draw(st.booleans()):
            game.undo()
            states.pop()
        else:
            game.push(random_move(game, data.draw))
            states.append({k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in game.state.items()})
    end = dict(game.state)
    assert same_state(end, states[-1])
    while game.index:
        game.undo()
    assert same_state(game.state, game.base)
    texts = [to_string(m) for m in game.moves]
    saved = SavedGame(end, game.base, [from_string(t) for t in texts], len(states) - 1)
    again = Game.replay(NONOGRAM, saved)
    assert same_state(again.state, end) and again.solved() == NONOGRAM.solved(end)
