"""Few-pair numberlink puzzles (issue 15): time to a solution plus the uniqueness answer under
both rule sets, with the ``sat`` method's routes side by side, one run, answers checked by the
rules check; with ``--generate``, the generator's puzzles per size beside the janko set's.

    .venv/bin/python benchmarks/numberlink_fewpairs.py [--sizes 15,20] [--count 8]
        [--max-pairs 25] [--timeout 30] [--covers 3]
    .venv/bin/python benchmarks/numberlink_fewpairs.py --generate [--sizes 10,15,20] [--count 5]

Beside them, a first fill solution only: ours (``sat``) and the peer's (multi-puzzle-solver,
when installed: ``pip install -e '.[bench]'``), the question the peer answers.

Puzzles: the janko set's square puzzles of each size with at most ``--max-pairs`` pairs whose
published solution uses every cell (../shared/data/numberlink/janko; skipped when absent),
the first ``--count`` of each size, our samples of those sizes (puzzles/numberlink), and with
``--covers K`` K puzzles of each size from long-path covers of two kinds (issue 15: "from path
covers with long paths"): a random cover joined blindly (``joined_cover_puzzle``) and a random
path through every cell cut into pieces (``hamiltonian_cover_puzzle``). Columns: ``fill`` (the default fill route: pruned fill,
then "no short circuit"), ``fill, auto (race)`` (the default method: that route and the plain
fill model racing in two threads, solvers/numberlink/auto.py), ``nikoli direct`` (the route before issue 15: first nikoli solution,
second, short circuit), ``nikoli from fill`` (the default now: sat._nikoli_from_fill).
Times are wall-clock seconds on this (shared, 2-core) machine; a run that hits the timeout
counts as the timeout.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from numberlink_bench import DATA, read_janko_jsonl  # noqa: E402

from solvers.numberlink import formats, solve  # noqa: E402
from solvers.numberlink.model import neighbours, puzzle_from_paths  # noqa: E402
from solvers.numberlink.rules import check  # noqa: E402

RUNS = {  # column: (method, options)
    "fill": ("sat", {"rules": "fill"}),
    "fill, auto (race)": ("auto", {"rules": "fill"}),
    "nikoli direct": ("sat", {"rules": "nikoli", "nikoli_route": "direct"}),
    "nikoli from fill": ("sat", {"rules": "nikoli"}),
}


def hamiltonian_cover_puzzle(size: int, seed: int):
    """8-25 pairs from one random path through every cell (backbite moves from a snake, the
    usual way to draw random Hamiltonian paths), cut into pieces of even length: long, winding
    paths that may touch themselves (most such puzzles are not unique)."""
    rng = random.Random(seed)
    pairs = rng.randint(8, 25)
    path = [(r, c if r % 2 == 0 else size - 1 - c) for r in range(size) for c in range(size)]
    for _ in range(20 * size * size):
        if rng.random() < 0.5:
            path.reverse()
        i = path.index(rng.choice(list(neighbours((size, size), *path[0]))))
        if i >= 2:  # join the head to its neighbour, drop the segment before that neighbour
            path = path[i - 1::-1] + path[i:]
    cuts = sorted(2 * c for c in rng.sample(range(1, len(path) // 2), pairs - 1)) + [len(path)]
    pieces = [path[a:b] for a, b in zip([0] + cuts, cuts)]
    return puzzle_from_paths(size, size, pieces)


def joined_cover_puzzle(size: int, seed: int):
    """8-25 pairs from the generator's random cover (paths never touch themselves) with joins
    and takeovers made blindly, without the judge: long paths, mostly not unique."""
    from solvers.numberlink.generator import random_cover
    from solvers.numberlink.pair_moves import _joins, _takeovers

    rng = random.Random(seed)
    target = rng.randint(8, 25)
    paths = [list(p) for p in random_cover(size, size, rng)]
    for _ in range(3000):
        if len(paths) <= target:
            break
        joins = _joins(paths, (size, size))
        if joins:
            i, j, joined = rng.choice(joins)
            paths = [p for k, p in enumerate(paths) if k not in (i, j)] + [joined]
            continue
        takeovers = _takeovers(paths, (size, size))
        if not takeovers:
            break
        i, j, grown, rest = rng.choice(takeovers)
        paths = [p for k, p in enumerate(paths) if k not in (i, j)] + [grown, rest]
    return puzzle_from_paths(size, size, paths)


def few_pair_puzzles(sizes, count, max_pairs, covers=0):
    """{size: [(name, puzzle)]}: our samples of that size ("ours/..."), ``covers`` puzzles of
    each kind of long-path cover ("covers/..."), then janko's."""
    path = DATA / "janko" / "janko_arukone.jsonl"
    if not path.exists():
        return {}
    chosen = {}
    for sample in sorted((ROOT / "puzzles" / "numberlink").glob("*.json")):
        puzzle = formats.read(sample.read_text(encoding="utf-8"))
        if puzzle.width == puzzle.height and puzzle.width in sizes:
            chosen.setdefault(puzzle.width, []).append((f"ours/{sample.stem}", puzzle))
    for size in sizes:
        for seed in range(covers):
            chosen.setdefault(size, []).append((f"covers/joined-{seed}", joined_cover_puzzle(size, seed)))
            chosen[size].append((f"covers/hamiltonian-{seed}", hamiltonian_cover_puzzle(size, seed)))
    for name, puzzle, rules, _ in read_janko_jsonl(path):
        size = puzzle.width
        if puzzle.height == size and size in sizes and rules == "fill" and puzzle.pairs <= max_pairs:
            janko = [entry for entry in chosen.setdefault(size, []) if "/" not in entry[0]]
            if len(janko) < count:
                chosen[size].append((name, puzzle))
    return chosen


def peer_first_solution(puzzle, timeout):
    """(seconds, solved) of the peer, multi-puzzle-solver's connect_the_dots (CP-SAT, colours
    every cell, so fill only, first solution only; its "two neighbours of the same colour" also
    forbids a path to touch itself, so puzzles that need that have no solution in its model);
    None when the peer is not installed
    (``pip install -e '.[bench]'``)."""
    try:
        import puzzle_solver  # noqa: F401
        from numberlink_bench import peer_multi_puzzle_solver
    except ImportError:
        return None
    started = time.perf_counter()
    board = peer_multi_puzzle_solver(puzzle, timeout)
    seconds = time.perf_counter() - started
    if board is not None:
        assert not check(puzzle, board, "fill"), "a wrong answer from the peer"
    return seconds, board is not None  # no board: none found in time, or its model has none


def our_first_solution(puzzle, timeout):
    """(seconds, solved) of ``sat`` to a first fill solution: the peer's question."""
    started = time.perf_counter()
    done = solve(puzzle, "sat", 1, timeout, rules="fill")
    seconds = time.perf_counter() - started
    for board in done.solutions:
        assert not check(puzzle, board, "fill"), "a wrong answer"
    return (seconds if done.solutions else float(timeout)), bool(done.solutions)


def timed(puzzle, timeout, method, options):
    started = time.perf_counter()
    done = solve(puzzle, method, 2, timeout, **options)
    seconds = time.perf_counter() - started
    for board in done.solutions:
        assert not check(puzzle, board, options["rules"]), "a wrong answer"
    decided = done.status != "stopped" and (done.unique is not None or done.status == "no-solution")
    return (seconds if decided else float(timeout)), decided, done.unique


def publisher_look(puzzle, paths):
    """Shares a publisher's eye sees: the ends on the grid's border, the ends with another
    number among their eight neighbours (numbers that crowd or hug the rim), and the paths
    with at most one turn (pairs a player joins at a glance)."""
    from solvers.numberlink.quality import turns

    h, w = puzzle.shape
    ends = [cell for pair in puzzle.endpoints for cell in pair]
    numbers = set(ends)
    border = sum(1 for r, c in ends if r in (0, h - 1) or c in (0, w - 1))
    crowded = sum(1 for r, c in ends if any((r + dr, c + dc) in numbers for dr in (-1, 0, 1)
                                            for dc in (-1, 0, 1) if (dr, dc) != (0, 0)))
    plain = sum(1 for path in paths if turns(path) <= 1)
    return border / len(ends), crowded / len(ends), plain / len(paths)


def percents(looks) -> str:
    """'border % / crowded % / plain %' over puzzles (means of each puzzle's shares)."""
    return " / ".join(f"{100 * statistics.mean(share):.0f} %" for share in zip(*looks))


def generated_table(sizes, count):
    """Pairs per size: the janko set's (every square puzzle of the size) and ours (seeds
    0..count-1, default options), with our time, path figures and grades, and where the
    numbers sit and how plain the paths are (``publisher_look``) for both (janko's from the
    published solutions)."""
    from solvers.numberlink import generate
    from solvers.numberlink.model import paths_from_board

    janko, janko_look = {}, {}
    path = DATA / "janko" / "janko_arukone.jsonl"
    if path.exists():
        for _, puzzle, rules, published in read_janko_jsonl(path):
            if puzzle.width == puzzle.height:
                janko.setdefault(puzzle.width, []).append(puzzle.pairs)
                if published is not None and rules == "fill":
                    look = publisher_look(puzzle, paths_from_board(puzzle, published))
                    janko_look.setdefault(puzzle.width, []).append(look)
    look = "ends on border / beside a number / paths of <= 1 turn"
    print(f"| size | janko puzzles | janko pairs mean (min-max) | janko {look} | "
          f"ours | our pairs mean (min-max) | our {look} | "
          "median s | touching ends | path length mean | turns per path | grades |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for size in sorted(sizes):
        pairs, seconds, touching, lengths, turns, grades, looks = [], [], [], [], [], {}, []
        for seed in range(count):
            started = time.perf_counter()
            puzzle, report = generate(size, size, seed)
            seconds.append(time.perf_counter() - started)
            q = report["quality"]
            pairs.append(puzzle.pairs)
            looks.append(publisher_look(puzzle, puzzle.solution))
            touching.append(q["adjacent_ends"])
            lengths.append(q["path_length_mean"])
            turns.append(q["turns_mean"])
            grades[q["grade"]] = grades.get(q["grade"], 0) + 1
        theirs = janko.get(size, [])
        their_text = (f"{statistics.mean(theirs):.1f} ({min(theirs)}-{max(theirs)})" if theirs else "–")
        their_look = percents(janko_look[size]) if janko_look.get(size) else "–"
        print(f"| {size}x{size} | {len(theirs)} | {their_text} | {their_look} | {count} | "
              f"{statistics.mean(pairs):.1f} ({min(pairs)}-{max(pairs)}) | {percents(looks)} | "
              f"{statistics.median(seconds):.1f} | "
              f"{sum(touching)} | {statistics.mean(lengths):.1f} | {statistics.mean(turns):.1f} | "
              + ", ".join(f"{g} {n}" for g, n in sorted(grades.items())) + " |", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="15,20")
    parser.add_argument("--count", type=int, default=8)
    parser.add_argument("--max-pairs", type=int, default=25)
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--covers", type=int, default=0,
                        help="also this many long-path cover puzzles of each kind per size")
    parser.add_argument("--generate", action="store_true", help="the generator's table instead")
    args = parser.parse_args()
    if args.generate:
        generated_table({int(s) for s in args.sizes.split(",")}, args.count)
        return
    sets = few_pair_puzzles({int(s) for s in args.sizes.split(",")}, args.count, args.max_pairs, args.covers)
    if not sets:
        print("no janko data in", DATA)
        return
    firsts = {"ours: first fill solution": our_first_solution, "peer: first fill solution": peer_first_solution}
    if peer_first_solution(sets[min(sets)][0][1], args.timeout) is None:
        print("(the peer, multi-puzzle-solver, is not installed: its column is left out)")
        del firsts["peer: first fill solution"]
    columns = list(RUNS) + list(firsts)
    print("| puzzle | pairs | " + " | ".join(columns) + " |")
    print("| --- | --- | " + " | ".join("---" for _ in columns) + " |")
    summary = {}
    for size in sorted(sets):
        for name, puzzle in sets[size]:
            cells = []
            for run, (method, options) in RUNS.items():
                seconds, decided, unique = timed(puzzle, args.timeout, method, options)
                summary.setdefault((size, run), []).append((seconds, decided))
                cells.append(f"{seconds:.2f}" + ("" if decided else " (timeout)") + ("" if unique in (True, None) else " multiple"))
            for run, first in firsts.items():
                seconds, solved = first(puzzle, args.timeout)
                summary.setdefault((size, run), []).append((seconds, solved))
                cells.append(f"{seconds:.2f}" + ("" if solved else " (none)"))
            print(f"| {name} | {puzzle.pairs} | " + " | ".join(cells) + " |", flush=True)
    print()
    print("| size | puzzles | run | decided | median s | max s | total s |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for (size, run), rows in sorted(summary.items()):
        times = [s for s, _ in rows]
        print(f"| {size}x{size} | {len(rows)} | {run} | {sum(d for _, d in rows)} | "
              f"{statistics.median(times):.2f} | {max(times):.2f} | {sum(times):.1f} |")


if __name__ == "__main__":
    main()
