"""Numberlink deduction engine (propagate.py, deduce_state.py, routes.py, unique.py, trial.py):
every step agrees with every solution brute force finds (sound techniques on any small
puzzle; the uniqueness techniques on unique puzzles of the published style), a finished board
is the only solution, hand-made puzzles need exactly the technique they were made for, and
on janko's published puzzles (skipped without ../shared/data) deduction agrees with the
published solution."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest

from solvers.numberlink import formats
from solvers.numberlink.model import LINE, Numberlink, segment
from solvers.numberlink.propagate import TECHNIQUES, Contradiction, deductions, grade

from .numberlink_bruteforce import brute_force, covered_puzzle, crowded_puzzle, decode, random_puzzle

DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "numberlink" / "janko"


def agrees(value, solution_value) -> bool:
    return solution_value > 0 if value == LINE else solution_value == value


def run_steps(puzzle, rules, level=5, assume=False):
    """(steps, finished board or None, contradiction or None)."""
    board = puzzle.empty_board()
    steps = []
    try:
        steps.extend(deductions(puzzle, rules, board, level, None, assume))
    except Contradiction as why:
        return steps, None, why
    return steps, board, None


def one_block(board) -> bool:
    """A 2x2 block of cells of one path in a solved board."""
    lab = np.asarray(board)[1::2, 1::2]
    return bool(((lab[:-1, :-1] == lab[1:, :-1]) & (lab[:-1, :-1] == lab[:-1, 1:])
                 & (lab[:-1, :-1] == lab[1:, 1:]) & (lab[:-1, :-1] > 0)).any())


def puzzles(count, seed):
    rng = random.Random(seed)
    for n in range(count):
        make = (covered_puzzle, random_puzzle, crowded_puzzle)[n % 3]
        yield make(rng)


@pytest.mark.parametrize("rules", ["fill", "nikoli"])
def test_sound_steps_agree_with_every_solution(rules):
    finished = 0
    for puzzle in puzzles(120, 5 if rules == "fill" else 6):
        solutions = [decode(puzzle, raw) for raw in brute_force(puzzle, rules)]
        steps, board, why = run_steps(puzzle, rules)
        if not solutions:
            assert board is None or not (board != -1).all()  # never a finished board
            continue
        assert why is None, (puzzle, why)
        for step in steps:
            assert step.rule in TECHNIQUES
            for cell, value in zip(step.cells, step.values):
                assert all(agrees(value, s[cell]) for s in solutions), (puzzle.endpoints, step)
        if (board != -1).all():
            finished += 1
            assert len(solutions) == 1 and (np.asarray(board) == solutions[0]).all()
    assert finished > (20 if rules == "fill" else 5)


@pytest.mark.parametrize("rules", ["fill", "nikoli"])
def test_uniqueness_techniques_agree_with_the_one_solution(rules):
    """Level 4 may cut solutions off when there are several (that is its assumption); on a
    unique puzzle without a 2x2 block of one path it keeps the solution."""
    checked = 0
    for puzzle in puzzles(600, 7 if rules == "fill" else 8):
        solutions = [decode(puzzle, raw) for raw in brute_force(puzzle, rules)]
        if len(solutions) != 1 or one_block(solutions[0]):
            continue
        steps, _board, why = run_steps(puzzle, rules, assume=True)
        assert why is None, (puzzle.endpoints, why)
        for step in steps:
            for cell, value in zip(step.cells, step.values):
                assert agrees(value, solutions[0][cell]), (puzzle.endpoints, step)
        checked += 1
    assert checked > 20


def text_puzzle(rows: str) -> Numberlink:
    lines = rows.split()
    return formats.read(f"{len(lines[0])} {len(lines)}\n" + "\n".join(lines), "text")


# (technique level it needs, a rule it uses, the puzzle); none finishes one level lower
HAND_MADE = [
    (1, "corridor", "A.B. C... CA.D B... ..D."),
    (3, "bridge", "A..A B..C .DC. BD.."),
    (4, "no-2x2", "AB..C ..... ..... D..C. DA..B"),
    (5, "trial", "AB... ..... ..B.. A.... ..C.C"),
]


@pytest.mark.parametrize("level, rule, rows", HAND_MADE)
def test_hand_made_puzzles_need_their_technique(level, rule, rows):
    puzzle = text_puzzle(rows)
    assert len(brute_force(puzzle, "fill")) == 1
    assume = level == 4
    done = grade(puzzle, "fill", level, assume_unique=assume)
    assert done["solved"] and done["level"] == level and done["assumes_unique"] == assume
    assert done["unique"] is (None if assume else True)  # level 4 proves nothing about uniqueness
    if level > 1:  # level 1 always runs
        assert not grade(puzzle, "fill", level - 1, assume_unique=assume)["solved"]
    steps, _board, _ = run_steps(puzzle, "fill", level, assume)
    assert rule in {s.rule for s in steps}


def test_a_contradiction_says_there_is_no_solution():
    puzzle = text_puzzle("AB BA")  # the two pairs must cross
    assert grade(puzzle, "fill")["name"] == "contradiction"


def test_no_2x2_is_a_convention_not_a_consequence_of_uniqueness():
    """The level-5 puzzle is unique, but its solution has 2x2 blocks of one path: under the
    assumption deduction meets a contradiction and says it assumed; without, it finishes."""
    puzzle = text_puzzle(HAND_MADE[-1][2])
    done = grade(puzzle, "fill", 5, assume_unique=True)
    assert not done["solved"] and done["assumes_unique"] and "2x2" in done["contradiction"]
    assert grade(puzzle, "fill", 5)["unique"] is True


def test_a_unique_janko_style_puzzle_under_the_assumption_does_not_claim_uniqueness():
    puzzle = text_puzzle("A....B ...... ..C... ...... ....CB ....A.")
    done = grade(puzzle, "fill", 5, assume_unique=True)
    if done["solved"]:
        assert (done["unique"] is None) == done["assumes_unique"]


def janko(limit: int):
    if not (DATA / "janko_arukone.jsonl").exists():
        pytest.skip("janko data absent (../shared/data/numberlink/janko)")
    step = {"n": (-1, 0), "s": (1, 0), "e": (0, 1), "w": (0, -1)}
    for line in (DATA / "janko_arukone.jsonl").read_text().splitlines():
        d = json.loads(line)
        if max(d["rows"], d["cols"]) > limit or d.get("solution_empty_cells"):
            continue
        ends: dict = {}
        for r, c, k in d["clues"]:
            ends.setdefault(k, []).append((r, c))
        labels = tuple(str(k) for k in sorted(ends))
        puzzle = Numberlink(d["cols"], d["rows"], labels, tuple(tuple(ends[int(k)]) for k in labels))
        lines = set()
        for r, row in enumerate(d["solution_dirs"]):
            for c, dirs in enumerate(row):
                for ch in dirs.replace("-", ""):
                    dr, dc = step[ch]
                    lines.add(segment((r, c), (r + dr, c + dc)))
        yield d["key"], puzzle, lines


def test_janko_small_puzzles_agree_with_the_published_solution():
    finished = 0
    for key, puzzle, lines in janko(8):
        board = puzzle.empty_board()
        for _ in deductions(puzzle, "fill", board, 5, None, True):
            pass
        b = np.asarray(board)
        for r in range(b.shape[0]):
            for c in range(b.shape[1]):
                if (r + c) % 2 == 1 and b[r, c] != -1:
                    assert (b[r, c] != 0) == ((r, c) in lines), (key, (r, c))
        finished += bool((b != -1).all())
    assert finished >= 10
