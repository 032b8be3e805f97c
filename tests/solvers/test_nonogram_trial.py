"""A probe's trial as the teacher plays it back (solvers.nonogram.trial), checked against an
independent line check: the line a trial says breaks admits no placement of its clue on the
board the trial assumes, and every trial that breaks assumed the value the probe rejected."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from solvers.events import Cancel, SolveOptions, Step
from solvers.nonogram import probe
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN, line_clue
from solvers.nonogram.trial import BROKEN, TRIAL, board_under, trial_steps, words
from solvers.nonogram.words import parse_line


def fits(clue: tuple, line: np.ndarray) -> bool:
    """Brute force: some filling of the unknown cells of ``line`` makes ``clue``."""
    unknown = [i for i, v in enumerate(line) if v == UNKNOWN]
    for values in itertools.product((EMPTY, FILLED), repeat=len(unknown)):
        candidate = line.copy()
        candidate[unknown] = values
        if line_clue(candidate) == tuple(clue):
            return True
    return False


def probed_steps(puzzle):
    return [e for e in probe.solve(puzzle, SolveOptions(max_solutions=2), Cancel())
            if isinstance(e, Step) and e.rule.startswith("probe")]


def puzzles_needing_probing(count: int):
    rng = np.random.default_rng(7)
    found = 0
    while found < count:
        puzzle = clues_from_picture((rng.random((7, 7)) < 0.5).astype(int))
        if probed_steps(puzzle):
            found += 1
            yield puzzle


@pytest.mark.parametrize("puzzle", list(puzzles_needing_probing(6)), ids=lambda p: f"{p.rows}"[:20])
def test_a_rejected_value_breaks_a_line_that_really_fits_no_more(puzzle):
    from solvers.nonogram.propagate import Grid, propagate

    grid = Grid.from_board(puzzle, puzzle.empty_board())
    assert propagate(grid)
    board = grid.board()  # probing starts from the line-solving fixpoint
    step = probed_steps(puzzle)[0]  # the first probe starts from the fixpoint computed here
    if "contradicts" in step.rule:
        cell = step.about[1]
        rejected = EMPTY if step.values[0] == FILLED else FILLED
        trail = list(trial_steps(puzzle, board, cell, rejected))
        assert trail and trail[-1].rule == BROKEN and all(s.rule == TRIAL for s in trail[:-1])
        assert all(s.about == ("assume", cell, rejected) for s in trail)
        assumed = board_under(board, trail[:-1])
        assert assumed[cell] == rejected
        kind, index = parse_line(trail[-1].line)
        clue = (puzzle.rows if kind == 0 else puzzle.cols)[index]
        line = assumed[index] if kind == 0 else assumed[:, index]
        assert not fits(clue, line)  # the broken line: no way to place its clue
        assert "Suppose" in words(trail[-1], puzzle) and "contradiction" in words(trail[-1], puzzle)
    else:  # both values agree: neither trial breaks, and both settle on the cells concluded
        for value in (FILLED, EMPTY):
            trail = list(trial_steps(puzzle, board, step.about[1], value))
            assert all(s.rule == TRIAL for s in trail)
            settled = board_under(board, trail)
            assert all(settled[c] == v for c, v in zip(step.cells, step.values))


def test_a_trial_leaves_the_board_it_is_given_unchanged():
    puzzle = next(puzzles_needing_probing(1))
    board = puzzle.empty_board()
    before = board.copy()
    list(trial_steps(puzzle, board, (0, 0), FILLED))
    assert np.array_equal(board, before)
