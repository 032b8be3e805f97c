"""Simon Tatham's saved games (solvers/tatham_save.py, solvers/<genre>/tatham.py): his file
format read and written, his moves replayed as ours and ours written as his, from the format
as his midend writes it (midend_serialise) and the move strings his games execute."""

from __future__ import annotations

import numpy as np
import pytest

from solvers import tatham_save
from solvers.document import Game
from solvers.errors import PuzzleFormatError
from solvers.galaxies import formats as galaxies_formats
from solvers.galaxies import tatham as galaxies_tatham
from solvers.galaxies.moves import MODEL as GALAXIES
from solvers.genres import genre_of_text
from solvers.moves import CellsMove, as_reveal
from solvers.nonogram import formats as nonogram_formats
from solvers.nonogram import tatham as pattern_tatham
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN
from solvers.nonogram.moves import MODEL as NONOGRAM


def line(key: str, value: str) -> str:
    return f"{key:<8}:{len(value)}:{value}\n"


def save_text(game: str, params: str, desc: str, moves: list[tuple[str, str]], position: int | None = None) -> str:
    return "".join([line("SAVEFILE", tatham_save.MAGIC), line("VERSION", "1"), line("GAME", game),
                    line("PARAMS", params), line("CPARAMS", params), line("DESC", desc),
                    line("NSTATES", str(len(moves) + 1)),
                    line("STATEPOS", str(len(moves) + 1 if position is None else position)),
                    *(line(k, v) for k, v in moves)])


def galaxies_puzzle():
    from solvers.galaxies.model import WHITE, Dot, Galaxies

    return Galaxies(3, 3, (Dot(2, 2, WHITE), Dot(5, 1, WHITE), Dot(1, 5, WHITE), Dot(5, 5, WHITE)))


def galaxies_desc() -> str:
    return galaxies_formats.write(galaxies_puzzle(), "sgt").strip().split(":", 1)[1]


def pattern_puzzle():
    from solvers.nonogram.model import Nonogram

    return Nonogram(((1,), (3,), (1,)), ((1,), (3,), (1,)))  # a plus sign


def test_the_fields_honour_lengths_and_keys_are_padded_to_eight():
    text = save_text("Pattern", "3x3", "1/3/1/1/3/1", [("MOVE", "F0,1,3,1")])
    assert text.splitlines()[1] == "VERSION :1:1"
    save = tatham_save.read(text)
    assert (save.game, save.params, save.desc, save.moves, save.position) == \
        ("Pattern", "3x3", "1/3/1/1/3/1", [("MOVE", "F0,1,3,1")], 2)
    assert tatham_save.read(tatham_save.write(save)) == save
    assert tatham_save.write(save) == text


@pytest.mark.parametrize("text, words", [
    ("", "empty file"),
    ("GAME    :7:Pattern\n", "no SAVEFILE"),
    ("SAVEFILE:3:abc\n", "not a saved game"),
    (line("SAVEFILE", tatham_save.MAGIC) + "GAME:7:Pattern\n", "8-character key"),
    (line("SAVEFILE", tatham_save.MAGIC) + "GAME    :x:Pattern\n", "no length"),
    (line("SAVEFILE", tatham_save.MAGIC) + "GAME    :70:Pattern\n", "ends inside"),
    (line("SAVEFILE", tatham_save.MAGIC) + line("VERSION", "2"), "version"),
    (line("SAVEFILE", tatham_save.MAGIC) + line("GAME", "Pattern") + line("DESC", "1/1"), "NSTATES"),
    (save_text("Pattern", "2x1", "1/1/2", [("MOVE", "F0,0,2,1")])[:-20], "ends"),
    (save_text("Pattern", "2x1", "1/1/2", [], position=3), "STATEPOS"),
    (save_text("Pattern", "2x1", "1/1/2", []).replace("NSTATES :1:1", "NSTATES :2:-1"), "NSTATES"),
])
def test_bad_save_files_are_one_line_errors(text, words):
    with pytest.raises(PuzzleFormatError, match=words) as caught:
        tatham_save.read(text)
    assert "\n" not in str(caught.value)


def test_a_saved_game_is_told_apart_by_content_and_names_its_genre():
    pattern = save_text("Pattern", "3x3", "1/3/1/1/3/1", [])
    galaxies = save_text("Galaxies", "3x3dn", galaxies_desc(), [])
    assert genre_of_text(pattern).name == "nonogram"
    assert genre_of_text(galaxies).name == "galaxies"
    assert nonogram_formats.detect_format(pattern) == "sav"
    assert galaxies_formats.detect_format(galaxies) == "sav"
    assert nonogram_formats.read(pattern).rows == ((1,), (3,), (1,))
    with pytest.raises(PuzzleFormatError, match="Net"):
        genre_of_text(save_text("Net", "5x5", "abc", []))


def test_pattern_moves_become_ours_with_the_position():
    text = save_text("Pattern", "3x3", "1/3/1/1/3/1",
                     [("MOVE", "F0,1,3,1"), ("MOVE", "E0,0,1,1"), ("MOVE", "U0,0,1,1"), ("MOVE", "F1,0,1,3")],
                     position=4)
    saved = pattern_tatham.read_game(tatham_save.read(text))
    assert len(saved.moves) == 4 and saved.index == 3
    game = Game.replay(NONOGRAM, saved)
    expected = np.full((3, 3), UNKNOWN)
    expected[1, :] = FILLED
    assert np.array_equal(game.state["board"], expected)
    game.redo()
    assert NONOGRAM.solved(game.state)
    game.undo()
    game.undo()
    assert game.state["board"][0, 0] == EMPTY


def test_a_pattern_solve_is_a_reveal():
    text = save_text("Pattern", "3x3", "1/3/1/1/3/1", [("SOLVE", "S010111010")])
    saved = pattern_tatham.read_game(tatham_save.read(text))
    assert saved.moves[0].reveal
    assert NONOGRAM.solved(Game.replay(NONOGRAM, saved).state)


@pytest.mark.parametrize("move, words", [("F0,0,4,1", "outside"), ("X1", "not a Pattern move"),
                                         ("S0101", "not a Pattern move")])
def test_bad_pattern_moves_name_the_move(move, words):
    with pytest.raises(PuzzleFormatError, match=words) as caught:
        pattern_tatham.read_game(tatham_save.read(save_text("Pattern", "3x3", "1/3/1/1/3/1", [("MOVE", move)])))
    assert "his move 1" in str(caught.value)


def pattern_game() -> Game:
    game = Game(NONOGRAM, NONOGRAM.initial_state(pattern_puzzle()))
    # A drag over the middle row, a cross in a corner, a filled L (not a rectangle), an undone move.
    game.push(CellsMove(layer="board", positions=[(1, 0), (1, 1), (1, 2)], old=[-1] * 3, new=[1] * 3))
    game.push(CellsMove(layer="board", positions=[(0, 0)], old=[-1], new=[0]))
    game.push(CellsMove(layer="board", positions=[(0, 1), (2, 1), (2, 2)], old=[-1] * 3, new=[1, 1, 0]))
    game.push(CellsMove(layer="board", positions=[(0, 2)], old=[-1], new=[0]))
    game.undo()
    return game


def test_our_pattern_game_written_as_his_replays_to_the_same_boards():
    game = pattern_game()
    save = pattern_tatham.write_game(game.base, game.moves, game.index)
    text = tatham_save.write(save)
    assert text.startswith("SAVEFILE:41:Simon Tatham's Portable Puzzle Collection\nVERSION :1:1\nGAME    :7:Pattern\n")
    # One rectangle a move of his: the third move of ours (two values, not one rectangle) is three.
    assert [v for _, v in save.moves] == ["F0,1,3,1", "E0,0,1,1", "F1,0,1,1", "F1,2,1,1", "E2,2,1,1", "E2,0,1,1"]
    assert save.position == 6
    back = Game.replay(NONOGRAM, pattern_tatham.read_game(tatham_save.read(text)))
    assert np.array_equal(back.state["board"], game.state["board"])
    back.redo()
    game.redo()
    assert np.array_equal(back.state["board"], game.state["board"])


def test_a_revealed_pattern_is_his_solve():
    game = Game(NONOGRAM, NONOGRAM.initial_state(pattern_puzzle()))
    solution = [[0, 1, 0], [1, 1, 1], [0, 1, 0]]
    positions = [(r, c) for r in range(3) for c in range(3)]
    game.push(as_reveal(CellsMove(layer="board", positions=positions, old=[-1] * 9,
                                  new=[solution[r][c] for r, c in positions])))
    save = pattern_tatham.write_game(game.base, game.moves, game.index)
    assert save.moves == [("SOLVE", "S010111010")]


def test_a_new_game_of_a_puzzle_converts_both_ways():
    text = nonogram_formats.write(pattern_puzzle(), "sav")
    assert "NSTATES :1:1\nSTATEPOS:1:1\n" in text
    assert nonogram_formats.read(text).cols == pattern_puzzle().cols
    gal = galaxies_formats.write(galaxies_puzzle(), "sav")
    assert "GAME    :8:Galaxies\nPARAMS  :5:3x3dn\n" in gal
    assert galaxies_formats.read(gal).dots == galaxies_formats.read(galaxies_formats.write(galaxies_puzzle(), "sgt")).dots


def test_galaxies_moves_become_ours():
    w = 3
    sx = 2 * w + 1
    moves = [("MOVE", "E2,1"), ("MOVE", "E2,1;E4,1"), ("MOVE", "A1,1,2,2"), ("MOVE", "A2,2,2,2"),
             ("MOVE", "M2,2"), ("MOVE", "A1,1,5,1"), ("MOVE", "M2,2"), ("MOVE", "U1,1")]
    saved = galaxies_tatham.read_game(tatham_save.read(save_text("Galaxies", "3x3dn", galaxies_desc(), moves)))
    # The holds change nothing of ours, and a tile tied to a held dot keeps its tie (his rule):
    # "A1,1,5,1" while (2,2) is held changes nothing either.
    assert len(saved.moves) == 5 and saved.index == 5
    game = Game.replay(GALAXIES, saved)
    assert game.state["walls"][1, 4] and not game.state["walls"][1, 2]
    marks = game.state["marks"]
    assert marks[0, 0] == -1 and marks[0, 1] == marks[1, 0] == marks[1, 1] == 2 * sx + 2
    game.undo()
    assert game.state["marks"][0, 0] == 2 * sx + 2


@pytest.mark.parametrize("move, words", [("E1,1", "not an edge"), ("E0,1", "inside"), ("U1,1", "not a tile tied"),
                                         ("A1,1,3,3", "no dot"), ("Q", "not a Galaxies move"),
                                         ("E2,1;", None)])
def test_bad_galaxies_moves_name_the_move(move, words):
    text = save_text("Galaxies", "3x3dn", galaxies_desc(), [("MOVE", move)])
    if words is None:  # a trailing ';' is his separator, harmless
        galaxies_tatham.read_game(tatham_save.read(text))
        return
    with pytest.raises(PuzzleFormatError, match=words):
        galaxies_tatham.read_game(tatham_save.read(text))


def test_our_galaxies_game_written_as_his_replays_to_the_same_boards():
    game = Game(GALAXIES, GALAXIES.initial_state(galaxies_puzzle()))
    sx = 7
    game.push(CellsMove(layer="walls", positions=[(1, 2), (1, 4), (0, 1)], old=[0, 0, 0], new=[1, 1, 1]))
    game.push(CellsMove(layer="marks", positions=[(0, 0), (1, 1)], old=[-1, -1], new=[2 * sx + 2] * 2))
    game.push(CellsMove(layer="marks", positions=[(1, 1)], old=[2 * sx + 2], new=[-1]))
    game.undo()
    save = galaxies_tatham.write_game(game.base, game.moves, game.index)
    # The border wall (0, 1) is none of his moves: his border is always set.
    assert save.moves == [("MOVE", "E2,1;E4,1"), ("MOVE", "A1,1,2,2;A3,3,2,2"), ("MOVE", "U3,3")]
    assert save.position == 3
    back = Game.replay(GALAXIES, galaxies_tatham.read_game(tatham_save.read(tatham_save.write(save))))
    assert np.array_equal(back.state["marks"], game.state["marks"])
    assert np.array_equal(back.state["walls"][1:-1, 1:-1], game.state["walls"][1:-1, 1:-1])


def test_a_galaxies_board_too_small_for_his_app_is_refused():
    from solvers.galaxies.model import WHITE, Dot, Galaxies

    with pytest.raises(PuzzleFormatError, match="at least 3x3"):
        galaxies_formats.write(Galaxies(2, 2, (Dot(2, 2, WHITE),)), "sav")


def test_a_puzzle_edited_in_play_starts_his_history_at_the_edit():
    from solvers.moves import PartsMove

    game = Game(NONOGRAM, NONOGRAM.initial_state(pattern_puzzle()))
    game.push(CellsMove(layer="board", positions=[(1, 1)], old=[-1], new=[1]))
    picture = np.array([[0, 1, 0], [1, 1, 1], [0, 1, 1]], dtype=np.int8)
    state = game.state
    if state["clues"] is not None:
        game.push(PartsMove(before={"clues": state["clues"]}, after={"clues": (((1,), (3,), (2,)),
                                                                             ((1,), (3,), (2,)))}))
    else:
        game.push(PartsMove(before={"picture": state["picture"]}, after={"picture": picture}))
    save = pattern_tatham.write_game(game.base, game.moves, game.index)
    assert save.desc == "1/3/2/1/3/2"
    assert save.moves == [("MOVE", "F1,1,1,1")] and save.position == 2


# Saved by his own midend (midend_serialise of his collection, version 1.3.2) after Solve, on
# a new game of each: SEED and AUXINFO lines, and a SOLVE line of his solver's moves.
HIS_GALAXIES = """SAVEFILE:41:Simon Tatham's Portable Puzzle Collection
VERSION :1:1
GAME    :8:Galaxies
PARAMS  :5:5x5dn
CPARAMS :5:5x5dn
SEED    :15:185342338038757
DESC    :7:gwezcje
NSTATES :1:2
STATEPOS:1:2
SOLVE   :71:S;E1,8;E2,9;E3,8;E5,8;E6,1;E6,3;E6,5;E6,7;E7,2;E7,8;E8,1;E8,7;E9,6;E9,8
"""
HIS_PATTERN = """SAVEFILE:41:Simon Tatham's Portable Puzzle Collection
VERSION :1:1
GAME    :7:Pattern
PARAMS  :3:5x5
CPARAMS :3:5x5
SEED    :15:185342338038757
DESC    :21:1/2/3/4/3/1.2/2/3/3/2
AUXINFO :52:26359d599e4e5283c1b4b98f310909500e42beba55730b6c31e1
NSTATES :1:2
STATEPOS:1:2
SOLVE   :26:S1001100011001110111001100
"""


@pytest.mark.parametrize("text, module, play", [(HIS_GALAXIES, galaxies_tatham, GALAXIES),
                                                (HIS_PATTERN, pattern_tatham, NONOGRAM)])
def test_his_own_saved_games_replay_solved(text, module, play):
    save = tatham_save.read(text)
    assert save.extra["SEED"] == "185342338038757"
    game = Game.replay(play, module.read_game(save))
    assert play.solved(game.state) and game.moves[0].reveal
    game.undo()
    assert not play.solved(game.state)
    # written again: the same description and his solve, still a solve
    again = module.write_game(game.base, game.moves, len(game.moves))
    assert again.desc == save.desc and again.moves[0][0] == "SOLVE"
    assert Game.replay(play, module.read_game(again)).state.keys() == game.state.keys()
