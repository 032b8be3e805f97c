"""A numberlink trial as the teacher plays it back (solvers.numberlink.explained_trial): every
``trial`` deduction of small generated puzzles replays to a contradiction, and the segment it
supposed is, in the puzzle's own (unique) solution, the other way: an independent check."""

from __future__ import annotations

import numpy as np

from solvers.numberlink import generator
from solvers.numberlink.explained_trial import (
    BROKEN,
    TRIAL,
    board_under,
    supposed_position,
    trial_steps,
    trial_words,
)
from solvers.numberlink.model import segment_mask
from solvers.numberlink.propagate import deductions
from solvers.numberlink.trial import TRIAL_LEVEL


def puzzles_with_trials(count: int, size: int = 7):
    for seed in range(1, 60):
        puzzle, _ = generator.generate(size, size, seed)
        board = puzzle.empty_board()
        found = []
        for step in deductions(puzzle, "fill", board.copy(), TRIAL_LEVEL):
            if step.rule == "trial":
                found.append((board.copy(), step))
            for position, value in zip(step.cells, step.values):
                board[position] = value
        if found:
            yield puzzle, found
            count -= 1
            if not count:
                return


def test_every_trial_replays_to_a_contradiction_against_the_solution():
    seen = 0
    for puzzle, trials in puzzles_with_trials(3):
        solution = segment_mask(puzzle.solution_board())
        for board, step in trials:
            trail = list(trial_steps(puzzle, "fill", board, step.about))
            assert trail and trail[-1].rule == BROKEN and all(s.rule == TRIAL for s in trail[:-1])
            supposed = step.about
            position = supposed_position(supposed)
            assert bool(solution[position]) != bool(supposed[2])  # the solution has it the other way
            assert position in trail[0].cells  # the first step is the supposition, on the board it assumes
            assert board_under(board, trail[:1])[position] != board[position]
            text = trial_words(trail[-1], puzzle)
            assert text.startswith("Suppose row ") and "contradiction" in text
            seen += 1
    assert seen


def test_a_trial_leaves_the_board_it_is_given_unchanged():
    puzzle, [(board, step), *_] = next(puzzles_with_trials(1))
    before = board.copy()
    list(trial_steps(puzzle, "fill", board, step.about))
    assert np.array_equal(board, before)
