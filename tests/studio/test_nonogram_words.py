"""Nonogram steps in a teacher's words (issue 38): cells named by row and column, never as
'r4c1' or a bare count, and a sentence that reads ('... agrees, so it crosses out column 14')."""

from __future__ import annotations

import re

import numpy as np

from solvers.events import Cancel, SolveOptions, Step
from solvers.nonogram import probe
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import Nonogram
from solvers.nonogram.words import explain


def test_a_line_step_names_its_cells_by_the_other_axis():
    puzzle = Nonogram(((3, 1),) * 15, ((1,),) * 15)
    assert explain(Step(((6, 3), (6, 4), (6, 5)), (1, 1, 1), "overlap", "row 7"), puzzle) == (
        "row 7 (clue 3 1): the leftmost and the rightmost placements of its blocks overlap, so it fills columns 4-6.")
    text = explain(Step(((6, 13),), (0,), "line", "row 7"), puzzle)
    assert text.endswith("agrees here, so it crosses out column 14.") and "66 placements" in text
    assert explain(Step(((2, 4), (3, 4)), (1, 1), "overlap", "column 5"), puzzle).endswith("fills rows 3-4.")


def test_a_line_with_one_placement_says_so_not_of_the_1_placements():
    puzzle = Nonogram(((2, 2),) * 5, ((1,),) * 5)  # 2 2 in five cells: one way only
    text = explain(Step(((0, 2),), (0,), "line", "row 1"), puzzle)
    assert text == "row 1 (clue 2 2): its blocks fit the line in one way only, so it crosses out column 3."


def test_probing_says_which_cell_it_tried_and_what_followed():
    rng = np.random.default_rng(4)
    probed = 0
    for _ in range(20):
        puzzle = clues_from_picture((rng.random((8, 8)) < 0.5).astype(int))
        for event in probe.solve(puzzle, SolveOptions(), Cancel()):
            if isinstance(event, Step) and event.line == "probe":
                text = explain(event, puzzle)
                assert not re.search(r"\br\d+c\d+\b", text)
                r, c = event.cells[0]
                assert f"row {r + 1}, column {c + 1}" in text
                assert text.startswith("Probing")
                probed += 1
    assert probed  # the random pictures did need probing
