"""What every grid genre needs of a rectangular grid of cells."""

from __future__ import annotations


def orthogonal_neighbours(r: int, c: int, h: int, w: int):
    """The cells above, below, left and right of (r, c) that lie inside an h x w grid."""
    if r > 0:
        yield r - 1, c
    if r < h - 1:
        yield r + 1, c
    if c > 0:
        yield r, c - 1
    if c < w - 1:
        yield r, c + 1
