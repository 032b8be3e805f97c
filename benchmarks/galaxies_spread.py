"""Galaxies: are our puzzles inside the published spread, and are they graded as Simon Tatham's
solver grades them? (issue 41)

    nice -n 10 /work/main/.venv/bin/python benchmarks/galaxies_spread.py \
        --anchors /work/anchors [--sizes 7,10,15,20] [--levels default,easy,medium,hard,expert,search] \
        [--count 8] [--timeout 120]

Per size and level, ``--count`` puzzles of ours (seeds 0..count-1) beside the published sets
of that size, per puzzle: dots per cell, strip share (regions one cell wide of at least
quality.STRIP_CELLS cells, counted here from the solution alone), largest region, and the sizes
of all regions (pooled). Printed: our median and 10th-90th percentile beside the published
set's 10th-90th percentile, "in" when our median lies inside it, and a two-sample
Kolmogorov-Smirnov p-value (scipy's when installed, else the exact count of lattice paths
written out below; with ties it is conservative).

Published sets: ../shared/data/galaxies/sgt (Tatham's Unreasonable sets, and debian's du set
split by his solver's verdict), his generator at Normal (``--anchors``/galaxiesgen WxHdn, made
in this run: his sets on disk are all du) and janko's puzzles of that size. Our easy to hard
(and no level) are set beside his Normal puzzles and janko's; expert and search beside his
Unreasonable ones.

Grades: his solver (``--anchors``/galaxiessolver-quiet) on every puzzle of ours; its verdicts
Normal < Unreasonable < Unfinished (beyond his recursion). An inversion is a pair whose
verdicts are in one order and our levels in the other: a puzzle he cannot finish graded below
one he finishes. Work and CPU seconds per puzzle are printed too (median and max / median).

Build the anchors with /work/shared/anchors/build.sh (outside the project).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import subprocess
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DATA = ROOT.parent / "shared" / "data" / "galaxies"

from solvers import scale  # noqa: E402
from solvers.events import SolveOptions, run  # noqa: E402
from solvers.galaxies import formats, generate, offered_levels, solve_events  # noqa: E402
from solvers.galaxies.difficulty import grade_unique  # noqa: E402

VERDICTS = ("Normal", "Unreasonable", "Unfinished")
FIGURES = ("dots per cell", "strip share", "largest region")


# --- figures, counted from the solution alone ---------------------------------------------

def figures(solution: np.ndarray) -> dict:
    solution = np.asarray(solution)
    labels = np.unique(solution)
    sizes, strips = [], 0
    for label in labels:
        rows, cols = np.nonzero(solution == label)
        sizes.append(len(rows))
        thin = min(rows.max() - rows.min(), cols.max() - cols.min()) == 0
        strips += bool(thin and len(rows) >= 4)
    return {"dots per cell": len(labels) / solution.size, "strip share": strips / len(labels),
            "largest region": max(sizes), "sizes": sizes}


# --- two-sample Kolmogorov-Smirnov ------------------------------------------------------

def ks_statistic(a: list[float], b: list[float]) -> float:
    values = sorted(set(a) | set(b))
    a, b = np.sort(a), np.sort(b)
    return max(abs(np.searchsorted(a, v, "right") / len(a) - np.searchsorted(b, v, "right") / len(b))
               for v in values)


def ks_pvalue(a: list[float], b: list[float]) -> float:
    """P(D >= d) under the null, exact for small samples (paths of the n+m lattice that stay
    inside |i/n - j/m| < d, counted as Hodges does), asymptotic above 10,000 points."""
    try:
        from scipy.stats import ks_2samp
        return float(ks_2samp(a, b).pvalue)
    except ImportError:
        pass
    n, m = len(a), len(b)
    d = ks_statistic(a, b)
    if n * m > 10_000:
        en = math.sqrt(n * m / (n + m))
        lam = (en + 0.12 + 0.11 / en) * d
        return max(0.0, min(1.0, 2 * sum((-1) ** (k - 1) * math.exp(-2 * k * k * lam * lam) for k in range(1, 101))))
    eps = 1e-9
    row = [1.0] * (m + 1)  # paths to (0, j) inside the band
    for j in range(m + 1):
        if abs(0 - j / m) >= d - eps:
            row[j:] = [0.0] * (m + 1 - j)
            break
    for i in range(1, n + 1):
        new = [0.0] * (m + 1)
        for j in range(m + 1):
            if abs(i / n - j / m) >= d - eps:
                continue
            new[j] = row[j] + (new[j - 1] if j else 0.0)
        row = new
    return max(0.0, min(1.0, 1.0 - row[m] / math.comb(n + m, n)))


# --- sources ------------------------------------------------------------------------------

def tatham_verdict(solver: str | None, puzzle) -> str:
    if not solver:
        return "-"
    out = subprocess.run([solver, formats.write(puzzle, "sgt").strip()], capture_output=True, text=True).stdout
    word = out.strip().splitlines()[-1].split()[-1].rstrip(".")
    return word  # Ambiguous or Impossible would be a bug of ours: printed as it is


def with_solution(puzzle):
    if puzzle.solution is not None:
        return puzzle
    done = run(solve_events(puzzle, "auto", SolveOptions(max_solutions=2)))
    assert done.unique, "a published puzzle that is not unique"
    return replace(puzzle, solution=done.solution)


def published(size: int, anchors: str | None, count: int) -> dict[str, list[dict]]:
    """{set name: records} of that size: figures and Tatham's verdict."""
    sets: dict[str, list[dict]] = {"Tatham Normal": [], "Tatham Unreasonable": [], "janko": []}
    for path in sorted((DATA / "sgt").glob(f"galaxies_{size}x{size}_*.jsonl")):
        for line in path.read_text().splitlines():
            record = json.loads(line)
            name = "Tatham Normal" if record["grade_upstream_solver"] == "Normal" else "Tatham Unreasonable"
            sets[name].append({**figures(np.array(record["regions"])), "tatham": record["grade_upstream_solver"],
                               "puzzle": record["id"]})
    janko = DATA / "janko" / "janko_galaxies.jsonl"
    if janko.exists():
        for line in janko.read_text().splitlines():
            record = json.loads(line)
            if record["w"] == size and record["h"] == size:
                sets["janko"].append({**figures(np.array(record["regions"])),
                                      "tatham": record.get("grade_upstream_sgt_solver"), "puzzle": record["id"]})
    if anchors:  # his generator at Normal, made now (his files on disk are du sets)
        out = subprocess.run([f"{anchors}/galaxiesgen", f"{size}x{size}dn", str(count), "41"],
                             capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            game_id = line.split("\t")[0]
            puzzle = with_solution(formats.read(game_id))
            sets["Tatham Normal"].append({**figures(puzzle.solution), "tatham": "Normal", "puzzle": game_id})
    return {name: records for name, records in sets.items() if records}


def ours(size: int, level: str, count: int, timeout: float, solver: str | None) -> list[dict]:
    records = []
    for seed in range(count):
        started = time.process_time()
        try:
            puzzle, report = generate(size, size, seed, timeout=timeout,
                                      difficulty=None if level == "default" else level)
        except Exception as error:  # a timeout: printed, never hidden
            records.append({"seed": seed, "failed": type(error).__name__,
                            "cpu": time.process_time() - started})
            continue
        cpu = time.process_time() - started
        records.append({**figures(puzzle.solution), "seed": seed, "level": report["level"], "cpu": cpu,
                        "work": report.get("work", report.get("proposals", 0)),
                        "attempts": report.get("attempts", 1),
                        "tatham": tatham_verdict(solver, puzzle)})
    return records


# --- printing -----------------------------------------------------------------------------

def spread(values: list[float]) -> tuple[float, float]:
    return float(np.percentile(values, 10)), float(np.percentile(values, 90))


def fmt(value: float, figure: str) -> str:
    if figure == "strip share":
        return f"{100 * value:.1f}%"
    if figure == "dots per cell":
        return f"{value:.3f}"
    return f"{value:.0f}" if float(value).is_integer() else f"{value:.1f}"


def compare(mine: list[dict], reference: list[dict]) -> list[str]:
    cells = []
    for figure in FIGURES:
        a = [r[figure] for r in mine]
        b = [r[figure] for r in reference]
        lo, hi = spread(b)
        median = statistics.median(a)
        inside = "in" if lo <= median <= hi else "OUT"
        cells.append(f"{fmt(median, figure)} [{fmt(spread(a)[0], figure)}-{fmt(spread(a)[1], figure)}] "
                     f"vs {fmt(lo, figure)}-{fmt(hi, figure)} {inside} p={ks_pvalue(a, b):.2f}")
    a = [s for r in mine for s in r["sizes"]]
    b = [s for r in reference for s in r["sizes"]]
    cells.append(f"P50/P90 {np.percentile(a, 50):.0f}/{np.percentile(a, 90):.0f} vs "
                 f"{np.percentile(b, 50):.0f}/{np.percentile(b, 90):.0f} p={ks_pvalue(a, b):.2f}")
    return cells


def reference_for(level: str) -> tuple[str, ...]:
    return ("Tatham Unreasonable",) if level in ("expert", "search") else ("Tatham Normal", "janko")


def inversions(records: list[dict]) -> int:
    """Pairs graded in one order by us and in the other by his solver."""
    graded = [(scale.rank(r["level"]), VERDICTS.index(r["tatham"])) for r in records
              if r.get("level") and r.get("tatham") in VERDICTS]
    return sum(1 for i, (ours_a, his_a) in enumerate(graded) for ours_b, his_b in graded[i + 1:]
               if (ours_a - ours_b) * (his_a - his_b) < 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="7,10,15,20")
    parser.add_argument("--levels", default="default," + ",".join(scale.LEVELS))
    parser.add_argument("--count", type=int, default=8)
    parser.add_argument("--tatham-count", type=int, default=30, help="his Normal puzzles made per size")
    parser.add_argument("--timeout", type=float, default=120.0, help="per puzzle of ours, seconds (a guard only)")
    parser.add_argument("--anchors", help="folder of build.sh's binaries (galaxiesgen, galaxiessolver-quiet)")
    parser.add_argument("--grade-published", action="store_true", help="our grade of every published puzzle too")
    args = parser.parse_args(argv)
    solver = f"{args.anchors}/galaxiessolver-quiet" if args.anchors else None
    everything = []
    print("| size | level | ours | reference | " + " | ".join(FIGURES) + " | region sizes | Tatham's solver "
          "| work median (max/median) | CPU s median (max/median) |")
    print("| --- " * 11 + "|")
    for size in (int(s) for s in args.sizes.split(",")):
        sets = published(size, args.anchors, args.tatham_count)
        for name, records in sets.items():
            verdicts = Counter(r["tatham"] for r in records)
            levels = ""
            if args.grade_published:
                graded = Counter(grade_unique(with_solution(formats.read(r["puzzle"])))["level"] for r in records)
                levels = " ours: " + " ".join(f"{k} {graded[k]}" for k in scale.LEVELS if graded[k])
            cells = [f"{fmt(statistics.median([r[f] for r in records]), f)} "
                     f"[{fmt(spread([r[f] for r in records])[0], f)}-{fmt(spread([r[f] for r in records])[1], f)}]"
                     for f in FIGURES]
            sizes = [s for r in records for s in r["sizes"]]
            print(f"| {size}x{size} | {name} | {len(records)} | - | " + " | ".join(cells)
                  + f" | P50/P90 {np.percentile(sizes, 50):.0f}/{np.percentile(sizes, 90):.0f} | "
                  + " ".join(f"{k} {v}" for k, v in sorted(verdicts.items())) + levels + " | | |")
        for level in args.levels.split(","):
            if level != "default" and level not in offered_levels(size, size):
                print(f"| {size}x{size} | {level} | not offered | | | | | | | | |")
                continue
            mine = ours(size, level, args.count, args.timeout, solver)
            made = [r for r in mine if "failed" not in r]
            failed = len(mine) - len(made)
            everything.extend(made)
            if not made:
                print(f"| {size}x{size} | {level} | 0 of {len(mine)} | | | | | | | | |")
                continue
            verdicts = Counter(r["tatham"] for r in made)
            levels = Counter(r["level"] for r in made)
            work = [r["work"] for r in made]
            cpu = [r["cpu"] for r in mine]
            for name in reference_for(level):
                if name not in sets:
                    continue
                print(f"| {size}x{size} | {level} | {len(made)}{f' ({failed} failed)' if failed else ''} | {name} | "
                      + " | ".join(compare(made, sets[name]))
                      + " | " + " ".join(f"{k} {v}" for k, v in sorted(verdicts.items()))
                      + " ; ours " + " ".join(f"{k} {levels[k]}" for k in scale.LEVELS if levels[k])
                      + f" | {statistics.median(work):.0f} ({max(work) / max(1, statistics.median(work)):.1f}x)"
                      + f" | {statistics.median(cpu):.2f} ({max(cpu) / max(1e-9, statistics.median(cpu)):.1f}x) |")
            sys.stdout.flush()
    if solver:
        by_level = {}
        for r in everything:
            by_level.setdefault(r["level"], Counter())[r["tatham"]] += 1
        print("\nTatham's verdict per level of ours: " + "; ".join(
            f"{level}: " + " ".join(f"{k} {v}" for k, v in sorted(by_level[level].items()))
            for level in scale.LEVELS if level in by_level))
        print(f"inversions (a puzzle he cannot finish graded below one he finishes): {inversions(everything)} "
              f"of {len(everything)} puzzles")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
