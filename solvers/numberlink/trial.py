"""Closing a state under the techniques up to a level, and bounded trial, the top deduction
level below search (numberlink).

``state.budget`` bounds the trials (a count, so the outcome never depends on the machine's
speed) and ``state.stop`` lets a caller cancel between them.

``close(state, level)``: level 1 to a fixpoint, then the region techniques (routes.py), the
lowest level first, until nothing changes. ``trial(state, inner)``: for one undecided segment
at a time, suppose it is a line (then: no line) on a copy and close the copy under the
techniques up to ``inner``; when that breaks the rules, the segment is the other way
(``trial``); what follows both ways holds whichever way it is (``both-ways``). Sound
(proof by contradiction, one assumption deep) and assumes nothing about uniqueness.
"""

from __future__ import annotations

from .deduce_state import Contradiction, State, basic
from .routes import routes
from .unique import UNIQUE_LEVEL, no_block, no_u_turn

TRIAL_LEVEL = 5
INNER_ROUTES = 2


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
    """Apply the techniques up to ``level`` until none changes anything. Inside a trial no
    grade is kept, so the cheap local techniques run first and the regions in one pass."""
    if state.log is not None:
        while True:
            basic(state)
            if state.complete() or not step_once(state, level, assume):
                return
    while True:
        basic(state)
        if state.complete():
            return
        if level >= UNIQUE_LEVEL and assume and (no_block(state) | no_u_turn(state)):
            continue
        if level < 2 or not routes(state, min(level, INNER_ROUTES)):
            return


def trial(state: State, inner: int = 3, assume: bool = False) -> bool:
    """One segment decided by contradiction (True), or none can be (False). Short trials come
    first: the supposition closed under level 1 alone (``short-trial``: it fails at once, a
    what-if a person follows by eye); only when none of those succeeds, trials closed under
    the techniques up to ``inner`` (``trial``). The two names grade differently
    (TECHNIQUE_LEVELS). The segments are tried round the board from where the last success
    was (``state.cursor``), so a long run of trials does not try the same hopeless segments
    again after every success."""
    return _trials(state, 1, False, "short-") or (inner > 1 and state.deep and _trials(state, inner, assume, ""))


def _trials(state: State, inner: int, assume: bool, prefix: str) -> bool:
    geo, es = state.geo, state.es
    count = len(es)
    start = state.cursor
    for step in range(count):
        e = (start + step) % count
        if es[e] != -1:
            continue
        if state.stop is not None and state.stop():
            return False
        branches = []
        for value in (1, 0):
            if state.budget is not None and inner > 1:  # short trials are cheap: not counted
                if state.budget <= 0:
                    return False
                state.budget -= 1
            test = state.copy()
            try:
                test.set_edge(e, value)
                close(test, inner, assume)
            except Contradiction as why:
                i, j = geo.edge_cells[e]
                state.set_edge(e, 1 - value)
                state.levels |= test.levels
                state.used |= test.used
                state.cursor = e + 1
                what = "a line" if value else "empty"
                state.record("trial", TRIAL_LEVEL, (geo.cell(i), geo.cell(j), value),
                             f"if the segment between {state.name(i)} and {state.name(j)} were {what}, "
                             f"{why} would follow", prefix + "trial")
                return True
            branches.append(test)
        line, empty = branches  # neither value contradicted
        if both_ways(state, e, line, empty, prefix):
            return True
    return False


def both_ways(state: State, e: int, line: State, empty: State, prefix: str = "") -> bool:
    """What follows both from a line at segment e and from none holds: set it (``both-ways``)."""
    es, one, other = state.es, line.es, empty.es
    lab, la, lb = state.lab, line.lab, empty.lab
    # What both branches know and the state does not was changed in each: look at the line
    # branch's changes only (a trial's State keeps them all), not at every segment and cell
    # (the full scans were 15 % of a grade, cProfile).
    changed = line.changes
    same = sorted(x for x in changed if x >= 0 and es[x] == -1 and other[x] == one[x])
    labels = sorted(~x for x in changed if x < 0 and lab[~x] == 0 and lb[~x] == la[~x])
    if not same and not labels:
        return False
    for x in same:
        state.set_edge(x, one[x])
    for i in labels:
        state.set_label(i, la[i])
    state.levels |= line.levels | empty.levels
    state.used |= line.used | empty.used
    state.cursor = e + 1
    geo = state.geo
    i, j = geo.edge_cells[e]
    state.record("both-ways", TRIAL_LEVEL, (geo.cell(i), geo.cell(j)),
                 f"whether or not the segment between {state.name(i)} and {state.name(j)} is a line, "
                 "these follow", prefix + "both-ways")
    return True
