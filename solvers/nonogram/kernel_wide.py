"""The compiled core (kernel.py) for lines longer than one machine word: two int64 words a
line, for lines of 61 to MAX_LINE = 124 cells (qnonograms tiger is 50x75, webpbn has many
lines of 61-99 cells, random 75x75 and 100x100 grids).

kernel.py keeps a line in one int64 (at most fastprobe.MAX_LINE = 60 cells) and its functions
stay as they are (texture_kernel compiles them into the generator's scan). Here a line is two
words, ``lo`` and ``hi``, BITS = 62 cells each, lowest cell first: cell i is bit i of lo, or
bit i - BITS of hi. 62 and not 64 so that adding two words and a carry never leaves a signed
64-bit word (_add, the one step of the line rule whose bits cross words by carries); every
word stays in [0, 2**BITS), each shift to the left masks with WORD.

Why two words as a pair of scalars and not a row of any number of words: a first version
kept each bit set as a row of an int64 array, in loops over the words, with scratch rows;
it cost 17-28 us a line of 81 cells (array views, loads and stores through memory in every
step), 25 times kernel.py's 0.7 us for a line of 60, hardly better than the Python line
solver with its memo. As pairs the values stay in registers and each step is straight-line
code, as in kernel.py.

The same algorithm as linesolve.solve_line (valid starts per block as bit sets, from both
ends; _flood_right by carries) and probe.probe_to_fixpoint (as kernel.probe_round), on pairs
of words instead of Python ints. The tests run these functions compiled and interpreted
(``.py_func``, NUMBA_DISABLE_JIT) against linesolve and probe. Only ``fastprobe`` imports
this module, when the grid has a line over kernel's word and line solving alone did not finish.

The grid: ``filled`` and ``empty`` are int64 arrays of shape (h + w, WORDS), rows first (row
r: cell (r, c) at bit c) then columns (line h + c: bit r); the clues as in kernel.py. The
grid's functions loop over the words (they are not the hot part); the line rule takes two.
They repeat the shape of kernel.py's (the queue, the probing round) rather than share it:
Numba binds a function's globals (here the line rule and the cell test) when it compiles, so
one source for both would mean compiling one Python function twice with other globals, which
its disk cache (one index per function's file and name, told apart only by the signatures)
is not made for; and kernel.py's functions stay as they are (see above).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from .kernel import BUDGET_SPENT, CONTRADICTION, MORE, ROUND_DONE, _bit_length, _lowest, _popcount

__all__ = ["BUDGET_SPENT", "CONTRADICTION", "MORE", "ROUND_DONE"]  # kernel's statuses: fastprobe reads them here too

BITS = 62  # cells a word (fastprobe.WIDE_BITS)
WORDS = 2
MAX_LINE = BITS * WORDS  # fastprobe.MAX_WIDE_LINE
WORD = (1 << BITS) - 1


# Bit sets as pairs (lo, hi) of words.


@njit(cache=True)
def _shl(lo: int, hi: int, shift: int) -> tuple[int, int]:
    """(lo, hi) << shift, the bits past hi dropped."""
    if shift == 0:
        return lo, hi
    if shift >= MAX_LINE:
        return 0, 0
    if shift >= BITS:
        return 0, (lo << (shift - BITS)) & WORD
    return (lo << shift) & WORD, ((hi << shift) | (lo >> (BITS - shift))) & WORD


@njit(cache=True)
def _shr(lo: int, hi: int, shift: int) -> tuple[int, int]:
    if shift == 0:
        return lo, hi
    if shift >= MAX_LINE:
        return 0, 0
    if shift >= BITS:
        return hi >> (shift - BITS), 0
    return (lo >> shift) | ((hi << (BITS - shift)) & WORD), hi >> shift


@njit(cache=True)
def _add(a_lo: int, a_hi: int, b_lo: int, b_hi: int) -> tuple[int, int]:
    """a + b, the carry out of hi dropped (it is past every line's cells)."""
    lo = a_lo + b_lo
    return lo & WORD, (a_hi + b_hi + (lo >> BITS)) & WORD


@njit(cache=True)
def _low_mask(bits: int) -> tuple[int, int]:
    """(1 << bits) - 1: the cells below ``bits``."""
    if bits <= 0:
        return 0, 0
    if bits < BITS:
        return (1 << bits) - 1, 0
    if bits < MAX_LINE:
        return WORD, (1 << (bits - BITS)) - 1
    return WORD, WORD


@njit(cache=True)
def _lowest_cell(lo: int, hi: int) -> int:
    """The index of the lowest set bit of a non-empty (lo, hi)."""
    return _lowest(lo) if lo else BITS + _lowest(hi)


@njit(cache=True)
def _cell_length(lo: int, hi: int) -> int:
    """(lo, hi).bit_length()."""
    return BITS + _bit_length(hi) if hi else _bit_length(lo)


# linesolve's steps on pairs (kernel.py compiles linesolve's own; on pairs they cannot be).


@njit(cache=True)
def _runs_of(lo: int, hi: int, length: int) -> tuple[int, int]:
    """linesolve._runs_of."""
    span = 1
    while span < length:
        step = min(span, length - span)
        s_lo, s_hi = _shr(lo, hi, step)
        lo, hi = lo & s_lo, hi & s_hi
        span += step
    return lo, hi


@njit(cache=True)
def _spread(lo: int, hi: int, length: int) -> tuple[int, int]:
    """linesolve._spread."""
    span = 1
    while span < length:
        step = min(span, length - span)
        s_lo, s_hi = _shl(lo, hi, step)
        lo, hi = lo | s_lo, hi | s_hi
        span += step
    return lo, hi


@njit(cache=True)
def _flood_right(m_lo: int, m_hi: int, s_lo: int, s_hi: int) -> tuple[int, int]:
    """linesolve._flood_right, by carries that run from lo into hi."""
    s_lo, s_hi = s_lo & m_lo, s_hi & m_hi
    up_lo, up_hi = _shl(m_lo, m_hi, 1)
    starts_lo, starts_hi = m_lo & ~up_lo, m_hi & ~up_hi  # the first bit of each run of the mask
    x_lo, x_hi = _add(m_lo & ~s_lo, m_hi & ~s_hi, starts_lo, starts_hi)
    lowest_lo, lowest_hi = x_lo & s_lo, x_hi & s_hi  # the lowest seed of each run
    y_lo, y_hi = _add(m_lo, m_hi, lowest_lo, lowest_hi)
    return m_lo & ~y_lo, m_hi & ~y_hi


@njit(cache=True)
def _flood_left(m_lo: int, m_hi: int, s_lo: int, s_hi: int, n: int) -> tuple[int, int]:
    """linesolve._flood_left."""
    r_lo, r_hi = s_lo & m_lo, s_hi & m_hi
    a_lo, a_hi = m_lo, m_hi
    shift = 1
    while shift < n:
        t_lo, t_hi = _shr(r_lo, r_hi, shift)
        r_lo, r_hi = r_lo | (t_lo & a_lo), r_hi | (t_hi & a_hi)
        t_lo, t_hi = _shr(a_lo, a_hi, shift)
        a_lo, a_hi = a_lo & t_lo, a_hi & t_hi
        shift <<= 1
    return r_lo, r_hi


@njit(cache=True)
def _left_starts(clues: np.ndarray, first: int, k: int, n: int, f_lo: int, f_hi: int, e_lo: int, e_hi: int,
                 out: np.ndarray) -> None:
    """linesolve._left_consistent_starts into ``out[:k]`` (rows of (lo, hi))."""
    full_lo, full_hi = _low_mask(n)
    mbe_lo, mbe_hi = full_lo & ~f_lo, full_hi & ~f_hi  # may be empty
    mbf_lo, mbf_hi = full_lo & ~e_lo, full_hi & ~e_hi  # may be filled
    first_filled = _lowest_cell(f_lo, f_hi) if f_lo | f_hi else n
    a_lo, a_hi = _low_mask(first_filled + 1)  # no filled cell before the first block
    previous_length = 0
    for j in range(k):
        length = clues[first + j]
        if j:
            ends_lo, ends_hi = _shl(out[j - 1, 0], out[j - 1, 1], previous_length)
            gap_lo, gap_hi = _flood_right(mbe_lo, mbe_hi, ends_lo & mbe_lo, ends_hi & mbe_hi)
            a_lo, a_hi = _shl(gap_lo, gap_hi, 1)
        r_lo, r_hi = _runs_of(mbf_lo, mbf_hi, length)
        out[j, 0], out[j, 1] = a_lo & r_lo, a_hi & r_hi
        previous_length = length


@njit(cache=True)
def _right_starts(clues: np.ndarray, first: int, k: int, n: int, f_lo: int, f_hi: int, e_lo: int, e_hi: int,
                  out: np.ndarray) -> None:
    """linesolve._right_consistent_starts into ``out[:k]`` (from the right end, no reversal)."""
    full_lo, full_hi = _low_mask(n)
    mbe_lo, mbe_hi = full_lo & ~f_lo, full_hi & ~f_hi
    mbf_lo, mbf_hi = full_lo & ~e_lo, full_hi & ~e_hi
    for j in range(k - 1, -1, -1):
        length = clues[first + j]
        if j == k - 1:  # no filled cell after the last block
            below_lo, below_hi = _low_mask(max(0, _cell_length(f_lo, f_hi) - length))
            a_lo, a_hi = full_lo & ~below_lo, full_hi & ~below_hi
        else:  # a gap of may-be-empty cells, at least one, up to a start of the next block
            s_lo, s_hi = _shr(out[j + 1, 0], out[j + 1, 1], 1)
            gap_lo, gap_hi = _flood_left(mbe_lo, mbe_hi, s_lo & mbe_lo, s_hi & mbe_hi, n)
            a_lo, a_hi = _shr(gap_lo, gap_hi, length)
        r_lo, r_hi = _runs_of(mbf_lo, mbf_hi, length)
        out[j, 0], out[j, 1] = a_lo & r_lo, a_hi & r_hi


@njit(cache=True)
def solve_line(clues: np.ndarray, first: int, k: int, n: int, f_lo: int, f_hi: int, e_lo: int, e_hi: int,
               left: np.ndarray, right: np.ndarray) -> tuple[bool, int, int, int, int]:
    """linesolve.solve_line: (consistent, filled lo, hi, empty lo, hi); ``left`` and ``right``
    (k rows of two) are scratch."""
    full_lo, full_hi = _low_mask(n)
    if k == 0:
        if f_lo | f_hi:
            return False, 0, 0, 0, 0
        return True, 0, 0, full_lo, full_hi
    _left_starts(clues, first, k, n, f_lo, f_hi, e_lo, e_hi, left)
    _right_starts(clues, first, k, n, f_lo, f_hi, e_lo, e_hi, right)
    for j in range(k):
        left[j, 0] &= right[j, 0]
        left[j, 1] &= right[j, 1]
        if not (left[j, 0] | left[j, 1]):
            return False, 0, 0, 0, 0
    mbe_lo, mbe_hi = full_lo & ~f_lo, full_hi & ~f_hi
    fill_lo = fill_hi = 0
    for j in range(k):
        s_lo, s_hi = _spread(left[j, 0], left[j, 1], clues[first + j])
        fill_lo, fill_hi = fill_lo | s_lo, fill_hi | s_hi
    # Gaps: before the first block, between consecutive blocks, after the last block.
    empty_lo, empty_hi = _low_mask(_cell_length(left[0, 0], left[0, 1]) - 1)
    last_earliest_end = _lowest_cell(left[k - 1, 0], left[k - 1, 1]) + clues[first + k - 1]
    below_lo, below_hi = _low_mask(last_earliest_end)
    empty_lo, empty_hi = empty_lo | (full_lo & ~below_lo), empty_hi | (full_hi & ~below_hi)
    for j in range(k - 1):
        s_lo, s_hi = _shl(left[j, 0], left[j, 1], clues[first + j])
        after_lo, after_hi = _flood_right(mbe_lo, mbe_hi, s_lo & mbe_lo, s_hi & mbe_hi)
        s_lo, s_hi = _shr(left[j + 1, 0], left[j + 1, 1], 1)
        before_lo, before_hi = _flood_left(mbe_lo, mbe_hi, s_lo & mbe_lo, s_hi & mbe_hi, n)
        empty_lo, empty_hi = empty_lo | (after_lo & before_lo), empty_hi | (after_hi & before_hi)
    fill_lo, fill_hi = fill_lo & full_lo, fill_hi & full_hi
    if (fill_lo | empty_lo) != full_lo or (fill_hi | empty_hi) != full_hi:
        return False, 0, 0, 0, 0
    return True, full_lo & ~empty_lo, full_hi & ~empty_hi, full_lo & ~fill_lo, full_hi & ~fill_hi


# The grid: kernel.py's propagation and probing round, on rows of WORDS words.


@njit(cache=True)
def propagate(filled: np.ndarray, empty: np.ndarray, clues: np.ndarray, first: np.ndarray,
              count: np.ndarray, lengths: np.ndarray, h: int, dirty: np.ndarray) -> bool:
    """kernel.propagate: from the lines ``dirty`` (every line when it holds -1) to the
    fixpoint, in place. False on a contradiction (the masks are then left half-done)."""
    lines = filled.shape[0]
    queue = np.empty(lines, np.int64)
    queued = np.zeros(lines, np.uint8)
    blocks = max(1, count.max())
    left, right = np.empty((blocks, WORDS), np.int64), np.empty((blocks, WORDS), np.int64)
    head, size = 0, 0
    for i in range(lines if dirty[0] < 0 else dirty.shape[0]):
        line = i if dirty[0] < 0 else dirty[i]
        if not queued[line]:
            queued[line] = 1
            queue[(head + size) % lines] = line
            size += 1
    while size:
        line = queue[head]
        head = (head + 1) % lines
        size -= 1
        queued[line] = 0
        ok, f_lo, f_hi, e_lo, e_hi = solve_line(clues, first[line], count[line], lengths[line], filled[line, 0],
                                                filled[line, 1], empty[line, 0], empty[line, 1], left, right)
        if not ok:
            return False
        size = _settle_word(filled, empty, queue, queued, head, size, line, h, 0, f_lo, e_lo)
        size = _settle_word(filled, empty, queue, queued, head, size, line, h, 1, f_hi, e_hi)
    return True


@njit(cache=True)
def _settle_word(filled: np.ndarray, empty: np.ndarray, queue: np.ndarray, queued: np.ndarray, head: int,
                 size: int, line: int, h: int, word: int, new_f: int, new_e: int) -> int:
    """kernel.settle_line for one word of ``line``: it gets its new masks, each cell it gained
    is marked in its crossing line, and the crossing lines not yet queued join the queue.
    The queue's new size."""
    lines = queue.shape[0]
    gained_f = new_f & ~filled[line, word]
    gained = gained_f | (new_e & ~empty[line, word])
    if not gained:
        return size
    filled[line, word], empty[line, word] = new_f, new_e
    index, other = (line, h) if line < h else (line - h, 0)
    at, bit = index // BITS, 1 << (index % BITS)
    other += word * BITS
    while gained:
        low = gained & -gained
        gained ^= low
        crossing = other + _lowest(low)
        if gained_f & low:
            filled[crossing, at] |= bit
        else:
            empty[crossing, at] |= bit
        if not queued[crossing]:
            queued[crossing] = 1
            queue[(head + size) % lines] = crossing
            size += 1
    return size


@njit(cache=True)
def unknown_count(filled: np.ndarray, empty: np.ndarray, h: int, w: int) -> int:
    known = 0
    for r in range(h):
        for i in range(filled.shape[1]):
            known += _popcount(filled[r, i] | empty[r, i])
    return h * w - known


@njit(cache=True)
def _known(filled: np.ndarray, empty: np.ndarray, r: int, c: int) -> bool:
    word, bit = c // BITS, c % BITS
    return ((filled[r, word] | empty[r, word]) >> bit) & 1 == 1


@njit(cache=True)
def _set(filled: np.ndarray, empty: np.ndarray, h: int, r: int, c: int, value_filled: bool) -> None:
    masks = filled if value_filled else empty
    masks[r, c // BITS] |= 1 << (c % BITS)
    masks[h + c, r // BITS] |= 1 << (r % BITS)


@njit(cache=True)
def assume(filled: np.ndarray, empty: np.ndarray, clues: np.ndarray, first: np.ndarray,
           count: np.ndarray, lengths: np.ndarray, h: int, r: int, c: int,
           value_filled: bool) -> tuple[bool, np.ndarray, np.ndarray]:
    """kernel.assume: copies with cell (r, c) set and propagated; False on a contradiction."""
    f, e = filled.copy(), empty.copy()
    _set(f, e, h, r, c, value_filled)
    dirty = np.array([r, h + c], np.int64)
    return propagate(f, e, clues, first, count, lengths, h, dirty), f, e


@njit(cache=True)
def probe_order(filled: np.ndarray, empty: np.ndarray, h: int, w: int) -> np.ndarray:
    """kernel.probe_order: unknown cells next to a known one first, then the others, each in
    row-major order, as r * w + c."""
    out = np.empty(h * w, np.int64)
    far = np.empty(h * w, np.int64)
    n_near, n_far = 0, 0
    for r in range(h):
        for c in range(w):
            if _known(filled, empty, r, c):
                continue
            if ((r > 0 and _known(filled, empty, r - 1, c)) or (r + 1 < h and _known(filled, empty, r + 1, c))
                    or (c > 0 and _known(filled, empty, r, c - 1))
                    or (c + 1 < w and _known(filled, empty, r, c + 1))):
                out[n_near] = r * w + c
                n_near += 1
            else:
                far[n_far] = r * w + c
                n_far += 1
    out[n_near:n_near + n_far] = far[:n_far]
    return out[:n_near + n_far]


@njit(cache=True)
def _agree(filled: np.ndarray, empty: np.ndarray, fa: np.ndarray, ea: np.ndarray, fb: np.ndarray,
           eb: np.ndarray, h: int) -> np.ndarray:
    """kernel._agree: set the cells unknown in the grid that both outcomes fix alike; the
    lines they touch (rows then columns), empty when there are none."""
    rows, cols = np.zeros(h, np.uint8), np.zeros(filled.shape[0] - h, np.uint8)
    for r in range(h):
        for i in range(filled.shape[1]):
            known = filled[r, i] | empty[r, i]
            for as_filled in (True, False):
                mask = (fa[r, i] & fb[r, i] if as_filled else ea[r, i] & eb[r, i]) & ~known
                while mask:
                    low = mask & -mask
                    mask ^= low
                    c = i * BITS + _lowest(low)
                    _set(filled, empty, h, r, c, as_filled)
                    rows[r] = 1
                    cols[c] = 1
    return np.concatenate((np.nonzero(rows)[0].astype(np.int64), np.nonzero(cols)[0].astype(np.int64) + h))


@njit(cache=True)
def probe_round(filled: np.ndarray, empty: np.ndarray, clues: np.ndarray, first: np.ndarray,
                count: np.ndarray, lengths: np.ndarray, h: int, w: int, order: np.ndarray,
                start: int, chunk: int, budget: int, counters: np.ndarray) -> tuple[int, int]:
    """kernel.probe_round on rows of WORDS words: the cells ``order[start:]`` until ``chunk`` probes
    are done; (status, where to go on); ``counters`` as there."""
    done = 0
    for i in range(start, order.shape[0]):
        cell = order[i]
        r, c = cell // w, cell % w
        if _known(filled, empty, r, c):
            continue
        if done == chunk:
            return MORE, i
        if counters[0] >= budget:
            return BUDGET_SPENT, i
        counters[0] += 1
        done += 1
        ok_a, fa, ea = assume(filled, empty, clues, first, count, lengths, h, r, c, True)
        ok_b, fb, eb = assume(filled, empty, clues, first, count, lengths, h, r, c, False)
        if not ok_a and not ok_b:
            return CONTRADICTION, i
        if not ok_a or not ok_b:
            filled[:] = fb if not ok_a else fa
            empty[:] = eb if not ok_a else ea
            counters[1] = 1
            continue
        dirty = _agree(filled, empty, fa, ea, fb, eb, h)
        if dirty.shape[0]:
            if not propagate(filled, empty, clues, first, count, lengths, h, dirty):
                return CONTRADICTION, i
            counters[1] = 1
            continue
        score = unknown_count(filled, empty, h, w) - min(unknown_count(fa, ea, h, w), unknown_count(fb, eb, h, w))
        if score > counters[3]:
            counters[2], counters[3] = cell, score
    return ROUND_DONE, order.shape[0]
