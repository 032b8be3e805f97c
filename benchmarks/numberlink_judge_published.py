"""The generator's move judge on janko's published puzzles (issue 41, item 6): how much work it
takes to prove that a published puzzle has only its published solution, under the questions
the generator asks of every puzzle it keeps (solvers/numberlink/move_judge.py: no other pruned
fill solution, and no short circuit).

    python benchmarks/numberlink_judge_published.py [--sizes 10,15,20] [--every 3]
        [--budget 60000000]

Per puzzle: a fresh MoveJudge (as the generator builds one per grid), the published solution
as the intended one, and a work budget in Glucose propagations (the generator's own unit:
``generator.JUDGE_PROPAGATIONS`` is what one split's judgement may spend). The verdict is then
the same at any load; CPU seconds are printed beside it for scale only. Janko's puzzles come
from ../shared/data/numberlink/janko (absent: the script says so and exits 0).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from numberlink_bench import DATA, janko_square_fill

from solvers.numberlink.generator import JUDGE_PROPAGATIONS
from solvers.numberlink.move_judge import MoveJudge


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10,15,20")
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument(
        "--budget", type=int, default=JUDGE_PROPAGATIONS, help="Glucose propagations a judgement may spend (default: a split's)"
    )
    args = parser.parse_args(argv)
    if not (DATA / "janko").is_dir():
        print(f"janko's puzzles are not at {DATA / 'janko'}: nothing to measure")
        return 0
    sizes = {int(s) for s in args.sizes.split(",")}
    rows: dict[int, list[tuple[int, str, int, float]]] = {s: [] for s in sorted(sizes)}
    for name, published, paths, picked in janko_square_fill(sizes, args.every):
        if not picked:
            continue
        puzzle = replace(published, solution=paths)
        judge = MoveJudge(puzzle.width, puzzle.height, puzzle.pairs)
        started = time.process_time()
        verdict, _ = judge.judge(puzzle, timeout=None, propagations=args.budget)
        cpu = time.process_time() - started
        rows[puzzle.width].append((puzzle.pairs, verdict, judge.propagations, cpu))
        print(
            f"{name}: {puzzle.pairs} pairs, {verdict}, {judge.propagations / 1e6:.1f} M propagations, {cpu:.1f} CPU s",
            file=sys.stderr,
            flush=True,
        )
    print(f"\nBudget {args.budget / 1e6:.0f} M propagations a judgement; one puzzle in {args.every} of each size.\n")
    print("| size | puzzles | pairs median | ok | multiple | short circuit | past the budget | propagations median (M) | CPU s median |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for size, found in rows.items():
        if not found:
            continue
        verdicts = Counter(v for _, v, _, _ in found)
        print(
            f"| {size}x{size} | {len(found)} | {statistics.median(p for p, _, _, _ in found):g} "
            f"| {verdicts['ok']} | {verdicts['multiple']} | {verdicts['short-circuit']} | {verdicts['unknown']} "
            f"| {statistics.median(w for _, _, w, _ in found) / 1e6:.1f} "
            f"| {statistics.median(c for _, _, _, c in found):.2f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
