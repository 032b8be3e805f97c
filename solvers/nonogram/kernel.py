"""The compiled core of probing (Numba): the complete line rule, propagation and one probing
round on machine-word bit sets, for grids whose lines fit in a word (at most fastprobe.MAX_LINE = 60 cells: every shift
then stays inside a signed 64-bit word).

The same algorithm as linesolve.solve_line (valid starts per block as bit sets, from both
ends) and probe.probe_to_fixpoint (both values of each unknown cell, near known cells first,
the survivor of a contradiction or the cells both outcomes agree on, else the cell that fixed
the most as the branch), written on int64 words instead of Python ints so that Numba can
compile it. Only ``fastprobe`` imports this module, and only when line solving alone did not
finish (numba's import costs about 0.35 s CPU, more than a small command-line call).
The functions are compiled on first call and cached on disk (``cache=True``); the tests run
the same functions interpreted (``.py_func``) and compare them with linesolve and probe.

The grid: ``filled`` and ``empty`` are int64 arrays of h + w line masks, rows first (row r,
bit c: cell (r, c)) then columns (line h + c, bit r). Clues: ``clues[first[L]:first[L] +
count[L]]`` are line L's blocks; ``lengths[L]`` its cells.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from . import linesolve

CONTRADICTION, ROUND_DONE, BUDGET_SPENT, MORE = 0, 1, 2, 3

# linesolve's own bit-set steps, compiled: one source for both (on Python ints there, on int64
# words here, where every line fits in a word). Numba's disk cache of this module's functions
# does not notice a change to linesolve.py: change this file too (or clear __pycache__) when
# one of them changes (last: _flood_right by carries, and the right-hand starts from the right
# end, issue 36).
_runs_of = njit(cache=True)(linesolve._runs_of)
_spread = njit(cache=True)(linesolve._spread)
_flood_right = njit(cache=True)(linesolve._flood_right)
_flood_left = njit(cache=True)(linesolve._flood_left)


@njit(cache=True)
def _bit_length(x: int) -> int:
    n = 0
    while x:
        x >>= 1
        n += 1
    return n


@njit(cache=True)
def _lowest(x: int) -> int:
    """Index of the lowest set bit of x > 0."""
    return _bit_length(x & -x) - 1


@njit(cache=True)
def _popcount(x: int) -> int:
    n = 0
    while x:
        x &= x - 1
        n += 1
    return n


@njit(cache=True)
def _left_starts(clues: np.ndarray, first: int, k: int, n: int, filled: int, empty: int,
                 out: np.ndarray) -> None:
    """linesolve._left_consistent_starts into ``out[:k]``."""
    full = (1 << n) - 1
    may_be_empty = full & ~filled
    may_be_filled = full & ~empty
    first_filled = _lowest(filled) if filled else n
    allowed = (1 << (first_filled + 1)) - 1
    previous_length = 0
    for j in range(k):
        length = clues[first + j]
        if j:
            ends = out[j - 1] << previous_length
            allowed = _flood_right(may_be_empty, ends & may_be_empty, n) << 1
        out[j] = allowed & _runs_of(may_be_filled, length)
        previous_length = length


@njit(cache=True)
def _right_starts(clues: np.ndarray, first: int, k: int, n: int, filled: int, empty: int,
                  out: np.ndarray) -> None:
    """linesolve._right_consistent_starts into ``out[:k]`` (from the right end, no reversal)."""
    full = (1 << n) - 1
    may_be_empty = full & ~filled
    may_be_filled = full & ~empty
    following = 0
    for j in range(k - 1, -1, -1):
        length = clues[first + j]
        if j == k - 1:
            allowed = full & ~((1 << max(0, _bit_length(filled) - length)) - 1)
        else:
            allowed = _flood_left(may_be_empty, (following >> 1) & may_be_empty, n) >> length
        following = allowed & _runs_of(may_be_filled, length)
        out[j] = following


@njit(cache=True)
def solve_line(clues: np.ndarray, first: int, k: int, n: int, filled: int, empty: int,
               left: np.ndarray, right: np.ndarray) -> tuple[bool, int, int]:
    """linesolve.solve_line: (consistent, filled, empty); ``left`` and ``right`` are scratch."""
    full = (1 << n) - 1
    if k == 0:
        if filled:
            return False, 0, 0
        return True, 0, full
    _left_starts(clues, first, k, n, filled, empty, left)
    _right_starts(clues, first, k, n, filled, empty, right)
    for j in range(k):
        both = left[j] & right[j]
        if not both:
            return False, 0, 0
        left[j] = both
    may_be_empty_cells = full & ~filled
    can_fill = 0
    for j in range(k):
        can_fill |= _spread(left[j], clues[first + j])
    can_empty = (1 << (_bit_length(left[0]) - 1)) - 1
    last_earliest_end = _lowest(left[k - 1]) + clues[first + k - 1]
    can_empty |= full & ~((1 << last_earliest_end) - 1)
    for j in range(k - 1):
        after = _flood_right(may_be_empty_cells, (left[j] << clues[first + j]) & may_be_empty_cells, n)
        before = _flood_left(may_be_empty_cells, (left[j + 1] >> 1) & may_be_empty_cells, n)
        can_empty |= after & before
    can_fill &= full
    if (can_fill | can_empty) != full:
        return False, 0, 0
    return True, full & ~can_empty, full & ~can_fill


@njit(cache=True)
def propagate(filled: np.ndarray, empty: np.ndarray, clues: np.ndarray, first: np.ndarray,
              count: np.ndarray, lengths: np.ndarray, h: int, dirty: np.ndarray) -> bool:
    """propagate.propagate from the lines ``dirty`` (every line when it holds -1): to the
    fixpoint, in place. False on a contradiction (the masks are then left half-done)."""
    lines = filled.shape[0]
    queue = np.empty(lines, np.int64)
    queued = np.zeros(lines, np.uint8)
    left = np.empty(64, np.int64)
    right = np.empty(64, np.int64)
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
        ok, new_f, new_e = solve_line(clues, first[line], count[line], lengths[line], filled[line],
                                      empty[line], left, right)
        if not ok:
            return False
        size = settle_line(filled, empty, queue, queued, head, size, line, h, new_f, new_e)
    return True


@njit(cache=True)
def settle_line(filled: np.ndarray, empty: np.ndarray, queue: np.ndarray, queued: np.ndarray, head: int,
                size: int, line: int, h: int, new_f: int, new_e: int) -> int:
    """One step of a propagation to the fixpoint (propagate here, texture_kernel's simple rules):
    ``line`` gets its new masks, each cell it gained is marked in its crossing line, and the
    crossing lines not yet queued join the first-in-first-out ``queue`` (``size`` entries from
    ``head``, modulo its length). The queue's new size. texture_kernel compiles this into its scan,
    and Numba's disk cache there does not notice a change here: change texture_kernel.py too."""
    lines = queue.shape[0]
    gained_f = new_f & ~filled[line]
    gained = gained_f | (new_e & ~empty[line])
    if not gained:
        return size
    filled[line], empty[line] = new_f, new_e
    index, other = (line, h) if line < h else (line - h, 0)
    bit = 1 << index
    while gained:
        low = gained & -gained
        gained ^= low
        crossing = other + _lowest(low)
        if gained_f & low:
            filled[crossing] |= bit
        else:
            empty[crossing] |= bit
        if not queued[crossing]:
            queued[crossing] = 1
            queue[(head + size) % lines] = crossing
            size += 1
    return size


@njit(cache=True)
def unknown_count(filled: np.ndarray, empty: np.ndarray, h: int, w: int) -> int:
    known = 0
    for r in range(h):
        known += _popcount(filled[r] | empty[r])
    return h * w - known


@njit(cache=True)
def _set(filled: np.ndarray, empty: np.ndarray, h: int, r: int, c: int, value_filled: bool) -> None:
    if value_filled:
        filled[r] |= 1 << c
        filled[h + c] |= 1 << r
    else:
        empty[r] |= 1 << c
        empty[h + c] |= 1 << r


@njit(cache=True)
def assume(filled: np.ndarray, empty: np.ndarray, clues: np.ndarray, first: np.ndarray,
           count: np.ndarray, lengths: np.ndarray, h: int, r: int, c: int,
           value_filled: bool) -> tuple[bool, np.ndarray, np.ndarray]:
    """probe._assume: copies with cell (r, c) set and propagated; False on a contradiction."""
    f, e = filled.copy(), empty.copy()
    _set(f, e, h, r, c, value_filled)
    dirty = np.array([r, h + c], np.int64)
    return propagate(f, e, clues, first, count, lengths, h, dirty), f, e


@njit(cache=True)
def probe_order(filled: np.ndarray, empty: np.ndarray, h: int, w: int) -> np.ndarray:
    """probe._probe_order: unknown cells next to a known one first, then the others, each
    in row-major order, as r * w + c."""
    near = np.empty(h * w, np.int64)
    far = np.empty(h * w, np.int64)
    n_near, n_far = 0, 0
    for r in range(h):
        known = filled[r] | empty[r]
        for c in range(w):
            if known >> c & 1:
                continue
            touching = ((r > 0 and (filled[r - 1] | empty[r - 1]) >> c & 1)
                        or (r + 1 < h and (filled[r + 1] | empty[r + 1]) >> c & 1)
                        or (c > 0 and known >> (c - 1) & 1) or (c + 1 < w and known >> (c + 1) & 1))
            if touching:
                near[n_near] = r * w + c
                n_near += 1
            else:
                far[n_far] = r * w + c
                n_far += 1
    out = np.empty(n_near + n_far, np.int64)
    out[:n_near] = near[:n_near]
    out[n_near:] = far[:n_far]
    return out


@njit(cache=True)
def _agree(filled: np.ndarray, empty: np.ndarray, fa: np.ndarray, ea: np.ndarray, fb: np.ndarray,
           eb: np.ndarray, h: int) -> np.ndarray:
    """Set the cells unknown in the grid that both outcomes fix alike; the lines they touch
    (rows then columns, as probe does), empty when there are none."""
    rows, cols = np.zeros(h, np.uint8), np.zeros(filled.shape[0] - h, np.uint8)
    for r in range(h):
        known = filled[r] | empty[r]
        both_filled, both_empty = fa[r] & fb[r] & ~known, ea[r] & eb[r] & ~known
        for as_filled in (True, False):
            mask = both_filled if as_filled else both_empty
            while mask:
                low = mask & -mask
                mask ^= low
                c = _lowest(low)
                _set(filled, empty, h, r, c, as_filled)
                rows[r] = 1
                cols[c] = 1
    return np.concatenate((np.nonzero(rows)[0].astype(np.int64), np.nonzero(cols)[0].astype(np.int64) + h))


@njit(cache=True)
def probe_round(filled: np.ndarray, empty: np.ndarray, clues: np.ndarray, first: np.ndarray,
                count: np.ndarray, lengths: np.ndarray, h: int, w: int, order: np.ndarray,
                start: int, chunk: int, budget: int, counters: np.ndarray) -> tuple[int, int]:
    """Part of one round of probe.probe_to_fixpoint, in place: the cells ``order[start:]``
    (probe_order at the round's start, as r * w + c) until ``chunk`` probes are done, so that
    the caller can look at its cancel token between calls. Returns (status, where to go on):
    MORE (call again from there), ROUND_DONE, CONTRADICTION or BUDGET_SPENT (before a probe
    that would exceed ``budget``; the grid as reached, every cell of it forced).
    ``counters``: [probes so far, progressed in this round (0/1), best branch cell or -1,
    its score]; the caller zeroes the last three at the start of a round."""
    done = 0
    for i in range(start, order.shape[0]):
        cell = order[i]
        r, c = cell // w, cell % w
        if (filled[r] | empty[r]) >> c & 1:
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
