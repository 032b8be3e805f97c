"""The compiled core (kernel.py) for lines longer than one machine word: each line a fixed
number of int64 words, chosen per grid, so that probing compiled reaches the big puzzles too
(qnonograms tiger is 50x75, webpbn has many lines of 61-99 cells, random 75x75 grids).

kernel.py keeps a line in one int64 (at most fastprobe.MAX_LINE = 60 cells) and its functions
stay as they are (texture_kernel compiles them into the generator's scan). Here a line is a
row of ``words`` int64s, BITS = 62 cells a word, lowest cell first: bit i of the line is bit
i % BITS of word i // BITS. 62 and not 64 so that adding two words and a carry never leaves
a signed 64-bit word (_add), the one operation of the line rule that moves bits by more than
a shift. Every word stays in [0, 2**BITS): each shift to the left masks with WORD.

The same algorithm as linesolve.solve_line (valid starts per block as bit sets, from both
ends; _flood_right by carries) and probe.probe_to_fixpoint (as kernel.probe_round), on rows
of words instead of Python ints. Numba allocates nothing in the line solver's loop: every
bit set lives in a row of a scratch array (the row numbers below) that propagate allocates
once. The tests run these functions compiled and interpreted (``.py_func``) against
linesolve and probe. Only ``fastprobe`` imports this module, when the grid has a line over
kernel's word and line solving alone did not finish.

The grid: ``filled`` and ``empty`` are int64 arrays of shape (h + w, words), rows first
(row r, bit c: cell (r, c)) then columns (line h + c, bit r); the clues as in kernel.py.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from .kernel import BUDGET_SPENT, CONTRADICTION, MORE, ROUND_DONE, _bit_length, _lowest, _popcount

__all__ = ["BUDGET_SPENT", "CONTRADICTION", "MORE", "ROUND_DONE"]

BITS = 62  # cells a word (fastprobe.WIDE_BITS)
WORD = (1 << BITS) - 1

# The rows of the line solver's scratch array: its bit sets, then the primitives' own two.
FULL, MAY_BE_EMPTY, MAY_BE_FILLED, ALLOWED, SEEDS, CAN_FILL, CAN_EMPTY, AFTER, BEFORE = range(9)
SPARE_A, SPARE_B = 9, 10
SCRATCH_ROWS = 11


def words_for(cells: int) -> int:
    """The words a line of ``cells`` cells takes."""
    return max(1, -(-cells // BITS))


# Bit sets as rows of words. ``out`` may be an input where a function says so.


@njit(cache=True)
def _shl(x: np.ndarray, shift: int, out: np.ndarray) -> None:
    """out = x << shift, bits past the last word dropped; out may be x (high words first)."""
    q, r = shift // BITS, shift % BITS
    for i in range(x.shape[0] - 1, -1, -1):
        value = 0
        if i >= q:
            value = (x[i - q] << r) & WORD
            if r and i > q:
                value |= x[i - q - 1] >> (BITS - r)
        out[i] = value


@njit(cache=True)
def _shr(x: np.ndarray, shift: int, out: np.ndarray) -> None:
    """out = x >> shift; out may be x (low words first)."""
    n = x.shape[0]
    q, r = shift // BITS, shift % BITS
    for i in range(n):
        value = 0
        if i + q < n:
            value = x[i + q] >> r
            if r and i + q + 1 < n:
                value |= (x[i + q + 1] << (BITS - r)) & WORD
        out[i] = value


@njit(cache=True)
def _add(a: np.ndarray, b: np.ndarray, out: np.ndarray) -> None:
    """out = a + b, the carry out of the last word dropped (it is past every line's cells)."""
    carry = 0
    for i in range(a.shape[0]):
        total = a[i] + b[i] + carry
        out[i] = total & WORD
        carry = total >> BITS


@njit(cache=True)
def _and(a: np.ndarray, b: np.ndarray, out: np.ndarray) -> None:
    for i in range(a.shape[0]):
        out[i] = a[i] & b[i]


@njit(cache=True)
def _and_not(a: np.ndarray, b: np.ndarray, out: np.ndarray) -> None:
    """out = a & ~b."""
    for i in range(a.shape[0]):
        out[i] = a[i] & ~b[i]


@njit(cache=True)
def _or(a: np.ndarray, b: np.ndarray, out: np.ndarray) -> None:
    for i in range(a.shape[0]):
        out[i] = a[i] | b[i]


@njit(cache=True)
def _low_mask(bits: int, out: np.ndarray) -> None:
    """out = (1 << bits) - 1 (the cells below ``bits``)."""
    for i in range(out.shape[0]):
        below = bits - i * BITS
        out[i] = WORD if below >= BITS else (1 << below) - 1 if below > 0 else 0


@njit(cache=True)
def _any(x: np.ndarray) -> bool:
    for i in range(x.shape[0]):
        if x[i]:
            return True
    return False


@njit(cache=True)
def _lowest_cell(x: np.ndarray) -> int:
    """The index of x's lowest set bit, -1 when x is empty."""
    for i in range(x.shape[0]):
        if x[i]:
            return i * BITS + _lowest(x[i])
    return -1


@njit(cache=True)
def _cell_length(x: np.ndarray) -> int:
    """x.bit_length()."""
    for i in range(x.shape[0] - 1, -1, -1):
        if x[i]:
            return i * BITS + _bit_length(x[i])
    return 0


@njit(cache=True)
def _has(x: np.ndarray, cell: int) -> bool:
    return (x[cell // BITS] >> (cell % BITS)) & 1 == 1


# linesolve's steps on rows of words (kernel.py compiles linesolve's own; these cannot be).


@njit(cache=True)
def _runs_of(mask: np.ndarray, length: int, out: np.ndarray, spare: np.ndarray) -> None:
    """linesolve._runs_of into ``out``."""
    out[:] = mask
    span = 1
    while span < length:
        step = min(span, length - span)
        _shr(out, step, spare)
        _and(out, spare, out)
        span += step


@njit(cache=True)
def _spread(starts: np.ndarray, length: int, out: np.ndarray, spare: np.ndarray) -> None:
    """linesolve._spread into ``out``."""
    out[:] = starts
    span = 1
    while span < length:
        step = min(span, length - span)
        _shl(out, step, spare)
        _or(out, spare, out)
        span += step


@njit(cache=True)
def _flood_right(mask: np.ndarray, seeds: np.ndarray, out: np.ndarray, a: np.ndarray, b: np.ndarray) -> None:
    """linesolve._flood_right (by carries) into ``out``, which may be ``seeds`` but not ``mask``."""
    _and(seeds, mask, a)  # the seeds inside mask
    _shl(mask, 1, b)
    _and_not(mask, b, b)  # the first bit of each run of mask
    _and_not(mask, a, out)
    _add(out, b, out)
    _and(out, a, a)  # the lowest seed of each run
    _add(mask, a, b)
    _and_not(mask, b, out)


@njit(cache=True)
def _flood_left(mask: np.ndarray, seeds: np.ndarray, n: int, out: np.ndarray, allowed: np.ndarray,
                spare: np.ndarray) -> None:
    """linesolve._flood_left into ``out``, which may be ``seeds`` but not ``mask``."""
    _and(seeds, mask, out)
    allowed[:] = mask
    shift = 1
    while shift < n:
        _shr(out, shift, spare)
        _and(spare, allowed, spare)
        _or(out, spare, out)
        _shr(allowed, shift, spare)
        _and(allowed, spare, allowed)
        shift <<= 1


@njit(cache=True)
def _line_masks(n: int, filled: np.ndarray, empty: np.ndarray, t: np.ndarray) -> None:
    """The rows FULL, MAY_BE_EMPTY and MAY_BE_FILLED of the scratch ``t``."""
    _low_mask(n, t[FULL])
    _and_not(t[FULL], filled, t[MAY_BE_EMPTY])
    _and_not(t[FULL], empty, t[MAY_BE_FILLED])


@njit(cache=True)
def _left_starts(clues: np.ndarray, first: int, k: int, n: int, filled: np.ndarray, t: np.ndarray,
                 out: np.ndarray) -> None:
    """linesolve._left_consistent_starts into ``out[:k]`` (after _line_masks)."""
    first_filled = _lowest_cell(filled) if _any(filled) else n
    allowed = t[ALLOWED]
    _low_mask(first_filled + 1, allowed)
    previous_length = 0
    for j in range(k):
        length = clues[first + j]
        if j:
            _shl(out[j - 1], previous_length, t[SEEDS])  # the ends of the previous block
            _flood_right(t[MAY_BE_EMPTY], t[SEEDS], allowed, t[SPARE_A], t[SPARE_B])
            _shl(allowed, 1, allowed)
        _runs_of(t[MAY_BE_FILLED], length, out[j], t[SPARE_A])
        _and(out[j], allowed, out[j])
        previous_length = length


@njit(cache=True)
def _right_starts(clues: np.ndarray, first: int, k: int, n: int, filled: np.ndarray, t: np.ndarray,
                  out: np.ndarray) -> None:
    """linesolve._right_consistent_starts into ``out[:k]`` (after _line_masks)."""
    allowed = t[ALLOWED]
    for j in range(k - 1, -1, -1):
        length = clues[first + j]
        if j == k - 1:  # no filled cell after the last block
            _low_mask(max(0, _cell_length(filled) - length), allowed)
            _and_not(t[FULL], allowed, allowed)
        else:  # a gap of may-be-empty cells, at least one, up to a start of the next block
            _shr(out[j + 1], 1, t[SEEDS])
            _flood_left(t[MAY_BE_EMPTY], t[SEEDS], n, allowed, t[SPARE_A], t[SPARE_B])
            _shr(allowed, length, allowed)
        _runs_of(t[MAY_BE_FILLED], length, out[j], t[SPARE_A])
        _and(out[j], allowed, out[j])


@njit(cache=True)
def solve_line(clues: np.ndarray, first: int, k: int, n: int, filled: np.ndarray, empty: np.ndarray,
               left: np.ndarray, right: np.ndarray, t: np.ndarray, new_f: np.ndarray,
               new_e: np.ndarray) -> bool:
    """linesolve.solve_line: whether the line is consistent, the cells it forces into ``new_f``
    and ``new_e`` (when it is). ``left`` and ``right`` (k rows) and ``t`` (SCRATCH_ROWS) are scratch."""
    _line_masks(n, filled, empty, t)
    if k == 0:
        if _any(filled):
            return False
        new_f[:] = 0
        new_e[:] = t[FULL]
        return True
    _left_starts(clues, first, k, n, filled, t, left)
    _right_starts(clues, first, k, n, filled, t, right)
    for j in range(k):
        _and(left[j], right[j], left[j])
        if not _any(left[j]):
            return False
    may_be_empty = t[MAY_BE_EMPTY]
    can_fill, can_empty, spare = t[CAN_FILL], t[CAN_EMPTY], t[SPARE_A]
    can_fill[:] = 0
    for j in range(k):
        _spread(left[j], clues[first + j], t[SEEDS], spare)
        _or(can_fill, t[SEEDS], can_fill)
    # Gaps: before the first block, between consecutive blocks, after the last block.
    _low_mask(_cell_length(left[0]) - 1, can_empty)
    _low_mask(_lowest_cell(left[k - 1]) + clues[first + k - 1], spare)
    _and_not(t[FULL], spare, spare)
    _or(can_empty, spare, can_empty)
    after, before = t[AFTER], t[BEFORE]
    for j in range(k - 1):
        _shl(left[j], clues[first + j], after)
        _flood_right(may_be_empty, after, after, t[SEEDS], spare)
        _shr(left[j + 1], 1, before)
        _flood_left(may_be_empty, before, n, before, t[SEEDS], spare)
        _and(after, before, after)
        _or(can_empty, after, can_empty)
    _and(can_fill, t[FULL], can_fill)
    _or(can_fill, can_empty, spare)
    for i in range(spare.shape[0]):
        if spare[i] != t[FULL][i]:
            return False
    _and_not(t[FULL], can_empty, new_f)
    _and_not(t[FULL], can_fill, new_e)
    return True


# The grid: kernel.py's propagation and probing round, on rows of words.


@njit(cache=True)
def propagate(filled: np.ndarray, empty: np.ndarray, clues: np.ndarray, first: np.ndarray,
              count: np.ndarray, lengths: np.ndarray, h: int, dirty: np.ndarray) -> bool:
    """kernel.propagate: from the lines ``dirty`` (every line when it holds -1) to the
    fixpoint, in place. False on a contradiction (the masks are then left half-done)."""
    lines, words = filled.shape
    queue = np.empty(lines, np.int64)
    queued = np.zeros(lines, np.uint8)
    blocks = max(1, count.max())
    left, right = np.empty((blocks, words), np.int64), np.empty((blocks, words), np.int64)
    t = np.empty((SCRATCH_ROWS, words), np.int64)
    new_f, new_e = np.empty(words, np.int64), np.empty(words, np.int64)
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
        if not solve_line(clues, first[line], count[line], lengths[line], filled[line], empty[line],
                          left, right, t, new_f, new_e):
            return False
        size = _settle_line(filled, empty, queue, queued, head, size, line, h, new_f, new_e)
    return True


@njit(cache=True)
def _settle_line(filled: np.ndarray, empty: np.ndarray, queue: np.ndarray, queued: np.ndarray, head: int,
                 size: int, line: int, h: int, new_f: np.ndarray, new_e: np.ndarray) -> int:
    """kernel.settle_line: ``line`` gets its new masks, each cell it gained is marked in its
    crossing line, and the crossing lines not yet queued join the queue. Its new size."""
    lines = queue.shape[0]
    index, other = (line, h) if line < h else (line - h, 0)
    word, bit = index // BITS, 1 << (index % BITS)
    for i in range(filled.shape[1]):
        gained_f = new_f[i] & ~filled[line, i]
        gained = gained_f | (new_e[i] & ~empty[line, i])
        filled[line, i], empty[line, i] = new_f[i], new_e[i]
        while gained:
            low = gained & -gained
            gained ^= low
            crossing = other + i * BITS + _lowest(low)
            if gained_f & low:
                filled[crossing, word] |= bit
            else:
                empty[crossing, word] |= bit
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
    return _has(filled[r], c) or _has(empty[r], c)


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
    """kernel.probe_round on rows of words: the cells ``order[start:]`` until ``chunk`` probes
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
