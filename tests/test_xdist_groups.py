"""The suite's xdist groups hold (tests/conftest.py: pytest_collection_modifyitems): under
--dist loadgroup, every test of one ``xdist_group`` runs on one worker. pytest 9.2 with
pytest-xdist 3.8 spread them silently (pytest-xdist issue 1386); the process-tree tests and the
samples' listing rely on their groups."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("xdist")

ROOT = Path(__file__).resolve().parents[1]

SUITE = '''
import os
from pathlib import Path

import pytest

def record(group):
    with open(Path(__file__).with_name("workers.txt"), "a") as out:
        out.write(f"{group} {os.environ['PYTEST_XDIST_WORKER']}\\n")

@pytest.mark.xdist_group("first")
@pytest.mark.parametrize("n", range(6))
def test_first(n):
    record("first")

@pytest.mark.xdist_group(name="second")
@pytest.mark.parametrize("n", range(6))
def test_second(n):
    record("second")

@pytest.mark.parametrize("n", range(6))
def test_free(n):
    record("free")
'''


def test_each_group_runs_on_one_worker(tmp_path):
    (tmp_path / "conftest.py").write_text("from tests.conftest import pytest_collection_modifyitems  # noqa: F401\n")
    (tmp_path / "test_groups.py").write_text(SUITE)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2", "--dist", "loadgroup",
                           "-vv", "test_groups.py"], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    workers: dict[str, set[str]] = {}
    for line in (tmp_path / "workers.txt").read_text().splitlines():
        group, worker = line.split()
        workers.setdefault(group, set()).add(worker)
    assert len(workers["first"]) == len(workers["second"]) == 1, workers
    assert "test_first[0]@first" in done.stdout and "test_free[0]@" not in done.stdout
