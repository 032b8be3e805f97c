"""Generate Galaxies puzzles with a unique solution by growing symmetric regions.

1. Partition: visit the cells in random order; from each free cell start a region (a single
   cell, a domino or a 2x2 block, so the dot lands on a centre, an edge or a vertex) and grow
   it by random pairs (free neighbour, its free mirror image about the dot) up to a random
   size: every region is connected and symmetric by construction.
2. Derive the dots (derive.py) and ask the exact solver for two solutions.
3. While a second solution exists, split the intended regions where the two solutions
   differ into smaller symmetric regions (more dots, fewer choices) and ask again.

From a pixel picture (``generate_from_picture``) step 1 grows the regions inside the black
cells and inside the white cells separately, so every region is one colour; splitting in
step 3 stays inside a region, so the picture survives every repair. Splitting always
ends: a region of one cell (a dot at its centre) or two cells (a dot on their edge) has
no choice left, so at worst every cell gets its own dot, which is unique.
"""

from __future__ import annotations

import time

import numpy as np

from ..errors import PuzzleFormatError
from ..events import Cancel, SolveOptions, Stopped, run
from .derive import derive
from .difficulty import grade_unique
from .model import MAX_SIZE, neighbours


class GenerationTimeout(Stopped, RuntimeError):
    """No unique puzzle within the time limit (or the generation was cancelled)."""


def _stopped(cancel: Cancel, what: str) -> GenerationTimeout:
    """The one clear error of a generation that ``cancel`` stopped."""
    if cancel.cancelled:
        return GenerationTimeout(f"generating {what} was cancelled")
    return GenerationTimeout(f"no unique puzzle for {what} within {cancel.timeout:.3g} s; "
                             "allow more time or try another seed")


def grow_partition(mask: np.ndarray, rng: np.random.Generator, max_size: int,
                   cancel: Cancel | None = None) -> list[set]:
    """Symmetric connected regions covering the True cells of ``mask``. ``cancel`` is
    checked per region (``Stopped``): big regions on a 100x100 grid take seconds to grow."""
    h, w = mask.shape
    free = mask.copy()
    regions = []
    cells = list(zip(*np.nonzero(mask)))
    rng.shuffle(cells)
    for r, c in cells:
        r, c = int(r), int(c)
        if not free[r, c]:
            continue
        if cancel is not None:
            cancel.check()
        seeds = [{(r, c)}]
        for dr, dc in ((0, 1), (1, 0)):
            if r + dr < h and c + dc < w and free[r + dr, c + dc]:
                seeds.append({(r, c), (r + dr, c + dc)})
        if r + 1 < h and c + 1 < w and free[r:r + 2, c:c + 2].all():
            seeds.append({(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)})
        region = set(seeds[rng.integers(len(seeds))])
        y2 = min(p[0] for p in region) + max(p[0] for p in region) + 1
        x2 = min(p[1] for p in region) + max(p[1] for p in region) + 1
        for p in region:
            free[p] = False
        target = int(rng.integers(1, max_size + 1))
        while len(region) < target:
            options = []
            for p in region:
                for n in neighbours(*p, h, w):
                    m = (y2 - n[0] - 1, x2 - n[1] - 1)
                    if free[n] and 0 <= m[0] < h and 0 <= m[1] < w and free[m]:
                        options.append((n, m))
            if not options:
                break
            n, m = options[rng.integers(len(options))]
            region.update((n, m))
            free[n] = free[m] = False
        regions.append(region)
    return regions


def _board(regions, shape) -> np.ndarray:
    board = np.zeros(shape, dtype=np.int32)
    for index, region in enumerate(regions):
        for p in region:
            board[p] = index
    return board


def _round_token(cancel: Cancel) -> Cancel:
    """The cancel token of one uniqueness search: stops with the caller's token, or after a
    quarter of its time left (at least ROUND_MIN seconds; ROUND_SECONDS without a limit).
    A search that runs out then makes the generator split every big region instead of
    spending the whole budget on one hard puzzle (seen: a 40x30 disc picture whose first
    partition, 208 dots and 900 open cells, was not decided in 40 s)."""
    left = cancel.remaining()
    return cancel.child(ROUND_SECONDS if left is None else min(left, max(ROUND_MIN, left / 4)))


ROUND_SECONDS, ROUND_MIN = 10.0, 1.0


def _make_unique(regions: list[set], shape, rng, cancel: Cancel, picture=None,
                 give_up: bool = False):
    """Split regions until the derived puzzle is unique: (puzzle, repairs).

    Each round derives the dots (coloured from ``picture`` when given) and asks ``auto`` for
    two solutions. The regions of the intended answer that hold cells where a second
    solution differs are split into smaller symmetric regions inside themselves. When a
    search runs out of time, the big regions (at least half the largest) are split instead
    (more dots, easier search). With ``give_up`` each search gets a share of the time left (``_round_token``)
    and GenerationTimeout is raised once ``cancel`` has stopped."""
    from . import solve_events

    repairs = 0
    while True:
        puzzle, _ = derive(_board(regions, shape), picture)
        if give_up and cancel.stopped:
            raise GenerationTimeout
        if give_up:  # a share of the time left, so that a hard round leaves room to split
            search_cancel = _round_token(cancel)
        else:  # never give up: at least a second per search, then split harder
            remaining = cancel.remaining()
            search_cancel = Cancel(None if remaining is None else max(1.0, remaining))
        done = run(solve_events(puzzle, "auto", SolveOptions(max_solutions=2), search_cancel))
        if done.unique:
            return puzzle, repairs
        if done.unique is None:
            if give_up and cancel.stopped:
                raise GenerationTimeout
            # no hint where: split the big regions (at least half the largest), the ones
            # that make the search hard, and keep the small ones' work
            big = max(3, max(len(region) for region in regions) // 2)
            differing = {p for region in regions if len(region) >= big for p in region}
        else:
            first, second = done.solutions[:2]
            intended = puzzle.solution
            other = second if (second != intended).any() else first
            differing = set(zip(*map(lambda a: a.tolist(), np.nonzero(other != intended))))
        repairs += 1
        kept, split = [], []
        for region in regions:
            (split if region & differing and len(region) > 1 else kept).append(region)
        for region in split:
            mask = np.zeros(shape, dtype=bool)
            for p in region:
                mask[p] = True
            kept.extend(grow_partition(mask, rng, max(1, len(region) // 2), cancel if give_up else None))
        regions = kept


def generate(width: int, height: int, seed: int | None = None, max_size: int | None = None,
             timeout: float = 60.0, cancel: Cancel | None = None, **_):
    """(puzzle with its solution, report) for a unique puzzle of the given size.

    Without ``cancel`` it never gives up (``timeout`` only makes each search split sooner).
    A caller's ``cancel`` brings its own deadline (``timeout`` is then ignored) and stops the
    generation: GenerationTimeout."""
    started = time.perf_counter()
    rng = np.random.default_rng(seed)
    max_size = max_size or max(4, (width * height) // 12)
    shape = (height, width)
    what = f"a {width}x{height} puzzle"
    try:
        regions = grow_partition(np.ones(shape, dtype=bool), rng, max_size, cancel)
        if cancel is None:
            puzzle, repairs = _make_unique(regions, shape, rng, Cancel(timeout))
        else:
            puzzle, repairs = _make_unique(regions, shape, rng, cancel, give_up=True)
        grade = grade_unique(puzzle, cancel)
    except Stopped:
        raise _stopped(cancel, what) from None
    report = {"dots": len(puzzle.dots), "repairs": repairs}
    report.update(grade=grade["grade"], deduced_fraction=grade["deduced_fraction"],
                  seconds=round(time.perf_counter() - started, 3))
    return puzzle, report


def check_picture(picture) -> np.ndarray:
    """A pixel picture as an h x w bool array (True = black); PuzzleFormatError when it is
    not a non-empty rectangle of 0s and 1s of at most MAX_SIZE x MAX_SIZE."""
    try:
        array = np.asarray(picture)
    except ValueError:  # ragged nested lists
        raise PuzzleFormatError("the picture must be a rectangle: every row as long as the first") from None
    if array.dtype == object or array.ndim != 2:
        raise PuzzleFormatError("the picture must be a rectangle: every row as long as the first")
    h, w = array.shape
    if h == 0 or w == 0:
        raise PuzzleFormatError("the picture is empty")
    if h > MAX_SIZE or w > MAX_SIZE:
        raise PuzzleFormatError(f"the picture is {w}x{h}; the maximum is {MAX_SIZE}x{MAX_SIZE}")
    if array.dtype != bool and not np.isin(array, (0, 1)).all():
        raise PuzzleFormatError("the picture may only hold 0 (white) and 1 (black)")
    return array.astype(bool)


PICTURE_MAX_SIZE = 40


def generate_from_picture(picture, seed: int | None = None, timeout: float | None = None,
                          max_size: int | None = None, cancel: Cancel | None = None):
    """A unique puzzle whose black-dot regions cover exactly the black cells of ``picture``.

    ``picture``: h x w array-like, 1 (or True) black, 0 white. Returns (puzzle, report) like
    ``generate``: ``puzzle.solution`` is the solution board (dot index per cell; black dots
    own exactly the black cells, white dots the white ones), and ``report`` holds ``grade``
    ("deduction" or "search", from the difficulty module), ``deduced_fraction``, ``dots``,
    ``black_dots``, ``repairs`` and ``seconds``. ``max_size`` caps the size of the first
    regions (default: a twelfth of the grid, at least 4, at most PICTURE_MAX_SIZE).

    Every picture can be done (a lone black cell is its own region; at worst every cell gets
    its own dot), so the only failure is time: GenerationTimeout after ``timeout`` seconds
    (None: no limit) or when ``cancel`` is cancelled (a given ``cancel`` token brings its own
    deadline and ``timeout`` is then ignored). A picture that is not a non-empty
    rectangle of 0/1 up to 100x100 raises PuzzleFormatError."""
    started = time.perf_counter()
    black = check_picture(picture)
    shape = black.shape
    height, width = shape
    cancel = cancel or Cancel(timeout)  # a caller's token brings its own deadline
    rng = np.random.default_rng(seed)
    # Big pictures: regions of at most PICTURE_MAX_SIZE cells at first (bigger ones make the
    # uniqueness search slow, and splitting brings them down anyway).
    max_size = max_size or max(4, min((width * height) // 12, PICTURE_MAX_SIZE))
    # Regions grow inside one colour: grow_partition only takes cells of its mask, and a
    # region's mirror pairs must both be free, so no region crosses the picture's outline.
    try:
        regions = grow_partition(black, rng, max_size, cancel) + grow_partition(~black, rng, max_size, cancel)
        puzzle, repairs = _make_unique(regions, shape, rng, cancel, black.astype(np.int8),
                                       give_up=True)
        grade = grade_unique(puzzle, cancel)
    except Stopped:
        raise _stopped(cancel, f"this {width}x{height} picture") from None
    report = {"dots": len(puzzle.dots), "black_dots": sum(d.colour == "black" for d in puzzle.dots),
              "repairs": repairs, "grade": grade["grade"],
              "deduced_fraction": grade["deduced_fraction"],
              "seconds": round(time.perf_counter() - started, 3)}
    return puzzle, report
