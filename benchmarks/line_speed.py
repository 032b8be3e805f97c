"""How long line solving takes per puzzle (target: a 30x30 puzzle in under 50 ms).

    python benchmarks/line_speed.py [--repeat 5]

Runs the ``line`` method (complete and overlap rules) on every nonogram-db puzzle and on the
Tatham Pattern puzzles, with the line cache cleared before each run so every run starts
cold, and prints the median of the repeats in milliseconds next to how much was fixed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from solvers.nonogram import formats, solve
from solvers.nonogram.linesolve import overlap_line, solve_line

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "nonogram"


def puzzles():
    for path in sorted((DATA / "nonogram-db" / "db").rglob("*.non")):
        yield str(path.relative_to(DATA / "nonogram-db" / "db")), formats.read_file(path)
    for path in sorted((DATA / "sgt-pattern").glob("*.txt")):
        for index, puzzle in enumerate(formats.read_sgt_lines(path.read_text()), 1):
            if index <= 3:  # a few of each size are enough: they are all alike
                yield f"{path.stem}#{index}", puzzle


def cold_ms(puzzle, rule: str, repeat: int) -> tuple[float, int]:
    times, fixed = [], 0
    for _ in range(repeat):
        solve_line.cache_clear()
        overlap_line.cache_clear()
        started = time.perf_counter()
        done = solve(puzzle, "line", line_rule=rule)
        times.append((time.perf_counter() - started) * 1000)
        fixed = done.stats["fixed"]
    return statistics.median(times), fixed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if not DATA.is_dir():
        print(f"no benchmark data at {DATA}: skipped")
        return 0
    print("| puzzle | size | complete: fixed | complete: ms | overlap: fixed | overlap: ms |")
    print("|---|---|---|---|---|---|")
    for name, puzzle in puzzles():
        cells = puzzle.width * puzzle.height
        complete_ms, complete_fixed = cold_ms(puzzle, "complete", args.repeat)
        overlap_ms, overlap_fixed = cold_ms(puzzle, "overlap", args.repeat)
        print(f"| {name} | {puzzle.width}x{puzzle.height} | {100 * complete_fixed / cells:.0f}% "
              f"| {complete_ms:.1f} | {100 * overlap_fixed / cells:.0f}% | {overlap_ms:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
