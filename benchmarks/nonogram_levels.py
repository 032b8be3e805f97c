"""Where published nonograms fall on the difficulty scale (solvers/scale.py): the calibration
table of benchmarks/generators-nonogram.md.

    python benchmarks/nonogram_levels.py [--taai 10] [--timeout 10]

Sets from ../shared/data/nonogram (skipped when absent): Simon Tatham's Pattern puzzles
(20x20, 25x25; line-solvable by construction), the nonogram-db (hand-made pictures, mixed
sizes), the survey's few famous hard ones (webpbn, "knotty", Faase), the computer
tournaments' random 25x25 (taai2011 from the start of the set, icga2017 from its end, where
they are hardest). ``multiple``: not unique; ``ungraded``: the grader's ``--timeout`` ran out.
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solvers import scale
from solvers.nonogram import formats
from solvers.nonogram.difficulty import difficulty

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "nonogram"
COLUMNS = (*scale.LEVELS, "multiple", "ungraded")


def published(taai: int) -> dict:
    """{set name: [puzzles]} of what is present."""
    sets = {}
    for size in (20, 25):
        path = DATA / "sgt-pattern" / f"pattern-{size}x{size}.txt"
        if path.exists():
            sets[f"Tatham Pattern {size}x{size}"] = formats.read_sgt_lines(path.read_text())
    db = sorted((DATA / "nonogram-db" / "db").rglob("*.non"))
    if db:
        sets["nonogram-db (hand-made)"] = [formats.read_file(path) for path in db]
    survey = sorted((DATA / "survey").glob("*.nin"))
    if survey:
        sets["survey (webpbn, knotty, faase)"] = [formats.read_file(path) for path in survey]
    for name, from_end in (("taai2011", False), ("icga2017", True)):
        path = DATA / "taai" / "question" / f"{name}.txt"
        if path.exists() and taai:
            batch = [p for _, p in formats.read_taai_batch(path.read_text())]
            sets[f"{name} 25x25 (random){' last' if from_end else ' first'} {taai}"] = (
                batch[-taai:] if from_end else batch[:taai])
    return sets


def spread(puzzles, timeout: float) -> collections.Counter:
    counts = collections.Counter()
    for puzzle in puzzles:
        report = difficulty(puzzle, timeout)
        counts["multiple" if report.get("unique") is False else report.get("level") or "ungraded"] += 1
    return counts


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--taai", type=int, default=10, help="puzzles of each tournament set")
    parser.add_argument("--timeout", type=float, default=10.0, help="the grader's timeout, seconds")
    args = parser.parse_args()
    sets = published(args.taai)
    if not sets:
        print(f"no published nonograms in {DATA}: skipped")
        return 0
    print("| set | puzzles | sizes | clue numbers per line | " + " | ".join(COLUMNS) + " |")
    print("| --- | --- | --- | --- | " + " | ".join("---" for _ in COLUMNS) + " |")
    for name, puzzles in sets.items():
        counts = spread(puzzles, args.timeout)
        sizes = sorted({p.width * p.height for p in puzzles})
        side = f"{round(min(sizes) ** 0.5)}-{round(max(sizes) ** 0.5)}" if len(sizes) > 1 else f"{round(sizes[0] ** 0.5)}"
        clues = statistics.mean(sum(len(c) for c in p.rows + p.cols) / (p.height + p.width) for p in puzzles)
        print(f"| {name} | {len(puzzles)} | ~{side} | {clues:.2f} | "
              + " | ".join(str(counts.get(c, 0)) for c in COLUMNS) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
