"""Generated nonograms at each difficulty level beside published ones of the same size.

    python benchmarks/nonogram_generate.py [--count 3] [--budget 45] [--published 20] [--timeout 10]

For each size with published puzzles in ../shared/data/nonogram (Simon Tatham's Pattern at
20x20 and 25x25, the computer tournaments' random 25x25: taai2011 from the start of the set,
icga2017 from its end, where they are hardest), the same numbers: how many clue numbers per
line, how much of the grid is filled, and the grade mix of difficulty.py (``multiple``: not
unique; the grader's timeout is ``--timeout``). Generated rows: ``--count`` puzzles per level,
``--budget`` seconds each, with how many met the level and the median seconds.
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solvers.nonogram import formats
from solvers.nonogram.difficulty import LEVELS, difficulty, level
from solvers.nonogram.generator import generate

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "nonogram"


def published(count: int) -> dict:
    """{(size, set name): [puzzles]} of what is present."""
    sets = {}
    for size in (20, 25):
        path = DATA / "sgt-pattern" / f"pattern-{size}x{size}.txt"
        if path.exists():
            sets[(size, "Tatham Pattern")] = formats.read_sgt_lines(path.read_text())[:count]
    for name, from_end in (("taai2011", False), ("icga2017", True)):
        path = DATA / "taai" / "question" / f"{name}.txt"
        if path.exists():
            batch = [p for _, p in formats.read_taai_batch(path.read_text())]
            sets[(25, f"{name} (random)")] = batch[-count:] if from_end else batch[:count]
    return sets


def describe(puzzles, timeout: float) -> dict:
    clues = [sum(len(c) for c in p.rows + p.cols) / (p.height + p.width) for p in puzzles]
    filled = [sum(sum(c) for c in p.rows) / (p.height * p.width) for p in puzzles]
    grades = collections.Counter()
    for puzzle in puzzles:
        report = difficulty(puzzle, timeout)
        grades["multiple" if report.get("unique") is False else level(report) or "ungraded"] += 1
    return {"clues": statistics.mean(clues), "filled": statistics.mean(filled), "grades": grades}


def row(size: int, name: str, stats: dict, extra: str = "") -> str:
    mix = ", ".join(f"{g} {n}" for g, n in sorted(stats["grades"].items(), key=lambda kv: _order(kv[0])))
    return (f"| {size}x{size} | {name} | {sum(stats['grades'].values())} | {stats['clues']:.2f} | "
            f"{stats['filled']:.2f} | {mix} | {extra} |")


def _order(grade: str) -> int:
    return LEVELS.index(grade) if grade in LEVELS else len(LEVELS)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=3, help="generated puzzles per level and size")
    parser.add_argument("--budget", type=float, default=45.0, help="seconds per generated puzzle")
    parser.add_argument("--published", type=int, default=20, help="published puzzles per set")
    parser.add_argument("--timeout", type=float, default=10.0, help="the grader's timeout")
    args = parser.parse_args()
    sets = published(args.published)
    if not sets:
        print(f"no published nonograms in {DATA}: skipped")
        return 0
    print("| size | puzzles | count | clue numbers per line | filled | grades | generated: met, median s |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for size in sorted({s for s, _ in sets}):
        for (at, name), puzzles in sets.items():
            if at == size:
                print(row(size, name, describe(puzzles, args.timeout)), flush=True)
        for wanted in LEVELS:
            made, met, seconds = [], 0, []
            for seed in range(args.count):
                started = time.perf_counter()
                puzzle, report = generate(size, size, seed=seed, difficulty=wanted, budget=args.budget)
                seconds.append(time.perf_counter() - started)
                made.append(puzzle)
                met += bool(report["difficulty_met"])
            print(row(size, f"generated {wanted}", describe(made, args.timeout),
                      f"{met}/{len(made)}, {statistics.median(seconds):.1f}"), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
