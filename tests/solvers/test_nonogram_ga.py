"""The genetic algorithm ``ga`` (issue 3): its fitness against brute force, its operators'
invariants, the deterministic fixing of GA1 / GA2, seeds, cancel and the event protocol."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers.events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Generation, SolveOptions
from solvers.nonogram import COMPLETE_METHODS, METHODS, ga, solve, solve_events
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import Nonogram, line_clue, satisfies

EXAMPLE_1 = Nonogram(((5,), (2,), (2,), (2,), (2,)), ((1,), (1, 1), (1, 3), (3, 1), (2,)))
IMPOSSIBLE = Nonogram(((), (), (2,)), ((), (), (2,)))
# Random 8x8 picture: line logic leaves 55 of its 64 cells open, so the GA has work to do.
SMALL = clues_from_picture((np.random.default_rng(14).random((8, 8)) < 0.5).astype(np.int8))
# Random 9x9 picture that a small GA does not solve in a few generations.
HARDER = clues_from_picture((np.random.default_rng(47).random((9, 9)) < 0.5).astype(np.int8))
FAST = {"population": 200, "generations": 150}


def brute_cost(line, clue) -> int:
    n = len(line)
    return min(sum(a != b for a, b in zip(line, other))
               for other in itertools.product((0, 1), repeat=n) if line_clue(other) == clue)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_fitness_dp_matches_brute_force(data):
    n = data.draw(st.integers(1, 9))
    target = data.draw(st.lists(st.integers(0, 1), min_size=n, max_size=n))
    clue = line_clue(target)
    lines = np.array(data.draw(st.lists(st.lists(st.integers(0, 1), min_size=n, max_size=n),
                                        min_size=1, max_size=6)), dtype=np.uint8)
    got = ga.column_costs(lines, clue)
    assert got.tolist() == [brute_cost(tuple(line), clue) for line in lines.tolist()]


def test_population_fitness_sums_the_columns():
    rng = np.random.default_rng(0)
    boards = (rng.random((7, 5, 6)) < 0.5).astype(np.uint8)
    cols = tuple(line_clue(c) for c in (rng.random((6, 5)) < 0.5).astype(int))
    total, per_column = ga.fitness(boards, cols)
    for p in range(7):
        expected = [brute_cost(tuple(boards[p, :, c]), cols[c]) for c in range(6)]
        assert per_column[p].tolist() == expected and total[p] == sum(expected)


def _row_cells(genes, clue, width):
    cells = [0] * width
    for start, length in zip(genes, clue):
        for i in range(start, start + length):
            cells[i] = 1
    return cells


@settings(max_examples=120, deadline=None)
@given(st.data(), st.booleans())
def test_mutation_never_violates_the_row_clue_or_fixed_cells(data, small_limit):
    width = data.draw(st.integers(1, 14))
    picture = data.draw(st.lists(st.integers(0, 1), min_size=width, max_size=width))
    clue = line_clue(picture)
    if not clue:
        return
    fixed = data.draw(st.lists(st.booleans(), min_size=width, max_size=width))
    filled = sum(1 << i for i in range(width) if fixed[i] and picture[i])
    empty = sum(1 << i for i in range(width) if fixed[i] and not picture[i])
    limit = ga.ENUMERATION_LIMIT
    if small_limit:  # the Python generator of whole rows, used for rows with many placements
        ga.ENUMERATION_LIMIT = 1
    try:
        space = ga.RowSpace(clue, width, filled, empty, len(clue) + 1)
    finally:
        ga.ENUMERATION_LIMIT = limit
    if small_limit:
        assert space.table is None or len(space.table[0]) == 1
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32)))
    rnd = random.Random(data.draw(st.integers(0, 2**32)))
    rows = space.generate(20, rng, rnd)
    assert (rows[:, len(clue):] == width).all()  # padding genes stay put

    def check(genes):
        cells = _row_cells(genes, clue, width)
        assert tuple(line_clue(cells)) == clue
        assert all(cells[i] == picture[i] for i in range(width) if fixed[i])

    for genes in rows[:, : len(clue)].tolist():
        check(genes)
        for _ in range(10):
            space.mutate(genes, rnd)
            check(genes)


def test_enumerated_rows_carry_the_middle_out_probabilities():
    space = ga.RowSpace((1, 1), 4, 0, 0, 2)  # placements 0/2, 0/3, 1/3
    starts, probs = space.table
    by_row = {tuple(s): p for s, p in zip(starts.tolist(), probs)}
    # The middle gene is block 0: start 0 (then block 1 at 2 or 3) or 1 (then 3), each 1/2.
    assert by_row == pytest.approx({(0, 2): 0.25, (0, 3): 0.25, (1, 3): 0.5})


def test_ga2_fixes_more_than_ga1_where_the_complete_rule_does():
    ga1, ga2 = ga.fix_cells(EXAMPLE_1, "GA1"), ga.fix_cells(EXAMPLE_1, "GA2")
    assert ga2.complete and not ga1.complete
    assert 0 < 25 - ga1.unknown_count < 25
    done = solve(EXAMPLE_1, "ga", variant="GA2", seed=0)
    assert done.status == SOLVED and done.stats["generations"] == 0  # fixing finished it
    assert done.stats["fixed_cells"] == 25
    done = solve(EXAMPLE_1, "ga", variant="GA1", seed=0, **FAST)
    assert done.stats["fixed_cells"] == 25 - ga1.unknown_count
    assert done.status == SOLVED and satisfies(EXAMPLE_1, done.solution)


@pytest.mark.parametrize("variant", ["GA1", "GA2"])
def test_a_seeded_run_solves_a_small_puzzle(variant):
    assert not ga.fix_cells(SMALL, variant).complete
    done = solve(SMALL, "ga", variant=variant, seed=3, **FAST)
    assert done.status == SOLVED and done.unique is None
    assert satisfies(SMALL, done.solution)
    history = done.stats["history"]
    assert history[-1] == 0 == done.stats["best_fitness"]
    assert len(history) == done.stats["generations"] + 1
    assert all(a >= b for a, b in itertools.pairwise(history))  # the elite keeps the best


def test_the_same_seed_gives_the_same_run():
    runs = [solve(SMALL, "ga", variant="GA1", seed=5, population=100, generations=20)
            for _ in range(2)]
    assert runs[0].stats["history"] == runs[1].stats["history"]
    other = solve(SMALL, "ga", variant="GA1", seed=6, population=100, generations=20)
    assert other.stats["seed"] == 6 and runs[0].stats["seed"] == 5


def test_generation_events_then_done():
    events = list(solve_events(SMALL, "ga", SolveOptions(extra={"variant": "GA1", "seed": 1,
                                                               "population": 60,
                                                               "generations": 5})))
    generations = [e for e in events if isinstance(e, Generation)]
    assert isinstance(events[-1], Done)
    assert [g.index for g in generations] == list(range(len(generations)))
    for g in generations:
        assert g.best <= g.mean <= g.worst and 0 <= g.diversity <= 0.5
        assert g.best_board.shape == SMALL.shape
    assert events[-1].stats["history"] == [int(g.best) for g in generations]
    if events[-1].status == STOPPED:
        assert events[-1].stats["generations"] == 5 and events[-1].partial is not None


def test_a_restart_is_marked_on_the_generation_after_it():
    """Each large-scale mutation (``stagnation`` generations without a better best) is marked
    on the next Generation event: the plot shows why the mean jumps (issue #27)."""
    events = solve_events(HARDER, "ga", SolveOptions(extra={"variant": "GA1", "seed": 2, "population": 30,
                                                           "generations": 40, "stagnation": 3}))
    generations = [e for e in events if isinstance(e, Generation)]
    marked = [g.index for g in generations if g.restarted]
    # Replay the rule from the best-so-far history: a restart follows 3 generations without
    # improvement, and the count starts again after it.
    expected, best, stagnant = [], None, 0
    for g in generations[:-1]:
        if best is None or g.best < best:
            best, stagnant = g.best, 0
        else:
            stagnant += 1
        if stagnant >= 3:
            expected.append(g.index + 1)
            stagnant = 0
    assert marked == expected and marked  # some restarts, each where the rule puts it


def test_cancel_stops_between_generations():
    cancel = Cancel()
    events = solve_events(HARDER, "ga", SolveOptions(extra={"variant": "GA1", "seed": 1,
                                                           "population": 100}), cancel)
    seen = []
    for event in events:
        seen.append(event)
        if isinstance(event, Generation) and event.index == 2:
            cancel.cancel()
    assert [e.index for e in seen if isinstance(e, Generation)] == [0, 1, 2]
    assert isinstance(seen[-1], Done) and seen[-1].status == STOPPED
    assert seen[-1].stats["generations"] == 2 and seen[-1].unique is None


def test_a_contradiction_in_fixing_means_no_solution():
    assert solve(IMPOSSIBLE, "ga", variant="GA2", seed=0).status == NO_SOLUTION


def test_bad_parameters_are_refused():
    with pytest.raises(ValueError, match="variant"):
        solve(SMALL, "ga", variant="GA3")
    with pytest.raises(ValueError, match="population"):
        solve(SMALL, "ga", population=0)


def test_ga_is_registered_but_never_complete():
    assert "ga" in METHODS and "ga" not in COMPLETE_METHODS


def test_the_ga_demonstration_sample_leaves_the_ga_work_to_show():
    """puzzles/nonogram/ga-demo-anchor.json: a 20x20 that deterministic fixing does not finish
    (the other samples are line-solvable or nearly), so the GA's curves have something to show."""
    from pathlib import Path

    from solvers.nonogram import formats

    path = Path(__file__).parents[2] / "puzzles" / "nonogram" / "ga-demo-anchor.json"
    puzzle = formats.read_file(path)
    assert puzzle.shape == (20, 20)
    assert solve(puzzle, "cpsat", max_solutions=2).unique is True
    line = solve(puzzle, "line")
    assert line.status == STOPPED and line.stats["fixed"] < puzzle.width * puzzle.height // 2
    options = SolveOptions(extra={"seed": 1, "population": 200, "generations": 5})
    events = list(solve_events(puzzle, "ga", options, Cancel()))
    generations = [e for e in events if isinstance(e, Generation)]
    assert len(generations) >= 5 and events[-1].stats["fixed_cells"] < 200  # the initial one too
    assert generations[0].best > 0  # the first population does not fit the clues
