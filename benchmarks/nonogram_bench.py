"""Compare the project's nonogram methods with the peer solvers from PyPI on the shared data.

    python benchmarks/nonogram_bench.py --set taai2011 --limit 20 --timeout 30
    python benchmarks/nonogram_bench.py --set webpbn --set survey --methods auto,cpsat --unique
    python benchmarks/nonogram_bench.py --set taai2011 --step 10 --methods auto --unique

Every method and peer solves the same puzzles of a set in this one process, one after the
other; each answer is checked against the clues. For each set it prints a markdown table:
solved, wrong (a complete board that breaks a clue), optionally uniqueness answers, total /
median / max seconds per puzzle, and total time over the best peer's total time.
An unsolved puzzle (timeout, no answer, an incomplete board from ``line``) counts its time.

Data is read from ../shared/data (beside the repository); without it the script says so and
exits 0. The peers need the ``bench`` extra: pip install -e .[bench]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import peers

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "nonogram"
TAAI_SETS = ("taai2011", "tcga2016", "icga2016", "icga2017")
SETS = ("webpbn", "nonogram-db", "survey", "sgt") + TAAI_SETS
DEFAULT_METHODS = "auto,line,probe,cpsat,table,mip"


# --- puzzles ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    name: str
    rows: tuple
    cols: tuple
    puzzle: object  # the project's Nonogram


def load_set(name: str, limit: int | None, start: int = 0, step: int = 1) -> list[Entry]:
    from solvers.nonogram import formats

    if name in TAAI_SETS:
        text = (DATA / "taai" / "question" / f"{name}.txt").read_text()
        named = [(f"{name}#{n}", p) for n, p in formats.read_taai_batch(text)]
    elif name == "sgt":
        named = []
        for path in sorted((DATA / "sgt-pattern").glob("pattern-*.txt")):
            batch = formats.read_sgt_lines(path.read_text())
            named += [(f"{path.stem}#{i}", p) for i, p in enumerate(batch, 1)]
    elif name == "nonogram-db":  # all 39 puzzles of the collection, webpbn included
        paths = sorted((DATA / "nonogram-db" / "db").rglob("*.non"))
        named = [(str(path.relative_to(DATA / "nonogram-db" / "db")), formats.read_file(path))
                 for path in paths]
    else:
        folder, pattern = {"webpbn": ("nonogram-db/db/webpbn", "*.non"),
                           "survey": ("survey", "*.nin")}[name]
        paths = sorted((DATA / folder).glob(pattern), key=_natural)
        named = [(path.stem, formats.read_file(path)) for path in paths]
    named = named[start::step]
    named = named[:limit] if limit else named
    return [Entry(n, tuple(map(tuple, p.rows)), tuple(map(tuple, p.cols)), p) for n, p in named]


def _natural(path: Path):
    return (len(path.stem), path.stem) if path.stem.isdigit() else (99, path.stem)


# --- solvers ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    board: np.ndarray | None
    unique: bool | None = None  # None: not asked, not supported or not proven


Solver = Callable[[Entry, float, bool], Answer]


def method_solver(method: str) -> Solver:
    from solvers.nonogram import solve
    from solvers.nonogram.linesolve import overlap_line, solve_line

    def run(entry: Entry, timeout: float, unique: bool) -> Answer:
        # Every puzzle starts cold: the line solver's memo must not carry over from the
        # methods or puzzles that ran before in this process.
        solve_line.cache_clear()
        overlap_line.cache_clear()
        done = solve(entry.puzzle, method=method, max_solutions=2 if unique else 1,
                     timeout=timeout)
        return Answer(done.solution, done.unique if unique else None)

    return run


def peer_solver(name: str, workers: int | None) -> Solver:
    def run(entry: Entry, timeout: float, unique: bool) -> Answer:
        if unique and name in peers.UNIQUENESS:
            found = peers.UNIQUENESS[name](entry.rows, entry.cols, timeout, workers=workers)
            return Answer(found.solutions[0] if found.solutions else None, found.unique)
        return Answer(peers.PEERS[name](entry.rows, entry.cols, timeout, workers=workers))

    return run


def build_solvers(args) -> dict[str, Solver]:
    chosen = {}
    if args.methods:
        from solvers.nonogram import METHODS

        for method in args.methods:
            if method not in METHODS:
                sys.exit(f"unknown method {method!r}; the project has: {', '.join(METHODS)}")
            chosen[method] = method_solver(method)
    for name in args.peers:
        if peers.installed(name):
            chosen[name] = peer_solver(name, args.peer_workers)
        else:
            print(f"note: peer {name} is not installed (pip install -e .[bench]); skipped")
    return chosen


def warm_up(chosen: dict[str, Solver]) -> None:
    """Solve the 5x5 worked example once with each solver, so imports are not timed."""
    from solvers.nonogram.model import Nonogram

    rows, cols = peers.EXAMPLE_ROWS, peers.EXAMPLE_COLS
    example = Entry("example", rows, cols, Nonogram(rows, cols))
    for solve in chosen.values():
        solve(example, 10, False)


# --- measuring -------------------------------------------------------------------------------


@dataclass
class Tally:
    seconds: list[float] = field(default_factory=list)
    names: list[str] = field(default_factory=list)  # the puzzle of each entry of ``seconds``
    solved: int = 0
    wrong: int = 0
    errors: int = 0
    uniqueness: dict = field(default_factory=lambda: {True: 0, False: 0, None: 0})


def measure(solve: Solver, entry: Entry, timeout: float, unique: bool, tally: Tally,
            label: str) -> None:
    start = time.perf_counter()
    try:
        answer = solve(entry, timeout, unique)
    except Exception as error:  # a crash is an unsolved puzzle, reported, not fatal
        answer = Answer(None)
        tally.errors += 1
        print(f"  {label} on {entry.name}: {type(error).__name__}: {error}", file=sys.stderr)
    tally.seconds.append(time.perf_counter() - start)
    tally.names.append(entry.name)
    verdict = check(answer.board, entry)
    tally.solved += verdict == "solved"
    tally.wrong += verdict == "wrong"
    tally.uniqueness[answer.unique if verdict == "solved" else None] += 1


def check(board, entry: Entry) -> str:
    """"solved", "wrong" (complete but breaks a clue) or "unsolved" (none or incomplete)."""
    if board is None:
        return "unsolved"
    board = np.asarray(board)
    if board.shape != (len(entry.rows), len(entry.cols)) or (board < 0).any():
        return "unsolved"
    return "solved" if peers.satisfies(board == 1, entry.rows, entry.cols) else "wrong"


def run_set(entries: list[Entry], chosen: dict[str, Solver], args) -> dict[str, Tally]:
    tallies = {name: Tally() for name in chosen}
    for number, entry in enumerate(entries, 1):
        progress(f"{number}/{len(entries)} {entry.name}")
        for name, solve in chosen.items():
            measure(solve, entry, args.timeout, args.unique, tallies[name], name)
    progress("")
    return tallies


def progress(text: str) -> None:
    """One self-overwriting status line, only on a terminal."""
    if sys.stderr.isatty():
        print(f"\r{text:60}", end="" if text else "\r", file=sys.stderr, flush=True)


# --- reporting -------------------------------------------------------------------------------


def table(tallies: dict[str, Tally], count: int, unique: bool) -> str:
    peer_totals = [sum(t.seconds) for name, t in tallies.items() if name in peers.PEERS]
    best_peer = min(peer_totals) if peer_totals else None
    head = ["solver", "solved", "wrong"] + (["unique / multiple / ?"] if unique else [])
    head += ["total s", "median s", "max s", "x best peer"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, tally in tallies.items():
        lines.append("| " + " | ".join(_row(name, tally, count, unique, best_peer)) + " |")
    return "\n".join(lines)


def _row(name: str, tally: Tally, count: int, unique: bool, best_peer: float | None) -> list:
    total = sum(tally.seconds)
    solved = f"{tally.solved}/{count}" + (f" ({tally.errors} errors)" if tally.errors else "")
    cells = [name, solved, str(tally.wrong)]
    if unique:
        u = tally.uniqueness
        cells.append(f"{u[True]} / {u[False]} / {u[None]}" if _knows_uniqueness(name) else "n/a")
    cells += [f"{total:.2f}", f"{statistics.median(tally.seconds):.3f}",
              f"{max(tally.seconds):.3f}",
              f"{total / best_peer:.2f}" if best_peer else "-"]
    return cells


def slowest(tallies: dict[str, Tally], count: int) -> str:
    """The ``count`` slowest puzzles of each solver: where a total's time went."""
    lines = []
    for name, tally in tallies.items():
        worst = sorted(zip(tally.seconds, tally.names), reverse=True)[:count]
        lines.append(f"{name} slowest: " + ", ".join(f"{n} {s:.2f} s" for s, n in worst))
    return "\n".join(lines)


def _knows_uniqueness(name: str) -> bool:
    return name not in peers.PEERS or name in peers.UNIQUENESS


# --- command line ----------------------------------------------------------------------------


def _names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", dest="sets", action="append", choices=SETS,
                        help="puzzle set, repeatable (default: webpbn)")
    parser.add_argument("--methods", type=_names, default=_names(DEFAULT_METHODS),
                        help=f"project methods, comma-separated; '' for none "
                             f"(default: {DEFAULT_METHODS})")
    parser.add_argument("--peers", type=_names, default=list(peers.PEERS),
                        help="peer solvers, comma-separated; '' for none (default: all)")
    parser.add_argument("--limit", type=int, help="only N puzzles of each set")
    parser.add_argument("--start", type=int, default=0,
                        help="skip the first N puzzles (the tournament sets get harder toward the end)")
    parser.add_argument("--step", type=int, default=1,
                        help="every Nth puzzle from --start: a sample across a set's easy-to-hard "
                             "range (e.g. --step 10 for 100 of a tournament set's 1000)")
    parser.add_argument("--timeout", type=float, default=60.0,
                        help="seconds per puzzle and solver (default: 60)")
    parser.add_argument("--unique", action="store_true",
                        help="also ask for uniqueness where the solver can answer it")
    parser.add_argument("--slowest", type=int, default=0,
                        help="also list each solver's N slowest puzzles")
    parser.add_argument("--peer-workers", type=int, default=None,
                        help="CP-SAT workers for the peers (default: each peer's own; "
                             "puzzlekit uses all cores, multi-puzzle-solver 1)")
    args = parser.parse_args(argv)
    args.sets = args.sets or ["webpbn"]
    unknown = set(args.peers) - set(peers.PEERS)
    if unknown:
        parser.error(f"unknown peers {sorted(unknown)}; known: {', '.join(peers.PEERS)}")
    return args


def main(argv=None) -> int:
    args = parse_args(argv)
    if not DATA.is_dir():
        print(f"note: benchmark data not found at {DATA}; nothing to do")
        return 0
    chosen = build_solvers(args)
    if not chosen:
        print("note: no methods and no peers to run; nothing to do")
        return 0
    warm_up(chosen)
    for name in args.sets:
        entries = load_set(name, args.limit, args.start, args.step)
        print(f"\n### {name}: {len(entries)} puzzles, timeout {args.timeout:g} s\n")
        tallies = run_set(entries, chosen, args)
        print(table(tallies, len(entries), args.unique), flush=True)
        if args.slowest:
            print("\n" + slowest(tallies, args.slowest), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
