"""Numberlink generator against janko's published puzzles of the same size (issue 25's
targets): pairs, crowded ends (an end with another number among its 8 neighbours), plain
paths (at most one turn), pairs whose ends touch, and the level on the common scale, per size
and asked difficulty (means over the seeds), with the seconds per puzzle.

    .venv/bin/python benchmarks/numberlink_generators.py [--sizes 10,15,20] [--seeds 0-4]
        [--levels default,easy,medium,hard,expert,search] [--all-levels]

``--all-levels`` asks every level at every size, also those the generator refuses (it lifts
levels.OFFERED for the run): what the offered levels per size were measured with. janko's
figures come from the published solutions (../shared/data/numberlink/janko; the columns say
"-" when it is absent). Each puzzle prints a JSON line on stderr as it is made.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from numberlink_bench import DATA, read_janko_jsonl  # noqa: E402

from solvers import scale  # noqa: E402
from solvers.numberlink import levels  # noqa: E402
from solvers.numberlink.generator import generate  # noqa: E402
from solvers.numberlink.model import paths_from_board  # noqa: E402
from solvers.numberlink.quality import crowded_ends, turns  # noqa: E402


def looks(puzzle, paths) -> tuple[float, float, int]:
    """(crowded share, plain share, touching pairs), counted here from the puzzle and paths."""
    plain = sum(1 for p in paths if turns(p) <= 1)
    touching = sum(1 for a, b in puzzle.endpoints if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1)
    return crowded_ends(puzzle) / (2 * puzzle.pairs), plain / len(paths), touching


def janko_rows(sizes) -> dict:
    path = DATA / "janko" / "janko_arukone.jsonl"
    rows: dict = {}
    if not path.exists():
        return rows
    for _, puzzle, rules, published in read_janko_jsonl(path):
        if puzzle.width == puzzle.height and puzzle.width in sizes and published is not None and rules == "fill":
            crowd, plain, touching = looks(puzzle, paths_from_board(puzzle, published))
            rows.setdefault(puzzle.width, []).append((puzzle.pairs, crowd, plain, touching))
    return rows


def cell(values, percent=False) -> str:
    if not values:
        return "-"
    mean = statistics.mean(values)
    return f"{100 * mean:.0f} %" if percent else f"{mean:.1f}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,15,20")
    parser.add_argument("--seeds", default="0-4")
    parser.add_argument("--levels", default="default")
    parser.add_argument("--all-levels", action="store_true")
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    if args.all_levels:
        levels.OFFERED = ((1000, scale.LEVELS),)
    janko = janko_rows(set(sizes))
    print("| size | asked | puzzles | pairs | crowded ends | plain paths | touching pairs | levels reported | "
          "met | median s | janko puzzles | janko pairs | janko crowded | janko plain | janko touching |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for size in sizes:
        theirs = janko.get(size, [])
        for asked in args.levels.split(","):
            difficulty = None if asked == "default" else asked
            rows, seconds, reported, met = [], [], {}, 0
            for seed in seeds:
                started = time.perf_counter()
                try:
                    puzzle, report = generate(size, size, seed, difficulty=difficulty)
                except ValueError as error:
                    print(json.dumps({"size": size, "asked": asked, "seed": seed, "refused": str(error)}),
                          file=sys.stderr, flush=True)
                    break
                seconds.append(time.perf_counter() - started)
                crowd, plain, touching = looks(puzzle, puzzle.solution)
                rows.append((puzzle.pairs, crowd, plain, touching))
                level = report["quality"]["level"]
                reported[level] = reported.get(level, 0) + 1
                met += level == difficulty
                print(json.dumps({"size": size, "asked": asked, "seed": seed, "pairs": puzzle.pairs,
                                  "crowded": round(crowd, 3), "plain": round(plain, 3), "touching": touching,
                                  "level": level, "seconds": round(seconds[-1], 1),
                                  "quality": report["quality"]}), file=sys.stderr, flush=True)
            if not rows:
                print(f"| {size}x{size} | {asked} | refused | | | | | | | | | | | | |", flush=True)
                continue
            spread = ", ".join(f"{k} {v}" for k, v in sorted(reported.items(), key=lambda kv: scale.rank(kv[0])))
            print(f"| {size}x{size} | {asked} | {len(rows)} | {cell([r[0] for r in rows])} | "
                  f"{cell([r[1] for r in rows], True)} | {cell([r[2] for r in rows], True)} | "
                  f"{sum(r[3] for r in rows)} | {spread} | {met if difficulty else '-'} | "
                  f"{statistics.median(seconds):.1f} | {len(theirs)} | {cell([r[0] for r in theirs])} | "
                  f"{cell([r[1] for r in theirs], True)} | {cell([r[2] for r in theirs], True)} | "
                  f"{sum(r[3] for r in theirs)} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
