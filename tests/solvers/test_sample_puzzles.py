"""The nonogram sample library (puzzles/nonogram): every file loads, carries its answer, and
solves to it with the verdicts its README table states.

The table is the promise made to users (and written by tools/make_nonogram_samples.py);
this test holds the files to it, so a hand edit of either is caught.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from solvers.nonogram import formats, solve
from solvers.nonogram.difficulty import difficulty
from solvers.nonogram.model import satisfies

SAMPLES = Path(__file__).parents[2] / "puzzles" / "nonogram"
# The README's words -> the levels of the common scale (solvers/scale.py) they cover.
SOLVING = {"line-solvable": ("easy", "medium"), "needs probing": ("hard", "expert"), "needs search": ("search",)}


def readme_table() -> dict[str, dict[str, str]]:
    """file name -> {size, title, solving, unique}, from the README's markdown table."""
    lines = (SAMPLES / "README.md").read_text(encoding="utf-8").splitlines()
    rows = [line for line in lines if line.startswith("|")]
    header = [cell.strip() for cell in rows[0].strip("|").split("|")]
    assert header == ["file", "size", "title", "solving", "unique"]
    table = {}
    for line in rows[2:]:  # after the header and its --- line
        cells = dict(zip(header, (cell.strip() for cell in line.strip("|").split("|"))))
        table[cells.pop("file")] = cells
    return table


TABLE = readme_table()
FILES = sorted(path.name for path in SAMPLES.glob("*.json"))


def test_the_readme_lists_exactly_the_files():
    assert sorted(TABLE) == FILES


def test_the_library_has_what_it_promises():
    sizes = {name: tuple(map(int, TABLE[name]["size"].split("x"))) for name in FILES}
    assert len(FILES) >= 10
    assert any(min(s) >= 20 and max(s) <= 40 for s in sizes.values())
    assert any(40 in s for s in sizes.values())
    assert any(row["solving"] == "needs probing" for row in TABLE.values())
    assert [name for name in FILES if TABLE[name]["unique"] == "no"] == ["not-unique-demo.json"]


@pytest.mark.parametrize("name", FILES)
def test_sample(name):
    row = TABLE[name]
    puzzle = formats.read_file(SAMPLES / name)
    assert f"{puzzle.width}x{puzzle.height}" == row["size"]
    assert puzzle.title == row["title"]
    assert (puzzle.author, puzzle.license) == ("Puzzle Studio", "CC0-1.0")
    assert puzzle.goal is not None
    assert satisfies(puzzle, puzzle.goal)

    result = solve(puzzle, "auto", max_solutions=2)
    assert result.status == "solved"
    if row["unique"] == "yes":
        assert result.unique is True
        assert np.array_equal(result.solution, puzzle.goal)
    else:
        assert row["unique"] == "no"
        assert result.unique is False
        first, second = result.solutions[:2]
        assert not np.array_equal(first, second)
        assert satisfies(puzzle, first) and satisfies(puzzle, second)
        assert any(np.array_equal(s, puzzle.goal) for s in (first, second))

    line = solve(puzzle, "line")
    assert (line.status == "solved") == (row["solving"] == "line-solvable")
    if row["solving"] != "line-solvable":
        assert difficulty(puzzle)["grade"] in SOLVING[row["solving"]]


def test_worked_examples_have_the_documented_clues():
    one = formats.read_file(SAMPLES / "worked-example-1.json")
    assert one.rows == ((5,), (2,), (2,), (2,), (2,))
    assert one.cols == ((1,), (1, 1), (1, 3), (3, 1), (2,))
    two = formats.read_file(SAMPLES / "worked-example-2.json")
    assert two.rows == ((1,), (5,), (1,), (3,), (1, 1))
    assert two.cols == ((1, 1), (1, 1), (4,), (1, 1), (1, 1))
