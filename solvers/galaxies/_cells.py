"""The cells where two solutions differ: a board of this genre is one entry a cell."""

from ..grid import differing_cells

__all__ = ["differing_cells"]
