"""Numberlink's scale levels (solvers/numberlink/levels.py) on janko's published puzzles: per
size band, how many puzzles fall at each level of the common scale, with the time per grade.

    .venv/bin/python benchmarks/numberlink_levels.py [--max-size 20] [--every 1]

Data: ../shared/data/numberlink/janko/janko_arukone.jsonl (never copied into the project; the
script says so and stops when it is absent). Puzzles whose published solution leaves cells
empty run under ``nikoli``, the others under ``fill``. The grade's trials are bounded by a
count (levels.TRIAL_BUDGET), so the levels do not depend on the machine; the times do.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from numberlink_bench import DATA, read_janko_jsonl  # noqa: E402

from solvers.numberlink.levels import grade  # noqa: E402
from solvers.scale import LEVELS  # noqa: E402

BANDS = (("<=7", 7), ("8-10", 10), ("11-15", 15), ("16-20", 20))


def band(puzzle) -> str | None:
    size = max(puzzle.shape)
    return next((name for name, top in BANDS if size <= top), None)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-size", type=int, default=20)
    parser.add_argument("--every", type=int, default=1, help="every k-th puzzle of each band")
    args = parser.parse_args(argv)
    path = DATA / "janko" / "janko_arukone.jsonl"
    if not path.exists():
        print(f"skipped: {path} is absent (the benchmark data lives beside the repository)")
        return 0
    chosen: dict[str, list] = {}
    for name, puzzle, rules, _ in read_janko_jsonl(path):
        b = band(puzzle)
        if b is not None and max(puzzle.shape) <= args.max_size:
            chosen.setdefault(b, []).append((name, puzzle, rules))
    print("| band | puzzles | " + " | ".join(LEVELS) + " | median s | max s |")
    print("| --- | --- | " + " | ".join("---" for _ in LEVELS) + " | --- | --- |")
    for b, _ in BANDS:
        items = chosen.get(b, [])[::args.every]
        if not items:
            continue
        levels, times = Counter(), []
        for _name, puzzle, rules in items:
            started = time.perf_counter()
            levels[grade(puzzle, rules)["level"]] += 1
            times.append(time.perf_counter() - started)
        cells = " | ".join(f"{levels[level]} ({100 * levels[level] / len(items):.0f} %)" for level in LEVELS)
        print(f"| {b} | {len(items)} | {cells} | {statistics.median(times):.3f} | {max(times):.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
