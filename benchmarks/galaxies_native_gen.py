"""Galaxies generation beside Simon Tatham's generator, CPU a puzzle, interleaved in one run
(issue 36).

    nice -n 10 /work/main/.venv/bin/python benchmarks/galaxies_native_gen.py --anchors /work/anchors \
        [--sizes 7,10,15,20,25] [--seeds 0-4] [--levels medium,hard] [--old DIR]

For every size, every level ours offers there (generator.offered) and every seed: ours
(``generate(n, n, seed, difficulty=level)``, ``time.process_time`` in a worker process that
stays up, imports and the first puzzle paid before the timing starts), then, when ``--old DIR``
is given, the same call in a worker running the code under DIR (an export of an older commit:
``git archive COMMIT solvers | tar -x -C DIR``), then Tatham's generator (``galaxiesgen
WxHd{n,u} 1 SEED``: the CPU seconds it prints for its own new_desc, no process start) at his
level beside ours: Normal for easy..hard, Unreasonable for expert and search (as
benchmarks/GENERATORS.md sets them beside his). Printed per size and level: medians over the
seeds and the ratio ours / his; with ``--old`` the old code's median, the speed-up (of the
medians, and the median of the per-seed speed-ups), and whether every seed gave the same puzzle
(dots and solution) in both. The compiled core (solvers/galaxies/kernel.py) is loaded in the
workers before the timing, as in a long-lived process; its load time is printed.

The anchors are built outside the project by ../shared/anchors/build.sh.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# A worker: reads "size level seed" lines, answers one JSON line (CPU seconds, puzzle hash).
WORKER = r"""
import hashlib, json, sys, time
sys.path.insert(0, sys.argv[1])
from solvers.galaxies import generate
started = time.process_time()
generate(7, 7, 0)  # imports and first-call costs out of the timing
warm = {"first": time.process_time() - started, "kernel": None}
try:  # the compiled core, as a long-lived process has it (the old code may have none)
    started = time.process_time()
    import numpy as np
    from solvers.galaxies import kernel
    kernel.reach(np.ones((1, 2, 2), bool), np.ones((1, 2, 2), bool))
    kernel.mirrored(np.ones((1, 2, 2), bool), np.ones((1, 2), np.int64))
    generate(7, 7, 1)  # where the kernel grows the partitions too (version 6), that loaded as well
    warm["kernel"] = time.process_time() - started
except ImportError:
    pass
print(json.dumps(warm), flush=True)
for line in sys.stdin:
    size, level, seed = line.split()
    started = time.process_time()
    puzzle, report = generate(int(size), int(size), int(seed), difficulty=level)
    cpu = time.process_time() - started
    key = repr((sorted((d.x2, d.y2) for d in puzzle.dots), puzzle.solution.tolist()))
    print(json.dumps({"cpu": cpu, "hash": hashlib.sha1(key.encode()).hexdigest()[:12],
                      "level": report["level"], "work": report.get("work")}), flush=True)
"""


class Worker:
    def __init__(self, root: Path) -> None:
        env = dict(os.environ, PYTHONPATH=str(root))
        self.process = subprocess.Popen([sys.executable, "-c", WORKER, str(root)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, env=env, cwd=str(root))
        assert self.process.stdout
        self.warm = json.loads(self.process.stdout.readline())

    def generate(self, size: int, level: str, seed: int) -> dict:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(f"{size} {level} {seed}\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"worker died on {size}x{size} {level} seed {seed}")
        return json.loads(line)

    def close(self) -> None:
        if self.process.stdin:
            self.process.stdin.close()
        self.process.wait()


def tatham(anchors: Path, size: int, level: str, seed: int) -> float:
    tag = "u" if level in ("expert", "search") else "n"
    out = subprocess.run([str(anchors / "galaxiesgen"), f"{size}x{size}d{tag}", "1", str(seed)],
                         capture_output=True, text=True, check=True).stdout
    return float(out.split("\t")[1])


def seeds(text: str) -> list[int]:
    first, _, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--anchors", type=Path, default=ROOT.parent / "anchors")
    parser.add_argument("--sizes", default="7,10,15,20,25")
    parser.add_argument("--seeds", default="0-4")
    parser.add_argument("--levels", default=None, help="only these levels (default: every offered one)")
    parser.add_argument("--old", type=Path, default=None, help="a tree with an older solvers/ to run beside")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from solvers.galaxies import offered_levels

    new = Worker(ROOT)
    old = Worker(args.old) if args.old else None
    for name, worker in (("ours", new), ("old", old)):
        if worker:
            kernel = worker.warm["kernel"]
            print(f"{name}: imports and a first 7x7 {worker.warm['first']:.2f} s CPU; compiled core loaded "
                  + ("-" if kernel is None else f"{kernel:.2f} s CPU"))
    print(f"load average {os.getloadavg()[0]:.1f}", flush=True)
    head = "| size | level | Tatham's | seeds | ours median | Tatham median | ours / Tatham |"
    if old:
        head += " old median | old / ours (per seed) | same puzzles |"
    print(head)
    print("|" + " --- |" * (head.count("|") - 1))
    for size in (int(s) for s in args.sizes.split(",")):
        for level in offered_levels(size, size):
            if args.levels and level not in args.levels.split(","):
                continue
            ours, theirs, olds, same, speedups = [], [], [], True, []
            for seed in seeds(args.seeds):
                got = new.generate(size, level, seed)
                ours.append(got["cpu"])
                if old:
                    was = old.generate(size, level, seed)
                    olds.append(was["cpu"])
                    speedups.append(was["cpu"] / got["cpu"])
                    same &= was["hash"] == got["hash"]
                theirs.append(tatham(args.anchors, size, level, seed))
            mine, his = statistics.median(ours), statistics.median(theirs)
            tag = "Unreasonable" if level in ("expert", "search") else "Normal"
            row = (f"| {size}x{size} | {level} | {tag} | {len(ours)} | {mine * 1000:.1f} ms | "
                   f"{his * 1000:.2f} ms | {mine / max(his, 1e-6):.1f}x |")
            if old:
                was_median = statistics.median(olds)
                row += (f" {was_median * 1000:.1f} ms | {was_median / mine:.2f}x ({statistics.median(speedups):.2f}x) |"
                        f" {'yes' if same else 'NO'} |")
            print(row, flush=True)
    print(f"load average {os.getloadavg()[0]:.1f}")
    new.close()
    if old:
        old.close()


if __name__ == "__main__":
    main()
