"""Nonogram hints smallest first, in a player's words (issue 18)."""

import itertools
import random

import numpy as np
import pytest
from PySide6.QtCore import Qt

from solvers.events import Step
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.easy_steps import KINDS, easiest_step, line_step, say
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN, line_clue
from solvers.nonogram.words import placements

F, E, U = FILLED, EMPTY, UNKNOWN


def fits(clue, line):
    """Every full line agreeing with the known cells of ``line`` whose clue is ``clue``
    (brute force: independent of the line solver)."""
    unknown = [i for i, v in enumerate(line) if v == U]
    for values in itertools.product((F, E), repeat=len(unknown)):
        full = list(line)
        for i, v in zip(unknown, values):
            full[i] = v
        if line_clue(full) == tuple(clue):
            yield full


@pytest.mark.parametrize("clue, line, kind, cells", [
    ((7,), [U] * 9, "middle", [(2, F), (3, F), (4, F), (5, F), (6, F)]),
    ((4, 5), [U] * 10, "exact-fit", [(i, F) for i in range(4)] + [(4, E)] + [(i, F) for i in range(5, 10)]),
    ((), [U, U, U], "no-blocks", [(0, E), (1, E), (2, E)]),
    ((2, 1), [E, U, U, U, U, E], "fit-between", [(1, F), (2, F), (3, E), (4, F)]),
    ((2,), [U, F, F, U, U], "clue-met", [(0, E), (3, E), (4, E)]),
    ((3,), [U, U, U, U, U, U, U], None, None),  # nothing sure: 3 of 7 does not overlap
])
def test_line_steps(clue, line, kind, cells):
    found = line_step(clue, line)
    assert (found is None) if kind is None else found == (kind, cells)


def test_every_line_step_agrees_with_every_way_the_line_can_be():
    rng = random.Random(5)
    seen = set()
    for _ in range(1500):
        n = rng.randint(1, 9)
        truth = [F if rng.random() < 0.55 else E for _ in range(n)]
        clue = line_clue(truth)
        line = [v if rng.random() < 0.4 else U for v in truth]
        found = line_step(clue, line)
        ways = list(fits(clue, line))
        sure = {i: ways[0][i] for i in range(n) if line[i] == U and all(w[i] == ways[0][i] for w in ways)}
        if found is None:
            if sure:  # nothing found, and yet some cell is sure: only the complete rule misses nothing
                raise AssertionError((clue, line, sure))
            continue
        kind, cells = found
        seen.add(kind)
        assert cells and all(sure.get(i) == v for i, v in cells), (clue, line, found)
    assert seen == set(KINDS)


def test_the_easiest_line_comes_first():
    """On random boards, the hint is of the easiest kind any line offers, and of that kind the
    line with the fewest placements of its blocks."""
    rng = np.random.default_rng(2)
    for _ in range(60):
        picture = rng.random((6, 7)) < 0.6
        puzzle = clues_from_picture(picture.astype(int))
        board = np.where(rng.random(picture.shape) < 0.3, np.where(picture, F, E), U)
        step = easiest_step(puzzle, board)
        offers = []
        for kind, clues in ((0, puzzle.rows), (1, puzzle.cols)):
            for i, clue in enumerate(clues):
                found = line_step(tuple(clue), (board[i] if kind == 0 else board[:, i]).tolist())
                if found:
                    offers.append((KINDS.index(found[0]), placements(tuple(clue), 7 if kind == 0 else 6)))
        if not offers:
            assert step is None
            continue
        assert (KINDS.index(step.rule), placements(
            tuple((puzzle.rows if step.line.startswith("row") else puzzle.cols)[int(step.line.split()[1]) - 1]),
            7 if step.line.startswith("row") else 6)) == min(offers)
        for cell, value in zip(step.cells, step.values):  # and it is true
            assert (value == F) == picture[cell]


def test_player_words():
    puzzle = clues_from_picture(np.array([[0, 1, 1, 1, 1, 1, 1, 1, 0], [1, 1, 1, 1, 0, 1, 1, 1, 1]]))
    board = np.full((2, 9), U)
    middle = Step(((0, 2), (0, 3), (0, 4), (0, 5), (0, 6)), (F,) * 5, "middle", "row 1")
    assert say(middle, puzzle) == "Row 1 has 9 cells and clue 7: wherever the block goes, the middle 5 cells are filled."
    exact = easiest_step(puzzle, board)
    assert exact.line == "row 2" and exact.rule == "exact-fit"
    assert say(exact, puzzle) == "Row 2 has 9 cells and clue 4 4: the blocks with one gap between each fill it exactly."
    board[1] = [F, F, F, F, E, F, F, F, F]
    board[0, 1] = F
    overlap = Step(((0, 7),), (F,), "overlap", "row 1")
    assert say(overlap, puzzle).endswith("Fill 8.")


def test_a_hint_in_play_uses_the_players_words(window, qtbot):
    from pathlib import Path

    doc = window.open_file(Path(__file__).resolve().parents[2] / "puzzles" / "nonogram" / "sailboat.json")
    qtbot.mouseClick(doc.player.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=30_000)
    step, text = doc.player.hint.step, doc.player.hint_label.text()
    assert step.rule in KINDS and text.startswith(("Row", "Column"))
    assert "placement" not in text  # the solver's words stay in the teacher's playback
    solution = doc.known_solution()
    for cell, value in zip(step.cells, step.values):
        assert (solution[cell] == FILLED) == (value == FILLED)
