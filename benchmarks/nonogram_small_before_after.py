"""Small nonogram generation before and after a change, beside Tatham's pattern generator, in one
run (issue 36): two warm worker processes, one on each tree's ``solvers``, asked for the same
seeds in alternating batches, with his generator run between them, so that the load of a
shared machine falls on all three alike. CPU time (time.process_time in each worker, a puzzle;
his: a run's CPU less a one-puzzle run's, per puzzle), medians.

    git -C /work/main archive main solvers | tar -x -C /tmp/old-ng
    python benchmarks/nonogram_small_before_after.py --before /tmp/old-ng [--after .] \\
        [--rounds 4] [--seeds 50] [--cases 7:easy 8:easy 10:easy 12:medium]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

PATTERNGEN = Path("/work/anchors/patterngen")
CASES = ["7:easy", "8:easy", "10:easy", "12:medium", "12:easy", "7:medium", "10:medium"]


def serve() -> None:
    """The worker: reads ``size level first last`` lines, answers with the CPU seconds of each
    seed's puzzle (after one warm-up puzzle a case: numba's cached functions loaded)."""
    from solvers.nonogram.generator import generate

    warm = set()
    for line in sys.stdin:
        size, level, first, last = line.split()
        if (size, level) not in warm:
            generate(int(size), int(size), seed=10_000, difficulty=level)
            warm.add((size, level))
        seconds = []
        for seed in range(int(first), int(last)):
            started = time.process_time()
            generate(int(size), int(size), seed=seed, difficulty=level)
            seconds.append(time.process_time() - started)
        print(json.dumps(seconds), flush=True)


def worker(tree: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, __file__, "--serve"], cwd=tree, env=dict(os.environ, PYTHONPATH=str(tree)),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def ask(process: subprocess.Popen, size: int, level: str, first: int, last: int) -> list[float]:
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(f"{size} {level} {first} {last}\n")
    process.stdin.flush()
    return json.loads(process.stdout.readline())


def tatham(size: int, count: int) -> float:
    def made(n: int) -> float:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([str(PATTERNGEN), f"{size}x{size}", str(n), "1"], capture_output=True, check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime

    one = made(1)
    return max(made(count) - one, 1e-6) / (count - 1)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--before", type=Path)
    parser.add_argument("--after", type=Path, default=Path(__file__).resolve().parents[1])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seeds", type=int, default=50, help="seeds a round")
    parser.add_argument("--tatham", type=int, default=1000, help="his puzzles a round (0: not run, where his "
                        "generator is not built; then only before and after)")
    parser.add_argument("--cases", nargs="+", default=CASES, help="size:level")
    args = parser.parse_args()
    if args.serve:
        serve()
        return 0
    if args.before is None or (args.tatham and not PATTERNGEN.exists()):
        print("needs --before (a tree with solvers/) and /work/anchors/patterngen (or --tatham 0)")
        return 2
    before, after = worker(args.before.resolve()), worker(args.after.resolve())
    print("| size | level | Tatham ms | before ms | before / Tatham | after ms | after / Tatham | after / before |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for case in args.cases:
        size, level = int(case.split(":")[0]), case.split(":")[1]
        old, new, his = [], [], []
        for r in range(args.rounds):
            seeds = (r * args.seeds, (r + 1) * args.seeds)
            old += ask(before, size, level, *seeds)
            new += ask(after, size, level, *seeds)
            if args.tatham:
                his.append(tatham(size, args.tatham))
        o, n = statistics.median(old), statistics.median(new)
        if not his:
            print(f"| {size}x{size} | {level} | - | {1000 * o:.3f} | - | {1000 * n:.3f} | - | {n / o:.2f} |", flush=True)
            continue
        t = statistics.median(his)
        print(f"| {size}x{size} | {level} | {1000 * t:.3f} | {1000 * o:.3f} | {o / t:.1f}x | {1000 * n:.3f} "
              f"| {n / t:.1f}x | {n / o:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
