"""``puzzle-studio-cli replay``: saved games (tests/data/saved_games, written by the studio before
the model moved to the engine) replayed without Qt, judged by the rules."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from solvers.cli import main
from solvers.cli_replay import judge
from solvers.genres import GENRES
from solvers.nonogram.model import FILLED
from solvers.nonogram.rules import line_errors

SAVED = Path(__file__).resolve().parents[1] / "data" / "saved_games"


def replay_json(capsys, *names) -> list[dict]:
    assert main(["replay", "--json", *[str(SAVED / n) for n in names]]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def saved(name: str) -> dict:
    return json.loads((SAVED / name).read_text())


@pytest.mark.parametrize("genre", list(GENRES))
def test_a_solved_game_is_solved_by_the_rules(capsys, genre):
    result, = replay_json(capsys, f"{genre}-solved.json")
    section = saved(f"{genre}-solved.json")["studio"]
    assert result["genre"] == genre and result["solved"] and not result["revealed"] and result["errors"] == []
    assert result["moves"] == len(section["moves"]) and result["index"] == section["index"]


def test_a_nonogram_solved_another_way_than_the_authors_picture_is_solved():
    """The fixture's player filled the puzzle's second solution: the rules accept it."""
    data = saved("nonogram-solved.json")
    from solvers.moves import decode
    state = decode(data["studio"]["state"])
    board, picture = state["board"], state["picture"]
    assert not np.array_equal(board == FILLED, picture == FILLED)
    assert main(["replay", "--json", str(SAVED / "nonogram-solved.json")]) == 0


@pytest.mark.parametrize("genre", list(GENRES))
def test_an_unsolved_game_lists_the_rules_it_breaks_with_their_cells(capsys, genre):
    result, = replay_json(capsys, f"{genre}-errors.json")
    assert not result["solved"] and result["errors"]
    assert all(e["rule"] and e["cells"] and all(len(c) == 2 for c in e["cells"]) for e in result["errors"])


def test_the_nonogram_errors_are_the_lines_the_rules_refuse(capsys):
    result, = replay_json(capsys, "nonogram-errors.json")
    section = saved("nonogram-errors.json")["studio"]
    assert result["index"] == section["index"] == result["moves"] - 1  # the last move was undone
    board = np.array([[{"#": 1, "x": 0, ".": -1}[ch] for ch in row] for row in result["board"]])
    from solvers.nonogram import formats
    puzzle = formats.read_file(SAVED / "nonogram-errors.json")
    bad = line_errors(puzzle, board)
    assert bad and len(result["errors"]) == len(bad)
    cells = {tuple(c) for e in result["errors"] for c in e["cells"]}
    for kind, index in bad:
        assert ((index, 0) if kind == 0 else (0, index)) in cells
    assert result["clock"] == pytest.approx(section["clock"])


def test_the_numberlink_branch_is_reported_where_it_is(capsys):
    result, = replay_json(capsys, "numberlink-errors.json")
    codes = {e["code"] for e in result["errors"]}
    assert "branch" in codes


@pytest.mark.parametrize("genre", list(GENRES))
def test_a_revealed_game_says_so(capsys, genre):
    result, = replay_json(capsys, f"{genre}-revealed.json")
    assert result["solved"] and result["revealed"] and result["reveals"] == 1


def test_hints_and_reveals_undone_and_dropped_still_count(capsys):
    result, = replay_json(capsys, "galaxies-solved.json")
    assert result["solved"] and not result["revealed"] and result["reveals"] == 1
    result, = replay_json(capsys, "nonogram-revealed.json")
    assert result["hints"] == 1


def test_the_text_answer_shows_board_moves_and_verdict(capsys):
    assert main(["replay", str(SAVED / "nonogram-errors.json")]) == 0
    out = capsys.readouterr().out
    assert "###......." in out and "moves: 4 (1 undone)" in out and "solved: no" in out
    assert "broken rules:" in out and "row 1" in out


def test_a_batch_of_games_one_object_each(capsys):
    names = sorted(p.name for p in SAVED.glob("*.json"))
    results = replay_json(capsys, *names)
    assert [Path(r["file"]).name for r in results] == names
    assert {r["genre"] for r in results} == set(GENRES)


def edited(tmp_path, name: str, change) -> Path:
    data = saved(name)
    change(data["studio"])
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def one_error_line(capsys, path) -> str:
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in captured.err and captured.out == ""
    return lines[0]


def test_a_move_off_the_grid_is_refused_naming_the_move(capsys, tmp_path):
    def change(section):
        section["moves"][2]["cells"][0][:2] = [40, 0]
    line = one_error_line(capsys, edited(tmp_path, "nonogram-errors.json", change))
    assert "move 3" in line and "outside" in line


def test_a_move_that_does_not_fit_the_board_is_refused(capsys, tmp_path):
    def change(section):  # the second move says the cell was crossed; the board had it empty
        section["moves"][1]["cells"][0][2] = 0
    line = one_error_line(capsys, edited(tmp_path, "nonogram-errors.json", change))
    assert "move 2" in line


def test_an_unknown_move_kind_and_a_bad_value_are_refused(capsys, tmp_path):
    line = one_error_line(capsys, edited(tmp_path, "galaxies-errors.json",
                                        lambda s: s["moves"].__setitem__(0, {"kind": "teleport"})))
    assert "move 1" in line and "teleport" in line
    line = one_error_line(capsys, edited(tmp_path, "galaxies-errors.json",
                                        lambda s: s["moves"][2]["cells"][0].__setitem__(3, 7)))
    assert "move 3" in line and "walls" in line


def test_moves_that_do_not_lead_to_the_saved_state_are_refused(capsys, tmp_path):
    line = one_error_line(capsys, edited(tmp_path, "numberlink-solved.json", lambda s: s.__setitem__("index", 1)))
    assert "saved state" in line


def test_a_file_without_a_game_or_not_a_puzzle(capsys, tmp_path):
    plain = tmp_path / "heart.json"
    shutil.copy(Path(__file__).resolve().parents[2] / "puzzles" / "nonogram" / "heart.json", plain)
    assert "no saved game" in one_error_line(capsys, plain)
    assert "not an encoded value" in one_error_line(
        capsys, edited(tmp_path, "nonogram-solved.json", lambda s: s.__setitem__("base", {"nd": "<f8"})))
    missing = tmp_path / "missing.json"
    assert "missing.json" in one_error_line(capsys, missing)


def test_a_bad_file_in_a_batch_does_not_stop_the_others(capsys, tmp_path):
    bad = edited(tmp_path, "nonogram-errors.json", lambda s: s.__setitem__("index", 99))
    assert main(["replay", "--json", str(bad), str(SAVED / "numberlink-solved.json")]) == 2
    captured = capsys.readouterr()
    assert len(captured.err.strip().splitlines()) == 1 and "undo position" in captured.err
    assert json.loads(captured.out)["solved"] is True


# -- hostile saved games: bounds before work (issue 37) ---------------------------------------------------
def test_a_zip_bomb_is_refused_without_inflating_it(capsys, tmp_path):
    """1 GiB of zeros compressed to 1 MB as a 3x4 board: refused at the 12 bytes the shape
    needs, in one line, and replay's memory stays far below what the bomb would inflate to."""
    import tracemalloc

    from solvers.errors import SavedGameError

    from .hostile_games import GiB, bombed, write

    path = write(tmp_path, "bomb.json", bombed(GiB))
    assert path.stat().st_size < 2_000_000
    line = one_error_line(capsys, path)
    assert "bomb.json" in line and "compressed data is not the 12 bytes its shape needs" in line
    tracemalloc.start()
    try:
        with pytest.raises(SavedGameError):
            judge(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 64 * 2 ** 20, f"{peak / 2 ** 20:.0f} MB traced for a 1 GiB bomb"


def test_an_array_larger_than_the_genres_largest_board_is_refused_before_it_is_built(capsys, tmp_path):
    from .hostile_games import bombed, write

    document = bombed(1 << 20)
    document["studio"]["state"]["map"]["board"]["shape"] = [201, 200]  # a nonogram is at most 200x200
    line = one_error_line(capsys, write(tmp_path, "big.json", document))
    assert "201x200 is larger than any board of this genre" in line


def test_a_history_longer_than_a_game_can_need_is_refused_before_its_moves_are_read(capsys, tmp_path):
    from solvers.document import MAX_MOVES

    from .hostile_games import too_long, write

    line = one_error_line(capsys, write(tmp_path, "long.json", too_long()))
    assert f"{MAX_MOVES + 1:,} moves, more than a game can need" in line


@pytest.mark.parametrize("name", ["i4,(", ",", "(", "<f8", "O", "|S3", "V8", "[('a', '<i4')]", "<i4,<i4", "", 7])
def test_an_array_type_that_is_not_a_states_is_refused_in_one_line(capsys, tmp_path, name):
    """ "i4,(" and "," made numpy's dtype parser raise SyntaxError, which nothing caught."""
    from .hostile_games import malformed_type, write

    line = one_error_line(capsys, write(tmp_path, "typed.json", malformed_type(name)))
    assert "is not one of a state's (integers, booleans)" in line


def test_a_long_legal_history_replays_to_its_state(capsys, tmp_path):
    from .hostile_games import long_history, write

    document, board = long_history(20_000, undone=3)
    path = write(tmp_path, "long.json", document)
    assert main(["replay", "--json", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["moves"] == 20_000 and result["index"] == 19_997
    symbols = {1: "#", 0: "x", -1: "."}
    assert result["board"] == ["".join(symbols[int(v)] for v in row) for row in board]


def test_a_value_a_layer_cannot_hold_is_refused_even_when_a_later_move_takes_it_back(capsys, tmp_path):
    """Replay checks the values cells moves write once per value, not the state per move: a
    value the rules refuse is still refused, naming the move, though the history leads back to
    the saved state (undo would show it in the studio)."""
    from .hostile_games import long_history, write

    document, _ = long_history(6)
    moves = document["studio"]["moves"]
    (r, c, _, new), = moves[0]["cells"]
    moves.insert(2, {"kind": "cells", "layer": "board", "cells": [[r, c, new, 5]], "text": "Toggle cell"})
    moves.insert(3, {"kind": "cells", "layer": "board", "cells": [[r, c, 5, new]], "text": "Toggle cell"})
    document["studio"]["index"] = len(moves)
    line = one_error_line(capsys, write(tmp_path, "five.json", document))
    assert "move 3 puts 5 in 'board'" in line
