"""Games saved by the studio before the document model moved to the engine (tests/data/saved_games,
made by make_saved_games.py there) open with their games: the state, the whole undo chain, the
clock, the hints and reveals used, and the finish as the rules judge it."""

import json
from pathlib import Path

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
