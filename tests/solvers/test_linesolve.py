"""The bit-parallel line solver against an independent check: enumerate every pattern."""

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from solvers.nonogram.linesolve import Contradiction, overlap_line, solve_line
from solvers.nonogram.model import line_clue


def brute_force(clue, n, filled, empty):
    """(forced filled, forced empty) by enumerating all 2^n lines; None when none fits."""
    fits = []
    for bits in itertools.product((0, 1), repeat=n):
        if line_clue(bits) != clue:
            continue
        if any((filled >> i & 1 and not bits[i]) or (empty >> i & 1 and bits[i]) for i in range(n)):
            continue
        fits.append(bits)
    if not fits:
        return None
    return (sum(1 << i for i in range(n) if all(p[i] for p in fits)),
            sum(1 << i for i in range(n) if not any(p[i] for p in fits)))


@st.composite
def lines(draw):
    n = draw(st.integers(1, 11))
    if draw(st.booleans()):
        clue = line_clue(draw(st.lists(st.integers(0, 1), min_size=n, max_size=n)))
    else:  # arbitrary clues too, including ones that cannot fit
        clue = tuple(draw(st.lists(st.integers(1, 4), max_size=4)))
    states = draw(st.lists(st.sampled_from("??.#"), min_size=n, max_size=n))
    filled = sum(1 << i for i, s in enumerate(states) if s == "#")
    empty = sum(1 << i for i, s in enumerate(states) if s == ".")
    return clue, n, filled, empty


@settings(max_examples=600, deadline=None)
@given(lines())
def test_complete_rule_equals_enumeration(line):
    expected = brute_force(*line)
    try:
        got = solve_line(*line)
    except Contradiction:
        got = None
    assert got == expected


@settings(max_examples=300, deadline=None)
@given(lines())
def test_overlap_rule_is_sound_and_no_stronger(line):
    expected = brute_force(*line)
    if expected is None:
        return
    filled, empty = overlap_line(*line)
    assert filled & ~expected[0] == 0 and empty & ~expected[1] == 0


def test_overlap_rule_on_the_textbook_line():
    # A block of 7 in 10 cells: leftmost 0-6 and rightmost 3-9 overlap on cells 3-6.
    filled, empty = overlap_line((7,), 10, 0, 0)
    assert filled == 0b0001111000 and empty == 0


def test_complete_rule_sees_further_than_overlap():
    # Clue 1 1 on "??#??": whichever block the middle cell is, its neighbours are gaps.
    # Overlap sees no block's packings overlap; the complete rule empties cells 1 and 3.
    complete = solve_line((1, 1), 5, 0b00100, 0)
    overlap = overlap_line((1, 1), 5, 0b00100, 0)
    assert complete == (0b00100, 0b01010)
    assert overlap == (0b00100, 0)


def _flood_right_cell_by_cell(mask, seeds, n):
    reach = 0
    for i in range(n):
        from_left = i > 0 and reach >> (i - 1) & 1
        if mask >> i & 1 and (seeds >> i & 1 or from_left):
            reach |= 1 << i
    return reach


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 130).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, (1 << n) - 1),
                                                       st.integers(0, (1 << n) - 1))))
def test_flood_right_by_carries_is_the_cell_by_cell_flood(case):
    """linesolve._flood_right (carries; compiled as it is by kernel.py) against a walk."""
    from solvers.nonogram.linesolve import _flood_right

    n, mask, seeds = case
    assert _flood_right(mask, seeds, n) == _flood_right_cell_by_cell(mask, seeds, n)
