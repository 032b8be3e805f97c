"""The galaxies generator's puzzles pinned for GENERATOR_VERSION 4 (issue 36): speed work must
keep every seed's puzzle (dots, their order and the solution) and the work it took. The
fingerprints were taken from main 0c53dc5, before the partitions moved to lists; a change
that gives another puzzle for a seed needs a new GENERATOR_VERSION and new fingerprints.
Version 5 (issue 41 item 3) changed expert's budgets only: these seeds, 12x12 expert seed 0
among them (5,471 looks, under its new 12,000), kept their puzzles."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from solvers.galaxies.generator import GENERATOR_VERSION, generate, generate_from_picture


def fingerprint(puzzle) -> str:
    key = repr(([(d.x2, d.y2, d.colour) for d in puzzle.dots], puzzle.solution.tolist()))
    return hashlib.sha1(key.encode()).hexdigest()[:16]


PINNED = [  # (size, level, seed, work, fingerprint); level None = the default (medium)
    (7, None, 0, 888, "b70b17458b2220ea"),
    (7, None, 3, 825, "a2a371dc55caa164"),
    (10, None, 1, 1906, "eadb33660f6ed099"),
    (10, "hard", 2, 6370, "574acca28b56642c"),
    (15, None, 4, 6560, "9f5b969af26e95a9"),
    (12, "expert", 0, 5471, "62edc8f9387c9af4"),
]


@pytest.mark.parametrize("size,level,seed,work,expected", PINNED)
def test_a_seed_gives_its_pinned_puzzle(size, level, seed, work, expected):
    assert GENERATOR_VERSION == 5, "a new version: take new fingerprints"
    puzzle, report = generate(size, size, seed, difficulty=level)
    assert (report["work"], fingerprint(puzzle)) == (work, expected)


def test_a_picture_gives_its_pinned_puzzle():
    picture = np.zeros((8, 10), dtype=int)
    picture[2:6, 2:8] = 1
    puzzle, _ = generate_from_picture(picture, seed=1)
    assert fingerprint(puzzle) == "5bd428b0e912a679"
