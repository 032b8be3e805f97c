"""Drawn lines on the doubled grid: what a numberlink author's design and a player's board are
made of (the studio draws them, solvers.numberlink.moves judges them).

A *segment layer* is a doubled-coordinate int array (solvers.numberlink.model) holding 1 where a
line segment is drawn and 0 elsewhere; its cell and vertex entries stay 0. The paths, their
labels and the rules are derived from it, so a layer never disagrees with itself.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from ..grid import components
from .model import LINE, UNKNOWN, Board, Numberlink, board_from_paths, neighbours, segment, segment_mask

Cell = tuple[int, int]

def blank(shape: tuple[int, int]) -> np.ndarray:
    h, w = shape
    return np.zeros((2 * h + 1, 2 * w + 1), dtype=np.int32)


def shape_of(layer: np.ndarray) -> tuple[int, int]:
    return ((layer.shape[0] - 1) // 2, (layer.shape[1] - 1) // 2)


def links(layer: np.ndarray, cell: Cell) -> list[Cell]:
    """The neighbours of ``cell`` joined to it by a drawn segment."""
    return [nb for nb in neighbours(shape_of(layer), *cell) if layer[segment(cell, nb)]]


def component(layer: np.ndarray, cell: Cell) -> list[Cell]:
    """The cells joined to ``cell`` by drawn segments, ``cell`` among them, sorted."""
    return sorted(components([cell], lambda here: links(layer, here))[0])


def labelled(puzzle: Numberlink, layer: np.ndarray) -> Board:
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


def joined_pairs(puzzle: Numberlink, layer: np.ndarray) -> int:
    """How many pairs have a line from one number to the other (Flow Free's counter)."""
    return sum(1 for a, b in puzzle.endpoints if b in component(layer, a))


def for_rules(layer: ArrayLike) -> np.ndarray:
    """The layer as ``rules.check`` reads it: segments drawn, cell labels unknown."""
    board = np.asarray(layer, dtype=np.int32).copy()
    board[1::2, 1::2] = UNKNOWN
    return board


def as_layer(board: ArrayLike) -> np.ndarray:
    """A solver's board (labels on segments) as a segment layer (1 where a line is drawn)."""
    return segment_mask(board).astype(np.int32)


def layers_from_puzzle(puzzle: Numberlink) -> dict:
    """A document's numbers, design (the known solution) and empty board for a puzzle."""
    numbers = {tuple(cell): label for label, ends in zip(puzzle.labels, puzzle.endpoints) for cell in ends}
    design = blank(puzzle.shape)
    if puzzle.solution is not None:
        design = as_layer(board_from_paths(puzzle, puzzle.solution))
    return {"numbers": numbers, "design": design, "board": blank(puzzle.shape)}
