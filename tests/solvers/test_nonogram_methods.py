"""Every nonogram method against independent checks: the clues, brute force, each other."""

import itertools

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solvers.events import NO_SOLUTION, SOLVED, STOPPED, Cancel, SolveOptions, Step, run
from solvers.nonogram import COMPLETE_METHODS, METHODS, solve, solve_events
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import (
    FILLED,
    UNKNOWN,
    Nonogram,
    board_to_strings,
    line_clue,
    satisfies,
)

EXAMPLE_1 = Nonogram(((5,), (2,), (2,), (2,), (2,)), ((1,), (1, 1), (1, 3), (3, 1), (2,)))
ANSWER_1 = ["#####", "...##", "..##.", ".##..", "..##."]
EXAMPLE_2 = Nonogram(((1,), (5,), (1,), (3,), (1, 1)), ((1, 1), (1, 1), (4,), (1, 1), (1, 1)))
ANSWER_2 = ["..#..", "#####", "..#..", ".###.", "#...#"]
DIAGONAL = Nonogram(((1,), (1,)), ((1,), (1,)))
IMPOSSIBLE = Nonogram(((), (), (2,)), ((), (), (2,)))  # totals agree, no grid exists


def brute_force_solutions(puzzle: Nonogram, limit: int = 3) -> list[np.ndarray]:
    """All boards (up to ``limit``) by trying every combination of row patterns."""
    w = puzzle.width
    row_options = [
        [bits for bits in itertools.product((0, 1), repeat=w) if line_clue(bits) == clue]
        for clue in puzzle.rows
    ]
    found = []
    for rows in itertools.product(*row_options):
        board = np.array(rows, dtype=np.int8)
        if all(line_clue(board[:, c]) == puzzle.cols[c] for c in range(w)):
            found.append(board)
            if len(found) >= limit:
                break
    return found


@pytest.mark.parametrize("method", COMPLETE_METHODS)
@pytest.mark.parametrize("puzzle, answer", [(EXAMPLE_1, ANSWER_1), (EXAMPLE_2, ANSWER_2)])
def test_worked_examples_have_their_unique_answer(method, puzzle, answer):
    done = solve(puzzle, method, max_solutions=2)
    assert done.status == SOLVED
    assert board_to_strings(done.solution) == answer
    assert done.unique is True


@pytest.mark.parametrize("method", COMPLETE_METHODS)
def test_two_solutions_are_returned_with_their_difference(method):
    done = solve(DIAGONAL, method, max_solutions=2)
    assert done.status == SOLVED and done.unique is False
    first, second = done.solutions
    assert satisfies(DIAGONAL, first) and satisfies(DIAGONAL, second)
    assert (first != second).sum() == 4


@pytest.mark.parametrize("method", COMPLETE_METHODS + ("line",))
def test_a_puzzle_without_solution_says_so(method):
    assert not brute_force_solutions(IMPOSSIBLE)
    assert solve(IMPOSSIBLE, method, max_solutions=2).status == NO_SOLUTION


@pytest.mark.parametrize("method", COMPLETE_METHODS)
def test_known_cells_are_kept(method):
    known = np.full(DIAGONAL.shape, UNKNOWN, dtype=np.int8)
    known[0, 1] = FILLED
    done = solve(DIAGONAL, method, max_solutions=2, known=known)
    assert board_to_strings(done.solution) == [".#", "#."] and done.unique is True


@pytest.mark.parametrize("method", ("probe", "cpsat", "sat", "auto"))
def test_a_cancelled_search_stops_without_an_answer(method):
    # 30x30 random picture: not line-solvable, so every method has to search.
    picture = (np.random.default_rng(7).random((30, 30)) < 0.5).astype(np.int8)
    cancel = Cancel()
    cancel.cancel()
    done = run(solve_events(clues_from_picture(picture), method, SolveOptions(2), cancel))
    assert done.status == STOPPED and done.unique is None


@st.composite
def pictures(draw, max_side=5):
    h = draw(st.integers(1, max_side))
    w = draw(st.integers(1, max_side))
    cells = draw(st.lists(st.integers(0, 1), min_size=h * w, max_size=h * w))
    return np.array(cells, dtype=np.int8).reshape(h, w)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pictures(max_side=5))
def test_every_method_agrees_with_brute_force(picture):
    puzzle = clues_from_picture(picture)
    truth = brute_force_solutions(puzzle, limit=2)
    assert truth, "the picture itself solves its clues"
    for method in COMPLETE_METHODS:
        done = solve(puzzle, method, max_solutions=2)
        assert done.status == SOLVED, method
        assert all(satisfies(puzzle, s) for s in done.solutions), method
        assert done.unique is (len(truth) == 1), method


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pictures(max_side=12))
def test_methods_agree_on_larger_pictures(picture):
    puzzle = clues_from_picture(picture)
    verdicts = {}
    for method in COMPLETE_METHODS:
        done = solve(puzzle, method, max_solutions=2)
        assert done.status == SOLVED and all(satisfies(puzzle, s) for s in done.solutions), method
        verdicts[method] = done.unique
    assert len(set(verdicts.values())) == 1, verdicts


PERMUTATIONS_4 = Nonogram(((1,),) * 4, ((1,),) * 4)  # every 4x4 permutation matrix: 24 answers


@pytest.mark.parametrize("method", ("cpsat", "sat", "auto"))
def test_enumeration_stops_at_the_limit_with_distinct_answers(method):
    done = solve(PERMUTATIONS_4, method, max_solutions=3)
    assert done.status == SOLVED and done.unique is False
    assert len(done.solutions) == 3
    assert len({s.tobytes() for s in done.solutions}) == 3
    assert all(satisfies(PERMUTATIONS_4, s) for s in done.solutions)


@pytest.mark.parametrize("method", ("cpsat", "sat"))
def test_a_fully_known_line_that_breaks_its_clue_means_no_solution(method):
    # Row 1 is given complete but wrong (two filled cells for a clue of 1): both models leave
    # out only the fully known lines that agree with their clue.
    known = np.array([[FILLED, FILLED], [UNKNOWN, UNKNOWN]], dtype=np.int8)
    assert solve(DIAGONAL, method, max_solutions=2, known=known).status == NO_SOLUTION


@pytest.mark.parametrize("method", ("cpsat", "sat"))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(picture=pictures(max_side=5), random=st.randoms(use_true_random=False))
def test_known_cells_as_constants_agree_with_brute_force(method, picture, random):
    # Known cells become constants and complete lines drop out of the model (what auto hands
    # over after line solving; sat also prunes its automaton states by them); brute force
    # filtered by the same known cells is the judge.
    puzzle = clues_from_picture(picture)
    known = np.where(np.array([[random.random() < 0.5 for _ in row] for row in picture]),
                     picture, UNKNOWN).astype(np.int8)
    agree = [s for s in brute_force_solutions(puzzle, limit=10 ** 6)
             if (s[known != UNKNOWN] == known[known != UNKNOWN]).all()]
    done = solve(puzzle, method, max_solutions=2, known=known)
    assert done.status == SOLVED
    assert all(satisfies(puzzle, s) and (s[known != UNKNOWN] == known[known != UNKNOWN]).all()
               for s in done.solutions)
    assert done.unique is (len(agree) == 1)


def replay(puzzle, events):
    board = puzzle.empty_board()
    for event in events:
        if isinstance(event, Step):
            for (r, c), value in zip(event.cells, event.values):
                assert board[r, c] == UNKNOWN, "a step fixes only unknown cells"
                board[r, c] = value
    return board


@pytest.mark.parametrize("rule", ["overlap", "complete"])
def test_line_steps_replay_to_the_answer_and_name_their_line(rule):
    events = list(solve_events(EXAMPLE_1, "line", SolveOptions(extra={"line_rule": rule})))
    steps = [e for e in events if isinstance(e, Step)]
    assert steps and all(s.rule == rule and s.line.split()[0] in ("row", "column") for s in steps)
    done = events[-1]
    board = replay(EXAMPLE_1, events)
    if done.status == SOLVED:
        assert board_to_strings(board) == ANSWER_1
    else:
        assert (board == done.partial).all()


@settings(max_examples=30, deadline=None)
@given(pictures(max_side=10))
def test_line_solving_is_sound_and_overlap_never_beats_complete(picture):
    puzzle = clues_from_picture(picture)
    overlap = solve(puzzle, "line", line_rule="overlap")
    complete = solve(puzzle, "line", line_rule="complete")
    assert complete.stats["fixed"] >= overlap.stats["fixed"]
    board = complete.solution if complete.status == SOLVED else complete.partial
    # Line solving only makes forced deductions, so every fixed cell agrees with every
    # solution, the drawn picture included; and line-solvable implies unique.
    known = board != UNKNOWN
    assert (board[known] == picture[known]).all()
    if complete.status == SOLVED:
        assert solve(puzzle, "cpsat", max_solutions=2).unique is True


def test_line_method_stops_where_line_logic_stops():
    done = solve(EXAMPLE_2, "line")
    assert done.status == STOPPED and done.stats["stalled"] is True
    assert done.stats["line_solvable"] is False
    assert 0 < done.stats["fixed"] < 25


def test_every_method_is_selectable_by_name():
    assert set(METHODS) == {"auto", "line", "probe", "cpsat", "sat", "table", "mip", "ga"}
    with pytest.raises(ValueError, match="unknown method"):
        solve(EXAMPLE_1, "magic")


@pytest.mark.parametrize("finishers", ["cpsat", "sat", "cpsat,sat"])
def test_auto_answers_through_each_finisher_and_names_the_one_that_answered(finishers):
    # EXAMPLE_2 is not line-solvable, so a finisher has to complete it.
    done = solve(EXAMPLE_2, "auto", max_solutions=2, finishers=finishers)
    assert board_to_strings(done.solution) == ANSWER_2 and done.unique is True
    assert done.stats["line_solvable"] is False
    assert done.stats["finisher"] in finishers.split(",")


def test_auto_refuses_an_unknown_finisher():
    with pytest.raises(ValueError, match="unknown finisher"):
        solve(EXAMPLE_2, "auto", finishers="cpsat,magic")
