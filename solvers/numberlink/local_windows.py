"""A cheap, exact refusal of a generator's move: a second solution inside a small window round
the cell where the move changed the paths (``local_second_solution``). A move's judgement costs
0.25-1 s at 15x15-20x20, a window a few milliseconds."""

from __future__ import annotations

from collections.abc import Iterator

from ..events import Cancel, SolveOptions
from . import sat
from .model import Cell, Numberlink, puzzle_from_paths


def _runs_inside(path: list[Cell], inside: set[Cell]) -> list[list[Cell]]:
    """The maximal runs of consecutive cells of ``path`` inside the window."""
    runs: list[list[Cell]] = []
    run_: list[Cell] = []
    for cell in path:
        if cell in inside:
            run_.append(cell)
        elif run_:
            runs.append(run_)
            run_ = []
    return runs + ([run_] if run_ else [])


def _window_puzzle(paths: list[list[Cell]], top: int, left: int, bottom: int, right: int) -> Numberlink | None:
    """The window's own puzzle (None when a path crosses it in a single cell)."""
    inside = {(i, j) for i in range(top, bottom) for j in range(left, right)}
    runs = [run_ for path in paths for run_ in _runs_inside(path, inside)]
    if len(runs) < 2 or any(len(run_) < 2 for run_ in runs):
        return None
    return puzzle_from_paths(right - left, bottom - top, [[(i - top, j - left) for i, j in run_] for run_ in runs])


def _another_solution(window: Numberlink, cancel: Cancel | None, spent: dict | None = None) -> bool:
    """Does the window's puzzle have a fill solution besides its own? Asked of the plain fill
    model: the pruned one leaves out solutions where a path touches itself, and a local
    rewiring often is one (the judge finds those through its short-circuit question, which
    costs most of its time). Within PROPAGATIONS of Glucose work (not seconds: the answer
    is then the same at any load); ``spent["propagations"]`` adds up what it used."""
    search_cancel = cancel.child() if cancel is not None else Cancel()
    search = sat.LazySearch(SolveOptions(2, None, None, {"propagations": PROPAGATIONS}), search_cancel, {})
    model = search.attach(sat.BinarySatModel(window, "fill", None, False, search_cancel))
    solutions = [window.solution_board()]
    for _ in search.collect(model, 2, solutions):
        pass
    search.finish(model)
    if spent is not None:
        spent["propagations"] = spent.get("propagations", 0) + search.propagations
    return len(solutions) > 1


def _windows(width: int, height: int, centre: Cell, sizes: tuple[int, ...]) -> Iterator[tuple[int, int, int, int]]:
    """Every window of the given sizes that holds ``centre`` and fits the grid, largest first."""
    r, c = centre
    for side in sizes:
        for top in range(max(0, r - side + 1), min(r, height - side) + 1):
            for left in range(max(0, c - side + 1), min(c, width - side) + 1):
                yield top, left, top + side, left + side


def local_second_solution(width: int, height: int, paths: list[list[Cell]], centre: Cell,
                          cancel: Cancel | None = None, spent: dict | None = None) -> bool:
    """Is there a second fill solution that differs from ``paths`` only in a small window
    round ``centre``?

    Inside a window, each path falls into runs; each run becomes a pair of the window's own
    puzzle, with the run's ends as its numbers. Another solution of that small puzzle, with
    the rest of the grid as it is, is another solution of the whole: every run still joins its
    two ends (so every path still joins its numbers through the same cells outside), and every
    cell is used. So True is exact; False only says none was found. A window that a path
    crosses in one cell cannot be asked (that cell would be a pair of one cell), so up to
    WINDOWS_ASKED of the windows that can, largest first, are asked. ``spent``: as
    ``_another_solution``'s."""
    asked = 0
    for box in _windows(width, height, centre, SIZES):
        window = _window_puzzle(paths, *box)
        if window is None:
            continue
        if _another_solution(window, cancel, spent):
            return True
        asked += 1
        if asked >= WINDOWS_ASKED:
            break
    return False


# Window sides, and windows asked per move (about 5 ms each at 7x7). The judge's second
# solutions of 15x15 moves (32, two seeds) differed from the intended one in a box of 3x4 to
# 15x6 cells; 12 fit in 5x5. PROPAGATIONS: a window's work budget (it had 0.5 s; a 7x7
# window's search spends a few thousand propagations).
SIZES = (7, 6, 5, 4)
WINDOWS_ASKED = 3
PROPAGATIONS = 3_000_000
