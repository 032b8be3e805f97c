"""The deduction engine's state and its level-1 techniques (numberlink), kept in flat Python
lists so that a copy for a trial costs three list copies.

Cells are numbered ``i = r * w + c``; edges (segments between adjacent cells) are numbered by
``Geometry``. ``es[e]``: -1 unknown, 0 no line, 1 line. ``lab[i]``: 0 unknown, k >= 1 the path of
pair k, ``EMPTY`` (-1) a cell left empty (``nikoli`` only). ``other[i]``: for a cell at the end
of a chain of drawn lines, the chain's other end (a cell without lines is its own chain).

Every change goes through ``set_edge`` / ``set_label``; a technique then calls ``record`` with
its rule name and what it speaks of, and the explained driver (propagate.py) turns the record
into a ``Step`` on the doubled board. In a trial (``log is None``) nothing is recorded.
A technique that finds the rules broken raises ``Contradiction``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache

import numpy as np

from .model import LINE, UNKNOWN, Numberlink

EMPTY = -1


class Contradiction(Exception):
    pass


class Geometry:
    """Cells, edges and their doubled-board positions for an h x w grid."""

    def __init__(self, h: int, w: int) -> None:
        self.h, self.w, self.n = h, w, h * w
        self.edge_cells: list[tuple[int, int]] = []
        self.nbr: list[list[tuple[int, int]]] = [[] for _ in range(h * w)]
        self.edge_of: dict[tuple[int, int], int] = {}
        for r in range(h):
            for c in range(w):
                i = r * w + c
                for j in ((i + 1) if c + 1 < w else None, (i + w) if r + 1 < h else None):
                    if j is None:
                        continue
                    e = len(self.edge_cells)
                    self.edge_cells.append((i, j))
                    self.nbr[i].append((e, j))
                    self.nbr[j].append((e, i))
                    self.edge_of[(i, j)] = self.edge_of[(j, i)] = e
        self.cell_pos = [(2 * (i // w) + 1, 2 * (i % w) + 1) for i in range(h * w)]
        self.edge_pos = [((pa[0] + pb[0]) // 2, (pa[1] + pb[1]) // 2)
                         for pa, pb in ((self.cell_pos[a], self.cell_pos[b]) for a, b in self.edge_cells)]

    def cell(self, i: int) -> tuple[int, int]:
        return divmod(i, self.w)


@lru_cache(maxsize=32)
def geometry(h: int, w: int) -> Geometry:
    return Geometry(h, w)


class State:
    """One board under deduction. ``fill``: every cell carries a line."""

    __slots__ = (
        "board",
        "budget",
        "changes",
        "cursor",
        "deep",
        "ends",
        "es",
        "fill",
        "geo",
        "is_end",
        "lab",
        "labels",
        "levels",
        "log",
        "other",
        "pairs",
        "queue",
        "queued",
        "stop",
        "used",
    )

    def __init__(self, geo: Geometry, fill: bool, ends: list[tuple[int, int]], labels: Iterable[str] = ()) -> None:
        self.geo, self.fill, self.ends = geo, fill, ends
        self.labels = tuple(labels) or tuple(str(k) for k in range(1, len(ends) + 1))
        self.pairs = len(ends)
        self.is_end = [0] * geo.n
        for k, (a, b) in enumerate(ends, start=1):
            self.is_end[a] = self.is_end[b] = k
        self.es = [-1] * len(geo.edge_cells)
        self.lab = [0] * geo.n
        self.other = list(range(geo.n))
        self.queue: list[int] = list(range(geo.n))
        self.queued = [True] * geo.n
        self.log: list | None = None
        self.changes: list = []
        self.board: np.ndarray | None = None  # the doubled board a logged run updates (step)
        self.levels: set[int] = set()
        self.used: set[str] = set()  # the techniques' names (a grade's input: TECHNIQUE_LEVELS)
        self.cursor = 0  # where trial.py goes on trying segments
        self.budget: int | None = None  # trials left (None: no bound); counts work, not time
        self.stop: Callable[[], bool] | None = None  # a callable: True when the caller cancels (checked between trials)
        self.deep = True  # trials closed beyond the local rules allowed (False: short ones only)

    def copy(self) -> State:
        new = State.__new__(State)
        new.geo, new.labels, new.fill, new.ends = self.geo, self.labels, self.fill, self.ends
        new.pairs, new.is_end = self.pairs, self.is_end
        new.es, new.lab, new.other = self.es[:], self.lab[:], self.other[:]
        new.queue, new.queued = self.queue[:], self.queued[:]
        new.log, new.changes, new.board, new.levels, new.cursor = None, [], None, set(), 0
        new.used = set()
        new.budget, new.stop, new.deep = None, None, True
        return new

    # -- changes ---------------------------------------------------------------------------
    def push(self, i: int) -> None:
        if not self.queued[i]:
            self.queued[i] = True
            self.queue.append(i)

    def set_edge(self, e: int, value: int) -> None:
        old = self.es[e]
        if old == value:
            return
        a, b = self.geo.edge_cells[e]
        if old != -1:
            raise Contradiction(f"the segment between {self.name(a)} and {self.name(b)}")
        self.es[e] = value
        self.changes.append(e)
        self.push(a)
        self.push(b)
        if value == 1:
            oa, ob = self.other[a], self.other[b]
            if oa == b:
                raise Contradiction(f"a loop through {self.name(a)}")
            self.other[oa], self.other[ob] = ob, oa
            self.push(oa)
            self.push(ob)

    def set_label(self, i: int, k: int) -> None:
        old = self.lab[i]
        if old == k:
            return
        if old != 0:
            raise Contradiction(f"{self.name(i)} would belong to two paths")
        self.lab[i] = k
        self.changes.append(~i)
        self.push(i)
        for _, j in self.geo.nbr[i]:
            self.push(j)

    def record(self, rule: str, level: int, about: tuple, line: str, technique: str | None = None) -> None:
        """Close the changes made since the last record as one step of ``rule``; ``technique``
        (default: the rule) is the name the grade counts (trial.py: a short trial's)."""
        self.levels.add(level)
        self.used.add(technique or rule)
        if self.log is not None:
            if self.changes:
                self.log.append(self.step(rule, about, line) + (technique or rule,))
            self.changes = []
        # In a trial (no log) the changes pile up: both-ways compares only what changed.

    def step(self, rule: str, about: tuple, line: str) -> tuple[tuple, tuple, str, str, tuple]:
        """The changes since the last record as (positions, values, rule, line, about) on the
        doubled board, which is updated: a cell's label shows on its drawn segments too."""
        board, geo, seen = self.board, self.geo, set()
        if board is None:
            raise RuntimeError("step records on a logged run only (one with a board)")
        positions, values = [], []

        def put(pos: tuple[int, int], value: int) -> None:
            if pos not in seen and board[pos] != value:
                seen.add(pos)
                board[pos] = value
                positions.append(pos)
                values.append(value)

        for x in self.changes:
            if x >= 0:
                put(geo.edge_pos[x], self.edge_value(x))
            else:
                i = ~x
                put(geo.cell_pos[i], self.cell_value(i))
                for e, _ in geo.nbr[i]:
                    if self.es[e] == 1:
                        put(geo.edge_pos[e], self.edge_value(e))
        return tuple(positions), tuple(values), rule, line, about

    def name(self, i: int) -> str:
        r, c = divmod(i, self.geo.w)
        return f"cell (row {r + 1}, column {c + 1})"

    # -- doubled board ---------------------------------------------------------------------
    def edge_value(self, e: int) -> int:
        s = self.es[e]
        if s != 1:
            return UNKNOWN if s == -1 else 0
        k = self.lab[self.geo.edge_cells[e][0]]
        return k if k > 0 else LINE

    def cell_value(self, i: int) -> int:
        k = self.lab[i]
        return UNKNOWN if k == 0 else 0 if k == EMPTY else k

    def complete(self) -> bool:
        return -1 not in self.es and 0 not in self.lab


def from_board(puzzle: Numberlink, fill: bool, board: np.ndarray) -> State:
    """The state of a doubled ``board`` (UNKNOWN, 0, LINE or labels); Contradiction when the
    board already breaks the rules."""
    h, w = puzzle.shape
    geo = geometry(h, w)
    state = State(geo, fill, [(a[0] * w + a[1], b[0] * w + b[1]) for a, b in puzzle.endpoints], puzzle.labels)
    for k, (a, b) in enumerate(state.ends, start=1):
        state.set_label(a, k)
        state.set_label(b, k)
    for e, (r, c) in enumerate(geo.edge_pos):
        v = int(board[r, c])
        if v != UNKNOWN:
            state.set_edge(e, 1 if v > 0 or v == LINE else 0)
            if v > 0:
                state.set_label(geo.edge_cells[e][0], v)
    for i, (r, c) in enumerate(geo.cell_pos):
        v = int(board[r, c])
        if v > 0:
            state.set_label(i, v)
        elif v == 0:
            if fill:
                raise Contradiction(f"{state.name(i)} is empty")
            state.set_label(i, EMPTY)
    state.changes = []
    return state


def basic(state: State) -> None:
    """Level 1 to a fixpoint: forced-move, corridor, complete, dead-end (nikoli), label,
    different-labels, no-loop. Each cell is looked at again when something next to it changed.
    One function per group of rules; this loop is the engine's hottest, so they take what the
    loop has already counted instead of counting again."""
    es, lab, nbr = state.es, state.lab, state.geo.nbr
    queue, queued = state.queue, state.queued
    while queue:
        i = queue.pop()
        queued[i] = False
        lines = unknown = 0
        for e, _ in nbr[i]:
            s = es[e]
            if s == 1:
                lines += 1
            elif s == -1:
                unknown += 1
        if lab[i] == EMPTY:
            _stays_empty(state, i, lines, unknown)
            continue
        drawn = _line_count_rules(state, i, lines, unknown)
        if not drawn:
            continue  # the cell was found empty: nothing more to say of it
        if lines or drawn == DREW or lab[i] > 0:  # (else no line and no number: nothing to carry)
            _labels_along_lines(state, i)
        if lines == 1:
            _no_loop(state, i)


def _close_unknown(state: State, i: int, value: int) -> None:
    """Set every undecided segment of cell ``i`` to ``value``."""
    es = state.es
    for e, _ in state.geo.nbr[i]:
        if es[e] == -1:
            state.set_edge(e, value)


def _stays_empty(state: State, i: int, lines: int, unknown: int) -> None:
    """complete: a cell already known empty (nikoli) takes no segment."""
    if lines:
        raise Contradiction(f"{state.name(i)} must stay empty but has a line")
    if unknown:
        _close_unknown(state, i, 0)
        state.record("complete", 1, state.geo.cell(i), f"{state.name(i)} stays empty")


DREW = 2  # _line_count_rules drew the cell's undecided segments (True: nothing drawn)


def _line_count_rules(state: State, i: int, lines: int, unknown: int) -> bool | int:
    """complete, dead-end, corridor and forced-move: what the count of a cell's drawn and
    undecided segments forces. False when the cell was found empty (a dead end, nikoli),
    DREW when it drew lines (corridor, forced-move), else True."""
    need = 1 if state.is_end[i] else 2
    if lines > need:
        raise Contradiction(f"{state.name(i)} has too many lines")
    must = state.fill or state.is_end[i] or lines or state.lab[i] > 0  # the cell carries a line
    if not unknown:
        if lines < need:
            if must:
                raise Contradiction(f"{state.name(i)} cannot get its lines")
            state.set_label(i, EMPTY)
            state.record("dead-end", 1, state.geo.cell(i), f"{state.name(i)} has no way in: it stays empty")
            return False
    elif lines == need:
        _close_unknown(state, i, 0)
        state.record("complete", 1, state.geo.cell(i), f"{state.name(i)} has its {need} line{'s' * (need > 1)}")
    elif not must and unknown == 1:
        _close_unknown(state, i, 0)
        state.set_label(i, EMPTY)
        state.record("dead-end", 1, state.geo.cell(i), f"{state.name(i)} is a dead end: it stays empty")
        return False
    elif must and lines + unknown == need:
        _close_unknown(state, i, 1)
        if lines == 0 and need == 2:
            state.record("corridor", 1, state.geo.cell(i), f"{state.name(i)} is a corridor: the line passes through")
        else:
            state.record("forced-move", 1, state.geo.cell(i), f"{state.name(i)} has one way to continue")
        return DREW
    elif must and lines + unknown < need:
        raise Contradiction(f"{state.name(i)} cannot get its lines")
    return True


def _labels_along_lines(state: State, i: int) -> None:
    """label: a drawn segment carries its number to both cells; different-labels: a segment
    between two numbers that differ is no line."""
    es, lab, labels = state.es, state.lab, state.labels
    k = lab[i]
    for e, j in state.geo.nbr[i]:
        s, kj = es[e], lab[j]
        if s == 1:
            if k > 0 and kj != k:
                if kj != 0:
                    raise Contradiction(f"two numbers joined at {state.name(i)}")
                state.set_label(j, k)
                state.record("label", 1, (k,), f"the line carries {labels[k - 1]}")
            elif k == 0 and kj > 0:
                state.set_label(i, kj)
                state.record("label", 1, (kj,), f"the line carries {labels[kj - 1]}")
                k = kj
        elif s == -1 and k > 0 and kj > 0 and kj != k:
            state.set_edge(e, 0)
            state.record("different-labels", 1, (k, kj), f"{labels[k - 1]} and {labels[kj - 1]} may not meet")


def _no_loop(state: State, i: int) -> None:
    """no-loop: a chain's end (one drawn segment) next to its own other end may not join it."""
    o = state.other[i]
    if o != i:
        e = state.geo.edge_of.get((i, o))
        if e is not None and state.es[e] == -1:
            state.set_edge(e, 0)
            state.record("no-loop", 1, (), "the segment would close a loop")
