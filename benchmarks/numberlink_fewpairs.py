"""Few-pair numberlink puzzles (issue 15): time to a solution plus the uniqueness answer under
both rule sets, with the ``sat`` method's routes side by side, one run, answers checked by the
rules check.

    /work/venv/bin/python benchmarks/numberlink_fewpairs.py [--sizes 15,20] [--count 8]
        [--max-pairs 25] [--timeout 30]

Puzzles: the janko set's square puzzles of each size with at most ``--max-pairs`` pairs whose
published solution uses every cell (../shared/data/numberlink/janko; skipped when absent),
the first ``--count`` of each size. Columns: ``fill`` (the default fill route: pruned fill,
then "no short circuit"), ``nikoli direct`` (the route before issue 15: first nikoli solution,
second, short circuit), ``nikoli from fill`` (the default now: sat._nikoli_from_fill).
Times are wall-clock seconds on this (shared, 2-core) machine; a run that hits the timeout
counts as the timeout.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from numberlink_bench import DATA, read_janko_jsonl  # noqa: E402

from solvers.numberlink import solve  # noqa: E402
from solvers.numberlink.rules import check  # noqa: E402

RUNS = {
    "fill": dict(rules="fill"),
    "nikoli direct": dict(rules="nikoli", nikoli_route="direct"),
    "nikoli from fill": dict(rules="nikoli"),
}


def few_pair_puzzles(sizes, count, max_pairs):
    path = DATA / "janko" / "janko_arukone.jsonl"
    if not path.exists():
        return {}
    chosen = {}
    for name, puzzle, rules, _ in read_janko_jsonl(path):
        size = puzzle.width
        if puzzle.height == size and size in sizes and rules == "fill" and puzzle.pairs <= max_pairs:
            chosen.setdefault(size, [])
            if len(chosen[size]) < count:
                chosen[size].append((name, puzzle))
    return chosen


def timed(puzzle, timeout, options):
    started = time.perf_counter()
    done = solve(puzzle, "sat", 2, timeout, **options)
    seconds = time.perf_counter() - started
    for board in done.solutions:
        assert not check(puzzle, board, options["rules"]), "a wrong answer"
    decided = done.status != "stopped" and (done.unique is not None or done.status == "no-solution")
    return (seconds if decided else float(timeout)), decided, done.unique


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="15,20")
    parser.add_argument("--count", type=int, default=8)
    parser.add_argument("--max-pairs", type=int, default=25)
    parser.add_argument("--timeout", type=float, default=30.0)
    args = parser.parse_args()
    sets = few_pair_puzzles({int(s) for s in args.sizes.split(",")}, args.count, args.max_pairs)
    if not sets:
        print("no janko data in", DATA)
        return
    print("| puzzle | pairs | " + " | ".join(RUNS) + " |")
    print("| --- | --- | " + " | ".join("---" for _ in RUNS) + " |")
    summary = {}
    for size in sorted(sets):
        for name, puzzle in sets[size]:
            cells = []
            for run, options in RUNS.items():
                seconds, decided, unique = timed(puzzle, args.timeout, options)
                summary.setdefault((size, run), []).append((seconds, decided))
                cells.append(f"{seconds:.2f}" + ("" if decided else " (timeout)") + ("" if unique in (True, None) else " multiple"))
            print(f"| {name} | {puzzle.pairs} | " + " | ".join(cells) + " |", flush=True)
    print()
    print("| size | puzzles | run | decided | median s | max s | total s |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for (size, run), rows in sorted(summary.items()):
        times = [s for s, _ in rows]
        print(f"| {size}x{size} | {len(rows)} | {run} | {sum(d for _, d in rows)} | "
              f"{statistics.median(times):.2f} | {max(times):.2f} | {sum(times):.1f} |")


if __name__ == "__main__":
    main()
