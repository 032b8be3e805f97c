"""The methods whose models grow past the memory goal of issue 28 (500 MB at each genre's
largest size) refuse a puzzle over their size limit before building anything, and solve it
at the limit. The limits are lowered to a small puzzle's own size, so no test builds a big
model."""

import random

import numpy as np
import pytest

import solvers.galaxies as galaxies
import solvers.nonogram as nonogram
import solvers.numberlink as numberlink
from solvers.errors import MethodRefused
from solvers.events import SOLVED
from solvers.galaxies import ilp as galaxies_ilp
from solvers.galaxies.derive import derive
from solvers.galaxies.partition import board, grow_partition
from solvers.nonogram import mip as nonogram_mip
from solvers.nonogram.derive import clues_from_picture
from solvers.numberlink import ilp as numberlink_ilp
from solvers.numberlink.generator import random_cover
from solvers.numberlink.model import puzzle_from_paths


def _nonogram():
    rng = np.random.default_rng(2)
    return clues_from_picture((rng.random((6, 6)) < 0.5).astype(np.int8))


def _galaxies():
    rng = np.random.default_rng(2)
    return derive(board(grow_partition(np.ones((5, 5), dtype=bool), rng, 6), (5, 5)))[0]


def _numberlink():
    return puzzle_from_paths(4, 4, random_cover(4, 4, random.Random(2)))


def _size(genre, puzzle):
    if genre == "nonogram":
        return nonogram_mip.start_count(puzzle)
    if genre == "galaxies":
        return int(puzzle.mirror_ok().sum())
    numbers = 2 * puzzle.pairs
    return (puzzle.width * puzzle.height - numbers) * puzzle.pairs + numbers


CASES = [("nonogram", "mip", nonogram, _nonogram, nonogram_mip, "MAX_STARTS"),
         ("galaxies", "ilp", galaxies, _galaxies, galaxies_ilp, "MAX_BELONG"),
         ("galaxies", "mip", galaxies, _galaxies, galaxies_ilp, "MAX_BELONG"),
         ("numberlink", "ilp", numberlink, _numberlink, numberlink_ilp, "MAX_LABEL_VARIABLES"),
         ("numberlink", "mip", numberlink, _numberlink, numberlink_ilp, "MAX_LABEL_VARIABLES")]


@pytest.mark.parametrize("genre, method, package, make, module, limit", CASES)
def test_over_the_limit_is_refused_and_at_the_limit_solved(genre, method, package, make, module, limit,
                                                           monkeypatch):
    puzzle = make()
    size = _size(genre, puzzle)
    monkeypatch.setattr(module, limit, size - 1)
    with pytest.raises(MethodRefused, match="too big"):
        package.solve(puzzle, method, 2)
    monkeypatch.setattr(module, limit, size)
    assert package.solve(puzzle, method, 2).status == SOLVED
