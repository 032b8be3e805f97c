"""The command line with numberlink: --genre numberlink, --rules, every format, JSON rows of labels."""

from __future__ import annotations

import json

import pytest

from solvers.cli import main

UNIQUE = "3 3\nA.A\nB.B\nC.C\n"
OPEN = "3 3\nA..\n...\n..A\n"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def unique(tmp_path):
    path = tmp_path / "u.nl"
    path.write_text(UNIQUE)
    return path


@pytest.mark.parametrize("method", ("auto", "cpsat", "sat", "ilp", "mip"))
def test_solve_json_rows_of_labels(capsys, unique, method):
    code, out, _ = run(capsys, "solve", unique, "--genre", "numberlink", "--method", method,
                       "--unique", "--json")
    record = json.loads(out)
    assert code == 0 and record["genre"] == "numberlink" and record["unique"] is True
    assert record["solution"] == [["A"] * 3, ["B"] * 3, ["C"] * 3]


def test_multiple_under_nikoli_gives_second_solution(capsys, tmp_path):
    path = tmp_path / "open.txt"
    path.write_text(OPEN)
    _code, out, _ = run(capsys, "solve", path, "--genre", "numberlink", "--format", "text",
                       "--rules", "nikoli", "--unique", "--json")
    record = json.loads(out)
    assert record["unique"] is False and record["second_solution"] != record["solution"]
    assert record["differences"] and record["stats"]["short_circuit"] is True
    assert any("." in row for row in record["solution"])


def test_text_output(capsys, unique):
    code, out, _ = run(capsys, "solve", unique, "--genre", "numberlink")
    assert code == 0 and " A  A  A" in out


@pytest.mark.parametrize("bad", ["3 3\nA.A\nB.B\nC..\n", "3 3\nA.A\n"])
def test_bad_input_exit_2_one_line(capsys, tmp_path, bad):
    path = tmp_path / "bad.nl"
    path.write_text(bad)
    code, out, err = run(capsys, "solve", path, "--genre", "numberlink")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


def test_bad_rules_exit_2(capsys, unique):
    code, _, err = run(capsys, "solve", unique, "--genre", "numberlink", "--rules", "loose")
    assert code == 2 and "fill, nikoli" in err


def test_convert_between_formats(capsys, tmp_path, unique):
    for ext in (".json", ".flow", ".pzl", ".adc"):
        target = tmp_path / f"out{ext}"
        assert run(capsys, "convert", unique, target, "--genre", "numberlink")[0] == 0
        code, out, _ = run(capsys, "solve", target, "--genre", "numberlink", "--json")
        assert code == 0 and json.loads(out)["status"] == "solved"


def test_native_json_is_detected_without_genre(capsys, tmp_path, unique):
    target = tmp_path / "p.json"
    run(capsys, "convert", unique, target, "--genre", "numberlink")
    code, out, _ = run(capsys, "solve", target, "--json")
    assert code == 0 and json.loads(out)["genre"] == "numberlink"


def test_methods_lists_numberlink(capsys):
    code, out, _ = run(capsys, "methods", "--genre", "numberlink")
    assert code == 0 and "ilp" in out and "cpsat" in out


def test_check(capsys, unique):
    code, out, _ = run(capsys, "check", unique, "--genre", "numberlink", "--json")
    assert code == 0 and json.loads(out)["unique"] is True


def test_generate_unknown_difficulty_exit_2_one_line(capsys):
    code, out, err = run(capsys, "generate", "numberlink", "--size", "6x6", "--difficulty", "expert")
    assert code == 2 and not out
    assert len(err.strip().splitlines()) == 1 and "expert" in err
