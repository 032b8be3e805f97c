"""One drawing per genre (issue 41): each genre's ``draw`` describes its printed puzzle and
its solution in grid units, inside the drawing's box, for the book and the studio alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from solvers.drawing import Circle, Drawing, Line, Polyline, Rect, Text
from solvers.genres import GENRES, genre

PUZZLES = Path(__file__).resolve().parents[2] / "puzzles"


def first_sample(name: str):
    package = genre(name).module
    for path in sorted((PUZZLES / name).glob("*.json")):
        puzzle = package.formats.read_file(path)
        if getattr(puzzle, "goal", None) is not None or getattr(puzzle, "solution", None) is not None:
            return package, puzzle
    pytest.skip(f"no {name} sample with its answer")


def points(item) -> list[tuple[float, float]]:
    if isinstance(item, (Rect, Text)):
        return [(item.x, item.y), (item.x + item.w, item.y + item.h)]
    if isinstance(item, Line):
        return [(item.x1, item.y1), (item.x2, item.y2)]
    if isinstance(item, Polyline):
        return list(item.points)
    if isinstance(item, Circle):
        return [(item.x - item.r, item.y - item.r), (item.x + item.r, item.y + item.r)]
    raise AssertionError(f"not a primitive: {item!r}")


@pytest.mark.parametrize("name", sorted(GENRES))
def test_a_genre_draws_its_puzzle_and_its_solution_inside_the_box(name):
    import numpy as np

    package, puzzle = first_sample(name)
    known = getattr(puzzle, "goal", None)
    if known is None:
        known = puzzle.solution
    rows = package.board_rows(known) if isinstance(known, np.ndarray) else []  # numberlink: the puzzle's own paths
    plain, solved = package.draw(puzzle), package.draw(puzzle, rows)
    for drawing in (plain, solved):
        assert isinstance(drawing, Drawing) and drawing.items
        for item in drawing.items:
            for x, y in points(item):
                assert -0.01 <= x <= drawing.width + 0.01 and -0.01 <= y <= drawing.height + 0.01, item
    assert plain.items != solved.items
    assert isinstance(package.RULES, str) and len(package.RULES.split()) > 20


def test_a_nonogram_prints_every_clue_and_its_solution_every_filled_cell():
    package, puzzle = first_sample("nonogram")
    plain = package.draw(puzzle)
    clues = sorted(str(n) for line in (*puzzle.rows, *puzzle.cols) for n in (line or (0,)))
    assert sorted(plain.texts()) == clues
    rows = package.board_rows(puzzle.goal)
    filled = [item for item in package.draw(puzzle, rows).items if isinstance(item, Rect) and item.fill == 0]
    assert len(filled) == sum(line.count("#") for line in rows)


def test_numberlink_draws_each_end_with_its_label_and_galaxies_each_dot():
    package, puzzle = first_sample("numberlink")
    labels = sorted(str(label) for label in puzzle.labels for _ in range(2))
    assert sorted(package.draw(puzzle).texts()) == labels
    galaxies, board = first_sample("galaxies")
    circles = [item for item in galaxies.draw(board).items if isinstance(item, Circle)]
    assert sorted((c.x, c.y) for c in circles) == sorted((d.x2 / 2, d.y2 / 2) for d in board.dots)
