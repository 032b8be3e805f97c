"""Bounded cost over many seeds (issue 41 item 3): CPU per generated puzzle, per genre, size and
level, so that a runaway seed (one that costs more than 10x its row's median) shows at once.

    nice -n 5 python benchmarks/bounded_cost.py [--genres nonogram galaxies numberlink]
        [--sizes 10 15 20] [--seeds 30] [--levels medium hard] [--numberlink-15]
        [--stop-after SECONDS]

For each genre, each size (default 10, 15, 20 for nonogram and galaxies; numberlink 10, and 15
with --numberlink-15), each level the genre offers at that size (its ``offered_levels``, the
same public API as the CLI's ``generate``, called in-process), seeds 0..N-1 are generated and
each puzzle's CPU is measured with time.process_time() (all threads of this process). The
markdown table gives the median and max CPU, the seed of the max, max/median and the levels the
puzzles got. Each genre's modules are all imported first and each of its levels warmed up (one
untimed puzzle at the first size, seed N, outside the range measured), so that importing Numba
(0.8 CPU s: it was charged to galaxies 10x10 medium seed 7, the first seed to need a kernel) and
compiling are no seed's cost.

CPU time on a shared machine has spikes that are not the seed's work: the same 10x10 galaxies seed,
the same 3,085 looks, took 0.12-0.16 CPU s four times and 0.84 s once in one process (load 6 on
2 cores). So a seed over 10x its row's median is measured again ``--recheck`` times (default 2)
and keeps its least CPU (noise only adds); the last column says which seeds were and their first
CPU. A seed that is slow every time is a real runaway.

Ctrl+C stops the seed being generated and prints the rows so far (the row cut short says how many
seeds it has). The native solvers' own SIGINT handlers would end the process with nothing
printed (CP-SAT's aborts it), so, as solvers/interrupt.py does for the command line, SIGINT is
blocked in every thread before anything starts one, and a watcher thread takes it with sigwait
and cancels the seed's token: the generator stops as on any cancel.

``--stop-after`` cancels one seed after that many wall seconds (the generator's own cancel
token): its CPU is then a lower bound, marked ">" in the table. Progress goes to stderr.
"""

from __future__ import annotations

import argparse
import collections
import importlib
import pkgutil
import signal
import statistics
import sys
import threading
import time
from pathlib import Path

# Before numpy's import starts its threads: they inherit the mask (see the docstring).
CATCHES_CTRL_C = hasattr(signal, "sigwait") and signal.getsignal(signal.SIGINT) is not signal.SIG_IGN
if CATCHES_CTRL_C:
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solvers.events import Cancel, Stopped  # noqa: E402
from solvers.genres import genre  # noqa: E402

GENRES = ("nonogram", "galaxies", "numberlink")
RUNAWAY = 10  # issue 41: no seed costs more than 10x its row's median
DEFAULT_SIZES = {"nonogram": (10, 15, 20), "galaxies": (10, 15, 20), "numberlink": (10,)}


def _levels(report: dict) -> str | None:
    """The level a puzzle got: each genre's report names it "level" (numberlink "difficulty")."""
    return report.get("level") or report.get("difficulty")


class CtrlC:
    """The token of the seed being made, cancelled by Ctrl+C (taken by a watcher thread)."""

    def __init__(self) -> None:
        self.pressed = threading.Event()
        self.token: Cancel | None = None
        if CATCHES_CTRL_C:
            threading.Thread(target=self._watch, daemon=True).start()

    def _watch(self) -> None:
        signal.sigwait({signal.SIGINT})
        self.pressed.set()
        if self.token is not None:
            self.token.cancel()

    def check(self) -> None:
        if self.pressed.is_set():
            raise KeyboardInterrupt


CTRL_C = CtrlC()


def import_all(package) -> None:
    """Every module of the genre's package, so no seed pays a first import (Numba, OR-Tools)."""
    for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        try:
            importlib.import_module(module.name)
        except ImportError:  # an optional back end not installed
            pass


def measure(package, size: int, level: str, seed: int, stop_after: float | None) -> tuple[float, str, bool]:
    """(CPU seconds, level got, stopped) of one seed."""
    CTRL_C.check()
    CTRL_C.token = token = Cancel(stop_after)
    if CTRL_C.pressed.is_set():  # pressed between the check and the token
        token.cancel()
    started = time.process_time()
    try:
        _, report = package.generate(size, size, seed, difficulty=level, cancel=token)
    except Stopped:
        CTRL_C.check()
        return time.process_time() - started, "stopped", True
    finally:
        CTRL_C.token = None
    return time.process_time() - started, str(_levels(report)), False


def recheck(package, size: int, level: str, results: list, times: int, stop_after: float | None) -> list[str]:
    """Measure again each seed over RUNAWAY x the median, keeping its least CPU: the notes."""
    notes = []
    median = statistics.median(cpu for _, cpu, _, _ in results)
    for index, (seed, cpu, got, stopped) in enumerate(results):
        if stopped or cpu <= RUNAWAY * median or not times:
            continue
        again = [measure(package, size, level, seed, stop_after)[0] for _ in range(times)]
        results[index] = (seed, min(cpu, *again), got, stopped)
        notes.append(f"{seed}: {seconds(cpu)} -> {seconds(results[index][1])}")
    return notes


def seconds(cpu: float) -> str:
    """Milliseconds show under a second (nonogram textures take 1-10 ms)."""
    return f"{cpu:.3f}" if cpu < 1 else f"{cpu:.2f}"


def row(
    name: str, size: int, level: str, results: list[tuple[int, float, str, bool]], complete: bool, notes: list[str] | None = None
) -> str:
    cpus = [cpu for _, cpu, _, _ in results]
    median = statistics.median(cpus)
    seed, worst, _, stopped = max(results, key=lambda r: r[1])
    got = collections.Counter(got for _, _, got, _ in results)
    mix = ", ".join(f"{k} {v}" for k, v in sorted(got.items()))
    mark = ">" if stopped else ""
    seeds = f"{len(results)}" + ("" if complete else " (stopped)")
    return (
        f"| {name} | {size}x{size} | {level} | {seeds} | {seconds(median)} | {mark}{seconds(worst)} | {seed} | "
        f"{mark}{worst / median if median else float('inf'):.1f} | {mix} | {'; '.join(notes or []) or '-'} |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--genres", nargs="+", choices=GENRES, default=list(GENRES))
    parser.add_argument("--sizes", nargs="+", type=int, help="square sizes (default: per genre)")
    parser.add_argument("--seeds", type=int, default=30, help="seeds 0..N-1 (default 30)")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--levels", nargs="+", help="only these levels (of those offered)")
    parser.add_argument("--numberlink-15", action="store_true", help="numberlink at 15x15 too")
    parser.add_argument("--numberlink-15-seeds", type=int, default=8)
    parser.add_argument("--stop-after", type=float, help="cancel one seed after this many wall seconds")
    parser.add_argument("--recheck", type=int, default=2, help="measures again of a seed over 10x the median")
    args = parser.parse_args()

    rows: list[str] = []
    header = (
        "| genre | size | level | seeds | median CPU s | max CPU s | seed of max | max/median | levels got "
        "| rechecked: first -> least CPU s |\n"
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
    )
    try:
        for name in args.genres:
            package = genre(name).module
            import_all(package)
            warm: set[str] = set()
            sizes = args.sizes or DEFAULT_SIZES[name] + ((15,) if name == "numberlink" and args.numberlink_15 else ())
            for size in sizes:
                seeds = args.numberlink_15_seeds if name == "numberlink" and size == 15 and not args.sizes else args.seeds
                for level in package.offered_levels(size, size):
                    if args.levels and level not in args.levels:
                        continue
                    if level not in warm:  # Numba compiles here, not in seed 0
                        warm.add(level)
                        measure(package, size, level, args.first_seed + seeds, args.stop_after)
                    results: list[tuple[int, float, str, bool]] = []
                    try:
                        for seed in range(args.first_seed, args.first_seed + seeds):
                            cpu, got, stopped = measure(package, size, level, seed, args.stop_after)
                            results.append((seed, cpu, got, stopped))
                            print(f"{name} {size} {level} seed {seed}: {cpu:.2f} s {got}", file=sys.stderr, flush=True)
                    except KeyboardInterrupt:
                        if results:
                            rows.append(row(name, size, level, results, complete=False))
                        raise
                    notes = recheck(package, size, level, results, args.recheck, args.stop_after)
                    rows.append(row(name, size, level, results, complete=True, notes=notes))
                    print(rows[-1], file=sys.stderr, flush=True)
    except KeyboardInterrupt:
        print("stopped by Ctrl+C: the rows so far", file=sys.stderr)
    print(header)
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
