"""Drawn lines on the doubled grid, without Qt: what the author's design and the player's board
are made of, and how one mouse drag changes them.

A *segment layer* is a doubled-coordinate int array (solvers.numberlink.model) holding 1 where a
line segment is drawn and 0 elsewhere; its cell and vertex entries stay 0. The paths, their
labels and the rules are derived from it, so a layer never disagrees with itself.
"""

from __future__ import annotations

import numpy as np

from solvers.numberlink.model import (LINE, UNKNOWN, Board, Numberlink, board_from_paths, neighbours, segment,
                                      segment_mask)

Cell = tuple[int, int]


def blank(shape) -> np.ndarray:
    h, w = shape
    return np.zeros((2 * h + 1, 2 * w + 1), dtype=np.int32)


def shape_of(layer) -> tuple[int, int]:
    return ((layer.shape[0] - 1) // 2, (layer.shape[1] - 1) // 2)


def links(layer, cell: Cell) -> list[Cell]:
    """The neighbours of ``cell`` joined to it by a drawn segment."""
    return [nb for nb in neighbours(shape_of(layer), *cell) if layer[segment(cell, nb)]]


def component(layer, cell: Cell) -> list[Cell]:
    seen, stack = {cell}, [cell]
    while stack:
        for nb in links(layer, stack.pop()):
            if nb not in seen:
                seen.add(nb)
                stack.append(nb)
    return sorted(seen)


def ordered(layer, cell: Cell) -> list[Cell]:
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


def remove_cell_links(layer, cell: Cell) -> None:
    for nb in links(layer, cell):
        layer[segment(cell, nb)] = 0


def labelled(puzzle: Numberlink, layer) -> Board:
    """The layer as a solver-style board: segments and cells reached from pair k's numbers
    carry k, drawn segments attached to no number carry ``LINE``, empty cells 0."""
    board = np.asarray(layer, dtype=np.int32).copy()
    board[board > 0] = LINE
    h, w = puzzle.shape
    grid = puzzle.grid()
    reached = set()
    for (r, c), k in np.ndenumerate(grid):
        if k and (r, c) not in reached:  # a joined pair is walked once, from its first number
            line = component(layer, (r, c))
            reached.update(line)
            for cell in line:
                board[2 * cell[0] + 1, 2 * cell[1] + 1] = k
                for nb in links(layer, cell):
                    board[segment(cell, nb)] = k
    for r in range(h):
        for c in range(w):
            if grid[r, c]:
                board[2 * r + 1, 2 * c + 1] = grid[r, c]
    return Board(board, puzzle.labels)


def joined_pairs(puzzle: Numberlink, layer) -> int:
    """How many pairs have a line from one number to the other (Flow Free's counter)."""
    return sum(1 for a, b in puzzle.endpoints if b in component(layer, a))


def for_rules(layer) -> np.ndarray:
    """The layer as ``rules.check`` reads it: segments drawn, cell labels unknown."""
    board = np.asarray(layer, dtype=np.int32).copy()
    board[1::2, 1::2] = UNKNOWN
    return board


def as_layer(board) -> np.ndarray:
    """A solver's board (labels on segments) as a segment layer (1 where a line is drawn)."""
    return segment_mask(board).astype(np.int32)


def layers_from_puzzle(puzzle: Numberlink) -> dict:
    """A document's numbers, design (the known solution) and empty board for a puzzle."""
    numbers = {tuple(cell): label for label, ends in zip(puzzle.labels, puzzle.endpoints) for cell in ends}
    design = blank(puzzle.shape)
    if puzzle.solution is not None:
        design = as_layer(board_from_paths(puzzle, puzzle.solution))
    return {"numbers": numbers, "design": design, "board": blank(puzzle.shape)}


def simple_paths(layer) -> tuple[list[list[Cell]], str | None]:
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

    def __init__(self, layer, numbers, free: bool = False):
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
            join = len(links(layer, cell)) == 1 and (attached == self.label or not attached and not self.label)
            if not join:
                remove_cell_links(layer, cell)
        layer[segment(trail[-1], cell)] = 1
        trail.append(cell)
        self.label = self.label or k
        return True
