"""Engine Steps in words, for step playback and hints (a teaching aid, so: plain sentences)."""

from __future__ import annotations

from math import comb
from typing import TYPE_CHECKING

from .. import search_tree
from ..events import Step
from .model import FILLED

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..search_tree import Node
    from .model import Nonogram

from ..words import translate  # translate("Steps", ...): lupdate reads the context there


def placements(clue: Sequence[int], length: int) -> int:
    """How many ways a clue's blocks fit in a line: the line's search space."""
    if not clue:
        return 1
    slack = length - (sum(clue) + len(clue) - 1)
    return comb(slack + len(clue), len(clue)) if slack >= 0 else 0


def parse_line(name: str) -> tuple[int, int] | None:
    """'row 7' -> (0, 6); 'column 3' -> (1, 2); anything else (e.g. 'probe') -> None."""
    parts = name.split()
    if len(parts) == 2 and parts[0] in ("row", "column") and parts[1].isdigit():
        return (0 if parts[0] == "row" else 1, int(parts[1]) - 1)
    return None


def number_ranges(numbers: list[int]) -> str:
    numbers = sorted(numbers)
    spans, start = [], None
    for i, n in enumerate(numbers):
        if start is None:
            start = n
        if i + 1 == len(numbers) or numbers[i + 1] != n + 1:
            spans.append(f"{start}" if start == n else f"{start}-{n}")
            start = None
    return ", ".join(spans)


SHOWN = 4  # cells named in a sentence; the rest are counted


def cell_names(cells: Sequence[tuple[int, int]]) -> str:
    """'row 4, column 1; row 5, column 2 and 3 more'."""
    names = [translate("Steps", "row {r}, column {c}").format(r=r + 1, c=c + 1) for r, c in cells[:SHOWN]]
    text = "; ".join(names)
    if len(cells) > SHOWN:
        text += " " + translate("Steps", "and {n} more").format(n=len(cells) - SHOWN)
    return text


def explain(step: Step, puzzle: Nonogram) -> str:
    """e.g. 'row 7 (clue 3 1): the leftmost and the rightmost placements of its blocks overlap,
    so it fills columns 4-6.' (cells named by row and column, as a teacher says them)."""
    line = parse_line(step.line)
    filled = [cell for cell, v in zip(step.cells, step.values) if v == FILLED]
    empty = [cell for cell, v in zip(step.cells, step.values) if v != FILLED]
    if line is None:  # probing: the cells are anywhere, named by row and column
        if "contradicts" in step.rule and len(step.cells) == 1:  # the probed cell itself
            if filled:
                text = translate("Steps", "Probing {cell}: crossing it out leads to a contradiction, so it is filled.")
            else:
                text = translate("Steps", "Probing {cell}: filling it leads to a contradiction, so it is crossed out.")
            return text.format(cell=cell_names(step.cells))
        parts = []
        if filled:
            parts.append(translate("Steps", "fills {cells}").format(cells=cell_names(filled)))
        if empty:
            parts.append(translate("Steps", "crosses out {cells}").format(cells=cell_names(empty)))
        return translate("Steps", "Probing: both values of a cell lead to the same here, so the board "
                         "{what}.").format(what=translate("Steps", " and ").join(parts))
    kind, index = line
    clue = (puzzle.rows if kind == 0 else puzzle.cols)[index]
    name = (translate("Steps", "row {n}") if kind == 0 else translate("Steps", "column {n}")).format(n=index + 1)
    position = 1 if kind == 0 else 0
    if step.rule == "overlap":
        reason = translate("Steps", "the leftmost and the rightmost placements of its blocks overlap")
    elif (count := placements(clue, puzzle.width if kind == 0 else puzzle.height)) == 1:
        reason = translate("Steps", "its blocks fit the line in one way only")  # not "of the 1 placements"
    else:
        reason = translate("Steps", "of the {n} placements of its blocks, every one that fits the cells "
                           "already known agrees here").format(n=f"{count:,}")
    # A row's cells are named by their columns, a column's by their rows ("row 7: fills columns 4-6").
    across = translate("Steps", "column {cells}") if kind == 0 else translate("Steps", "row {cells}")
    across_many = translate("Steps", "columns {cells}") if kind == 0 else translate("Steps", "rows {cells}")

    def named(cells: list) -> str:
        numbers = [c[position] + 1 for c in cells]
        return (across if len(numbers) == 1 else across_many).format(cells=number_ranges(numbers))
    parts = []
    if filled:
        parts.append(translate("Steps", "fills {cells}").format(cells=named(filled)))
    if empty:
        parts.append(translate("Steps", "crosses out {cells}").format(cells=named(empty)))
    clue_text = " ".join(map(str, clue)) or "0"
    return translate("Steps", "{line} (clue {clue}): {reason}, so it {what}.").format(
        line=name, clue=clue_text, reason=reason, what=translate("Steps", " and ").join(parts))


def grade_name(report: dict) -> str:
    """A difficulty report (solvers.nonogram.difficulty) in an author's words, e.g.
    'hard: needs probing, score 57'; '' when it has no grade. Check, the repair suggestions
    and Generate all say it the same way. The level is the common scale's (solvers/scale.py)."""
    grade = report.get("level") or report.get("grade")
    if not grade:
        return ""
    names = {"easy": translate("Grades", "easy: simple line rules"),
             "medium": translate("Grades", "medium: line-solvable"),
             "hard": translate("Grades", "hard: needs probing"),
             "expert": translate("Grades", "expert: needs probing (depth 2)"),
             "search": translate("Grades", "needs search")}
    name = names.get(grade, grade)
    if report.get("score") is not None:
        name += ", " + translate("Grades", "score %1").replace("%1", str(report["score"]))
    return name


def search_words(node: Node, outcome: bool, fixed: int = 0) -> str:
    """A step of the search's tree (solvers.search_tree) in a teacher's words: its decision,
    or (``outcome``) what followed, ``fixed`` being how many more cells its deduction fixed."""
    cell = cell_names([node.cell])
    head = translate("Steps", "Search, depth {depth}: ").format(depth=node.depth)
    if not outcome:
        if node.value == FILLED:
            return head + translate("Steps", "no deduction is left, so suppose {cell} is filled.").format(cell=cell)
        return head + translate("Steps", "no deduction is left, so suppose {cell} is crossed out.").format(cell=cell)
    if node.value == FILLED:
        supposed = translate("Steps", "with {cell} filled").format(cell=cell)
    else:
        supposed = translate("Steps", "with {cell} crossed out").format(cell=cell)
    if node.kind == search_tree.CONTRADICTION:
        then = translate("Steps", "deduction reaches a contradiction: this branch is closed, the search goes back.")
    elif node.kind == search_tree.SOLUTION:
        then = translate("Steps", "every cell is decided and every clue holds: a solution.")
    elif node.kind == search_tree.SECOND_SOLUTION:
        then = translate("Steps", "every clue holds again: a second solution, so the puzzle is not unique.")
    else:
        then = translate("Steps", "deduction fixes {n} more cells, then is stuck again: the search branches on {cell}.").format(
            n=fixed, cell=cell_names([node.split]) if node.split else "?")
    return head + supposed + ", " + then


def search_row(node: Node) -> str:
    """A row of the search tree: 'row 4, column 1 filled: contradiction'."""
    cell = cell_names([node.cell])
    text = (translate("Steps", "{cell} filled") if node.value == FILLED else translate("Steps", "{cell} crossed out")).format(cell=cell)
    kinds = {search_tree.CONTRADICTION: translate("Steps", "contradiction"),
             search_tree.SOLUTION: translate("Steps", "solution"),
             search_tree.SECOND_SOLUTION: translate("Steps", "second solution"),
             search_tree.SPLIT: translate("Steps", "stuck, branches")}
    return text + (": " + kinds[node.kind] if node.kind else "")
