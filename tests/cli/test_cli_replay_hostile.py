"""Fuzz of the saved games' studio part, as the readers are fuzzed (tests/solvers/test_fuzz_readers.py):
seeded hostile changes to the section of every fixture game (tests/cli/hostile_games.py: zip
bombs, shapes beyond any board, array types numpy's parser chokes on, histories beyond
MAX_MOVES, moves with values of every kind, bookkeeping numbers of every kind). Each gives an
answer or one line (a SavedGameError or MoveError, exit 2 on the command line), never another
exception, and never the memory a bomb inflates to."""

from __future__ import annotations

import json
import tracemalloc

import pytest

from solvers.cli import main
from solvers.cli_replay import judge
from solvers.errors import PuzzleFormatError

from .hostile_games import BOMB, mutated, write

SEEDS = range(240)
CHUNK = 40  # seeds per test: a failure names its chunk, the message its seed


def judged(path) -> str:
    """'answer', or the one line of the PuzzleFormatError it raised; anything else escapes."""
    try:
        result = judge(path)
    except PuzzleFormatError as error:
        assert "\n" not in str(error)
        return str(error)
    assert isinstance(result["solved"], bool) and isinstance(result["errors"], list)
    return "answer"


@pytest.mark.parametrize("first", range(SEEDS.start, SEEDS.stop, CHUNK))
def test_a_hostile_saved_game_is_an_answer_or_one_line(tmp_path, first):
    for seed in range(first, first + CHUNK):
        name, document = mutated(seed)
        path = write(tmp_path, name, document)
        bomb = BOMB in path.read_text()
        if bomb:  # traced only here: tracing slows every allocation
            tracemalloc.start()
        try:
            judged(path)
            peak = tracemalloc.get_traced_memory()[1]
        except BaseException as error:
            raise AssertionError(f"seed {seed} ({name}): {type(error).__name__}: {error}") from error
        finally:
            tracemalloc.stop()
        # The bomb inflates to 256 MiB; what replay builds for any file here is a few MB.
        assert peak < 64 * 2 ** 20, f"seed {seed}: {peak / 2 ** 20:.0f} MB traced"


def test_the_mutations_are_hostile_reproducible_and_mostly_refused(tmp_path):
    outcomes = []
    for seed in range(60):
        name, document = mutated(seed)
        assert mutated(seed) == (name, document)
        outcomes.append(judged(write(tmp_path, name, document)))
    assert sum(outcome != "answer" for outcome in outcomes) >= 45
    assert len(set(outcomes)) >= 15  # many different refusals, not one check hit each time


@pytest.mark.parametrize("seed", range(0, 240, 30))
def test_on_the_command_line_a_hostile_saved_game_is_exit_2_and_one_line(capsys, tmp_path, seed):
    name, document = mutated(seed)
    path = write(tmp_path, name, document)
    code = main(["replay", "--json", str(path)])
    captured = capsys.readouterr()
    if code == 0:
        assert isinstance(json.loads(captured.out)["solved"], bool)
    else:
        lines = captured.err.strip().splitlines()
        assert code == 2 and len(lines) == 1 and lines[0].startswith("puzzle-studio-cli: ")
        assert "Traceback" not in captured.err and "internal error" not in captured.err.lower()
