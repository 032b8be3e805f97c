"""The shipped grades of the samples (puzzles/grades.json, read by the studio's start page) are
the grades the engine gives them now, for every sample."""

import pytest

from solvers.samples import grade_all, known_grades


@pytest.mark.slow
def test_every_sample_has_its_current_grade_in_the_shipped_file():
    assert known_grades() == grade_all(), "run: python tools/grade_samples.py"
