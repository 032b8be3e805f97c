"""Draw the nonogram sample library: puzzles/nonogram/*.json and its README.md.

Every sample is pixel art drawn here as text rows (``#`` filled, ``.`` empty), so a reviewer
can see the picture in the diff. The clues are derived from the picture, which is saved as
the file's ``goal`` (its known answer).

Run it again after editing a picture:

    /work/venv/bin/python tools/make_nonogram_samples.py

Before writing anything it checks every sample with the project's own solvers: a sample must
have exactly one solution (the demo ``not-unique-demo`` exactly the opposite), and a sample
declared as needing probing must really need it. When a picture turns out not unique, edit
the picture until it is (the script prints the cells where the two solutions differ); do not
relax the check. The README table is written from what the solvers report, and
tests/solvers/test_sample_puzzles.py checks the files against that table.

All samples are original drawings, released as CC0-1.0.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from solvers.events import Done
from solvers.nonogram import formats, solve
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.difficulty import difficulty
from solvers.nonogram.model import Nonogram, board_from_strings, satisfies

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "puzzles" / "nonogram"
AUTHOR = "Puzzle Studio"
LICENSE = "CC0-1.0"


@dataclass(frozen=True)
class Sample:
    slug: str  # file name without .json
    title: str
    picture: list[str]
    needs: str = "line"  # the weakest technique that must solve it: "line" or "probing"
    unique: bool = True


# --------------------------------------------------------------------------- teaching

# Rows 5/2/2/2/2, columns 1/1 1/1 3/3 1/2: the "5" row and the overlaps of the column
# clues settle everything; line logic alone solves it.
WORKED_EXAMPLE_1 = [
    "#####",
    "...##",
    "..##.",
    ".##..",
    "..##.",
]

# Rows 1/5/1/3/1 1, columns 1 1/1 1/4/1 1/1 1: line logic fixes the full row and the
# middle column, then stalls; trying a cell both ways (probing) finishes it.
WORKED_EXAMPLE_2 = [
    "..#..",
    "#####",
    "..#..",
    ".###.",
    "#...#",
]

# A die showing two. Its clues cannot tell which diagonal the pips are on: exactly two
# solutions, which differ in the four middle cells. This is what the studio shows an
# author whose puzzle is ambiguous.
DIE_SHOWING_TWO = [
    "######",
    "#....#",
    "#.#..#",
    "#..#.#",
    "#....#",
    "######",
]

# --------------------------------------------------------------------------- 10x10

# The two notches at top left are its shine.
HEART = [
    "..........",
    ".###..###.",
    "##########",
    "##.#######",
    "#.########",
    "##########",
    ".########.",
    "..######..",
    "...####...",
    "....##....",
]

# A filled face: an outlined one (a ring) is ambiguous, holes in a solid face are not.
SMILEY = [
    "..######..",
    ".########.",
    "###.##.###",
    "###.##.###",
    "##########",
    "##.####.##",
    "###....###",
    ".###..###.",
    ".########.",
    "..######..",
]

# --------------------------------------------------------------------------- 15x15

RUBBER_DUCK = [
    "...............",
    "...####........",
    "..######.......",
    "..##.###.......",
    "########.......",
    "...#####......#",
    "....####.....##",
    "..###########.#",
    ".##############",
    ".######....####",
    ".#######..####.",
    "..###########..",
    "...#########...",
    "...............",
    "..###..####.##.",
]

COFFEE_CUP = [
    ".....#...#.....",
    "....#...#...#..",
    "....##..##..#..",
    ".....#...#..#..",
    "...............",
    ".############..",
    ".#############.",
    ".############.#",
    ".############.#",
    ".#############.",
    "..###########..",
    "...#########...",
    "...............",
    "###############",
    "..###########..",
]

# The ring at the top and the curved arms leave line logic stuck at a quarter of the grid.
ANCHOR = [
    "......###......",
    ".....##.##.....",
    "......###......",
    ".......#.......",
    "...#########...",
    ".......#.......",
    ".......#.......",
    ".......#.......",
    ".......#.......",
    "#......#......#",
    "##.....#.....##",
    ".##....#....##.",
    "..##...#...##..",
    "...####.####...",
    ".....##.##.....",
]

UMBRELLA = [
    ".......#.......",
    ".....#####.....",
    "...#########...",
    "..###########..",
    ".#############.",
    ".#############.",
    "###############",
    "#..###.#.###..#",
    ".......#.......",
    ".......#.......",
    ".......#.......",
    ".......#.......",
    ".......#...#...",
    ".......#...#...",
    "........###....",
]

# --------------------------------------------------------------------------- 20x20 and up

SITTING_CAT = [
    "....................",
    ".#...........#......",
    ".##.........##......",
    ".###.......###......",
    ".#############......",
    ".#############......",
    ".##..#####..##......",
    ".##..#####..##......",
    ".#############......",
    ".######.######......",
    "..####...####.......",
    "...#########........",
    "....#######.........",
    "...#########.....##.",
    "..###########.....#.",
    ".#############....#.",
    ".#############....#.",
    ".##############..##.",
    ".##############.##..",
    ".##.#######.#####...",
]

MUSHROOM = [
    "........####........",
    ".....##########.....",
    "...####..########...",
    "..####....####..##..",
    ".#####....###....##.",
    ".######..#####..###.",
    "##..################",
    "#....#####..####..##",
    "#....####....###..##",
    "##..######..########",
    ".##################.",
    "......########......",
    "......##.##.##......",
    "......##.##.##......",
    "......########......",
    "......########......",
    "......########......",
    ".....##########.....",
    "....############....",
    "####################",
]

TEAPOT = [
    "...........###...........",
    "..........#####..........",
    "........#########........",
    ".......###########.......",
    ".........................",
    "......#############......",
    ".....###############.###.",
    "#...#################...#",
    "##..#################...#",
    ".##.#################...#",
    "..###################.##.",
    "...####################..",
    "....#.#.#.#.#.#.#.#.##...",
    "....#################....",
    "....#################....",
    ".....###############.....",
    "......#############......",
    ".......###########.......",
    ".........................",
    ".....###############.....",
]

# Two beamed quavers.
MUSICAL_NOTES = [
    "....................",
    ".................##.",
    "..............#####.",
    "..........#########.",
    ".....##############.",
    ".....#########...##.",
    ".....#####.......##.",
    ".....##..........##.",
    ".....##..........##.",
    ".....##..........##.",
    ".....##..........##.",
    ".....##..........##.",
    ".....##..........##.",
    ".....##..........##.",
    ".....##..........##.",
    ".....##........####.",
    ".....##......######.",
    ".....##.....########",
    "...####.....########",
    ".######......######.",
    "########.......##...",
    "########............",
    ".######.............",
    "...##...............",
    "....................",
]

# The water is one solid row with crests above it: repeated little wave shapes of the same
# size could swap places and make the puzzle ambiguous.
SAILBOAT = [
    ".........................",
    "............####.........",
    "............###..........",
    "............#............",
    "............##...........",
    "............##...........",
    "..........#.###..........",
    "..........#.####.........",
    ".........##.#####........",
    "........###.#####........",
    ".......####.######.......",
    "......#####.#######......",
    "......#####.########.....",
    ".....######.########.....",
    "....#######.#########....",
    "...########.##########...",
    "..#########.###########..",
    "............#............",
    "..#####################..",
    "...####.####.####.####...",
    "....#################....",
    ".........................",
    "..##.....###......##.....",
    "#########################",
    "##.####.#####.####.#####.",
]

HOUSE_AND_TREE = [
    "..............................",
    "..###....................#....",
    ".#######................###...",
    ".........#..####.......#####..",
    "........###..##.........###...",
    ".......#####.##..........#....",
    "......#########...............",
    ".....##########........####...",
    "....###########.......######..",
    "...#############.....########.",
    "..###############....#.######.",
    ".#################...########.",
    "###################.##########",
    "..###############...##########",
    "..#..#..###..#..#...######.###",
    "..#..#..###..#..#....########.",
    "..###############....#.######.",
    "..#..#..###..#..#....########.",
    "..#..#..###..#..#.....######..",
    "..###############......####...",
    "..#####.....#####......###....",
    "..#####.....#####......###....",
    "..#####.....#####......###....",
    "..#####...#.#####......###....",
    "..#####.....#####......###....",
    "..#####.....#####......###....",
    "..#####.....#####......###....",
    "##############################",
    ".#.#..#######....#.#......#.#.",
    ".....#########................",
]

# Stars of one shape in free rows and columns could trade places, so each star here is a
# different size or shares a row with the rocket's detail.
ROCKET = [
    ".........................",
    "............#............",
    "...#.......###...........",
    "...#.......###...........",
    ".#####....#####..........",
    "...#......#####..........",
    "...#.....#######...#.....",
    ".........#######.........",
    ".........#######.........",
    "..#......##...##.........",
    ".........#..#..#.........",
    ".........##...##.........",
    "......#..#######.........",
    ".....###.#######.........",
    "......#..#######......#..",
    ".........#.#.#.#.....###.",
    ".........#######......#..",
    ".........#######.........",
    ".........#######.........",
    ".......#.#######.#.......",
    "......##.#######.##......",
    ".....###.#######.###.....",
    "....####.#######.####....",
    "....####.#######.####....",
    "....###..#######..###....",
    "....##...#######...##....",
    ".........#######.........",
    "..........#####..........",
    ".........#######.........",
    "........##.###.##....#...",
    "........#..###..#........",
    ".........#.###.#.........",
    "..........#.#.#..........",
    "..........##.##..........",
    "...........#.#...........",
]

# Kasagi (top beam, tips turned up), shimaki, the name plaque on its post, nuki (tie
# beam), two pillars on their bases, the ground.
TORII = [
    "#......................................#",
    "##....................................##",
    "########################################",
    "########################################",
    "..####################################..",
    "..####################################..",
    ".......####.......####.......####.......",
    ".......####.....########.....####.......",
    ".......####.....##....##.....####.......",
    ".......####.....##....##.....####.......",
    ".......####.....##....##.....####.......",
    ".......####.....########.....####.......",
    "...##################################...",
    "...##################################...",
    ".......####..................####.......",
    ".......####..................####.......",
    ".......####..................####.......",
    ".......####..................####.......",
    ".......####..................####.......",
    ".......####..................####.......",
    ".......####..................####.......",
    ".......####..................####.......",
    ".......####..................####.......",
    ".......####..................####.......",
    ".......####..................####.......",
    ".......####..................####.......",
    "......######................######......",
    "......######................######......",
    "......######................######......",
    "########################################",
]

# The anchor scaled to 20x20 with a few outline cells flipped (the generator's "sample"
# style, seed 46): unique, but line logic fixes only 70 of its 400 cells, so the GA has
# work to show (its fitness and diversity curves); the shipped pictures are otherwise
# line-solvable or nearly so.
GA_ANCHOR = [
    "........####........",
    "........####........",
    "......####.###......",
    ".......#####........",
    "..........#.........",
    "..........#.........",
    "....############....",
    ".....#..............",
    "..........#.........",
    "..........#.........",
    "..........#.........",
    "..........#.........",
    "##........#........#",
    "##........##.......#",
    "###.......#.......##",
    "..##......#.....###.",
    "...###....#....###..",
    "...###....#....###..",
    "....######.#####....",
    ".......###..##......",
]

SAMPLES = [
    Sample("worked-example-1", "Worked example 1 (line logic solves it)", WORKED_EXAMPLE_1),
    Sample("worked-example-2", "Worked example 2 (needs probing: line logic stalls)",
           WORKED_EXAMPLE_2, needs="probing"),
    Sample("not-unique-demo", "Not unique (demo): a die showing two, either diagonal",
           DIE_SHOWING_TWO, needs="search", unique=False),
    Sample("heart", "Heart", HEART),
    Sample("smiley", "Smiley", SMILEY),
    Sample("rubber-duck", "Rubber duck", RUBBER_DUCK),
    Sample("coffee-cup", "Cup of coffee", COFFEE_CUP),
    Sample("anchor", "Anchor (needs probing)", ANCHOR, needs="probing"),
    Sample("umbrella", "Umbrella", UMBRELLA),
    Sample("sitting-cat", "Sitting cat", SITTING_CAT),
    Sample("mushroom", "Mushroom", MUSHROOM),
    Sample("teapot", "Teapot", TEAPOT),
    Sample("musical-notes", "Musical notes", MUSICAL_NOTES),
    Sample("sailboat", "Sailboat", SAILBOAT),
    Sample("house-and-tree", "House with a tree", HOUSE_AND_TREE),
    Sample("rocket", "Rocket", ROCKET),
    Sample("torii", "Torii gate", TORII),
    Sample("ga-demo-anchor", "Anchor, 20x20 (GA demo: line logic stalls)", GA_ANCHOR, needs="probing"),
]

GRADE_TEXT = {"line": "line-solvable", "probing": "needs probing", "search": "needs search"}


# --------------------------------------------------------------------------- checking


def build(sample: Sample) -> tuple[Nonogram, tuple[str, ...]]:
    """The puzzle of a sample and its README row; raise ValueError when a check fails."""
    widths = {len(row) for row in sample.picture}
    if len(widths) != 1:
        raise ValueError(f"{sample.slug}: ragged picture (row widths {sorted(widths)})")
    puzzle = clues_from_picture(board_from_strings(sample.picture), title=sample.title,
                                author=AUTHOR, license=LICENSE)
    result = solve(puzzle, "auto", max_solutions=2)
    if result.unique is not sample.unique:
        raise ValueError(f"{sample.slug}: unique={result.unique}, expected {sample.unique}"
                         + _differences(result))
    if not any(np.array_equal(s, puzzle.goal) for s in result.solutions):
        raise ValueError(f"{sample.slug}: the solver's answers do not include the picture")
    if not all(satisfies(puzzle, s) for s in result.solutions):
        raise ValueError(f"{sample.slug}: a reported solution breaks the clues")
    grade = difficulty(puzzle, timeout=60)["grade"]
    if grade != sample.needs:
        raise ValueError(f"{sample.slug}: graded {grade!r}, declared {sample.needs!r}")
    row = (f"{sample.slug}.json", f"{puzzle.width}x{puzzle.height}", sample.title,
           GRADE_TEXT[grade], "yes" if result.unique else "no")
    return puzzle, row


def _differences(result: Done) -> str:
    if len(result.solutions) < 2:
        return ""
    a, b = result.solutions[:2]
    cells = [(int(r), int(c)) for r, c in zip(*np.nonzero(a != b))]
    return f"; two solutions differ at (row, col) {cells}"


# --------------------------------------------------------------------------- README

README_HEAD = """\
# Nonogram samples

The sample library shipped with Puzzle Studio: original pixel art, drawn as text in
`tools/make_nonogram_samples.py`, released under CC0-1.0 (author "Puzzle Studio"). Each file
is in the native JSON format and holds its known answer as `goal`.

This file and the JSON files are written by that script; edit a picture there and run

    python tools/make_nonogram_samples.py

The script refuses to write a sample that is not unique (except the demo) or not as hard as
declared. `tests/solvers/test_sample_puzzles.py` checks every file against this table.

Size is width x height. *Solving*: **line-solvable** means line logic alone (one row or
column at a time) finishes it; **needs probing** means line logic stalls and a cell has to be
tried both ways (the contradiction decides it); **needs search** means even probing stalls.
*Unique*: whether the clues have exactly one solution. `not-unique-demo.json` is
deliberately ambiguous, to show what the studio reports for such a puzzle: two solutions
and the cells where they differ (here the four middle cells: a die's two pips can sit on
either diagonal). Its goal is one of the two.

"""


def readme(rows: Iterable[Sequence[str]]) -> str:
    lines = ["| file | size | title | solving | unique |", "| --- | --- | --- | --- | --- |"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return README_HEAD + "\n".join(lines) + "\n"


def main() -> int:
    built, errors = [], []
    for sample in SAMPLES:
        try:
            built.append(build(sample))
        except ValueError as error:
            errors.append(str(error))
    if errors:
        print("\n".join(errors), file=sys.stderr)
        print("nothing written", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    for sample, (puzzle, row) in zip(SAMPLES, built):
        formats.write_file(OUT / f"{sample.slug}.json", puzzle, "json")
        print("  ".join(row))
    (OUT / "README.md").write_text(readme(row for _, row in built), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
