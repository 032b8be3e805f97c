"""A backtracking search as a teacher shows it: the tree of its decisions, each with its outcome.

A search that branches tells its tree through ordinary Steps, in the order it visits the nodes
(depth first), so that a front end can play them back with the other steps and draw the tree
beside them:

- ``BRANCH``: a node's decision. ``cells``/``values``: the cell and the value tried; ``about``:
  ``("branch", node, parent, depth)``; node 0 is the root (the board before any decision).
- ``OUTCOME``: what the deduction below that decision found. ``cells``/``values``: what it
  fixed beyond the decision; ``about``: ``("outcome", node, kind, split)``, ``kind`` one of
  ``KINDS``, ``split`` the cell the node branches on next (SPLIT only, else None).

Neither changes the board the search started from: a decision is an assumption. Only the first
``MOST_NODES`` nodes are told (a search of thousands of nodes is no lesson, and the steps would
cost the front end memory); ``Recorder.left_out`` counts the others, for the Done's stats.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .events import Step

if TYPE_CHECKING:
    from collections.abc import Sequence

    import numpy as np

BRANCH = "search: branch"
OUTCOME = "search: outcome"
TREE_RULES = (BRANCH, OUTCOME)

CONTRADICTION = "contradiction"
SOLUTION = "solution"
SECOND_SOLUTION = "second solution"  # a second answer: the puzzle is not unique
SPLIT = "split"  # deduction stalls: the node branches again
KINDS = (CONTRADICTION, SOLUTION, SECOND_SOLUTION, SPLIT)

ROOT = 0
MOST_NODES = 120


class Recorder:
    """Node numbers and the steps of a search's tree, within ``most`` nodes."""

    def __init__(self, most: int | None = None) -> None:
        self.most = MOST_NODES if most is None else most
        self.told = 0  # nodes told, the root not counted
        self.left_out = 0

    def branch(self, parent: int | None, depth: int, cell: tuple[int, int], value: int) -> tuple[int | None, Step | None]:
        """A node about to be visited, below ``parent`` (None: the parent was not told, so
        neither is this node): its number and its BRANCH step, or (None, None)."""
        if parent is None or self.told >= self.most:
            self.left_out += 1
            return None, None
        self.told += 1
        node = self.told
        r, c = cell
        line = f"search, depth {depth}: suppose r{r + 1}c{c + 1} = {value}"
        return node, Step(((r, c),), (int(value),), BRANCH, line, ("branch", node, parent, depth))

    @staticmethod
    def outcome(node: int, kind: str, fixed: tuple = (), values: tuple = (),
                split: tuple[int, int] | None = None) -> Step:
        """The OUTCOME step of a told node."""
        line = f"search node {node}: {kind}" + (f", branch on r{split[0] + 1}c{split[1] + 1}" if split else "")
        return Step(tuple(fixed), tuple(int(v) for v in values), OUTCOME, line, ("outcome", node, kind, split))


def changed_cells(before: np.ndarray, after: np.ndarray) -> tuple[tuple, tuple]:
    """(cells, values) known in board ``after`` but not in ``before`` (numpy boards, -1 unknown)."""
    import numpy as np  # only for a search that is told, not at import

    rows, cols = np.nonzero((np.asarray(before) < 0) & (np.asarray(after) >= 0))
    cells = tuple(zip(rows.tolist(), cols.tolist()))
    return cells, tuple(int(after[cell]) for cell in cells)


@dataclass
class Node:
    """A told node, as a front end finds it in a run's steps."""

    number: int
    parent: int
    depth: int
    cell: tuple[int, int]
    value: int
    branch_at: int  # the index of its BRANCH step
    outcome_at: int | None = None  # of its OUTCOME step (None: not reached yet, or never)
    kind: str | None = None
    split: tuple[int, int] | None = None


class TreeIndex:
    """The told nodes of a run's steps, read as the list of steps grows (``update``), and the
    board each node stands on."""

    def __init__(self) -> None:
        self.nodes: dict[int, Node] = {}
        self.at: dict[int, int] = {}  # step index -> the number of the node it belongs to
        self.read = 0

    def update(self, steps: Sequence[Step]) -> list[Node]:
        """Read the steps added since the last call; returns the nodes they add or finish."""
        touched = []
        for index in range(self.read, len(steps)):
            step = steps[index]
            if step.rule == BRANCH:
                _, number, parent, depth = step.about
                node = self.nodes[number] = Node(number, parent, depth, step.cells[0], step.values[0], index)
            elif step.rule == OUTCOME:
                _, number, kind, split = step.about
                node = self.nodes[number]
                node.outcome_at, node.kind, node.split = index, kind, split
            else:
                continue
            self.at[index] = node.number
            touched.append(node)
        self.read = len(steps)
        return touched

    def chain(self, number: int) -> list[Node]:
        """The node and its ancestors, the root's child first."""
        out = []
        while number != ROOT:
            node = self.nodes[number]
            out.append(node)
            number = node.parent
        return out[::-1]

    def board(self, root: np.ndarray, steps: Sequence[Step], number: int, with_outcome: bool = True) -> np.ndarray:
        """The board node ``number`` stands on: ``root`` (the board the search started from)
        with every decision down to it and what each decided; its own outcome's cells only
        ``with_outcome``."""
        import numpy as np

        board = np.array(root, copy=True)
        chain = self.chain(number)
        for node in chain:
            board[node.cell] = node.value
            if node.outcome_at is not None and (with_outcome or node is not chain[-1]):
                outcome = steps[node.outcome_at]
                for cell, value in zip(outcome.cells, outcome.values):
                    board[cell] = value
        return board
