"""Repair suggestions on 30x30 pictures: how long the search takes and how many cells it flips.

    python benchmarks/nonogram_repair.py [--count N] [--size 30] [--seed S]

Pictures of the generator's styles (solvers/nonogram/generator.py: perturbed sample pictures,
smoothed fields, mirrored blobs) at roughness 1 (what the generator draws) and 0 (``sample r0``
flips more outline cells; ``field r0`` is not smoothed at all at 30x30, i.e. noise), and plain
noise as a stress row. Only
pictures that miss the target are repaired (the others need nothing). Target of issue 16: a
30x30 picture repaired in under 10 s.

Measured 2026-11-24 (2 shared cores, load ~3.4; ``--count 6``): pictures with structure
(sample, field r1, blobs) 0.01-0.3 s and 1-2 cells; unsmoothed fields (noise at their
density) unique 3.7 s median / 7.7 s max (4-5 cells), line 2.8 / 6.1 s; plain noise unique
4.8 s median but 48.6 s max (one picture: every check there takes ~1 s), line 3.4 / 6.4 s
(one of six found no repair within 12 cells). Cancel: Done 0.002 s after the cancel.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solvers.events import Cancel  # noqa: E402
from solvers.nonogram.generator import DRAW  # noqa: E402
from solvers.nonogram.repair import check, suggest_repairs  # noqa: E402

LIMIT_S = 60.0


def pictures(kind: str, size: int, count: int, seed: int):
    rng = np.random.default_rng(seed)
    made = 0
    while made < count:
        if kind == "noise 0.5":
            picture = (rng.random((size, size)) < 0.5).astype(np.int8)
        else:
            style, roughness = kind.split()
            picture = DRAW[style](rng, size, size, 0.5, int(roughness[1:]))
        yield picture
        made += 1


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=8, help="pictures per kind")
    parser.add_argument("--size", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    kinds = ["sample r1", "sample r0", "field r1", "field r0", "blobs r1", "blobs r0", "noise 0.5"]
    print(f"{args.size}x{args.size}, {args.count} pictures per kind; seconds per repair "
          f"(median / max), cells flipped (median / max)")
    print(f"| pictures | target | missed target | repaired | seconds med | seconds max | cells med | cells max |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for kind in kinds:
        for target in ("unique", "line"):
            times, cells, missed, repaired = [], [], 0, 0
            for picture in pictures(kind, args.size, args.count, args.seed):
                if check(picture, target, Cancel()).ok:
                    continue
                missed += 1
                started = time.perf_counter()
                done = suggest_repairs(picture, target, Cancel(LIMIT_S), limit=3)
                times.append(time.perf_counter() - started)
                if done.stats["suggestions"]:
                    repaired += 1
                    cells.append(len(done.stats["suggestions"][0].cells))
            if not times:
                print(f"| {kind} | {target} | 0 | - | - | - | - | - |", flush=True)
                continue
            print(f"| {kind} | {target} | {missed} | {repaired} | {statistics.median(times):.2f} | "
                  f"{max(times):.2f} | {statistics.median(cells) if cells else '-'} | "
                  f"{max(cells) if cells else '-'} |", flush=True)
    cancel_latency(args.size, args.seed)
    return 0


def cancel_latency(size: int, seed: int) -> None:
    """Cancel a repair of a noise picture (the slowest kind) after 1 s: seconds until its Done."""
    import threading

    rng = np.random.default_rng(seed)
    latencies = []
    for _ in range(3):
        picture = (rng.random((size, size)) < 0.5).astype(np.int8)
        cancel = Cancel()
        fired = []
        timer = threading.Timer(1.0, lambda: (fired.append(time.monotonic()), cancel.cancel()))
        timer.start()
        done = suggest_repairs(picture, "unique", cancel)
        ended = time.monotonic()
        timer.join()
        if fired and done.status == "stopped":
            latencies.append(ended - fired[0])
    if latencies:
        print(f"cancel after 1 s: Done {max(latencies):.3f} s later at worst ({len(latencies)} runs)")
    else:
        print("cancel after 1 s: every repair finished before the cancel")


if __name__ == "__main__":
    sys.exit(main())
