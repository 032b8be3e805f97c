import json
import os
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# GUI tests run without a screen (CI, developers' terminals alike).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SHARED_DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"

# Hypothesis's two clocks: a 200 ms deadline per example and the too_slow health check on
# generating them. On a loaded machine (CI at load 15 on 2 cores) both fail tests by chance;
# what a property test asserts is its property. Tests that set their own settings keep these
# two unless they name them.
settings.register_profile("puzzle-studio", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("puzzle-studio")



@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``xdist_group`` marks kept on pytest 9.2: --dist loadgroup groups the tests whose node ids
    end in ``@GROUP``, and pytest-xdist 3.8 writes that suffix into ``item._nodeid``, which pytest
    9.2 no longer reads (it keeps a structured ``item._id``; pytest-xdist issue 1386). Every group
    was then silently spread over the workers: the process-tree tests ran side by side (they
    lost a worker under load) and the samples' listing was made by each worker. This puts the
    suffix where pytest 9.2 reads it, in an xdist worker run with --dist loadgroup, on the ids
    that lack it (an older pytest, or a pytest-xdist that does it itself, has them already)."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        groups = sorted({str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
                         for mark in item.iter_markers("xdist_group")})
        if groups and "@" not in item.nodeid.rpartition("]")[2] and hasattr(item, "_id"):
            item._id = type(item._id).parse(f"{item.nodeid}@{'_'.join(groups)}")


# The listing of the samples (``samples --json``) grades every sample: 20 s of CPU quiet, a
# minute and more on a loaded machine. It is made once for the whole run: the tests that read it
# (tests/cli/test_cli_samples.py, tests/solvers/test_sample_grades.py) are one xdist group,
# "samples", which --dist loadgroup gives to a single worker; the fixture lives as long as
# that worker's session. The limit an hour: a grade is asked for, not a race against the clock
# (the CLI's default 5 s per sample is within reach of the load).
@pytest.fixture(scope="session")
def sample_listing() -> list[dict]:
    from tests.cli.test_cli import console_script  # collected by then; imported here, not at start-up

    done = subprocess.run([*console_script(), "samples", "--json", "--timeout", "3600"], capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return [json.loads(line) for line in done.stdout.splitlines()]
