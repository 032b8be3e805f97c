"""The command line with galaxies: --genre galaxies, every format, JSON rows of dot indices,
uniqueness answers, generate, check, methods, one-line errors."""

from __future__ import annotations

import json

import pytest

from solvers.cli import main
from solvers.galaxies import formats
from solvers.genres import detect_genre

PUZZLE = "7x7:gezoahhszbivki"
AMBIGUOUS = "3x3:kbb"
# generate --picture stops after 60 s unless told: an hour is a limit no load reaches
NO_LIMIT = ("--timeout", "3600")


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def sgt(tmp_path):
    path = tmp_path / "p.sgt"
    path.write_text(PUZZLE + "\n")
    return path


@pytest.mark.parametrize("method", ["auto", "propagate", "ilp", "cpsat"])
def test_solve_json_rows_of_dot_indices(capsys, sgt, method):
    code, out, _ = run(capsys, "solve", sgt, "--genre", "galaxies", "--method", method,
                       "--unique", "--json")
    record = json.loads(out)
    assert code == 0 and record["genre"] == "galaxies" and record["unique"] is True
    solution = record["solution"]
    assert len(solution) == 7 and all(len(row) == 7 for row in solution)
    assert {v for row in solution for v in row} == set(range(12))
    assert solution[0][0] == 3  # dots numbered row-major over the doubled grid
    assert len(record["stats"]["picture"]) == 7


def test_multiple_gives_second_solution_and_differences(capsys, tmp_path):
    path = tmp_path / "a.sgt"
    path.write_text(AMBIGUOUS)
    code, out, _ = run(capsys, "solve", path, "--genre", "galaxies", "--unique", "--json")
    record = json.loads(out)
    assert code == 0 and record["unique"] is False
    assert record["second_solution"] != record["solution"] and record["differences"]


def test_text_output_and_steps(capsys, sgt):
    code, out, _ = run(capsys, "solve", sgt, "--genre", "galaxies", "--method", "propagate",
                       "--steps")
    assert code == 0 and "under-dot" in out and "solved" in out


@pytest.mark.parametrize("fmt,name", [("json", "p.json"), ("puzzlink", "p.url"), ("ascii", "p.gal")])
def test_convert_and_solve_every_format(capsys, tmp_path, sgt, fmt, name):
    target = tmp_path / name
    assert run(capsys, "convert", sgt, target, "--genre", "galaxies")[0] == 0
    assert formats.detect_format(target.read_text()) == fmt
    code, out, _ = run(capsys, "solve", target, "--genre", "galaxies", "--format", fmt, "--json")
    assert code == 0 and json.loads(out)["status"] == "solved"


def test_json_and_url_are_detected_without_genre(capsys, tmp_path, sgt):
    for name in ("p.json", "p.url"):
        target = tmp_path / name
        run(capsys, "convert", sgt, target, "--genre", "galaxies")
        assert detect_genre(target).name == "galaxies"
        code, out, _ = run(capsys, "solve", target, "--json")
        assert code == 0 and json.loads(out)["genre"] == "galaxies"


@pytest.mark.parametrize("text", ["7x7:gez0", "2x2:z", "--o--\n| | |\n-----\n", "101x3:a"])
def test_bad_input_exit_2_one_line(capsys, tmp_path, text):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    code, out, err = run(capsys, "solve", path, "--genre", "galaxies")
    assert code == 2 and out == "" and err.count("\n") == 1 and err.startswith("puzzle-studio-cli: ")


def test_check_reports_grade(capsys, sgt):
    code, out, _ = run(capsys, "check", sgt, "--genre", "galaxies", "--json")
    report = json.loads(out)
    assert code == 0 and report["unique"] is True and report["grade"] in ("easy", "medium", "hard", "expert", "search")


def test_generate(capsys):
    code, out, _ = run(capsys, "generate", "galaxies", "--size", "6x5", "--count", "2",
                       "--seed", "4", "--json")
    records = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(records) == 2
    for record in records:
        puzzle = formats.read(json.dumps(record["puzzle"]))
        assert (puzzle.width, puzzle.height) == (6, 5) and record["report"]["grade"]


@pytest.mark.parametrize("level,grade", [("normal", "hard"), ("unreasonable", "search"), ("medium", "medium")])
def test_generate_difficulty_and_quality_report(capsys, level, grade):
    from solvers.galaxies import difficulty

    code, out, _ = run(capsys, "generate", "galaxies", "--size", "20x20", "--seed", "2",
                       "--difficulty", level, "--json")
    record = json.loads(out)
    report = record["report"]
    puzzle = formats.read(json.dumps(record["puzzle"]))
    graded = difficulty(puzzle)
    assert code == 0 and graded["unique"] is True and graded["grade"] == grade
    assert report["level"] == report["grade"] == grade  # the old names are aliases
    assert report["dots"] == len(puzzle.dots) and report["deduced_fraction"] == graded["deduced_fraction"]
    assert report["cells_per_dot"] == round(400 / len(puzzle.dots), 2) and report["largest_region"] >= 1


def test_generate_unknown_difficulty_exit_2_one_line(capsys):
    code, out, err = run(capsys, "generate", "galaxies", "--size", "5x5", "--difficulty", "fiendish")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "choose one of easy, medium, hard, expert, search" in err


def test_methods_lists_galaxies(capsys):
    code, out, _ = run(capsys, "methods", "--genre", "galaxies")
    assert code == 0 and all(m in out for m in ("ilp", "mip", "propagate", "auto", "cpsat"))


PICTURE = """\
..##..
.####.
######
.#..#.
"""


def test_generate_from_picture_reproduces_it(capsys, tmp_path):
    from solvers.galaxies import rules, solve
    from solvers.galaxies.model import picture

    path = tmp_path / "heart.txt"
    path.write_text(PICTURE)
    code, out, _ = run(capsys, "generate", "galaxies", "--picture", path, *NO_LIMIT, "--seed", "3",
                       "--count", "2", "--json")
    records = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and [r["seed"] for r in records] == [3, 4]
    for record in records:
        puzzle = formats.read(json.dumps(record["puzzle"]))
        assert rules.check(puzzle, puzzle.solution) == []
        assert picture(puzzle, puzzle.solution) == PICTURE.splitlines()
        assert solve(puzzle, "ilp", max_solutions=2).unique is True
        assert record["report"]["grade"] in ("easy", "medium", "hard", "expert", "search")
    code, out, _ = run(capsys, "generate", "galaxies", "--picture", path, *NO_LIMIT, "--seed", "3")
    assert code == 0 and out.startswith("# puzzle 1:") and "grade=" in out
    code, out, _ = run(capsys, "generate", "galaxies", "--picture", path, *NO_LIMIT, "--seed", "3",
                       "--difficulty", "easy", "--json")
    assert code == 0 and json.loads(out)["report"]["grade"] == "easy"  # as asked
    code, out, err = run(capsys, "generate", "galaxies", "--picture", path, *NO_LIMIT, "--seed", "3",
                         "--difficulty", "normal", "--json")  # normal = hard: not at 6x4
    assert code == 2 and out == "" and "too small" in err


@pytest.mark.parametrize("text,message", [
    ("", "empty picture"),
    ("..#\n.#\n", "line 2: ragged"),
    ("..#\n.o.\n", "line 2: unknown character 'o'"),
    ("." * 101 + "\n", "maximum is 100x100"),
])
def test_generate_bad_picture_exit_2_one_line(capsys, tmp_path, text, message):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    code, out, err = run(capsys, "generate", "galaxies", "--picture", path)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err


@pytest.mark.parametrize("argv,message", [
    (["--picture", "{missing}"], "No such file"),
    (["--picture", "{good}", "--size", "6x4"], "leave out --size"),
    ([], "required: --size"),
    (["--picture", "{good}", "--timeout", "0"], "positive number of seconds"),
    (["--picture", "{good}", "--difficulty", "fiendish"], "choose one of easy, medium"),
])
def test_generate_picture_argument_errors(capsys, tmp_path, argv, message):
    good = tmp_path / "good.txt"
    good.write_text(PICTURE)
    argv = [a.format(missing=tmp_path / "nope.txt", good=good) for a in argv]
    code, out, err = run(capsys, "generate", "galaxies", *argv)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err


def test_generate_picture_out_of_time_is_one_line(capsys, tmp_path, monkeypatch):
    from solvers import galaxies
    from solvers.galaxies.generator import GenerationTimeout

    def never(picture, seed, timeout):  # the library's own failure, without waiting for it
        raise GenerationTimeout(f"no unique puzzle for this picture within {timeout:g} s")

    monkeypatch.setattr(galaxies, "generate_from_picture", never)
    path = tmp_path / "p.txt"
    path.write_text(PICTURE)
    code, out, err = run(capsys, "generate", "galaxies", "--picture", path, "--timeout", "2")
    assert code == 3 and out == "" and err == "puzzle-studio-cli: no unique puzzle for this picture within 2 s\n"


def test_generate_stopped_before_a_puzzle_exits_3_as_a_stopped_solve(capsys, monkeypatch):
    """A generator that ends without a puzzle (its timeout, a cancel) is a stopped run, told
    apart from bad input (2) and from an answer (0) by its exit code."""
    from solvers import galaxies
    from solvers.galaxies.generator import GenerationTimeout

    def stopped(width, height, seed, cancel=None, **options):
        raise GenerationTimeout("no unique 9x9 puzzle within 1 s")

    monkeypatch.setattr(galaxies, "generate", stopped)
    code, out, err = run(capsys, "generate", "galaxies", "--size", "9x9", "--seed", "4", "--timeout", "1")
    assert code == 3 and out == "" and err == "puzzle-studio-cli: no unique 9x9 puzzle within 1 s\n"
