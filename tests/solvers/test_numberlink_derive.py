"""derive: drawn paths -> puzzle (endpoints labelled 1..n) + solution board; bad drawings."""

from __future__ import annotations

import pytest

from solvers.numberlink import solve
from solvers.numberlink.derive import DeriveError, derive
from solvers.numberlink.model import board_to_rows
from solvers.numberlink.rules import check

PATHS = [[(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (1, 2)], [(2, 0), (2, 1), (2, 2)]]


def test_paths_become_pairs_and_solution():
    puzzle, board = derive(3, 3, PATHS)
    assert puzzle.labels == ("1", "2", "3")
    assert puzzle.endpoints == (((0, 0), (0, 2)), ((1, 0), (1, 2)), ((2, 0), (2, 2)))
    assert board_to_rows(board) == [["1"] * 3, ["2"] * 3, ["3"] * 3]
    assert check(puzzle, board, "fill") == []
    done = solve(puzzle, "cpsat", 2, 30)
    assert done.unique is True and (done.solution == board).all()


def test_partial_drawing_is_a_nikoli_puzzle():
    puzzle, board = derive(3, 3, PATHS[:1])
    assert check(puzzle, board, "nikoli") == [] and check(puzzle, board, "fill") != []


@pytest.mark.parametrize("paths, words", [
    ([[(0, 0)]], "has one cell;"),
    ([[(0, 0), (0, 1)], []], "has no cells;"),
    ([[(0, 0), (0, 3)]], "outside"),
    ([[(0, 0), (1, 1)]], "jumps"),
    ([[(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)]], "crosses itself"),
    ([[(0, 0), (0, 1), (0, 2)], [(1, 1), (0, 1)]], "shares it with path 1"),  # a branch
    ([[(1, 0), (1, 1), (1, 2)], [(0, 1), (1, 1), (2, 1)]], "shares it with path 1"),  # a crossing
    ([], "no paths"),
])
def test_bad_drawings(paths, words):
    with pytest.raises(DeriveError, match=words):
        derive(3, 3, paths)


def test_exposed_on_the_package_without_or_tools():
    import subprocess
    import sys

    code = ("import sys; import solvers.numberlink as n; "
            "n.derive_paths(2, 1, [[(0, 0), (0, 1)]]); print('ortools' in ' '.join(sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
