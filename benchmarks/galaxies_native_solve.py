"""Galaxies solving in-process beside Simon Tatham's solver, CPU a puzzle, interleaved in one
run (issue 36).

    nice -n 10 /work/main/.venv/bin/python benchmarks/galaxies_native_solve.py --anchors /work/anchors \
        [--sets 20x20,30x30,janko] [--step 1] [--old DIR] [--numpy]

Ours: ``solve(puzzle, "auto", max_solutions=2)`` (a solution and its uniqueness), in a worker
process that stays up, ``time.process_time`` around the call, imports and the compiled core
(kernel.py) loaded first (``--numpy``: not loaded, deduction in numpy as in a fresh process).
``--old DIR``: the same in a worker running the code under DIR (``git archive COMMIT solvers |
tar -x -C DIR``). Tatham's: ``galaxiessolver-quiet ID``, the whole process (getrusage of the
child, its start included: about 1 ms). Sets: ../shared/data/galaxies (his 20x20 and 30x30
Unreasonable sets, janko's 580), every ``--step``-th puzzle. Printed per set: medians, totals
and the ratios ours / his.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data" / "galaxies"
SETS = {"20x20": DATA / "sgt" / "galaxies_20x20_unreasonable_upstream.jsonl",
        "25x25": DATA / "sgt" / "galaxies_25x25_unreasonable_upstream.jsonl",
        "30x30": DATA / "sgt" / "galaxies_30x30_unreasonable_upstream.jsonl",
        "janko": DATA / "janko" / "janko_galaxies.jsonl"}

WORKER = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from solvers.galaxies import formats, solve
solve(formats.read("7x7:cvziqqxvis"), "auto", max_solutions=2)
if sys.argv[2] == "kernel":
    import numpy as np
    from solvers.galaxies import kernel
    kernel.reach(np.ones((1, 2, 2), bool), np.ones((1, 2, 2), bool))
    kernel.mirrored(np.ones((1, 2, 2), bool), np.ones((1, 2), np.int64))
    kernel.mirror_owner(np.ones((1, 2, 2), bool), np.ones((1, 2), np.int64))
print("ready", flush=True)
for line in sys.stdin:
    puzzle = formats.read(line.strip())
    started = time.process_time()
    done = solve(puzzle, "auto", max_solutions=2)
    print(json.dumps({"cpu": time.process_time() - started, "unique": done.unique}), flush=True)
"""


class Worker:
    def __init__(self, root: Path, kernel: bool) -> None:
        env = dict(os.environ, PYTHONPATH=str(root))
        self.process = subprocess.Popen([sys.executable, "-c", WORKER, str(root), "kernel" if kernel else "numpy"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
                                        cwd=str(root))
        assert self.process.stdout
        self.process.stdout.readline()

    def solve(self, game_id: str) -> dict:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(game_id + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())


def tatham(binary: Path, game_id: str) -> tuple[float, str]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([str(binary), game_id], capture_output=True, text=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return cpu, (out.strip().splitlines() or ["?"])[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--anchors", type=Path, default=ROOT.parent / "anchors")
    parser.add_argument("--sets", default="20x20,30x30,janko")
    parser.add_argument("--step", type=int, default=1)
    parser.add_argument("--old", type=Path, default=None)
    parser.add_argument("--numpy", action="store_true", help="ours without the compiled core")
    args = parser.parse_args()
    new = Worker(ROOT, not args.numpy)
    old = Worker(args.old, False) if args.old else None
    binary = args.anchors / "galaxiessolver-quiet"
    print(f"load average {os.getloadavg()[0]:.1f}", flush=True)
    head = "| set | puzzles | ours median | Tatham median | median ratio | ours total | Tatham total | total ratio |"
    if old:
        head += " old median | old total |"
    print(head)
    print("|" + " --- |" * (head.count("|") - 1))
    for name in args.sets.split(","):
        path = SETS[name]
        if not path.exists():
            print(f"| {name} | no data |")
            continue
        records = [json.loads(line) for line in path.read_text().splitlines()][::args.step]
        ours, theirs, olds = [], [], []
        for record in records:
            got = new.solve(record["id"])
            assert got["unique"] is True, record["id"]
            ours.append(got["cpu"])
            if old:
                olds.append(old.solve(record["id"])["cpu"])
            theirs.append(tatham(binary, record["id"])[0])
        mine, his = statistics.median(ours), statistics.median(theirs)
        row = (f"| {name} | {len(records)} | {mine * 1000:.1f} ms | {his * 1000:.1f} ms | {mine / his:.2f}x | "
               f"{sum(ours):.2f} s | {sum(theirs):.2f} s | {sum(ours) / sum(theirs):.2f}x |")
        if old:
            row += f" {statistics.median(olds) * 1000:.1f} ms | {sum(olds):.2f} s |"
        print(row, flush=True)
    print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
