"""Numberlink inside janko's published spread (issue 41): per size, our puzzles' figures
(pairs, crowded ends, plain paths, mean path length) beside janko's 10th-90th percentile
spread, with a two-sample Kolmogorov-Smirnov test per figure; and whether our grades follow
an independent measure of effort (a plain CP-SAT model's conflicts with one worker and a
fixed seed), as Spearman's rank correlation, on janko's puzzles and on ours; CPU seconds a
puzzle per size and level.

    .venv/bin/python benchmarks/numberlink_spread.py [--sizes 10,15,20] [--seeds 0-9]
        [--levels default,easy,medium,hard] [--janko-every 1] [--cache /tmp/nl_janko.json]

janko's figures and grades come from ../shared/data/numberlink/janko (absent: the janko
columns say "-"). ``--cache`` keeps janko's grades and efforts between runs (they depend on
the grading code: delete the file after changing levels.py). Each puzzle prints a JSON line
on stderr as it is made.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from numberlink_bench import janko_square_fill  # noqa: E402

from solvers import scale  # noqa: E402
from solvers.numberlink import levels  # noqa: E402
from solvers.numberlink.quality import crowded_ends, turns  # noqa: E402

FIGURES = ("pairs", "crowded", "plain", "length")
EFFORT_SEED = 1  # CP-SAT's random_seed for the effort measure


def figures(puzzle, paths) -> dict:
    """The four figures of one puzzle, counted from the puzzle and its solution's paths."""
    return {"pairs": puzzle.pairs, "crowded": crowded_ends(puzzle) / (2 * puzzle.pairs),
            "plain": sum(1 for p in paths if turns(p) <= 1) / len(paths),
            "length": statistics.mean(len(p) for p in paths)}


EFFORT_CAP = 100_000  # conflicts of one solve at most (a count: the same on any machine)


def effort(puzzle) -> int:
    """CP-SAT conflicts of a plain fill model (cpsat.CircuitModel without its pruning; none
    of our deduction), one worker, a fixed seed: to the first solution and the proof that
    there is no second (each solve capped at EFFORT_CAP conflicts: some janko 15x15s took
    minutes). The pruned model's presolve settles every janko 10x10 with 0 conflicts, so it
    cannot rank them."""
    from ortools.sat.python import cp_model

    from solvers.numberlink.cpsat import CircuitModel

    m = CircuitModel(puzzle, "fill", None, False)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = EFFORT_SEED
    solver.parameters.max_number_of_conflicts = EFFORT_CAP
    conflicts = 0
    for _ in range(2):
        status = solver.solve(m.model)
        conflicts += solver.num_conflicts
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        m.exclude(solver)
    return conflicts


def percentile(values, q: float) -> float:
    """The q-quantile (0..1) by linear interpolation, as numpy's default."""
    xs = sorted(values)
    pos = q * (len(xs) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def ks_2samp(a, b) -> tuple[float, float]:
    """(D, p): the two-sample Kolmogorov-Smirnov statistic and its asymptotic p-value (the
    Kolmogorov distribution with Stephens' small-sample correction)."""
    xs, ys = sorted(a), sorted(b)
    n, m = len(xs), len(ys)
    d = 0.0
    i = j = 0
    for v in sorted(set(xs) | set(ys)):
        while i < n and xs[i] <= v:
            i += 1
        while j < m and ys[j] <= v:
            j += 1
        d = max(d, abs(i / n - j / m))
    en = math.sqrt(n * m / (n + m))
    lam = (en + 0.12 + 0.11 / en) * d
    if lam < 1e-3:
        return d, 1.0
    p = 2 * sum((-1) ** (k - 1) * math.exp(-2 * k * k * lam * lam) for k in range(1, 101))
    return d, min(1.0, max(0.0, p))


def ranks(values) -> list[float]:
    """Ranks from 1, ties sharing their mean rank."""
    order = sorted(range(len(values)), key=lambda k: values[k])
    out = [0.0] * len(values)
    k = 0
    while k < len(order):
        top = k
        while top + 1 < len(order) and values[order[top + 1]] == values[order[k]]:
            top += 1
        for t in range(k, top + 1):
            out[order[t]] = (k + top) / 2 + 1
        k = top + 1
    return out


def spearman(x, y) -> float:
    """Spearman's rank correlation (Pearson's on the ranks; ties share ranks)."""
    rx, ry = ranks(x), ranks(y)
    mx, my = statistics.mean(rx), statistics.mean(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sx = math.sqrt(sum((a - mx) ** 2 for a in rx))
    sy = math.sqrt(sum((b - my) ** 2 for b in ry))
    return sxy / (sx * sy) if sx and sy else float("nan")


def janko_rows(sizes, every: int, cache: Path | None, cached_only: bool = False) -> dict:
    """{size: [row]}: janko's square fill puzzles of these sizes (every ``every``-th for the
    grade and effort), each {figures..., level, effort}."""
    stored = json.loads(cache.read_text()) if cache is not None and cache.exists() else {}
    rows: dict = {}
    for name, puzzle, paths, picked in janko_square_fill(sizes, every):
        size = puzzle.width
        row = figures(puzzle, paths)
        if picked:
            key = str(name)
            if key not in stored and not cached_only:
                started = time.process_time()
                graded = levels.grade(puzzle)
                stored[key] = {"level": graded["level"], "grade": graded, "effort": effort(puzzle)}
                stored[key]["cpu"] = round(time.process_time() - started, 2)
                print(json.dumps({"janko": key, "size": size, **stored[key]}), file=sys.stderr, flush=True)
                if cache is not None:
                    cache.write_text(json.dumps(stored))
            if key not in stored:
                rows.setdefault(size, []).append(row)
                continue
            row.update(stored[key])
            graded = stored[key]["grade"]  # graded again: the cache may predate the thresholds
            row["level"] = levels.level_of(graded["finished"], graded["techniques"], graded["deep_trials"])
        rows.setdefault(size, []).append(row)
    return rows


def ours(size: int, seed: int, level: str | None) -> dict:
    """One generated puzzle's figures, grade, effort and CPU seconds (generation and proof,
    with the grade the generator attaches)."""
    from solvers.numberlink.generator import generate

    started = time.process_time()
    puzzle, report = generate(size, size, seed, difficulty=level)
    cpu = time.process_time() - started
    row = figures(puzzle, puzzle.solution)
    row.update(level=report["quality"]["level"], effort=effort(puzzle), cpu=round(cpu, 2), seed=seed,
               asked=level or "default", met=report.get("difficulty_met"))
    print(json.dumps({"size": size, **row}), file=sys.stderr, flush=True)
    return row


def spread(values) -> str:
    return f"{percentile(values, 0.1):.2f}-{percentile(values, 0.9):.2f}" if values else "-"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,15,20")
    parser.add_argument("--seeds", default="0-9")
    parser.add_argument("--levels", default="default")
    parser.add_argument("--janko-every", type=int, default=1)
    parser.add_argument("--cache", type=Path, default=None)
    parser.add_argument("--cached-only", action="store_true", help="janko: grade none, use the cache's")
    parser.add_argument("--rows", type=Path, default=None, help="our puzzles' rows: added to this file")
    parser.add_argument("--from-rows", action="store_true", help="make nothing: the tables of --rows")
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    asked = [None if name == "default" else name for name in args.levels.split(",")]
    janko = janko_rows(set(sizes), args.janko_every, args.cache, args.cached_only)
    saved = json.loads(args.rows.read_text()) if args.rows is not None and args.rows.exists() else []
    if not args.from_rows:
        for size in sizes:
            for level in asked:
                if level is None or level in levels.offered(size, size):
                    for seed in seeds:
                        saved.append(dict(ours(size, seed, level), size=size))
                        if args.rows is not None:
                            args.rows.write_text(json.dumps(saved))
    made: dict = {}
    for row in saved:
        if row["size"] in sizes:
            made.setdefault((row["size"], row["asked"]), []).append(row)
    print("| size | asked | puzzles | " + " | ".join(f"{f} ours | {f} janko 10-90 % | {f} KS p" for f in FIGURES)
          + " | inside (of 4) |")
    print("| --- " * (4 + 3 * len(FIGURES)) + "|")
    for (size, level), rows in made.items():
        theirs = janko.get(size, [])
        cells, inside = [], 0
        for f in FIGURES:
            mine = [r[f] for r in rows]
            base = [r[f] for r in theirs]
            mean = statistics.mean(mine)
            p = ks_2samp(mine, base)[1] if base else float("nan")
            if base and percentile(base, 0.1) <= mean <= percentile(base, 0.9):
                inside += 1
            cells += [f"{mean:.2f}", spread(base), f"{p:.2f}"]
        print(f"| {size}x{size} | {level} | {len(rows)} | " + " | ".join(cells) + f" | {inside} |")
    print()
    print("| set | puzzles | " + " | ".join(scale.LEVELS) + " | Spearman (level, effort) |")
    print("| --- " * (3 + len(scale.LEVELS)) + "|")
    sets = [(f"janko {s}x{s}", [r for r in janko.get(s, []) if "effort" in r]) for s in sizes]
    sets.append(("janko all sizes", [r for _, rs in sets for r in rs]))
    ours_sets = [(f"ours {s}x{s}", [r for (size, _), rs in made.items() if size == s for r in rs]) for s in sizes]
    sets += ours_sets + [("ours all sizes", [r for _, rs in ours_sets for r in rs])]
    for name, rows in sets:
        if not rows:
            continue
        counts = [sum(1 for r in rows if r["level"] == lv) for lv in scale.LEVELS]
        efforts = {lv: [r["effort"] for r in rows if r["level"] == lv] for lv in scale.LEVELS}
        cells = [f"{c} ({statistics.median(efforts[lv]):.0f})" if c else "0" for c, lv in zip(counts, scale.LEVELS)]
        rho = spearman([scale.rank(r["level"]) for r in rows], [r["effort"] for r in rows])
        print(f"| {name} | {len(rows)} | " + " | ".join(cells) + f" | {rho:.2f} |")
    print()
    print("| size | asked | CPU s median | CPU s max | max / median | levels |")
    print("| --- | --- | --- | --- | --- | --- |")
    for (size, level), rows in made.items():
        cpus = [r["cpu"] for r in rows]
        med = statistics.median(cpus)
        got = ", ".join(f"{lv} {sum(1 for r in rows if r['level'] == lv)}" for lv in scale.LEVELS
                        if any(r["level"] == lv for r in rows))
        print(f"| {size}x{size} | {level} | {med:.2f} | {max(cpus):.2f} | "
              f"{max(cpus) / med if med else 0:.1f} | {got} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
