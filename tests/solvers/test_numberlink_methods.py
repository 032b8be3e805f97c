"""Numberlink methods: answers pass the independent rules check; uniqueness answers are right.

Property test: random sets of paths that cover a small grid give endpoints; every complete
method must then find a solution (one exists: the paths) that passes ``rules.check``.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers.events import NO_SOLUTION, SOLVED, Cancel, Done, Solution, SolveOptions
from solvers.numberlink import METHODS, board_rows, difficulty, solve, solve_events
from solvers.numberlink.model import Numberlink, board_from_paths, paths_from_board
from solvers.numberlink.rules import check

COMPLETE = ("auto", "cpsat", "sat", "ilp", "mip")

# Unique under both rule sets and fills the grid.
UNIQUE = Numberlink(3, 3, ("A", "B", "C"), (((0, 0), (0, 2)), ((1, 0), (1, 2)), ((2, 0), (2, 2))))
# Two pairs that must cross: no solution.
CROSSING = Numberlink(2, 2, ("A", "B"), (((0, 0), (1, 1)), ((0, 1), (1, 0))))
# Covering every cell would need a detached loop (the plain ILP finds one first).
LOOP_ONLY = Numberlink(4, 3, ("A", "B"), (((0, 2), (1, 2)), ((2, 3), (2, 2))))
# One pair in opposite corners of a 3x3: many routings (under fill: every one uses all cells).
OPEN = Numberlink(3, 3, ("A",), (((0, 0), (2, 2)),))


def random_paths(width, height, rng):
    """Cover the grid with paths of >= 2 cells by random walks (independent of the solvers)."""
    while True:
        free = {(r, c) for r in range(height) for c in range(width)}
        paths = []
        for start in sorted(free, key=lambda _: rng.random()):
            if start not in free:
                continue
            path = [start]
            free.discard(start)
            while True:
                r, c = path[-1]
                options = [n for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)) if n in free]
                if not options or (len(path) > 2 and rng.random() < 0.15):
                    break
                nxt = rng.choice(options)
                free.discard(nxt)
                path.append(nxt)
            paths.append(path)
        if all(len(p) >= 2 for p in paths):
            return paths


def puzzle_from_paths(width, height, paths):
    labels = tuple(str(i + 1) for i in range(len(paths)))
    return Numberlink(width, height, labels, tuple((p[0], p[-1]) for p in paths))


@pytest.mark.parametrize("method", COMPLETE)
@pytest.mark.parametrize("rules", ("fill", "nikoli"))
def test_unique_puzzle(method, rules):
    done = solve(UNIQUE, method, 2, rules=rules)
    assert done.status == SOLVED and done.unique is True
    assert board_rows(done.solution) == [["A"] * 3, ["B"] * 3, ["C"] * 3]
    assert not check(UNIQUE, done.solution, rules)
    if rules == "nikoli":
        assert done.stats["short_circuit"] is False


@pytest.mark.parametrize("method", COMPLETE)
def test_no_solution(method):
    assert solve(CROSSING, method, 2).status == NO_SOLUTION


@pytest.mark.parametrize("method", COMPLETE)
def test_detached_loops_are_excluded_under_fill(method):
    assert solve(LOOP_ONLY, method, 2, rules="fill").status == NO_SOLUTION
    nikoli = solve(LOOP_ONLY, method, 2, rules="nikoli")
    assert nikoli.status == SOLVED and nikoli.stats["short_circuit"] is True


@pytest.mark.parametrize("method", COMPLETE)
@pytest.mark.parametrize("rules", ("fill", "nikoli"))
def test_multiple_gives_two_different_valid_solutions(method, rules):
    done = solve(OPEN, method, 2, rules=rules)
    assert done.unique is False and len(done.solutions) == 2
    first, second = done.solutions
    assert not check(OPEN, first, rules) and not check(OPEN, second, rules)
    assert (np.asarray(first) != np.asarray(second)).any()


def test_two_routings_through_the_same_cells_are_two_solutions():
    done = solve(OPEN, "cpsat", 2, rules="fill")
    assert done.unique is False
    first, second = done.solutions
    assert (np.asarray(first)[1::2, 1::2] == np.asarray(second)[1::2, 1::2]).all()


def test_short_circuit_reported_by_ilp_minimum():
    done = solve(OPEN, "ilp", 1, rules="nikoli")
    assert done.stats["min_cells"] == 5 and done.stats["short_circuit"] is True


def test_unknown_within_the_limit():
    """A search stopped after its first solution: solved, uniqueness unknown (not False)."""
    paths = random_paths(12, 12, random.Random(3))
    cancel = Cancel()
    events = solve_events(puzzle_from_paths(12, 12, paths), "mip", SolveOptions(2, None, None, {}), cancel)
    for event in events:
        if isinstance(event, Solution):
            cancel.cancel()  # before the search for a second one
    assert isinstance(event, Done) and event.status == "solved" and event.unique is None
    assert len(event.solutions) == 1


def test_board_rows_and_paths():
    paths = (((0, 0), (1, 0), (2, 0)), ((0, 1), (0, 2), (1, 2), (2, 2)))
    puzzle = Numberlink(3, 3, ("A", "B"), (((0, 0), (2, 0)), ((0, 1), (2, 2))))
    board = board_from_paths(puzzle, paths)
    assert board_rows(board) == [["A", "B", "B"], ["A", ".", "B"], ["A", ".", "B"]]
    assert paths_from_board(puzzle, board) == paths
    assert [v.code for v in check(puzzle, board, "fill")] == ["empty-cell"]
    assert check(puzzle, board, "nikoli") == []


def test_rules_check_names_each_broken_rule():
    puzzle = Numberlink(4, 3, ("A", "B"), (((0, 0), (0, 3)), ((2, 0), (2, 3))))
    board = board_from_paths(puzzle, [[(0, 0), (0, 1), (1, 1), (2, 1), (2, 0)], [(2, 3)]])
    codes = {v.code: v.cells for v in check(puzzle, board, "fill")}
    assert set(codes) == {"broken-path", "empty-cell", "joined"}
    assert (0, 3) in codes["broken-path"] and (2, 3) in codes["broken-path"]
    board = board_from_paths(puzzle, [[(0, 0), (0, 1), (0, 2), (0, 3)], [(2, 0), (2, 1), (2, 2), (2, 3)],
                                      [(1, 0), (1, 1)]])
    assert {v.code for v in check(puzzle, board, "nikoli")} == {"broken-path"}
    board = board_from_paths(puzzle, [[(0, 0), (0, 1), (0, 2), (0, 3)], [(2, 0), (2, 1), (2, 2), (2, 3)]])
    board[1, 3] = 2  # cell (0, 1) labelled B on A's path
    assert [(v.code, v.cells) for v in check(puzzle, board, "nikoli")] == [("wrong-label", ((0, 1),))]
    loop = board_from_paths(puzzle, [[(0, 1), (0, 2), (1, 2), (1, 1), (0, 1)]])
    assert "loop" in {v.code for v in check(puzzle, loop, "nikoli")}
    branch = board_from_paths(puzzle, [[(0, 0), (0, 1), (0, 2)], [(1, 1), (0, 1)]])
    assert "branch" in {v.code for v in check(puzzle, branch, "nikoli")}


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), width=st.integers(2, 6), height=st.integers(2, 6),
       rules=st.sampled_from(("fill", "nikoli")))
def test_every_method_answers_random_covered_puzzles(seed, width, height, rules):
    paths = random_paths(width, height, random.Random(seed))
    puzzle = puzzle_from_paths(width, height, paths)
    assert not check(puzzle, board_from_paths(puzzle, paths), "fill")  # the generator itself
    for method in COMPLETE:
        done = solve(puzzle, method, 1, rules=rules)
        assert done.status == SOLVED, method
        assert not check(puzzle, done.solution, rules), (method, check(puzzle, done.solution, rules))


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), size=st.integers(3, 5))
def test_methods_agree_on_uniqueness(seed, size):
    puzzle = puzzle_from_paths(size, size, random_paths(size, size, random.Random(seed)))
    for rules in ("fill", "nikoli"):
        answers = {m: solve(puzzle, m, 2, rules=rules).unique for m in ("cpsat", "ilp", "mip")}
        assert len(set(answers.values())) == 1, (rules, answers)


def test_difficulty_report():
    report = difficulty(UNIQUE)
    assert report["solvable"] and report["unique"] and report["short_circuit"] is False


def test_methods_registry_and_events():
    assert set(COMPLETE) <= set(METHODS)
    events = list(solve_events(UNIQUE, "cpsat"))
    assert events[-1].status == SOLVED
