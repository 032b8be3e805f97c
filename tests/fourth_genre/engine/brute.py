"""Every lighting of the row, tried in turn: a method as a generator of events."""

from __future__ import annotations

from itertools import product

from solvers.events import NO_SOLUTION, SOLVED, Done, Progress, Solution

from .model import DARK, LIT, Lights, broken


def solutions(puzzle: Lights, most: int, cancel: object = None) -> list[str]:
    found = []
    for cells in product((DARK, LIT), repeat=puzzle.width):
        if cancel is not None:
            cancel.check()
        row = "".join(cells)
        if not broken(puzzle.clues, row):
            found.append(row)
            if len(found) >= most:
                break
    return found


def solve(puzzle: Lights, options: object, cancel: object):
    yield Progress(0.0, "trying every lighting")
    found = solutions(puzzle, max(options.max_solutions, 1), cancel)
    for row in found:
        yield Solution([row])
    status = SOLVED if found else NO_SOLUTION
    unique = None if options.max_solutions < 2 else len(found) == 1
    yield Done(status, unique, {}, [[row] for row in found])
