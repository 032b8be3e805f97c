"""Games saved by the studio before the document model moved to the engine (tests/data/saved_games,
made by make_saved_games.py there) open with their games: the state, the whole undo chain, the
clock, the hints and reveals used, and the finish as the rules judge it."""

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studio.moves import decode

from ..cli.saved_game_damage import damage

SAVED = Path(__file__).resolve().parents[1] / "data" / "saved_games"
FILES = sorted(p.name for p in SAVED.glob("*.json"))


def test_the_fixtures_are_there():
    assert len(FILES) >= 9


@pytest.mark.parametrize("name", FILES)
def test_a_saved_game_opens_with_its_undo_chain_and_bookkeeping(window, qtbot, name):
    section = json.loads((SAVED / name).read_text())["studio"]
    doc = window.open_file(SAVED / name)
    assert doc is not None and doc.genre == name.split("-")[0]
    stack = doc.undo_stack
    assert stack.count() == len(section["moves"]) and stack.index() == section["index"]
    assert doc.same_state(decode(section["state"])) and not window.isWindowModified()
    assert doc.hints_used() == section["hints"] and doc.reveals_used() == section["reveals"]
    assert doc.clock.seconds() == pytest.approx(section["clock"], abs=0.5)
    finished = "solved" in name or "revealed" in name
    assert doc.finished() == finished
    if "revealed" in name:
        assert doc.finish_text().startswith("Solution revealed")
    # Undo walks the chain back to the state before the first move, Redo forward again.
    for _ in range(stack.index()):
        stack.undo()
    assert doc.same_state(decode(section["base"]))
    for _ in range(section["index"]):
        stack.redo()
    assert doc.same_state(decode(section["state"])) and doc.finished() == finished
    # Counts are never lowered by undo and redo: a hint once used stays used.
    assert doc.hints_used() == section["hints"] and doc.reveals_used() == section["reveals"]


PUZZLES = Path(__file__).resolve().parents[2] / "puzzles"


@pytest.mark.parametrize("path", [PUZZLES / "nonogram" / "heart.json", PUZZLES / "galaxies" / "generated-7x7.json",
                                  PUZZLES / "numberlink" / "generated_6x6_1.json"], ids=lambda p: p.parent.name)
def test_the_studio_and_the_engine_build_the_same_state_from_a_file(window, path):
    """The command line replays on the engine's state; the studio's document must start from the
    same one, or a game saved in one would not replay in the other."""
    from importlib import import_module

    from solvers.moves import same_state

    doc = window.open_file(path)
    model = import_module(f"solvers.{doc.genre}.moves").MODEL
    assert doc.model is model
    assert same_state(doc.state(), model.load(path))
    model.check_state(doc.state())


def damaged(data, tmp_path) -> Path:
    """A fixture game with one to three places of its section replaced by any JSON value."""
    name = data.draw(st.sampled_from(FILES))
    document = json.loads((SAVED / name).read_text())
    damage(document["studio"], data.draw)
    path = tmp_path / name
    path.write_text(json.dumps(document))
    return path


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_a_damaged_saved_game_opens_as_far_as_it_can(window, tmp_path, data):
    """The engine refuses what does not fit (history no longer catches every exception): the
    puzzle opens, with its saved state or without, and nothing else is raised."""
    path = damaged(data, tmp_path)
    doc = window.open_file(path)
    assert doc is not None
    doc.model.check_state(doc.state())
    window.close_tab(window.tabs.indexOf(doc))


# -- hostile saved games (issue 37): one dialog, never an internal error, never a freeze ------------------
def opened(window, path, warnings):
    """The document File > Open gives, and the one dialog line it showed about the saved game."""
    doc = window.open_file(path)
    assert doc is not None and len(warnings) == 1 and "\n" not in warnings[0]
    assert warnings[0].startswith(f"{path.name}: ")
    return doc, warnings[0]


def file_state(doc, path):
    from solvers.moves import same_state

    return same_state(doc.state(), doc.model.load(path))


def test_a_zip_bomb_is_one_dialog_and_the_puzzle_opens_as_the_file_has_it(window, tmp_path, isolated_settings):
    from ..cli.hostile_games import GiB, bombed, write

    path = write(tmp_path, "bomb.json", bombed(GiB))
    doc, line = opened(window, path, isolated_settings)
    assert "saved game dropped" in line and "not the 12 bytes its shape needs" in line
    assert file_state(doc, path) and doc.undo_stack.count() == 0 and not window.isWindowModified()


def test_a_malformed_array_type_is_one_dialog(window, tmp_path, isolated_settings):
    from ..cli.hostile_games import malformed_type, write

    path = write(tmp_path, "typed.json", malformed_type("i4,("))
    doc, line = opened(window, path, isolated_settings)
    assert "is not one of a state's (integers, booleans)" in line and file_state(doc, path)


def test_a_history_too_long_or_that_does_not_replay_keeps_the_saved_board_without_its_chain(
        window, tmp_path, isolated_settings):
    from solvers.document import MAX_MOVES

    from ..cli.hostile_games import fixture, too_long, write

    path = write(tmp_path, "long.json", too_long())
    doc, line = opened(window, path, isolated_settings)
    assert f"{MAX_MOVES + 1:,} moves" in line and "saved history dropped" in line
    section = fixture("nonogram-solved.json")["studio"]
    assert doc.same_state(decode(section["state"])) and doc.undo_stack.count() == 0
    window.close_tab(window.tabs.indexOf(doc))
    isolated_settings.clear()
    document = fixture("nonogram-errors.json")
    document["studio"]["moves"][1]["cells"][0][2] = 0  # the board had that cell undecided, not crossed
    path = write(tmp_path, "wrong.json", document)
    doc, line = opened(window, path, isolated_settings)
    assert "move 2" in line and doc.same_state(decode(document["studio"]["state"])) and doc.undo_stack.count() == 0


def test_a_long_legal_history_opens_with_its_undo_chain(window, tmp_path, isolated_settings):
    """20,000 moves: the engine replays them once and the undo stack takes them without a
    second replay; Undo and Redo then walk the chain as before the save."""
    from ..cli.hostile_games import long_history, write

    document, board = long_history(20_000, undone=2)
    path = write(tmp_path, "long.json", document)
    doc = window.open_file(path)
    assert isolated_settings == [] and doc.undo_stack.count() == 20_000 and doc.undo_stack.index() == 19_998
    assert np.array_equal(doc.board, board) and not window.isWindowModified()
    moves = document["studio"]["moves"]
    (r, c, old, new), = moves[19_998]["cells"]  # the first undone move
    assert doc.board[r, c] == old
    doc.undo_stack.redo()
    assert doc.board[r, c] == new and window.isWindowModified()
    doc.undo_stack.undo()
    (r, c, old, new), = moves[19_997]["cells"]  # the last move done
    assert doc.board[r, c] == new
    doc.undo_stack.undo()
    assert doc.board[r, c] == old


@pytest.mark.parametrize("first", range(0, 60, 20))
def test_a_hostile_saved_game_opens_as_far_as_it_can_with_one_dialog(window, tmp_path, isolated_settings, first):
    """The seeded mutations of the command line's fuzz test (tests/cli/hostile_games.py), opened
    in the studio: the puzzle opens (with its saved state or without), at most one dialog of one
    line says what was dropped, nothing is raised."""
    from ..cli.hostile_games import mutated, write

    for seed in range(first, first + 20):
        isolated_settings.clear()
        name, document = mutated(seed)
        doc = window.open_file(write(tmp_path, f"{seed}-{name}", document))
        assert doc is not None, f"seed {seed}: {isolated_settings}"
        assert len(isolated_settings) <= 1 and all("\n" not in text for text in isolated_settings), seed
        doc.model.check_state(doc.state())
        window.close_tab(window.tabs.indexOf(doc))
