"""The compiled scan of texture.py (Numba): Tatham's texture, its clues, line solving and the
simple line rules, one texture after another, for generation at his generator's pace
(issue 36). Only texture.py imports it, and only when numba is installed.

One source of truth: the texture is texture_field.texture compiled; line solving is kernel.py's
(the same bit sets as linesolve.solve_line); the simple rules are linesolve.simple_line on
int64 words, from kernel.py's valid starts. The tests compare the scan with texture.py's
Python scan (``.py_func``) and with linesolve.simple_line.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from . import kernel, texture_field

# Numba's disk cache does not notice a change to texture_field's functions: change this file
# too (last: the selection by 128 steps of the field before Wirth's, issue 36; the plain lines by
# ranks before it).
field_of = njit(cache=True)(texture_field.field_of)
kth_smallest = njit(cache=True)(texture_field.kth_smallest)
EASY, MEDIUM, LINE_STALLS = texture_field.EASY, texture_field.MEDIUM, texture_field.LINE_STALLS
BUCKETS = texture_field.BUCKETS


@njit(cache=True)
def threshold_of(noise: np.ndarray, density: float, field: np.ndarray, steps: np.ndarray, counts: np.ndarray,
                 values: np.ndarray) -> float:
    """texture_field.threshold_of (the same lines, compiled)."""
    h, w = noise.shape
    field_of(noise, field)
    keep = int(density * h * w + 0.5)
    return kth_smallest(field, keep - 1, steps, counts, values) if keep else -np.inf


@njit(cache=True)
def texture(noise: np.ndarray, density: float) -> np.ndarray:
    """texture_field.texture (the same lines, compiled)."""
    h, w = noise.shape
    field, steps, values = np.empty(h * w), np.empty(h * w, np.int64), np.empty(h * w)
    threshold = threshold_of(noise, density, field, steps, np.empty(BUCKETS + 1, np.int64), values)
    return (field <= threshold).astype(np.int8).reshape(h, w)


@njit(cache=True)
def layout(picture: np.ndarray, clues: np.ndarray, first: np.ndarray, count: np.ndarray) -> bool:
    """kernel.py's clue layout of ``picture`` into the arrays given (rows, then columns);
    False when a line is all one colour (Tatham's rule: texture.plain_lines)."""
    h, w = picture.shape
    k = 0
    for line in range(h + w):
        first[line] = k
        n = w if line < h else h
        run = 0
        black = 0
        for i in range(n + 1):
            cell = 0
            if i < n:
                cell = picture[line, i] if line < h else picture[i, line - h]
            if cell:
                run += 1
                black += 1
            elif run:
                clues[k] = run
                k += 1
                run = 0
        count[line] = k - first[line]
        if black == 0 or black == n:
            return False
    return True


@njit(cache=True)
def kept(noise: np.ndarray, density: float) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, bool]:
    """(picture, clues, first, count, plain): the texture of ``noise`` and its clues in
    layout()'s arrays, in one call, for the Nonogram of the texture texture.draw keeps
    (picture_clues of the picture from Python cost a third of a small puzzle: issue 36);
    ``plain``: layout() passed it (a kept texture always does: the scan checked)."""
    h, w = noise.shape
    picture = texture(noise, density)
    clues = np.zeros(h * w + 1, np.int64)
    first, count = np.zeros(h + w, np.int64), np.zeros(h + w, np.int64)
    plain = layout(picture, clues, first, count)
    return picture, clues, first, count, plain


@njit(cache=True)
def kept_lines(noise: np.ndarray, density: float) -> tuple[np.ndarray, np.ndarray]:
    """(picture, lines): the texture of ``noise`` and its lines as bit masks (rows, then
    columns: texture_lines'), for the Nonogram of a kept texture of lines of at most
    TABLED_LINE cells, whose clues texture.py looks up by mask: two arrays boxed rather than
    kept()'s four and their clues sliced in Python (issue 36)."""
    h, w = noise.shape
    picture = texture(noise, density)
    bits = np.zeros(h + w, np.int64)
    for r in range(h):
        for c in range(w):
            cell = np.int64(picture[r, c])
            bits[r] |= cell << c
            bits[h + c] |= cell << r
    return picture, bits


@njit(cache=True)
def _same_runs(clues: np.ndarray, first: int, k: int, filled: int) -> bool:
    """linesolve._runs(filled) == the clue."""
    j = 0
    while filled:
        while not filled & 1:
            filled >>= 1
        run = 0
        while filled & 1:
            filled >>= 1
            run += 1
        if j >= k or clues[first + j] != run:
            return False
        j += 1
    return j == k


@njit(cache=True)
def simple_line(clues: np.ndarray, first: int, k: int, n: int, filled: int, empty: int,
                left: np.ndarray, right: np.ndarray) -> tuple[int, int]:
    """linesolve.simple_line on words (a consistent line: the scan's clues are a picture's)."""
    full = (1 << n) - 1
    if k == 0:
        return 0, full
    if _same_runs(clues, first, k, filled):
        return filled, full & ~filled
    kernel._left_starts(clues, first, k, n, 0, empty, left)
    kernel._right_starts(clues, first, k, n, 0, empty, right)
    for j in range(k):
        left[j] &= right[j]
    if filled:
        low, high = kernel._lowest(filled), kernel._bit_length(filled) - 1
        left[0] &= (1 << (low + 1)) - 1
        left[k - 1] &= ~((1 << max(0, high - clues[first + k - 1] + 1)) - 1)
    must_fill, reach = 0, 0
    for j in range(k):
        s, length = left[j], clues[first + j]
        if not s:
            return filled, empty  # no placement (not met on a picture's clues)
        leftmost, rightmost = kernel._lowest(s), kernel._bit_length(s) - 1
        if rightmost < leftmost + length:
            must_fill |= ((1 << (leftmost + length)) - 1) & ~((1 << rightmost) - 1)
        reach |= ((1 << (rightmost + length)) - 1) & ~((1 << leftmost) - 1)
    return (must_fill | filled) & full, (full & ~reach) | empty


@njit(cache=True)
def simple_rules_finish(clues: np.ndarray, first: np.ndarray, count: np.ndarray, lengths: np.ndarray,
                        h: int, w: int) -> bool:
    """difficulty.simple_rules_finish: the simple line rules to their fixpoint, in
    propagate.propagate's order (every row, every column, then the crossing lines of each
    gain, first in first out), as kernel.propagate goes for the complete rule. The order
    matters here: the simple rules are not monotone (they read the filled cells only at the
    line's ends), and another order finished grids that propagate.py's leaves open."""
    lines = h + w
    filled, empty = np.zeros(lines, np.int64), np.zeros(lines, np.int64)
    left, right = np.empty(64, np.int64), np.empty(64, np.int64)
    queue = np.empty(lines, np.int64)
    queued = np.ones(lines, np.uint8)
    for line in range(lines):
        queue[line] = line
    head, size = 0, lines
    while size:
        line = queue[head]
        head = (head + 1) % lines
        size -= 1
        queued[line] = 0
        new_f, new_e = simple_line(clues, first[line], count[line], lengths[line], filled[line], empty[line],
                                   left, right)
        size = kernel.settle_line(filled, empty, queue, queued, head, size, line, h, new_f, new_e)
    return kernel.unknown_count(filled, empty, h, w) == 0


@njit(cache=True)
def scan(noise: np.ndarray, densities: np.ndarray, start: int, keep: int) -> int:
    """texture._scan: the first texture of ``noise[start:]`` that is kept (EASY: the simple
    rules finish it; MEDIUM: line solving does and they do not; LINE_STALLS: line solving does
    not), or -1."""
    return scan_drawn_long(np.zeros(0, np.uint64), noise, densities, 0.0, 0.0, start, np.array([len(noise)]), keep)


@njit(cache=True)
def _batch_densities(stream: np.ndarray, densities: np.ndarray, low: float, span: float, ready: np.ndarray) -> None:
    """scan_drawn's densities of a batch (``ready[0]`` < 0: not drawn yet), then ready[0] = 0."""
    if ready[0] < 0:
        for i in range(len(densities)):
            densities[i] = next_double(stream) * span + low
        ready[0] = 0


@njit(cache=True)
def scan_drawn_long(stream: np.ndarray, noise: np.ndarray, densities: np.ndarray, low: float, span: float,
                    start: int, ready: np.ndarray, keep: int) -> int:
    """scan(), the batch drawn from ``stream`` as scan_drawn draws it (for lines over
    TABLED_LINE cells), the plain lines ruled out by ranks first (plain_by_ranks)."""
    batch, h, w = noise.shape
    cells = h * w
    _batch_densities(stream, densities, low, span, ready)
    clues = np.zeros(cells + 1, np.int64)
    first, count = np.zeros(h + w, np.int64), np.zeros(h + w, np.int64)
    lengths = np.empty(h + w, np.int64)
    lengths[:h] = w
    lengths[h:] = h
    every = np.array([-1], np.int64)
    field, steps, values = np.empty(cells), np.empty(cells, np.int64), np.empty(cells)
    counts = np.empty(BUCKETS + 1, np.int64)
    low_values, high_values = np.empty(w), np.empty(w)
    for i in range(start, batch):
        if i >= ready[0]:
            fill_doubles(stream, noise[i].reshape(cells))
            ready[0] = i + 1
        field_of(noise[i], field)  # (texture()'s lines, the plain lines ruled out first)
        black = int(densities[i] * h * w + 0.5)
        if plain_by_ranks(field, black, h, w, low_values, high_values):
            continue
        threshold = kth_smallest(field, black - 1, steps, counts, values) if black else -np.inf
        picture = (field <= threshold).astype(np.int8).reshape(h, w)
        if not layout(picture, clues, first, count):
            continue
        if keep != LINE_STALLS:  # the simple rules first: they are all easy asks, and most 10x10s pass
            easy = simple_rules_finish(clues, first, count, lengths, h, w)
            if easy or keep == EASY:
                if easy and keep == EASY:
                    return i
                continue
        filled, empty = np.zeros(h + w, np.int64), np.zeros(h + w, np.int64)
        kernel.propagate(filled, empty, clues, first, count, lengths, h, every)
        solved = kernel.unknown_count(filled, empty, h, w) == 0
        if solved != (keep == LINE_STALLS):
            return i
    return -1


# Lines of at most TABLED_LINE cells have each answer of their rules remembered (scan_tabled).
TABLED_LINE = 10
SIMPLE_RULE, COMPLETE_RULE = 0, 1


def table_size(n: int) -> int:
    """line_rule's table for lines of ``n`` cells: one int32 for each rule, picture line and
    set of known cells (2 x 4**n; 8 MB at 10 cells), -1 until it is asked."""
    return 2 << 2 * n


@njit(cache=True)
def texture_lines(field: np.ndarray, threshold: float, h: int, w: int, bits: np.ndarray) -> bool:
    """The lines of the texture of ``field`` and ``threshold`` (threshold_of's) as bit masks
    into ``bits`` (rows, then columns: kernel.py's lines); False when a line is all one colour
    (layout()'s test), then ``bits`` is left half-done."""
    full_row = (1 << w) - 1
    bits[h:] = 0
    for r in range(h):
        row = np.int64(0)
        for c in range(w):  # (no branch on the cell: its colour is a coin toss, 0.1 of 0.9 us at 7x7)
            cell = np.int64(field[r * w + c] <= threshold)
            row |= cell << c
            bits[h + c] |= cell << r
        if row == 0 or row == full_row:
            return False
        bits[r] = row
    full_col, plain = (1 << h) - 1, 0
    for c in range(w):
        plain += bits[h + c] == 0 or bits[h + c] == full_col
    return plain == 0


@njit(cache=True)
def plain_by_ranks(field: np.ndarray, keep: int, h: int, w: int, low: np.ndarray, high: np.ndarray) -> bool:
    """Has the texture of ``field`` (texture_field.field_of's, h x w, its ``keep`` lowest
    values filled: threshold_of's) a line all one colour (texture_lines' False), decided without
    its threshold t, the k-th lowest value (k = keep - 1; a cell is filled when its value is at
    most t)? A line is all white when its lowest value is above t, that is when at least keep
    values are below its lowest; all black when its highest is at most t, when fewer than keep
    are below its highest. Some line is so when it holds for the highest of the lines' lowest
    values or the lowest of their highest: two counts, not the selection (0.15 of 0.45 us at
    7x7, where three textures in four have such a line: issue 36). ``low``, ``high``: w scratch."""
    for c in range(w):
        low[c] = high[c] = field[c]
    most_low, least_high = -np.inf, np.inf
    for r in range(h):
        row_low = row_high = field[r * w]
        for c in range(w):
            value = field[r * w + c]
            row_low, row_high = min(row_low, value), max(row_high, value)
            low[c], high[c] = min(low[c], value), max(high[c], value)
        most_low, least_high = max(most_low, row_low), min(least_high, row_high)
    for c in range(w):
        most_low, least_high = max(most_low, low[c]), min(least_high, high[c])
    below_low, below_high = 0, 0
    for i in range(h * w):  # (counted without a branch)
        below_low += field[i] < most_low
        below_high += field[i] < least_high
    return below_low >= keep or below_high < keep


@njit(cache=True)
def line_rule(table: np.ndarray, rule: int, picture: int, n: int, filled: int, empty: int,
              scratch: np.ndarray) -> int:
    """simple_line (SIMPLE_RULE) or kernel.solve_line (COMPLETE_RULE) of the line of ``n``
    cells whose picture is the bit mask ``picture`` (its clue: the picture's runs), the cells
    ``filled`` and ``empty`` known, remembered in ``table`` (table_size(n)): the new filled
    cells | the new empty ones << n, or 1 << 2n for a contradiction (never met on a
    picture). The known cells alone are the key: the rules are sound, so on a picture's clue
    each known cell is the picture's (filled = known & picture). ``scratch``: 3 x 64 int64."""
    at = (rule << 2 * n) | (picture << n) | filled | empty
    value = table[at]
    if value >= 0:
        return value
    clue, left, right = scratch[0], scratch[1], scratch[2]
    k, run = 0, 0
    for i in range(n + 1):
        if i < n and picture >> i & 1:
            run += 1
        elif run:
            clue[k] = run
            k += 1
            run = 0
    if rule == SIMPLE_RULE:
        new_f, new_e = simple_line(clue, 0, k, n, filled, empty, left, right)
        ok = True
    else:
        ok, new_f, new_e = kernel.solve_line(clue, 0, k, n, filled, empty, left, right)
    value = new_f | new_e << n if ok else 1 << 2 * n
    table[at] = value
    return value


# The index of the one bit set in a word below 1 << TABLED_LINE.
_BIT_INDEX = np.zeros(1 << TABLED_LINE, np.int64)
for _i in range(TABLED_LINE):
    _BIT_INDEX[1 << _i] = _i


@njit(cache=True)
def tabled_fixpoint(rows: np.ndarray, cols: np.ndarray, rule: int, bits: np.ndarray, h: int, w: int,
                    filled: np.ndarray, empty: np.ndarray, queue: np.ndarray, queued: np.ndarray,
                    scratch: np.ndarray) -> bool:
    """simple_rules_finish (SIMPLE_RULE) or kernel.propagate and its unknown count
    (COMPLETE_RULE), from the masks given, in their order (every line, then the crossing lines
    of each gain, first in first out: kernel.settle_line's steps, written out here for a
    third of the time), each line's answer from line_rule (``rows``, ``cols``: the tables of
    lines of w and of h cells), until no line gains or every cell is known (the rules are
    sound: a known line gains nothing). Is the grid complete?"""
    lines, cells = h + w, h * w
    known = 0
    for r in range(h):
        known += kernel._popcount(filled[r] | empty[r])
    for line in range(lines):
        queue[line] = line
        queued[line] = 1
    head, size = 0, lines
    while size and known < cells:
        line = queue[head]
        head = head + 1 if head + 1 < lines else 0
        size -= 1
        queued[line] = 0
        row = line < h
        n = w if row else h
        f, e = filled[line], empty[line]
        at = (rule << 2 * n) | (bits[line] << n) | f | e  # (line_rule's look-up, written out: a third off)
        value = rows[at] if row else cols[at]
        if value < 0:
            value = line_rule(rows if row else cols, rule, bits[line], n, f, e, scratch)
        if value >> 2 * n:
            return False  # (kernel.propagate's contradiction)
        full = (1 << n) - 1
        new_f, new_e = value & full, value >> n
        gained_f = new_f & ~f
        gained = gained_f | (new_e & ~e)
        if not gained:
            continue
        filled[line], empty[line] = new_f, new_e
        index, other = (line, h) if row else (line - h, 0)
        bit = 1 << index
        while gained:
            low = gained & -gained
            gained ^= low
            known += 1
            crossing = other + _BIT_INDEX[low]
            if gained_f & low:
                filled[crossing] |= bit
            else:
                empty[crossing] |= bit
            if not queued[crossing]:
                queued[crossing] = 1
                tail = head + size
                queue[tail if tail < lines else tail - lines] = crossing
                size += 1
    return known == cells


@njit(cache=True)
def scan_tabled(noise: np.ndarray, densities: np.ndarray, start: int, keep: int, rows: np.ndarray,
                cols: np.ndarray) -> int:
    """scan() for lines of at most TABLED_LINE cells, each line's rules answered from the
    tables ``rows`` and ``cols`` (table_size(w) and table_size(h), filled as they are asked:
    a 7x7 asks its 14 lines 20-30 times a texture, few of them new). Line solving goes on from
    the simple rules' fixpoint: their gains are sound, and line solving is monotone, so its
    fixpoint from there is its fixpoint from nothing (the tests compare it with scan())."""
    return scan_drawn(np.zeros(0, np.uint64), noise, densities, 0.0, 0.0, start, np.array([len(noise)]), keep,
                      rows, cols)


@njit(cache=True)
def scan_drawn(stream: np.ndarray, noise: np.ndarray, densities: np.ndarray, low: float, span: float, start: int,
               ready: np.ndarray, keep: int, rows: np.ndarray, cols: np.ndarray) -> int:
    """scan_tabled, the batch's noise drawn from ``stream`` (pcg_stream's) as the scan reaches
    it: ``ready[0]`` textures of ``noise`` are drawn (set here as more are); -1: not even the
    densities, then drawn first (``low`` + ``span`` x a double each: Generator.uniform's).
    The same doubles in the same places as Generator.random's of the whole batch after its
    uniform, so the same textures, without drawing past the one kept or a call a draw
    (issue 36)."""
    batch, h, w = noise.shape
    lines, cells = h + w, h * w
    _batch_densities(stream, densities, low, span, ready)
    bits, filled, empty = np.zeros(lines, np.int64), np.zeros(lines, np.int64), np.zeros(lines, np.int64)
    queue, queued = np.empty(lines, np.int64), np.zeros(lines, np.uint8)
    scratch = np.empty((3, 64), np.int64)
    field, steps, values = np.empty(cells), np.empty(cells, np.int64), np.empty(cells)
    counts = np.empty(BUCKETS + 1, np.int64)
    low_values, high_values = np.empty(w), np.empty(w)
    for i in range(start, batch):
        if i >= ready[0]:
            fill_doubles(stream, noise[i].reshape(cells))
            ready[0] = i + 1
        field_of(noise[i], field)  # (threshold_of's lines, the plain lines ruled out first)
        black = int(densities[i] * h * w + 0.5)
        if plain_by_ranks(field, black, h, w, low_values, high_values):
            continue
        threshold = kth_smallest(field, black - 1, steps, counts, values) if black else -np.inf
        if not texture_lines(field, threshold, h, w, bits):
            continue
        filled[:] = 0
        empty[:] = 0
        if keep != LINE_STALLS:
            easy = tabled_fixpoint(rows, cols, SIMPLE_RULE, bits, h, w, filled, empty, queue, queued, scratch)
            if easy or keep == EASY:
                if easy and keep == EASY:
                    return i
                continue
        solved = tabled_fixpoint(rows, cols, COMPLETE_RULE, bits, h, w, filled, empty, queue, queued, scratch)
        if solved != (keep == LINE_STALLS):
            return i
    return -1


# numpy's PCG64 (numpy/random/src/pcg64: a 128-bit LCG, its XSL-RR output) and its doubles
# (next_double: the output's top 53 bits / 2**53), on two 64-bit halves: a stream is
# (state high, state low, increment high, increment low) as uint64. 4 ns a double against
# numpy's 5 for Generator.random of a batch, and no Python between the textures (issue 36).
_HALF = np.uint64(0xFFFFFFFF)
_SHIFT32 = np.uint64(32)
_MULT_HIGH, _MULT_LOW = np.uint64(0x2360ED051FC65DA4), np.uint64(0x4385DF649FCCF645)


@njit(cache=True)
def _multiply_high(a: np.uint64, b: np.uint64) -> np.uint64:
    """The high 64 bits of a x b (from 32-bit halves)."""
    a0, a1, b0, b1 = a & _HALF, a >> _SHIFT32, b & _HALF, b >> _SHIFT32
    low, cross_a, cross_b = a0 * b0, a1 * b0, a0 * b1
    middle = (low >> _SHIFT32) + (cross_a & _HALF) + (cross_b & _HALF)
    return a1 * b1 + (cross_a >> _SHIFT32) + (cross_b >> _SHIFT32) + (middle >> _SHIFT32)


@njit(cache=True)
def _step(high: np.uint64, low: np.uint64, inc_high: np.uint64, inc_low: np.uint64) -> tuple[np.uint64, np.uint64]:
    """state x PCG's multiplier + increment, mod 2**128."""
    product = low * _MULT_LOW
    new_high = _multiply_high(low, _MULT_LOW) + low * _MULT_HIGH + high * _MULT_LOW
    new_low = product + inc_low
    return new_high + inc_high + np.uint64(new_low < product), new_low


@njit(cache=True)
def _double(high: np.uint64, low: np.uint64) -> float:
    """The double of a stepped state (XSL-RR's 64 bits, their top 53 / 2**53)."""
    mixed, turn = high ^ low, high >> np.uint64(58)
    bits = (mixed >> turn) | (mixed << ((np.uint64(64) - turn) & np.uint64(63)))
    return float(bits >> np.uint64(11)) * (1.0 / 9007199254740992.0)


@njit(cache=True)
def next_double(stream: np.ndarray) -> float:
    """Generator.random()'s next double of PCG64 ``stream`` (stepped)."""
    stream[0], stream[1] = _step(stream[0], stream[1], stream[2], stream[3])
    return _double(stream[0], stream[1])


@njit(cache=True)
def fill_doubles(stream: np.ndarray, out: np.ndarray) -> None:
    """Generator.random(out=out) of PCG64 ``stream`` (its state in locals through the loop)."""
    high, low, inc_high, inc_low = stream[0], stream[1], stream[2], stream[3]
    for i in range(len(out)):
        high, low = _step(high, low, inc_high, inc_low)
        high, low = np.uint64(high), np.uint64(low)  # (a no-op compiled; interpreted, a compiled step's ints)
        out[i] = _double(high, low)
    stream[0], stream[1] = high, low


@njit(cache=True)
def pcg_stream(words: np.ndarray) -> np.ndarray:
    """The stream of PCG64 seeded by a seed sequence whose generate_state(4, np.uint64) is
    ``words`` (numpy's pcg64_set_seed: seed words 0-1, increment words 2-3, high first)."""
    stream = np.zeros(4, np.uint64)
    stream[2] = (words[2] << np.uint64(1)) | (words[3] >> np.uint64(63))  # increment: sequence << 1 | 1
    stream[3] = (words[3] << np.uint64(1)) | np.uint64(1)
    high, low = _step(np.uint64(0), np.uint64(0), stream[2], stream[3])
    high, low = np.uint64(high), np.uint64(low)  # (as in fill_doubles)
    new_low = low + words[1]
    high, low = high + words[0] + np.uint64(new_low < low), new_low
    stream[0], stream[1] = _step(np.uint64(high), np.uint64(low), stream[2], stream[3])
    return stream


# numpy's SeedSequence (numpy/random/bit_generator.pyx: hashmix, mix, mix_entropy and
# generate_state; its constants), for the attempts' generators (texture.attempt_generator):
# numpy's own costs 20 us a generator, a sixth of a small puzzle, most of it Python around
# the hashing (issue 36). Words are uint32s held in int64 (each product masked to 32 bits).
_INIT_A, _MULT_A, _INIT_B, _MULT_B = 0x43B0D7E5, 0x931E8875, 0x8B51F9DD, 0x58F38DED
_MIX_MULT_L, _MIX_MULT_R, _MASK32 = 0xCA01F9DD, 0x4973F715, 0xFFFFFFFF


@njit(cache=True)
def seed_state(entropy: np.ndarray) -> np.ndarray:
    """SeedSequence(entropy).generate_state(8, np.uint32) for at most 4 words of entropy (its
    pool size: no words beyond the pool to mix in)."""
    pool = np.zeros(4, np.int64)
    hash_const = _INIT_A
    for i in range(4):
        value = (entropy[i] if i < len(entropy) else 0) ^ hash_const
        hash_const = (hash_const * _MULT_A) & _MASK32
        value = (value * hash_const) & _MASK32
        pool[i] = value ^ (value >> 16)
    for src in range(4):
        for dst in range(4):
            if src != dst:
                value = pool[src] ^ hash_const
                hash_const = (hash_const * _MULT_A) & _MASK32
                value = (value * hash_const) & _MASK32
                value ^= value >> 16
                mixed = (_MIX_MULT_L * pool[dst] - _MIX_MULT_R * value) & _MASK32
                pool[dst] = mixed ^ (mixed >> 16)
    state = np.zeros(8, np.uint32)
    hash_const = _INIT_B
    for i in range(8):
        value = pool[i % 4] ^ hash_const
        hash_const = (hash_const * _MULT_B) & _MASK32
        value = (value * hash_const) & _MASK32
        state[i] = value ^ (value >> 16)
    return state
