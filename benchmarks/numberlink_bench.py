"""Numberlink benchmark: our methods and the peers on the same puzzles in one run, answers
checked by the rules check, one markdown table per set; then the two generators measured.

    /work/venv/bin/python benchmarks/numberlink_bench.py [--max-size 15] [--limit N]
        [--methods cpsat,propagate] [--timeout 20] [--generate-budget 20]

Sets (read from ../shared/data/numberlink; a missing set is skipped): ``janko`` (the 270-puzzle
collection, only puzzles up to --max-size each way) and ``flow`` (29 Flow Free puzzles).
Peers: multi-puzzle-solver's ``connect_the_dots`` (a CP-SAT model with one boolean per cell and
colour: every coloured cell has exactly two neighbours of its colour, so it also forbids a path
touching itself, and a connectivity constraint per colour). Its own solve enumerates every
solution with no limit; here its model is solved once with our time limit. puzzlekit 0.3.4 has
no numberlink solver (listed as such). Times are wall-clock seconds, one process, this machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solvers.numberlink import formats, solve  # noqa: E402
from solvers.numberlink.generator import measure  # noqa: E402
from solvers.numberlink.model import Board, Numberlink, neighbours, segment  # noqa: E402
from solvers.numberlink.rules import check  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "numberlink"


def load_sets(max_size: int, limit: int | None):
    sets = {}
    janko = DATA / "collections" / "janko.txt"
    if janko.exists():
        batch = [(n, p) for n, p in formats.read_text_batch(janko.read_text())
                 if p.width <= max_size and p.height <= max_size]
        sets["janko"] = batch[:limit] if limit else batch
    flow = DATA / "flow" / "puzzles"
    if flow.exists():
        batch = [(path.stem, formats.read_file(path, "flow")) for path in sorted(flow.glob("*.txt"))]
        sets["flow"] = [(n, p) for n, p in batch if p.width <= max_size and p.height <= max_size]
        if limit:
            sets["flow"] = sets["flow"][:limit]
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


def run_ours(method, unique, timeout):
    def runner(puzzle):
        done = solve(puzzle, method, 2 if unique else 1, timeout, rules="fill")
        return done.solution, done.unique
    return runner


def run_peer(timeout):
    def runner(puzzle):
        return peer_multi_puzzle_solver(puzzle, timeout), None
    return runner


def table(name, puzzles, runners):
    print(f"\n### {name}: {len(puzzles)} puzzles, "
          f"{min(p.width for _, p in puzzles)}x{min(p.height for _, p in puzzles)} to "
          f"{max(p.width for _, p in puzzles)}x{max(p.height for _, p in puzzles)}\n")
    print("| solver | solved + checked | unique proven / not unique | total s | median s | max s |")
    print("| --- | --- | --- | --- | --- | --- |")
    for label, runner in runners:
        times, good, unique, multiple = [], 0, 0, 0
        for _, puzzle in puzzles:
            started = time.perf_counter()
            board, is_unique = runner(puzzle)
            times.append(time.perf_counter() - started)
            good += board is not None and not check(puzzle, board, "fill")
            unique += is_unique is True
            multiple += is_unique is False
        print(f"| {label} | {good}/{len(puzzles)} | {unique} / {multiple} | {sum(times):.2f} | "
              f"{statistics.median(times):.3f} | {max(times):.2f} |", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-size", type=int, default=15)
    parser.add_argument("--limit", type=int, help="first N puzzles of each set")
    parser.add_argument("--methods", default="cpsat,propagate")
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--generate-budget", type=float, default=20.0, help="seconds per generator and size")
    args = parser.parse_args()
    sets = load_sets(args.max_size, args.limit)
    if not sets:
        print("no data under", DATA)
    runners = []
    for method in args.methods.split(","):
        runners.append((f"ours {method} (solve)", run_ours(method, False, args.timeout)))
        runners.append((f"ours {method} (+ uniqueness)", run_ours(method, True, args.timeout)))
    try:
        import puzzle_solver  # noqa: F401
        runners.append(("multi-puzzle-solver connect_the_dots (solve)", run_peer(args.timeout)))
    except ImportError:
        print("multi-puzzle-solver not installed")
    print("puzzlekit: no numberlink solver in this version")
    for name, puzzles in sets.items():
        if puzzles:
            table(name, puzzles, runners)
    if args.generate_budget > 0:
        print("\n### generators (accepted = unique under fill and nikoli, every cell used)\n")
        print("| method | size | judged | accepted | acceptance | s per accepted | s |")
        print("| --- | --- | --- | --- | --- | --- | --- |")
        for size in (10, 15):
            for method in ("grow", "naive"):
                r = measure(size, size, method, args.generate_budget, timeout=5.0)
                print(f"| {r['method']} | {r['size']} | {r['judged']} | {r['accepted']} | "
                      f"{r['acceptance']} | {r['seconds_per_accepted']} | {r['seconds']} |", flush=True)


if __name__ == "__main__":
    main()
