"""The compiled search of numberlink deduction (kernel.py) gives what routes' Python search
gives, compiled and interpreted (``.py_func``) alike: the same cells in the same order, the
same parents and low points; so routes() makes the same changes with either, and a grade and
a generated puzzle come out the same."""

from __future__ import annotations

import random
import sys
import types

import numpy as np
import pytest

from solvers.numberlink import kernel, levels, routes
from solvers.numberlink.deduce_state import Contradiction
from solvers.numberlink.generator import generate_grow

from .test_numberlink_unique_bulk import partial_states


def python_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(routes, "compiled", lambda cells: None)


def kernel_always(monkeypatch: pytest.MonkeyPatch, compiled: bool) -> None:
    module = kernel if compiled else types.SimpleNamespace(search=kernel.search.py_func)
    monkeypatch.setattr(routes, "compiled", lambda cells: module)


@pytest.mark.parametrize("compiled", [True, False])
def test_the_kernel_search_is_routes_search(compiled):
    search = kernel.search if compiled else kernel.search.py_func
    compared = 0
    for state in partial_states(4, 150):
        geo = state.geo
        arrays = (*routes._neighbour_arrays(geo), np.array(state.es, dtype=np.int64),
                  np.array(state.lab, dtype=np.int64))
        for k, (a, b) in enumerate(state.ends, start=1):
            e1 = state.other[a]
            if e1 == b:
                continue
            disc = [-1] * geo.n
            order, parent, low = routes._search(state, k, e1, state.other[b], disc)
            got = routes._compiled_search(types.SimpleNamespace(search=search), arrays, k, e1, geo.n)
            assert got[0] == order and got[3] == disc
            assert all(got[1][v] == parent[v] and got[2][v] == low[v] for v in order)
            compared += 1
    assert compared > 300


def outcome(state) -> tuple:
    try:
        changed = routes.routes(state, 3)
    except Contradiction as why:
        return ("contradiction", str(why), state.used)
    return (changed, state.es, state.lab, state.used, state.levels)


@pytest.mark.parametrize("compiled", [True, False])
def test_routes_changes_the_same_with_the_kernel(monkeypatch, compiled):
    states = list(partial_states(5, 150))
    python_only(monkeypatch)
    expected = [outcome(state.copy()) for state in states]
    kernel_always(monkeypatch, compiled)
    assert [outcome(state.copy()) for state in states] == expected


def test_a_grade_is_the_same_with_the_kernel(monkeypatch):
    puzzle, _ = generate_grow(9, 9, random.Random(3), join_budget=0)
    python_only(monkeypatch)
    levels._FINISHED.clear()
    expected = levels.grade(puzzle)
    kernel_always(monkeypatch, True)
    assert levels.grade(puzzle) == expected


def test_python_until_the_process_has_searched_enough(monkeypatch):
    monkeypatch.delitem(sys.modules, routes.KERNEL)  # (this file imported it; back afterwards)
    monkeypatch.setattr(routes._KERNEL, "done", 0)
    assert routes.compiled(routes.PYTHON_FIRST_CELLS) is None
    assert routes.compiled(1) is not None
    assert routes.compiled(1) is sys.modules[routes.KERNEL]
