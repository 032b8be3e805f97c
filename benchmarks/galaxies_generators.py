"""Galaxies generators side by side: ours per level, Simon Tatham's (his C generator, run here
in the same run) and janko's published puzzles of the same sizes.

    nice -n 5 .venv/bin/python benchmarks/galaxies_generators.py --tatham /tmp/sgt/galaxiessolver \
        [--sizes 10,20,30] [--count 5] [--levels any,hard] [--janko-count 30]

Per size and source: puzzles, mean dots, cells per dot, strip share (straight bars one cell
wide of at least quality.STRIP_CELLS cells, counted here from the solution on its own),
largest region (mean of each puzzle's largest, and the largest), largest empty square (the
side of the biggest square of cells no dot touches: dots that clump leave big ones), the
levels on our scale, Tatham's solver's verdict on the puzzle (Normal: his techniques without
recursion; Unreasonable: he needs recursion; Unfinished: beyond his recursion limit), and the
median seconds: ours in this process, CPU time (time.process_time) and wall clock, his CPU
time per puzzle (getrusage of the child; his generator runs once per seed, ``--seed S
WxHdn``). The load average (os.getloadavg) is printed before and after the table: on a shared
machine the wall clock grows with it, the CPU time much less.

Tatham's binary: his galaxies.c built as a standalone solver from his public source, kept
outside the project (see benchmarks/generators-galaxies.md for the build line). Without it,
his columns are skipped. janko's puzzles: ../shared/data/galaxies/janko (skipped if absent).
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
from collections import Counter
from dataclasses import replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
JANKO = ROOT.parent / "shared" / "data" / "galaxies" / "janko" / "janko_galaxies.jsonl"

from solvers import scale  # noqa: E402
from solvers.events import SolveOptions, run  # noqa: E402
from solvers.galaxies import formats, generate, rules, solve_events  # noqa: E402
from solvers.galaxies.difficulty import grade_unique  # noqa: E402


def strip_share(solution) -> float:
    """Straight one-cell-wide regions of at least 4 cells, counted from the bounding boxes
    (independently of quality.strip_share)."""
    strips, labels = 0, np.unique(solution)
    for label in labels:
        rows, cols = np.nonzero(solution == label)
        height, width = rows.max() - rows.min() + 1, cols.max() - cols.min() + 1
        strips += min(height, width) == 1 and len(rows) >= 4
    return strips / len(labels)


def empty_square(puzzle) -> int:
    """The side of the biggest square of cells that no dot touches (brute force)."""
    h, w = puzzle.shape
    touched = np.zeros((h, w), dtype=bool)
    for dot in puzzle.dots:
        for cell in dot.cells():
            touched[cell] = True
    best = 0
    for r in range(h):
        for c in range(w):
            k = best + 1
            while r + k <= h and c + k <= w and not touched[r:r + k, c:c + k].any():
                best, k = k, k + 1
    return best


def tatham_verdict(binary: str | None, game_id: str) -> str:
    if not binary:
        return "-"
    out = subprocess.run([binary, game_id], capture_output=True, text=True).stdout
    return out.strip().splitlines()[-1].split()[-1].rstrip(".")


def tatham_generate(binary: str, size: int, seed: int) -> tuple[str, float]:
    """(game id, CPU seconds) of his generator at Normal."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([binary, "--seed", str(seed), f"{size}x{size}dn"], capture_output=True, text=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    line = next(line for line in out.splitlines() if line.startswith("Generated"))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return line.split()[-1], cpu


def measure(puzzle, binary) -> dict:
    level = grade_unique(puzzle)["level"]
    sizes = np.bincount(puzzle.solution.ravel())
    return {"dots": len(puzzle.dots), "cells_per_dot": puzzle.width * puzzle.height / len(puzzle.dots),
            "strips": strip_share(puzzle.solution), "largest": int(sizes.max()),
            "empty": empty_square(puzzle), "level": level,
            "tatham": tatham_verdict(binary, formats.write(puzzle, "sgt").strip())}


def with_solution(puzzle):
    done = run(solve_events(puzzle, "auto", SolveOptions(max_solutions=2)))
    assert done.unique, "a published puzzle that is not unique"
    return replace(puzzle, solution=done.solution)


def row(size, name, records, seconds, wall=None) -> str:
    levels = Counter(r["level"] for r in records)
    verdicts = Counter(r["tatham"] for r in records)
    largest = [r["largest"] for r in records]
    time_text = f"{statistics.median(seconds):.2f}" if seconds else "-"
    if wall:
        time_text += f" / {statistics.median(wall):.2f}"
    return (f"| {size}x{size} | {name} | {len(records)} | {np.mean([r['dots'] for r in records]):.1f} "
            f"| {np.mean([r['cells_per_dot'] for r in records]):.2f} "
            f"| {100 * np.mean([r['strips'] for r in records]):.1f} % "
            f"| {np.mean(largest):.1f} / {max(largest)} | {np.mean([r['empty'] for r in records]):.1f} "
            f"| {' '.join(f'{k} {levels[k]}' for k in scale.LEVELS if levels[k])} "
            f"| {' '.join(f'{k} {v}' for k, v in sorted(verdicts.items()))} | {time_text} |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10,20,30")
    parser.add_argument("--count", type=int, default=5)
    parser.add_argument("--levels", default="any,hard", help="ours: 'any' or levels of the scale")
    parser.add_argument("--tatham", help="his galaxies standalone solver binary")
    parser.add_argument("--janko-count", type=int, default=30, help="at most this many janko puzzles per size")
    parser.add_argument("--timeout", type=float, default=300.0)
    args = parser.parse_args(argv)
    janko = [json.loads(line) for line in JANKO.read_text().splitlines()] if JANKO.exists() else []
    print("load average: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    print("| size | source | puzzles | mean dots | cells per dot | strips | largest region (mean / max) "
          "| largest empty square | levels | Tatham's solver | median s (CPU / wall) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for size in (int(s) for s in args.sizes.split(",")):
        for level in args.levels.split(","):
            records, seconds, wall = [], [], []
            for seed in range(args.count):
                started, cpu = time.perf_counter(), time.process_time()
                puzzle, _ = generate(size, size, seed=seed, timeout=args.timeout,
                                     difficulty=None if level == "any" else level)
                seconds.append(time.process_time() - cpu)
                wall.append(time.perf_counter() - started)
                records.append(measure(puzzle, args.tatham))
            print(row(size, f"ours {level}", records, seconds, wall), flush=True)
        if args.tatham:
            records, seconds = [], []
            for seed in range(args.count):
                game_id, cpu = tatham_generate(args.tatham, size, seed)
                seconds.append(cpu)
                records.append(measure(with_solution(formats.read(game_id)), args.tatham))
            print(row(size, "Tatham Normal", records, seconds), flush=True)
        published = [r for r in janko if (r["w"], r["h"]) == (size, size)][:args.janko_count]
        if published:
            records = []
            for record in published:
                puzzle = formats.read(record["id"])
                puzzle = replace(puzzle, solution=rules.relabel(puzzle, record["regions"]))
                records.append(measure(puzzle, args.tatham))
            print(row(size, "janko", records, []), flush=True)
    print("load average: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
