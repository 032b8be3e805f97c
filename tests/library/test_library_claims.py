"""Two writers on one library (issue 37): a seed is claimed before it is made, so a second run
skips what the first is making and the counts each reports are true; the claims of a process
that has ended (Ctrl+C, kill -9) are taken over. Deterministic: two Library objects with their
claims interleaved by hand, and two real batch processes whose order does not matter."""

from __future__ import annotations

import re
import socket
import subprocess

import psutil
import pytest

from solvers import batch
from solvers.library import Entry, Library
from tests.cli.test_cli import console_script

KEY = ("nonogram", 5, 5, {}, 1)


def _entry(seed: int) -> Entry:
    return Entry("nonogram", 5, 5, {"genre": "nonogram", "seed": seed}, seed=seed, generator_version=1)


def test_a_seed_claimed_by_one_run_is_not_made_by_the_other(tmp_path):
    path = tmp_path / "lib.db"
    with Library(path) as first, Library(path) as second:
        assert [first.claim(*KEY, seed) for seed in (1, 2, 3)] == ["claimed"] * 3
        assert [second.claim(*KEY, seed) for seed in (1, 2, 3, 4)] == ["taken", "taken", "taken", "claimed"]
        assert first.claim(*KEY, 2) == "claimed"  # its own claim again
        assert first.store(_entry(1)) == (1, True)
        assert second.claim(*KEY, 1) == "made"
        # a run without claims (an older program) stores seed 2 first: the claimant's own
        # result is then not a new row, and store says so (batch counts it as made elsewhere)
        row, new = second.store(_entry(2))
        assert new is True
        assert first.store(_entry(2)) == (row, False)
        assert first.count() == 2


def test_claims_left_by_a_run_are_released_when_it_closes(tmp_path):
    path = tmp_path / "lib.db"
    with Library(path) as first:
        assert first.claim(*KEY, 7) == "claimed"
    with Library(path) as second:
        assert second.claim(*KEY, 7) == "claimed"


def test_the_claims_of_a_process_that_ended_are_taken_over(tmp_path):
    """A run killed with -9 leaves its claims: a later run takes them over, since the process
    (pid and start time) is gone."""
    path = tmp_path / "lib.db"
    with Library(path) as later:
        ended = subprocess.Popen(["true"])
        ended.wait()
        # as a killed run leaves it: a claim in its name
        later._db.execute("INSERT INTO claims (genre, width, height, options, generator_version, seed, host, pid, "
                          "started, token) VALUES ('nonogram', 5, 5, '{}', 1, 9, ?, ?, ?, 'gone')",
                          (socket.gethostname(), ended.pid, psutil.Process().create_time() - 5))
        later._db.execute("INSERT INTO claims (genre, width, height, options, generator_version, seed, host, pid, "
                          "started, token) VALUES ('nonogram', 5, 5, '{}', 1, 10, ?, ?, ?, 'alive')",
                          (socket.gethostname(), psutil.Process().ppid(),
                           psutil.Process(psutil.Process().ppid()).create_time()))
        assert later.claim(*KEY, 9) == "claimed"
        assert later.claim(*KEY, 10) == "taken"  # the parent process is alive: its claim holds


def test_generate_jobs_skip_seeds_another_run_is_making(tmp_path):
    path = tmp_path / "lib.db"
    version = batch.generator_version("nonogram")
    with Library(path) as first, Library(path) as second:
        for seed in (2, 3):
            assert first.claim("nonogram", 5, 5, {}, version, seed) == "claimed"
        tally = batch.Tally()
        jobs, todo, skipped = batch.generate_jobs(second, "nonogram", (5, 5), 1, 5, {}, tally)
        assert [job.args[3] for job in jobs] == [1, 4, 5]
        assert (todo, skipped, tally.elsewhere) == (5, 0, 2)



def _summary(text: str) -> tuple[int, int, int]:
    found = re.search(r"(\d+) puzzles added, (\d+) already there(?:, (\d+) made or being made by another run)?", text)
    assert found, text
    return int(found[1]), int(found[2]), int(found[3] or 0)


@pytest.mark.xdist_group("process-trees")  # two process trees of Dask clusters
def test_two_batch_runs_on_one_library_make_each_seed_once_and_say_so(tmp_path):
    path = tmp_path / "lib.db"
    Library(path).close()
    command = [*console_script(), "batch", "nonogram", "--size", "5x5", "--count", "12", "--library",
               str(path), "--workers", "1"]
    runs = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outputs = [run.communicate(timeout=300) for run in runs]
    for run, (_, err) in zip(runs, outputs):
        assert run.returncode == 0, err
    counts = [_summary(out) for out, _ in outputs]
    # Whatever the order: each seed made once, and the two reports add up to the 12 rows.
    assert sum(added for added, _, _ in counts) == 12
    for added, there, elsewhere in counts:
        assert added + there + elsewhere == 12
    with Library(path, readonly=True) as library:
        assert library.count() == 12
        assert library._db.execute("SELECT count(*) FROM claims").fetchone()[0] == 0
