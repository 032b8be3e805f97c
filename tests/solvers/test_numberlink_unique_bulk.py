"""unique.py's bulk look at the board (``_block_candidates``, ``_u_turn_candidates``) picks
the blocks and squares that the one-by-one scan of every block acts on: no_block and
no_u_turn give the same board, the same records and the same contradiction as that scan
(kept here as the reference: the loops as they were before the bulk look) on random
partial boards of random covers, under both rule sets, before and after deduction."""

from __future__ import annotations

import random

import pytest

from solvers.numberlink.deduce_state import EMPTY, Contradiction, State, from_board
from solvers.numberlink.generator import random_cover
from solvers.numberlink.model import LINE, puzzle_from_paths
from solvers.numberlink.trial import close
from solvers.numberlink.unique import UNIQUE_LEVEL, _blocks, _shapes, no_block, no_u_turn


def reference_no_u_turn(state: State) -> bool:
    es, geo = state.es, state.geo
    changed = False
    fill = state.fill
    for ab, bd, dc, ef, corner in _shapes(geo):
        if fill and ef < 0:
            continue
        s1, s2, s3 = es[ab], es[bd], es[dc]
        s4 = es[ef] if fill else 1
        if s1 == 0 or s2 == 0 or s3 == 0 or s4 == 0 or s1 + s2 + s3 + s4 != 2:
            continue
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
            state.record("no-u-turn", UNIQUE_LEVEL, (geo.cell(i), geo.cell(j), corner), "")
            changed = True
    return changed


def reference_no_block(state: State) -> bool:
    es, lab, geo = state.es, state.lab, state.geo
    changed = False
    for cells, edges in _blocks(geo):
        w, x, y, z = cells
        la, lb, lc, ld = lab[w], lab[x], lab[y], lab[z]
        lines = (es[edges[0]] == 1) + (es[edges[1]] == 1) + (es[edges[2]] == 1) + (es[edges[3]] == 1)
        if lines < 2 and not ((la > 0 and (la in (lb, lc, ld))) or (lb > 0 and (lb in (lc, ld)))
                              or (lc > 0 and lc == ld)):
            continue
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
                state.record("no-2x2", UNIQUE_LEVEL, (geo.cell(cells[t]), geo.cell(cells[0])), "")
                changed = True
    return changed


def outcome(technique, state: State) -> tuple:
    try:
        changed = technique(state)
    except Contradiction as why:
        return ("contradiction", str(why), state.es, state.lab, state.used, state.levels)
    return (changed, state.es, state.lab, state.used, state.levels, state.changes)


def partial_states(seed: int, count: int):
    """Boards of random covers with some of the solution's segments drawn, some of the
    others crossed out, a few stray lines (contradictions too), under fill and nikoli."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        w, h = rng.randint(3, 9), rng.randint(3, 9)
        paths = random_cover(w, h, rng)
        puzzle = puzzle_from_paths(w, h, paths)
        solution = puzzle.solution_board()
        board = puzzle.empty_board()
        shown, crossed, stray = rng.random(), rng.random(), rng.random() * 0.1
        for r in range(board.shape[0]):
            for c in range(board.shape[1]):
                if (r + c) % 2 == 1:  # a segment
                    if solution[r, c] > 0 and rng.random() < shown:
                        board[r, c] = LINE
                    elif solution[r, c] <= 0 and rng.random() < crossed:
                        board[r, c] = 0
                    elif rng.random() < stray:
                        board[r, c] = LINE
        fill = rng.random() < 0.5
        try:
            state = from_board(puzzle, fill, board)
            if not fill:
                for i in rng.sample(range(w * h), rng.randint(0, 2)):
                    if state.lab[i] == 0 and all(state.es[e] != 1 for e, _ in state.geo.nbr[i]):
                        state.set_label(i, EMPTY)
            if rng.random() < 0.5:
                close(state, 3)
        except Contradiction:
            continue
        state.changes = []
        made += 1
        yield state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_bulk_look_acts_as_the_scan_of_every_block(seed):
    acted = contradictions = 0
    for state in partial_states(seed, 300):
        for new, reference in ((no_block, reference_no_block), (no_u_turn, reference_no_u_turn)):
            ours, theirs = state.copy(), state.copy()
            got, expected = outcome(new, ours), outcome(reference, theirs)
            assert got == expected
            acted += got[0] is True
            contradictions += got[0] == "contradiction"
    assert acted > 50 and contradictions > 5  # the boards reach both outcomes
