"""The quality report of a numberlink puzzle (solvers.numberlink.quality) and the generator's
difficulty option: figures recomputed here from the solution's paths, the level from the
deduction's techniques (levels.py; the old grade by the search's conflicts stays as grade_of),
unknown levels refused."""

from __future__ import annotations

import json

import pytest

from solvers import scale
from solvers.cli import main
from solvers.numberlink import generate
from solvers.numberlink.levels import grade
from solvers.numberlink.model import Numberlink
from solvers.numberlink.quality import GRADES, check_grade, grade_of, report, search_conflicts, turns


def test_turns_count_changes_of_direction():
    assert turns([(0, 0), (0, 1), (0, 2)]) == 0
    assert turns([(0, 0), (0, 1), (1, 1), (1, 2), (1, 3)]) == 2
    assert turns([(0, 0), (1, 0)]) == 0


def test_report_figures_match_the_solution():
    paths = (((0, 0), (0, 1), (0, 2), (1, 2), (2, 2)), ((1, 0), (1, 1)), ((2, 0), (2, 1)))
    puzzle = Numberlink(3, 3, ("A", "B", "C"), tuple((p[0], p[-1]) for p in paths), solution=paths)
    out = report(puzzle, "fill")
    assert out["pairs"] == 3
    assert out["adjacent_ends"] == 2  # B and C
    assert out["path_length_mean"] == round((5 + 2 + 2) / 3, 1) and out["path_length_max"] == 5
    assert out["turns_mean"] == round(1 / 3, 1)
    assert 0.0 <= out["deduced"] <= 1.0
    assert out["grade"] == out["level"] == grade(puzzle)["level"]
    assert out["crowded_ends"] == 6 and out["crowded_share"] == 1.0  # every end has a number beside it
    assert out["plain_paths"] == 3 and out["plain_share"] == 1.0  # one L, two straight


def test_report_without_a_known_solution_has_no_path_figures():
    puzzle = Numberlink(3, 1, ("A",), (((0, 0), (0, 2)),))
    out = report(puzzle, "fill")
    assert out["path_length_mean"] is None and out["turns_mean"] is None
    assert out["deduced"] == 1.0 and out["grade"] == "easy"


def test_grades_follow_the_conflicts_per_cell():
    assert [grade_of(c, 100) for c in (0, 2, 3, 15, 16)] == ["easy", "easy", "medium", "medium", "hard"]
    assert grade_of(None, 100) == "hard"
    with pytest.raises(ValueError):
        check_grade("normal")
    assert check_grade(None) is None and all(check_grade(g) == g for g in GRADES)
    assert GRADES == scale.LEVELS  # the old names easy / medium / hard are scale names


def test_search_conflicts_is_none_without_a_solution():
    # A and B must cross to meet their partners in a 2x2: no solution
    puzzle = Numberlink(2, 2, ("A", "B"), (((0, 0), (1, 1)), ((0, 1), (1, 0))))
    assert search_conflicts(puzzle, "nikoli") is None


def test_generate_reports_quality_and_difficulty():
    puzzle, rep = generate(6, 6, 1, difficulty="easy")
    assert rep["difficulty"] == "easy"
    assert rep["difficulty_met"] is (rep["quality"]["grade"] == "easy")
    assert rep["quality"] == report(puzzle, "fill")
    with pytest.raises(ValueError):
        generate(6, 6, 1, difficulty="expert")


def test_cli_generate_json_carries_the_quality_report(capsys):
    assert main(["generate", "numberlink", "--size", "6x6", "--seed", "2", "--json"]) == 0
    line = json.loads(capsys.readouterr().out.splitlines()[0])
    assert set(line["report"]["quality"]) >= {"pairs", "path_length_mean", "path_length_max",
                                              "turns_mean", "deduced", "grade"}


def test_a_cancelled_token_stops_the_report():
    from solvers.events import Cancel, Stopped

    cancel = Cancel()
    cancel.cancel()
    puzzle = generate(6, 6, 1)[0]
    with pytest.raises(Stopped):
        report(puzzle, "fill", cancel=cancel)
