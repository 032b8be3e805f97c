"""The growth of a random partition (partition.grow_cells) as plain loops over flat cell
indices: one source that runs interpreted on Python lists and compiled by Numba on arrays
(kernel.grow_regions, registered there), with the same regions either way.

Issue 36: growth was 60-66 % of a generated puzzle (some 60-280 partitions a puzzle at
7x7-15x15, pure Python on sets). Compiling it needs a random source the loops can read and
an order of cells that does not hang on Python's set iteration: the random numbers come in
as a buffer of 32-bit draws (``draws``, from the generator's numpy Generator in one call),
and a region's cells are visited in row-major order within its bounding box. This module
imports no numba, so a process that never earns the compiled core (a small command-line
call) does not pay for it.

Cell p = r * w + c. ``label[p]``: -2 outside the mask, -1 a free cell of the mask, else its
region. ``regs[5 * k: 5 * k + 5]``: region k's size and bounding box (top, bottom, left,
right); growing by symmetric pairs keeps the box's middle at the region's centre. ``work``:
scratch, WORK_PER_CELL entries a cell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import MutableSequence

    import numpy as np

    Ints = MutableSequence[int] | np.ndarray  # a list of ints (interpreted) or an int64 array (compiled)

# The layout of ``work`` (offsets in cells of the grid): the shuffled cells, then the
# options' two cells (at most four neighbours a cell of the region), then an order of regions.
SHUFFLED, OPTION_A, OPTION_B, ORDER = 0, 1, 5, 9
WORK_PER_CELL = 10
NEAR = 16  # a region of MERGE_LIMIT cells has at most 16 neighbours (work's last entries)
MERGE_LIMIT = 4  # regions up to this size look for a neighbour to merge with
MERGE_PASSES = 3
STRIP_CELLS = 4  # a straight region one cell wide this long is a strip (quality.STRIP_CELLS)
SPAN = 4294967296.0  # 2 ** 32: a draw over SPAN is uniform in [0, 1)


def draws_needed(cells: int) -> int:
    """The draws a growth of ``cells`` cells is given first (a growth that needs more is
    given four times as many, from the start: partition.grow_cells)."""
    return 12 * cells + 64


def _draw(draws: Ints, d: int, m: int) -> tuple[int, int]:
    """(a draw uniform in range(m), the next draw's index). Past the buffer it gives 0 and
    goes on counting: the caller sees the count and grows the partition again with more."""
    if d >= len(draws):
        return 0, d + 1
    return (draws[d] * m) >> 32, d + 1


def _shuffle(values: Ints, start: int, count: int, draws: Ints, d: int) -> int:
    """Shuffle values[start:start + count] in place (Fisher-Yates); the next draw's index."""
    for i in range(count - 1, 0, -1):
        j, d = _draw(draws, d, i + 1)
        a, b = start + i, start + j
        values[a], values[b] = values[b], values[a]
    return d


def _take(k: int, q: int, w: int, label: Ints, regs: Ints) -> None:
    """Cell q joins region k (leaving the single-cell region it was in, if any)."""
    owner = label[q]
    if owner >= 0:
        regs[5 * owner] -= 1
    label[q] = k
    base = 5 * k
    regs[base] += 1
    r, c = q // w, q % w
    regs[base + 1] = min(regs[base + 1], r)
    regs[base + 2] = max(regs[base + 2], r)
    regs[base + 3] = min(regs[base + 3], c)
    regs[base + 4] = max(regs[base + 4], c)


def _open(q: int, label: Ints, regs: Ints, leftovers: bool) -> bool:
    """Can a growing region take cell q of the mask: free, or (``leftovers``) of a single-cell
    region."""
    owner = label[q]
    return owner == -1 or (leftovers and owner >= 0 and regs[5 * owner] == 1)


def _options(k: int, leftovers: bool, h: int, w: int, label: Ints, regs: Ints, work: Ints) -> int:
    """Into work's OPTION_A and OPTION_B: each pair (a cell next to region k that it can take,
    its mirror image about k's centre, which it can take too), once per cell of k it touches,
    k's cells row by row; the count."""
    n = h * w
    base = 5 * k
    y2 = regs[base + 1] + regs[base + 2] + 1
    x2 = regs[base + 3] + regs[base + 4] + 1
    m = 0
    for r in range(regs[base + 1], regs[base + 2] + 1):
        for c in range(regs[base + 3], regs[base + 4] + 1):
            if label[r * w + c] != k:
                continue
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                mr, mc = y2 - nr - 1, x2 - nc - 1
                if not (0 <= nr < h and 0 <= nc < w and 0 <= mr < h and 0 <= mc < w):
                    continue
                q, mirror = nr * w + nc, mr * w + mc
                if q != mirror and label[q] != k and label[mirror] != k and \
                        _open(q, label, regs, leftovers) and _open(mirror, label, regs, leftovers):
                    work[OPTION_A * n + m] = q
                    work[OPTION_B * n + m] = mirror
                    m += 1
    return m


def _bends(k: int, m: int, w: int, n: int, regs: Ints, work: Ints) -> int:
    """Of region k's ``m`` options, when k is straight (one row or one column, 2+ cells), those
    that leave its line moved first: their count, or ``m`` when none does (no strips)."""
    base = 5 * k
    row = regs[base + 1] == regs[base + 2]
    if regs[base] < 2 or not (row or regs[base + 3] == regs[base + 4]):
        return m
    line = regs[base + 1] if row else regs[base + 3]
    bends = 0
    for i in range(m):
        a, b = work[OPTION_A * n + i], work[OPTION_B * n + i]
        on_a = a // w == line if row else a % w == line
        on_b = b // w == line if row else b % w == line
        if not (on_a and on_b):
            work[OPTION_A * n + bends] = a
            work[OPTION_B * n + bends] = b
            bends += 1
    return bends or m


def _expand(k: int, cap: int, leftovers: bool, h: int, w: int, label: Ints, regs: Ints, work: Ints,
            draws: Ints, d: int) -> tuple[bool, int]:
    """Grow region k by random symmetric pairs of cells it can take (``_open``) up to ``cap``
    cells; a straight region bends where it can (``_bends``). (grew, the next draw's index)."""
    n = h * w
    grew = False
    while regs[5 * k] + 2 <= cap:
        m = _options(k, leftovers, h, w, label, regs, work)
        if m == 0:
            break
        i, d = _draw(draws, d, _bends(k, m, w, n, regs, work))
        _take(k, work[OPTION_A * n + i], w, label, regs)
        _take(k, work[OPTION_B * n + i], w, label, regs)
        grew = True
    return grew, d


def _seed(k: int, p: int, max_size: int, h: int, w: int, label: Ints, regs: Ints, draws: Ints, d: int) -> int:
    """Start region k at free cell p: a cell, a domino or a 2x2 block (drawn among those that
    fit in free cells and in ``max_size``), so its dot lands on a centre, an edge or a
    vertex. The next draw's index."""
    r, c = p // w, p % w
    right = c + 1 < w and label[p + 1] == -1
    down = r + 1 < h and label[p + w] == -1
    block = right and down and label[p + w + 1] == -1
    shapes = 1
    if max_size >= 2:
        shapes += int(right) + int(down)
    if max_size >= 4 and block:
        shapes += 1
    shape, d = _draw(draws, d, shapes)
    base = 5 * k
    regs[base], regs[base + 1], regs[base + 2], regs[base + 3], regs[base + 4] = 0, r, r, c, c
    _take(k, p, w, label, regs)
    if shape == 0:
        return d
    if max_size >= 2 and right:
        shape -= 1
        if shape == 0:
            _take(k, p + 1, w, label, regs)
            return d
    if max_size >= 2 and down:
        shape -= 1
        if shape == 0:
            _take(k, p + w, w, label, regs)
            return d
    for q in (p + 1, p + w, p + w + 1):
        _take(k, q, w, label, regs)
    return d


def _symmetric_union(k: int, j: int, top: int, bottom: int, left: int, right: int, w: int, label: Ints) -> bool:
    """Are regions k and j together symmetric about the middle of their joint box?"""
    y2, x2 = top + bottom + 1, left + right + 1
    for r in range(top, bottom + 1):
        for c in range(left, right + 1):
            owner = label[r * w + c]
            if owner in (k, j):
                mirror = label[(y2 - r - 1) * w + (x2 - c - 1)]
                if mirror not in (k, j):
                    return False
    return True


def _touching(k: int, h: int, w: int, label: Ints, regs: Ints, work: Ints) -> int:
    """Into work's NEAR entries: the regions touching region k, once each; their count."""
    near = WORK_PER_CELL * h * w
    base = 5 * k
    found = 0
    for r in range(regs[base + 1], regs[base + 2] + 1):
        for c in range(regs[base + 3], regs[base + 4] + 1):
            if label[r * w + c] != k:
                continue
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if not (0 <= nr < h and 0 <= nc < w):
                    continue
                other = label[nr * w + nc]
                if other < 0 or other == k:
                    continue
                seen = False
                for i in range(found):
                    seen = seen or work[near + i] == other
                if not seen:
                    work[near + found] = other
                    found += 1
    return found


def _merged(k: int, j: int, max_size: int, w: int, label: Ints, regs: Ints) -> bool:
    """Region k into region j when their union fits ``max_size``, is symmetric and is no strip."""
    base, other = 5 * k, 5 * j
    cells = regs[base] + regs[other]
    if cells > max_size:
        return False
    top, bottom = min(regs[base + 1], regs[other + 1]), max(regs[base + 2], regs[other + 2])
    left, right = min(regs[base + 3], regs[other + 3]), max(regs[base + 4], regs[other + 4])
    if (top == bottom or left == right) and cells >= STRIP_CELLS:
        return False  # a strip
    if ((top + bottom + 1) & (left + right + 1) & 1) != (cells & 1):
        return False  # about a cell's centre a symmetric region has an odd count, else even
    if not _symmetric_union(k, j, top, bottom, left, right, w, label):
        return False
    for r in range(regs[base + 1], regs[base + 2] + 1):
        for c in range(regs[base + 3], regs[base + 4] + 1):
            if label[r * w + c] == k:
                label[r * w + c] = j
    regs[other], regs[other + 1], regs[other + 2], regs[other + 3], regs[other + 4] = cells, top, bottom, left, right
    regs[base] = 0
    return True


def _merge_small(regions: int, max_size: int, unions: bool, h: int, w: int, label: Ints, regs: Ints,
                 work: Ints, draws: Ints, d: int) -> tuple[bool, int]:
    """Merge each small region (up to MERGE_LIMIT cells, in random order) with a touching one
    (in random order, ``_merged``); (merged any, the next draw's index). ``unions`` False (the
    previous pass merged none, so every union fails again): only the draws are made."""
    n = h * w
    order, near = ORDER * n, WORK_PER_CELL * n
    count = 0
    for k in range(regions):
        if 0 < regs[5 * k] <= MERGE_LIMIT:
            work[order + count] = k
            count += 1
    d = _shuffle(work, order, count, draws, d)
    merged = False
    for t in range(count):
        k = work[order + t]
        if not 0 < regs[5 * k] <= MERGE_LIMIT:
            continue
        found = _touching(k, h, w, label, regs, work)
        d = _shuffle(work, near, found, draws, d)
        if not unions:
            continue
        for i in range(found):
            if _merged(k, work[near + i], max_size, w, label, regs):
                merged = True
                break
    return merged, d


def grow_regions(cells: Ints, h: int, w: int, max_size: int, big_cap: int, low_cap: int, big_share: float,
                 spread: bool, draws: Ints, label: Ints, regs: Ints, work: Ints) -> tuple[int, int, int]:
    """Grow symmetric connected regions over ``cells`` (flat indices of the mask's cells;
    ``label`` -1 there, -2 elsewhere): (regions made, draws used, looks). ``label`` then holds
    each cell's region (some regions may have ended empty: merged or taken).

    1. Seeds: the cells in random order; from each free one a region (``_seed``) grown to its
       cap: ``big_cap`` for ``big_share`` of them, with ``spread`` one drawn in
       [low_cap, max_size], else ``max_size``.
    2. Leftovers: passes in random order over the regions until none grows; each grows up to
       ``max_size`` over cells of single-cell regions too.
    3. MERGE_PASSES of ``_merge_small``.

    ``looks``: where partition.grow_cells looked at its cancel token when it was Python (per
    region seeded, per region of each leftover pass): the generator's work budgets count them.
    Draws used past ``len(draws)`` mean the regions are not to be used (grow again with more)."""
    n = h * w
    d = looks = regions = 0
    count = len(cells)
    for i in range(count):
        work[SHUFFLED * n + i] = cells[i]
    d = _shuffle(work, SHUFFLED * n, count, draws, d)
    for t in range(count):
        p = work[SHUFFLED * n + t]
        if label[p] != -1:
            continue
        looks += 1
        cap = max_size
        big = False
        if big_share > 0.0:
            big = d < len(draws) and draws[d] < big_share * SPAN
            d += 1
        if big:
            cap = big_cap
        elif spread:
            extra, d = _draw(draws, d, max_size - low_cap + 1)
            cap = low_cap + extra
        k = regions
        regions += 1
        d = _seed(k, p, max_size, h, w, label, regs, draws, d)
        d = _expand(k, cap, False, h, w, label, regs, work, draws, d)[1]

    order = ORDER * n
    for k in range(regions):
        work[order + k] = k
    changed = True
    while changed:
        changed = False
        d = _shuffle(work, order, regions, draws, d)
        for t in range(regions):
            k = work[order + t]
            looks += 1
            if 0 < regs[5 * k] < max_size:
                grew, d = _expand(k, max_size, True, h, w, label, regs, work, draws, d)
                changed = changed or grew
    merged = True
    for _ in range(MERGE_PASSES):
        merged, d = _merge_small(regions, max_size, merged, h, w, label, regs, work, draws, d)
    return regions, d, looks
