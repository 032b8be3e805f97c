"""The search's tree as a teacher shows it (issue 38, solvers.search_tree): probe's backtracking
tells each decision and its outcome, and every outcome is true by an independent solver
(CP-SAT): a contradiction has no solution below it, a solution satisfies every clue. Telling
the tree changes nothing of the search itself."""

from __future__ import annotations

import numpy as np
import pytest

from solvers import search_tree
from solvers.events import NO_SOLUTION, Cancel, Done, Solution, SolveOptions, Step
from solvers.nonogram import probe, solve_events
from solvers.nonogram.model import UNKNOWN, Nonogram, line_clue
from solvers.nonogram.propagate import Grid, propagate
from solvers.nonogram.words import search_row, search_words
from solvers.search_tree import BRANCH, OUTCOME, ROOT, TREE_RULES, TreeIndex


def random_puzzle(size: int, seed: int) -> Nonogram:
    picture = (np.random.default_rng(seed).random((size, size)) < 0.5).astype(int)
    return Nonogram([line_clue(row) for row in picture], [line_clue(col) for col in picture.T])


# Random pictures whose probe search branches and meets contradictions (found by a scan).
BRANCHING = [(10, 197), (12, 64)]


def events_of(puzzle: Nonogram, tree: bool) -> list:
    return list(probe.search(puzzle, SolveOptions(max_solutions=2), Cancel(), tree=tree))


def root_board(puzzle: Nonogram, events: list) -> np.ndarray:
    """The board the search starts from: line solving with the root's probe conclusions."""
    grid = Grid.from_board(puzzle, None)
    assert propagate(grid)
    for step in events:
        if isinstance(step, Step) and step.rule not in TREE_RULES:
            for (r, c), value in zip(step.cells, step.values):
                if grid.value(r, c) == UNKNOWN:
                    grid.set(r, c, value)
            assert propagate(grid)
    return grid.board()


def no_solution_below(puzzle: Nonogram, board: np.ndarray) -> bool:
    done = [e for e in solve_events(puzzle, "cpsat", SolveOptions(max_solutions=1, known=board), Cancel())
            if isinstance(e, Done)][-1]
    return done.status == NO_SOLUTION


@pytest.mark.parametrize(("size", "seed"), BRANCHING)
def test_telling_the_tree_changes_nothing_of_the_search(size, seed):
    puzzle = random_puzzle(size, seed)
    plain, told = events_of(puzzle, False), events_of(puzzle, True)
    assert not any(isinstance(e, Step) and e.rule in TREE_RULES for e in plain)
    solutions = [[e.board.tolist() for e in run if isinstance(e, Solution)] for run in (plain, told)]
    assert solutions[0] == solutions[1] and solutions[0]
    done_plain, done_told = plain[-1], told[-1]
    assert (done_plain.status, done_plain.unique) == (done_told.status, done_told.unique)
    tree_stats = {"tree_nodes_told", "tree_nodes_left_out"}
    assert {k: v for k, v in done_told.stats.items() if k not in tree_stats} == done_plain.stats
    assert done_told.stats["tree_nodes_told"] == sum(isinstance(e, Step) and e.rule == BRANCH for e in told)


@pytest.mark.parametrize(("size", "seed"), BRANCHING)
def test_every_outcome_is_true_by_an_independent_solver(size, seed):
    puzzle = random_puzzle(size, seed)
    events = events_of(puzzle, True)
    steps = [e for e in events if isinstance(e, Step) and e.rule in TREE_RULES]
    solutions = [e.board for e in events if isinstance(e, Solution)]
    root = root_board(puzzle, events)
    index = TreeIndex()
    index.update(steps)
    kinds = {node.kind for node in index.nodes.values()}
    assert search_tree.CONTRADICTION in kinds and search_tree.SOLUTION in kinds
    for node in index.nodes.values():
        parent = index.nodes.get(node.parent)
        assert node.parent == ROOT or (parent.branch_at < node.branch_at and node.depth == parent.depth + 1)
        if parent is not None:
            assert parent.kind == search_tree.SPLIT and parent.split == node.cell
        before = index.board(root, steps, node.number, with_outcome=False)
        after = index.board(root, steps, node.number)
        assert before[node.cell] == node.value
        if node.kind == search_tree.CONTRADICTION:
            assert no_solution_below(puzzle, before), f"node {node.number} said a contradiction"
        elif node.kind in (search_tree.SOLUTION, search_tree.SECOND_SOLUTION):
            assert (after != UNKNOWN).all()
            assert [tuple(line_clue(row)) for row in after] == [tuple(c) for c in puzzle.rows]
            assert [tuple(line_clue(col)) for col in after.T] == [tuple(c) for c in puzzle.cols]
            assert any(np.array_equal(after, s) for s in solutions)
        else:
            assert node.kind == search_tree.SPLIT and after[node.split] == UNKNOWN
    second = [n for n in index.nodes.values() if n.kind == search_tree.SECOND_SOLUTION]
    assert len(second) == (1 if len(solutions) == 2 else 0)


def test_only_the_first_nodes_are_told(monkeypatch):
    monkeypatch.setattr(search_tree, "MOST_NODES", 3)
    puzzle = random_puzzle(12, 64)
    events = events_of(puzzle, True)
    steps = [e for e in events if isinstance(e, Step) and e.rule in TREE_RULES]
    index = TreeIndex()
    index.update(steps)
    assert sorted(index.nodes) == [1, 2, 3]
    done = events[-1]
    assert done.stats["tree_nodes_told"] == 3 and done.stats["tree_nodes_left_out"] > 0
    assert all(index.nodes[n].parent in (ROOT, *index.nodes) for n in index.nodes)


def test_the_method_tells_its_tree_and_a_stop_keeps_it_consistent():
    puzzle = random_puzzle(12, 64)
    events = list(solve_events(puzzle, "probe", SolveOptions(max_solutions=2), Cancel()))
    assert any(isinstance(e, Step) and e.rule == BRANCH for e in events)
    cancel = Cancel()
    seen = []
    for event in solve_events(puzzle, "probe", SolveOptions(max_solutions=2), cancel):
        seen.append(event)
        if isinstance(event, Step) and event.rule == BRANCH:
            cancel.cancel()
    assert seen[-1].status == "stopped"  # never "solved" once stopped
    outcomes = [e.about[1] for e in seen if isinstance(e, Step) and e.rule == OUTCOME]
    branches = [e.about[1] for e in seen if isinstance(e, Step) and e.rule == BRANCH]
    assert set(outcomes) <= set(branches)


def test_the_tree_in_words_names_cells():
    puzzle = random_puzzle(12, 64)
    steps = [e for e in events_of(puzzle, True) if isinstance(e, Step) and e.rule in TREE_RULES]
    index = TreeIndex()
    index.update(steps)
    for node in index.nodes.values():
        r, c = node.cell
        name = f"row {r + 1}, column {c + 1}"
        assert name in search_words(node, False) and name in search_row(node)
        text = search_words(node, True, 3)
        assert text.startswith(f"Search, depth {node.depth}: with {name}")
        if node.kind == search_tree.SPLIT:
            assert f"row {node.split[0] + 1}, column {node.split[1] + 1}" in text and "3 more cells" in text
        elif node.kind == search_tree.CONTRADICTION:
            assert "contradiction" in text
