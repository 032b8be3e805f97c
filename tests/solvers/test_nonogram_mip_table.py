"""The ``table`` (CP-SAT, one table per line) and ``mip`` (block placement, pywraplp) methods.

Answers are checked against the clues with ``model.satisfies`` and uniqueness verdicts
against an independent brute-force count (row patterns from all 2^w bit strings).
"""

from __future__ import annotations

import itertools
import threading

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solvers.errors import MethodRefused
from solvers.events import (
    NO_SOLUTION,
    SOLVED,
    STOPPED,
    Cancel,
    Done,
    Progress,
    Solution,
    SolveOptions,
    run,
)
from solvers.nonogram import mip, table
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import (
    Nonogram,
    board_from_strings,
    board_to_strings,
    line_clue,
    satisfies,
)

from .cancel_tokens import CancelAfter

METHODS = [pytest.param(table.solve, id="table"), pytest.param(mip.solve, id="mip")]

STAIRS = Nonogram(((5,), (2,), (2,), (2,), (2,)), ((1,), (1, 1), (1, 3), (3, 1), (2,)))
STAIRS_ANSWER = ["#####", "...##", "..##.", ".##..", "..##."]
FIGURE = Nonogram(((1,), (5,), (1,), (3,), (1, 1)), ((1, 1), (1, 1), (4,), (1, 1), (1, 1)))
FIGURE_ANSWER = ["..#..", "#####", "..#..", ".###.", "#...#"]
DIAGONAL = Nonogram(((1,), (1,)), ((1,), (1,)))
# Totals agree (2 filled cells both ways) but row 1 must be "#.#", which fills column 3.
INFEASIBLE = Nonogram(((1, 1), ()), ((1,), (1,), ()))


# --- independent brute force ---------------------------------------------------------------

def _line_patterns(clue, length):
    every = itertools.product((0, 1), repeat=length)
    return [bits for bits in every if line_clue(bits) == tuple(clue)]


def _prefix_ok(column_prefix, clue) -> bool:
    runs = list(line_clue(column_prefix))
    if not runs:
        return True
    if column_prefix[-1] == 1:  # the last run may still grow
        done, open_run = runs[:-1], runs[-1]
        return (
            len(runs) <= len(clue)
            and tuple(done) == tuple(clue[: len(done)])
            and open_run <= clue[len(done)]
        )
    return len(runs) <= len(clue) and tuple(runs) == tuple(clue[: len(runs)])


def brute_force_solutions(puzzle: Nonogram, limit: int = 2) -> list[np.ndarray]:
    """Up to ``limit`` solutions, by trying row patterns top-down with column prefix checks."""
    options = [_line_patterns(clue, puzzle.width) for clue in puzzle.rows]
    found: list[np.ndarray] = []
    rows: list[tuple[int, ...]] = []

    def extend(r: int) -> None:
        if len(found) >= limit:
            return
        if r == puzzle.height:
            board = np.array(rows, dtype=np.int8).reshape(puzzle.shape)
            if satisfies(puzzle, board):
                found.append(board)
            return
        for pattern in options[r]:
            rows.append(pattern)
            columns = range(puzzle.width)
            if all(_prefix_ok([row[c] for row in rows], puzzle.cols[c]) for c in columns):
                extend(r + 1)
            rows.pop()

    extend(0)
    return found


# --- worked examples -------------------------------------------------------------------------

@pytest.mark.parametrize("solve", METHODS)
@pytest.mark.parametrize(
    "puzzle, answer", [(STAIRS, STAIRS_ANSWER), (FIGURE, FIGURE_ANSWER)], ids=["stairs", "figure"]
)
def test_worked_examples_are_unique(solve, puzzle, answer):
    events = list(solve(puzzle, SolveOptions(max_solutions=2), Cancel()))
    done = events[-1]
    assert isinstance(done, Done)
    assert done.status == SOLVED and done.unique is True
    assert [board_to_strings(s) for s in done.solutions] == [answer]
    assert sum(isinstance(e, Solution) for e in events) == 1
    assert any(isinstance(e, Progress) for e in events)
    for key in ("variables", "constraints", "seconds"):
        assert key in done.stats
    assert done.stats["variables"] > 0 and done.stats["constraints"] > 0


@pytest.mark.parametrize("solve", METHODS)
def test_one_solution_asked_leaves_uniqueness_open(solve):
    done = run(solve(STAIRS, SolveOptions(max_solutions=1), Cancel()))
    assert done.status == SOLVED and done.unique is None
    assert board_to_strings(done.solution) == STAIRS_ANSWER


def test_mip_cbc_backend_and_stats():
    done = run(mip.solve(FIGURE, SolveOptions(max_solutions=2, extra={"backend": "CBC"}), Cancel()))
    assert done.unique is True and board_to_strings(done.solution) == FIGURE_ANSWER
    assert done.stats["backend"] == "CBC"
    default = run(mip.solve(FIGURE, SolveOptions(), Cancel()))
    assert default.stats["backend"] in ("SCIP", "CBC")
    assert {"nodes", "iterations"} <= set(default.stats)


def test_table_stats_count_patterns():
    done = run(table.solve(STAIRS, SolveOptions(max_solutions=2), Cancel()))
    expected = sum(table.pattern_count(c, 5) for c in STAIRS.rows + STAIRS.cols)
    assert done.stats["patterns"] == expected
    assert {"branches", "conflicts"} <= set(done.stats)


@pytest.mark.parametrize("solve", METHODS)
def test_two_solutions_give_not_unique(solve):
    done = run(solve(DIAGONAL, SolveOptions(max_solutions=2), Cancel()))
    assert done.status == SOLVED and done.unique is False
    first, second = done.solutions
    assert satisfies(DIAGONAL, first) and satisfies(DIAGONAL, second)
    assert (first != second).any()


@pytest.mark.parametrize("solve", METHODS)
def test_infeasible_puzzle(solve):
    assert brute_force_solutions(INFEASIBLE) == []
    assert sum(INFEASIBLE.rows[0]) == sum(sum(c) for c in INFEASIBLE.cols)
    done = run(solve(INFEASIBLE, SolveOptions(max_solutions=2), Cancel()))
    assert done.status == NO_SOLUTION and done.solutions == () and done.unique is None


@pytest.mark.parametrize("solve", METHODS)
def test_clue_longer_than_line_has_no_solution(solve):
    puzzle = Nonogram(((2, 2), (), (), ()), ((1,), (1,), (), ()))
    assert run(solve(puzzle, SolveOptions(), Cancel())).status == NO_SOLUTION


# --- known cells -----------------------------------------------------------------------------

@pytest.mark.parametrize("solve", METHODS)
def test_known_cells_pick_one_of_two_solutions(solve):
    known = np.array([[1, -1], [-1, -1]], dtype=np.int8)
    done = run(solve(DIAGONAL, SolveOptions(max_solutions=2, known=known), Cancel()))
    assert done.status == SOLVED and done.unique is True
    assert board_to_strings(done.solution) == ["#.", ".#"]


@pytest.mark.parametrize("solve", METHODS)
def test_known_cells_contradicting_the_answer(solve):
    known = np.full((5, 5), -1, dtype=np.int8)
    known[1, 0] = 1  # the answer has this cell empty
    done = run(solve(STAIRS, SolveOptions(max_solutions=2, known=known), Cancel()))
    assert done.status == NO_SOLUTION


@pytest.mark.parametrize("solve", METHODS)
def test_known_cells_consistent_with_the_answer(solve):
    known = board_from_strings(["?.#.?", "?????", "??#??", "?#??.", "?????"])
    done = run(solve(FIGURE, SolveOptions(max_solutions=2, known=known), Cancel()))
    assert done.unique is True and board_to_strings(done.solution) == FIGURE_ANSWER


# --- cancel and time limit -------------------------------------------------------------------

@pytest.mark.parametrize("solve", METHODS)
def test_cancelled_before_start_stops(solve):
    cancel = Cancel()
    cancel.cancel()
    done = run(solve(FIGURE, SolveOptions(max_solutions=2), cancel))
    assert done.status == STOPPED and done.unique is None and done.solutions == ()


def _hard_for_mip() -> Nonogram:
    rng = np.random.default_rng(1)
    return clues_from_picture((rng.random((35, 35)) < 0.5).astype(np.int8))


def test_mip_cancel_during_the_search_stops_it():
    """A cancel from another thread while SCIP searches reaches it (InterruptSolve): the run
    ends stopped instead of searching on (the suite's timeout catches a run that does not)."""
    cancel = Cancel()
    gen = mip.solve(_hard_for_mip(), SolveOptions(max_solutions=2), cancel)
    searching = False
    for event in gen:
        if isinstance(event, Progress) and event.message == "solving":
            searching = True
            threading.Timer(0.2, cancel.cancel).start()
        if isinstance(event, Done):
            break
    assert searching
    assert event.status == STOPPED and event.unique is None


def test_mip_deadline_while_building_stops():
    """A deadline that passes while the model is being built stops the build."""
    cancel = CancelAfter(3)
    done = run(mip.solve(_hard_for_mip(), SolveOptions(max_solutions=2), cancel))
    assert cancel.fired and done.status == STOPPED and done.solutions == ()
    assert done.stats.get("stopped") == "before the search"


# --- table: patterns and refusal -------------------------------------------------------------

def test_pattern_count_matches_enumeration():
    for length in range(0, 11):
        clues = {line_clue(bits) for bits in itertools.product((0, 1), repeat=length)}
        for clue in clues:
            patterns = table.enumerate_patterns(clue, length)
            assert len(patterns) == table.pattern_count(clue, length)
            assert sorted(patterns) == sorted(_line_patterns(clue, length))
    assert table.pattern_count((), 7) == 1 and table.pattern_count((0,), 7) == 1
    assert table.pattern_count((3, 3), 6) == 0 and table.enumerate_patterns((3, 3), 6) == []
    assert table.pattern_count((1,) * 10, 40) == 44_352_165


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_enumeration_respects_known_cells(data):
    length = data.draw(st.integers(1, 10))
    line = data.draw(st.lists(st.integers(0, 1), min_size=length, max_size=length))
    known = data.draw(st.lists(st.sampled_from((-1, -1, 0, 1)), min_size=length, max_size=length))
    clue = line_clue(line)
    expected = [
        p for p in _line_patterns(clue, length) if all(k in (-1, v) for k, v in zip(known, p))
    ]
    assert sorted(table.enumerate_patterns(clue, length, known)) == sorted(expected)


def test_table_refuses_a_line_with_too_many_patterns():
    puzzle = Nonogram(((1,) * 10,) + ((),) * 3, ((1,),) * 10 + ((),) * 30)
    with pytest.raises(MethodRefused) as error:
        run(table.solve(puzzle, SolveOptions(), Cancel()))
    message = str(error.value)
    assert "row 1" in message and "44,352,165" in message and "200,000" in message
    assert "cpsat" in message


def test_table_limits_come_from_options():
    with pytest.raises(MethodRefused, match=r"column 2 has 6 patterns.*cpsat"):
        run(table.solve(STAIRS, SolveOptions(extra={"max_patterns": 2}), Cancel()))
    with pytest.raises(MethodRefused, match=r"in all.*cpsat"):
        run(table.solve(STAIRS, SolveOptions(extra={"max_total_patterns": 10}), Cancel()))


# --- random pictures against brute force ----------------------------------------------------

pictures = st.integers(1, 8).flatmap(
    lambda h: st.integers(1, 8).flatmap(
        lambda w: st.lists(
            st.lists(st.integers(0, 1), min_size=w, max_size=w), min_size=h, max_size=h
        )
    )
)


@pytest.mark.parametrize("solve", METHODS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(picture=pictures)
def test_random_pictures_agree_with_brute_force(solve, picture):
    puzzle = clues_from_picture(np.array(picture, dtype=np.int8))
    reference = brute_force_solutions(puzzle, limit=2)
    assert reference  # the picture itself solves its clues
    done = run(solve(puzzle, SolveOptions(max_solutions=2), Cancel()))
    assert done.status == SOLVED
    assert all(satisfies(puzzle, board) for board in done.solutions)
    assert done.unique is (len(reference) == 1)
    if done.unique is False:
        assert len(done.solutions) == 2 and (done.solutions[0] != done.solutions[1]).any()
