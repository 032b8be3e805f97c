"""Exact solving of one nonogram line, by dynamic programming over block placements.

A line of n cells is two bit masks: ``filled`` (bit i set when cell i is known filled) and
``empty``. The dynamic programme runs over the blocks, not the cells: for block j it keeps the
*set* of start positions that are consistent with everything to its left, as one Python int
used as a bit set. One step to the next block is a handful of shifts and ANDs, so a line costs
O(blocks x log n) big-integer operations instead of O(blocks x n) Python steps. The same pass
from the right end (shifting the other way; it used to run on the bit-reversed line, and the
reversals cost a sixth of the line solver) gives the starts consistent with everything to the
right; a start consistent with both sides belongs to at least one complete placement (the two
sides only meet at the block itself). From the valid starts we get, exactly:

- the cells some placement covers (may be filled), and
- the cells some placement leaves in a gap (may be empty).

A cell that cannot be empty is filled; a cell that cannot be filled is empty. This is the
complete line rule (the AND/OR of all consistent placements) without enumerating placements.

The simple *overlap* rule is also here: a block's leftmost and rightmost consistent starts
overlap on cells it must cover, and cells out of every block's reach are empty.
"""

from __future__ import annotations

from functools import lru_cache

from .model import Clue

SIMPLE = "simple"
OVERLAP = "overlap"
COMPLETE = "complete"
RULES = (SIMPLE, OVERLAP, COMPLETE)


class Contradiction(Exception):
    """The known cells of a line admit no placement of its clue."""


def _runs_of(mask: int, length: int) -> int:
    """Bits s such that bits s .. s+length-1 are all set in ``mask``."""
    acc, span = mask, 1
    while span < length:
        step = min(span, length - span)
        acc &= acc >> step
        span += step
    return acc


def _spread(starts: int, length: int) -> int:
    """Bits covered by a block of ``length`` starting at any bit of ``starts``."""
    acc, span = starts, 1
    while span < length:
        step = min(span, length - span)
        acc |= acc << step
        span += step
    return acc


def _flood_right(mask: int, seeds: int, n: int) -> int:
    """Bits of ``mask`` reachable from a seed by moving right (to higher bits) inside ``mask``.

    By carries, in a fixed handful of operations (the line solver's hottest step: it was a
    loop of log n shifts, 2.4x slower): adding its lowest seed to a run of ``mask`` clears the
    run from that seed up. The lowest seed of each run is where adding the runs' first bits to
    ``mask``'s non-seed bits stops carrying. ``n`` is unused (the loop needed it)."""
    seeds &= mask
    starts = mask & ~(mask << 1)
    lowest = ((mask & ~seeds) + starts) & seeds
    return mask & ~(mask + lowest)


def _flood_left(mask: int, seeds: int, n: int) -> int:
    reach, allowed, shift = seeds & mask, mask, 1
    while shift < n:
        reach |= (reach >> shift) & allowed
        allowed &= allowed >> shift
        shift <<= 1
    return reach


def _left_consistent_starts(clue: Clue, n: int, filled: int, empty: int) -> list[int]:
    """For each block, the set of starts consistent with the known cells to its left."""
    full = (1 << n) - 1
    may_be_empty = full & ~filled
    may_be_filled = full & ~empty
    first_filled = (filled & -filled).bit_length() - 1 if filled else n
    starts: list[int] = []
    allowed = (1 << (first_filled + 1)) - 1  # no filled cell before the first block
    previous_length = 0
    for j, length in enumerate(clue):
        if j:
            ends = starts[-1] << previous_length
            gap = _flood_right(may_be_empty, ends & may_be_empty, n)
            allowed = gap << 1
        starts.append(allowed & _runs_of(may_be_filled, length))
        previous_length = length
    return starts


def _right_consistent_starts(clue: Clue, n: int, filled: int, empty: int) -> list[int]:
    """For each block, the set of starts consistent with the known cells to its right: the
    mirror image of _left_consistent_starts, computed in place (no bit reversal), from the
    last block back."""
    full = (1 << n) - 1
    may_be_empty = full & ~filled
    may_be_filled = full & ~empty
    k = len(clue)
    starts = [0] * k
    following = 0
    for j in range(k - 1, -1, -1):
        length = clue[j]
        if j == k - 1:  # no filled cell after the last block
            allowed = full & ~((1 << max(0, filled.bit_length() - length)) - 1)
        else:  # a gap of may-be-empty cells, at least one, up to a start of the next block
            gap = _flood_left(may_be_empty, (following >> 1) & may_be_empty, n)
            allowed = gap >> length
        following = starts[j] = allowed & _runs_of(may_be_filled, length)
    return starts


def valid_starts(clue: Clue, n: int, filled: int, empty: int) -> list[int]:
    """For each block, the bit set of starts that belong to some consistent placement."""
    left = _left_consistent_starts(clue, n, filled, empty)
    right = _right_consistent_starts(clue, n, filled, empty)
    result = []
    for j in range(len(clue)):
        both = left[j] & right[j]
        if not both:
            raise Contradiction
        result.append(both)
    return result


@lru_cache(maxsize=1 << 16)
def solve_line(clue: tuple[int, ...], n: int, filled: int, empty: int) -> tuple[int, int]:
    """The complete line rule: return (filled, empty) masks of every cell the line forces.

    Raises Contradiction when no placement of ``clue`` agrees with the known cells.
    """
    full = (1 << n) - 1
    if not clue:
        if filled:
            raise Contradiction
        return 0, full
    starts = valid_starts(clue, n, filled, empty)
    may_be_empty_cells = full & ~filled
    can_fill = 0
    for s, length in zip(starts, clue):
        can_fill |= _spread(s, length)
    # Gaps: before the first block, between consecutive blocks, after the last block.
    first_latest = starts[0].bit_length() - 1
    can_empty = (1 << first_latest) - 1
    last = starts[-1]
    last_earliest_end = (last & -last).bit_length() - 1 + clue[-1]
    can_empty |= full & ~((1 << last_earliest_end) - 1)
    for j in range(len(clue) - 1):
        after = _flood_right(may_be_empty_cells, (starts[j] << clue[j]) & may_be_empty_cells, n)
        before = _flood_left(may_be_empty_cells, (starts[j + 1] >> 1) & may_be_empty_cells, n)
        can_empty |= after & before
    can_fill &= full
    if (can_fill | can_empty) != full:
        raise Contradiction
    return full & ~can_empty, full & ~can_fill


@lru_cache(maxsize=1 << 16)
def overlap_line(clue: tuple[int, ...], n: int, filled: int, empty: int) -> tuple[int, int]:
    """The simple overlap rule (leftmost vs rightmost packing): a weaker, teachable subset."""
    full = (1 << n) - 1
    if not clue:
        if filled:
            raise Contradiction
        return 0, full
    starts = valid_starts(clue, n, filled, empty)
    must_fill, reach = 0, 0
    for s, length in zip(starts, clue):
        leftmost = (s & -s).bit_length() - 1
        rightmost = s.bit_length() - 1
        if rightmost < leftmost + length:  # leftmost and rightmost placements overlap
            must_fill |= ((1 << (leftmost + length)) - 1) & ~((1 << rightmost) - 1)
        reach |= ((1 << (rightmost + length)) - 1) & ~((1 << leftmost) - 1)
    return (must_fill | filled) & full, (full & ~reach) | empty


def _runs(mask: int) -> tuple[int, ...]:
    """The lengths of the runs of set bits of ``mask``, lowest bit first."""
    runs = []
    while mask:
        mask >>= (mask & -mask).bit_length() - 1  # to the next run
        length = (~mask & (mask + 1)).bit_length() - 1
        runs.append(length)
        mask >>= length
    return tuple(runs)


@lru_cache(maxsize=1 << 16)
def simple_line(clue: tuple[int, ...], n: int, filled: int, empty: int) -> tuple[int, int]:
    """What a person sees on one line at a glance (the ``easy`` level of difficulty.py):

    - simple boxes: a block's leftmost and rightmost places in the stretches between known
      empty cells overlap on cells it must cover;
    - simple spaces: cells no block can reach are empty;
    - the edges: the first block cannot start after the first filled cell, nor the last block
      end before the last one;
    - a finished line: when the filled cells already make the clue, the rest is empty.

    Unlike the overlap rule it does not work out which block each filled cell in the middle
    of the line belongs to: that is the line solver's (medium) reasoning."""
    full = (1 << n) - 1
    if not clue:
        if filled:
            raise Contradiction
        return 0, full
    if _runs(filled) == tuple(clue):
        return filled, full & ~filled
    starts = valid_starts(clue, n, 0, empty)
    if filled:
        first, last = (filled & -filled).bit_length() - 1, filled.bit_length() - 1
        starts[0] &= (1 << (first + 1)) - 1
        starts[-1] &= ~((1 << max(0, last - clue[-1] + 1)) - 1)
        if not (starts[0] and starts[-1]):
            raise Contradiction
    must_fill, reach = 0, 0
    for s, length in zip(starts, clue):
        leftmost = (s & -s).bit_length() - 1
        rightmost = s.bit_length() - 1
        if rightmost < leftmost + length:
            must_fill |= ((1 << (leftmost + length)) - 1) & ~((1 << rightmost) - 1)
        reach |= ((1 << (rightmost + length)) - 1) & ~((1 << leftmost) - 1)
    new_filled, new_empty = (must_fill | filled) & full, (full & ~reach) | empty
    if new_filled & new_empty:
        raise Contradiction
    return new_filled, new_empty


LINE_RULES = {COMPLETE: solve_line, OVERLAP: overlap_line, SIMPLE: simple_line}
