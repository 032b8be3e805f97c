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

import numpy as np

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


@lru_cache(maxsize=32)
def _shape_arrays(geo: Geometry) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """_shapes' segments as arrays for ``_u_turn_candidates``: (the rows with a line e-f,
    their four segments; every row's three segments and a fourth index, len(es), that reads
    a line)."""
    shapes = _shapes(geo)
    edges = len(geo.edge_cells)
    fill_rows = np.array([t for t, shape in enumerate(shapes) if shape[3] >= 0], dtype=np.intp)
    four = np.array([shape[:4] for shape in shapes], dtype=np.intp).reshape(-1, 4)
    three = four.copy()
    three[:, 3] = edges
    return fill_rows, four[fill_rows], three


def _u_turn_candidates(state: State) -> np.ndarray:
    """The _shapes rows no_u_turn may act on, in order: no segment crossed out and the four
    summing to 2 (three lines and one unknown), as the loop's own test. During a round
    segments only go from unknown to crossed out, so a row that fails this at the start fails
    it at its turn too (it holds a crossed-out segment, or gets one): one test of the board in
    bulk instead of one per row (no_u_turn and no_block were a fifth of a 15x15's grade)."""
    fill_rows, four, three = _shape_arrays(state.geo)
    es = np.empty(len(state.es) + 1, dtype=np.int8)
    es[:-1] = state.es
    es[-1] = 1
    values = es[four] if state.fill else es[three]
    hit = (values != 0).all(axis=1) & (values.sum(axis=1, dtype=np.int8) == 2)
    return fill_rows[hit] if state.fill else np.flatnonzero(hit)


def no_u_turn(state: State) -> bool:
    """One round of ``no-u-turn``; True if a segment was crossed out."""
    es, geo = state.es, state.geo
    changed = False
    fill = state.fill
    shapes = _shapes(geo)
    for row in _u_turn_candidates(state).tolist():
        ab, bd, dc, ef, corner = shapes[row]
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


@lru_cache(maxsize=32)
def _block_arrays(geo: Geometry) -> tuple[np.ndarray, np.ndarray]:
    """_blocks' cells and edges as two (blocks, 4) arrays for ``_block_candidates``."""
    blocks = _blocks(geo)
    return (np.array([cells for cells, _ in blocks], dtype=np.intp).reshape(-1, 4),
            np.array([edges for _, edges in blocks], dtype=np.intp).reshape(-1, 4))


def _block_candidates(state: State) -> np.ndarray:
    """The _blocks rows where no_block may act, in order (a superset): three of the block's
    cells one path (joined by lines in the block or of one number: some cell t whose three
    others are joined among themselves) while t is joined to them too (a contradiction) or
    one of t's two segments in the block is undecided (what a cut would cross out). A round
    only crosses segments out, so lines and numbers stay and an undecided segment at a
    block's turn was undecided at the start: a block left out would do nothing at its turn.
    One look at the board in bulk instead of the loop's own per block (no_block was a sixth
    of a 15x15's grade, and most blocks of a late board hold two lines)."""
    cells, edges = _block_arrays(state.geo)
    lab = np.array(state.lab, dtype=np.int32)[cells]
    es = np.array(state.es, dtype=np.int8)[edges]
    line, unknown = es == 1, es == -1
    la, lb, lc, ld = lab[:, 0], lab[:, 1], lab[:, 2], lab[:, 3]
    # joined pairs of cells (0-1, 1-2, 2-3, 3-0 round the square, 0-2 and 1-3 across)
    j01 = (line[:, 0] | ((la > 0) & (la == lb))).astype(np.int8)
    j12 = (line[:, 1] | ((lb > 0) & (lb == lc))).astype(np.int8)
    j23 = (line[:, 2] | ((lc > 0) & (lc == ld))).astype(np.int8)
    j30 = (line[:, 3] | ((ld > 0) & (ld == la))).astype(np.int8)
    j02 = ((la > 0) & (la == lc)).astype(np.int8)
    j13 = ((lb > 0) & (lb == ld)).astype(np.int8)
    # cell t: its three others joined (two of their three pairs), and t joined to them or
    # one of t's segments (t-1 and t in _blocks' order) undecided
    edge_of_t = (unknown[:, 0] | unknown[:, 3], unknown[:, 1] | unknown[:, 0],
                 unknown[:, 2] | unknown[:, 1], unknown[:, 3] | unknown[:, 2])
    others_joined = (j12 + j23 + j13 >= 2, j02 + j23 + j30 >= 2, j01 + j13 + j30 >= 2, j01 + j12 + j02 >= 2)
    t_joined = ((j01 | j02 | j30) > 0, (j01 | j12 | j13) > 0, (j12 | j02 | j23) > 0, (j23 | j30 | j13) > 0)
    hit = np.zeros(len(cells), dtype=bool)
    for t in range(4):
        hit |= others_joined[t] & (t_joined[t] | edge_of_t[t])
    return np.flatnonzero(hit)


def no_block(state: State) -> bool:
    """One round of ``no-2x2``: when three cells of a 2x2 block are one path (joined by lines
    in the block or of one number), the fourth is not on it: its segments to them get none."""
    es, lab, geo = state.es, state.lab, state.geo
    changed = False
    blocks = _blocks(geo)
    for row in _block_candidates(state).tolist():
        cells, edges = blocks[row]
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
