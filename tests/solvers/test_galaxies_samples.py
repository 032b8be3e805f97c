"""The galaxies sample library (puzzles/galaxies): every file loads, carries its answer, which
passes the rules, and the puzzle solves uniquely to it."""

from __future__ import annotations

from pathlib import Path

import pytest

from solvers.galaxies import formats, rules, solve

SAMPLES = Path(__file__).parents[2] / "puzzles" / "galaxies"
FILES = sorted(SAMPLES.glob("*.json"))


def test_readme_lists_every_file():
    readme = (SAMPLES / "README.md").read_text()
    assert FILES and all(f"| {path.name} |" in readme for path in FILES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_sample_solves_uniquely_to_its_answer(path):
    puzzle = formats.read_file(path)
    assert puzzle.solution is not None and rules.check(puzzle, puzzle.solution) == []
    done = solve(puzzle, "auto", max_solutions=2)
    assert done.unique is True and done.solution.tolist() == puzzle.solution.tolist()
