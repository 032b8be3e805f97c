"""Galaxies solvers: every method against the rules check, the connectivity part of the ILP,
uniqueness answers, the black-dot picture, deduction steps, derive and generate."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solvers.errors import PuzzleFormatError
from solvers.events import NO_SOLUTION, SOLVED, Cancel, Done, SolveOptions, Step, run
from solvers.galaxies import COMPLETE_METHODS, METHODS, formats, generate, rules, solve, solve_events
from solvers.galaxies.derive import derive
from solvers.galaxies.generator import _board, grow_partition
from solvers.galaxies.model import Dot, Galaxies

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "galaxies"

# Unique with connectivity; without it the model also accepts a disconnected region
# (found by search over random partitions; the drawing is kept here as the worked example).
CONNECTIVITY = formats.read("3x4:chggh")
CONNECTIVITY_ANSWER = [[0, 0, 0], [1, 2, 2], [2, 2, 3], [4, 4, 4]]
FAST = [m for m in COMPLETE_METHODS if m != "mip"]


def test_methods_registry():
    assert set(METHODS) == {"auto", "propagate", "ilp", "mip", "cpsat"}


@pytest.mark.parametrize("method", COMPLETE_METHODS)
def test_connectivity_example_unique(method):
    done = solve(CONNECTIVITY, method, max_solutions=2)
    assert done.status == SOLVED and done.unique is True
    assert done.solution.tolist() == CONNECTIVITY_ANSWER


@pytest.mark.parametrize("method", ["ilp", "mip"])
def test_without_connectivity_the_ilp_accepts_a_disconnected_region(method):
    done = solve(CONNECTIVITY, method, max_solutions=2, connectivity=False)
    assert done.status == SOLVED
    answers = [s.tolist() for s in done.solutions]
    wrong = [s for s in done.solutions if s.tolist() != CONNECTIVITY_ANSWER]
    assert done.unique is False and wrong
    assert {v.code for v in rules.check(CONNECTIVITY, wrong[0])} == {"not-connected"}
    assert CONNECTIVITY_ANSWER in answers or len(answers) == 2


@pytest.mark.parametrize("method", COMPLETE_METHODS)
def test_multiple_solutions_give_both_and_they_differ(method):
    # 3x3 with dots on the middle row's three cells: a column each, or an 'H' around the
    # centre dot with the side cells alone. A 2x2 whose two edge dots both claim cell (0, 0):
    # no solution.
    ambiguous = formats.read("3x3:kbb")
    puzzle = Galaxies(2, 2, (Dot(2, 1), Dot(1, 2)))
    done = solve(ambiguous, method, max_solutions=2)
    assert done.status == SOLVED and done.unique is False
    first, second = done.solutions[:2]
    assert (first != second).any()
    for board in done.solutions:
        assert rules.check(ambiguous, board) == []
    none = solve(puzzle, method, max_solutions=2)
    assert none.status == NO_SOLUTION and none.solution is None


def test_unknown_within_the_limit():
    puzzle = formats.read("7x7:gezoahhszbivki")
    cancel = Cancel()
    cancel.cancel()
    done = run(solve_events(puzzle, "ilp", SolveOptions(max_solutions=2), cancel))
    assert done.status == "stopped" and done.unique is None


def test_black_dot_picture_is_in_the_result():
    puzzle = Galaxies(3, 1, (Dot(1, 1, "black"), Dot(4, 1)))
    done = solve(puzzle, "auto")
    assert done.stats["picture"] == ["#.."]


def test_propagate_explains_each_step_and_grades():
    puzzle = formats.read("7x7:gezoahhszbivki")
    events = list(solve_events(puzzle, "propagate", SolveOptions(max_solutions=2)))
    steps = [e for e in events if isinstance(e, Step)]
    rules_used = {s.rule for s in steps}
    assert {"under-dot", "mirror", "reachability", "single-candidate", "boundary"} <= rules_used
    assert all(s.line for s in steps)
    done = events[-1]
    assert isinstance(done, Done) and done.unique is True
    assert rules.check(puzzle, done.solution) == []
    assert 0 < done.stats["deduced"] <= 49 and done.stats["grade"] in ("easy", "medium", "hard", "expert", "search")


def test_deduction_alone_solves_an_easy_puzzle():
    puzzle = Galaxies(3, 1, (Dot(1, 1), Dot(4, 1)))
    done = solve(puzzle, "propagate", max_solutions=2)
    assert done.stats["level"] == done.stats["grade"] == "easy" and done.unique is True


def partition_puzzle(seed: int, width: int, height: int):
    rng = np.random.default_rng(seed)
    regions = grow_partition(np.ones((height, width), dtype=bool), rng, 6)
    return derive(_board(regions, (height, width)))[0]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(1, 7), st.integers(1, 7))
def test_random_partitions_every_method_answer_passes_the_rules(seed, width, height):
    puzzle = partition_puzzle(seed, width, height)
    assert rules.check(puzzle, puzzle.solution) == []  # the independent check of the source
    methods = COMPLETE_METHODS if width * height <= 16 else FAST
    for method in methods:
        done = solve(puzzle, method, max_solutions=2)
        assert done.status == SOLVED, method
        for board in done.solutions:
            assert rules.check(puzzle, board) == [], method
        if done.unique:
            assert done.solution.tolist() == puzzle.solution.tolist(), method


def test_derive_rejects_asymmetric_and_disconnected_regions():
    with pytest.raises(PuzzleFormatError, match="not symmetric"):
        derive([[0, 0, 1], [0, 1, 1]])
    with pytest.raises(PuzzleFormatError, match="not connected"):
        derive([[0, 1, 0]])
    puzzle, report = derive([[0, 0, 1]], picture=[[1, 1, 0]], check_unique=True)
    assert [d.colour for d in puzzle.dots] == ["black", "white"] and report["unique"] is True


def test_generate_unique_and_reproducible():
    puzzle, report = generate(8, 6, seed=3)
    again, _ = generate(8, 6, seed=3)
    assert again == puzzle
    assert rules.check(puzzle, puzzle.solution) == []
    assert solve(puzzle, "auto", max_solutions=2).unique is True
    assert report["grade"] in ("easy", "medium", "hard", "expert", "search")


@pytest.mark.skipif(not DATA.exists(), reason="shared data set not present")
def test_unreasonable_7x7_and_10x10_solved_unique_matching_the_data():
    for size in ("7x7", "10x10"):
        path = DATA / "sgt" / f"galaxies_{size}_unreasonable_upstream.jsonl"
        for line in path.read_text().splitlines()[:10]:
            record = json.loads(line)
            puzzle = formats.read(record["id"])
            want = rules.relabel(puzzle, record["regions"])
            done = solve(puzzle, "auto", max_solutions=2)
            assert done.unique is True and done.solution.tolist() == want.tolist()


def reachable(allowed: np.ndarray, start) -> set:
    """Plain breadth-first search over the True cells of ``allowed`` from ``start``."""
    h, w = allowed.shape
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for q in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= q[0] < h and 0 <= q[1] < w and allowed[q] and q not in seen:
                seen.add(q)
                todo.append(q)
    return seen


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 8), st.integers(1, 8), st.floats(0.5, 0.95), st.integers(0, 10**6))
def test_only_path_cells_are_those_whose_removal_cuts_a_target_off(h, w, density, seed):
    """The graph step of the only-path rule against brute force: a cell is on every path
    from the dot to some target (a cell already the dot's) exactly when taking it away
    leaves that target unreachable."""
    from solvers.galaxies.propagate import _on_every_path

    rng = np.random.default_rng(seed)
    start = (int(rng.integers(h)), int(rng.integers(w)))
    allowed = rng.random((h, w)) < density
    allowed[start] = True
    part = np.zeros_like(allowed)  # deduction's candidates are connected to the dot
    for cell in reachable(allowed, start):
        part[cell] = True
    targets = part & (rng.random((h, w)) < 0.2)
    want = set()
    for v in zip(*np.nonzero(part)):
        v = (int(v[0]), int(v[1]))
        if v == start:
            continue
        without = part.copy()
        without[v] = False
        left = reachable(without, start)
        if any(t not in left for t in zip(*np.nonzero(targets)) if t != v):
            want.add(v)
    assert set(_on_every_path(part, targets, start)) == want


@pytest.mark.skipif(not DATA.exists(), reason="shared data set not present")
def test_deduction_keeps_the_answer_of_every_tatham_puzzle_and_only_path_helps():
    """Every candidate deduction leaves holds the data set's answer, and deduction alone
    solves some of his puzzles (none before the only-path rule)."""
    from solvers.galaxies.propagate import reduce

    solved = 0
    for path in sorted((DATA / "sgt").glob("galaxies_*x*_*.jsonl")):
        for line in path.read_text().splitlines():
            record = json.loads(line)
            puzzle = formats.read(record["id"])
            answer = rules.relabel(puzzle, record["regions"])
            cand = reduce(puzzle)
            rows, cols = np.indices(puzzle.shape)
            assert cand[answer, rows, cols].all(), record["id"]
            solved += bool((cand.sum(axis=0) == 1).all())
    assert solved > 0
