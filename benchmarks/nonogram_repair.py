"""Repair suggestions on 30x30 pictures: how long the search takes and how many cells it flips.

    python benchmarks/nonogram_repair.py [--count N] [--size 30] [--seed S] [--before REV]

``--before REV`` also runs solvers/nonogram/repair.py as it was at git revision REV (loaded
from git into the same package, so it uses today's solvers) on the same pictures, and prints
the ratio of the medians and of the maxima (before / now).

Pictures of the generator's styles (solvers/nonogram/generator.py: perturbed sample pictures,
smoothed fields, mirrored blobs) at roughness 1 (what the generator draws) and 0 (``sample r0``
flips more outline cells; ``field r0`` is smoothed at radius 1, the least the generator does
now: unsmoothed it was noise), and plain noise as a stress row. Only pictures that miss the
target are repaired (the others need nothing). Target of issue 16: a 30x30 picture repaired in
under 10 s.

Measured 2026-11-25 with ``--count 6 --before 4bd33c6`` (table and command in
benchmarks/README.md, "Nonogram repair"): structured pictures 0.01-0.14 s as before; plain
noise, target unique, 2.6 s median / 5.9 s max where the code before took 4.5 / 41.2 s on the
same pictures (the second solutions remembered, CP-SAT on noise); target line unchanged (2.4 /
6.3 s). Every repair of the run under 10 s. Cancel: Done 0.04 s after the cancel.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solvers.events import Cancel
from solvers.nonogram import repair
from solvers.nonogram.generator import DRAW
from solvers.nonogram.linesolve import solve_line
from solvers.nonogram.repair import check

LIMIT_S = 60.0
ROOT = Path(__file__).resolve().parents[1]


def repair_at(revision: str):
    """repair.py of ``revision`` as a module of solvers.nonogram (its relative imports work)."""
    source = subprocess.run(["git", "show", f"{revision}:solvers/nonogram/repair.py"], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout
    spec = importlib.util.spec_from_loader("solvers.nonogram._repair_before", loader=None)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "solvers.nonogram"
    sys.modules[spec.name] = module  # dataclasses look their module up
    exec(compile(source, f"{revision}:repair.py", "exec"), module.__dict__)
    return module


def measure(module, picture, target: str):
    """(seconds, cells of the best suggestion or None) of one repair, from a cold line cache
    (the second of two runs on a picture would find its lines solved already)."""
    solve_line.cache_clear()
    started = time.perf_counter()
    done = module.suggest_repairs(picture, target, Cancel(LIMIT_S), limit=3)
    seconds = time.perf_counter() - started
    suggestions = done.stats["suggestions"]
    return seconds, (len(suggestions[0].cells) if suggestions else None)


def summary(runs) -> tuple:
    times = [t for t, _ in runs]
    cells = [c for _, c in runs if c is not None]
    return (statistics.median(times), max(times), len(cells),
            statistics.median(cells) if cells else "-", max(cells) if cells else "-")


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
    parser.add_argument("--before", help="git revision of repair.py to compare with")
    parser.add_argument("--kinds", help="comma-separated subset of the picture kinds")
    args = parser.parse_args()
    kinds = ["sample r1", "sample r0", "field r1", "field r0", "blobs r1", "blobs r0", "noise 0.5"]
    if args.kinds:
        kinds = [k for k in kinds if k in args.kinds.split(",")]
    before = repair_at(args.before) if args.before else None
    print(f"{args.size}x{args.size}, {args.count} pictures per kind; seconds per repair "
          f"(median / max), cells flipped (median / max)" + (f"; before = {args.before}" if before else ""))
    columns = "| pictures | target | missed target | repaired | seconds med | seconds max | cells med | cells max |"
    if before:
        columns += " before: repaired | seconds med | seconds max | cells med | cells max | ratio med | ratio max |"
    print(columns)
    print("|" + " --- |" * (columns.count("|") - 1))
    for kind in kinds:
        for target in ("unique", "line"):
            now, then = [], []
            for picture in pictures(kind, args.size, args.count, args.seed):
                if check(picture, target, Cancel()).ok:
                    continue
                now.append(measure(repair, picture, target))
                if before:
                    then.append(measure(before, picture, target))
            if not now:
                print(f"| {kind} | {target} | 0 |" + " - |" * (columns.count("|") - 4), flush=True)
                continue
            med, worst, repaired, cells_med, cells_max = summary(now)
            row = (f"| {kind} | {target} | {len(now)} | {repaired} | {med:.2f} | {worst:.2f} | "
                   f"{cells_med} | {cells_max} |")
            if before:
                b_med, b_worst, b_repaired, b_cells_med, b_cells_max = summary(then)
                row += (f" {b_repaired} | {b_med:.2f} | {b_worst:.2f} | {b_cells_med} | {b_cells_max} | "
                        f"{b_med / med:.1f} | {b_worst / worst:.1f} |")
            print(row, flush=True)
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
        done = repair.suggest_repairs(picture, "unique", cancel)
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
