"""The ilp method reports its spanning tree (Done.stats["parents"]) so the studio can draw it."""

from pathlib import Path

import pytest

from solvers.galaxies import formats, solve

SAMPLE = Path(__file__).resolve().parents[2] / "puzzles" / "galaxies" / "generated-7x7.json"


@pytest.mark.parametrize("method", ["ilp", "mip"])
def test_every_cell_not_under_a_dot_has_one_parent_in_its_own_region(method):
    puzzle = formats.read_file(SAMPLE)
    done = solve(puzzle, method)
    board = done.solution
    roots = {cell for dot in puzzle.dots for cell in dot.cells()}
    parents = {(r, c): (pr, pc) for r, c, pr, pc in done.stats["parents"]}
    assert set(parents) == {(r, c) for r in range(puzzle.height) for c in range(puzzle.width)} - roots
    for (r, c), (pr, pc) in parents.items():
        assert abs(r - pr) + abs(c - pc) == 1 and board[r, c] == board[pr, pc]
    # Following the parents from any cell ends at a root of its own dot: a tree, no cycles.
    for cell in parents:
        seen = set()
        while cell in parents:
            assert cell not in seen
            seen.add(cell)
            cell = parents[cell]
        assert cell in roots
