"""nikoli uniqueness of the pruned model's only solution, without another search.

The pruned nikoli model (``cpsat.CircuitModel`` and ``sat.SatModel`` with ``prune``) leaves out
exactly the solutions that allow one of these *moves* (each clause of the pruning says "this
move is not available"):

- shortcut: a path touches itself at adjacent cells u, v: join u-v, free the stretch between;
- shortcut through an empty cell e: two cells u, v next to e on one path, not joined round
  the block's other corner: route u-e-v instead (u..v was 4+ steps: parity);
- shortcut through two empty cells e, f in a row: u-e-f-v in line, u and v on one path: route
  u-e-f-v instead (the path ran 5+ steps: the straight route was empty);
- swap: the path runs u-m-v round a corner with the opposite corner e empty and m in the lower
  row: run u-e-v instead.

Each move keeps a valid solution and lowers (cells used, then the rows of the used cells), so
from any solution T, moves lead in finitely many steps to a pruned solution. When the pruned
model has exactly one solution S, every T != S reaches S; the step into S starts from a solution
T' != S that is S with one move undone: a stretch of one, two or three steps of S (u-v, u-x-v,
u-e-f-v) replaced by u-R-v, where R runs through cells S leaves empty. Conversely any such
detour of S is a second solution. So S is unique iff no stretch of one to three steps of S can
be rerouted through S's empty cells: a breadth-first search per stretch, no solver. (janko
437_15x15: not proven in 30 s on the plain model, nor in 10 s by the earlier two-step proof;
this answers it at once, benchmarks/NUMBERLINK.md.)
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

import numpy as np

from ..events import Solution
from .model import Board, Cell, Numberlink, board_from_paths, cell_labels, neighbours, paths_from_board


def reroute(puzzle: Numberlink, board: Board) -> Board | None:
    """A second solution: ``board`` with one stretch of one to three steps of a path drawn
    instead through cells the board leaves empty; None when no stretch can be (which proves
    ``board`` unique when it is the pruned nikoli model's only solution)."""
    empty = {(int(r), int(c)) for r, c in np.argwhere(cell_labels(board) == 0)}
    if not empty:
        return None
    paths = [list(path) for path in paths_from_board(puzzle, board)]
    for k, path in enumerate(paths):
        for step in (1, 2, 3):  # replace path[i + 1 .. i + step - 1] (a segment: nothing)
            for i in range(len(path) - step):
                u, v = path[i], path[i + step]
                detour = _route(puzzle.shape, empty, u, v)
                if detour is not None:
                    paths[k] = path[:i + 1] + detour + path[i + step:]
                    return board_from_paths(puzzle, paths)
    return None


def add_reroute(puzzle: Numberlink, solutions: list[Board]) -> Iterator[Solution]:
    """The methods' use: append the reroute of ``solutions[0]`` (and yield it as a Solution
    event) when there is one; unique otherwise."""
    second = reroute(puzzle, solutions[0])
    if second is not None:
        solutions.append(second)
        yield Solution(second)


def _route(shape: tuple[int, int], free: set[Cell], u: Cell, v: Cell) -> list[Cell] | None:
    """The cells of a shortest route from a neighbour of u to a neighbour of v through
    ``free`` cells only, or None."""
    targets = {cell for cell in neighbours(shape, *v) if cell in free}
    if not targets:
        return None
    came_from: dict[Cell, Cell | None] = {}
    queue: deque[Cell] = deque()
    for cell in neighbours(shape, *u):
        if cell in free:
            came_from[cell] = None
            queue.append(cell)
    while queue:
        cell = queue.popleft()
        if cell in targets:
            route: list[Cell] = []
            step: Cell | None = cell
            while step is not None:
                route.append(step)
                step = came_from[step]
            return route[::-1]
        for nb in neighbours(shape, *cell):
            if nb in free and nb not in came_from:
                came_from[nb] = cell
                queue.append(nb)
    return None
