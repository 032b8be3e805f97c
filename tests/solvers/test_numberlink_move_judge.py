"""The generator's incremental judge (move_judge.MoveJudge) against brute force: one judge per
grid answers a long run of different puzzles, so what its solvers learnt from one puzzle is
in play for the next."""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest

from solvers.numberlink.generator import random_cover
from solvers.numberlink.model import Numberlink, paths_from_board, puzzle_from_paths
from solvers.numberlink.move_judge import MoveJudge
from solvers.numberlink.pair_moves import _joins
from solvers.numberlink.rules import check

from .numberlink_bruteforce import brute_force, covered_puzzle, decode


def with_solution(puzzle, board) -> Numberlink:
    return Numberlink(puzzle.width, puzzle.height, puzzle.labels, puzzle.endpoints,
                      solution=paths_from_board(puzzle, board))


# Two fill solutions, neither touching itself (the 'multiple' answer: rare on small grids,
# found among the generator's 5x5 covers)
TWO_UNTOUCHING = [[(0, 3), (1, 3), (2, 3), (3, 3), (4, 3), (4, 2), (4, 1), (3, 1)],
                  [(4, 0), (3, 0), (2, 0), (1, 0), (0, 0), (0, 1), (0, 2), (1, 2)],
                  [(3, 2), (2, 2), (2, 1), (1, 1)], [(4, 4), (3, 4), (2, 4), (1, 4), (0, 4)]]


def puzzles(rng):
    """Covers of random walks, and the generator's covers with a few pairs joined (5x5), with
    one of their fill solutions as the intended one."""
    yield puzzle_from_paths(5, 5, TWO_UNTOUCHING)
    for _ in range(60):
        puzzle = covered_puzzle(rng, sizes=((4, 4), (5, 3), (5, 4)))
        yield with_solution(puzzle, decode(puzzle, min(brute_force(puzzle, "fill"))))
        paths = [list(p) for p in random_cover(5, 5, rng, max_len=12)]
        for _ in range(rng.randint(3, 7)):
            joins = _joins(paths, (5, 5))
            if joins:
                i, j, joined = rng.choice(joins)
                paths = [p for k, p in enumerate(paths) if k not in (i, j)] + [joined]
        if len(paths) <= MOST_PAIRS:
            yield puzzle_from_paths(5, 5, paths)


MOST_PAIRS = 9


def test_one_judge_per_grid_answers_a_run_of_puzzles_as_brute_force_does():
    rng = random.Random(11)
    judges = {}
    verdicts = Counter()
    for puzzle in puzzles(rng):
        intended = np.asarray(puzzle.solution_board())
        every = brute_force(puzzle, "nikoli")  # every solution, full or not
        judge = judges.setdefault(puzzle.shape, MoveJudge(puzzle.width, puzzle.height, MOST_PAIRS))
        verdict, boards = judge.judge(puzzle)
        verdicts[verdict] += 1
        assert (verdict == "ok") == (every == {intended.tobytes()}), verdict
        assert np.array_equal(boards[0], intended)
        if verdict != "ok":
            other = np.asarray(boards[1], dtype=np.int32)
            assert not np.array_equal(other, intended) and other.tobytes() in every
            full = (other[1::2, 1::2] > 0).all()
            assert full == (verdict == "multiple")  # a short circuit leaves a cell empty
            assert not check(puzzle, boards[1], "nikoli")
    assert verdicts["ok"] >= 20 and verdicts["multiple"] and verdicts["short-circuit"] >= 20, verdicts


def test_a_puzzle_that_does_not_fit_the_judge_is_refused_in_words():
    judge = MoveJudge(4, 4, 2)
    rows = [tuple((r, c) for c in range(4)) for r in range(4)]
    two = (rows[0] + rows[1][::-1], rows[2] + rows[3][::-1])
    three = (rows[0], rows[1], rows[2] + rows[3][::-1])
    for paths, error in ((two, None), (three, "3 pairs does not fit"),
                         (two[:1], "needs the puzzle's intended fill solution")):
        ends = tuple((p[0], p[-1]) for p in paths)
        puzzle = Numberlink(4, 4, tuple("ABC")[:len(paths)], ends, solution=paths)
        if error is None:
            assert judge.judge(puzzle)[0] == "short-circuit"  # each snake's ends are neighbours
            continue
        with pytest.raises(ValueError, match=error):
            judge.judge(puzzle)
    with pytest.raises(ValueError, match="intended fill solution"):
        judge.judge(Numberlink(4, 4, ("A",), (((0, 0), (3, 3)),)))  # none given


def test_each_puzzles_own_intended_solution_is_the_one_left_out():
    """The same puzzle twice on one judge, each time with the other of its two solutions as
    the intended one: each time the other is the second solution (a no-good left over from
    the first question would hide it)."""
    first = puzzle_from_paths(5, 5, TWO_UNTOUCHING)
    solutions = [decode(first, raw) for raw in sorted(brute_force(first, "fill"))]
    assert len(solutions) == 2
    judge = MoveJudge(5, 5, 4)
    for mine, other in (solutions, solutions[::-1]) * 2:
        verdict, boards = judge.judge(with_solution(first, mine))
        assert verdict == "multiple" and np.array_equal(boards[1], other)
