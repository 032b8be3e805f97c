"""line_clue and picture_clues read a numpy line through its bytes (model.runs_of): the same
runs as counting the cells one by one, for every value a board holds and every dtype."""

from itertools import groupby

import numpy as np
import pytest

from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import FILLED, UNKNOWN, line_clue, picture_clues


def counted(line) -> tuple[int, ...]:
    """The runs of FILLED, counted with groupby over plain ints (no numpy)."""
    return tuple(len(list(run)) for value, run in groupby(int(v) for v in line) if value == FILLED)


@pytest.mark.parametrize("dtype", [np.int8, np.int64, np.uint8])
def test_runs_match_counting_cells(dtype) -> None:
    rng = np.random.default_rng(7)
    for _ in range(400):
        height, width = rng.integers(1, 40, 2)
        values = [0, 1] if dtype == np.uint8 else [UNKNOWN, 0, 1]
        board = rng.choice(values, (height, width)).astype(dtype)
        rows, cols = picture_clues(board)
        assert rows == tuple(counted(row) for row in board)
        assert cols == tuple(counted(col) for col in board.T)
        assert all(line_clue(row) == counted(row) for row in board)
        assert all(line_clue(list(col)) == counted(col) for col in board.T)


def test_edges_and_empty_lines() -> None:
    assert line_clue(np.array([1, 1, 0, 1], np.int8)) == (2, 1)
    assert line_clue(np.array([0, 0, 0], np.int8)) == ()
    assert line_clue(np.array([1], np.int8)) == (1,)
    assert line_clue(np.array([UNKNOWN, 1, 1, UNKNOWN, 1], np.int8)) == (2, 1)
    puzzle = clues_from_picture([[1, 0, 1], [1, 1, 1]])
    assert puzzle.rows == ((1, 1), (3,)) and puzzle.cols == ((2,), (1,), (2,))
