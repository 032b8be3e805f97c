"""``puzzle-studio-cli hint``: the next hint for a saved game, from the engine alone, in the
words the studio's Hint button gives (each genre's ``hint.game_hint``)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from solvers.cli import main
from solvers.cli_replay import load_game
from solvers.document import SavedGame
from solvers.genres import GENRES

SAVED = Path(__file__).resolve().parents[1] / "data" / "saved_games"


def hint_json(capsys, path: Path) -> dict:
    assert main(["hint", "--json", str(path)]) == 0
    return json.loads(capsys.readouterr().out)


def halfway(tmp_path: Path, genre: str) -> Path:
    """The solved fixture with its later half of moves undone: a game in progress, no mistake."""
    _, _, game = load_game(SAVED / f"{genre}-solved.json")
    while game.index > len(game.moves) // 2:
        game.undo()
    data = json.loads((SAVED / f"{genre}-solved.json").read_text())
    data["studio"] = SavedGame(game.state, game.base, game.moves, game.index).section()
    path = tmp_path / f"{genre}-halfway.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("genre", list(GENRES))
def test_a_board_with_mistakes_is_told_its_mistake_first(capsys, genre):
    result = hint_json(capsys, SAVED / f"{genre}-errors.json")
    assert result["genre"] == genre and result["kind"] in ("mistake", "rule")
    assert result["text"] and result["cells"] and all(len(c) == 2 for c in result["cells"])


@pytest.mark.parametrize("genre", list(GENRES))
def test_a_solved_game_has_nothing_to_hint(capsys, genre):
    result = hint_json(capsys, SAVED / f"{genre}-solved.json")
    assert result["kind"] == "solved" and not result["applicable"]


@pytest.mark.parametrize("genre", list(GENRES))
def test_a_game_in_progress_gets_a_move_that_leads_to_its_solution(capsys, tmp_path, genre):
    """The hint's cells agree with the solution the fixture's player reached (unique puzzles)."""
    path = halfway(tmp_path, genre)
    result = hint_json(capsys, path)
    assert result["kind"] in ("deduction", "solution") and result["applicable"] and result["text"]
    _, _, solved = load_game(SAVED / f"{genre}-solved.json")
    _, _, game = load_game(path)
    if genre == "nonogram":
        from solvers.events import Cancel
        from solvers.nonogram.hint import game_hint
        from solvers.nonogram.model import FILLED, UNKNOWN
        board, final = game.state["board"], solved.state["board"] == FILLED
        step = game_hint(game.state, Cancel()).step
        assert sorted(map(list, step.cells)) == result["cells"]
        assert all(board[cell] == UNKNOWN for cell in step.cells)  # new cells ...
        # ... as the solution the player went on to reach has them (a deduction holds in every
        # solution that extends the board)
        assert all((value == FILLED) == final[cell] for cell, value in zip(step.cells, step.values))
    elif genre == "numberlink":
        final = np.asarray(solved.state["board"])
        assert all(final[tuple(p)] > 0 for p in result["segments"])  # segments of the solution
    else:
        final = np.asarray(solved.state["walls"])
        assert all(final[tuple(e)] for e in result.get("walls_on", []))  # walls of the solution
        assert result.get("walls_on") or result["cells"]


def test_the_text_form_is_the_hint_in_words_with_its_cells(capsys):
    assert main(["hint", str(SAVED / "nonogram-errors.json")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Row ") and out[1].startswith("cells (row, column): (")


@pytest.mark.parametrize("content", ["", "{", '{"genre": "nonogram"}', "5 5\n"])
def test_a_file_without_a_saved_game_is_one_line_and_exit_2(capsys, tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_text(content)
    assert main(["hint", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bad.json" in err[0]


def test_a_missing_file_is_one_line_and_exit_2(capsys, tmp_path):
    assert main(["hint", str(tmp_path / "none.json")]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
