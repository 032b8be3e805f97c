"""Speed of the generator's hot path (propagate.propagate, profiled as the top cost of a
generated puzzle): the same generation runs timed, CPU seconds, with the module as it is.

    python benchmarks/nonogram_propagate_speed.py

Compare before/after a change by running it on both versions (git stash); the work is the same
puzzles (the generator is deterministic), so the ratio is the speed-up.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solvers.nonogram.generator import generate

RUNS = [(20, 2, "easy"), (20, 4, "easy"), (20, 1, "medium"), (15, 0, "expert"), (25, 3, "hard")]


def main() -> int:
    total = 0.0
    print("| size | seed | level | CPU s |")
    print("| --- | --- | --- | --- |")
    for size, seed, level in RUNS:
        started = time.process_time()
        generate(size, size, seed, difficulty=level)
        seconds = time.process_time() - started
        total += seconds
        print(f"| {size}x{size} | {seed} | {level} | {seconds:.2f} |", flush=True)
    print(f"| all | | | {total:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
