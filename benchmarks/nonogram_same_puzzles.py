"""A digest of each generated nonogram's goal, clues, metadata and report, one line a (size,
level, seed), for checking that a change makes the same puzzles (issue 36): run it on the tree
before and on the tree after, then compare the outputs.

    git -C /work/main archive main solvers | tar -x -C /tmp/old-ngs
    (cd /tmp/old-ngs && PYTHONPATH=. python $OLDPWD/benchmarks/nonogram_same_puzzles.py > /tmp/old.txt)
    PYTHONPATH=. python benchmarks/nonogram_same_puzzles.py > /tmp/new.txt && cmp /tmp/old.txt /tmp/new.txt

Sizes 5x5-12x12, 15x15, 20x20, 7x9, 10x8, 6x11 at easy, medium and hard where offered; 400
seeds a case (hard past 12 cells a side: 150). Times a case go to stderr.
"""

from __future__ import annotations

import hashlib
import sys
import time

from solvers.nonogram.generator import generate


def cases(seeds: int = 400, large_hard: int = 150) -> list[tuple[int, int, str, int]]:
    made = [(s, s, level, seeds) for s in range(5, 13) for level in ("easy", "medium", "hard")]
    for w, h in [(15, 15), (20, 20), (7, 9), (10, 8), (6, 11)]:
        for level in ("easy", "medium", "hard"):
            made.append((w, h, level, seeds if level != "hard" or max(w, h) <= 12 else large_hard))
    return made


def main() -> int:
    for w, h, level, n in cases():
        started = time.process_time()
        try:
            generate(w, h, seed=0, difficulty=level)
        except ValueError:
            print(f"# {w}x{h} {level} not made", file=sys.stderr, flush=True)
            continue
        for seed in range(n):
            puzzle, report = generate(w, h, seed=seed, difficulty=level)
            goal = None if puzzle.goal is None else (puzzle.goal.dtype.str, puzzle.goal.shape, puzzle.goal.tolist())
            blob = repr((puzzle.rows, puzzle.cols, goal, sorted(report.items()), puzzle.title, puzzle.author,
                         puzzle.license))
            print(f"{w}x{h} {level} {seed} {hashlib.sha1(blob.encode()).hexdigest()}")
        print(f"# {w}x{h} {level} {n} seeds {time.process_time() - started:.2f}s", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
