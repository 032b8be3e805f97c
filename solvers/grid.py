"""What every grid genre needs of a rectangular grid of cells."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    import numpy as np

NodeT = TypeVar("NodeT", bound=Hashable)


def differing_cells(a: np.ndarray, b: np.ndarray) -> list[tuple[int, int]]:
    """The cells (row, col) where two boards of cells differ."""
    import numpy as np

    return [(int(r), int(c)) for r, c in zip(*np.nonzero(np.asarray(a) != np.asarray(b)))]


def orthogonal_neighbours(r: int, c: int, h: int, w: int) -> Iterator[tuple[int, int]]:
    """The cells above, below, left and right of (r, c) that lie inside an h x w grid."""
    if r > 0:
        yield r - 1, c
    if r < h - 1:
        yield r + 1, c
    if c > 0:
        yield r, c - 1
    if c < w - 1:
        yield r, c + 1


def components(starts: Iterable[NodeT], linked: Callable[[NodeT], Iterable[NodeT]]) -> list[list[NodeT]]:
    """The connected groups of a grid's cells (or any nodes) reached from ``starts``, each once:
    ``linked(node)`` gives the nodes joined to it (a genre's own adjacency: cells not parted by
    a wall, cells joined by a drawn segment). A group lists its nodes in the order they were
    reached, depth first; groups come in the order of their first start. Every genre's
    connectivity (regions, drawn paths, detached loops) is this one search."""
    seen: set[NodeT] = set()
    groups = []
    for start in starts:
        if start in seen:
            continue
        seen.add(start)
        group, stack = [], [start]
        while stack:
            node = stack.pop()
            group.append(node)
            for other in linked(node):
                if other not in seen:
                    seen.add(other)
                    stack.append(other)
        groups.append(group)
    return groups


def read_picture(text: str, max_size: int) -> np.ndarray:
    """A pixel picture (``generate --picture``): one row per line, ``#`` black, ``.`` white
    (blank lines before and after are ignored, trailing spaces too). Returns an h x w int8
    numpy array (1 black); a bad picture, or one over ``max_size`` a side, raises one
    PuzzleFormatError naming its line."""
    import numpy as np  # here: the CLI imports this module at start-up

    from .errors import PuzzleFormatError

    lines = [line.rstrip() for line in text.removeprefix("\ufeff").splitlines()]
    content = [i for i, line in enumerate(lines) if line]
    if not content:
        raise PuzzleFormatError("empty picture")
    first, last = content[0], content[-1]
    rows = lines[first:last + 1]
    width = len(rows[0])
    if width > max_size or len(rows) > max_size:  # before looking at every character
        raise PuzzleFormatError(f"the picture is {width}x{len(rows)}; "
                                f"the maximum is {max_size}x{max_size}")
    for offset, row in enumerate(rows):
        number = first + offset + 1
        for column, ch in enumerate(row):
            if ch not in "#.":
                raise PuzzleFormatError(f"unknown character {ch!r} at column {column + 1} "
                                        "(a picture is '#' for black, '.' for white)", number)
        if len(row) != width:
            raise PuzzleFormatError(f"ragged picture: this row has {len(row)} cells "
                                    f"but the first has {width}", number)
    return np.array([[ch == "#" for ch in row] for row in rows], dtype=np.int8)
