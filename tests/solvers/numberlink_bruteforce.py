"""An independent check for numberlink solvers: brute force over simple paths on small random
puzzles (shared by the pruning and the sat tests; not a test module itself)."""

from __future__ import annotations

import numpy as np

from solvers.numberlink.model import Numberlink, board_from_paths, neighbours, segment


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


def decode(puzzle, raw):
    return np.frombuffer(raw, dtype=np.int32).reshape(2 * puzzle.height + 1, 2 * puzzle.width + 1)


def detour(board) -> bool:
    """What the pruning removes, written out from its definition on a solved board:
    a path touching itself, or (empty cell e) two cells of one path next to e that are not
    joined round the block's other corner, or that corner turn with e above it, or two cells
    of one path in line with e and the next empty cell between them."""
    b = np.asarray(board)
    h, w = (b.shape[0] - 1) // 2, (b.shape[1] - 1) // 2
    lab = b[1::2, 1::2]
    inside = lambda r, c: 0 <= r < h and 0 <= c < w  # noqa: E731
    joined = lambda x, y: b[segment(x, y)] > 0  # noqa: E731
    for r in range(h):
        for c in range(w):
            for x in ((r, c + 1), (r + 1, c)):
                if inside(*x) and lab[r, c] > 0 and lab[r, c] == lab[x] and not joined((r, c), x):
                    return True
            if lab[r, c] != 0:
                continue
            for u, v in (((r, c - 1), (r, c + 1)), ((r - 1, c), (r + 1, c))):
                if inside(*u) and inside(*v) and lab[u] > 0 and lab[u] == lab[v]:
                    return True
            for f, u, v in (((r, c + 1), (r, c - 1), (r, c + 2)), ((r + 1, c), (r - 1, c), (r + 2, c))):
                if inside(*u) and inside(*v) and lab[f] == 0 and lab[u] > 0 and lab[u] == lab[v]:
                    return True
            for dr in (-1, 1):
                for dc in (-1, 1):
                    u, v, m = (r + dr, c), (r, c + dc), (r + dr, c + dc)
                    if not inside(*m) or lab[u] == 0 or lab[u] != lab[v]:
                        continue
                    if not (joined(u, m) and joined(m, v)) or dr == 1:
                        return True
    return False


def crowded_puzzle(rng) -> Numberlink:
    """Two to five pairs at random cells of a small grid: endpoints often wall cells off, so
    unique solutions that leave cells empty come up (rare with random_puzzle's few pairs)."""
    w, h = rng.choice([(3, 3), (4, 3), (4, 4), (5, 3)])
    cells = [(r, c) for r in range(h) for c in range(w)]
    rng.shuffle(cells)
    pairs = rng.randint(2, min(5, len(cells) // 2))
    return Numberlink(w, h, tuple("ABCDE"[:pairs]), tuple((cells[2 * k], cells[2 * k + 1]) for k in range(pairs)))
