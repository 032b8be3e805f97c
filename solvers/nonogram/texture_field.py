"""Tatham's random texture (texture.py), alone in its module so that both the Python scan
(texture.py) and the compiled one (texture_kernel.py) import it without importing each other."""

from __future__ import annotations

import numpy as np

EASY, MEDIUM, LINE_STALLS = 0, 1, 2  # what a scan keeps (hard: line stalls, then probing decides)
BUCKETS = 128  # the steps of (-9, 0] that texture() counts its field into


def texture(noise: np.ndarray, density: float) -> np.ndarray:
    """Tatham's texture of ``noise`` (h x w in [0, 1)): each cell the mean of its 3x3
    neighbourhood (edges reflected: the row before the first is the second), the
    density * cells (rounded half up) highest filled. texture_kernel.texture is the same
    function compiled."""
    h, w = noise.shape
    field, steps, values = np.empty(h * w), np.empty(h * w, np.int64), np.empty(h * w)
    threshold = threshold_of(noise, density, field, steps, np.empty(BUCKETS + 1, np.int64), values)
    return (field <= threshold).astype(np.int8).reshape(h, w)


def threshold_of(noise: np.ndarray, density: float, field: np.ndarray, steps: np.ndarray, counts: np.ndarray,
                 values: np.ndarray) -> float:
    """The threshold of texture(): its cells are those whose ``field`` value (filled here:
    field_of) is at most the value returned (-inf when none is). ``steps``, ``values``: h * w
    scratch, ``counts``: BUCKETS + 1. texture_kernel.threshold_of is the same lines compiled."""
    h, w = noise.shape
    field_of(noise, field)
    keep = int(density * h * w + 0.5)  # (not round(): its halves are not numba's)
    return kth_smallest(field, keep - 1, steps, counts, values) if keep else -np.inf


def field_of(noise: np.ndarray, field: np.ndarray) -> None:
    """-(the sum of each cell's 3x3 neighbourhood, edges reflected) into ``field``, row-major
    (ascending order of the field: the highest sums first). Written for numba too."""
    h, w = noise.shape
    for r in range(h):
        for c in range(w):
            total = 0.0
            for dr in (-1, 0, 1):
                y = r + dr
                y = (1 if h > 1 else 0) if y < 0 else (h - 2 if h > 1 else 0) if y >= h else y
                for dc in (-1, 0, 1):
                    x = c + dc
                    x = (1 if w > 1 else 0) if x < 0 else (w - 2 if w > 1 else 0) if x >= w else x
                    total += noise[y, x]
            field[r * w + c] = -total


def kth_smallest(field: np.ndarray, k: int, steps: np.ndarray, counts: np.ndarray, values: np.ndarray) -> float:
    """The k-th smallest (from 0) of a texture's ``field``: one value whichever algorithm finds
    it. Here the values are counted into BUCKETS equal steps of (-9, 0] (a monotone map: a
    lower step holds only lower values; a value outside falls into an end step), and Wirth's
    selection (Hoare's partition around the value at k, on the side holding k) looks only at
    the step that holds the k-th, a few values: Wirth's on all 49 values of a 7x7 was 1.2 us
    of its 1.6 us (its branches mispredicted), numba's np.partition 1.8 us (issue 36; the
    tests compare it with np.partition). Scratch: ``steps``, ``values`` as long as ``field``,
    ``counts`` BUCKETS + 1. Written for numba too."""
    counts[:] = 0
    for i in range(len(field)):
        step = int(min(max((field[i] + 9.0) * (BUCKETS / 9.0), 0.0), BUCKETS))
        steps[i] = step
        counts[step] += 1
    step = 0
    while counts[step] <= k:
        k -= counts[step]
        step += 1
    m = 0
    for i in range(len(field)):
        if steps[i] == step:
            values[m] = field[i]
            m += 1
    low, high = 0, m - 1
    while low < high:
        pivot = values[k]
        i, j = low, high
        while i <= j:
            while values[i] < pivot:
                i += 1
            while pivot < values[j]:
                j -= 1
            if i <= j:
                values[i], values[j] = values[j], values[i]
                i += 1
                j -= 1
        if j < k:
            low = i
        if k < i:
            high = j
    return float(values[k])
