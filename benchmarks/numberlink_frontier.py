"""Does the frontier method (ZDD / frontier DP) pay off for numberlink uniqueness? (issue 15)

The sat method's one slow question on janko's 20x20 is an UNSAT proof (no pruned nikoli
solution leaves a cell empty). The frontier method decides uniqueness by counting instead: it
scans the grid cell by cell and keeps, per "frontier" (the cells between the scanned part and
the rest), every distinct way the scanned part can continue. Its cost is the number of
frontier states, which grows with the grid's width. This script measures that number beside
the sat method's time on the same puzzles, one run:

    /work/venv/bin/python benchmarks/numberlink_frontier.py [--puzzles 100_10x10,31_12x12,...]
        [--limit 300000] [--timeout 60] [--graphillion]

Columns: ``sat fill s`` and ``sat nikoli s`` (solve with uniqueness, method sat), then per
frontier count (solutions capped at 2) its peak number of states and seconds (``over N at row
R``: stopped once a step held more than ``--limit`` states, to keep memory bounded): ``fill``
and ``nikoli`` count the plain models' solutions (exact uniqueness by themselves); ``pruned
fill`` and ``pruned nikoli`` the sat model's pruned ones (a path never touches itself; under
nikoli no detour past an empty cell either). "Pruned nikoli has one solution" is the question
sat spends its time on for janko's 20x20 (sat._nikoli_from_fill). ``--graphillion``:
Graphillion 2.1's ``GraphSet.graphs`` (vertex groups, degree constraints, no loops; a C++
frontier search) on the fill model, if installed (it is not a dependency); run it under
``ulimit -v``: on janko 526_20x20 it took all 24 GB of the machine.

Pure Python (a C frontier DP would be some 50-100x faster per state, not enough against the
growth measured here; benchmarks/NUMBERLINK.md). ``--check N``: compare the four counts with
the brute force of tests/solvers/numberlink_bruteforce.py on N small random puzzles instead
(no product code uses these counts, so they are checked here, not in the test suite).
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


def frontier_count(puzzle, rules: str, no_touching: bool = False, limit: int = 300_000):
    """(solutions capped at 2, peak states), or (None, the cell (row, col) where a step first
    held more than ``limit`` states). ``no_touching``: the sat model's pruning (a path never
    touches itself; under nikoli also no detour past an empty cell, sat._no_detours).

    A state: ``strands`` (w + 1 entries: the fragment id of the line that crosses each frontier
    edge downwards, the last one the line going right from the last scanned cell; 0: none) and,
    with ``no_touching``, ``ids`` (the fragment of each frontier cell, 0: empty; then the
    cell above-left of the next one; then per column the fragment that the column's next used
    cell must stay apart from: u-e-v and u-e-f-v with e, f empty), ``apart`` (pairs of fragments
    that must never join: cells of theirs are neighbours, not joined, or in a detour's place),
    and ``flags`` (nikoli: per frontier cell, joined to its right neighbour; the last scanned
    cell joined up; per column, how many empty cells lie under that column's pending fragment)."""
    h, w = puzzle.shape
    number = {cell: k for k, ends in enumerate(puzzle.endpoints, start=1) for cell in ends}
    detours = no_touching and rules == "nikoli"
    ids0 = (0,) * (2 * w + 1) if no_touching else ()
    flags0 = ((0,) * w, 0, (0,) * w) if detours else ()
    states = {((0,) * (w + 1), ids0, frozenset(), flags0): 1}
    peak = 0
    for r in range(h):
        for c in range(w):
            nxt = {}
            down_ok, right_ok = r + 1 < h, c + 1 < w
            k = number.get((r, c))
            for (strands, ids, apart, flags), n in states.items():
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
                    new_flags = flags
                    if no_touching:
                        above, before = (new_ids[c] if r else 0), (new_ids[c - 1] if c else 0)
                        if not by_up:
                            new_apart = _touch(new_apart, fragment, above)
                        if not by_left and new_apart is not None:
                            new_apart = _touch(new_apart, fragment, before)
                        if detours and new_apart is not None:
                            new_apart, new_flags, new_ids = _no_detours(new_ids, new_apart, flags, r, c, w,
                                                                         fragment, by_up, by_left)
                        if new_apart is None:
                            continue  # pruned
                        diagonal = new_ids[c] if detours else 0  # the next cell's above-left
                        new_ids = new_ids[:c] + (fragment,) + new_ids[c + 1:w] + (diagonal,) + new_ids[w + 1:]
                    key = _normalise(new_strands, new_ids, new_apart) + (new_flags,)
                    nxt[key] = min(2, nxt.get(key, 0) + n)
            states = nxt
            peak = max(peak, len(states))
            if peak > limit:
                return None, (r, c)
    return min(2, sum(n for (strands, _, _, _), n in states.items() if not any(strands))), peak


def _no_detours(ids, apart, flags, r, c, w, fragment, by_up, by_left):
    """The nikoli pruning's detour rules for the cell (r, c) of fragment ``fragment`` (0: empty):
    (apart, flags, ids) or (None, ...) when pruned. ids[c] is still the cell above."""
    right_joined, last_up, pending = flags
    column = ids[w + 1:]
    above = ids[c] if r else 0
    # u-e-v and u-e-f-v in a row: e (and f) empty, u, v used: apart.
    if fragment and c >= 2 and ids[c - 1] == 0:
        apart = _touch(apart, fragment, ids[c - 2])
        if apart is not None and c >= 3 and ids[c - 2] == 0:
            apart = _touch(apart, fragment, ids[c - 3])
    # the same in a column, through the pending fragment of column c
    if fragment:
        if pending[c] and apart is not None:
            apart = _touch(apart, fragment, column[c])
        pend, count = 0, 0
    elif r and above:
        pend, count = above, 1
    elif pending[c] == 1:
        pend, count = column[c], 2
    else:
        pend, count = 0, 0
    # the 2x2 block with this cell at its lower right: a = (r-1, c-1), b = (r-1, c), d = this
    if apart is not None and r and c:
        a, b, cc, d = ids[w], above, ids[c - 1], fragment
        ab, ac, bd, cd = right_joined[c - 1], last_up, by_up, by_left
        # (empty corner, its neighbours u and v, both sides through the opposite corner, upper row)
        for e, u, v, round_, upper in ((a, b, cc, bd and cd, True), (b, a, d, ac and cd, True),
                                       (cc, a, d, ab and bd, False), (d, b, cc, ab and ac, False)):
            if apart is None:
                break
            if e == 0 and u and v and (upper or not round_):
                apart = _touch(apart, u, v)
    if apart is None:
        return None, flags, ids
    right_joined = right_joined[:c - 1] + (int(by_left),) + right_joined[c:] if c else right_joined
    pending = pending[:c] + (count,) + pending[c + 1:]
    ids = ids[:w + 1 + c] + (pend,) + ids[w + 2 + c:]
    return apart, (right_joined, int(by_up and c + 1 < w), pending), ids


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


def check(count: int) -> int:
    """Mismatches between frontier_count and brute force on ``count`` small random puzzles."""
    import random

    sys.path.insert(0, str(ROOT / "tests" / "solvers"))
    from numberlink_bruteforce import brute_force, covered_puzzle, crowded_puzzle, decode, detour, random_puzzle

    rng = random.Random(0)
    makers = (random_puzzle, covered_puzzle, crowded_puzzle)
    mismatches = 0
    for index in range(count):
        puzzle = makers[index % 3](rng)
        for rules in ("fill", "nikoli"):
            boards = brute_force(puzzle, rules)
            pruned = [b for b in boards if not detour(decode(puzzle, b))]
            for no_touching, expected in ((False, boards), (True, pruned)):
                got, _ = frontier_count(puzzle, rules, no_touching)
                if got != min(2, len(expected)):
                    mismatches += 1
                    print("mismatch", rules, "pruned" if no_touching else "plain", puzzle, got, len(expected))
    print(f"{count} puzzles x 4 counts checked against brute force: {mismatches} mismatches")
    return mismatches


def timed(call):
    start = time.monotonic()
    result = call()
    return result, time.monotonic() - start


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--puzzles", default="100_10x10,31_12x12,451_15x15,426_15x15,526_20x20")
    parser.add_argument("--limit", type=int, default=300_000)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--graphillion", action="store_true")
    parser.add_argument("--check", type=int, default=0)
    args = parser.parse_args(argv)
    if args.check:
        return 1 if check(args.check) else 0
    path = DATA / "janko" / "janko_arukone.jsonl"
    if not path.exists():
        print("no janko data in", DATA)
        return 0
    puzzles = {name: puzzle for name, puzzle, _, _ in read_janko_jsonl(path)}
    runs = [("fill", "fill", False), ("nikoli", "nikoli", False), ("pruned fill", "fill", True),
            ("pruned nikoli", "nikoli", True)]
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
