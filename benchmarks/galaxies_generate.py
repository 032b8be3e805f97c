"""Galaxies generator against Simon Tatham's: dots, cells per dot, time and grade per size.

    /work/venv/bin/python benchmarks/galaxies_generate.py [--sizes 10,15,20,30,40] [--count N]
        [--difficulty any|normal|unreasonable] [--timeout S]

Ours: ``generate`` with seeds 0..N-1 (each puzzle's quality report). Tatham's: the puzzles of
his generator in ../shared/data/galaxies/sgt (``galaxies_NxN_*.jsonl``, both the Debian and the
upstream sets; every one graded Unreasonable by his solver), each ID read with formats.read,
its solution from the data's region map, reported by the same quality report as ours. His generation times are not in the
data (the issue measured about 25 s per 30x30; nothing at 40x40 in minutes). Prints a
markdown table; sizes without data print ours alone.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DATA = ROOT.parent / "shared" / "data" / "galaxies" / "sgt"

from solvers.events import Cancel  # noqa: E402
from solvers.galaxies import GenerationTimeout, formats, generate, rules  # noqa: E402
from solvers.galaxies.quality import report as quality_report  # noqa: E402


def tatham(size: int) -> list:
    """Tatham's puzzles of one size with their solutions (the data's region maps)."""
    puzzles = []
    for path in sorted(DATA.glob(f"galaxies_{size}x{size}_*.jsonl")):
        for line in path.read_text().splitlines():
            record = json.loads(line)
            puzzle = formats.read(record["id"])
            puzzles.append(replace(puzzle, solution=rules.relabel(puzzle, record["regions"])))
    return puzzles


def tatham_reports(puzzles) -> list[dict]:
    return [quality_report(puzzle) for puzzle in puzzles]


def row(size, name, reports, seconds, failed=0) -> str:
    dots = [r["dots"] for r in reports]
    grades = [r["grade"] for r in reports]
    largest = [r["largest_region"] for r in reports if r.get("largest_region")]
    time_text = (f"{statistics.median(seconds):.2f} | {max(seconds):.2f}" if seconds else "n/a | n/a")
    return (f"| {size}x{size} | {name} | {len(reports)}{f' (+{failed} out of time)' if failed else ''} "
            f"| {np.mean(dots):.1f} | {min(dots)}-{max(dots)} "
            f"| {np.mean([r['cells_per_dot'] for r in reports]):.2f} "
            f"| {max(largest) if largest else 'n/a'} | {time_text} "
            f"| {len(grades) - grades.count('search')} / {grades.count('search')} "
            f"| {np.mean([r['deduced_fraction'] for r in reports]):.2f} |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10,15,20,30,40")
    parser.add_argument("--count", type=int, default=5)
    parser.add_argument("--difficulty", default="any",
                        help="any, a level of the scale, or normal / unreasonable")
    parser.add_argument("--timeout", type=float, default=120.0, help="per puzzle")
    args = parser.parse_args(argv)
    if not DATA.exists():
        print(f"no Tatham data in {DATA}: ours only")
    level = None if args.difficulty == "any" else args.difficulty
    print("| size | generator | puzzles | mean dots | dots | cells per dot | largest region "
          "| median s | max s | deduction / search | deduced |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for size in (int(s) for s in args.sizes.split(",")):
        reports, seconds, failed = [], [], 0
        for seed in range(args.count):
            started = time.perf_counter()
            try:
                _, report = generate(size, size, seed=seed, difficulty=level, cancel=Cancel(args.timeout))
            except GenerationTimeout:
                failed += 1
                continue
            seconds.append(time.perf_counter() - started)
            reports.append(report)
        if reports:
            print(row(size, f"ours ({args.difficulty})", reports, seconds, failed), flush=True)
        puzzles = tatham(size) if DATA.exists() else []
        if puzzles:
            print(row(size, "Tatham", tatham_reports(puzzles), []), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
