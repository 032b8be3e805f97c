"""How one mouse drag changes a segment layer, without Qt. What a layer is, and the functions
that read one, are the engine's (solvers.numberlink.layers, which the document model's rules
check uses too); the studio reaches them through this module."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solvers.numberlink.layers import (  # noqa: F401 (the studio's numberlink modules use them as paths.*)
    Cell,
    as_layer,
    blank,
    component,
    for_rules,
    joined_pairs,
    labelled,
    layers_from_puzzle,
    links,
    shape_of,
)
from solvers.numberlink.model import segment

if TYPE_CHECKING:
    import numpy as np


def ordered(layer: np.ndarray, cell: Cell) -> list[Cell]:
    """The cells of ``cell``'s line in drawing order, from one end (a loop: from ``cell``)."""
    cells = component(layer, cell)
    ends = [c for c in cells if len(links(layer, c)) == 1]
    start = ends[0] if ends else cell
    path, previous = [start], None
    while True:
        step = [nb for nb in links(layer, path[-1]) if nb != previous and nb not in path[-2:]]
        if not step or step[0] == start or len(path) > len(cells):
            return path
        previous = path[-1]
        path.append(step[0])


def remove_cell_links(layer: np.ndarray, cell: Cell) -> None:
    for nb in links(layer, cell):
        layer[segment(cell, nb)] = 0


def simple_paths(layer: np.ndarray) -> tuple[list[list[Cell]], str | None]:
    """Every drawn line as a cell path from end to end, or an error when one is a loop or
    branches (an author's design must be a set of simple paths to give endpoints)."""
    h, w = shape_of(layer)
    seen, paths = set(), []
    for r in range(h):
        for c in range(w):
            if (r, c) in seen or not links(layer, (r, c)):
                continue
            cells = component(layer, (r, c))
            seen.update(cells)
            degrees = [len(links(layer, cell)) for cell in cells]
            if max(degrees) > 2:
                return [], "branch"
            if degrees.count(1) != 2:
                return [], "loop"
            paths.append(ordered(layer, cells[0]))
    return paths, None


class LineDrawing:
    """One drag that draws a line the way Flow Free does, changing ``layer`` in place.

    ``numbers`` is H x W: the pair index of each number cell (0 elsewhere). Pressing on a number
    starts its line afresh; on a line end continues that line (dragging back over it erases);
    inside a line cuts it there. Moving into a cell of another line cuts that line; the drag
    stops at a number of the same pair, and a number of another pair blocks it. With
    ``free=True`` (an author designing paths) a drag may start on an empty cell.
    """

    def __init__(self, layer: np.ndarray, numbers: np.ndarray, free: bool = False) -> None:
        self.layer, self.numbers, self.free = layer, numbers, free
        self.trail: list[Cell] = []
        self.label = 0

    def begin(self, cell: Cell) -> bool:
        layer, numbers = self.layer, self.numbers
        degree = len(links(layer, cell))
        if numbers[cell]:
            for c in component(layer, cell):
                remove_cell_links(layer, c)
            self.trail = [cell]
        elif degree == 0:
            if not self.free:
                return False
            self.trail = [cell]
        else:
            line = ordered(layer, cell)
            if line[0] == cell or (line[-1] != cell and numbers[line[-1]] and not numbers[line[0]]):
                line.reverse()  # keep the part joined to a number; at a line end, all of it
            cut = line.index(cell)
            for a, b in zip(line[cut:], line[cut + 1:]):
                layer[segment(a, b)] = 0
            self.trail = line[:cut + 1]
        self.label = next((int(numbers[c]) for c in self.trail if numbers[c]), 0)
        return True

    def extend(self, target: Cell) -> None:
        """Walk from the trail's end towards ``target`` one neighbouring cell at a time (a fast
        mouse skips cells), stopping where a step is refused."""
        while self.trail and self.trail[-1] != target:
            r, c = self.trail[-1]
            dr, dc = target[0] - r, target[1] - c
            step = (r + (dr > 0) - (dr < 0), c) if abs(dr) >= abs(dc) else (r, c + (dc > 0) - (dc < 0))
            if not self._step(step):
                return

    def _finished(self) -> bool:
        end = self.trail[-1]
        return len(self.trail) > 1 and (bool(self.numbers[end]) or len(links(self.layer, end)) == 2)

    def _step(self, cell: Cell) -> bool:
        layer, numbers, trail = self.layer, self.numbers, self.trail
        if len(trail) >= 2 and cell == trail[-2]:  # dragging back erases
            layer[segment(trail[-1], cell)] = 0
            trail.pop()
            return True
        if cell in trail:  # back onto the own line further down: cut it there
            cut = trail.index(cell)
            for a, b in zip(trail[cut:], trail[cut + 1:]):
                layer[segment(a, b)] = 0
            del trail[cut + 1:]
            return True
        if self._finished():
            return False
        k = int(numbers[cell])
        if k and self.label and k != self.label:
            return False
        join = False
        if k:
            for c in component(layer, cell):  # the partner's own stub: replaced by this line
                remove_cell_links(layer, c)
        elif links(layer, cell):
            other = ordered(layer, cell)
            attached = next((int(numbers[c]) for c in other if numbers[c]), 0)
            join = len(links(layer, cell)) == 1 and (attached == self.label or (not attached and not self.label))
            if not join:
                remove_cell_links(layer, cell)
        layer[segment(trail[-1], cell)] = 1
        trail.append(cell)
        self.label = self.label or k
        return True
