"""The tree of a backtracking search (solvers.search_tree) beside the playback: one row per
decision with its outcome, coloured by it; a click plays back to that decision, and the row of
the step on show is the current one, so the tree and the scrubber move together.

Deep subtrees start collapsed (a teacher opens what the lesson needs); a search told only in
part ends with a row saying how many nodes are left out.
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from solvers import search_tree

if TYPE_CHECKING:
    from collections.abc import Callable

    from solvers.search_tree import Node

# Rows below this depth start collapsed: a tree of a hundred decisions stays readable.
OPEN_DEPTH = 3
OUTCOME_COLOURS = {search_tree.CONTRADICTION: "#dc2626", search_tree.SOLUTION: "#16a34a",
                   search_tree.SECOND_SOLUTION: "#d97706"}


class SearchTreeView(QTreeWidget):
    """The decisions of a run; ``label(node)`` words a row (the genre's teacher does)."""

    picked = Signal(int)  # a playback position: just after the chosen decision's step

    def __init__(self, label: Callable[[Node], str]) -> None:
        super().__init__()
        self.label = label
        self.setHeaderHidden(True)
        self.setUniformRowHeights(True)
        self.setMinimumHeight(120)
        self.setToolTip(self.tr("The search's decisions: click one to play back to it"))
        self.itemClicked.connect(self._clicked)
        self.clear_tree()

    def clear_tree(self) -> None:
        self.clear()
        self.items: dict[int, QTreeWidgetItem] = {}
        self.step_positions: list[int] = []  # indexes of tree steps, in order
        self.step_nodes: list[int] = []  # the node of each
        self.remembered: set[int] = set()
        self.root = QTreeWidgetItem([self.tr("Start: deduction is stuck, the search begins")])
        self.addTopLevelItem(self.root)
        self.left_out_item: QTreeWidgetItem | None = None
        self.setVisible(False)

    def add(self, nodes: list[Node]) -> None:
        """Rows for nodes new or finished since the last call (TreeIndex.update's answer)."""
        for node in nodes:
            item = self.items.get(node.number)
            if item is None:
                parent = self.items.get(node.parent, self.root)
                if parent is self.root and self.root.data(0, Qt.ItemDataRole.UserRole) is None:
                    self.root.setData(0, Qt.ItemDataRole.UserRole, node.branch_at)  # the board before it
                item = self.items[node.number] = QTreeWidgetItem(parent)
                item.setData(0, Qt.ItemDataRole.UserRole, node.branch_at + 1)
                parent.setExpanded(node.depth <= OPEN_DEPTH)
                self._remember(node.branch_at, node.number)
            if node.outcome_at is not None:
                self._remember(node.outcome_at, node.number)
            item.setText(0, self.label(node))
            colour = OUTCOME_COLOURS.get(node.kind or "")
            item.setForeground(0, QBrush(QColor(colour)) if colour else QBrush())
        if nodes:
            self.setVisible(True)

    def left_out(self, count: int) -> None:
        """The row that says how many nodes the search visited beyond those told."""
        if count and self.left_out_item is None:
            self.left_out_item = QTreeWidgetItem(self.root, [self.tr("… and %1 more decisions, not shown").replace(
                "%1", str(count))])

    def _remember(self, position: int, number: int) -> None:
        if position in self.remembered:
            return
        self.remembered.add(position)
        at = bisect.bisect(self.step_positions, position)
        self.step_positions.insert(at, position)
        self.step_nodes.insert(at, number)

    def follow(self, position: int) -> None:
        """Make current the row of the decision that playback ``position`` is under."""
        at = bisect.bisect_left(self.step_positions, position) - 1  # tree steps before position
        item = self.items.get(self.step_nodes[at], self.root) if at >= 0 else self.root
        # Inside a closed subtree, its closed top stands for it: following the scrubber must not
        # open what the teacher (or OPEN_DEPTH) closed.
        above = item.parent()
        while above is not None:
            if not above.isExpanded():
                item = above
            above = above.parent()
        if item is not self.currentItem():
            with QSignalBlocker(self):
                self.setCurrentItem(item)
            self.scrollToItem(item)

    def _clicked(self, item: QTreeWidgetItem) -> None:
        position = item.data(0, Qt.ItemDataRole.UserRole)
        if position is not None:
            self.picked.emit(int(position))
