"""Numberlink generator, default flow, phase by phase (issue 25): pairs, crowded ends, plain
paths and pairs whose ends touch after the unjudged merge, after the splits (unique) and after
the judged joins, with the splits, covers tried and seconds of each phase. No grade (a 20x20's
grade takes 15-60 s and does not change the puzzle), so a 20x20 seed takes 1-2 minutes.

    .venv/bin/python benchmarks/numberlink_phases.py --size 20 --seeds 0-4

One JSON line per seed; then the means of the final figures.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import solvers.numberlink.generator as generator  # noqa: E402
from solvers.numberlink.pair_moves import _crowded, _plain, _touching_ends  # noqa: E402


def figures(paths) -> dict:
    return {"pairs": len(paths), "crowded": round(_crowded(paths) / (2 * len(paths)), 2),
            "plain": round(sum(map(_plain, paths)) / len(paths), 2), "touching": sum(map(_touching_ends, paths))}


def instrumented(log: dict) -> None:
    """Wrap the generator's merge and joins to record the paths between phases."""
    merge, fewer = generator.merge_unjudged, generator.fewer_pairs

    def merged(*args, **kwargs):
        out = merge(*args, **kwargs)
        log["merged"] = figures(out)
        return out

    def joined(width, height, paths, *args, **kwargs):
        log["split"] = figures(paths)
        log["split_at"] = time.perf_counter()
        out = fewer(width, height, paths, *args, **kwargs)
        log["joined"] = figures(out[0])
        return out

    generator.merge_unjudged, generator.fewer_pairs = merged, joined


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=20)
    parser.add_argument("--seeds", default="0-4")
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    log: dict = {}
    instrumented(log)
    finals = []
    for seed in range(int(first), int(last or first) + 1):
        log.clear()
        started = time.perf_counter()
        _, report = generator.generate_grow(args.size, args.size, random.Random(seed),
                                            join_budget=generator.join_work(args.size, args.size))
        ended = time.perf_counter()
        finals.append(log["joined"])
        print(json.dumps({"size": args.size, "seed": seed, **{k: log.get(k) for k in ("merged", "split", "joined")},
                          "attempts": report["attempts"], "splits": report["splits"],
                          "joins": report.get("joins"),
                          "s_to_unique": round(log["split_at"] - started, 1),
                          "s_joins": round(ended - log["split_at"], 1)}), flush=True)
    means = {k: round(statistics.mean(f[k] for f in finals), 3) for k in ("pairs", "crowded", "plain")}
    print(json.dumps({"size": args.size, "seeds": args.seeds, "mean": means}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
