"""Batch work on Dask: generate or check many puzzles, each row committed as it arrives (issue 26).

The jobs (``generate_job``, ``check_job``) run on Dask workers: local worker processes by
default, or the workers of an existing cluster (``dask scheduler`` + ``dask worker``). A job is
a plain function of plain arguments that returns a plain dict, so it pickles by reference and a
worker that is killed mid-job costs Dask a retry, never a puzzle. Workers stay warm: a genre's
modules load once per worker process, at its first job, not once per puzzle.

``generate_job`` makes a puzzle through the same call as ``puzzle-studio-cli generate``
(``package.generate(width, height, seed, cancel=..., **options)``, written in the genre's native
format), so a batch holds exactly the puzzles ``generate --seed`` prints, on any machine.

This process writes the library (solvers/library.py): results are committed one by one as they
come back, so Ctrl+C (which ends the command at once, solvers/interrupt.py) or a crash keeps
every row committed, and the same command run again skips the seeds it finds. Each seed is
claimed in the library before its job is submitted, so a second run on the same library skips
the seeds the first is making and says so (issue 37).

Everything the user can get wrong is checked before a worker starts (issue 37): the number of
workers (at most MAX_WORKERS_PER_CORE a core), the seeds (SQLite's 64-bit integers), and the
size and options, by the genre's own ``generate`` called with a cancelled token: it refuses a
bad size or level at once, as on a worker, and stops before any work when they are good.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

# The library (sqlite3, hashlib, datetime) loads with the first row or seed checked, not with
# the command line's parser, which reads this module's limits for its help (issue 36).
if TYPE_CHECKING:
    from distributed import Client, Future

    from .genres import Genre
    from .library import Entry, Library
    from .protocol import GenrePackage

import json
import os
import signal
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from importlib import import_module
from itertools import islice

from .jsonable import plain_values

SCHEDULER_TIMEOUT_S = 5  # an unreachable scheduler is reported within 10 s (issue 26)
# Single-threaded workers: more than a few per core only share the cores and add each its own
# interpreter's memory (~40 MB); 1000 asked for took 2.7 GB after a minute (issue 37).
MAX_WORKERS_PER_CORE = 4
# Seeds are claimed this many to a transaction (a commit costs about a millisecond, as much as
# making a 5x5 puzzle); a block is claimed when the first of its jobs is submitted.
CLAIM_BLOCK = 32


class BatchError(Exception):
    """Bad input or an unusable cluster: one line for the user."""


# -- the jobs (run on a worker) --


def level_of(report: dict) -> str | None:
    """The grade in a generator's or check's report: ``level`` (the common scale, issue 25),
    else the older ``grade`` (numberlink keeps it in its quality figures)."""
    for source in (report, report.get("quality") or {}):
        if not isinstance(source, dict):
            continue
        for key in ("level", "grade"):
            if source.get(key):
                return str(source[key])
    return None


def _prove(package: GenrePackage, puzzle: object, options: dict) -> dict:
    """An independent uniqueness proof by the genre's ``auto`` method: method, verdict,
    seconds, and the solution as the genre's board rows."""
    from .events import Cancel, SolveOptions, run

    extra = {"rules": options["rules"]} if options.get("rules") else {}
    started = time.perf_counter()
    done = run(package.solve_events(puzzle, "auto", SolveOptions(2, None, None, extra), Cancel(None)))
    return {"proof_method": "auto", "proof_unique": done.unique,
            "proof_seconds": round(time.perf_counter() - started, 4),
            "solution": plain_values(package.board_rows(done.solution)) if done.solution is not None else None}


def generate_job(genre_name: str, width: int, height: int, seed: int, options: dict) -> dict:
    """One puzzle of ``generate``'s making, proven and described: the fields of a library row."""
    from .events import Cancel
    from .genres import genre

    package = genre(genre_name).module
    started = time.perf_counter()
    puzzle, report = package.generate(width, height, seed, cancel=Cancel(None), **options)
    seconds = time.perf_counter() - started
    native = json.loads(package.formats.write(puzzle, package.formats.FORMATS[0]))
    report = plain_values(report)
    return {"genre": genre_name, "width": puzzle.width, "height": puzzle.height, "seed": seed,
            "options": options, "generator_version": report.get("generator_version"),
            "level": level_of(report), "report": report, "puzzle": native,
            "title": native.get("title") or "", "seconds": round(seconds, 4),
            **_prove(package, puzzle, options)}


def check_job(genre_name: str, native_text: str, source: str, timeout: float | None) -> dict:
    """``check`` of one puzzle (its grade and figures) and a uniqueness proof: a library row."""
    from .genres import genre

    package = genre(genre_name).module
    puzzle = package.formats.read(native_text, package.formats.FORMATS[0])
    started = time.perf_counter()
    report = plain_values(package.difficulty(puzzle, timeout))
    seconds = time.perf_counter() - started
    native = json.loads(native_text)
    return {"genre": genre_name, "width": puzzle.width, "height": puzzle.height,
            "level": level_of(report), "report": report, "puzzle": native, "source": source,
            "title": native.get("title") or "", **_prove(package, puzzle, {}),
            "seconds": round(seconds, 4)}


def entry_of(result: dict) -> Entry:
    from .library import Entry, digest

    fields = {k: v for k, v in result.items() if k != "seconds"}
    return Entry(**fields, digest=digest(result["puzzle"]))


# -- the driver (the batch process) --


def max_workers() -> int:
    return MAX_WORKERS_PER_CORE * (os.cpu_count() or 1)


def check_workers(workers: int | None) -> None:
    """BatchError for more local workers than MAX_WORKERS_PER_CORE a core."""
    if workers is not None and workers > max_workers():
        raise BatchError(f"--workers {workers} is more than {max_workers()} "
                         f"({MAX_WORKERS_PER_CORE} per core on this machine)")


def check_request(genre_name: str, size: tuple[int, int], first_seed: int, count: int, options: dict) -> None:
    """BatchError, before any worker starts, for seeds beyond SQLite's integers or a size or
    option the genre's ``generate`` refuses. The genre's own check runs (its generate with a
    cancelled token: the checks come first, then the first look at the token stops it)."""
    from .events import Cancel, Stopped
    from .genres import genre
    from .library import MAX_INTEGER

    if first_seed + count - 1 > MAX_INTEGER:
        raise BatchError(f"seeds {first_seed}..{first_seed + count - 1} go beyond {MAX_INTEGER}, "
                         "the largest the library stores")
    width, height = size
    stopped = Cancel()
    stopped.cancel()
    try:
        genre(genre_name).module.generate(width, height, first_seed, cancel=stopped, **options)
    except Stopped:
        return
    except ValueError as error:
        raise BatchError(str(error)) from None


@dataclass
class Tally:
    """What a run did, for its summary: true when other runs share the library."""

    skipped: int = 0    # in the library when the run started
    elsewhere: int = 0  # made, or being made, by another run meanwhile (not made here)
    added: int = 0      # rows this run stored
    lost_race: int = 0  # made here, but another run stored the same puzzle first


def generator_version(genre_name: str) -> int | None:
    """The genre's GENERATOR_VERSION, which with genre, size, options and seed names a puzzle."""
    from .genres import genre

    try:
        return getattr(import_module(genre(genre_name).package + ".generator"), "GENERATOR_VERSION", None)
    except ImportError:
        return None


@dataclass
class Job:
    """A job to submit: its function and arguments, and a key naming it on the cluster."""

    key: str
    function: Callable
    args: tuple


def generate_jobs(library: Library, genre_name: str, size: tuple[int, int], first_seed: int,
                  count: int, options: dict, tally: Tally | None = None) -> tuple[Iterator[Job], int, int]:
    """The jobs of seeds first_seed .. first_seed + count - 1 not yet in the library (made as
    they are submitted: a million seeds are not a million objects at once), how many there
    are and how many were skipped. Each seed is claimed as its job is made: one another run
    has made or is making meanwhile is left out, and counted in ``tally.elsewhere``."""
    width, height = size
    last = first_seed + count
    version = generator_version(genre_name)
    have = {s for s in library.seeds(genre_name, width, height, options, version) if first_seed <= s < last}
    tally = tally if tally is not None else Tally()
    tally.skipped = len(have)
    tag = "-".join(f"{k}={v}" for k, v in sorted(options.items()))

    def claimed() -> Iterator[Job]:
        wanted = (seed for seed in range(first_seed, last) if seed not in have)
        while block := list(islice(wanted, CLAIM_BLOCK)):
            for seed, status in zip(block, library.claim_seeds(genre_name, width, height, options, version, block)):
                if status != "claimed":
                    tally.elsewhere += 1
                    continue
                yield Job(f"generate-{genre_name}-{width}x{height}-{tag}-{seed}", generate_job,
                          (genre_name, width, height, seed, options))

    return claimed(), count - len(have), len(have)


def check_jobs(library: Library, collections: Iterable[tuple[str, Genre, list]],
               timeout: float | None) -> tuple[Iterator[Job], int, int]:
    """The jobs of the puzzles of ``collections`` ((file, genre, [(name, puzzle)])) that the
    library does not hold yet (same puzzle, same native JSON), and how many were skipped."""
    from .library import digest

    jobs, skipped, seen = [], 0, set()
    for path, genre_entry, puzzles in collections:
        package = genre_entry.module
        for name, puzzle in puzzles:
            text = package.formats.write(puzzle, package.formats.FORMATS[0])
            key = digest(json.loads(text))
            if key in seen or library.has_digest(key):
                skipped += 1
                continue
            seen.add(key)
            source = f"{path}#{name}" if len(puzzles) > 1 else str(path)
            jobs.append(Job(f"check-{key[:16]}", check_job, (genre_entry.name, text, source, timeout)))
    return iter(jobs), len(jobs), skipped


def _start_resource_tracker() -> None:
    """Start multiprocessing's resource tracker now, keeping this thread's signal mask. Its
    start (CPython's ensure_running) unblocks SIGINT and SIGTERM in the calling thread, whatever
    they were, and every thread started from there would inherit that: Ctrl+C would then reach
    Python's handler instead of the command line's watcher (solvers/interrupt.py), and the
    process could hang in Dask's shutdown instead of ending at once. Started once, later calls
    from the cluster's own threads find it running and change nothing."""
    from multiprocessing import resource_tracker

    if not hasattr(signal, "pthread_sigmask"):
        resource_tracker.ensure_running()
        return
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, set())
    try:
        resource_tracker.ensure_running()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)


def _reachable(address: str) -> None:
    """BatchError, within SCHEDULER_TIMEOUT_S, unless ``address`` is tcp://HOST:PORT (or
    HOST:PORT, or tls://) and something listens there. Checked with a plain socket before Dask
    is asked: a Dask Client that fails to connect spends twice its timeout again closing itself
    when it is collected."""
    import socket
    from urllib.parse import urlsplit

    parts = urlsplit(address if "://" in address else "tcp://" + address)
    try:
        host, port = parts.hostname, parts.port
    except ValueError:
        host = port = None
    if parts.scheme not in ("tcp", "tls") or not host or not port:
        raise BatchError(f"a Dask scheduler's address is tcp://HOST:PORT, not {address!r}")
    try:
        socket.create_connection((host, port), timeout=SCHEDULER_TIMEOUT_S).close()
    except OSError as error:
        reason = "no answer" if isinstance(error, TimeoutError) else (error.strerror or str(error))
        raise BatchError(f"cannot reach the Dask scheduler at {address}: {reason}") from None
    # Something listens: ask it who it is (a proxy or another service accepts the connection
    # and then answers what Dask's protocol cannot read).
    import asyncio

    from distributed.core import rpc

    async def identity() -> object:
        async with rpc(f"{parts.scheme}://{host}:{port}",
                       timeout=SCHEDULER_TIMEOUT_S) as scheduler:
            return await asyncio.wait_for(scheduler.identity(), SCHEDULER_TIMEOUT_S)

    try:
        answer = asyncio.run(identity())
    except Exception:
        answer = None
    if not (isinstance(answer, dict) and answer.get("type") == "Scheduler"):
        raise BatchError(f"{address} does not answer as a Dask scheduler")


def connect(scheduler: str | None, workers: int | None) -> Client:
    """A Dask client: on the cluster at ``scheduler``, or on a new local cluster of ``workers``
    single-threaded worker processes (default: one per core). BatchError when it cannot."""
    import logging

    # Dask reports every closing connection and restarted worker as a warning; the batch says
    # what matters itself (one line on stderr), so only errors of its own get through.
    for name in ("distributed", "tornado", "asyncio"):
        logging.getLogger(name).setLevel(logging.ERROR)
    from distributed import Client, LocalCluster

    if scheduler:
        _reachable(scheduler)
        try:
            return Client(scheduler, timeout=f"{SCHEDULER_TIMEOUT_S}s", set_as_default=False)
        except (OSError, TimeoutError, ValueError) as error:
            raise BatchError(f"cannot reach the Dask scheduler at {scheduler}: "
                             f"{str(error).splitlines()[0] if str(error) else type(error).__name__}") from None
    # Ctrl+C ends this process at once (solvers/interrupt.py); multiprocessing's resource
    # tracker then warns about the cluster's semaphores, which the system frees anyway. The
    # tracker takes Python's -W options from sys.warnoptions when it starts.
    sys.warnoptions.append("ignore:resource_tracker:UserWarning")
    _start_resource_tracker()
    cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1,
                           processes=True, dashboard_address=":0", silence_logs=logging.CRITICAL)
    from .batch_plugin import LeaveCtrlCToTheBatch

    client = Client(cluster, set_as_default=False)
    client.register_plugin(LeaveCtrlCToTheBatch())
    return client


# A task carries several jobs when jobs are quick: Dask's own cost per task (a few ms, more on
# a loaded machine) would otherwise dominate 5x5 puzzles made in 2 ms. Tasks aim at this long.
TASK_TARGET_S = 0.25
MAX_CHUNK = 32


def run_chunk(jobs: list[tuple[Callable, tuple]]) -> list[dict]:
    """On a worker: several jobs, one after the other, as one Dask task."""
    return [function(*args) for function, args in jobs]


def run_jobs(client: Client, jobs: Iterable[Job], window: int) -> Iterator[dict]:
    """Each job's result as it arrives, with at most ``window`` tasks on the cluster at once
    (a million seeds are never a million futures). Jobs go one to a task at first; as their
    time becomes known, as many to a task as take about TASK_TARGET_S. A job that fails raises
    its error here, at once: jobs are deterministic, so an error would come again (a worker
    that dies is another matter: Dask gives its tasks to another worker)."""
    from distributed import as_completed

    pending = iter(jobs)
    seconds_per_job = None  # a running mean of the jobs' own time

    def submit() -> Future | None:
        size = 1 if not seconds_per_job else max(1, min(MAX_CHUNK, round(TASK_TARGET_S / seconds_per_job)))
        chunk = list(islice(pending, size))
        if not chunk:
            return None
        return client.submit(run_chunk, [(job.function, job.args) for job in chunk],
                             key=f"{chunk[0].key}+{len(chunk)}", pure=False)

    running = as_completed([f for f in (submit() for _ in range(window)) if f is not None],
                           loop=client.loop)
    for future in running:
        results = future.result()
        future.release()
        for result in results:
            own = result.get("seconds", 0.0) + (result.get("proof_seconds") or 0.0)
            seconds_per_job = own if seconds_per_job is None else 0.8 * seconds_per_job + 0.2 * own
            yield result
        following = submit()
        if following is not None:
            running.add(following)


def store(library: Library, results: Iterable[dict], tally: Tally | None = None) -> Iterator[tuple[int, dict]]:
    """Commit each result as it arrives; yields (row id, result) for each row this run added.
    A puzzle another run stored first (a checked puzzle, or a seed of a run without claims)
    is counted in ``tally.lost_race``, not yielded."""
    for result in results:
        row, new = library.store(entry_of(result), unique_digest=result.get("seed") is None)
        if not new:
            if tally is not None:
                tally.lost_race += 1
            continue
        if tally is not None:
            tally.added += 1
        yield row, result


def workers_of(client: Client) -> int:
    return max(1, len(client.scheduler_info().get("workers", {})))
