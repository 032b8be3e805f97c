"""The ``sat`` method against brute force on small random puzzles, both rule sets and both
backends: the same solvable / unique / short-circuit verdicts, every answer passes the rules
check, and the lazy cycle cuts never remove a real solution.

Brute force here is independent of the solvers: a depth-first search over simple paths.
"""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from solvers.events import NO_SOLUTION, SOLVED, Cancel
from solvers.numberlink import solve
from solvers.numberlink.model import Numberlink
from solvers.numberlink.rules import check
from solvers.numberlink.sat import ENCODINGS, CpsatBackend, GlucoseBackend

from .numberlink_bruteforce import brute_force, covered_puzzle, crowded_puzzle, decode, detour, random_puzzle

SIZES = ((3, 3), (4, 3), (4, 4), (5, 3), (4, 5))
PUZZLES = ([random_puzzle(random.Random(seed)) for seed in range(60)]
           + [covered_puzzle(random.Random(100 + seed), SIZES) for seed in range(40)]
           # crowded ones whose only solution leaves cells empty (the reroute check says unique)
           + [crowded_puzzle(random.Random(seed)) for seed in (9, 17, 86, 143, 164)]
           + [Numberlink(2, 2, ("A",), (((1, 0), (1, 1)),)),   # fill: A must round the corner
              Numberlink(2, 2, ("A",), (((0, 0), (1, 1)),)),   # two equal routes, a cell empty
              # covering every cell would need a detached loop: the lazy cut must find it
              Numberlink(4, 3, ("A", "B"), (((0, 2), (1, 2)), ((2, 3), (2, 2))))])


def all_solutions(puzzle, rules, prune, backend, labels="binary") -> set[bytes]:
    """Every solution of the model with its lazy cycle loop (cut, solve again)."""
    m = ENCODINGS[labels](puzzle, rules, prune=prune)
    m.solver = GlucoseBackend(m.cnf) if backend == "glucose" else CpsatBackend(m.cnf)
    found = set()
    while m.solver.solve(None, Cancel()):  # a real token: the solver's stop watcher reads it
        board = m.board(m.solver.value)
        cycles = m.detached_cycles(board)
        for cells in cycles:
            m.cut(cells)
        if not cycles:
            assert not check(puzzle, board, rules)
            found.add(np.asarray(board).tobytes())
            m.exclude_board(board)
    return found


@pytest.mark.parametrize("labels", list(ENCODINGS))
@pytest.mark.parametrize("rules", ["nikoli", "fill"])
def test_plain_model_with_cycle_cuts_is_exactly_brute_force(rules, labels):
    for puzzle in PUZZLES:
        assert all_solutions(puzzle, rules, False, "glucose", labels) == brute_force(puzzle, rules)


@pytest.mark.parametrize("labels", list(ENCODINGS))
@pytest.mark.parametrize("rules", ["nikoli", "fill"])
def test_pruned_model_is_brute_force_without_the_detours(rules, labels):
    """The same pruning as cpsat's, written out independently in ``detour``."""
    removed = 0
    for puzzle in PUZZLES + [Numberlink(4, 3, ("A",), (((1, 0), (1, 3)),))]:
        every = brute_force(puzzle, rules)
        kept = {raw for raw in every if not detour(decode(puzzle, raw))}
        assert all_solutions(puzzle, rules, True, "glucose", labels) == kept
        removed += len(every) - len(kept)
    assert removed > 0


@pytest.mark.parametrize(("backend", "labels"), [("glucose", "binary"), ("glucose", "one-hot"),
                                                 pytest.param("cpsat", "binary", marks=pytest.mark.slow)])
@pytest.mark.parametrize("rules", ["nikoli", "fill"])
def test_verdicts_match_brute_force(rules, backend, labels):
    """Solvable, unique and short circuit as brute force says, on every proof route."""
    # Default routes (fill: "no short circuit"; nikoli: through the pruned fill model's
    # solution when there is one, else when the pruned answer leaves cells empty: no reroute
    # of it), and the plain model for both; nikoli also without the fill route.
    routes = ("short-circuit", "plain")
    proofs = set()
    for puzzle in PUZZLES:
        every = brute_force(puzzle, rules)
        nikoli = every if rules == "nikoli" else brute_force(puzzle, "nikoli")
        short = any((np.frombuffer(raw, dtype=np.int32) .reshape(2 * puzzle.height + 1, -1)[1::2, 1::2] == 0).any()
                    for raw in nikoli)
        for prune, route, nikoli_route in itertools.product((True, False), routes, ("from-fill", "direct")):
            if rules == "fill" and nikoli_route == "direct":
                continue  # nikoli_route is a nikoli option
            done = solve(puzzle, "sat", 2, 30, rules=rules, prune=prune, fill_proof=route,
                         nikoli_proof=route, nikoli_route=nikoli_route, backend=backend, labels=labels)
            proofs.add(done.stats.get("proof"))
            assert done.status == (SOLVED if every else NO_SOLUTION)
            if every:
                assert done.unique is (len(every) == 1), (puzzle, rules, prune, route)
                for board in done.solutions:
                    assert not check(puzzle, board, rules)
                    assert np.asarray(board).tobytes() in every
            if rules == "nikoli" and every:
                assert done.stats["short_circuit"] is short
            if "short_circuit" in done.stats:
                assert done.stats["short_circuit"] is short
    # Every proof route was taken by some puzzle, so each was checked against brute force.
    expected = {"fill": {"pruned, no short circuit", "plain"},
                "nikoli": {"pruned", "pruned, reroute check", "plain", "pruned, from fill"}}[rules]
    assert expected <= proofs, proofs


def test_more_than_two_solutions_enumerates_the_plain_model():
    puzzle = Numberlink(3, 3, ("A",), (((0, 0), (2, 2)),))
    every = brute_force(puzzle, "nikoli")
    done = solve(puzzle, "sat", 100, 30, rules="nikoli")
    assert {np.asarray(b).tobytes() for b in done.solutions} == every


def test_known_board_is_kept():
    puzzle = Numberlink(3, 3, ("A",), (((0, 0), (2, 2)),))
    first = solve(puzzle, "sat", 1, 30, rules="nikoli").solution
    known = puzzle.empty_board()
    known[1::2, 1::2] = np.asarray(first)[1::2, 1::2]
    done = solve(puzzle, "sat", 2, 30, known=known, rules="nikoli")
    assert done.status == SOLVED
    assert (np.asarray(done.solution)[1::2, 1::2] == np.asarray(first)[1::2, 1::2]).all()


def test_unknown_backend_is_an_error():
    with pytest.raises(ValueError):
        solve(Numberlink(2, 1, ("A",), (((0, 0), (0, 1)),)), "sat", backend="nope")


def test_a_detached_loop_is_cut_lazily():
    """Covering every cell needs a loop here: the model finds it, cuts it, and says none."""
    loop_only = PUZZLES[-1]
    done = solve(loop_only, "sat", 2, 30, rules="fill")
    assert done.status == NO_SOLUTION and done.stats["cycle_cuts"] >= 1


def test_many_pairs_binary_labels():
    """Binary labels with more pairs than one bit pattern per power of two: 7 pairs, 3 bits,
    and a pattern (0) that is no label; both encodings agree with brute force."""
    rows = ["ABCDEFG", "ABCDEFG"]
    puzzle = Numberlink(7, 2, tuple(rows[0]), tuple(((0, c), (1, c)) for c in range(7)))
    for labels in ENCODINGS:
        done = solve(puzzle, "sat", 2, 30, rules="fill", labels=labels)
        assert done.unique is True and not check(puzzle, done.solution, "fill")


def test_difficulty_report_matches_brute_force():
    """``check``'s report (it skips the nikoli search when the fill answer settles it) says
    what brute force says under both rule sets."""
    from solvers.numberlink import difficulty

    for puzzle in PUZZLES:
        fill, nikoli = brute_force(puzzle, "fill"), brute_force(puzzle, "nikoli")
        report = difficulty(puzzle, 30)
        assert report["solvable"] is bool(fill)
        if fill:
            assert report["unique"] is (len(fill) == 1)
        if nikoli:
            assert report["unique_nikoli"] is (len(nikoli) == 1), puzzle
            short = any((decode(puzzle, raw)[1::2, 1::2] == 0).any() for raw in nikoli)
            assert report["short_circuit"] is short, puzzle


def _a_path_touches_itself(puzzle, raw) -> bool:
    from solvers.numberlink.model import paths_from_board

    for path in paths_from_board(puzzle, decode(puzzle, raw)):
        index = {cell: k for k, cell in enumerate(path)}
        if any(abs(index.get((r + dr, c + dc), k + 1) - k) > 1
               for k, (r, c) in enumerate(path) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))):
            return True
    return False


def test_the_touching_flag_says_exactly_that_every_fill_solution_touches_itself():
    """stats["touches_itself"] (fill): no fill solution whose paths never touch themselves, as
    brute force says; and then any fill solution there is has a short circuit under nikoli."""
    flagged = 0
    for puzzle in PUZZLES:
        every = brute_force(puzzle, "fill")
        done = solve(puzzle, "sat", 2, 30, rules="fill")
        untouching = [raw for raw in every if not _a_path_touches_itself(puzzle, raw)]
        assert bool(done.stats.get("touches_itself")) is (not untouching), puzzle
        if done.stats.get("touches_itself") and every:
            flagged += 1
            nikoli = brute_force(puzzle, "nikoli")
            assert any((decode(puzzle, raw)[1::2, 1::2] == 0).any() for raw in nikoli)
    assert flagged >= 1  # the corner puzzle at least: the flag was seen on a solvable puzzle
