"""``batch`` on Dask (issue 26): the puzzles of ``generate``, each seed once, resumed after
Ctrl+C, the same through a real ``dask scheduler`` + ``dask worker`` as on local workers."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from solvers.library import Library
from tests.cli.test_cli import console_script
from tests.library.helpers import cli, generated, json_lines

# The batches here start process trees, Dask clusters and ports of their own: with the suite on
# several cores (README), they run one after another on one worker, never beside each other.
pytestmark = pytest.mark.xdist_group("process-trees")


def _puzzles_by_seed(path) -> dict:
    with Library(path) as library:
        return {e.seed: e.puzzle for e in library.entries()}


def test_batch_makes_what_generate_makes_and_resumes(tmp_path):
    lib = tmp_path / "lib.db"
    first = cli("batch", "nonogram", "--size", "5x5", "--count", "2", "--seed", "10",
                "--library", lib, "--workers", "1", "--json")
    assert first.returncode == 0, first.stderr
    assert sorted(r["seed"] for r in json_lines(first.stdout)) == [10, 11]
    # The same command with a larger count makes only the seeds not there yet.
    more = cli("batch", "nonogram", "--size", "5x5", "--count", "3", "--seed", "10",
               "--library", lib, "--workers", "1", "--json")
    assert more.returncode == 0, more.stderr
    assert [r["seed"] for r in json_lines(more.stdout)] == [12]
    assert "1 puzzles added, 2 already there (3 in all)" in more.stderr
    stored = _puzzles_by_seed(lib)
    assert sorted(stored) == [10, 11, 12]
    for seed, puzzle in stored.items():
        assert puzzle == generated("nonogram", "5x5", seed)["puzzle"]


def test_batch_refuses_bad_requests_in_one_line(tmp_path):
    lib = tmp_path / "lib.db"
    for args, words in ((["cube", "--size", "4x4"], "unknown genre"),
                        (["nonogram"], "--size"),
                        (["check"], "needs one or more puzzle files"),
                        (["check", tmp_path / "missing.txt"], "missing.txt"),
                        # refused by the generator on a worker: one line still, no worker's log
                        (["nonogram", "--size", "5x5", "--difficulty", "bogus"], "difficulty 'bogus'")):
        result = cli("batch", *args, "--library", lib, "--workers", "1")
        assert result.returncode == 2, result.stderr
        assert result.stderr.count("\n") == 1 and words in result.stderr


@pytest.mark.slow
def test_an_unreachable_scheduler_is_one_error(tmp_path):
    port = _free_port()  # nothing listens there
    result = cli("batch", "nonogram", "--size", "4x4", "--library", tmp_path / "lib.db",
                 "--scheduler", f"tcp://127.0.0.1:{port}", timeout=60)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "cannot reach the Dask scheduler" in result.stderr
    with socket.socket() as other:  # something listens there, but no Dask scheduler
        other.bind(("127.0.0.1", 0))
        other.listen()
        address = f"tcp://127.0.0.1:{other.getsockname()[1]}"
        result = cli("batch", "nonogram", "--size", "4x4", "--library", tmp_path / "lib.db",
                     "--scheduler", address, timeout=60)
    assert result.returncode == 2
    assert result.stderr == f"puzzle-studio-cli: {address} does not answer as a Dask scheduler\n"
    bad = cli("batch", "nonogram", "--size", "4x4", "--library", tmp_path / "lib.db", "--scheduler", "nonsense")
    assert bad.returncode == 2 and "tcp://HOST:PORT" in bad.stderr


@pytest.mark.slow
def test_batch_check_grades_a_collection_once(tmp_path):
    from solvers import nonogram

    lines = [nonogram.formats.write(nonogram.generate(5, 5, seed)[0], "sgt").strip() for seed in (1, 2, 3)]
    collection = tmp_path / "set.txt"
    collection.write_text("\n".join(lines) + "\n")
    lib = tmp_path / "lib.db"
    result = cli("batch", "check", collection, "--library", lib, "--workers", "1", "--json")
    assert result.returncode == 0, result.stderr
    records = json_lines(result.stdout)
    assert sorted(r["source"] for r in records) == [f"{collection}#{n}" for n in (1, 2, 3)]
    assert all(r["unique"] is True and r["grade"] for r in records)
    again = cli("batch", "check", collection, "--library", lib, "--workers", "1")
    assert again.returncode == 0 and "0 puzzles added, 3 already there" in again.stdout
    with Library(lib) as library:
        assert all(e.seed is None and e.solution for e in library.entries())


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_for_port(port: int, guard_s: float = 120) -> None:
    deadline = time.monotonic() + guard_s
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def _children(pid: int) -> list[int]:
    found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True)
    return [int(p) for p in found.stdout.split()]


def _ignores_sigint(pid: int) -> bool:
    """SIGINT (bit 1) in the process's SigIgn mask, and not left blocked in its main thread."""
    fields = dict(line.split(":\t", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
                  if ":\t" in line)
    return bool(int(fields["SigIgn"], 16) & 2) and not int(fields["SigBlk"], 16) & 2


def _blocks_sigint(task: Path) -> bool:
    for line in (task / "status").read_text().splitlines():
        if line.startswith("SigBlk:"):
            return bool(int(line.split()[1], 16) & 2)
    return False


def _session_processes(session: int) -> list[str]:
    found = subprocess.run(["pgrep", "-s", str(session)], capture_output=True, text=True)
    return found.stdout.split()


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "sigwait") or sys.platform != "linux", reason="Linux signals")
def test_ctrl_c_keeps_what_is_committed_and_the_same_command_resumes(tmp_path):
    lib = tmp_path / "lib.db"
    command = [*console_script(), "batch", "numberlink", "--size", "6x6", "--count", "24",
               "--library", str(lib), "--workers", "2", "--json"]
    # As a terminal starts a foreground job: its own session, SIGINT at its default.
    run = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           start_new_session=True)
    try:
        printed = [run.stdout.readline() for _ in range(3)]  # three rows committed: at work
        # Every thread of the batch still blocks SIGINT, even after multiprocessing and Dask
        # started theirs, but the watcher (solvers/interrupt.py): the kernel lifts the block of the
        # signals a thread waits for in sigwait.
        tasks = sorted(Path(f"/proc/{run.pid}/task").iterdir(), key=lambda task: int(task.name))
        assert _blocks_sigint(tasks[0])  # the main thread
        assert sum(not _blocks_sigint(task) for task in tasks) <= 1
        workers = _children(run.pid)
        assert workers and all(_ignores_sigint(pid) for pid in workers)  # the batch decides a stop
        os.killpg(run.pid, signal.SIGINT)  # Ctrl+C reaches the whole group, workers included
        rest, err = run.communicate(timeout=60)
        assert run.returncode == 130
        assert err == "puzzle-studio-cli: interrupted\n"
        printed = json_lines("".join(printed) + rest)
        deadline = time.monotonic() + 30  # the workers follow their parent; only a hang guard
        while _session_processes(run.pid) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert _session_processes(run.pid) == []
    finally:
        if run.poll() is None:  # a failed check above: leave no batch behind
            os.killpg(run.pid, signal.SIGKILL)
    kept = {e.seed: (e.id, e.digest) for e in Library(lib).entries()}
    assert {r["seed"] for r in printed} <= set(kept) and len(kept) < 24

    resumed = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stderr
    assert {r["seed"] for r in json_lines(resumed.stdout)} == set(range(1, 25)) - set(kept)
    with Library(lib) as library:
        entries = list(library.entries())
    assert sorted(e.seed for e in entries) == list(range(1, 25))  # nothing lost, nothing twice
    assert {e.seed: (e.id, e.digest) for e in entries if e.seed in kept} == kept


@pytest.mark.slow
def test_a_dask_cluster_makes_the_same_puzzles_as_local_workers(tmp_path):
    port = _free_port()
    address = f"tcp://127.0.0.1:{port}"
    python = sys.executable
    started = []
    try:
        started.append(subprocess.Popen(
            [python, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", str(port),
             "--no-dashboard"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        _wait_for_port(port)  # the batch's own connect timeout is not for a slow start here
        started.append(subprocess.Popen(
            [python, "-m", "distributed.cli.dask_worker", address, "--nworkers", "1", "--nthreads", "1",
             "--no-dashboard", "--host", "127.0.0.1"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        remote, local = tmp_path / "remote.db", tmp_path / "local.db"
        args = ["galaxies", "--size", "5x5", "--count", "8", "--seed", "4"]
        on_cluster = subprocess.Popen([*console_script(), "batch", *args, "--library", str(remote),
                                       "--scheduler", address, "--json"],
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        first = on_cluster.stdout.readline()
        # The worker process dies mid-run (its nanny starts another): Dask gives its tasks to
        # the new one, and the batch still makes every seed once.
        worker_processes = _children(started[1].pid)
        assert worker_processes
        for pid in worker_processes:
            os.kill(pid, signal.SIGKILL)
        rest, err = on_cluster.communicate(timeout=180)
        assert on_cluster.returncode == 0, err
        assert len(json_lines(first + rest)) == 8
        on_local = cli("batch", *args, "--library", local, "--workers", "1", timeout=180)
        assert on_local.returncode == 0, on_local.stderr
        assert _puzzles_by_seed(remote) == _puzzles_by_seed(local)
        assert sorted(_puzzles_by_seed(remote)) == list(range(4, 12))
    finally:
        for process in reversed(started):
            process.terminate()
        for process in started:
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
