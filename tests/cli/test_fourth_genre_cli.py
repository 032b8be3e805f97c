"""A fourth genre from the test tree (tests/fourth_genre: one-row lights), registered through its
one declaration, on the command line: methods, check, solve, samples, replay and hint."""

from __future__ import annotations

import json

import pytest

from solvers.cli import main
from solvers.document import SECTION_KEY, Game
from solvers.moves import CellsMove
from tests.fourth_genre import HERE, registered

SAMPLE = HERE / "samples" / "lights" / "three.json"


@pytest.fixture
def lights():
    with registered() as declared:
        yield declared


def test_methods_list_the_declared_methods(lights, capsys):
    assert main(["methods", "--genre", "lights"]) == 0
    out = capsys.readouterr().out
    assert "One-row lights (lights):" in out and "every lighting of the row, tried in turn" in out


def test_check_and_solve_detect_the_genre_from_the_file(lights, capsys):
    assert main(["check", "--json", str(SAMPLE)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["unique"] is True and report["solvable"] is True
    assert main(["solve", str(SAMPLE)]) == 0
    assert "##.#." in capsys.readouterr().out


def test_the_samples_come_from_the_declared_folder(lights, capsys):
    from solvers.samples import known_grades, relative_name, samples

    found = [s for s in samples() if s.genre == "lights"]
    assert [s.path for s in found] == [SAMPLE]
    assert relative_name(found[0]) == "lights/three.json" and "lights/three.json" not in known_grades()


def test_a_saved_game_replays_and_hints(lights, capsys, tmp_path):
    """A game saved as the studio saves one (the puzzle's JSON and its section), replayed by
    the engine alone; then the hint names the next cell."""
    from solvers.document import SavedGame

    play = lights.play_model()
    base = play.load(SAMPLE)
    game = Game(play, dict(base, board=base["board"].copy()))
    game.push(CellsMove("light", "board", [(0, 0)], [0], [1]))
    saved = SavedGame(state=game.state, base=base, moves=list(game.moves), index=game.index, mode=2)
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**json.loads(SAMPLE.read_text()), SECTION_KEY: saved.section()}))
    assert main(["replay", "--json", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["genre"] == "lights" and result["board"] == ["#...."] and not result["solved"]
    assert result["errors"][0]["code"] == "L1"
    assert main(["hint", "--json", str(path)]) == 0
    hint = json.loads(capsys.readouterr().out)
    assert hint["cells"] == [[0, 1]] and "Cell 2 is lit" in hint["text"]


def test_it_implements_the_genre_protocol(lights):
    """The checks every genre of the registry gets (tests/solvers/test_genre_protocol.py)."""
    from tests.solvers.test_genre_protocol import (
        PROTOCOL_FUNCTIONS,
        test_genre_package_has_every_protocol_member,
        test_protocol_functions_take_the_protocols_arguments,
        test_the_formats_tables_are_the_declarations_own,
    )

    test_genre_package_has_every_protocol_member("lights")
    test_the_formats_tables_are_the_declarations_own("lights")
    for function in PROTOCOL_FUNCTIONS:
        test_protocol_functions_take_the_protocols_arguments("lights", function)


def test_gone_after_the_block(capsys):
    assert main(["methods", "--genre", "lights"]) == 2


def test_the_help_lists_its_formats_from_its_declaration(lights, capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "  lights: json (.json)\n" in capsys.readouterr().out
