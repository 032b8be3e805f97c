"""An independent check for numberlink solvers: brute force over simple paths on small random
puzzles (shared by the pruning and the sat tests; not a test module itself)."""

from __future__ import annotations

import numpy as np

from solvers.numberlink.model import Numberlink, board_from_paths, neighbours


def brute_force(puzzle: Numberlink, rules: str) -> set[bytes]:
    """Every solution (as board bytes): one simple path per pair, no shared cells."""
    h, w = puzzle.shape
    ends = {cell for pair in puzzle.endpoints for cell in pair}
    found = set()

    def paths(k, used, chosen):
        if k == puzzle.pairs:
            board = board_from_paths(puzzle, chosen)
            if rules == "nikoli" or (board[1::2, 1::2] > 0).all():
                found.add(np.asarray(board).tobytes())
            return
        start, goal = puzzle.endpoints[k]

        def walk(path, used):
            cell = path[-1]
            if cell == goal:
                yield from paths(k + 1, used, chosen + [list(path)])
                return
            for nb in neighbours((h, w), *cell):
                if nb in used or (nb in ends and nb != goal):
                    continue
                path.append(nb)
                yield from walk(path, used | {nb})
                path.pop()

        yield from walk([start], used | {start})

    for _ in paths(0, frozenset(), []):
        pass
    return found


def random_puzzle(rng) -> Numberlink:
    """Up to three pairs at random cells of a small grid (solvable or not)."""
    w, h = rng.choice([(2, 2), (3, 3), (3, 4), (4, 3), (4, 4)])
    cells = [(r, c) for r in range(h) for c in range(w)]
    rng.shuffle(cells)
    pairs = rng.randint(1, min(3, len(cells) // 2))
    labels = tuple("ABC"[:pairs])
    return Numberlink(w, h, labels, tuple((cells[2 * k], cells[2 * k + 1]) for k in range(pairs)))


def covered_puzzle(rng, sizes=((3, 3), (4, 3), (4, 4), (5, 3))) -> Numberlink:
    """Endpoints of random walks that cover the grid, so a fill solution exists."""
    w, h = rng.choice(sizes)
    while True:
        free = {(r, c) for r in range(h) for c in range(w)}
        paths = []
        for start in sorted(free):
            if start not in free:
                continue
            path = [start]
            free.discard(start)
            while True:
                options = [n for n in neighbours((h, w), *path[-1]) if n in free]
                if not options or (len(path) > 2 and rng.random() < 0.2):
                    break
                path.append(rng.choice(options))
                free.discard(path[-1])
            paths.append(path)
        if all(len(p) >= 2 for p in paths) and len(paths) <= 4:
            labels = tuple("ABCD"[:len(paths)])
            return Numberlink(w, h, labels, tuple((p[0], p[-1]) for p in paths))
