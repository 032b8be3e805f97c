"""Hostile saved games: any part of a saved section replaced by any JSON value gives either an
answer or one clear error (a PuzzleFormatError), never an internal error."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solvers.cli_replay import judge
from solvers.errors import PuzzleFormatError

from .saved_game_damage import damage

SAVED = Path(__file__).resolve().parents[1] / "data" / "saved_games"
NAMES = sorted(p.name for p in SAVED.glob("*.json"))

@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_a_damaged_saved_game_is_one_clear_error_or_an_answer(tmp_path, data):
    name = data.draw(st.sampled_from(NAMES))
    document = json.loads((SAVED / name).read_text())
    damage(document["studio"], data.draw)
    path = tmp_path / name
    path.write_text(json.dumps(document))
    try:
        result = judge(path)
    except PuzzleFormatError as error:
        assert "\n" not in str(error)
    else:
        assert isinstance(result["solved"], bool) and isinstance(result["errors"], list)
