"""solvers.grid.components, the one connectivity search of every genre, against an independent
union-find on random grids whose cells are parted by random walls."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers.grid import components, orthogonal_neighbours


def union_find_groups(h: int, w: int, joined) -> set[frozenset]:
    parent = {(r, c): (r, c) for r in range(h) for c in range(w)}

    def root(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for cell in parent:
        for other in joined(cell):
            parent[root(cell)] = root(other)
    groups: dict = {}
    for cell in parent:
        groups.setdefault(root(cell), set()).add(cell)
    return {frozenset(g) for g in groups.values()}


@settings(max_examples=60, deadline=None)
@given(h=st.integers(1, 7), w=st.integers(1, 7), seed=st.integers(0, 2**32 - 1))
def test_the_groups_are_a_union_finds_and_each_cell_is_in_one(h, w, seed):
    rng = np.random.default_rng(seed)
    open_edges = {}  # (cell, cell) -> joined, the same both ways

    def joined(cell):
        out = []
        for other in orthogonal_neighbours(*cell, h, w):
            key = tuple(sorted((cell, other)))
            if key not in open_edges:
                open_edges[key] = bool(rng.random() < 0.6)
            if open_edges[key]:
                out.append(other)
        return out

    cells = [(r, c) for r in range(h) for c in range(w)]
    groups = components(cells, joined)
    assert sorted(cell for group in groups for cell in group) == cells  # each cell once
    assert {frozenset(g) for g in groups} == union_find_groups(h, w, joined)
    firsts = [group[0] for group in groups]
    assert firsts == sorted(firsts)  # groups in the order of their first start, each from its start


def test_only_what_the_starts_reach_and_nothing_twice():
    line = {0: [1], 1: [0, 2], 2: [1], 5: [6], 6: [5], 9: []}
    assert components([2, 0, 9], line.__getitem__) == [[2, 1, 0], [9]]
    assert components([], line.__getitem__) == []
