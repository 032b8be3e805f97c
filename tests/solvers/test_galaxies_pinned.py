"""The galaxies generator's puzzles pinned (issue 36): speed work must keep every seed's puzzle
(dots, their order and the solution) and the work it took; a change that gives another puzzle
for a seed needs a new GENERATOR_VERSION and new fingerprints. Taken at version 6 (the
partitions grown by grow_kernel.py), the same with the growth compiled and interpreted."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from solvers.galaxies.generator import GENERATOR_VERSION, generate, generate_from_picture


def fingerprint(puzzle) -> str:
    key = repr(([(d.x2, d.y2, d.colour) for d in puzzle.dots], puzzle.solution.tolist()))
    return hashlib.sha1(key.encode()).hexdigest()[:16]


PINNED = [  # (size, level, seed, work, fingerprint); level None = the default (medium)
    (7, None, 0, 776, "1f553ca451fffbcb"),
    (7, None, 3, 884, "6f7414b493949a8f"),
    (10, None, 1, 1747, "1f6b11b2c4ff18cf"),
    (10, "hard", 2, 3033, "2bb83b86b9a7a5c3"),
    (15, None, 4, 6709, "0b594096de0691c5"),
    (12, "expert", 0, 11868, "2b2524a3a2e5eec7"),
]


@pytest.mark.parametrize("size,level,seed,work,expected", PINNED)
def test_a_seed_gives_its_pinned_puzzle(size, level, seed, work, expected):
    assert GENERATOR_VERSION == 6, "a new version: take new fingerprints"
    puzzle, report = generate(size, size, seed, difficulty=level)
    assert (report["work"], fingerprint(puzzle)) == (work, expected)


def test_a_picture_gives_its_pinned_puzzle():
    picture = np.zeros((8, 10), dtype=int)
    picture[2:6, 2:8] = 1
    puzzle, _ = generate_from_picture(picture, seed=1)
    assert fingerprint(puzzle) == "ae497c5487e37b1e"
