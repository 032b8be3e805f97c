"""Does the frontier method (ZDD / frontier DP) pay off for numberlink uniqueness? (issue 15)

The sat method's one slow question on janko's 20x20 is an UNSAT proof (no pruned nikoli
solution leaves a cell empty). The frontier method decides uniqueness by counting instead: it
scans the grid cell by cell and keeps, per "frontier" (the cells between the scanned part and
the rest), every distinct way the scanned part can continue. Its cost is the number of
frontier states, which grows with the grid's width. This script measures that number beside
the sat method's time on the same puzzles, one run:

    /work/venv/bin/python benchmarks/numberlink_frontier.py [--puzzles 100_10x10,31_12x12,451_15x15]
        [--limit 800000] [--timeout 60] [--graphillion]

Columns: ``sat s`` (solve with uniqueness, method sat), then per frontier count the peak number
of states and its seconds (``over N at row R``: stopped once a step held more than ``--limit``
states, to keep memory bounded): ``fill`` and ``nikoli`` count the plain models' solutions (capped at 2),
``fill, no touching`` adds "a path never touches itself" (the pruning of the sat model; its
states bound from below those of any DP for the pruned nikoli question, which admits every
partial pruned fill solution and more). ``--graphillion``: Graphillion 2.1's
``GraphSet.graphs`` (vertex groups, degree constraints, no loops; a C++ frontier search) on
the fill model, if installed (it is not a dependency); run it under ``ulimit -v``: janko
526_20x20 took all 24 GB of the machine.

Pure Python: a frontier DP in C would be 50-100x faster per state, not enough against the
growth measured here (benchmarks/NUMBERLINK.md).
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from numberlink_bench import DATA, read_janko_jsonl  # noqa: E402

from solvers.numberlink import solve  # noqa: E402

NEW = -999  # the id of a fragment just started (normalised away at once)


def _normalise(strands: tuple, ids: tuple, apart: frozenset) -> tuple:
    """Fragments without a number get ids -1, -2, ... in order of first appearance, so equal
    states compare equal; "apart" keeps only fragments that can still join (open ones)."""
    names = {}

    def name(s):
        if s >= 0:
            return s
        return names.setdefault(s, -1 - len(names))

    open_ = set(strands)
    strands, ids = tuple(map(name, strands)), tuple(map(name, ids))
    apart = frozenset(tuple(sorted((name(x), name(y)))) for x, y in apart if x in open_ and y in open_)
    return strands, ids, apart


def _join(strands: tuple, ids: tuple, apart: frozenset, a: int, b: int):
    """Join the fragments a and b (numbers k > 0: a fragment from pair k's end, both of pair k's
    fragments are k; negative: one without a number yet). Returns (strands, ids, apart, id of
    the result) or None: two numbers joined, a fragment closed into a loop, or two fragments
    joined that touch somewhere unjoined (``apart``)."""
    if a > 0 and b > 0:
        return (strands, ids, apart, a) if a == b else None
    if a == b or tuple(sorted((a, b))) in apart:
        return None
    keep, gone = (a, b) if a > 0 or b < 0 else (b, a)
    swap = lambda seq: tuple(keep if s == gone else s for s in seq)  # noqa: E731
    apart = frozenset(tuple(sorted(swap(pair))) for pair in apart)
    return swap(strands), swap(ids), apart, keep


def _touch(apart: frozenset, x: int, y: int):
    """Cells of fragments x and y are neighbours but not joined: the fragments must stay apart
    (None: they are one path already, or both of pair k's)."""
    if not x or not y:
        return apart
    if x == y:
        return None
    return apart if x > 0 and y > 0 else apart | {tuple(sorted((x, y)))}


def frontier_count(puzzle, rules: str, no_touching: bool = False, limit: int = 800_000):
    """(solutions capped at 2, peak states), or (None, the cell (row, col) where a step first
    held more than ``limit`` states).

    A state: ``strands`` (w + 1 entries: the fragment id of the line that crosses each frontier
    edge downwards, the last one the line going right from the last scanned cell; 0: none) and,
    with ``no_touching``, ``ids`` (the fragment of each frontier cell) and ``apart`` (pairs of
    fragments that have neighbouring cells not joined, so must never join)."""
    h, w = puzzle.shape
    number = {cell: k for k, ends in enumerate(puzzle.endpoints, start=1) for cell in ends}
    states = {((0,) * (w + 1), (0,) * w if no_touching else (), frozenset()): 1}
    peak = 0
    for r in range(h):
        for c in range(w):
            nxt = {}
            down_ok, right_ok = r + 1 < h, c + 1 < w
            k = number.get((r, c))
            for (strands, ids, apart), n in states.items():
                up, left = strands[c], strands[w]
                cleared = strands[:c] + (0,) + strands[c + 1:w] + (0,)
                options = []  # (strands, ids, apart, fragment of this cell or 0, joined up, joined left)
                if up and left:
                    if not k:
                        result = _join(cleared, ids, apart, up, left)
                        if result:
                            options.append(result + (True, True))
                elif up or left:
                    if k:
                        result = _join(cleared, ids, apart, up or left, k)
                        if result:
                            options.append(result + (bool(up), bool(left)))
                    else:
                        s = up or left
                        if down_ok:
                            options.append((cleared[:c] + (s,) + cleared[c + 1:], ids, apart, s, bool(up), bool(left)))
                        if right_ok:
                            options.append((cleared[:w] + (s,), ids, apart, s, bool(up), bool(left)))
                elif k:  # a number starts its line
                    if down_ok:
                        options.append((cleared[:c] + (k,) + cleared[c + 1:], ids, apart, k, False, False))
                    if right_ok:
                        options.append((cleared[:w] + (k,), ids, apart, k, False, False))
                else:  # a new fragment turns here, or (nikoli) the cell stays empty
                    if down_ok and right_ok:
                        options.append((cleared[:c] + (NEW,) + cleared[c + 1:w] + (NEW,), ids, apart, NEW, False, False))
                    if rules == "nikoli":
                        options.append((cleared, ids, apart, 0, False, False))
                for new_strands, new_ids, new_apart, fragment, by_up, by_left in options:
                    if no_touching:
                        if r and not by_up:
                            new_apart = _touch(new_apart, fragment, new_ids[c])
                        if c and not by_left and new_apart is not None:
                            new_apart = _touch(new_apart, fragment, new_ids[c - 1])
                        if new_apart is None:
                            continue  # the path touches itself
                        new_ids = new_ids[:c] + (fragment,) + new_ids[c + 1:]
                    key = _normalise(new_strands, new_ids, new_apart)
                    nxt[key] = min(2, nxt.get(key, 0) + n)
            states = nxt
            peak = max(peak, len(states))
            if peak > limit:
                return None, (r, c)
    return min(2, sum(n for (strands, _, _), n in states.items() if not any(strands))), peak


def graphillion_count(puzzle):
    """Graphillion's count of fill solutions (vertex groups = pairs, degree 1 at ends, 2
    elsewhere, no loops); None when graphillion is not installed."""
    try:
        from graphillion import GraphSet
    except ImportError:
        return None
    h, w = puzzle.shape
    node = lambda cell: cell[0] * w + cell[1]  # noqa: E731
    universe = [(node((r, c)), node(nb)) for r in range(h) for c in range(w)
                for nb in ((r, c + 1), (r + 1, c)) if nb[0] < h and nb[1] < w]
    GraphSet.set_universe(universe, traversal="as-is")  # row-major: frontier width = w
    ends = {node(cell) for pair in puzzle.endpoints for cell in pair}
    degree = {v: 1 if v in ends else 2 for v in range(h * w)}
    groups = [[node(a), node(b)] for a, b in puzzle.endpoints]
    return GraphSet.graphs(vertex_groups=groups, degree_constraints=degree, no_loop=True).len()


def timed(call):
    start = time.monotonic()
    result = call()
    return result, time.monotonic() - start


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--puzzles", default="100_10x10,31_12x12,451_15x15,426_15x15")
    parser.add_argument("--limit", type=int, default=800_000)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--graphillion", action="store_true")
    args = parser.parse_args(argv)
    path = DATA / "janko" / "janko_arukone.jsonl"
    if not path.exists():
        print("no janko data in", DATA)
        return 0
    puzzles = {name: puzzle for name, puzzle, _, _ in read_janko_jsonl(path)}
    runs = [("fill", "fill", False), ("nikoli", "nikoli", False), ("fill, no touching", "fill", True)]
    header = ["puzzle", "pairs", "sat fill s", "sat nikoli s"] + [f"{title} states / s" for title, _, _ in runs]
    if args.graphillion:
        header.append("graphillion fill s")
    print("| " + " | ".join(header) + " |")
    print("|" + " --- |" * len(header))
    for name in args.puzzles.split(","):
        puzzle = puzzles[name]
        row = [name, str(puzzle.pairs)]
        for rules in ("fill", "nikoli"):
            answer, seconds = timed(lambda: solve(puzzle, "sat", 2, args.timeout, rules=rules))
            row.append(f"{seconds:.2f} ({'unique' if answer.unique else answer.unique})")
        for _, rules, no_touching in runs:
            (count, peak), seconds = timed(lambda: frontier_count(puzzle, rules, no_touching, args.limit))
            states = f"over {args.limit} at row {peak[0] + 1}" if count is None else f"{peak} (count {count})"
            row.append(f"{states} / {seconds:.1f}")
        if args.graphillion:
            count, seconds = timed(lambda: graphillion_count(puzzle))
            row.append(f"{seconds:.1f} (count {count})")
        print("| " + " | ".join(row) + " |", flush=True)
    print(f"peak memory {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
