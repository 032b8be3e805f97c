"""The sample library (one folder per genre) wherever it is: inside the installed package or
at the top of a source checkout; what it holds, and how hard each sample is. A genre that
declares a folder of its own (solvers/genre_spec.py ``samples``) has its samples, and their
grades, there.

A wheel carries the repository's top-level puzzles/ as solvers/puzzles/ and resources/ as
studio/resources/ (pyproject.toml says why); ``shipped_folder`` finds either one both ways,
so the command line, the studio's Open Sample menu and its resources look them up alike.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from .genres import GENRES, Genre


def shipped_folder(package_dir: Path, name: str) -> Path:
    """The data folder ``name`` of the package in ``package_dir``: inside the package in an
    installed wheel, else next to the package (a source checkout or an editable install, where
    the repository keeps it at the top level)."""
    inside = package_dir / name
    return inside if inside.is_dir() else package_dir.parent / name


SAMPLES = shipped_folder(Path(__file__).resolve().parent, "puzzles")

# Grading every sample for a listing: the samples take well under a second each (the slowest,
# a numberlink 10x10 with SAT start-up, ~0.5 s); a sample that needs longer lists no grade.
LISTING_TIMEOUT_S = 5.0


class Sample(NamedTuple):  # as genres.Genre: the command line's start loads no dataclasses
    genre: str  # a name in solvers.genres.GENRES: the folder the file is in
    path: Path


def genre_folder(declared: Genre, root: Path = SAMPLES) -> Path:
    """The folder of a genre's samples: the one it declares, else the library's <name>/."""
    return Path(declared.samples) if declared.samples else root / declared.name


def samples(root: Path = SAMPLES) -> list[Sample]:
    """Every sample file, by genre (the registry's order) then path, subfolders included
    (nonogram/ga-10x10); a genre without a folder has none."""
    folders = {name: genre_folder(declared, root) for name, declared in GENRES.items()}
    return [Sample(name, path) for name, folder in folders.items() if folder.is_dir()
            for path in sorted(folder.rglob("*.json")) if path.name != GRADES_FILE]


def describe(sample: Sample, timeout: float | None = LISTING_TIMEOUT_S) -> dict:
    """genre, title, path, size ("WxH") and grade of a sample. The grade is the one ``check``
    reports (the genre's ``difficulty``): nonogram line / probing / search, galaxies
    deduction / search; None where the genre has no grade (numberlink) or the time ran out."""
    package = GENRES[sample.genre].module
    puzzle = package.formats.read_file(sample.path)
    grade = package.difficulty(puzzle, timeout).get("grade")
    return {"genre": sample.genre, "title": puzzle.title or sample.path.stem,
            "path": str(sample.path), "size": f"{puzzle.width}x{puzzle.height}", "grade": grade}


# The grades of the samples, computed once (tools/grade_samples.py) and shipped beside them, so
# that the studio's start page can group the samples by difficulty without grading them all
# at start-up; tests/solvers/test_sample_grades.py keeps the file true.
GRADES_FILE = "grades.json"


def relative_name(sample: Sample, root: Path = SAMPLES) -> str:
    """The sample's key in the grades: "<genre>/<path in its genre's folder>"."""
    return f"{sample.genre}/{sample.path.relative_to(genre_folder(GENRES[sample.genre], root)).as_posix()}"


def known_grades(root: Path = SAMPLES) -> dict:
    """Sample key (relative_name: "nonogram/heart.json") -> grade or None, from the library's
    grades file and the one in each folder a genre declares; a file missing or unreadable
    gives nothing (those samples are then shown ungrouped)."""
    import json

    grades: dict = {}
    for folder in [root, *(Path(g.samples) for g in GENRES.values() if g.samples)]:
        try:
            data = json.loads((folder / GRADES_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        grades.update(data if isinstance(data, dict) else {})
    return grades


def grade_all(root: Path = SAMPLES) -> dict:
    """Every sample's grade, graded without a time limit: the shipped file holds the engine's
    grades, the same on any machine and at any load (with the listing's limit, a slow or busy
    machine listed the biggest numberlink sample, 2-5 s, with no grade)."""
    return {relative_name(s, root): describe(s, timeout=None)["grade"] for s in samples(root)}
