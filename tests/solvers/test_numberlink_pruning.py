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
from solvers.numberlink.model import Numberlink, segment

from .numberlink_bruteforce import brute_force, covered_puzzle, random_puzzle


def _decode(puzzle, raw):
    return np.frombuffer(raw, dtype=np.int32).reshape(2 * puzzle.height + 1, 2 * puzzle.width + 1)


def detour(board) -> bool:
    """What the pruning removes, written out from its definition on a solved board:
    a path touching itself, or (empty cell e) two cells of one path next to e that are not
    joined round the block's other corner, or that corner turn with e above it."""
    b = np.asarray(board)
    h, w = (b.shape[0] - 1) // 2, (b.shape[1] - 1) // 2
    lab = b[1::2, 1::2]
    inside = lambda r, c: 0 <= r < h and 0 <= c < w  # noqa: E731
    joined = lambda x, y: b[segment(x, y)] > 0  # noqa: E731
    for r in range(h):
        for c in range(w):
            for x in ((r, c + 1), (r + 1, c)):
                if inside(*x) and lab[r, c] > 0 and lab[r, c] == lab[x] and not joined((r, c), x):
                    return True
            if lab[r, c] != 0:
                continue
            for u, v in (((r, c - 1), (r, c + 1)), ((r - 1, c), (r + 1, c))):
                if inside(*u) and inside(*v) and lab[u] > 0 and lab[u] == lab[v]:
                    return True
            for dr in (-1, 1):
                for dc in (-1, 1):
                    u, v, m = (r + dr, c), (r, c + dc), (r + dr, c + dc)
                    if not inside(*m) or lab[u] == 0 or lab[u] != lab[v]:
                        continue
                    if not (joined(u, m) and joined(m, v)) or dr == 1:
                        return True
    return False


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
           + [covered_puzzle(random.Random(seed)) for seed in range(40)])
# The unique fill solution of this one is a 2x2 block of one path (A runs round the corner):
# a "no 2x2 block" rule alone would call it unsolvable.
CORNER = Numberlink(2, 2, ("A",), (((1, 0), (1, 1)),))
# Two routes of one length round a free corner: both have an empty cell, only one is kept.
DIAGONAL = Numberlink(2, 2, ("A",), (((0, 0), (1, 1)),))


@pytest.mark.parametrize("rules", ["nikoli", "fill"])
def test_pruned_model_removes_exactly_the_detours(rules):
    """The pruned model's solutions are the brute-force solutions without a detour."""
    removed = 0
    for puzzle in PUZZLES + [CORNER, DIAGONAL]:
        every = brute_force(puzzle, rules)
        kept = {raw for raw in every if not detour(_decode(puzzle, raw))}
        assert pruned_solutions(puzzle, rules) == kept
        removed += len(every) - len(kept)
    assert removed > 0  # the pruning does remove something on these puzzles


@pytest.mark.parametrize("rules", ["nikoli", "fill"])
def test_pruning_keeps_every_answer(rules):
    """Solvable, unique and short circuit as the plain rules say (brute force), pruned or not."""
    for puzzle in PUZZLES + [CORNER, DIAGONAL]:
        every = brute_force(puzzle, rules)
        nikoli = every if rules == "nikoli" else brute_force(puzzle, "nikoli")
        short = any((_decode(puzzle, raw)[1::2, 1::2] == 0).any() for raw in nikoli)
        for prune, route in ((True, "plain"), (True, "short-circuit"), (False, "plain")):
            done = solve(puzzle, "cpsat", 2, 30, rules=rules, prune=prune, workers=1, fill_proof=route)
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
    for puzzle in PUZZLES + [CORNER, DIAGONAL]:
        every = brute_force(puzzle, "nikoli")
        if not every:
            continue
        cells = {raw: int((_decode(puzzle, raw)[1::2, 1::2] > 0).sum()) for raw in every}
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
