"""Galaxies answers against an independent brute-force enumeration of small grids.

1. From a pixel picture: the generated puzzle's solution passes the rules, its black cells
   are the picture, and it is unique -- by brute force (small grids) or the literal ``ilp``
   model (the generator itself uses ``auto``).
2. ``cpsat``/``auto``/``propagate`` (deduction, then CP-SAT with constants for fixed cells,
   shared mirror variables, an anchored spanning tree, no-good rounds) agree with brute
   force where deduction stalls: same status, same uniqueness, every solution passes.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solvers import events
from solvers.errors import MethodRefused, PuzzleFormatError
from solvers.events import NO_SOLUTION, SOLVED, Cancel
from solvers.galaxies import formats, generate_from_picture, rules, solve
from solvers.galaxies.derive import derive
from solvers.galaxies.generator import GenerationTimeout, _board, grow_partition
from solvers.galaxies.model import BLACK, Dot, Galaxies
from solvers.galaxies.model import picture as black_picture
from solvers.galaxies.propagate import Contradiction, reduce

from .cancel_tokens import LeapingClock


def count_solutions(puzzle: Galaxies, limit: int = 2) -> int:
    return len(enumerate_solutions(puzzle, limit))


def enumerate_solutions(puzzle: Galaxies, limit: int = 2) -> list:
    """Solutions by plain backtracking, independent of the solvers: give each cell in
    row-major order a dot whose mirror image of the cell is inside the grid and free (or
    already that dot's), together with that mirror image; check each full board with the
    rules (connectivity included)."""
    h, w = puzzle.shape
    board = puzzle.empty_board()
    for d, dot in enumerate(puzzle.dots):
        for r, c in dot.cells():
            if board[r, c] >= 0:  # two dots on one cell: no solution
                return []
            board[r, c] = d
    found = []

    def fill(index):
        if len(found) >= limit:
            return
        while index < h * w and board.flat[index] >= 0:
            index += 1
        if index == h * w:
            if not rules.check(puzzle, board):
                found.append(board.copy())
            return
        r, c = divmod(index, w)
        for d, dot in enumerate(puzzle.dots):
            mr, mc = dot.mirror(r, c)
            if 0 <= mr < h and 0 <= mc < w and board[mr, mc] in (-1, d):
                board[r, c] = board[mr, mc] = d
                fill(index + 1)
                board[r, c] = board[mr, mc] = -1

    fill(0)
    return found


def assert_generated_right(pixels, puzzle, report):
    pixels = np.asarray(pixels, dtype=bool)
    assert puzzle.shape == pixels.shape
    assert rules.check(puzzle, puzzle.solution) == []
    got = np.array([[ch == "#" for ch in row] for row in black_picture(puzzle, puzzle.solution)])
    assert (got == pixels).all()
    assert report["grade"] in ("easy", "medium", "hard", "expert", "search")
    assert report["black_dots"] == sum(d.colour == BLACK for d in puzzle.dots)
    if pixels.size <= 16:
        assert count_solutions(puzzle) == 1
    else:
        done = solve(puzzle, "ilp", max_solutions=2)
        assert done.unique is True and (done.solution == puzzle.solution).all()


def test_brute_force_counter_sees_a_second_solution():
    assert count_solutions(formats.read("3x3:kbb")) == 2  # the check of the checker
    assert count_solutions(formats.read("7x7:gezoahhszbivki")) == 1


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 6), st.integers(1, 6), st.data())
def test_random_small_pictures(height, width, data):
    bits = data.draw(st.lists(st.booleans(), min_size=height * width, max_size=height * width))
    pixels = np.array(bits, dtype=np.int8).reshape(height, width)
    seed = data.draw(st.integers(0, 10**6))
    puzzle, report = generate_from_picture(pixels, seed=seed)
    assert_generated_right(pixels, puzzle, report)


def test_a_drawing_with_big_regions():
    y, x = np.mgrid[0:12, 0:12]
    ring = (abs(np.hypot(y - 5.5, x - 5.5) - 4) < 1.3).astype(int)
    puzzle, report = generate_from_picture(ring, seed=1)
    assert_generated_right(ring, puzzle, report)
    assert len(puzzle.dots) < ring.size  # regions, not one dot per cell


def test_a_single_black_cell_is_its_own_region():
    pixels = np.zeros((5, 5), dtype=int)
    pixels[2, 3] = 1
    puzzle, report = generate_from_picture(pixels, seed=0)
    black = [d for d in puzzle.dots if d.colour == BLACK]
    assert len(black) == 1 and black[0].cells() == [(2, 3)]
    assert_generated_right(pixels, puzzle, report)


@pytest.mark.parametrize("value", [0, 1])
def test_one_colour_pictures(value):
    pixels = np.full((4, 6), value)
    puzzle, report = generate_from_picture(pixels, seed=5)
    assert_generated_right(pixels, puzzle, report)


def test_reproducible_with_a_seed_and_lists_accepted():
    pixels = [[1, 0, 0, 1], [1, 1, 0, 0], [0, 1, 1, 0]]
    first, _ = generate_from_picture(pixels, seed=7)
    again, _ = generate_from_picture(np.array(pixels, dtype=bool), seed=7)
    assert first == again and (first.solution == again.solution).all()


@pytest.mark.parametrize("pixels,message", [
    ([[1, 0], [1]], "rectangle"),
    ([], "rectangle|empty"),
    ([[]], "empty"),
    ([[0, 2]], "only hold 0"),
    (np.zeros((3, 101)), "maximum"),
    ([1, 0, 1], "rectangle"),
])
def test_bad_pictures_raise_one_clear_error(pixels, message):
    with pytest.raises(PuzzleFormatError, match=message):
        generate_from_picture(pixels)


def test_out_of_time_or_cancelled_is_one_clear_error(monkeypatch):
    pixels = np.ones((6, 6), dtype=int)
    # the engine's clock leaps an hour at each reading: past the deadline at the first look
    monkeypatch.setattr(events, "time", LeapingClock())
    with pytest.raises(GenerationTimeout, match=r"no unique puzzle for this 6x6 picture within 1e-09 s"):
        generate_from_picture(pixels, seed=0, timeout=1e-9)
    cancel = Cancel()
    cancel.cancel()
    with pytest.raises(GenerationTimeout, match="was cancelled"):
        generate_from_picture(pixels, seed=0, cancel=cancel)


def test_read_picture_text():
    assert formats.read_picture("\n.#.\n##.  \n\n").tolist() == [[0, 1, 0], [1, 1, 0]]
    for text, message in [("", "empty"), (".#\n#", "line 2: ragged"), ("..x", "line 1: unknown"),
                          ("." * 101, "maximum")]:
        with pytest.raises(PuzzleFormatError, match=message):
            formats.read_picture(text)


def search_puzzles(count: int):
    """Puzzles where deduction leaves choices, so the CP-SAT model itself is exercised:
    random partitions into big regions, derived, some with one dot removed (then there are
    several solutions or none). Random dots alone almost never get past deduction."""
    out, seed = [], 0
    while len(out) < count:
        rng = np.random.default_rng(seed)
        seed += 1
        h, w = int(rng.integers(3, 7)), int(rng.integers(3, 7))
        regions = grow_partition(np.ones((h, w), dtype=bool), rng, int(rng.integers(6, 19)))
        dots = list(derive(_board(regions, (h, w)))[0].dots)
        if rng.random() < 0.4 and len(dots) > 1:
            dots.pop(int(rng.integers(len(dots))))
        puzzle = Galaxies(w, h, tuple(dots))
        try:
            if (reduce(puzzle).sum(axis=0) == 1).all():
                continue
        except Contradiction:
            continue
        out.append(puzzle)
    return out


@pytest.mark.parametrize("puzzle", search_puzzles(40), ids=lambda p: f"{p.width}x{p.height}:{len(p.dots)}")
def test_cpsat_agrees_with_brute_force_where_deduction_stalls(puzzle):
    truth = enumerate_solutions(puzzle, 2)
    # the tree from the start (its edges as clauses, and through each cell's dot as one
    # integer), cuts only, and the default (chosen by size); then the methods that start
    # from the deduction steps
    for method, extra in (("cpsat", {"tree": True}), ("cpsat", {"tree": True, "owner_candidates": 0}),
                          ("cpsat", {"tree": False}),
                          ("cpsat", {"tree": 1}), ("auto", {}), ("propagate", {})):
        done = solve(puzzle, method, max_solutions=2, **extra)
        method = f"{method} {extra}"
        assert done.stats.get("rounds", 0) >= 1, method  # the search really ran
        for board in done.solutions:
            assert rules.check(puzzle, board) == [], method
        if not truth:
            assert done.status == NO_SOLUTION, method
        else:
            assert done.status == SOLVED and done.unique is (len(truth) == 1), method
            if len(truth) == 1:
                assert (done.solution == truth[0]).all(), method


def test_cpsat_declines_a_search_too_big_for_memory_before_building_it():
    puzzle = search_puzzles(1)[0]
    cand = reduce(puzzle)
    choices = int(cand[:, cand.sum(axis=0) > 1].sum())
    with pytest.raises(MethodRefused, match=f"too big to search: deduction leaves {choices} choices"):
        solve(puzzle, "cpsat", max_solutions=2, max_choices=choices - 1)
    assert solve(puzzle, "cpsat", max_solutions=2, max_choices=choices).status in (SOLVED, NO_SOLUTION)


@pytest.mark.parametrize("seed", range(6))
def test_generated_grade_equals_the_full_difficulty_grade(seed):
    from solvers.galaxies import difficulty, generate

    puzzle, report = generate(7, 6, seed=seed)
    full = difficulty(puzzle)
    assert full["unique"] is True
    assert (report["grade"], report["deduced_fraction"]) == (full["grade"], full["deduced_fraction"])


@pytest.mark.parametrize("seed", range(8))
def test_every_explained_step_agrees_with_the_unique_answer(seed):
    """Soundness of deduction, step by step (mirror-owner included): a step that gives a
    cell to dot v matches the answer, a step that takes dot ~v from a cell too."""
    from solvers.galaxies import generate
    from solvers.galaxies.propagate import deduce

    puzzle, _ = generate(9, 8, seed=seed)
    answer = puzzle.solution
    rules_seen = set()
    for step in deduce(puzzle):
        rules_seen.add(step.rule)
        for (r, c), value in zip(step.cells, step.values):
            if value >= 0:
                assert answer[r, c] == value, step
            else:
                assert answer[r, c] != ~value, step
    assert "under-dot" in rules_seen


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 5), st.integers(2, 5), st.integers(3, 12), st.integers(0, 2), st.integers(0, 10**6))
def test_deduction_never_removes_a_candidate_a_solution_uses(height, width, max_size, change, seed):
    """Soundness of every rule (only-path included) against all the solutions brute force
    finds: puzzles derived from random partitions, as they are (one solution at least), with
    a dot taken away or one put at a random point (often several solutions, or none)."""
    rng = np.random.default_rng(seed)
    regions = grow_partition(np.ones((height, width), dtype=bool), rng, max_size)
    dots = list(derive(_board(regions, (height, width)))[0].dots)
    if change == 1 and len(dots) > 1:
        dots.pop(int(rng.integers(len(dots))))
    elif change == 2:
        dots.append(Dot(int(rng.integers(1, 2 * width)), int(rng.integers(1, 2 * height))))
    puzzle = Galaxies(width, height, tuple(dict.fromkeys(dots)))  # an added dot may repeat one
    solutions = enumerate_solutions(puzzle, 500)
    try:
        cand = reduce(puzzle)
    except Contradiction:
        assert solutions == []
        return
    rows, cols = np.indices(puzzle.shape)
    for board in solutions:
        assert cand[board, rows, cols].all()


def test_only_path_gives_the_cells_every_way_back_to_the_dot_passes():
    """5x4: once the bottom corners belong to the bottom dot, the cells beside it are the
    only way back to it. Deduction alone then solves the puzzle, as brute force does."""
    from solvers.galaxies.propagate import deduce

    puzzle = formats.read("5x4:fmgfgfn")
    truth = enumerate_solutions(puzzle, 2)
    assert len(truth) == 1
    # exclave says it first (one way out of a cut-off piece), a special case of only-path;
    # the mirror image follows by mirror-owner
    steps = [step for step in deduce(puzzle) if step.rule in ("exclave", "only-path")]
    assert steps and set(steps[0].cells) <= {(3, 1), (3, 3)}
    for step in steps:
        assert all(truth[0][cell] == value for cell, value in zip(step.cells, step.values))
    done = solve(puzzle, "propagate", max_solutions=2)
    assert done.stats["level"] == "hard" and (done.solution == truth[0]).all()  # exclave is hard
