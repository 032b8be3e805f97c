"""Techniques that assume the puzzle has exactly one solution (numberlink, level 4), as
Simon Tatham's solvers allow for published puzzles. They are off unless asked for
(``assume_unique``), and a puzzle finished with them is unique only if it was unique to begin
with: the grade says so (``assumes_unique``).

``no-u-turn`` (``fill``): a path that turns back round a 2x2 square (segments a-b, b-d, d-c,
so a and c are neighbours) while a line e-f runs beside the square's far side b-d (e next to b,
f next to d, outside the square) has a second solution: the path cuts across a-c and the line
e-f takes the detour e-b-d-f instead. Same cells, one simple path each, so no rule breaks; a
unique puzzle cannot hold that picture, and when three of the four segments are lines the
fourth is not. This is why published paths hug the border and each other.
(Under ``nikoli`` the shortcut a-c alone gives a second solution, leaving b and d empty, so
there a path never turns back round a square at all: ``no-u-turn`` with three segments.)

``no-2x2``: no 2x2 block of cells is all one path. Under ``nikoli`` this follows from
uniqueness (a path touching itself can be shortened, the cut-off cells left empty). Under
``fill`` it does NOT follow from uniqueness alone: "AB... ..... ..B.. A.... ..C.C" (5x5) has one
solution, and it holds 2x2 blocks of one path (tests/solvers/test_numberlink_deduce.py). It
is a convention of published puzzles: none of janko's 573 fill solutions has such a block,
and Flow Free's and Nikoli's authors avoid it. So level 4 means "assumes a unique puzzle of
the published style"; a contradiction under it means "no solution, more than one, or not
in that style", and search decides (propagate.solve does so).
"""

from __future__ import annotations

from functools import lru_cache

from .deduce_state import Contradiction, Geometry, State

UNIQUE_LEVEL = 4


@lru_cache(maxsize=32)
def _shapes(geo: Geometry) -> tuple[tuple[int, int, int, int, tuple[int, int]], ...]:
    """(a-b, b-d, d-c, e-f or -1, the square's top-left cell) for every U round a square."""
    h, w, edge_of = geo.h, geo.w, geo.edge_of
    out = []

    def idx(r: int, c: int) -> int | None:
        return r * w + c if 0 <= r < h and 0 <= c < w else None

    for r in range(h - 1):
        for c in range(w - 1):
            # the far side b-d in each of four directions: (b, d, a, c, e, f) as (row, col)
            for (b, d, a, cc, e, f) in (
                ((r, c + 1), (r + 1, c + 1), (r, c), (r + 1, c), (r, c + 2), (r + 1, c + 2)),
                ((r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1), (r, c - 1), (r + 1, c - 1)),
                ((r + 1, c), (r + 1, c + 1), (r, c), (r, c + 1), (r + 2, c), (r + 2, c + 1)),
                ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1), (r - 1, c), (r - 1, c + 1)),
            ):
                # a, b, c, d are the square's own cells, always inside; e, f may be outside
                ia, ib, ic, id_ = (p[0] * w + p[1] for p in (a, b, cc, d))
                ie, if_ = idx(*e), idx(*f)
                ef = edge_of[(ie, if_)] if ie is not None and if_ is not None else -1
                out.append((edge_of[(ia, ib)], edge_of[(ib, id_)], edge_of[(id_, ic)], ef, (r, c)))
    return tuple(out)


def no_u_turn(state: State) -> bool:
    """One round of ``no-u-turn``; True if a segment was crossed out."""
    es, geo = state.es, state.geo
    changed = False
    fill = state.fill
    for ab, bd, dc, ef, corner in _shapes(geo):
        if fill and ef < 0:
            continue
        s1, s2, s3 = es[ab], es[bd], es[dc]
        s4 = es[ef] if fill else 1
        if s1 == 0 or s2 == 0 or s3 == 0 or s4 == 0 or s1 + s2 + s3 + s4 != 2:
            continue  # three lines and one unknown (-1) sum to 2
        four = (ab, bd, dc, ef) if fill else (ab, bd, dc)
        lines = unknown = 0
        for e in four:
            s = es[e]
            if s == 1:
                lines += 1
            elif s == -1:
                unknown += 1
                last = e
        if unknown == 1 and lines == len(four) - 1:
            state.set_edge(last, 0)
            i, j = geo.edge_cells[last]
            state.record("no-u-turn", UNIQUE_LEVEL, (geo.cell(i), geo.cell(j), corner),
                         f"a line between {state.name(i)} and {state.name(j)} would let a path turn "
                         f"back round the square at row {corner[0] + 1}, column {corner[1] + 1} "
                         "where it could be rerouted: the solution would not be unique")
            changed = True
    return changed


@lru_cache(maxsize=32)
def _blocks(geo: Geometry) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Per 2x2 block: its cells round the square (a, b, d, c) and its edges a-b, b-d, d-c, c-a."""
    w, edge_of = geo.w, geo.edge_of
    out = []
    for r in range(geo.h - 1):
        for c in range(w - 1):
            cells = (r * w + c, r * w + c + 1, (r + 1) * w + c + 1, (r + 1) * w + c)
            out.append((cells, tuple(edge_of[(cells[x], cells[(x + 1) % 4])] for x in range(4))))
    return tuple(out)


def no_block(state: State) -> bool:
    """One round of ``no-2x2``: when three cells of a 2x2 block are one path (joined by lines
    in the block or of one number), the fourth is not on it: its segments to them get none."""
    es, lab, geo = state.es, state.lab, state.geo
    changed = False
    for cells, edges in _blocks(geo):
        w, x, y, z = cells
        la, lb, lc, ld = lab[w], lab[x], lab[y], lab[z]
        lines = (es[edges[0]] == 1) + (es[edges[1]] == 1) + (es[edges[2]] == 1) + (es[edges[3]] == 1)
        if lines < 2 and not ((la > 0 and (la in (lb, lc, ld))) or (lb > 0 and (lb in (lc, ld)))
                              or (lc > 0 and lc == ld)):
            continue  # three cells of one path need two lines, or two equal labels
        group = [la if la > 0 else -1, lb if lb > 0 else -2, lc if lc > 0 else -3, ld if ld > 0 else -4]
        for t in range(4):
            if es[edges[t]] == 1:
                u, v = group[t], group[(t + 1) % 4]
                if u != v:
                    group = [u if g == v else g for g in group]
        for t in range(4):
            others = [s for s in range(4) if s != t]
            if group[others[0]] == group[others[1]] == group[others[2]]:
                if group[t] == group[others[0]]:
                    state.levels.add(UNIQUE_LEVEL)
                    state.used.add("no-2x2")
                    raise Contradiction(f"a 2x2 block of one path at {state.name(cells[0])}")
                cut = [e for e in (edges[t], edges[t - 1]) if es[e] == -1]
                if not cut:
                    continue
                for e in cut:
                    state.set_edge(e, 0)
                state.record("no-2x2", UNIQUE_LEVEL, (geo.cell(cells[t]), geo.cell(cells[0])),
                             f"{state.name(cells[t])} would make a 2x2 block of one path")
                changed = True
    return changed
