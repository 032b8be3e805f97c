"""The method ``propagate``: human-style deductions, one explained ``Step`` at a time, then
``cpsat`` for what is left (``options.extra["finish"] = False`` stops where logic stops).

Steps work on the doubled board (``Step.cells`` are doubled coordinates; values: 0 = no line,
``LINE`` (-2) = a line whose label is not known yet, k >= 1 = the path of pair k):

``forced-move``   a cell with one line left to draw and one way to draw it
``corridor``      a cell the line must pass (under ``fill``) with exactly two ways out
``complete``      a cell has all its lines: its other segments get none
``dead-end``      (``nikoli``) an empty-so-far cell with one way in cannot be passed: no line
``no-loop``       a segment that would close a loop of drawn lines
``different-labels``  a segment between cells of two different pairs
``label``         a line carries the label of the cell at its other end
Every step is sound (true in every solution), so the finish keeps every solution.
``Step.about``: the cell (row, column) the first four rules speak of; the two pair indices of
``different-labels``; the pair index of ``label``; nothing for ``no-loop``.
"""

from __future__ import annotations

import time

import numpy as np

from ..events import NO_SOLUTION, SOLVED, Cancel, Done, Solution, SolveOptions, Step
from . import cpsat
from .model import LINE, UNKNOWN, Board, Numberlink, neighbours, segment
from .rules import check_rules_name, is_solution


class Contradiction(Exception):
    pass


def deductions(puzzle: Numberlink, rules: str, board=None):
    """Yield Steps, updating ``board`` (a doubled array, changed in place) as they are made."""
    h, w = puzzle.shape
    grid = puzzle.grid()
    board = puzzle.empty_board() if board is None else board
    cells = [(r, c) for r in range(h) for c in range(w)]
    nbs = {cell: list(neighbours((h, w), *cell)) for cell in cells}

    def at(cell):
        return (2 * cell[0] + 1, 2 * cell[1] + 1)

    def component(start):
        seen, stack = {start}, [start]
        while stack:
            cell = stack.pop()
            for nb in nbs[cell]:
                if nb not in seen and board[segment(cell, nb)] not in (0, UNKNOWN):
                    seen.add(nb)
                    stack.append(nb)
        return seen

    changed = True
    while changed:
        changed = False
        for cell in cells:
            segs = [(nb, segment(cell, nb)) for nb in nbs[cell]]
            lines = [s for _, s in segs if board[s] not in (0, UNKNOWN)]
            open_ = [(nb, s) for nb, s in segs if board[s] == UNKNOWN]
            need = 1 if grid[cell] else 2
            where = f"cell (row {cell[0] + 1}, column {cell[1] + 1})"
            if len(lines) > need:
                raise Contradiction(where)
            if not open_:
                if rules == "fill" and len(lines) < need or (grid[cell] and not lines) or len(lines) == 1 and not grid[cell]:
                    raise Contradiction(where)
                if not lines and board[at(cell)] == UNKNOWN:
                    board[at(cell)] = 0
                    yield Step((at(cell),), (0,), "dead-end", f"{where} has no way in: it stays empty", cell)
                    changed = True
                continue
            label = int(board[at(cell)]) if board[at(cell)] > 0 else LINE
            if len(lines) == need:
                for _, s in open_:
                    board[s] = 0
                yield Step(tuple(s for _, s in open_), (0,) * len(open_), "complete",
                           f"{where} has its {need} line{'s' if need > 1 else ''}", cell)
                changed = True
                continue
            must = grid[cell] or rules == "fill" or lines
            if must and len(lines) + len(open_) == need:
                for _, s in open_:
                    board[s] = label
                rule = "corridor" if not lines and need == 2 else "forced-move"
                yield Step(tuple(s for _, s in open_), (label,) * len(open_), rule,
                           f"{where} has one way to continue" if rule == "forced-move"
                           else f"{where} is a corridor: the line passes through", cell)
                changed = True
                continue
            if must and len(lines) + len(open_) < need:
                raise Contradiction(where)
            if not must and len(open_) == 1:  # nikoli: a cell with one way in stays empty
                (_, s), = open_
                board[s] = 0
                board[at(cell)] = 0
                yield Step((s, at(cell)), (0, 0), "dead-end", f"{where} is a dead end: it stays empty", cell)
                changed = True
                continue
        # labels along lines, different labels, loops
        for cell in cells:
            for nb in nbs[cell]:
                if nb < cell:
                    continue
                s = segment(cell, nb)
                a, b = int(board[at(cell)]), int(board[at(nb)])
                if board[s] == UNKNOWN:
                    if a > 0 and b > 0 and a != b:
                        board[s] = 0
                        yield Step((s,), (0,), "different-labels",
                                   f"{puzzle.labels[a - 1]} and {puzzle.labels[b - 1]} may not meet", (a, b))
                        changed = True
                    elif nb in component(cell):
                        board[s] = 0
                        yield Step((s,), (0,), "no-loop", "the segment would close a loop")
                        changed = True
                elif board[s] != 0:
                    if a > 0 and b > 0 and a != b:
                        raise Contradiction("two labels joined")
                    known = a if a > 0 else b if b > 0 else 0
                    if known and (a <= 0 or b <= 0 or board[s] != known):
                        targets = [t for t in (at(cell), at(nb), s) if board[t] != known]
                        for t in targets:
                            board[t] = known
                        yield Step(tuple(targets), (known,) * len(targets), "label",
                                   f"the line carries {puzzle.labels[known - 1]}", (known,))
                        changed = True


def solve(puzzle: Numberlink, options: SolveOptions, cancel: Cancel):
    started = time.perf_counter()
    rules = check_rules_name(options.extra.get("rules"))
    board = puzzle.empty_board()
    if options.known is not None:
        known = np.asarray(options.known)
        board[known != UNKNOWN] = known[known != UNKNOWN]
    steps = 0
    try:
        for step in deductions(puzzle, rules, board):
            steps += 1
            yield step
            if cancel.stopped:
                break
    except Contradiction as error:
        yield Done(NO_SOLUTION, None, {"steps": steps, "contradiction": str(error)})
        return
    segs = np.zeros(board.shape, dtype=bool)
    segs[1::2, 2:-1:2] = True
    segs[2:-1:2, 1::2] = True
    decided = int((board[segs] != UNKNOWN).sum())
    stats = {"steps": steps, "segments_decided": decided, "segments": int(segs.sum()),
             "logic_seconds": round(time.perf_counter() - started, 4)}
    if decided == stats["segments"] and (board[1::2, 1::2] != UNKNOWN).all() and is_solution(puzzle, board, rules):
        final = Board(board, puzzle.labels)
        yield Solution(final)
        # Every step is sound, so a board fixed by logic alone is the only solution.
        yield Done(SOLVED, True if options.want_unique else None, dict(stats, solved_by_logic=True), (final,))
        return
    if not options.extra.get("finish", True):
        yield Done("stopped", None, stats, partial=Board(board, puzzle.labels))
        return
    # Every deduction holds in every solution, so cpsat may keep its pruning on this board
    # (its shortcut lemma needs that) unless the caller's own known board came in too.
    implied = options.known is None or bool(options.extra.get("known_implied"))
    finish = SolveOptions(options.max_solutions, options.timeout, board,
                          dict(options.extra, known_implied=implied))
    for event in cpsat.solve(puzzle, finish, cancel):
        if isinstance(event, Done):
            event = Done(event.status, event.unique, dict(event.stats, **stats, solved_by_logic=False),
                         event.solutions, event.partial)
        yield event
