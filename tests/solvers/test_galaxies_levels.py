"""Galaxies deduction as named techniques with levels of the common scale: each technique on a
small hand-made board, the grade of published puzzles against Tatham's own solver's verdict,
and the generator building the level asked (unique by an independent method), refusing a
level a size cannot reach, and reporting strip shares that agree with an independent count."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from solvers import scale
from solvers.galaxies import formats, generate, rules, solve
from solvers.galaxies import techniques as T
from solvers.galaxies.generator import MIN_SIDE
from solvers.galaxies.model import Dot, Galaxies
from solvers.galaxies.propagate import TECHNIQUE_LEVELS, deduce, grade, reduce

from .test_galaxies_bruteforce import enumerate_solutions

JANKO = Path(__file__).parents[2] / ".." / "shared" / "data" / "galaxies" / "janko" / "janko_galaxies.jsonl"


def run_technique(technique, puzzle, cand):
    """(changed, steps) of one technique on ``cand``; the state is left in ``cand``."""
    state = T.Deduction(puzzle, cand, True, None)
    gen = technique(state)
    steps = []
    try:
        while True:
            steps.append(next(gen))
    except StopIteration as stop:
        cand[:] = state.cand
        return stop.value, steps


def test_every_technique_has_a_level_of_the_scale():
    assert set(TECHNIQUE_LEVELS.values()) <= set(scale.LEVELS) - {scale.SEARCH}
    assert {name for name, _ in T.TECHNIQUES} | {"under-dot", "single-candidate", "boundary"} == set(TECHNIQUE_LEVELS)
    ranks = [scale.rank(TECHNIQUE_LEVELS[name]) for name, _ in T.TECHNIQUES]
    assert ranks == sorted(ranks)  # tried easiest first


def test_under_dot_gives_the_cells_a_dot_touches():
    puzzle = Galaxies(3, 2, (Dot(2, 2), Dot(5, 1)))  # a vertex dot and a dot on cell (0, 2)
    cand = np.ones((2, 2, 3), dtype=bool)
    changed, steps = run_technique(T.under_dot, puzzle, cand)
    assert changed and cand[0].tolist() == [[True, True, False], [True, True, True]]
    assert cand[1].tolist() == [[False, False, True], [False, False, True]]
    assert [(step.cells, step.values) for step in steps] == [
        (((0, 0), (0, 1), (1, 0), (1, 1)), (0, 0, 0, 0)), (((0, 2),), (1,))]


def test_mirror_takes_a_dot_from_cells_whose_mirror_is_off_the_grid():
    puzzle = Galaxies(3, 1, (Dot(1, 1), Dot(4, 1)))  # a dot on cell 0, one on the edge 1|2
    cand = np.ones((2, 1, 3), dtype=bool)
    changed, steps = run_technique(T.mirror, puzzle, cand)
    assert changed
    assert cand[0].tolist() == [[True, False, False]]  # about cell 0, cells 1 and 2 mirror off the grid
    assert cand[1].tolist() == [[False, True, True]]  # about the edge, cell 0 mirrors to column 3
    assert {(step.cells, step.values) for step in steps} == {(((0, 1), (0, 2)), (~0, ~0)), (((0, 0),), (~1,))}


def test_mirror_owner_gives_the_mirror_image_of_a_cell_the_dot_owns():
    puzzle = Galaxies(3, 1, (Dot(3, 1), Dot(1, 1)))  # dot 0 on the middle cell
    cand = np.ones((2, 1, 3), dtype=bool)
    cand[1, 0, 0] = False  # cell 0 is dot 0's: its mirror about dot 0, cell 2, must be too
    changed, steps = run_technique(T.mirror_owner, puzzle, cand)
    assert changed and cand[:, 0, 2].tolist() == [True, False]
    assert steps[0].rule == "mirror-owner" and steps[0].cells == ((0, 2),) and steps[0].values == (0,)


def test_reachability_takes_a_dot_from_cells_it_cannot_reach():
    puzzle = Galaxies(3, 1, (Dot(1, 1), Dot(5, 1)))
    cand = np.ones((2, 1, 3), dtype=bool)
    cand[0, 0, 1] = False  # the middle cell is not dot 0's: cell 2 cannot reach dot 0
    changed, steps = run_technique(T.reachability, puzzle, cand)
    assert changed and not cand[0, 0, 2] and cand[1].all()
    assert steps[0].cells == ((0, 2),) and steps[0].values == (~0,)


def test_exclave_grows_a_cut_off_piece_through_its_one_way_out():
    """A 5x1: dot 0 on cell 0, dot 1 on cell 4. Cell 3 is dot 0's (given), cut off from it;
    its undecided neighbours: cell 2 only (cell 4 is dot 1's). So cell 2 is dot 0's."""
    puzzle = Galaxies(5, 1, (Dot(1, 1), Dot(9, 1)))
    cand = np.ones((2, 1, 5), dtype=bool)
    cand[:, 0, 0] = (True, False)
    cand[:, 0, 4] = (False, True)
    cand[:, 0, 3] = (True, False)
    changed, steps = run_technique(T.exclave, puzzle, cand)
    assert changed and cand[:, 0, 2].tolist() == [True, False]
    assert steps == [steps[0]] and steps[0].rule == "exclave" and steps[0].cells == ((0, 2),)
    # two ways out: nothing to say
    cand = np.ones((2, 2, 5), dtype=bool)
    puzzle = Galaxies(5, 2, (Dot(1, 1), Dot(9, 1)))
    cand[:, 0, 3] = (True, False)
    cand[:, 0, 0] = (True, False)
    cand[:, 0, 4] = (False, True)
    assert run_technique(T.exclave, puzzle, cand)[0] is False


def test_exclave_is_hard_and_the_grade_names_it():
    """5x4: once the bottom corners belong to the bottom dot, they are cut off from it
    with one way out each (test_galaxies_bruteforce's puzzle)."""
    puzzle = formats.read("5x4:fmgfgfn")
    level, cand, used = grade(puzzle)
    assert "exclave" in used and "only-path" not in used and level == "hard"
    assert (cand.sum(axis=0) == 1).all()
    assert (reduce(puzzle, level="medium").sum(axis=0) > 1).any()


def test_only_path_is_expert_and_the_grade_names_it():
    puzzle, _ = generate(10, 10, seed=1, difficulty="expert")
    level, cand, used = grade(puzzle)
    assert "only-path" in used and level == "expert" and (cand.sum(axis=0) == 1).all()
    # without expert techniques deduction stalls: the level is the least that finishes
    assert (reduce(puzzle, level="hard").sum(axis=0) > 1).any()


def test_a_harder_technique_runs_only_where_the_easier_ones_are_stuck():
    """Graded runs start again from the easiest after each change: every step of a
    technique comes after a state that no easier technique could change."""
    puzzle, _ = generate(10, 10, seed=1, difficulty="expert")
    order = [name for name, _ in T.TECHNIQUES]
    steps = [step.rule for step in deduce(puzzle) if step.rule in order]
    first_only_path = steps.index("only-path")
    assert "mirror" in steps[:first_only_path] and "reachability" in steps[:first_only_path]


@pytest.mark.skipif(not JANKO.exists(), reason="shared data set not present")
def test_janko_levels_agree_with_tatham_solver():
    """janko's puzzles carry the verdict of Tatham's solver: his Normal (his techniques,
    no recursion) is easy to hard on our scale, his Unreasonable is expert or search."""
    records = [json.loads(line) for line in JANKO.read_text().splitlines()]
    chosen = [r for r in records if r["grade_upstream_sgt_solver"] == "Unreasonable"]
    chosen += [r for r in records if r["grade_upstream_sgt_solver"] == "Normal" and r["w"] <= 12][:60]
    for record in chosen:
        level = grade(formats.read(record["id"]))[0]
        if record["grade_upstream_sgt_solver"] == "Normal":
            assert scale.rank(level) <= scale.rank("hard"), record["id"]
        else:
            assert level in ("expert", "search"), record["id"]


def strip_share(solution) -> float:
    """Straight regions one cell wide of at least 4 cells, from their bounding boxes."""
    labels = np.unique(solution)
    strips = 0
    for label in labels:
        rows, cols = np.nonzero(solution == label)
        thin = rows.max() == rows.min() or cols.max() == cols.min()
        strips += thin and len(rows) >= 4
    return strips / len(labels)


@pytest.mark.parametrize("level,size,seed", [("easy", 5, 0), ("medium", 6, 1), ("hard", 8, 2),
                                             ("normal", 8, 3), ("expert", 10, 1)])
def test_generated_level_is_the_level_asked_and_unique_by_brute_force(level, size, seed):
    puzzle, report = generate(size, size, seed=seed, difficulty=level)
    want = {"normal": "hard"}.get(level, level)
    assert report["level"] == report["grade"] == want
    assert solve(puzzle, "propagate", max_solutions=2).stats["level"] == want
    if want != "easy":  # the level below does not finish it
        below = scale.LEVELS[scale.rank(want) - 1]
        assert (reduce(puzzle, level=below).sum(axis=0) > 1).any()
    if size <= 7:
        solutions = enumerate_solutions(puzzle, 2)
        assert len(solutions) == 1 and (solutions[0] == puzzle.solution).all()
    else:  # the literal integer model, no deduction in it
        literal = solve(puzzle, "ilp", max_solutions=2)
        assert literal.unique is True and (literal.solution == puzzle.solution).all()
    assert report["strip_share"] == round(strip_share(puzzle.solution), 3)


@pytest.mark.parametrize("level", ["medium", "hard", "expert", "search"])
def test_a_level_the_size_cannot_reach_is_refused_at_once(level):
    side = MIN_SIDE[level] - 1
    with pytest.raises(ValueError, match=f"{level} puzzles need at least"):
        generate(side, side + 3, seed=0, difficulty=level, timeout=0.001)  # before any work


def test_cli_refuses_an_unreachable_level_with_exit_2(capsys):
    from solvers.cli import main

    code = main(["generate", "galaxies", "--size", "4x4", "--difficulty", "expert"])
    err = capsys.readouterr().err
    assert code == 2 and len(err.strip().splitlines()) == 1 and "too small" in err


def test_rule_check_of_generated_puzzles():
    puzzle, _ = generate(8, 8, seed=5, difficulty="medium")
    assert rules.check(puzzle, puzzle.solution) == []
