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

# Numba's disk cache does not notice a change to texture_field.texture: change this file too
# (last: Wirth's selection written out in place of np.partition, issue 36).
texture = njit(cache=True)(texture_field.texture)
EASY, MEDIUM, LINE_STALLS = texture_field.EASY, texture_field.MEDIUM, texture_field.LINE_STALLS


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
    batch, h, w = noise.shape
    clues = np.zeros(h * w + 1, np.int64)
    first, count = np.zeros(h + w, np.int64), np.zeros(h + w, np.int64)
    lengths = np.empty(h + w, np.int64)
    lengths[:h] = w
    lengths[h:] = h
    every = np.array([-1], np.int64)
    for i in range(start, batch):
        picture = texture(noise[i], densities[i])
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
