"""``puzzle-studio-cli repair FILE [--target unique|line] [--output OUT] [--json]``: the
suggestions for an ambiguous (or too hard) picture, and the best repaired puzzle written out.
Results are checked with CP-SAT, not with the repair's own checks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solvers.cli import main
from solvers.nonogram import formats, solve
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.difficulty import difficulty, level
from solvers.nonogram.model import board_from_strings

SAMPLES = Path(__file__).resolve().parents[2] / "puzzles" / "nonogram"
# A frame with two cells inside on a diagonal: the other diagonal fits the same clues.
AMBIGUOUS = ["######", "#....#", "#.#..#", "#..#.#", "#....#", "######"]


@pytest.fixture
def picture_file(tmp_path):
    path = tmp_path / "die.pic"
    path.write_text("\n".join(AMBIGUOUS) + "\n", encoding="utf-8")
    return path


def test_json_lists_suggestions_that_each_make_the_picture_unique(capsys, picture_file):
    assert main(["repair", str(picture_file), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["status"] == "solved" and report["target"] == "unique"
    assert report["suggestions"]
    original = board_from_strings(AMBIGUOUS)
    for suggestion in report["suggestions"]:
        picture = original.copy()
        for (r, c), value in zip(suggestion["cells"], suggestion["values"]):
            assert picture[r, c] == (0 if value == "filled" else 1)  # a flip
            picture[r, c] = 1 - picture[r, c]
        verdict = solve(clues_from_picture(picture), "cpsat", max_solutions=2)
        assert verdict.unique is True
        assert suggestion["grade"] in ("easy", "medium", "hard", "expert", "search")


@pytest.mark.parametrize("extension", [".json", ".non", ".pic"])
def test_output_writes_the_best_repair_in_the_format_of_its_extension(capsys, picture_file, tmp_path,
                                                                      extension):
    out = tmp_path / f"fixed{extension}"
    assert main(["repair", str(picture_file), "--output", str(out), "--json"]) == 0
    best = json.loads(capsys.readouterr().out)["suggestions"][0]
    puzzle = formats.read_file(out)
    assert formats.format_from_path(out) == formats.EXTENSIONS[extension]
    assert solve(puzzle, "cpsat", max_solutions=2).unique is True
    original = clues_from_picture(board_from_strings(AMBIGUOUS))
    changed = [(r, c) for r in range(6) for c in range(6) if puzzle.goal[r, c] != original.goal[r, c]]
    assert changed == [tuple(cell) for cell in best["cells"]]


def test_line_target_on_a_puzzle_that_needs_probing(capsys, tmp_path):
    sample = SAMPLES / "anchor.json"
    assert solve(formats.read_file(sample), "line").status != "solved"
    out = tmp_path / "anchor-line.json"
    assert main(["repair", str(sample), "--target", "line", "--output", str(out)]) == 0
    text = capsys.readouterr().out
    assert "line-solvable" in text and "1. " in text
    fixed = formats.read_file(out)
    assert solve(fixed, "line").status == "solved"
    assert fixed.title == formats.read_file(sample).title


def test_a_unique_picture_is_already_repaired(capsys):
    assert main(["repair", str(SAMPLES / "heart.json")]) == 0
    assert "already unique" in capsys.readouterr().out


def _one_line_error(capsys, argv, words):
    assert main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], captured.err
    assert "Traceback" not in captured.err


def test_a_puzzle_without_a_picture_is_bad_input(capsys, tmp_path):
    clues_only = tmp_path / "clues.nin"
    clues_only.write_text("2 2\n1\n1\n1\n1\n", encoding="utf-8")
    _one_line_error(capsys, ["repair", str(clues_only)], "no picture")


def test_bad_inputs_are_one_line(capsys, picture_file, tmp_path):
    _one_line_error(capsys, ["repair", str(tmp_path / "missing.pic")], "missing.pic")
    _one_line_error(capsys, ["repair", str(picture_file), "--target", "pretty"], "pretty")
    _one_line_error(capsys, ["repair", str(picture_file), "--output", str(tmp_path / "out.xyz")],
                    "output format")
    broken = tmp_path / "broken.pic"
    broken.write_text("##x\n", encoding="utf-8")
    _one_line_error(capsys, ["repair", str(broken)], "unknown character")
    galaxies = Path(__file__).resolve().parents[2] / "puzzles" / "galaxies" / "diamond-11x11.json"
    _one_line_error(capsys, ["repair", str(galaxies)], "galaxies")


def test_generate_hits_a_nonogram_difficulty_and_refuses_unknown_ones(capsys):
    assert main(["generate", "nonogram", "--size", "10x10", "--difficulty", "probing", "--seed", "2",
                 "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    # "probing" is the older name of the scale's "hard" (difficulty.ALIASES).
    assert record["report"]["level"] == record["report"]["grade"] == "hard"
    assert record["report"]["techniques"][-1] == "probing"  # (a texture's report has no score: not graded again)
    puzzle = formats.read(json.dumps(record["puzzle"]), "json")
    assert solve(puzzle, "line").status != "solved"
    assert solve(puzzle, "cpsat", max_solutions=2).unique is True
    _one_line_error(capsys, ["generate", "nonogram", "--size", "8x8", "--difficulty", "fiendish"],
                    "fiendish")


@pytest.mark.slow
def test_generate_offers_depth_two_probing_and_says_whether_it_met_the_level(capsys):
    assert main(["generate", "nonogram", "--size", "20x20", "--difficulty", "probing-2", "--seed", "0",
                 "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    puzzle = formats.read(json.dumps(record["puzzle"]), "json")
    graded = difficulty(puzzle)
    assert record["report"]["difficulty_met"] is (level(graded) == "expert")
    assert record["report"]["level"] == level(graded)
    assert solve(puzzle, "cpsat", max_solutions=2).unique is True
