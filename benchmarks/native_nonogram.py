"""Our nonogram solver beside pbnsolve 1.10 (Jan Wolter's native C solver), CPU time, one run.

    .venv/bin/python benchmarks/native_nonogram.py [--all] [--hard] [--step 10] [--method auto]
    .venv/bin/python benchmarks/native_nonogram.py --all --hard --finishers   # no pbnsolve: which finisher
    .venv/bin/python benchmarks/native_nonogram.py --long 6 --only long --before /tmp/main-tree

Each puzzle is solved by us in this process (method ``auto`` by default, asking for two
solutions, i.e. with the uniqueness proof; the line solver's memo cleared first, so every
puzzle starts cold as pbnsolve does), then at once by pbnsolve as a process
(``pbnsolve -b -u -t``: brief, uniqueness, timing). Interleaved so that a busy machine slows
both alike. Times are CPU seconds: ours ``time.process_time()`` (every thread of this
process, so a racing SAT thread counts), pbnsolve's ``getrusage(RUSAGE_CHILDREN)`` for its
whole process (start-up included, nothing subtracted) and, beside it, the processing time
pbnsolve reports itself. Both verdicts (unique / multiple) are compared; a disagreement is
printed and counted.

Sets: taai2011 #1-300 (every ``--step``-th, default 10; ``--all`` for all 300), the 40
Tatham Pattern puzzles and nonogram-db (39); ``--hard`` adds taai2011 #301-1000 (every
``--hard-step``-th, default 35); ``--long N`` adds the puzzles with lines over 60 cells
(the published ones from nonogram-db and the survey sample, and N random grids of 61-100
cells a side that probing settles), ``--random N`` random 50x50 and 75x75 grids. With
``--before TREE``, the same puzzles are also solved by an older checkout's ``auto``, in one
worker process of that tree (warmed up as this one is), interleaved. Data from ../shared/data beside the repository; pbnsolve from
../anchors (built by ../shared/anchors/build.sh; its code is not part of the project). A
missing set or a missing pbnsolve is said and skipped.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DATA = ROOT.parent / "shared" / "data" / "nonogram"
PBNSOLVE = ROOT.parent / "anchors" / "pbnsolve"
PBN_TIMEOUT = 120  # seconds of wall clock for one pbnsolve run (a stuck run is a failure)
RANDOM_LIMIT = 20  # seconds for each side on a random grid (the "decided within 20 s")
LIMITED = ("random", "long:")  # the labels of the puzzles that get RANDOM_LIMIT (some are undecided for hours)
LONG = 60  # --long: lines longer than this (kernel.py's word; kernel_wide above it)
SMALL_SIDE = 15  # --processes: the puzzles up to this many cells a side


@dataclass
class Row:
    """The measurements of one set."""

    ours: list[float] = field(default_factory=list)
    native: list[float] = field(default_factory=list)  # pbnsolve's process CPU
    reported: list[float] = field(default_factory=list)  # pbnsolve's own processing time
    disagreements: list[str] = field(default_factory=list)
    native_unanswered: list[str] = field(default_factory=list)  # pbnsolve's timeouts
    ours_undecided: list[str] = field(default_factory=list)  # ours stopped by the limit
    before: list[float] = field(default_factory=list)  # --before: the older tree's CPU
    before_undecided: list[str] = field(default_factory=list)
    each: list[str] = field(default_factory=list)  # --each: one line a puzzle


def our_process(path: Path, tree: Path) -> tuple[float, bool | None]:
    """The command line of ``tree`` as a user runs it, ``solve --unique --json FILE``, in a
    fresh process: its CPU seconds (start-up included) and its verdict."""
    import json

    before = children_cpu()
    run = subprocess.run([sys.executable, "-m", "solvers.cli", "solve", "--unique", "--json", str(path)],
                         capture_output=True, text=True, timeout=PBN_TIMEOUT, check=False, cwd=tree,
                         env={**os.environ, "PYTHONPATH": str(tree)})
    cpu = children_cpu() - before
    try:
        return cpu, json.loads(run.stdout).get("unique")
    except ValueError:
        return cpu, None


def load_sets(args: argparse.Namespace) -> dict[str, list[tuple[str, object]]]:
    from solvers.nonogram import formats

    sets: dict[str, list[tuple[str, object]]] = {}
    taai = DATA / "taai" / "question" / "taai2011.txt"
    if taai.is_file():
        batch = formats.read_taai_batch(taai.read_text())
        easy = batch[:300][::1 if args.all else args.step]
        sets["taai2011 #1-300" + ("" if args.all else f" (every {args.step}th)")] = [
            (f"taai2011#{n}", p) for n, p in easy]
        if args.hard:
            hard = batch[300:][::args.hard_step]
            sets[f"taai2011 #301-1000 (every {args.hard_step}th)"] = [(f"taai2011#{n}", p) for n, p in hard]
    else:
        print(f"note: {taai} not found; taai skipped")
    pattern = sorted((DATA / "sgt-pattern").glob("pattern-*.txt"))
    if pattern:
        sets["Tatham Pattern 20x20, 25x25"] = [
            (f"{path.stem}#{i}", p) for path in pattern
            for i, p in enumerate(formats.read_sgt_lines(path.read_text()), 1)]
    else:
        print("note: Tatham Pattern puzzles not found; skipped")
    db = DATA / "nonogram-db" / "db"
    if db.is_dir():
        sets["nonogram-db"] = [(str(path.relative_to(db)), formats.read_file(path))
                               for path in sorted(db.rglob("*.non"))]
    else:
        print(f"note: {db} not found; nonogram-db skipped")
    if args.long:
        sets.update(long_sets(args.long))
    if args.random:
        import numpy as np

        from solvers.nonogram.derive import clues_from_picture

        for side in (50, 75):
            sets[f"random {side}x{side}, half black ({args.random} seeds)"] = [
                (f"random{side}#{seed}", clues_from_picture(
                    (np.random.default_rng(seed).random((side, side)) < 0.5).astype(np.int8)))
                for seed in range(args.random)]
    return sets


def long_sets(seeds: int) -> dict[str, list[tuple[str, object]]]:
    """--long: the published puzzles with a line over LONG cells (nonogram-db, the survey
    sample), and ``seeds`` random grids of 61-100 cells a side, 60-70 % black (probing
    settles most: at half black neither we nor pbnsolve decide a 75x75 in 20 s)."""
    import numpy as np

    from solvers.nonogram import formats
    from solvers.nonogram.derive import clues_from_picture

    published = []
    for folder in (DATA / "nonogram-db" / "db", DATA / "survey"):
        for path in sorted(folder.rglob("*")):
            if path.suffix in (".non", ".nin"):
                puzzle = formats.read_file(path)
                if max(puzzle.height, puzzle.width) > LONG:
                    published.append((f"long:{path.stem} {puzzle.height}x{puzzle.width}", puzzle))
    randoms = []
    for seed in range(seeds):
        rng = np.random.default_rng(1000 + seed)
        h, w = (int(side) for side in rng.integers(61, 101, 2))
        density = (0.6, 0.65, 0.7)[seed % 3]
        randoms.append((f"random {h}x{w} {density}#{seed}",
                        clues_from_picture((rng.random((h, w)) < density).astype(np.int8))))
    return {"lines over 60, published": published,
            f"random 61-100 a side, 60-70 % black ({seeds} seeds)": randoms}


# --before: a worker in the older tree, warmed up as this process is, then one puzzle file a
# line on its stdin; it answers "CPU seconds, verdict" for each.
BEFORE_WORKER = """
import sys, time
import numpy as np
from solvers.nonogram import formats, kernel, solve
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.linesolve import overlap_line, simple_line, solve_line
from solvers.nonogram.model import Nonogram
warm = Nonogram(((1,), (1,)), ((1,), (1,)))
bigger = clues_from_picture((np.random.default_rng(0).random((20, 20)) < 0.5).astype(np.int8))
wide = clues_from_picture((np.random.default_rng(0).random((20, 70)) < 0.6).astype(np.int8))
for method in ("auto", "cpsat", "sat"):
    for puzzle in (warm, bigger, wide):
        solve(puzzle, method=method, max_solutions=2)
print("ready", flush=True)
for line in sys.stdin:
    path, limit = line.split("\t")
    for memo in (solve_line, overlap_line, simple_line):
        memo.cache_clear()
    puzzle = formats.read_file(path)
    start = time.process_time()
    done = solve(puzzle, method="auto", max_solutions=2, timeout=float(limit) if limit.strip() else None)
    print(time.process_time() - start, done.unique, flush=True)
"""


class Before:
    """The older tree's ``auto``, in a worker process (see BEFORE_WORKER)."""

    def __init__(self, tree: Path) -> None:
        self.worker = subprocess.Popen([sys.executable, "-c", BEFORE_WORKER], stdin=subprocess.PIPE,
                                       stdout=subprocess.PIPE, text=True, cwd=tree,
                                       env={**os.environ, "PYTHONPATH": str(tree)})
        assert self.worker.stdout is not None and self.worker.stdout.readline().strip() == "ready"

    def solve(self, path: Path, limit: float | None) -> tuple[float, bool | None]:
        assert self.worker.stdin is not None and self.worker.stdout is not None
        self.worker.stdin.write(f"{path}\t{'' if limit is None else limit}\n")
        self.worker.stdin.flush()
        seconds, unique = self.worker.stdout.readline().split()
        return float(seconds), {"True": True, "False": False}.get(unique)

    def close(self) -> None:
        assert self.worker.stdin is not None
        self.worker.stdin.close()
        self.worker.wait()


def ours(puzzle: object, method: str, limit: float | None = None) -> tuple[float, bool | None]:
    """CPU seconds of our solve with its uniqueness proof, and its uniqueness verdict (None:
    not decided within ``limit`` seconds)."""
    from solvers.nonogram import solve
    from solvers.nonogram.linesolve import overlap_line, simple_line, solve_line

    for memo in (solve_line, overlap_line, simple_line):
        memo.cache_clear()
    start = time.process_time()
    done = solve(puzzle, method=method, max_solutions=2, timeout=limit)
    return time.process_time() - start, done.unique


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def pbnsolve(path: Path, limit: float = PBN_TIMEOUT) -> tuple[float, float | None, bool | None]:
    """pbnsolve's process CPU seconds, its reported processing time and its verdict (None:
    none within ``limit`` seconds of wall clock)."""
    before = children_cpu()
    try:
        run = subprocess.run([str(PBNSOLVE), "-b", "-u", "-t", str(path)], capture_output=True,
                             text=True, timeout=limit, check=False)
        output = run.stdout
    except subprocess.TimeoutExpired:
        output = ""
    cpu = children_cpu() - before
    reported = re.search(r"Processing Time:\s*([0-9.]+)", output)
    words = {word for line in output.splitlines() for word in line.split()}
    verdict = True if "unique" in words else False if "multiple" in words else None
    return cpu, float(reported.group(1)) if reported else None, verdict


def run_set(name: str, puzzles: list[tuple[str, object]], method: str, folder: Path,
            processes: Path | None = None, pbn_timeout: float = PBN_TIMEOUT, before: Before | None = None) -> Row:
    """Ours and pbnsolve, puzzle by puzzle; ``processes``: ours as the command line of that
    tree in a fresh process instead of in this one; ``before``: an older tree's too. Random
    grids and the long published ones get RANDOM_LIMIT seconds on each side."""
    from solvers.nonogram import formats
    from solvers.nonogram.model import Nonogram

    row = Row()
    for number, (label, puzzle) in enumerate(puzzles, 1):
        path = folder / f"{re.sub(r'[^A-Za-z0-9]+', '_', label)}.non"
        # The clues alone: pbnsolve must not see a goal picture.
        path.write_text(formats.write(Nonogram(puzzle.rows, puzzle.cols), "non"))
        limit = RANDOM_LIMIT if label.startswith(LIMITED) else None
        if processes:
            seconds, unique = our_process(path, processes)
        else:
            seconds, unique = ours(puzzle, method, limit)
        if before is not None:
            old_seconds, old_unique = before.solve(path, limit)
            row.before.append(old_seconds)
            if old_unique is None:
                row.before_undecided.append(label)
            elif unique is not None and old_unique is not unique:
                row.disagreements.append(f"{label}: ours {unique}, before {old_unique}")
        native, reported, verdict = pbnsolve(path, limit or pbn_timeout)
        if unique is None:
            row.ours_undecided.append(label)
        row.ours.append(seconds)
        row.native.append(native)
        if reported is not None:
            row.reported.append(reported)
        row.each.append(f"{label}: " + (f"before {row.before[-1]:.3f} s, " if before is not None else "")
                        + f"ours {seconds:.3f} s ({unique}), pbnsolve {native:.3f} s ({verdict})")
        if verdict is None:
            row.native_unanswered.append(f"{label} (ours: {'unique' if unique else 'multiple' if unique is False else None})")
        elif unique is not None and unique is not verdict:
            row.disagreements.append(f"{label}: ours {unique}, pbnsolve {verdict}")
        if sys.stderr.isatty():
            print(f"\r{name}: {number}/{len(puzzles)} {label:30}", end="", file=sys.stderr, flush=True)
    if sys.stderr.isatty():
        print("\r" + " " * 70 + "\r", end="", file=sys.stderr)
    return row


def ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}x" if b > 0 else "-"


def table(rows: dict[str, Row]) -> str:
    if any(row.before for row in rows.values()):
        return before_table(rows)
    lines = ["| set | puzzles | ours median | pbnsolve median (process / own) | median ratio "
             "| ours total | pbnsolve total (process / own) | total ratio | per-puzzle ratio, median |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name, row in rows.items():
        own_median = f"{statistics.median(row.reported) * 1000:.1f}" if row.reported else "-"
        own_total = f"{sum(row.reported):.3f}" if row.reported else "-"
        per_puzzle = statistics.median(o / n for o, n in zip(row.ours, row.native) if n > 0)
        lines.append(
            f"| {name} | {len(row.ours)} | {statistics.median(row.ours) * 1000:.1f} ms "
            f"| {statistics.median(row.native) * 1000:.1f} / {own_median} ms "
            f"| {ratio(statistics.median(row.ours), statistics.median(row.native))} "
            f"| {sum(row.ours):.3f} s | {sum(row.native):.3f} / {own_total} s "
            f"| {ratio(sum(row.ours), sum(row.native))} | {per_puzzle:.2f}x |")
    return "\n".join(lines)


def before_table(rows: dict[str, Row]) -> str:
    """--before: the older tree, ours and pbnsolve (process CPU) side by side."""
    lines = ["| set | puzzles | before median | ours median | pbnsolve median | before total | ours total "
             "| pbnsolve total | ours / before (total) | ours / pbnsolve (total) | decided: before / ours / pbnsolve |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name, row in rows.items():
        count = len(row.ours)
        lines.append(
            f"| {name} | {count} | {statistics.median(row.before) * 1000:.1f} ms | {statistics.median(row.ours) * 1000:.1f} ms "
            f"| {statistics.median(row.native) * 1000:.1f} ms | {sum(row.before):.3f} s | {sum(row.ours):.3f} s "
            f"| {sum(row.native):.3f} s | {ratio(sum(row.ours), sum(row.before))} | {ratio(sum(row.ours), sum(row.native))} "
            f"| {count - len(row.before_undecided)} / {count - len(row.ours_undecided)} / "
            f"{count - len(row.native_unanswered)} |")
    return "\n".join(lines)


def measure_start_up() -> None:
    """The first compiled solve in a fresh process: numba's import and loading (or, with an
    empty cache, compiling) the kernel, imported here at once (a command line call would
    probe in Python first, auto.PYTHON_FIRST_PROBES). Printed, not part of the table."""
    code = ("import time, numpy as np; start = time.process_time(); "
            "from solvers.nonogram import solve, kernel; from solvers.nonogram.derive import clues_from_picture; "
            "p = clues_from_picture((np.random.default_rng(0).random((20, 20)) < 0.5).astype(np.int8)); "
            "solve(p, 'auto', max_solutions=2); first = time.process_time() - start; "
            "start = time.process_time(); solve(p, 'auto', max_solutions=2); "
            "print(f'{first:.3f} {time.process_time() - start:.4f}')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False,
                          cwd=ROOT, timeout=600)
    if done.returncode == 0:
        first, second = done.stdout.split()
        print(f"a fresh process's first 20x20 solve (numba import, kernel loaded from its cache): "
              f"{first} s CPU; the same solve again: {second} s")


def finishers_study(sets: dict[str, list[tuple[str, object]]]) -> None:
    """What finishes after probing spent its budget: CP-SAT alone, SAT alone or their race,
    CPU time, on the puzzles of ``sets`` that probing does not settle (auto.DEFAULT_FINISHERS)."""
    from solvers.nonogram import auto, solve

    variants = {"CP-SAT alone": ("cpsat",), "SAT alone": ("sat",), "the race of both": ("cpsat", "sat")}
    default = auto.DEFAULT_FINISHERS
    times: dict[str, list[float]] = {name: [] for name in variants}
    try:
        for puzzles in sets.values():
            for label, puzzle in puzzles:
                if solve(puzzle, "auto", max_solutions=2).stats.get("finisher") in (None, "probe"):
                    continue
                for name, finishers in variants.items():
                    auto.DEFAULT_FINISHERS = finishers
                    times[name].append(ours(puzzle, "auto")[0])
                print(f"  {label}: " + ", ".join(f"{name} {t[-1]:.3f} s" for name, t in times.items()))
    finally:
        auto.DEFAULT_FINISHERS = default
    print(f"| finisher after probing | median | total ({len(times['SAT alone'])} puzzles) |\n| --- | ---: | ---: |")
    for name, t in times.items():
        if t:
            print(f"| {name} | {statistics.median(t):.3f} s | {sum(t):.2f} s |")


def small_sets(sets: dict[str, list[tuple[str, object]]], side: int = SMALL_SIDE) -> dict[str, list[tuple[str, object]]]:
    """--processes: the puzzles of ``sets`` up to ``side`` cells a side, and random 10x10 and 15x15
    grids (half black, seeds 0-9): published small puzzles are few."""
    import numpy as np

    from solvers.nonogram.derive import clues_from_picture

    small = {f"{name}, up to {side}x{side}": [
        (label, p) for label, p in puzzles if max(p.height, p.width) <= side]
        for name, puzzles in sets.items() if not name.startswith("random")}
    for side in (10, 15):
        small[f"random {side}x{side}, half black (10 seeds)"] = [
            (f"small{side}#{seed}", clues_from_picture(
                (np.random.default_rng(seed).random((side, side)) < 0.5).astype(np.int8)))
            for seed in range(10)]
    return {name: puzzles for name, puzzles in small.items() if puzzles}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="all of taai2011 #1-300, not a sample")
    parser.add_argument("--step", type=int, default=10, help="every n-th of taai2011 #1-300 (default 10)")
    parser.add_argument("--hard", action="store_true", help="add a sample of taai2011 #301-1000")
    parser.add_argument("--hard-step", type=int, default=35, help="every n-th of #301-1000 (default 35)")
    parser.add_argument("--method", default="auto", help="our method (default auto)")
    parser.add_argument("--only", default="", help="run only the sets whose name contains this (or one of these, comma-separated)")
    parser.add_argument("--random", type=int, default=0, metavar="N",
                        help=f"add N random 50x50 and 75x75 grids (half black; {RANDOM_LIMIT} s each side)")
    parser.add_argument("--processes", action="store_true",
                        help=f"instead: whole processes (our command line) on the puzzles up to "
                             f"{SMALL_SIDE}x{SMALL_SIDE}, with random 10x10 and 15x15 grids")
    parser.add_argument("--pbn-timeout", type=float, default=PBN_TIMEOUT,
                        help=f"seconds of wall clock for one pbnsolve run (default {PBN_TIMEOUT})")
    parser.add_argument("--max-side", type=int, default=SMALL_SIDE,
                        help=f"with --processes: the published puzzles up to this size (default {SMALL_SIDE})")
    parser.add_argument("--cli-root", type=Path, default=ROOT,
                        help="with --processes: run the command line of this tree (an older checkout, to compare)")
    parser.add_argument("--finishers", action="store_true",
                        help="instead: CP-SAT, SAT and their race on the puzzles probing leaves")
    parser.add_argument("--long", type=int, default=0, metavar="N",
                        help=f"add the published puzzles with lines over {LONG} cells and N random grids of 61-100 "
                             f"a side, 60-70 %% black ({RANDOM_LIMIT} s each side)")
    parser.add_argument("--each", action="store_true", help="also print one line a puzzle (CPU seconds, verdicts)")
    parser.add_argument("--before", type=Path, default=None, metavar="TREE",
                        help="also solve every puzzle with the auto of this older checkout (in one worker process)")
    args = parser.parse_args()
    if not PBNSOLVE.is_file():
        print(f"note: {PBNSOLVE} not found (build it with ../shared/anchors/build.sh); nothing to compare")
        return 0
    sets = {name: puzzles for name, puzzles in load_sets(args).items()
            if any(part in name for part in args.only.split(","))}
    import numpy as np

    from solvers.nonogram import solve
    from solvers.nonogram.derive import clues_from_picture
    from solvers.nonogram.model import Nonogram

    # Imports and first calls are not timed: the finishers' modules and the compiled core
    # (numba, for grids over 15x15) load on first use. measure_start_up says what they cost.
    measure_start_up()
    # A long-lived process (the studio, this benchmark) has the compiled core loaded after its
    # first puzzle that needs it; loaded here at once, so every puzzle is measured alike.
    from solvers.nonogram import kernel  # noqa: F401

    warm = Nonogram(((1,), (1,)), ((1,), (1,)))  # two solutions: the finishers run
    bigger = clues_from_picture((np.random.default_rng(0).random((20, 20)) < 0.5).astype(np.int8))
    wide = clues_from_picture((np.random.default_rng(0).random((20, 70)) < 0.6).astype(np.int8))  # kernel_wide
    for method in {args.method, "cpsat", "sat"}:
        for puzzle in (warm, bigger, wide):
            solve(puzzle, method=method, max_solutions=2)
    if args.finishers:
        finishers_study(sets)
        return 0
    tree = args.cli_root.resolve() if args.processes else None
    if args.processes:
        sets = small_sets(sets, args.max_side)
    rows = {}
    before = Before(args.before.resolve()) if args.before else None
    with tempfile.TemporaryDirectory() as folder:
        for name, puzzles in sets.items():
            rows[name] = run_set(name, puzzles, args.method, Path(folder), tree, args.pbn_timeout, before)
    if before is not None:
        before.close()
    if args.processes:
        print(f"whole processes ({tree}): `solve --unique --json FILE` (method auto) beside pbnsolve -b -u; "
              "CPU time; ratio = ours / pbnsolve process")
    else:
        print(f"method {args.method}, uniqueness; CPU time; ratio = ours / pbnsolve process")
    print(table(rows))
    for name, row in rows.items():
        for line in row.each if args.each else ():
            print(f"  {line}")
        for line in row.disagreements:
            print(f"disagreement in {name}: {line}")
        if row.before_undecided:
            print(f"{name}: before undecided on {', '.join(row.before_undecided)}")
        if row.ours_undecided or name.startswith("random"):
            print(f"{name}: decided with uniqueness: ours {len(row.ours) - len(row.ours_undecided)}, "
                  f"pbnsolve {len(row.ours) - len(row.native_unanswered)} of {len(row.ours)}"
                  + (f"; ours undecided on {', '.join(row.ours_undecided)}" if row.ours_undecided else ""))
        if row.native_unanswered:
            limit = RANDOM_LIMIT if name.startswith(("random", "lines over")) and not args.processes else args.pbn_timeout
            print(f"{name}: pbnsolve gave no verdict within {limit} s on {', '.join(row.native_unanswered)}; "
                  "its CPU until it was stopped counts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
