"""Property tests against independent checks (issue 36), on random boards:

- the bulk-built model (clause_arrays.py) has exactly the solutions of sat.py's per-clause
  build, plain and pruned, under both rule sets;
- every complete method's answer satisfies the rules (rules.check);
- the uniqueness verdict of ``auto`` and ``sat`` agrees with an independent CP-SAT model
  written here from the rules alone (directed arcs, one in and one out per cell, an order
  number per cell against cycles), on random puzzles too big for brute force.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

import solvers.numberlink as numberlink
from solvers.events import NO_SOLUTION, SOLVED, Cancel, SolveOptions, run
from solvers.numberlink import sat
from solvers.numberlink.generator import random_cover
from solvers.numberlink.model import Numberlink, edges, puzzle_from_paths, segment
from solvers.numberlink.rules import check

from .numberlink_bruteforce import covered_puzzle, crowded_puzzle, random_puzzle
from .test_numberlink_sat import all_solutions

SMALL = ([random_puzzle(random.Random(500 + seed)) for seed in range(25)]
         + [covered_puzzle(random.Random(600 + seed), ((3, 3), (4, 4), (5, 3), (4, 5))) for seed in range(25)]
         + [crowded_puzzle(random.Random(700 + seed)) for seed in range(15)])


def _cover_puzzle(seed: int, size: int, merge: int = 0) -> Numberlink:
    """Endpoints of a random cover (some paths joined when they meet end to end): solvable
    under fill, unique or not."""
    rng = random.Random(seed)
    paths = [list(p) for p in random_cover(size, size, rng)]
    for _ in range(merge):
        joined = False
        for i in range(len(paths)):
            for j in range(len(paths)):
                a, b = paths[i], paths[j]
                if i != j and abs(a[-1][0] - b[0][0]) + abs(a[-1][1] - b[0][1]) == 1:
                    paths[i] = a + b
                    del paths[j]
                    joined = True
                    break
            if joined:
                break
    return puzzle_from_paths(size, size, paths)


MEDIUM = [_cover_puzzle(seed, size, merge) for seed, size, merge in
          [(s, 5 + s % 3, s % 4) for s in range(24)]]


@pytest.mark.parametrize("prune", [False, True])
@pytest.mark.parametrize("rules", ["fill", "nikoli"])
def test_bulk_model_has_the_per_clause_models_solutions(rules, prune, monkeypatch):
    for puzzle in SMALL:
        bulk = all_solutions(puzzle, rules, prune, "glucose")
        monkeypatch.setattr(sat.BinarySatModel, "bulk", False)
        loop = all_solutions(puzzle, rules, prune, "glucose")
        monkeypatch.setattr(sat.BinarySatModel, "bulk", True)
        assert bulk == loop, puzzle


@pytest.mark.parametrize("method", numberlink.COMPLETE_METHODS)
@pytest.mark.parametrize("rules", ["fill", "nikoli"])
def test_every_methods_answer_satisfies_the_rules(method, rules):
    for puzzle in SMALL[::3] + MEDIUM[::4]:
        done = numberlink.solve(puzzle, method, 2, 60, rules=rules)
        assert done.status in (SOLVED, NO_SOLUTION), (method, puzzle)
        for board in done.solutions:
            assert not check(puzzle, board, rules), (method, puzzle)
        if len(done.solutions) == 2:
            assert not np.array_equal(done.solutions[0], done.solutions[1])
            assert done.unique is False


def cpsat_fill_solutions(puzzle: Numberlink, limit: int = 2) -> list[np.ndarray]:
    """Up to ``limit`` fill solutions (their segment sets) of a CP-SAT model of the rules
    alone: each number is the start or the end of its path, arcs run start -> end, every
    other cell has one arc in and one out, an arc joins cells of one pair and raises an order
    number by one (so no cycle), and every cell is used."""
    from ortools.sat.python import cp_model

    h, w = puzzle.shape
    model = cp_model.CpModel()
    cells = [(r, c) for r in range(h) for c in range(w)]
    start = {pair[0]: k for k, pair in enumerate(puzzle.endpoints, start=1)}
    end = {pair[1]: k for k, pair in enumerate(puzzle.endpoints, start=1)}
    n = puzzle.pairs
    colour = {cell: [model.new_bool_var("") for _ in range(n + 1)] for cell in cells}
    order = {cell: model.new_int_var(0, h * w, "") for cell in cells}
    arcs, joined = {}, {}
    for a, b in edges(puzzle.shape):
        arcs[(a, b)], arcs[(b, a)] = model.new_bool_var(""), model.new_bool_var("")
        joined[(a, b)] = model.new_bool_var("")
        model.add(arcs[(a, b)] + arcs[(b, a)] == joined[(a, b)])
    for cell in cells:
        model.add_exactly_one(colour[cell][1:])
        model.add(colour[cell][0] == 0)
        k = start.get(cell) or end.get(cell)
        if k:
            model.add(colour[cell][k] == 1)
        out = [v for (a, _), v in arcs.items() if a == cell]
        into = [v for (_, b), v in arcs.items() if b == cell]
        model.add(sum(out) == (0 if cell in end else 1))
        model.add(sum(into) == (0 if cell in start else 1))
        if cell in start:
            model.add(order[cell] == 0)
    for (a, b), arc in arcs.items():
        model.add(order[b] == order[a] + 1).only_enforce_if(arc)
        for k in range(1, n + 1):
            model.add_implication(colour[a][k], colour[b][k]).only_enforce_if(arc)
    found = []
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    while len(found) < limit and solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        values = {e: solver.boolean_value(v) for e, v in joined.items()}
        found.append(values)
        model.add_bool_or([joined[e].Not() if on else joined[e] for e, on in values.items()])
    return found


def _segments(board: np.ndarray) -> dict:
    return {(a, b): bool(board[segment(a, b)] > 0)
            for a, b in edges(((board.shape[0] - 1) // 2, (board.shape[1] - 1) // 2))}


@pytest.mark.parametrize("method", ["auto", "sat"])
def test_uniqueness_agrees_with_an_independent_cpsat_model(method):
    verdicts = set()
    for puzzle in MEDIUM + SMALL[25:50]:
        theirs = cpsat_fill_solutions(puzzle)
        done = numberlink.solve(puzzle, method, 2, 60, rules="fill")
        assert done.status == (SOLVED if theirs else NO_SOLUTION), puzzle
        if theirs:
            assert done.unique is (len(theirs) == 1), puzzle
            if len(theirs) == 1:
                assert _segments(done.solutions[0]) == theirs[0]
            verdicts.add(done.unique)
    assert verdicts == {True, False}  # both kinds of puzzle were asked


def test_a_cancelled_token_during_the_one_model_proof_never_reports_solved():
    """The fill proof on one model stops like the rest: a token that has stopped gives no
    uniqueness claim."""
    cancel = Cancel()
    cancel.cancel()
    final = run(numberlink.solve_events(MEDIUM[0], "sat", SolveOptions(2, None, None, {"rules": "fill"}), cancel))
    assert final.status != SOLVED and final.unique is None
