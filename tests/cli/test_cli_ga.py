"""``puzzle-studio-cli solve FILE --method ga [--ga-variant GA1|GA2] [--seed N]
[--population N] [--generations N] --json`` (issue 3): the usual JSON, ``status`` solved or
stopped, ``unique`` always null, and ``stats`` with ``fixed_cells``, ``generations``,
``best_fitness`` and ``history``; bad values are one line on stderr and exit code 2."""

from __future__ import annotations

import json
import re

import numpy as np
import pytest

from solvers.cli import main
from solvers.nonogram import formats
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import board_from_strings, satisfies

ERROR_LINE = re.compile(r"^puzzle-studio-cli: \S.*$")
SMALL = clues_from_picture((np.random.default_rng(14).random((8, 8)) < 0.5).astype(np.int8))
HARDER = clues_from_picture((np.random.default_rng(47).random((9, 9)) < 0.5).astype(np.int8))


@pytest.fixture
def small(tmp_path):
    path = tmp_path / "small.json"
    formats.write_file(path, SMALL)
    return path


@pytest.fixture
def harder(tmp_path):
    path = tmp_path / "harder.json"
    formats.write_file(path, HARDER)
    return path


def cli_json(capsys, *args) -> dict:
    code = main([str(a) for a in (*args, "--json")])
    out, err = capsys.readouterr()
    assert code == 0 and err == "", err
    assert len(out.splitlines()) == 1
    return json.loads(out)


@pytest.mark.parametrize("variant", ["GA1", "GA2"])
def test_ga_solves_with_a_seed_and_reports_its_stats(capsys, small, variant):
    record = cli_json(capsys, "solve", small, "--method", "ga", "--ga-variant", variant,
                      "--seed", 3, "--population", 200, "--generations", 150)
    assert record["method"] == "ga" and record["status"] == "solved"
    assert record["unique"] is None
    assert satisfies(SMALL, board_from_strings(record["solution"]))
    stats = record["stats"]
    assert {"fixed_cells", "generations", "best_fitness", "history"} <= set(stats)
    assert stats["variant"] == variant and stats["seed"] == 3 and stats["population"] == 200
    assert stats["best_fitness"] == 0 == stats["history"][-1]
    assert len(stats["history"]) == stats["generations"] + 1


def test_ga_never_claims_uniqueness_even_when_asked(capsys, small):
    record = cli_json(capsys, "solve", small, "--method", "ga", "--unique", "--seed", 3,
                      "--population", 200, "--generations", 150)
    assert record["unique"] is None


def test_generation_limit_stops_the_run(capsys, harder):
    record = cli_json(capsys, "solve", harder, "--method", "ga", "--ga-variant", "GA1",
                      "--seed", 1, "--population", 30, "--generations", 3)
    assert record["status"] == "stopped" and record["solution"] is None
    assert record["stats"]["generations"] == 3 and len(record["stats"]["history"]) == 4
    assert record["stats"]["best_fitness"] == record["stats"]["history"][-1] > 0


def test_same_seed_same_history(capsys, harder):
    args = ("solve", harder, "--method", "ga", "--seed", 9, "--population", 50,
            "--generations", 10)
    assert cli_json(capsys, *args)["stats"]["history"] == cli_json(capsys, *args)["stats"]["history"]


@pytest.mark.parametrize("flags", [
    ("--ga-variant", "GA3"),
    ("--seed", "-1"),
    ("--seed", "x"),
    ("--population", "0"),
    ("--generations", "1.5"),
])
def test_bad_ga_flags_are_one_line_errors(capsys, small, flags):
    code = main(["solve", str(small), "--method", "ga", *flags])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and ERROR_LINE.match(err.strip()), err


def test_ga_is_listed_by_methods(capsys):
    assert main(["methods"]) == 0
    assert re.search(r"^\s+ga\s+a genetic algorithm", capsys.readouterr().out, re.M)
