"""Tatham's random texture (texture.py), alone in its module so that both the Python scan
(texture.py) and the compiled one (texture_kernel.py) import it without importing each other."""

from __future__ import annotations

import numpy as np

EASY, MEDIUM, LINE_STALLS = 0, 1, 2  # what a scan keeps (hard: line stalls, then probing decides)


def texture(noise: np.ndarray, density: float) -> np.ndarray:
    """Tatham's texture of ``noise`` (h x w in [0, 1)): each cell the mean of its 3x3
    neighbourhood (edges reflected: the row before the first is the second), the
    density * cells (rounded half up) highest filled. Written for numba too (texture_kernel.py)."""
    h, w = noise.shape
    field = np.zeros(h * w)
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
            field[r * w + c] = -total  # ascending order of -field: the highest first
    picture = np.zeros(h * w, np.int8)
    keep = int(density * h * w + 0.5)  # (not round(): its halves are not numba's)
    if keep:
        # The keep-th smallest of -field is one value whichever algorithm finds it: here
        # Wirth's selection (Hoare's partition around the value at k, on the side holding k),
        # written out, for numba's np.partition took 1.8 us on 49 values, most of a 7x7
        # texture (issue 36; the tests compare it with np.partition).
        values, k = field.copy(), keep - 1
        low, high = 0, h * w - 1
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
        threshold = values[k]
        for i in range(h * w):
            if field[i] <= threshold:
                picture[i] = 1
    return picture.reshape(h, w)
