"""The shipped numberlink samples (puzzles/numberlink): ``auto`` and ``sat`` give the same
verdict and the same solution as the independent CP-SAT model of
test_numberlink_properties.py (issue 36: the bulk clause build keeps every answer)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import solvers.numberlink as numberlink
from solvers.events import SOLVED
from solvers.numberlink import formats

from .test_numberlink_properties import _segments, cpsat_fill_solutions

SAMPLES = sorted((Path(__file__).resolve().parents[2] / "puzzles" / "numberlink").glob("*.json"))


def test_the_samples_are_there():
    assert len(SAMPLES) >= 5


# up to 12x9: the CP-SAT model takes about 20 s on the 15x15 sample
SMALL_SAMPLES = [p for p in SAMPLES if formats.read_file(p).width * formats.read_file(p).height <= 120]


def test_the_small_samples_are_there():
    assert len(SMALL_SAMPLES) >= 3


@pytest.mark.parametrize("path", SMALL_SAMPLES, ids=lambda p: p.stem)
def test_sample_verdict_and_solution_agree_with_cpsat(path):
    puzzle = formats.read_file(path)
    theirs = cpsat_fill_solutions(puzzle)
    assert theirs, "a shipped sample has a solution"
    for method in ("auto", "sat"):
        done = numberlink.solve(puzzle, method, 2, 60, rules="fill")
        assert done.status == SOLVED, method
        assert done.unique is (len(theirs) == 1), method
        if len(theirs) == 1:
            assert _segments(done.solutions[0]) == theirs[0], method


@pytest.mark.parametrize("rules", ["fill", "nikoli"])
@pytest.mark.parametrize("prune", [False, True])
def test_the_vectorized_board_reads_what_the_per_cell_board_reads(rules, prune):
    """BinarySatModel.board reads Glucose's whole model at once; SatModel.board cell by cell."""
    from solvers.events import Cancel
    from solvers.numberlink.sat import BinarySatModel, SatModel
    from solvers.sat_support import SAT, Cnf, GlucoseBackend

    read = 0
    for path in SMALL_SAMPLES:
        m = BinarySatModel(formats.read_file(path), rules, None, prune, Cancel(), Cnf())
        assert m.arrays is not None
        m.solver = GlucoseBackend(m.cnf)
        for _ in range(3):  # a few models: the first and some after excluding it
            if m.solver.solve(None, Cancel()) is not SAT:
                break
            fast = m.board(m.solver.value)
            assert (np.asarray(fast) == np.asarray(SatModel.board(m, m.solver.value))).all(), path
            read += 1
            m.exclude_board(fast)
        m.solver.close()
    assert read >= len(SMALL_SAMPLES)
