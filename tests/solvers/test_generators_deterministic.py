"""Issue 25, determinism: a generator's puzzle is a function of the genre, size, seed, options
and generator version alone, whatever the machine's load and however its threads are
scheduled. Each test makes a puzzle twice, once on a quiet process and once under artificial
load (busy threads beside it and a busy child process), or in another process with another
string hash seed, and compares the two exactly. Nothing here times anything."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import numpy as np
import pytest

from .busy import busy
from .cancel_tokens import LeapingClock


def numberlink_key(puzzle) -> tuple:
    return puzzle.labels, puzzle.endpoints, tuple(tuple(path) for path in puzzle.solution)


def test_numberlink_same_seed_same_puzzle_under_load():
    from solvers.numberlink.generator import generate

    quiet, report = generate(10, 10, 5)
    with busy():
        loaded, _ = generate(10, 10, 5)
    assert numberlink_key(loaded) == numberlink_key(quiet)
    assert report["generator_version"] >= 2


def test_numberlink_two_judges_in_two_threads_give_the_same_paths_under_load():
    """The look-ahead (20x20's: a move and one more judged at once in two threads) on a
    smaller grid: which thread answers first must not change the paths."""
    from solvers.numberlink.generator import generate_grow
    from solvers.numberlink.pair_moves import WORK_PER_SECOND, fewer_pairs

    # A unique cover before any joining (generate itself refuses covers whose ends touch).
    puzzle, _ = generate_grow(10, 10, random.Random(3), join_budget=0)
    start = [list(path) for path in puzzle.solution]
    budget = 2 * WORK_PER_SECOND
    quiet = fewer_pairs(10, 10, start, random.Random(3), budget, look_ahead=True)
    with busy(threads=3):
        loaded = fewer_pairs(10, 10, start, random.Random(3), budget, look_ahead=True)
    assert quiet == loaded and quiet[1] >= 1


def test_numberlink_cli_json_reproduces_the_puzzle_in_another_process():
    """generate --json carries what makes the puzzle again; another process, another string
    hash seed, under load: the same puzzle."""
    from solvers.numberlink import formats
    from solvers.numberlink.generator import GENERATOR_VERSION, generate

    env = dict(os.environ, PYTHONHASHSEED="12345")
    with busy(threads=1):
        out = subprocess.run([sys.executable, "-m", "solvers.cli", "generate", "numberlink", "--size", "8x7",
                              "--json"], capture_output=True, text=True, env=env, check=True).stdout
    record = json.loads(out)
    again = record["reproduce"]
    assert again["generator_version"] == GENERATOR_VERSION and again["size"] == "8x7"
    assert again["genre"] == "numberlink" and again["seed"] == record["seed"]
    puzzle, _ = generate(8, 7, again["seed"], **again["options"])
    assert json.loads(formats.write(puzzle, formats.FORMATS[0])) == record["puzzle"]


def test_numberlink_timeout_ends_a_run_and_says_so(monkeypatch):
    """A deadline never changes the puzzle: it stops the run with the generator's error. The
    engine's clock leaps an hour at each reading, so the deadline has passed at the first look
    (a real 0.5 s raced the generator: a fast machine could finish first)."""
    from solvers import events
    from solvers.numberlink.generator import GenerationCancelled, generate

    monkeypatch.setattr(events, "time", LeapingClock())
    with pytest.raises(GenerationCancelled):
        generate(20, 20, 1, timeout=0.5)


def test_galaxies_same_seed_same_puzzle_under_load():
    from solvers.galaxies.generator import generate

    quiet, report = generate(10, 10, 4)
    with busy():
        loaded, _ = generate(10, 10, 4)
    assert loaded.dots == quiet.dots and np.array_equal(loaded.solution, quiet.solution)
    assert report["generator_version"] >= 2


def test_galaxies_unreasonable_same_seed_same_puzzle_under_load():
    """Unreasonable runs the exact search (CP-SAT), whose budget is deterministic time."""
    from solvers.galaxies.generator import generate

    quiet, report = generate(20, 20, 2, difficulty="unreasonable")
    assert report["searches"] >= 1
    with busy():
        loaded, _ = generate(20, 20, 2, difficulty="unreasonable")
    assert loaded.dots == quiet.dots and np.array_equal(loaded.solution, quiet.solution)


@pytest.mark.parametrize("size, seed, wanted", [(12, 3, None), (20, 1, "expert")])
def test_nonogram_same_seed_same_puzzle_under_load(size, seed, wanted):
    """expert walks the picture (harden.py) with depth-2 rounds and SAT checks on budgets."""
    from solvers.nonogram.generator import generate

    quiet, report = generate(size, size, seed, difficulty=wanted)
    with busy():
        loaded, again = generate(size, size, seed, difficulty=wanted)
    assert np.array_equal(loaded.goal, quiet.goal) and (loaded.rows, loaded.cols) == (quiet.rows, quiet.cols)
    assert again == report
    assert report["generator_version"] >= 2


def test_nonogram_a_missed_level_is_missed_alike_under_load():
    """The whole budget (steps of work) spent looking for a level it is too small for: the
    closest puzzle found is the same whatever the load."""
    from solvers.nonogram.generator import generate

    quiet, report = generate(20, 20, 7, difficulty="expert", budget=3000)
    with busy():
        loaded, again = generate(20, 20, 7, difficulty="expert", budget=3000)
    assert np.array_equal(loaded.goal, quiet.goal) and again == report
