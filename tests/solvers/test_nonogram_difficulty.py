"""The grade on the common scale (easy: simple line rules, medium: the line solver, hard:
probing, expert: depth-2 probing, search) and its score, checked against what the techniques
do on their own (the line method's two rules; probing's own solver)."""

import json
from pathlib import Path

import numpy as np

from solvers.cli import main
from solvers.nonogram import formats, solve
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.difficulty import LEVELS, TECHNIQUE_LEVELS, difficulty, level
from solvers.nonogram.model import board_from_strings

SAMPLES = Path(__file__).parents[2] / "puzzles" / "nonogram"
# A generated 10x10 (found by flipping cells of a unique picture toward harder grades): unique,
# and probing one cell at a time stalls on it; probing with trials that probe themselves ends it.
DEPTH_TWO = [".#..##..##", "....#.##..", ".....#....", "#.######..", "..#..#....",
             ".....#####", "#....#....", "##...#....", "..##.##...", "...##.##.."]


def test_line_solvable_samples_grade_line_with_their_line_passes_as_score():
    puzzle = formats.read_file(SAMPLES / "heart.json")
    report = difficulty(puzzle)
    line = solve(puzzle, "line")
    assert report["grade"] in ("easy", "medium") and report["probe_depth"] is None
    assert report["score"] == line.stats["steps"] > 0 and level(report) == report["grade"]
    simple = solve(puzzle, "line", line_rule="simple").status == "solved"
    assert report["level"] == ("easy" if simple else "medium")


def test_a_probing_sample_is_depth_one():
    report = difficulty(formats.read_file(SAMPLES / "anchor.json"))
    assert report["grade"] == "hard" and report["probe_depth"] == 1 and report["unique"] is True
    assert report["score"] == report["line_steps"] + report["probes"] and report["probes"] > 0
    assert level(report) == "hard" and report["techniques"][-1] == "probing"


def test_depth_two_probing_finishes_what_depth_one_cannot():
    puzzle = clues_from_picture(board_from_strings(DEPTH_TWO))
    assert solve(puzzle, "cpsat", max_solutions=2).unique is True
    assert solve(puzzle, "line").status != "solved"
    report = difficulty(puzzle)
    assert report["grade"] == "expert" and report["probe_depth"] == 2 and report["unique"] is True
    anchor = difficulty(formats.read_file(SAMPLES / "anchor.json"))
    assert report["score"] > anchor["score"]  # deeper probing is more work


def test_an_ambiguous_puzzle_needs_search():
    report = difficulty(formats.read_file(SAMPLES / "not-unique-demo.json"))
    assert report["grade"] == "search" and report["unique"] is False and report["branches"] > 0
    assert level(report) == "search" and LEVELS[-1] == "search"
    assert report["techniques"] == list(TECHNIQUE_LEVELS)  # every technique tried, none finished


def test_check_json_reports_depth_and_score(capsys):
    assert main(["check", str(SAMPLES / "anchor.json"), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["grade"] == report["level"] == "hard" and report["probe_depth"] == 1
    assert isinstance(report["score"], int) and report["score"] > 0


def test_random_unique_pictures_grade_as_the_techniques_say():
    rng = np.random.default_rng(4)
    seen = {}
    while len(seen) < 2 or "hard" not in seen:
        puzzle = clues_from_picture((rng.random((10, 10)) < 0.5).astype(np.int8))
        report = difficulty(puzzle)
        if report["unique"]:
            seen.setdefault(report["grade"], report)
            if report["grade"] in ("easy", "medium"):
                assert solve(puzzle, "line").status == "solved"
                simple = solve(puzzle, "line", line_rule="simple").status == "solved"
                assert report["grade"] == ("easy" if simple else "medium")
            else:
                assert solve(puzzle, "probe").stats["needed_search"] is False
    assert set(seen) & {"easy", "medium"} and "hard" in seen
