"""Galaxies generation: CPU per look (the work budgets' unit), ours beside an older tree (issue 36).

    nice -n 5 env PYTHONPATH=. .venv/bin/python benchmarks/galaxies_work_rate.py \
        --old /tmp/old [--cases 10:hard,10:expert,15:hard,15:expert,20:default] [--seeds 20]

When a change gives other puzzles (a new GENERATOR_VERSION), a per-seed time ratio mixes speed
with how much work each seed's puzzle happens to need (expert's looks are heavy-tailed). This
prints, per size and level, over seeds 0..N-1, each tree in a process of its own (one after the
other; imports, the compiled core and five warm-up puzzles paid first): the median CPU a
puzzle, the total, the looks a puzzle (report["work"]) and the CPU a look, then old / ours of
the CPU a look. ``--old DIR``: an export of an older commit (``git archive COMMIT solvers | tar -x -C DIR``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WORKER = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from solvers.galaxies import generator
from solvers.galaxies import techniques
try:  # the compiled core at once, as a long-lived process has it
    techniques.compiled(10 ** 6)
except TypeError:  # an older tree: compiled() counts one step a call
    for _ in range(techniques.PYTHON_FIRST_CALLS + 1):
        techniques.compiled()
for seed in range(5):
    generator.generate(10, 10, seed=900 + seed)
out = {}
for case in sys.argv[2].split(","):
    size, level = case.split(":")
    times, looks = [], 0
    for seed in range(int(sys.argv[3])):
        started = time.process_time()
        _, report = generator.generate(int(size), int(size), seed=seed, difficulty=None if level == "default" else level)
        times.append(time.process_time() - started)
        looks += report["work"]
    out[case] = {"median": sorted(times)[len(times) // 2], "total": sum(times), "looks": looks / len(times),
                 "per_look": sum(times) / looks}
print(json.dumps(out))
"""


def measure(root: Path, cases: str, seeds: int) -> dict:
    out = subprocess.run([sys.executable, "-c", WORKER, str(root), cases, str(seeds)], capture_output=True,
                         text=True, check=True, cwd=str(root), env=dict(os.environ, PYTHONPATH=str(root)))
    return json.loads(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--old", type=Path, required=True, help="a tree with an older solvers/")
    parser.add_argument("--cases", default="10:hard,10:expert,15:hard,15:expert,20:default")
    parser.add_argument("--seeds", type=int, default=20)
    args = parser.parse_args()
    old = measure(args.old.resolve(), args.cases, args.seeds)
    ours = measure(ROOT, args.cases, args.seeds)
    print(f"| size | level | old: CPU a look | ours: CPU a look | old / ours | old: looks a puzzle (mean) | ours "
          f"| old: CPU of {args.seeds} seeds | ours | old median | ours median |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for case in args.cases.split(","):
        size, level = case.split(":")
        a, b = old[case], ours[case]
        print(f"| {size}x{size} | {level} | {a['per_look'] * 1e6:.1f} us | {b['per_look'] * 1e6:.1f} us "
              f"| {a['per_look'] / b['per_look']:.2f}x | {a['looks']:,.0f} | {b['looks']:,.0f} "
              f"| {a['total']:.2f} s | {b['total']:.2f} s | {a['median'] * 1e3:.1f} ms | {b['median'] * 1e3:.1f} ms |")


if __name__ == "__main__":
    main()
