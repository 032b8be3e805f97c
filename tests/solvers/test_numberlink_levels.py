"""Numberlink grades on the common scale (solvers/numberlink/levels.py), the generator that
builds toward a level, and the player's hint from the same techniques (hint.py).

Independent checks: uniqueness by the cpsat method (not the generator's SAT judge), the
publisher's counts recounted here from the solution's cells, the level recomputed by a fresh
grade, and ``within`` against the full grade."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

from solvers import scale
from solvers.cli import main
from solvers.events import Cancel, Done, Solution, Step
from solvers.numberlink import difficulty, generate, levels, solve
from solvers.numberlink.generator import generate_grow
from solvers.numberlink.hint import hint_events, segment_cells
from solvers.numberlink.levels import TECHNIQUE_LEVELS, TECHNIQUE_WORDS, check_difficulty, grade, offered, within
from solvers.numberlink.model import Numberlink, segment_mask
from solvers.numberlink.propagate import TECHNIQUES


def test_every_technique_has_a_level_of_the_scale_and_words():
    engine = set(TECHNIQUES) | {"short-trial", "short-both-ways", "cut-off", "many-trials"}
    assert engine <= set(TECHNIQUE_LEVELS)
    assert set(TECHNIQUE_LEVELS.values()) <= set(scale.LEVELS) - {scale.SEARCH}
    assert set(TECHNIQUE_WORDS) == set(TECHNIQUE_LEVELS)


def test_a_corridor_puzzle_is_easy_and_a_puzzle_with_two_solutions_is_search():
    line = Numberlink(4, 1, ("A",), (((0, 0), (0, 3)),))
    assert grade(line)["level"] == "easy" and grade(line)["finished"]
    # A in opposite corners of an empty 3x3 under nikoli: many routes, deduction cannot finish
    open_grid = Numberlink(3, 3, ("A",), (((0, 0), (2, 2)),))
    assert grade(open_grid, "nikoli")["level"] == "search"


def _independent_counts(puzzle):
    """Touching pairs, crowded ends, plain paths: counted from the cells, not by quality.py."""
    ends = [cell for pair in puzzle.endpoints for cell in pair]
    touching = sum(1 for (a, b) in puzzle.endpoints if (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 == 1)
    crowded = 0
    for r, c in ends:
        near = [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]
        crowded += any(cell in ends for cell in near)
    plain = 0
    for path in puzzle.solution:
        # at most one turn: the cells are those of a straight run or of an L from end to end
        (r0, c0), (r1, c1) = path[0], path[-1]
        shapes = []
        for corner in ((r0, c1), (r1, c0)):
            run = {(r, c0 if corner == (r1, c0) else c1) for r in range(min(r0, r1), max(r0, r1) + 1)}
            run |= {(r0 if corner == (r0, c1) else r1, c) for c in range(min(c0, c1), max(c0, c1) + 1)}
            shapes.append(run)
        plain += set(path) in shapes
    return touching, crowded, plain


@pytest.mark.slow
@pytest.mark.parametrize("size, seed, level", [(7, 0, "easy"), (7, 1, "medium"), (8, 0, "medium"),
                                               (8, 3, None), (10, 4, None),
                                               (10, 0, "hard")])  # (from merged covers: merge_plan)
def test_generated_puzzles_unique_untouching_counted_and_graded(size, seed, level):
    puzzle, report = generate(size, size, seed, difficulty=level)
    for rules in ("fill", "nikoli"):
        assert solve(puzzle, "cpsat", 2, rules=rules).unique is True
    touching, crowded, plain = _independent_counts(puzzle)
    q = report["quality"]
    assert touching == 0 == q["adjacent_ends"]
    assert (q["crowded_ends"], q["plain_paths"], q["pairs"]) == (crowded, plain, len(puzzle.endpoints))
    assert q["level"] == q["grade"] == grade(puzzle)["level"]
    if level is not None:
        assert report["difficulty"] == level
        assert report["difficulty_met"] is (q["level"] == level)
        assert q["level"] == level


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_within_agrees_with_the_grade(seed):
    # the grower's unique split covers, before any join: many pairs, the easier levels
    puzzle, _ = generate_grow(7, 7, random.Random(10 + seed), join_budget=0)
    level = grade(puzzle)["level"]
    for asked in scale.LEVELS:
        assert within(puzzle, asked) is (scale.rank(level) <= scale.rank(asked)), asked


def test_a_grade_after_a_look_at_the_level_is_the_grade_from_scratch(monkeypatch):
    # levels keeps the deductions a look at medium or hard finished, and the grade reads them
    kept = 0
    deduce = levels._deduce
    for seed in range(6):
        puzzle, _ = generate_grow(7, 7, random.Random(20 + seed), join_budget=0)
        levels._FINISHED.clear()
        monkeypatch.setattr(levels, "_deduce", deduce)
        fresh = grade(puzzle)
        for asked in ("medium", "hard"):
            within(puzzle, asked)
            if levels._run_key(puzzle, "fill", levels.TRIAL_BUDGET) in levels._FINISHED:
                kept += 1
                monkeypatch.setattr(levels, "_deduce", None)  # the grade must not deduce again
            assert grade(puzzle) == fresh, asked
        # another puzzle with the same numbers in another order is deduced afresh
        turned = Numberlink(puzzle.width, puzzle.height, puzzle.labels, puzzle.endpoints[::-1])
        assert levels._run_key(turned, "fill", levels.TRIAL_BUDGET) not in levels._FINISHED
    assert kept >= 2  # some looks finished within the level, and the grade read them
    for seed in range(levels.FINISHED_KEPT + 3):  # only the last few are kept
        puzzle, _ = generate_grow(5, 5, random.Random(40 + seed), join_budget=0)
        within(puzzle, "hard")
    assert len(levels._FINISHED) <= levels.FINISHED_KEPT


def test_a_level_not_offered_is_refused_at_once_with_the_choices():
    assert "easy" not in offered(20, 20)
    with pytest.raises(ValueError, match=r"cannot be made easy.*offers"):
        generate(20, 20, 1, difficulty="easy", cancel=_cancelled())
    with pytest.raises(ValueError, match="unknown difficulty"):
        check_difficulty("normal", 10, 10)
    assert check_difficulty("Hard", 10, 10) == "hard" and check_difficulty(None, 10, 10) is None


def _cancelled() -> Cancel:
    """A token already cancelled: a refusal must come before any work would notice it."""
    cancel = Cancel()
    cancel.cancel()
    return cancel


def test_cli_refuses_an_unreachable_level_with_one_line_and_exit_2(capsys):
    assert main(["generate", "numberlink", "--size", "20x20", "--seed", "1", "--difficulty", "easy"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "easy" in err[0] and "offers" in err[0]


def test_check_reports_the_scale_level():
    puzzle = Numberlink(4, 2, ("A", "B"), (((0, 0), (0, 3)), ((1, 0), (1, 3))))
    out = difficulty(puzzle)
    assert out["unique"] and out["level"] == out["grade"] == out["quality"]["level"] == "easy"


def _run(events):
    return list(events(Cancel()))


def test_a_hint_names_the_easiest_technique_and_draws_a_solution_segment():
    puzzle, _ = generate(6, 6, 3)
    solution = segment_mask(puzzle.solution_board())
    layer = np.zeros(solution.shape, dtype=np.int32)
    for _ in range(6):  # follow the hints a few times
        out = _run(hint_events(puzzle, "fill", layer))
        steps = [e for e in out if isinstance(e, Step)]
        done = out[-1]
        assert isinstance(done, Done) and steps
        for position in steps[0].cells:
            assert solution[position] == 1 and layer[position] == 0
            assert len(segment_cells(position)) == 2
        if steps[0].rule != "solution":
            assert done.stats["technique"] in TECHNIQUE_LEVELS
            assert done.stats["level"] == TECHNIQUE_LEVELS[done.stats["technique"]]
        for position in steps[0].cells:
            layer[position] = 1


def test_a_hint_points_at_a_segment_in_no_solution_first():
    puzzle, _ = generate(6, 6, 3)
    solution = segment_mask(puzzle.solution_board())
    wrong = tuple(map(int, np.argwhere((solution == 0) & _segment_positions(solution.shape))[0]))
    layer = np.zeros(solution.shape, dtype=np.int32)
    layer[wrong] = 1
    out = _run(hint_events(puzzle, "fill", layer))
    assert any(isinstance(e, Solution) for e in out)
    assert out[-1].stats["wrong"] == [wrong]


def _segment_positions(shape):
    mask = np.zeros(shape, dtype=bool)
    mask[1::2, 2:-1:2] = True
    mask[2:-1:2, 1::2] = True
    return mask


def test_generate_json_reports_level_and_publisher_counts(capsys):
    assert main(["generate", "numberlink", "--size", "6x6", "--seed", "2", "--json"]) == 0
    line = json.loads(capsys.readouterr().out.splitlines()[0])
    assert {"level", "grade", "crowded_ends", "plain_paths", "adjacent_ends"} <= set(line["report"]["quality"])


@pytest.mark.slow
def test_a_level_asked_gives_the_same_puzzle_under_load():
    """The grower's level checks (levels.within after each unique move) count trials, not
    seconds: the same seed and level give the same puzzle on a busy machine."""
    from .busy import busy

    quiet, report = generate(8, 8, 6, difficulty="medium")
    with busy():
        loaded, again = generate(8, 8, 6, difficulty="medium")
    assert (loaded.endpoints, loaded.solution) == (quiet.endpoints, quiet.solution)
    assert again["quality"] == report["quality"]
