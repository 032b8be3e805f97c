"""Generated nonograms inside the published spread, graded as effort goes, at Tatham's cost
(issues 41 and 36): the tables of benchmarks/GENERATORS.md and generators-nonogram.md.

    python benchmarks/nonogram_levels_spread.py [--seeds 30] [--sizes 7 10 12 15 20 25]
        [--tatham 200] [--expert-seeds 6] [--taai 30] [--skip-published]

Per size: Simon Tatham's Pattern generator (/work/anchors/patterngen: ``--tatham`` puzzles,
his own CPU seconds a puzzle) beside ours at the default (no level asked) and every level we
offer there (seeds 0..N-1; expert ``--expert-seeds``), as

- clue numbers per line: mean, 10th-90th percentile, and the two-sample Kolmogorov-Smirnov
  p-value against Tatham's at the size;
- black share: mean, spread, KS p-value against the nonogram-db's hand-made pictures
  (Tatham fills half the cells at random: his is no target for drawn pictures);
- our level recomputed by difficulty.py (met), the CPU a puzzle (median, max/median: the
  bounded-cost figure) and the ratio of medians to Tatham's.

Then the grades against an independent effort: CP-SAT conflicts (one worker, the plain
automaton model of cpsat.build_model, one solve plus the proof that no second solution
exists) and the probes of a plain probing-and-backtracking solver (fastprobe.search), with
Spearman's rank correlation of level and effort, on ours and on the published sets
(nonogram-db, Tatham's Pattern 20x20 and 25x25 from ../shared/data, taai2011's first
``--taai``). Everything is CPU time (time.process_time), in one process, one run.
"""

from __future__ import annotations

import argparse
import math
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ortools.sat.python import cp_model

from solvers import scale
from solvers.events import Cancel, SolveOptions, run
from solvers.nonogram import fastprobe, formats, probe
from solvers.nonogram.cpsat import build_model
from solvers.nonogram.difficulty import difficulty
from solvers.nonogram.formats import sgt
from solvers.nonogram.generator import generate, offered_levels

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "nonogram"
PATTERNGEN = Path("/work/anchors/patterngen")


# -- figures and statistics -------------------------------------------------------------------

def clue_numbers(puzzle) -> float:
    return sum(len(c) for c in puzzle.rows + puzzle.cols) / (puzzle.height + puzzle.width)


def black_share(puzzle) -> float:
    return sum(sum(c) for c in puzzle.rows) / (puzzle.height * puzzle.width)


def ks_p(a, b) -> float:
    """Two-sample Kolmogorov-Smirnov p-value (asymptotic, with Stephens' small-sample
    correction, as Numerical Recipes' kstwo; scipy is not a dependency)."""
    a, b = np.sort(np.asarray(a, float)), np.sort(np.asarray(b, float))
    values = np.concatenate((a, b))
    d = float(np.max(np.abs(np.searchsorted(a, values, "right") / len(a) - np.searchsorted(b, values, "right") / len(b))))
    en = math.sqrt(len(a) * len(b) / (len(a) + len(b)))
    lam = (en + 0.12 + 0.11 / en) * d
    if lam < 1e-3:
        return 1.0
    total = sum(2 * (-1) ** (k - 1) * math.exp(-2 * k * k * lam * lam) for k in range(1, 101))
    return min(1.0, max(0.0, total))


def ranks(values) -> np.ndarray:
    """Average ranks (ties share their mean rank)."""
    values = np.asarray(values, float)
    order = np.argsort(values, kind="stable")
    out = np.empty(len(values))
    i = 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[order[j + 1]] == values[order[i]]:
            j += 1
        out[order[i:j + 1]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(x, y) -> float:
    rx, ry = ranks(x), ranks(y)
    if rx.std() == 0 or ry.std() == 0:
        return float("nan")
    return float(np.corrcoef(rx, ry)[0, 1])


def spread(values) -> str:
    p10, p90 = np.percentile(values, [10, 90])
    return f"{statistics.mean(values):.2f} ({p10:.2f}-{p90:.2f})"


# -- published sets ---------------------------------------------------------------------------

def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def tatham(size: int, count: int) -> tuple[list, float]:
    """His puzzles and his CPU seconds a puzzle: the whole process's CPU (getrusage of the
    child; his own per-puzzle figure has 4 decimals, too coarse below 15x15), less that of a
    run of one puzzle (the process start), over the other puzzles."""
    def made(n: int) -> tuple[str, float]:
        before = _children_cpu()
        out = subprocess.run([str(PATTERNGEN), f"{size}x{size}", str(n), "1"], capture_output=True, text=True,
                             check=True).stdout
        return out, _children_cpu() - before

    _, one = made(1)
    out, many = made(count)
    puzzles = [sgt.read(line.split("\t")[0]) for line in out.splitlines()]
    return puzzles, max(many - one, 1e-6) / (count - 1)


def nonogram_db() -> list:
    return [formats.read_file(path) for path in sorted((DATA / "nonogram-db" / "db").rglob("*.non"))]


# -- effort -----------------------------------------------------------------------------------

def cpsat_conflicts(puzzle) -> int:
    """Conflicts of CP-SAT (one worker, presolve off: with it, its presolve's probing settles
    every puzzle probing settles with no conflict) on the plain automaton model, to solve it
    and to prove no second solution (the found one excluded)."""
    model, cells = build_model(puzzle)
    flat = [v for row in cells for v in row]
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.cp_model_presolve = False
    solver.parameters.max_time_in_seconds = 60
    conflicts = 0
    if solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        conflicts += solver.num_conflicts
        model.add_bool_or([v.Not() if solver.value(v) else v for v in flat])
        solver.solve(model)
    return conflicts + solver.num_conflicts


def probes(puzzle) -> int:
    """Probes and branches of plain probing with backtracking to two solutions or the proof."""
    options = SolveOptions(max_solutions=2)
    done = run(fastprobe.search(puzzle, options, Cancel()) if fastprobe.usable(puzzle)
               else probe.solve(puzzle, options, Cancel()))
    return done.stats["probes"] + done.stats["branches"]


def level_or_beyond(puzzle) -> tuple[str, bool | None]:
    report = difficulty(puzzle, timeout=10)
    return report.get("level") or "ungraded", report.get("unique")


# -- the run ----------------------------------------------------------------------------------

def ours(size: int, wanted: str | None, seeds: int) -> tuple[list, list[float]]:
    generate(size, size, seed=10_000, difficulty=wanted)  # numba's cached functions loaded
    puzzles, seconds = [], []
    for seed in range(seeds):
        started = time.process_time()
        puzzle, _ = generate(size, size, seed=seed, difficulty=wanted)
        seconds.append(time.process_time() - started)
        puzzles.append(puzzle)
    return puzzles, seconds


def effort_rows(name: str, puzzles: list, levels: list[str]) -> tuple[str, list]:
    conflicts = [cpsat_conflicts(p) for p in puzzles]
    probed = [probes(p) for p in puzzles]
    rank = [scale.rank(level) for level in levels]
    cells = {}
    for level, c, p in zip(levels, conflicts, probed):
        cells.setdefault(level, []).append((c, p))
    mix = "; ".join(f"{level} {len(v)}: {statistics.median(c for c, _ in v):.0f} / {statistics.median(p for _, p in v):.0f}"
                    for level, v in sorted(cells.items(), key=lambda kv: scale.rank(kv[0])))
    return (f"| {name} | {len(puzzles)} | {mix} | {spearman(rank, conflicts):.2f} | {spearman(rank, probed):.2f} |",
            list(zip(rank, conflicts, probed)))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument("--expert-seeds", type=int, default=6)
    parser.add_argument("--sizes", type=int, nargs="+", default=[7, 10, 12, 15, 20, 25])
    parser.add_argument("--tatham", type=int, default=200, help="Tatham puzzles a size")
    parser.add_argument("--taai", type=int, default=30, help="taai2011 puzzles (25x25 random) for the effort table")
    parser.add_argument("--skip-published", action="store_true", help="no effort table of published sets")
    args = parser.parse_args()
    if not PATTERNGEN.exists():
        print(f"{PATTERNGEN} is missing: skipped")
        return 0
    db = nonogram_db()
    db_black = [black_share(p) for p in db]
    if db:
        print(f"nonogram-db: {len(db)} puzzles, black share {spread(db_black)}\n")
    print("| size | made by | level | puzzles | met | clue numbers a line (10th-90th) | KS p vs Tatham "
          "| black share (10th-90th) | KS p vs nonogram-db | CPU ms a puzzle, median | max / median | ours / Tatham |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    generated = {}
    for size in args.sizes:
        theirs, their_median = tatham(size, args.tatham)
        their_clues = [clue_numbers(p) for p in theirs]
        graded = [level_or_beyond(p)[0] for p in theirs[:60]]
        mix = ", ".join(f"{lv} {graded.count(lv)}" for lv in scale.LEVELS if graded.count(lv))
        print(f"| {size}x{size} | Tatham | ({mix} of 60) | {len(theirs)} | - | {spread(their_clues)} | - "
              f"| {spread([black_share(p) for p in theirs])} | - | {1000 * their_median:.3f} (mean) | - | 1 |", flush=True)
        for wanted in (None, *offered_levels(size, size)):
            count = args.expert_seeds if wanted == "expert" else args.seeds
            made, seconds = ours(size, wanted, count)
            levels = [level_or_beyond(p)[0] for p in made]
            generated[(size, wanted or "medium")] = (made, levels)
            clues = [clue_numbers(p) for p in made]
            black = [black_share(p) for p in made]
            median = statistics.median(seconds)
            met = sum(level == (wanted or "medium") for level in levels)
            print(f"| {size}x{size} | ours | {wanted or 'none asked'} | {len(made)} | {met}/{len(made)} "
                  f"| {spread(clues)} | {ks_p(clues, their_clues):.2f} | {spread(black)} "
                  f"| {ks_p(black, db_black) if db else float('nan'):.2f} | {1000 * median:.3f} "
                  f"| {max(seconds) / median:.1f} | {median / their_median:.1f} |", flush=True)
    print("\nEffort: medians a level of CP-SAT conflicts / plain probes; Spearman of level and each.\n")
    print("| set | puzzles | level: conflicts / probes (medians) | Spearman, conflicts | Spearman, probes |")
    print("| --- | --- | --- | --- | --- |")
    for size in args.sizes:
        made, levels = [], []
        for (at, _), (puzzles, graded) in generated.items():
            if at == size:
                made += puzzles
                levels += graded
        print(effort_rows(f"ours {size}x{size}, every level", made, levels)[0], flush=True)
    if args.skip_published:
        return 0
    published = {"nonogram-db": db}
    for size in (20, 25):
        path = DATA / "sgt-pattern" / f"pattern-{size}x{size}.txt"
        if path.exists():
            published[f"Tatham Pattern {size}x{size}"] = formats.read_sgt_lines(path.read_text())
    path = DATA / "taai" / "question" / "taai2011.txt"
    if path.exists() and args.taai:
        published[f"taai2011 first {args.taai} (25x25)"] = [p for _, p in formats.read_taai_batch(path.read_text())][
            :args.taai]
    pooled = []
    for name, puzzles in published.items():
        graded = [level_or_beyond(p) for p in puzzles]
        kept = [(p, lv) for p, (lv, unique) in zip(puzzles, graded) if unique is not False and lv != "ungraded"]
        row, points = effort_rows(f"{name} (unique, graded: {len(kept)} of {len(puzzles)})", [p for p, _ in kept],
                                  [lv for _, lv in kept])
        pooled += points if "25x25" in name else []
        print(row, flush=True)
    if pooled:
        rank, conflicts, probed = zip(*pooled)
        print(f"| published 25x25 pooled (Tatham + taai2011) | {len(pooled)} | | {spearman(rank, conflicts):.2f} "
              f"| {spearman(rank, probed):.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
