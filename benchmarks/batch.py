"""Batch on Dask (issue 26): speed-up of two workers over one, overhead per puzzle on warm
workers, and a localhost Dask cluster (``dask scheduler`` + ``dask worker``) against local
worker processes. The batch's own code path (solvers/batch.py: connect, run_jobs, store into a
library) is timed after the cluster is up; starting a cluster is timed on its own line.

    nice -n 5 python benchmarks/batch.py [--puzzles 40] [--tiny 300] [--genre galaxies --size 7x7]
        [--only speedup|overhead|cluster|writer] [--rows 5000]

Read the ratios: the machine is shared (the load average is printed with each table).
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solvers import batch
from solvers.library import Library


def _load() -> str:
    return " / ".join(f"{v:.1f}" for v in os.getloadavg())


def timed_batch(client, genre: str, size: tuple[int, int], first_seed: int, count: int) -> dict:
    """Wall time of one batch into a fresh library on a warm ``client``; the jobs' own time."""
    with tempfile.TemporaryDirectory() as folder, Library(Path(folder) / "lib.db") as library:
        jobs, todo, _ = batch.generate_jobs(library, genre, size, first_seed, count, {})
        window = 4 * batch.workers_of(client)
        started = time.perf_counter()
        inside = 0.0
        for _, result in batch.store(library, batch.run_jobs(client, jobs, window)):
            inside += result["seconds"] + result["proof_seconds"]
        wall = time.perf_counter() - started
        assert library.count() == todo == count
    return {"wall": wall, "inside": inside, "count": count}


def warm(client, genre, size) -> None:
    """One job per worker first: imports happen once per worker, not in the timed run."""
    workers = batch.workers_of(client)
    timed_batch(client, genre, size, 10_000_000, 2 * workers)


def local(workers: int):
    started = time.perf_counter()
    client = batch.connect(None, workers)
    client.wait_for_workers(workers)
    return client, time.perf_counter() - started


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def localhost_cluster(workers: int):
    """A real ``dask scheduler`` and ``dask worker --nworkers N`` on 127.0.0.1."""
    port = _free_port()
    address = f"tcp://127.0.0.1:{port}"
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    started = time.perf_counter()
    processes = [subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler", "--host",
                                   "127.0.0.1", "--port", str(port), "--no-dashboard"], **quiet)]
    for _ in range(300):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    processes.append(subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", address,
                                       "--nworkers", str(workers), "--nthreads", "1", "--no-dashboard",
                                       "--host", "127.0.0.1"], **quiet))
    client = batch.connect(address, None)
    client.wait_for_workers(workers)
    return client, time.perf_counter() - started, processes


def writer_rate(rows: int) -> None:
    """The one writer alone: rows committed per second, each in its own transaction (as batch
    does) and, for comparison, 100 to a transaction; realistic rows (a 15x15 nonogram's)."""
    result = batch.generate_job("nonogram", 15, 15, 1, {})
    print(f"\n### The one writer: {rows} rows of a 15x15 nonogram "
          f"(about {len(str(result))} characters a row)\n")
    print("| commits | rows/s | ms a row | load |")
    print("| --- | ---: | ---: | --- |")
    for per_commit in (1, 100):
        with tempfile.TemporaryDirectory() as folder, Library(Path(folder) / "lib.db") as library:
            entries = []
            for seed in range(rows):
                entry = batch.entry_of({**result, "seed": seed})
                entries.append(entry)
            started = time.perf_counter()
            if per_commit == 1:
                for entry in entries:
                    library.add(entry)
            else:
                db = library._db
                for start in range(0, rows, per_commit):
                    with db:
                        for entry in entries[start:start + per_commit]:
                            values = library._row_values(entry)
                            db.execute(f"INSERT INTO puzzles ({', '.join(values)}) VALUES "
                                       f"({', '.join('?' * len(values))})", tuple(values.values()))
            wall = time.perf_counter() - started
            assert library.count() == rows
        label = "one per row (batch)" if per_commit == 1 else f"{per_commit} rows each"
        print(f"| {label} | {rows / wall:,.0f} | {wall / rows * 1000:.2f} | {_load()} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--genre", default="galaxies")
    parser.add_argument("--size", default="7x7")
    parser.add_argument("--puzzles", type=int, default=40, help="puzzles per timed batch")
    parser.add_argument("--tiny", type=int, default=300, help="5x5 nonograms for the overhead")
    parser.add_argument("--only", choices=("speedup", "overhead", "cluster", "writer"),
                        help="run one table only")
    parser.add_argument("--rows", type=int, default=5000, help="rows for the writer's rate")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    def run(part):
        return (args.only in (None, part))

    print(f"cores: {os.cpu_count()}, load before: {_load()}")
    if run("speedup"):
        speedup(args, size)
    if run("overhead"):
        overhead(args)
    if run("cluster"):
        against_localhost(args, size)
    if run("writer"):
        writer_rate(args.rows)


def speedup(args, size) -> None:
    print(f"\n### Speed-up: {args.puzzles} {args.genre} {args.size}, warm workers\n")
    print("| workers | start cluster s | batch s | puzzles/s | speed-up | jobs' own s | load |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    walls = {}
    for workers in (1, 2):
        client, start = local(workers)
        warm(client, args.genre, size)
        result = timed_batch(client, args.genre, size, 1, args.puzzles)
        walls[workers] = result["wall"]
        print(f"| {workers} | {start:.1f} | {result['wall']:.1f} | {args.puzzles / result['wall']:.2f} | "
              f"{walls[1] / result['wall']:.2f} | {result['inside']:.1f} | {_load()} |", flush=True)
        client.close()
        client.cluster.close()


def overhead(args) -> None:
    print(f"\n### Overhead per puzzle: {args.tiny} nonograms 5x5 on one warm worker\n")
    print("| batch s | jobs' own s | overhead per puzzle ms | load |")
    print("| ---: | ---: | ---: | --- |")
    client, _ = local(1)
    warm(client, "nonogram", (5, 5))
    result = timed_batch(client, "nonogram", (5, 5), 1, args.tiny)
    overhead = (result["wall"] - result["inside"]) / args.tiny * 1000
    print(f"| {result['wall']:.2f} | {result['inside']:.2f} | {overhead:.1f} | {_load()} |", flush=True)
    client.close()
    client.cluster.close()


def against_localhost(args, size) -> None:
    print(f"\n### A localhost Dask cluster against local workers: {args.puzzles} {args.genre} {args.size}, 2 workers\n")
    print("| cluster | start s | batch s | puzzles/s | load |")
    print("| --- | ---: | ---: | ---: | --- |")
    client, start = local(2)
    warm(client, args.genre, size)
    result = timed_batch(client, args.genre, size, 1, args.puzzles)
    print(f"| LocalCluster (--workers 2) | {start:.1f} | {result['wall']:.1f} | "
          f"{args.puzzles / result['wall']:.2f} | {_load()} |", flush=True)
    client.close()
    client.cluster.close()
    client, start, processes = localhost_cluster(2)
    try:
        warm(client, args.genre, size)
        result = timed_batch(client, args.genre, size, 1, args.puzzles)
        print(f"| dask scheduler + dask worker --nworkers 2 (--scheduler) | {start:.1f} | "
              f"{result['wall']:.1f} | {args.puzzles / result['wall']:.2f} | {_load()} |", flush=True)
    finally:
        client.close()
        for process in reversed(processes):
            process.terminate()
            process.wait(timeout=30)


if __name__ == "__main__":
    main()
