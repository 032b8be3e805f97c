"""The shipped grades of the samples (puzzles/grades.json, read by the studio's start page) are
the grades the engine gives them now, for every sample. The grades are those of the run's one
listing (tests/conftest.py: sample_listing, the CLI's ``samples --json``), not graded again."""

import shutil
from pathlib import Path

import pytest

from solvers.samples import SAMPLES, grade_all, known_grades


@pytest.mark.slow
@pytest.mark.xdist_group("samples")  # with the listing's other readers: one worker (tests/conftest.py)
def test_every_sample_has_its_current_grade_in_the_shipped_file(sample_listing):
    graded = {Path(record["path"]).relative_to(SAMPLES).as_posix(): record["grade"] for record in sample_listing}
    assert known_grades() == graded, "run: python tools/grade_samples.py"


def test_grade_all_names_each_sample_by_its_path_in_the_library_and_grades_it(tmp_path):
    """What tools/grade_samples.py writes, on a library of three quick samples of two genres."""
    chosen = ["nonogram/heart.json", "nonogram/ga-10x10/leaf.json", "galaxies/generated-7x7.json"]
    for name in chosen:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(SAMPLES / name, tmp_path / name)
    shipped = known_grades()
    assert grade_all(tmp_path) == {name: shipped[name] for name in chosen}
    assert len({shipped[name] for name in chosen}) > 1  # not all of one grade
