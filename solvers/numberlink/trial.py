"""Closing a state under the techniques up to a level, and bounded trial, the top deduction
level below search (numberlink).

``close(state, level)``: level 1 to a fixpoint, then the region techniques (routes.py), the
lowest level first, until nothing changes. ``trial(state, inner)``: for one undecided segment
at a time, suppose it is a line (then: no line) on a copy and close the copy under the
techniques up to ``inner``; when that breaks the rules, the segment is the other way. Sound
(proof by contradiction, one assumption deep) and assumes nothing about uniqueness.
Segments next to the loose ends of chains are tried first: their contradictions come fastest.
"""

from __future__ import annotations

from .deduce_state import Contradiction, State, basic
from .routes import routes
from .unique import UNIQUE_LEVEL, no_block, no_u_turn

TRIAL_LEVEL = 5


def step_once(state: State, level: int, assume: bool = False) -> bool:
    """The lowest-level techniques above level 1 (up to ``level``) that find something, once;
    level 4 (unique.py) only when ``assume``. True if anything changed."""
    if level >= 2 and routes(state, 2):
        return True
    if level >= 3 and routes(state, 3):
        return True
    if level >= UNIQUE_LEVEL and assume and (no_block(state) | no_u_turn(state)):
        return True
    return level >= TRIAL_LEVEL and trial(state, UNIQUE_LEVEL if assume else 3, assume)


def close(state: State, level: int, assume: bool = False) -> None:
    """Apply the techniques up to ``level`` until none changes anything."""
    while True:
        basic(state)
        if state.complete() or not step_once(state, level, assume):
            return


def candidates(state: State) -> list[int]:
    """Undecided segments, those at the loose end of a chain or a number first."""
    geo, es, other = state.geo, state.es, state.other
    first, rest = [], []
    for e, (i, j) in enumerate(geo.edge_cells):
        if es[e] != -1:
            continue
        loose = other[i] != i or other[j] != j or state.is_end[i] or state.is_end[j]
        (first if loose else rest).append(e)
    return first + rest


def trial(state: State, inner: int = 3, assume: bool = False) -> bool:
    """One segment decided by contradiction (True), or none can be (False)."""
    geo = state.geo
    for e in candidates(state):
        if state.es[e] != -1:
            continue
        for value in (1, 0):
            test = state.copy()
            try:
                test.set_edge(e, value)
                close(test, inner, assume)
            except Contradiction as why:
                i, j = geo.edge_cells[e]
                state.set_edge(e, 1 - value)
                state.levels |= test.levels
                what = "a line" if value else "empty"
                state.record("trial", TRIAL_LEVEL, (geo.cell(i), geo.cell(j), value),
                             f"if the segment between {state.name(i)} and {state.name(j)} were {what}, "
                             f"{why} would follow")
                return True
    return False
