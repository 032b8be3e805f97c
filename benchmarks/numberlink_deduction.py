"""Numberlink deduction alone on janko's published puzzles: per size band, the share that
deduction finishes (no search), the grade distribution (the level of the hardest technique
needed, solvers/numberlink/propagate.py TECHNIQUES) and the time per puzzle, at each setting:

- ``level 1``: the rules propagate had before the engine (forced-move ... label): "before";
- ``sound``: every technique that assumes nothing (levels 1-3 and trial, level 5);
- ``assume``: also level 4 (no-u-turn, no-2x2: assumes a unique, published-style puzzle).

    .venv/bin/python benchmarks/numberlink_deduction.py [--max-size 20] [--every 1]
        [--settings level1,sound,assume] [--budget N]

Data: ../shared/data/numberlink/janko/janko_arukone.jsonl (never copied into the project; the
script says so and stops when it is absent). Puzzles whose published solution leaves cells
empty run under ``nikoli``, the others under ``fill``. ``--budget`` bounds the trials per
puzzle (a count: the table does not depend on the machine's speed, the times do).
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

from solvers.numberlink.propagate import LEVELS, grade  # noqa: E402

BANDS = (("<=10", 10), ("11-15", 15), ("16-20", 20))
SETTINGS = {"level1": (1, False), "sound": (5, False), "assume": (5, True)}


def band(puzzle) -> str | None:
    size = max(puzzle.shape)
    return next((name for name, top in BANDS if size <= top), None)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-size", type=int, default=20)
    parser.add_argument("--every", type=int, default=1, help="every k-th puzzle of each band")
    parser.add_argument("--settings", default="level1,sound,assume")
    parser.add_argument("--budget", type=int, default=None, help="at most this many trials per puzzle")
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
    print("| setting | band | puzzles | finished by deduction | grades (level: count) | median s | max s |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for setting in args.settings.split(","):
        level, assume = SETTINGS[setting]
        for b, _ in BANDS:
            items = chosen.get(b, [])[::args.every]
            if not items:
                continue
            finished, grades, times = 0, Counter(), []
            for _name, puzzle, rules in items:
                started = time.perf_counter()
                result = grade(puzzle, rules, level, assume, args.budget)
                times.append(time.perf_counter() - started)
                finished += result["solved"]
                grades[result["level"] if result["name"] != "contradiction" else "x"] += 1
            spread = ", ".join(f"{k} {LEVELS.get(k, k)}: {v}" for k, v in sorted(grades.items(), key=str))
            print(f"| {setting} | {b} | {len(items)} | {finished} ({100 * finished / len(items):.0f} %) | "
                  f"{spread} | {statistics.median(times):.3f} | {max(times):.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
