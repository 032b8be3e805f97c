"""The cpsat pruning (a path never touches itself; no detour past an empty cell) against brute
force on small puzzles: it may only remove what the shortcut lemma says, and every answer
(solvable, unique, short circuit) must stay what the plain rules give.

Brute force here is independent of the solvers: a depth-first search over simple paths.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from ortools.sat.python import cp_model

from solvers.events import NO_SOLUTION, SOLVED
from solvers.numberlink import solve
from solvers.numberlink.cpsat import CircuitModel
from solvers.numberlink.model import Numberlink

from .numberlink_bruteforce import brute_force, covered_puzzle, crowded_puzzle, decode, detour, random_puzzle


def pruned_solutions(puzzle, rules) -> set[bytes]:
    m = CircuitModel(puzzle, rules, prune=True)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    found = set()
    while solver.solve(m.model) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        found.add(np.asarray(m.board(solver)).tobytes())
        m.exclude(solver)
    return found


PUZZLES = ([random_puzzle(random.Random(seed)) for seed in range(60)]
           + [covered_puzzle(random.Random(seed)) for seed in range(40)]
           + [crowded_puzzle(random.Random(seed)) for seed in (9, 17, 86, 143, 164, 200, 201, 202)])
# The unique fill solution of this one is a 2x2 block of one path (A runs round the corner):
# a "no 2x2 block" rule alone would call it unsolvable.
CORNER = Numberlink(2, 2, ("A",), (((1, 0), (1, 1)),))
# Two routes of one length round a free corner: both have an empty cell, only one is kept.
DIAGONAL = Numberlink(2, 2, ("A",), (((0, 0), (1, 1)),))
# A over the top of two empty cells in its row: the longer way round that only the rule "two
# cells of one path in line with two empty cells between them" removes.
OVER_THE_TOP = Numberlink(4, 3, ("A",), (((1, 0), (1, 3)),))


@pytest.mark.parametrize("rules", ["nikoli", "fill"])
def test_pruned_model_removes_exactly_the_detours(rules):
    """The pruned model's solutions are the brute-force solutions without a detour."""
    removed = 0
    for puzzle in PUZZLES + [CORNER, DIAGONAL, OVER_THE_TOP]:
        every = brute_force(puzzle, rules)
        kept = {raw for raw in every if not detour(decode(puzzle, raw))}
        assert pruned_solutions(puzzle, rules) == kept
        removed += len(every) - len(kept)
    assert removed > 0  # the pruning does remove something on these puzzles


@pytest.mark.slow
@pytest.mark.parametrize("rules", ["nikoli", "fill"])
def test_pruning_keeps_every_answer(rules):
    """Solvable, unique and short circuit as the plain rules say (brute force), pruned or not,
    on every proof route ("short-circuit" also stands for nikoli's default, the reroute check)."""
    for puzzle in PUZZLES + [CORNER, DIAGONAL, OVER_THE_TOP]:
        every = brute_force(puzzle, rules)
        nikoli = every if rules == "nikoli" else brute_force(puzzle, "nikoli")
        short = any((decode(puzzle, raw)[1::2, 1::2] == 0).any() for raw in nikoli)
        for prune, route in ((True, "plain"), (True, "short-circuit"), (False, "plain")):
            done = solve(puzzle, "cpsat", 2, 30, rules=rules, prune=prune, workers=1, fill_proof=route,
                         nikoli_proof=route)
            assert done.status == (SOLVED if every else NO_SOLUTION)
            if every:
                assert done.unique is (len(every) == 1)
                assert all(np.asarray(s).tobytes() in every for s in done.solutions)
            if rules == "nikoli" and every:
                assert done.stats["short_circuit"] is short
            if rules == "fill" and prune and "short_circuit" in done.stats:
                assert done.stats["short_circuit"] is short


def test_minimal_solutions_survive():
    """The shortcut lemma's consequence: some fewest-cells solution is never removed."""
    for puzzle in PUZZLES + [CORNER, DIAGONAL, OVER_THE_TOP]:
        every = brute_force(puzzle, "nikoli")
        if not every:
            continue
        cells = {raw: int((decode(puzzle, raw)[1::2, 1::2] > 0).sum()) for raw in every}
        fewest = min(cells.values())
        assert any(cells[raw] == fewest for raw in pruned_solutions(puzzle, "nikoli"))


def test_corner_puzzles():
    fill = solve(CORNER, "cpsat", 2, 30, rules="fill")
    assert fill.status == SOLVED and fill.unique is True and fill.stats["proof"] == "plain"
    routed = solve(CORNER, "cpsat", 2, 30, rules="fill", fill_proof="short-circuit")
    assert routed.unique is True and routed.stats["proof"] == "plain"
    nikoli = solve(CORNER, "cpsat", 2, 30, rules="nikoli")
    assert nikoli.unique is False and nikoli.stats["short_circuit"] is True
    assert len(pruned_solutions(DIAGONAL, "nikoli")) == 1 and len(brute_force(DIAGONAL, "nikoli")) == 2
    assert solve(DIAGONAL, "cpsat", 2, 30, rules="nikoli").unique is False
    assert solve(DIAGONAL, "cpsat", 2, 30, rules="fill").status == NO_SOLUTION
