"""``puzzle-studio-cli samples [--json] [--timeout S]``: the installed sample library, one
sample a line (or one JSON object a line): genre, title, path, size and the grade ``check``
gives. Run as a real subprocess, as a user runs it."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from solvers import scale
from solvers.genres import GENRES
from solvers.samples import SAMPLES

from .test_cli import ERROR_LINE, console_script, run_script

# The listing grades every sample, each within the CLI's --timeout (5 s by default): at load 15
# the biggest numberlink sample (2.4 s quiet) ran out of it and was listed without a grade.
# These tests ask for grades, not for the limit, so they give a limit no machine reaches, and
# wait for the listing as long as it takes (pytest's own timeout still ends a hang). The JSON
# listing is made once for the whole run (tests/conftest.py: sample_listing): this module is
# one xdist group with the other test that reads it.
NO_LIMIT = ("--timeout", "3600")
pytestmark = pytest.mark.xdist_group("samples")


def list_samples(*args) -> subprocess.CompletedProcess:
    return subprocess.run([*console_script(), "samples", *args, *NO_LIMIT], capture_output=True, text=True)

GRADES = set(scale.LEVELS)  # one scale for every genre (issue 25)


@pytest.fixture
def listing(sample_listing) -> list[dict]:
    return sample_listing


def test_lists_every_sample_file_once(listing):
    listed = sorted(Path(record["path"]).resolve() for record in listing)
    on_disk = sorted(path.resolve() for name in GENRES for path in (SAMPLES / name).rglob("*.json"))
    assert listed == on_disk and len(listed) > 30
    assert {record["genre"] for record in listing} == set(GENRES)


def test_each_record_describes_its_file(listing):
    for record in listing:
        assert set(record) == {"genre", "title", "path", "size", "grade"}
        path = Path(record["path"])
        assert path.parent.relative_to(SAMPLES).parts[0] == record["genre"]
        document = json.loads(path.read_text(encoding="utf-8"))
        assert record["title"] == (document.get("title") or path.stem)
        assert record["grade"] in GRADES, record


@pytest.mark.parametrize("stem", ["worked-example-1", "worked-example-2", "not-unique-demo",
                                  "generated-7x7", "generated-10x10"])
def test_grade_and_size_are_those_check_reports(listing, stem):
    record = next(r for r in listing if Path(r["path"]).stem == stem)
    done = run_script("check", record["path"], "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert record["grade"] == report["grade"]
    width, height = map(int, record["size"].split("x"))
    assert width * height == report["cells"]


@pytest.mark.slow
def test_plain_listing_has_a_line_per_sample_with_title_path_and_grade(listing):
    done = list_samples()
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == len(listing)
    for line, record in zip(lines, listing):
        assert line.split()[:2] == [record["genre"], record["size"]]
        assert record["title"] in line and line.endswith(record["path"])
        assert (record["grade"] or "-") in line.split()


@pytest.mark.parametrize("value", ["0", "-1", "soon"])
def test_a_bad_timeout_is_one_line_and_exit_2(value):
    done = run_script("samples", "--timeout", value)
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and ERROR_LINE.match(lines[0]) and "timeout" in lines[0]
