"""Generated nonograms per size and level beside Simon Tatham's Pattern puzzles of the same
size: the targets table of benchmarks/generators-nonogram.md (issue 25).

    python benchmarks/nonogram_levels_generated.py [--seeds 5] [--sizes 5 10 12 15 20 25]

For each size, every level the generator offers there (generator.offered_levels) and the
default (any level), over seeds 0..N-1: how many met the level (the grade recomputed here, not
the generator's word), clue numbers per line, filled share, how different the pictures of two
seeds are (the mean over all pairs of seeds of the share of cells that differ), the styles
drawn and the median seconds. Tatham's rows: his Pattern puzzles from ../shared/data.
"""

from __future__ import annotations

import argparse
import collections
import itertools
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solvers.nonogram import formats
from solvers.nonogram.difficulty import difficulty
from solvers.nonogram.generator import generate, offered_levels

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "nonogram"


def clue_numbers(puzzle) -> float:
    return sum(len(c) for c in puzzle.rows + puzzle.cols) / (puzzle.height + puzzle.width)


def filled(puzzle) -> float:
    return sum(sum(c) for c in puzzle.rows) / (puzzle.height * puzzle.width)


def difference(pictures) -> float:
    pairs = list(itertools.combinations(pictures, 2))
    return statistics.mean(float((a != b).mean()) for a, b in pairs) if pairs else float("nan")


def tatham_row(size: int) -> str | None:
    path = DATA / "sgt-pattern" / f"pattern-{size}x{size}.txt"
    if not path.exists():
        return None
    puzzles = formats.read_sgt_lines(path.read_text())
    levels = collections.Counter(difficulty(p)["level"] for p in puzzles)
    mix = ", ".join(f"{k} {v}" for k, v in sorted(levels.items()))
    return (f"| {size}x{size} | Tatham Pattern ({mix}) | {len(puzzles)} | - | "
            f"{statistics.mean(map(clue_numbers, puzzles)):.2f} | {statistics.mean(map(filled, puzzles)):.2f} "
            f"| - | - | 0.01-0.02 (C) |")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--sizes", type=int, nargs="+", default=[5, 10, 12, 15, 20, 25])
    args = parser.parse_args()
    print("| size | level asked | puzzles | met (regraded) | clue numbers per line | filled "
          "| cells differing between seeds | styles | median s |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for size in args.sizes:
        tatham = tatham_row(size)
        if tatham:
            print(tatham, flush=True)
        for wanted in (None, *offered_levels(size, size)):
            puzzles, met, seconds, styles = [], 0, [], collections.Counter()
            for seed in range(args.seeds):
                started = time.perf_counter()
                puzzle, report = generate(size, size, seed=seed, difficulty=wanted)
                seconds.append(time.perf_counter() - started)
                puzzles.append(puzzle)
                styles[report["style"]] += 1
                met += wanted is None or difficulty(puzzle)["level"] == wanted
            mix = ", ".join(f"{k} {v}" for k, v in sorted(styles.items()))
            print(f"| {size}x{size} | {wanted or 'any'} | {len(puzzles)} | {met}/{len(puzzles)} "
                  f"| {statistics.mean(map(clue_numbers, puzzles)):.2f} | {statistics.mean(map(filled, puzzles)):.2f} "
                  f"| {difference([np.asarray(p.goal) for p in puzzles]):.2f} | {mix} "
                  f"| {statistics.median(seconds):.1f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
