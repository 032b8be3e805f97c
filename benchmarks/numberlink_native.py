"""Numberlink beside Matt Zucker's flow_solver (issue 36): the same puzzles, CPU time, one run,
ours and flow_solver interleaved puzzle by puzzle.

    nice -n 10 env PYTHONPATH=. .venv/bin/python benchmarks/numberlink_native.py \
        [--flow ../anchors/flow_solver] [--sets janko,flow] [--max-size 15] [--every 1]
        [--generate 10,15,20 --seeds 0-2]

Ours: ``solve(puzzle, "auto", max_solutions=2)`` (a solution and its uniqueness proof) in this
process, ``time.process_time()`` (every thread). flow_solver: one solution, no uniqueness, the
whole process (``getrusage(RUSAGE_CHILDREN)``, start-up included), on the puzzle written by our
own flow writer. flow_solver is built outside the project from its public source
(``../shared/anchors/build.sh``; default path ``../anchors/flow_solver``); without it only our
column is printed. Sets (``../shared/data/numberlink``, read in place, skipped when absent):
``janko`` (janko_arukone.jsonl, the puzzles whose published solution fills every cell, up to
``--max-size``), ``flow`` (the Flow Free puzzles). flow_solver takes square boards of at most 16 colours;
other puzzles run ours alone and stay out of the ratios. ``--generate``: our generator with its proof,
CPU a puzzle per size.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from solvers.numberlink import formats, solve  # noqa: E402
from solvers.numberlink.model import Numberlink  # noqa: E402
from solvers.numberlink.rules import check  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "numberlink"
FLOW_COLOURS = 16  # flow_solver's MAX_COLORS
LETTERS = "ABCDEFGHIJKLMNOP"


def janko(max_size: int) -> list[tuple[str, object]]:
    from numberlink_bench import read_janko_jsonl

    path = DATA / "janko" / "janko_arukone.jsonl"
    if not path.exists():
        return []
    return [(name, p) for name, p, rules, _ in read_janko_jsonl(path)
            if rules == "fill" and max(p.width, p.height) <= max_size]


def flow_set(max_size: int) -> list[tuple[str, object]]:
    folder = DATA / "flow" / "puzzles"
    if not folder.is_dir():
        return []
    out = []
    for path in sorted(folder.iterdir()):
        try:
            p = formats.read_file(path, "flow")
        except Exception:  # a file that is not one puzzle: not this set's
            continue
        if max(p.width, p.height) <= max_size:
            out.append((path.stem, p))
    return out


def flow_text(puzzle: Numberlink) -> str:
    """The puzzle in flow_solver's text format: letters A, B, ... (it takes no digits; a
    janko puzzle's labels are numbers), a newline after each row."""
    lettered = Numberlink(puzzle.width, puzzle.height, tuple(LETTERS[:puzzle.pairs]), puzzle.endpoints)
    return formats.write(lettered, "flow").rstrip("\n") + "\n"


def run_flow(binary: str, board: Path) -> tuple[float, bool]:
    """(CPU seconds of the whole process, solved)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([binary, "-q", "-A", str(board)], capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    words = done.stdout.split()  # "BOARD s|u|f SECONDS NODES": solved, unsolvable, failed
    return cpu, done.returncode == 0 and len(words) >= 2 and words[1] == "s"


def run_ours(puzzle) -> tuple[float, object]:
    started = time.process_time()
    done = solve(puzzle, "auto", 2, rules="fill")
    return time.process_time() - started, done


def table_row(name: str, ours: list[float], theirs: list[float]) -> str:
    ratios = [a / b for a, b in zip(ours, theirs) if b > 0]
    return (f"| {name} | {len(ours)} | {1000 * statistics.median(ours):.1f} ms | "
            f"{1000 * statistics.median(theirs):.1f} ms | {statistics.median(ratios):.2f}x | "
            f"{sum(ours):.3f} s | {sum(theirs):.3f} s | {sum(ours) / sum(theirs):.2f}x |")


def bench_solve(args: argparse.Namespace) -> None:
    flow = args.flow if args.flow and Path(args.flow).exists() else None
    if flow is None:
        print(f"flow_solver not found at {args.flow}: ours alone")
    sets = {"janko": janko, "flow": flow_set}
    solve(formats.read("AB.\n...\nA.B\n", "flow"), "auto", 2)  # imports and Glucose loaded
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for set_name in args.sets.split(","):
            puzzles = sets[set_name](args.max_size)[::args.every]
            if not puzzles:
                print(f"{set_name}: absent, skipped")
                continue
            ours_t, theirs_t, alone, failed, worst = [], [], [], [], (0.0, "")
            for name, p in puzzles:
                t, done = run_ours(p)
                ok = done.status == "solved" and not check(p, done.solutions[0], "fill")
                if not ok or done.unique is None:
                    print(f"  {set_name} {name}: ours {done.status} unique={done.unique}")
                worst = max(worst, (t, name))
                if flow is None or p.pairs > FLOW_COLOURS or p.width != p.height:
                    alone.append(t)
                    continue
                board = Path(scratch) / f"{name}.txt"
                board.write_text(flow_text(p))
                ft, solved = run_flow(flow, board)
                if not solved:  # its pruning or search gave up: out of the ratios
                    print(f"  {set_name} {name}: flow_solver did not solve it")
                    failed.append(t)
                    continue
                ours_t.append(t)
                theirs_t.append(ft)
            if ours_t:
                rows.append(table_row(f"{set_name} up to {args.max_size}x{args.max_size}", ours_t, theirs_t))
            print(f"{set_name}: {len(puzzles)} puzzles, ours total {sum(ours_t) + sum(alone) + sum(failed):.3f} s, "
                  f"slowest {worst[1]} {worst[0]:.3f} s; {len(alone)} ours alone (not square or too many "
                  f"pairs for flow_solver), {len(failed)} flow_solver did not solve (ours {sum(failed):.3f} s)")
    if rows:
        print("\n| set | puzzles | ours median (uniqueness) | flow_solver median (one solution) | "
              "median ratio | ours total | flow_solver total | total ratio |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        print("\n".join(rows))


def bench_generate(args: argparse.Namespace) -> None:
    from solvers.numberlink import generate

    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    print("\n| size | seeds | CPU a puzzle, median | min | max | pairs, median |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for size in (int(s) for s in args.generate.split(",")):
        times, pairs = [], []
        for seed in seeds:
            started = time.process_time()
            puzzle, _report = generate(size, size, seed)
            times.append(time.process_time() - started)
            pairs.append(puzzle.pairs)
        print(f"| {size}x{size} | {len(times)} | {statistics.median(times):.2f} s | {min(times):.2f} s | "
              f"{max(times):.2f} s | {statistics.median(pairs)} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flow", default=str(ROOT.parent / "anchors" / "flow_solver"))
    parser.add_argument("--sets", default="janko,flow")
    parser.add_argument("--max-size", type=int, default=15)
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--generate", help="sizes, e.g. 10,15,20 (generation instead of solving)")
    parser.add_argument("--seeds", default="0-2")
    args = parser.parse_args()
    if args.generate:
        bench_generate(args)
    else:
        bench_solve(args)


if __name__ == "__main__":
    main()
