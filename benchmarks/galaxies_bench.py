"""Galaxies benchmark: our methods and the peer side by side on the same puzzles, in one run.

    /work/venv/bin/python benchmarks/galaxies_bench.py [--sets 7x7,10x10,...,janko]
        [--methods auto,propagate,ilp] [--peers] [--timeout S] [--limit N]

Sets: Tatham's generator output graded Unreasonable (``sgt/galaxies_WxH_unreasonable_upstream``)
and the 580 janko puzzles, from ../shared/data/galaxies (skipped when absent). Every method is
asked for two solutions (uniqueness proof); every answer is checked against the rules and
against the data set's own solution. Peers: multi-puzzle-solver (``puzzle_solver.puzzles.
galaxies``: CP-SAT, symmetric pairs + a connectivity component per galaxy, enumerating with a
solution limit of 2, the same as its own ``solve_and_print`` but with a time limit). puzzlekit
0.3.4 has no Galaxies solver. Times include building each model. Prints markdown tables;
the runners alternate puzzle by puzzle, and ``total / peer`` is each total over the peer's.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DATA = ROOT.parent / "shared" / "data" / "galaxies"

from solvers.galaxies import formats, rules, solve  # noqa: E402

SETS = ["7x7", "10x10", "15x15", "20x20", "25x25", "30x30", "janko"]


def load(name):
    path = (DATA / "janko" / "janko_galaxies.jsonl" if name == "janko"
            else DATA / "sgt" / f"galaxies_{name}_unreasonable_upstream.jsonl")
    if not path.exists():
        return []
    out = []
    for line in path.read_text().splitlines():
        record = json.loads(line)
        puzzle = formats.read(record["id"])
        out.append((record.get("key", record["id"]), puzzle, rules.relabel(puzzle, record["regions"])))
    return out


def ours(method, timeout):
    def run(puzzle):
        done = solve(puzzle, method, max_solutions=2, timeout=timeout)
        return done.solution, done.unique
    return run


def peer_mps(timeout):
    from ortools.sat.python import cp_model
    from puzzle_solver.core.utils import get_pos
    from puzzle_solver.core.utils_ortools import AllSolutionsCollector, SingleSolution
    from puzzle_solver.puzzles.galaxies.galaxies import Board

    def run(puzzle):
        galaxies = [tuple(get_pos(x=c, y=r) for r, c in dot.cells()) for dot in puzzle.dots]
        board = Board(galaxies, V=puzzle.height, H=puzzle.width)

        def to_solution(b, solver):
            assignment = {}
            for pos, by_galaxy in b.pos_to_galaxy.items():
                for index, var in by_galaxy.items():
                    if solver.Value(var) == 1:
                        assignment[pos] = index
                        break
            return SingleSolution(assignment=assignment)

        solver = cp_model.CpSolver()
        solver.parameters.enumerate_all_solutions = True
        solver.parameters.max_time_in_seconds = timeout
        collector = AllSolutionsCollector(board, to_solution, max_solutions=2)
        status = solver.solve(board.model, collector)
        if not collector.solutions:
            return None, None
        grid = np.full(puzzle.shape, -1, dtype=np.int32)
        for pos, index in collector.solutions[0].assignment.items():
            grid[pos.y, pos.x] = index
        if len(collector.solutions) >= 2:
            return grid, False
        return grid, True if status == cp_model.OPTIMAL else None
    return run


def bench(name, puzzles, runners):
    """Every runner on puzzle 1, then every runner on puzzle 2, ...: on a shared machine the
    load then falls on all columns alike, and the ratio column stays meaningful."""
    times = {label: [] for label in runners}
    ok = dict.fromkeys(runners, 0)
    unique = dict.fromkeys(runners, 0)
    for _key, puzzle, want in puzzles:
        for label, runner in runners.items():
            started = time.perf_counter()
            board, is_unique = runner(puzzle)
            times[label].append(time.perf_counter() - started)
            if board is not None and not rules.check(puzzle, board) and (board == want).all():
                ok[label] += 1
            unique[label] += is_unique is True
    rows = [(label, ok[label], unique[label], sum(t), statistics.median(t), max(t))
            for label, t in times.items()]
    peer = next((row for row in rows if not row[0].startswith("ours")), None)
    print(f"\n### {name} ({len(puzzles)} puzzles)\n")
    print("| solver | correct | unique proven | total s | median s | max s | total / peer |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for label, good, proven, total, median, worst in rows:
        ratio = f"{total / peer[3]:.2f}" if peer else "-"
        print(f"| {label} | {good} | {proven} | {total:.2f} | {median:.3f} | {worst:.3f} | {ratio} |",
              flush=True)
    return rows


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--methods", default="auto")
    parser.add_argument("--no-peers", action="store_true")
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--limit", type=int, help="at most this many puzzles per set")
    args = parser.parse_args(argv)
    if not DATA.exists():
        print(f"no data at {DATA}; nothing to do")
        return 0
    solve(formats.read("3x3:kbb"), "auto")  # warm up OR-Tools once, outside the timings
    runners = {f"ours: {m}": ours(m, args.timeout) for m in args.methods.split(",")}
    if not args.no_peers:
        try:
            runners["multi-puzzle-solver"] = peer_mps(args.timeout)
        except ImportError:
            print("multi-puzzle-solver is not installed; peers skipped")
    for name in args.sets.split(","):
        puzzles = load(name)[: args.limit]
        if puzzles:
            bench(name, puzzles, runners)
    return 0


if __name__ == "__main__":
    sys.exit(main())
