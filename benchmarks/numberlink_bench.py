"""Numberlink benchmark: our methods (sat, cpsat) and the peers on the same puzzles in one run (one process,
peers interleaved puzzle by puzzle so machine load hits everyone alike), answers checked by the
rules check (and against the published solution where the data has one), markdown tables.

    /work/venv/bin/python benchmarks/numberlink_bench.py [--sets janko,collections,flow,adc]
        [--max-size N] [--every K] [--timeout 60] [--workers 2] [--compare-workers 1,2,8]
        [--methods sat,cpsat,sat/cpsat]
        [--nikoli] [--generate-budget 0] [--csv FILE]

Sets (from ../shared/data/numberlink; never copied into the repo; a missing set is skipped):
``janko`` (janko/janko_arukone.jsonl: 580 published Arukone puzzles with solutions, rules
``fill``; the puzzles whose published solution leaves cells empty run under ``nikoli``),
``collections`` (collections/*.txt: janko.txt's 270, inputs1/4/9/10 up to 80x30 and 50x50,
rules ``fill``), ``flow`` (29 Flow Free puzzles, ``fill``), ``adc`` (the contest's 2-D
questions, 40x40 and 50x50, rules ``nikoli``: the contest does not ask for every cell).
Peers: multi-puzzle-solver's ``connect_the_dots`` (CP-SAT, one boolean per cell and colour,
every cell coloured, a coloured cell has exactly two neighbours of its colour, connectivity per
colour; so it solves "fill and no path touches itself"); its own solve enumerates every
solution, so here its model is solved once under our time limit (first solution only).
puzzlekit 0.3.4 has no numberlink solver. Times are wall-clock seconds on this machine.
``--compare-workers`` runs only ours with each CP-SAT worker count, interleaved per puzzle.
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solvers.numberlink import formats, solve  # noqa: E402
from solvers.numberlink.generator import generate_grow, generate_naive  # noqa: E402
from solvers.numberlink.model import Board, Numberlink, neighbours, paths_from_board, segment  # noqa: E402
from solvers.numberlink.pair_moves import WORK_PER_SECOND  # noqa: E402
from solvers.numberlink.rules import check  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "numberlink"
STEP = {"n": (-1, 0), "s": (1, 0), "e": (0, 1), "w": (0, -1)}


def read_janko_jsonl(path: Path):
    """(name, puzzle, rules, published board or None) per line of janko_arukone.jsonl."""
    out = []
    for line in path.read_text().splitlines():
        d = json.loads(line)
        h, w = d["rows"], d["cols"]
        ends = {}
        for r, c, k in d["clues"]:
            ends.setdefault(k, []).append((r, c))
        labels = tuple(str(k) for k in sorted(ends))
        puzzle = Numberlink(w, h, labels, tuple(tuple(ends[int(k)]) for k in labels), title=d["key"])
        published = None
        if d["solution_dirs"] is not None:
            published = np.zeros((2 * h + 1, 2 * w + 1), dtype=np.int32)
            for r in range(h):
                for c in range(w):
                    for ch in d["solution_dirs"][r][c].replace("-", ""):
                        dr, dc = STEP[ch]
                        published[segment((r, c), (r + dr, c + dc))] = -1
            for k, (start, _) in enumerate(puzzle.endpoints, start=1):  # label by walking
                stack, seen = [start], {start}
                while stack:
                    cell = stack.pop()
                    published[2 * cell[0] + 1, 2 * cell[1] + 1] = k
                    for nb in neighbours((h, w), *cell):
                        if published[segment(cell, nb)] and nb not in seen:
                            published[segment(cell, nb)] = k
                            seen.add(nb)
                            stack.append(nb)
        rules = "nikoli" if d.get("solution_empty_cells") else "fill"
        out.append((d["key"], puzzle, rules, published))
    return out



def janko_square_fill(sizes, every: int = 1):
    """(name, puzzle, published paths, picked) for janko's square fill puzzles of these sizes
    that have a published solution, file order; ``picked``: one in ``every`` of each size,
    from its first (the ones the spread script grades and the judge script judges). Nothing
    when the data is absent."""
    path = DATA / "janko" / "janko_arukone.jsonl"
    if not path.exists():
        return
    seen: dict = {}
    for name, puzzle, rules, published in read_janko_jsonl(path):
        size = puzzle.width
        if puzzle.height != size or size not in sizes or published is None or rules != "fill":
            continue
        seen[size] = seen.get(size, 0) + 1
        yield name, puzzle, paths_from_board(puzzle, published), (seen[size] - 1) % every == 0

def load_sets(names, max_size, every):
    sets = {}
    if "janko" in names and (DATA / "janko" / "janko_arukone.jsonl").exists():
        sets["janko"] = read_janko_jsonl(DATA / "janko" / "janko_arukone.jsonl")
    if "collections" in names:
        for path in sorted((DATA / "collections").glob("*.txt")):
            batch = formats.read_text_batch(path.read_text())
            sets[f"collections/{path.stem}"] = [(n, p, "fill", None) for n, p in batch]
    if "flow" in names and (DATA / "flow" / "puzzles").exists():
        sets["flow"] = [(path.stem, formats.read_file(path, "flow"), "fill", None)
                        for path in sorted((DATA / "flow" / "puzzles").glob("*.txt"))]
    if "adc" in names:
        adc = []
        for path in sorted((DATA / "adc").rglob("Q*.txt")):
            try:
                adc.append((path.stem, formats.read_file(path, "adc"), "nikoli", None))
            except ValueError:
                pass  # a 3-D question
        sets["adc"] = adc
    for name in list(sets):
        kept = [x for x in sets[name] if max(x[1].width, x[1].height) <= max_size][::every]
        if kept:
            sets[name] = kept
        else:
            del sets[name]
    return sets


def peer_multi_puzzle_solver(puzzle: Numberlink, timeout: float):
    """The peer's model, solved once (first solution) under a time limit; a doubled board."""
    from ortools.sat.python import cp_model
    from puzzle_solver.puzzles.connect_the_dots.connect_the_dots import Board as PeerBoard

    grid = np.full(puzzle.shape, "", dtype=object)
    for label, ends in zip(puzzle.labels, puzzle.endpoints):
        for r, c in ends:
            grid[r, c] = f"c{label}"
    peer = PeerBoard(grid.astype(str))
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = timeout
    status = solver.solve(peer.model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    colour = {}
    for (pos, name), var in peer.model_vars.items():
        if solver.value(var):
            colour[(pos.y, pos.x)] = name
    index = {f"c{label}": k for k, label in enumerate(puzzle.labels, start=1)}
    board = np.zeros((2 * puzzle.height + 1, 2 * puzzle.width + 1), dtype=np.int32)
    for (r, c), name in colour.items():
        board[2 * r + 1, 2 * c + 1] = index[name]
        for nb in neighbours(puzzle.shape, r, c):
            if colour.get(nb) == name:
                board[segment((r, c), nb)] = index[name]
    return Board(board, puzzle.labels)


def run_ours(unique, timeout, workers, rules=None, prune=True, method="cpsat", **extra):
    def runner(puzzle, set_rules):
        done = solve(puzzle, method, 2 if unique else 1, timeout, rules=rules or set_rules,
                     workers=workers, prune=prune, **extra)
        return done.solution, done.unique
    return runner


def run_peer(timeout):
    def runner(puzzle, rules):
        if rules != "fill":
            return None, None  # the peer colours every cell: no nikoli puzzles
        return peer_multi_puzzle_solver(puzzle, timeout), None
    return runner


def size_range(puzzles):
    return (f"{min(p.width for _, p, _, _ in puzzles)}x{min(p.height for _, p, _, _ in puzzles)} to "
            f"{max(p.width for _, p, _, _ in puzzles)}x{max(p.height for _, p, _, _ in puzzles)}")


def table(name, puzzles, runners, writer=None):
    """Runs every runner on each puzzle in turn (interleaved), then prints one table."""
    rows = {label: {"times": [], "small": [], "good": 0, "published": 0, "unique": 0, "multiple": 0}
            for label, _ in runners}
    for key, puzzle, rules, published in puzzles:
        for label, runner in runners:
            started = time.perf_counter()
            board, is_unique = runner(puzzle, rules)
            seconds = time.perf_counter() - started
            row = rows[label]
            row["times"].append(seconds)
            if max(puzzle.width, puzzle.height) <= 15:
                row["small"].append(seconds)
            ok = board is not None and not check(puzzle, board, rules)
            row["good"] += ok
            same = ok and published is not None and np.array_equal(np.asarray(board), published)
            row["published"] += same
            row["unique"] += is_unique is True
            row["multiple"] += is_unique is False
            if writer:
                writer([name, key, f"{puzzle.width}x{puzzle.height}", rules, label,
                        round(seconds, 4), ok, same, is_unique])
    print(f"\n### {name}: {len(puzzles)} puzzles, {size_range(puzzles)}\n")
    print("| solver | solved + checked | = published | unique / not unique | total s | median s "
          "| median s (<= 15x15) | max s |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for label, row in rows.items():
        small = f"{statistics.median(row['small']):.3f}" if row["small"] else "-"
        has_published = any(p is not None for *_, p in puzzles)
        print(f"| {label} | {row['good']}/{len(puzzles)} | "
              f"{row['published'] if has_published else '-'} | {row['unique']} / {row['multiple']} | "
              f"{sum(row['times']):.2f} | {statistics.median(row['times']):.3f} | {small} | "
              f"{max(row['times']):.2f} |", flush=True)


def measure(width: int, height: int, method: str, budget: float, seed: int = 0,
            join_budget: int = 3 * WORK_PER_SECOND) -> dict:
    """Run a generator method for ``budget`` seconds (this benchmark's clock, not a generator's
    budget: the engine's output never depends on the clock): puzzles judged, accepted, time per
    accepted and their pairs (``join_budget``: as generate's, for grow)."""
    rng = random.Random(seed)
    started = time.perf_counter()
    accepted = judged = 0
    pairs = []
    while time.perf_counter() - started < budget:
        if method == "naive":
            puzzle, report = generate_naive(width, height, rng, max_attempts=1)
            judged += 1
        else:
            puzzle, report = generate_grow(width, height, rng, join_budget=join_budget)
            judged += report["splits"] + report["attempts"] + report.get("join_judged", 0)
        if puzzle is not None:
            accepted += 1
            pairs.append(puzzle.pairs)
    seconds = time.perf_counter() - started
    if method == "grow" and not join_budget:
        method = "grow, no joins"
    return {"method": method, "size": f"{width}x{height}", "judged": judged, "accepted": accepted,
            "acceptance": round(accepted / judged, 4) if judged else 0.0,
            "seconds_per_accepted": round(seconds / accepted, 3) if accepted else None,
            "pairs_mean": round(sum(pairs) / len(pairs), 1) if pairs else None,
            "seconds": round(seconds, 2)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default="janko,collections,flow,adc")
    parser.add_argument("--max-size", type=int, default=100)
    parser.add_argument("--every", type=int, default=1, help="every K-th puzzle of each set")
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--workers", type=int, default=None, help="CP-SAT workers (default: ours)")
    parser.add_argument("--compare-workers", help="e.g. 1,2,8: ours only, one runner per count")
    parser.add_argument("--methods", default="sat,cpsat",
                        help="our methods, each run to solve and to prove uniqueness (sat, cpsat, "
                             "sat/cpsat: the sat encoding on the CP-SAT backend)")
    parser.add_argument("--nikoli", action="store_true", help="also ours + uniqueness under nikoli")
    parser.add_argument("--no-peer", action="store_true")
    parser.add_argument("--generate-budget", type=float, default=0.0, help="seconds per generator and size")
    parser.add_argument("--csv", help="one row per puzzle and solver")
    args = parser.parse_args()
    print("command: /work/venv/bin/python benchmarks/numberlink_bench.py " + " ".join(sys.argv[1:]))
    sets = load_sets(args.sets.split(","), args.max_size, args.every)
    runners = []
    if args.compare_workers:
        for n in args.compare_workers.split(","):
            runners.append((f"ours cpsat + uniqueness, {n} workers", run_ours(True, args.timeout, int(n))))
    else:
        for name in args.methods.split(","):
            method, _, backend = name.partition("/")
            extra = {"backend": backend} if backend else {}
            for unique in (False, True):
                label = f"ours {name} ({'+ uniqueness' if unique else 'solve'})"
                runners.append((label, run_ours(unique, args.timeout, args.workers, method=method, **extra)))
            if args.nikoli:
                runners.append((f"ours {name} (+ uniqueness, nikoli)",
                                run_ours(True, args.timeout, args.workers, rules="nikoli", method=method,
                                         **extra)))
        if not args.no_peer:
            try:
                import puzzle_solver  # noqa: F401
                runners.append(("multi-puzzle-solver connect_the_dots (solve)", run_peer(args.timeout)))
            except ImportError:
                print("multi-puzzle-solver not installed")
        print("puzzlekit 0.3.4: no numberlink solver")
    writer = None
    if args.csv:
        handle = open(args.csv, "w", newline="")  # noqa: SIM115 (closed after the run's last row)
        rows = csv.writer(handle)

        def writer(row):  # flushed per row: a long run can be read while it goes
            rows.writerow(row)
            handle.flush()
        writer(["set", "puzzle", "size", "rules", "solver", "seconds", "checked", "published", "unique"])
    for name, puzzles in sets.items():
        table(name, puzzles, runners, writer)
    if args.generate_budget > 0:
        print("\n### generators (accepted = unique under fill and nikoli, every cell used)\n")
        print("| method | size | judged | accepted | acceptance | s per accepted | pairs (mean) | s |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- |")
        for size in (10, 15):
            for method, joins in (("grow", 3.0), ("grow", 0.0), ("naive", 0.0)):  # joins: seconds' worth of work
                r = measure(size, size, method, args.generate_budget, join_budget=int(joins * WORK_PER_SECOND))
                print(f"| {r['method']} | {r['size']} | {r['judged']} | {r['accepted']} | "
                      f"{r['acceptance']} | {r['seconds_per_accepted']} | {r['pairs_mean']} | {r['seconds']} |",
                      flush=True)


if __name__ == "__main__":
    main()
