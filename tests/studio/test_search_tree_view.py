"""The teacher's search tree (issue 38): probe's backtracking shows its decisions as a tree
beside the playback; a click on a decision plays back to it, on the board it assumes (the real
board untouched), and the tree's current row follows the scrubber."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt

from solvers.nonogram import formats
from solvers.nonogram.model import UNKNOWN
from solvers.nonogram.trial import TRIAL_RULES
from solvers.search_tree import BRANCH, CONTRADICTION, OUTCOME
from studio.search_tree_view import OPEN_DEPTH

from ..solvers.test_search_tree import random_puzzle
from .test_solver import solve


def open_branching(window, tmp_path):
    path = tmp_path / "branching.json"
    path.write_text(formats.write(random_puzzle(12, 64), "json"))
    return window.open_file(path)


def click_row(qtbot, tree, item):
    tree.scrollToItem(item)
    rect = tree.visualItemRect(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_a_click_on_a_decision_plays_back_to_it_on_the_board_it_assumes(window, qtbot, tmp_path):
    doc = open_branching(window, tmp_path)
    panel = solve(qtbot, doc, "probe")
    tree = panel.tree_view
    assert tree.isVisible() and panel.tree.nodes
    assert len(tree.items) == len(panel.tree.nodes) == panel.done.stats["tree_nodes_told"]
    node = next(n for n in panel.tree.nodes.values() if n.kind == CONTRADICTION and n.depth >= 2)
    item = tree.items[node.number]
    while item.parent() is not None:  # open the way to it, as a teacher would
        item.parent().setExpanded(True)
        item = item.parent()
    click_row(qtbot, tree, tree.items[node.number])
    assert panel.position == node.branch_at + 1
    assert panel.current_step().rule == BRANCH
    assert panel.rule_label.text().startswith(f"Search, depth {node.depth}: no deduction is left, so suppose row ")
    board, overlay = doc.view_state()
    assert board[node.cell] == node.value and panel.board[node.cell] == UNKNOWN  # assumed, not played
    assert overlay.guess and node.cell in overlay.marked
    parent = panel.tree.nodes[node.parent]
    assert board[parent.cell] == parent.value  # the decisions above it hold on its board
    panel.seek(node.outcome_at + 1)
    board, overlay = doc.view_state()
    assert node.cell in overlay.errors and "contradiction" in panel.rule_label.text()
    assert tree.currentItem() is tree.items[node.number]
    qtbot.mouseClick(panel.forward_button, Qt.MouseButton.LeftButton)  # on to the next decision
    following = panel.tree.nodes[tree.step_nodes[tree.step_positions.index(node.outcome_at) + 1]]
    if panel.current_step().rule in (BRANCH, OUTCOME):
        assert tree.currentItem() is tree.items[following.number]
    panel.seek(len(panel.steps))
    assert np.array_equal(doc.view_state()[0], panel.done.solution)


def test_trials_play_the_deductions_under_each_decision_and_deep_rows_start_closed(window, qtbot, tmp_path):
    doc = open_branching(window, tmp_path)
    panel = solve(qtbot, doc, "probe")
    nodes = panel.tree.nodes
    deep = [n for n in nodes.values() if n.depth > OPEN_DEPTH + 1]
    assert deep and not panel.tree_view.items[deep[0].parent].isExpanded()
    # A decision's trial follows its BRANCH step, on the board of its parent node.
    node = next(n for n in nodes.values() if n.depth >= 2 and panel.steps[n.branch_at + 1].rule in TRIAL_RULES)
    panel.seek(node.branch_at + 2)
    board, _ = doc.view_state()
    parent = nodes[node.parent]
    assert board[parent.cell] == parent.value and board[node.cell] == node.value
    assert panel.rule_label.text().startswith("Suppose row ")


def test_a_new_run_forgets_the_old_tree(window, qtbot, tmp_path):
    doc = open_branching(window, tmp_path)
    panel = solve(qtbot, doc, "probe")
    assert panel.tree_view.items
    solve(qtbot, doc, "line")
    assert not panel.tree_view.items and not panel.tree_view.isVisible() and not panel.tree.nodes
