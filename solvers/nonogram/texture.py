"""Simon Tatham's way to a nonogram, for the levels his puzzles sit at (issue 41): draw his
random texture (noise averaged over each cell's 3x3 neighbourhood, the highest cells filled
to the density), keep it when the level's own technique finishes it, else draw again. No
repair, no clue flooding: the kept puzzles have the clue numbers of his Pattern generator at
the same size, because they are made the same way (benchmarks/generators-nonogram.md
measures both side by side).

The level of a texture is settled by the checks the grader makes (difficulty.py), each only
when the one before passed:

- line solving to its fixpoint;
- the simple line rules to theirs (easy) or not (medium), on the line-solvable ones;
- depth-1 probing to its fixpoint (hard), on those line solving leaves unfinished.

Tatham also throws away a texture with a line all black or all white (too easy a start); so
do we. Each check reaches the same fixpoint in whatever order it goes, so the compiled scan
(texture_kernel.py, when numba is installed: issue 36, generation at Tatham's pace) and the
Python one here keep the same textures. The noise is drawn ``BATCH`` textures at a time, so
that the picture kept depends on the seed alone, whichever scan looks at it. The work counted
(work.WorkBudget) is one look per batch, never seconds.
"""

from __future__ import annotations

from functools import cache
from types import ModuleType

import numpy as np
from numpy.random.bit_generator import ISeedSequence
from numpy.typing import DTypeLike

from ..compiled import numba_installed
from ..events import Cancel
from . import fastprobe, probe
from .derive import clues_from_picture
from .difficulty import simple_rules_finish
from .model import Nonogram, line_clue
from .propagate import Grid, propagate
from .texture_field import EASY, LINE_STALLS, MEDIUM, texture

TEXTURE_LEVELS = ("easy", "medium", "hard")
WANTED = {"easy": EASY, "medium": MEDIUM, "hard": LINE_STALLS}
BATCH = 50
MASK32 = 0xFFFFFFFF
MASK64 = (1 << 64) - 1
FIRST_LOOK = 10  # textures of a batch drawn first (7x7 easy: 87 % of seeds keep one of their first 10)
# ... but the whole batch at once for medium up to this many cells a side, where one texture in
# 53-130 is kept (7x7: 7 % of seeds keep one of their first 10): one draw and one scan a batch
# instead of two (issue 36; 9x9, one in 33: no gain measured).
WHOLE_BATCH_MEDIUM_SIDE = 8


def plain_lines(picture: np.ndarray) -> bool:
    """Tatham's rule: no row or column all one colour."""
    rows, cols = picture.sum(1), picture.sum(0)
    h, w = picture.shape
    return bool(rows.min() > 0 and rows.max() < w and cols.min() > 0 and cols.max() < h)


def probing_solves(puzzle: Nonogram, cancel: Cancel) -> bool:
    """Does depth-1 probing (after line solving) finish ``puzzle``?"""
    if fastprobe.usable(puzzle):
        grid = fastprobe.CompiledGrid(puzzle)
        kernel = grid.kernel()
        filled, empty = grid.masks(None)
        if not kernel.propagate(filled, empty, *grid.layout, np.array([-1], np.int64)):
            return False
        consistent, branch = fastprobe._fixpoint(kernel, grid, filled, empty, cancel, fastprobe.NO_BUDGET,
                                                 np.zeros(4, np.int64))
        return consistent and branch < 0
    board = Grid(puzzle)
    if not propagate(board):
        return False
    solved, _ = probe.probe_to_fixpoint(board, cancel, {"probes": 0})
    return solved is not None and solved.complete


def _kept_in_python(picture: np.ndarray, keep: int) -> bool:
    """The scan's test of one texture (texture_kernel.scan), on propagate.py."""
    if not plain_lines(picture):
        return False
    puzzle = clues_from_picture(picture)
    grid = Grid(puzzle)
    propagate(grid)
    if keep == LINE_STALLS:
        return not grid.complete
    return grid.complete and bool(simple_rules_finish(puzzle)) == (keep == EASY)


@cache
def _kernel() -> ModuleType:
    """texture_kernel, imported on first use (numba's import is for the work that needs it),
    then at a cache's cost: an import statement a call was 2 us of a small puzzle (issue 36)."""
    from . import texture_kernel

    return texture_kernel


@cache
def _line_table(n: int) -> np.ndarray:
    """texture_kernel.line_rule's table for lines of ``n`` cells: one a process, filled as the
    scans ask (at most 8 MB, at 10 cells). An entry is a function of its key alone, so scans
    in any order and any thread fill it alike (and they hold the GIL)."""
    return np.full(_kernel().table_size(n), -1, np.int32)


def _compiled(h: int, w: int) -> bool:
    return max(h, w) <= fastprobe.MAX_LINE and numba_installed()


def _line_tables(h: int, w: int) -> tuple[np.ndarray, np.ndarray] | None:
    """The line tables of the compiled scan of h x w textures (rows', columns'), or None
    where its lines are too long for them (texture_kernel.TABLED_LINE)."""
    return (_line_table(w), _line_table(h)) if max(h, w) <= _kernel().TABLED_LINE else None


def _scan(noise: np.ndarray, densities: np.ndarray, start: int, keep: int, compiled: bool,
          tables: tuple[np.ndarray, np.ndarray] | None = None) -> int:
    """The first texture from ``start`` of the batch that the scan keeps, or -1. ``tables``:
    _line_tables' (each line's answers remembered: issue 36)."""
    if compiled:
        if tables is not None:
            return int(_kernel().scan_tabled(noise, densities, start, keep, *tables))
        return int(_kernel().scan(noise, densities, start, keep))
    for i in range(start, len(noise)):
        if _kept_in_python(texture(noise[i], float(densities[i])), keep):
            return i
    return -1


@cache
def _mask_clues(n: int) -> list[tuple[int, ...]]:
    """The clue of each line of ``n`` cells by its bit mask (bit i: cell i), 2**n of them,
    once a process (1,024 at TABLED_LINE's 10 cells)."""
    return [line_clue([mask >> i & 1 for i in range(n)]) for mask in range(1 << n)]


def _puzzle(noise: np.ndarray, density: float, compiled: bool, meta: tuple[str, str, str]) -> Nonogram:
    """The Nonogram of the texture of ``noise``: compiled where the scan is, its clues from the
    kernel's layout, or for lines of at most TABLED_LINE cells looked up by the lines' masks
    (15 against 6 us a 7x7: issue 36) (the same clues and goal as clues_from_picture: the tests
    compare them). ``meta``: its title, author, license."""
    if not compiled:
        return clues_from_picture(texture(noise, density), *meta)
    height, width = noise.shape
    if max(height, width) <= _kernel().TABLED_LINE:
        picture, bits = _kernel().kept_lines(noise, density)
        masks = bits.tolist()
        row_clues, col_clues = _mask_clues(width), _mask_clues(height)
        return Nonogram(tuple([row_clues[m] for m in masks[:height]]),
                        tuple([col_clues[m] for m in masks[height:]]), picture, *meta)
    picture, clues, first, count, plain = _kernel().kept(noise, density)
    assert plain  # (the scan keeps no texture with a line all one colour)
    numbers = clues.tolist()
    lines = [tuple(numbers[at:at + k]) for at, k in zip(first.tolist(), count.tolist())]
    return Nonogram(tuple(lines[:height]), tuple(lines[height:]), picture, *meta)


class _SeedState(ISeedSequence):
    """What a SeedSequence gives a bit generator (``generate_state``), from the first 8 uint32
    words of its state, computed (texture_kernel.seed_state)."""

    def __init__(self, words: np.ndarray) -> None:
        self.words = words

    def generate_state(self, n_words: int, dtype: DTypeLike = np.uint32) -> np.ndarray:
        if dtype is np.uint64 and n_words == 4:  # (PCG64's ask)
            return self.words.view(np.uint64)
        wide = np.dtype(dtype) == np.uint64
        if n_words * (2 if wide else 1) > len(self.words):
            raise ValueError("only the first 8 words of the state are known")
        # (a SeedSequence's first n words are the same for any count asked)
        return self.words[:2 * n_words].view(np.uint64) if wide else self.words[:n_words].copy()


def _entropy_words(seed: int, attempt: int) -> list[int]:
    """The 32-bit words default_rng's coercion makes of [seed, attempt] (each number's, lowest
    first; 0 is one word) for a seed >= 0 and an attempt below 2**32."""
    words = [seed & MASK32]
    while seed > MASK32:
        seed >>= 32
        words.append(seed & MASK32)
    words.append(attempt)
    return words


def attempt_generator(seed: int, attempt: int) -> np.random.Generator:
    """np.random.default_rng([seed, attempt]), the same stream for a fifth of its cost where
    numba is (issue 36; the tests compare the streams): _entropy_words hashed by
    texture_kernel.seed_state as SeedSequence hashes them. Else SeedSequence given those
    words as a uint32 array, which it takes as they are (half default_rng's cost)."""
    if seed < 0 or not 0 <= attempt <= MASK32:
        return np.random.default_rng([seed, attempt])  # (its own error for a negative seed)
    words = _entropy_words(seed, attempt)
    if len(words) <= 4 and numba_installed():
        return AttemptStream(_kernel().seed_state(np.array(words, np.int64))).generator()
    return np.random.Generator(np.random.PCG64(np.random.SeedSequence(np.array(words, np.uint32))))


class AttemptStream:
    """An attempt's stream of doubles (attempt_stream): attempt_generator's PCG64 held as its
    seed state (seed_state's 8 uint32 words), for draw to step compiled (texture_kernel's
    pcg_stream) without making the Generator, or to make it where it draws in numpy."""

    def __init__(self, words: np.ndarray) -> None:
        self.words = words

    def generator(self) -> np.random.Generator:
        return np.random.Generator(np.random.PCG64(_SeedState(self.words)))  # type: ignore[arg-type]  # (any ISeedSequence)


def attempt_stream(seed: int, attempt: int) -> np.random.Generator | AttemptStream:
    """attempt_generator(seed, attempt)'s stream, left as its seed state where numba is (the
    Generator was 6 us an attempt, and the tabled scans draw their noise compiled: issue 36)."""
    if seed >= 0 and 0 <= attempt <= MASK32 and numba_installed():
        words = _entropy_words(seed, attempt)
        if len(words) <= 4:
            return AttemptStream(_kernel().seed_state(np.array(words, np.int64)))
    return attempt_generator(seed, attempt)


def _pcg_stream(rng: np.random.Generator | AttemptStream) -> np.ndarray | None:
    """texture_kernel's stream of ``rng`` (4 uint64: its PCG64 state and increment, high words
    first), or None for a Generator of another bit generator."""
    if isinstance(rng, AttemptStream):
        return _kernel().pcg_stream(rng.words.view(np.uint64))
    if type(rng.bit_generator) is not np.random.PCG64:
        return None
    state = rng.bit_generator.state["state"]
    value, inc = state["state"], state["inc"]
    return np.array([value >> 64, value & MASK64, inc >> 64, inc & MASK64], np.uint64)


def _draw_compiled(rng: np.random.Generator | AttemptStream, stream: np.ndarray, height: int, width: int,
                   keep: int, tries: int, density: float | tuple[float, float], cancel: Cancel,
                   tables: tuple[np.ndarray, np.ndarray] | None,
                   meta: tuple[str, str, str]) -> tuple[Nonogram, int] | None:
    """draw() compiled, each batch's densities and noise drawn from ``stream`` in the scan
    (texture_kernel.scan_drawn with the line ``tables``, scan_drawn_long without: the same
    doubles in the same places as the Generator's, drawn only as far as the scan looks), a
    Generator given left just past the doubles read (those past a kept texture are never read)."""
    spread = isinstance(density, tuple)
    low, span = (float(density[0]), float(density[1] - density[0])) if spread else (0.0, 0.0)  # type: ignore[index]
    scan = _kernel().scan_drawn if tables is not None else _kernel().scan_drawn_long
    tail = tables if tables is not None else ()
    drawn = 0
    try:
        while drawn < tries and not cancel.stopped:
            noise = np.empty((BATCH, height, width))
            if spread:
                densities, ready = np.empty(BATCH), np.array([-1])  # (uniform's doubles first, then the noise)
            else:
                densities, ready = np.full(BATCH, float(density)), np.zeros(1, np.int64)  # type: ignore[arg-type]
            start = 0
            while start < BATCH:
                index = int(scan(stream, noise, densities, low, span, start, ready, keep, *tail))
                if index < 0 or drawn + index >= tries:
                    break
                puzzle = _puzzle(noise[index], float(densities[index]), True, meta)
                if keep != LINE_STALLS or probing_solves(puzzle, cancel):
                    return puzzle, drawn + index + 1
                start = index + 1
            drawn += BATCH
        return None
    finally:
        if isinstance(rng, np.random.Generator):
            state = rng.bit_generator.state
            state["state"]["state"] = int(stream[0]) << 64 | int(stream[1])
            rng.bit_generator.state = state


def draw(rng: np.random.Generator | AttemptStream, height: int, width: int, wanted: str, tries: int,
         density: float | tuple[float, float], cancel: Cancel, title: str = "", author: str = "",
         license: str = "") -> tuple[Nonogram, int] | None:
    """(puzzle, textures drawn) of the first of at most ``tries`` textures that grades
    ``wanted``; None when none did (or ``cancel`` stopped). ``density``: the share of black
    cells, or a (low, high) range to draw it from per texture.

    The noise of a batch is drawn FIRST_LOOK textures first, the rest only when none of
    those is kept: the same numbers in the same places as one draw of the whole batch (a
    Generator's doubles come one a draw), so the same puzzle, without drawing 50 textures'
    noise for the few a small size looks at (issue 36); medium up to WHOLE_BATCH_MEDIUM_SIDE
    draws the whole batch at once. Compiled (numba, a PCG64 stream) the scan draws it as it
    goes instead (_draw_compiled). ``rng``: a Generator or an AttemptStream."""
    keep = WANTED[wanted]
    compiled = _compiled(height, width)
    tables = _line_tables(height, width) if compiled else None
    if compiled:
        stream = _pcg_stream(rng)
        if stream is not None:
            return _draw_compiled(rng, stream, height, width, keep, tries, density, cancel, tables,
                                  (title, author, license))
    if isinstance(rng, AttemptStream):
        rng = rng.generator()
    first_look = BATCH if keep == MEDIUM and max(height, width) <= WHOLE_BATCH_MEDIUM_SIDE else FIRST_LOOK
    drawn = 0
    spread = isinstance(density, tuple)
    cells = height * width
    while drawn < tries and not cancel.stopped:
        ready = first_look
        if spread:  # (uniform's doubles, then the noise's, in one draw)
            low, high = density  # type: ignore[misc]
            doubles = np.empty(BATCH + BATCH * cells)
            rng.random(out=doubles[:BATCH + ready * cells])
            densities = doubles[:BATCH]
            densities *= high - low  # (uniform(low, high): low + (high - low) * a double, tested alike)
            densities += low
            noise = doubles[BATCH:].reshape(BATCH, height, width)
        else:
            densities = np.full(BATCH, float(density))  # type: ignore[arg-type]
            noise = np.empty((BATCH, height, width))
            rng.random(out=noise[:ready])
        start = 0
        while start < BATCH:
            index = _scan(noise[:ready], densities, start, keep, compiled, tables)
            if index < 0 and ready < BATCH:
                rng.random(out=noise[ready:])
                start, ready = ready, BATCH
                continue
            if index < 0 or drawn + index >= tries:
                break
            puzzle = _puzzle(noise[index], float(densities[index]), compiled, (title, author, license))
            if keep != LINE_STALLS or probing_solves(puzzle, cancel):
                return puzzle, drawn + index + 1
            start = index + 1
        drawn += BATCH
    return None
