"""The player's next nonogram deduction, smallest first, in a player's words.

Every row and column is looked at on its own, from the player's board, and its deduction is
given a kind, from the easiest reasoning to the hardest:

``clue-met``      the filled cells already make the clue: the rest are empty
``no-blocks``     clue 0: every cell is empty
``exact-fit``     the blocks and one gap between each fill the line exactly
``fit-between``   ... or the part of it between the crosses at its ends
``middle``        an empty line: blocks pushed to one end and to the other overlap
``overlap``       the same, with the cells the player has
``every-fit``     every way the blocks fit with the player's cells agrees on some cells

The hint is the easiest kind on the board; among lines of one kind, the one with the fewest
ways to place its blocks (the least to think about). Only when no line gives anything does
the hint probe (``solvers.nonogram.probe``), as the step playback does. The teacher's
playback keeps the engine's technical words (``words.explain``).
"""

from __future__ import annotations

import numpy as np

from ..events import Step
from ..words import translate  # translate("EasySteps", ...): lupdate reads the context there
from .linesolve import Contradiction, overlap_line, solve_line
from .model import EMPTY, FILLED, UNKNOWN, Nonogram, line_clue
from .propagate import line_name
from .words import number_ranges, parse_line, placements

KINDS = ("clue-met", "no-blocks", "exact-fit", "fit-between", "middle", "overlap", "every-fit")


def _masks(line: np.ndarray) -> tuple[int, int]:
    filled = sum(1 << i for i, v in enumerate(line) if v == FILLED)
    empty = sum(1 << i for i, v in enumerate(line) if v == EMPTY)
    return filled, empty


def open_span(line: np.ndarray) -> int:
    """Cells from the first to the last that is not crossed out."""
    open_cells = [i for i, v in enumerate(line) if v != EMPTY]
    return open_cells[-1] - open_cells[0] + 1 if open_cells else 0


def line_step(clue: tuple, line: np.ndarray) -> tuple[str, list] | None:
    """(kind, [(position, value)]) of the easiest deduction in one line, or None."""
    n = len(line)
    unknown = [i for i, v in enumerate(line) if v == UNKNOWN]
    if not unknown:
        return None
    filled, empty = _masks(line)
    if clue and line_clue(line) == tuple(clue):
        return "clue-met", [(i, EMPTY) for i in unknown]
    if not clue:
        return "no-blocks", [(i, EMPTY) for i in unknown]
    try:
        sure_filled, sure_empty = overlap_line(tuple(clue), n, filled, empty)
        kind = "overlap"
        if not (sure_filled | sure_empty) & ~(filled | empty):
            sure_filled, sure_empty = solve_line(tuple(clue), n, filled, empty)
            kind = "every-fit"
    except Contradiction:
        return None
    cells = [(i, FILLED) for i in unknown if sure_filled >> i & 1] + \
            [(i, EMPTY) for i in unknown if sure_empty >> i & 1]
    if not cells:
        return None
    if sum(clue) + len(clue) - 1 == n:
        kind = "exact-fit"
    elif sum(clue) + len(clue) - 1 == open_span(line):
        kind = "fit-between"
    elif kind == "overlap" and len(unknown) == n:
        kind = "middle"
    return kind, sorted(cells)


def easiest_step(puzzle: Nonogram, board: np.ndarray) -> Step | None:
    """The easiest line deduction on ``board`` (see the module text), as a Step whose rule is
    its kind; None when no line alone decides a cell."""
    board = np.asarray(board)
    best = None
    for kind, clues in ((0, puzzle.rows), (1, puzzle.cols)):
        for index, clue in enumerate(clues):
            line = board[index] if kind == 0 else board[:, index]
            found = line_step(tuple(clue), line.tolist())
            if found is None:
                continue
            rule, changed = found
            rank = (KINDS.index(rule), placements(tuple(clue), len(line)), -len(changed))
            if best is None or rank < best[0]:
                cells = tuple((index, p) if kind == 0 else (p, index) for p, _ in changed)
                best = (rank, Step(cells, tuple(v for _, v in changed), rule, line_name(kind, index)))
    return None if best is None else best[1]


def say(step: Step, puzzle: Nonogram) -> str:
    """A player's words for an ``easiest_step`` Step, e.g. "Row 4 has 9 cells and clue 7:
    the middle 5 must be filled."."""
    parsed = parse_line(step.line)
    if parsed is None:
        raise ValueError(f"not a line's step: {step.line!r}")
    kind, index = parsed
    clue = tuple((puzzle.rows if kind == 0 else puzzle.cols)[index])
    n = puzzle.width if kind == 0 else puzzle.height
    line = (translate("EasySteps", "Row %1") if kind == 0 else translate("EasySteps", "Column %1")).replace(
        "%1", str(index + 1))
    position = 1 if kind == 0 else 0
    filled = number_ranges([c[position] + 1 for c, v in zip(step.cells, step.values) if v == FILLED])
    empty = number_ranges([c[position] + 1 for c, v in zip(step.cells, step.values) if v != FILLED])
    clue_text = " ".join(map(str, clue)) or "0"
    if step.rule == "clue-met":
        text = translate("EasySteps", "%1 already has all its blocks (%2): the other cells are empty.")
    elif step.rule == "no-blocks":
        text = translate("EasySteps", "%1 has clue 0: every cell is empty.")
    elif step.rule == "exact-fit":
        text = translate("EasySteps", "%1 has %3 cells and clue %2: the blocks with one gap between "
                                      "each fill it exactly.")
    elif step.rule == "fit-between":
        text = translate("EasySteps", "%1 (clue %2): between the crosses at its ends, the blocks with "
                                      "one gap between each fit exactly.")
    elif step.rule == "middle" and len(clue) == 1:
        text = translate("EasySteps", "%1 has %3 cells and clue %2: wherever the block goes, the "
                                      "middle %4 cells are filled.").replace("%4", str(2 * clue[0] - n))
    elif step.rule == "middle":
        text = translate("EasySteps", "%1 has %3 cells and clue %2: push the blocks to the left and to "
                                      "the right; where a block overlaps itself, cells %4 are filled.")
    elif step.rule == "overlap":
        text = translate("EasySteps", "%1 (clue %2): push the blocks as far as they go each way with "
                                      "the cells you have; where a block overlaps itself the cells are "
                                      "filled, where no block reaches they are empty.")
    else:
        text = translate("EasySteps", "%1 (clue %2): every way the blocks fit with the cells you have "
                                      "agrees here.")
    text = text.replace("%1", line).replace("%2", clue_text).replace("%3", str(n)).replace("%4", filled)
    if step.rule in ("fit-between", "overlap", "every-fit"):
        parts = []
        if filled:
            parts.append(translate("EasySteps", "Fill %1.").replace("%1", filled))
        if empty:
            parts.append(translate("EasySteps", "Cross out %1.").replace("%1", empty))
        text += " " + " ".join(parts)
    return text
