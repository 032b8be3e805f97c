"""The pieces of the tabled texture scan (texture_kernel.scan_tabled, issue 36: medium at
7x7-10x10 at Tatham's pace) against independent computations: the selection against
np.partition, the lines against the picture, each remembered line answer against
linesolve's rules, the fixpoints against propagate.py's, and the scan against scan() and
against whole generations made without the tables. No test here asserts a time."""

from __future__ import annotations

import numpy as np
import pytest

from solvers.nonogram import linesolve, texture, texture_field
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.difficulty import simple_rules_finish
from solvers.nonogram.generator import generate
from solvers.nonogram.propagate import Grid, propagate

kernel = pytest.importorskip("solvers.nonogram.texture_kernel")

def kth(function, field: np.ndarray, k: int) -> float:
    steps, values = np.empty(len(field), np.int64), np.empty(len(field))
    return function(field, k, steps, np.empty(texture_field.BUCKETS + 1, np.int64), values)


def test_the_selection_by_steps_is_numpys_partition():
    rng = np.random.default_rng(21)
    for i in range(3000):
        cells = int(rng.integers(1, 150))
        field = -rng.random(cells) * 9
        if i % 4 == 0:
            field = np.round(field * 2) / 2  # ties, and values on the steps' edges
        if i % 7 == 0:
            field = field * 3 + 4  # values outside (-9, 0]: they fall into the end steps
        k = int(rng.integers(0, cells))
        expected = float(np.partition(field, k)[k])
        assert kth(kernel.kth_smallest, field, k) == expected
        if i % 10 == 0:
            assert kth(texture_field.kth_smallest, field, k) == expected


def test_the_texture_lines_are_the_pictures():
    rng = np.random.default_rng(22)
    for i in range(2000):
        h, w = (int(v) for v in rng.integers(2, 11, 2))
        noise, density = rng.random((h, w)), float(rng.uniform(0.2, 0.8))
        field, bits = np.empty(h * w), np.zeros(h + w, np.int64)
        threshold = kernel.threshold_of(noise, density, field, np.empty(h * w, np.int64),
                                        np.empty(texture_field.BUCKETS + 1, np.int64), np.empty(h * w))
        picture = texture.texture(noise, density)
        assert np.array_equal((field <= threshold).reshape(h, w).astype(np.int8), picture)
        plain = kernel.texture_lines(field, threshold, h, w, bits)
        assert plain == texture.plain_lines(picture)
        if i % 10 == 0:  # interpreted: the same verdict and the same lines
            interpreted = np.zeros(h + w, np.int64)
            assert kernel.texture_lines.py_func(field, threshold, h, w, interpreted) == plain
            if plain:
                assert interpreted.tolist() == bits.tolist()
        if plain:
            rows = [sum(int(v) << c for c, v in enumerate(row)) for row in picture]
            cols = [sum(int(v) << r for r, v in enumerate(col)) for col in picture.T]
            assert bits.tolist() == rows + cols


def test_the_plain_lines_by_ranks_are_the_texture_lines_verdict():
    """plain_by_ranks (no threshold) against texture_lines (the threshold's lines), every keep
    from none to all, with ties; compiled, and interpreted on a tenth."""
    rng = np.random.default_rng(26)
    seen = {True: 0, False: 0}
    for i in range(1500):
        h, w = (int(v) for v in rng.integers(1, 13, 2))
        noise = rng.random((h, w))
        if i % 3 == 0:
            noise = np.round(noise * 3) / 3  # ties at the threshold
        field, bits, low, high = np.empty(h * w), np.zeros(h + w, np.int64), np.empty(w), np.empty(w)
        kernel.field_of(noise, field)
        for keep in range(h * w + 1):
            threshold = kth(kernel.kth_smallest, field, keep - 1) if keep else -np.inf
            expected = not kernel.texture_lines(field, threshold, h, w, bits)
            assert kernel.plain_by_ranks(field, keep, h, w, low, high) == expected, (h, w, keep)
            if i % 10 == 0:
                assert kernel.plain_by_ranks.py_func(field, keep, h, w, low, high) == expected
            seen[expected] += 1
    assert seen[True] and seen[False]


@pytest.mark.parametrize("rule", [kernel.SIMPLE_RULE, kernel.COMPLETE_RULE])
def test_a_remembered_line_answer_is_linesolves(rule):
    rng = np.random.default_rng(23 + rule)
    reference = linesolve.simple_line if rule == kernel.SIMPLE_RULE else linesolve.solve_line
    tables = {n: np.full(kernel.table_size(n), -1, np.int32) for n in range(1, kernel.TABLED_LINE + 1)}
    scratch = np.empty((3, 64), np.int64)
    for i in range(6000):
        n = int(rng.integers(1, kernel.TABLED_LINE + 1))
        picture = int(rng.integers(0, 1 << n))
        known = int(rng.integers(0, 1 << n)) if i % 3 else (1 << n) - 1 & ~(1 << int(rng.integers(0, n)))
        filled, empty = known & picture, known & ~picture
        clue = tuple(len(run) for run in format(picture, f"0{n}b")[::-1].split("0") if run)
        new_f, new_e = reference(clue, n, filled, empty)
        for _ in range(2):  # computed, then remembered
            value = int(kernel.line_rule(tables[n], rule, picture, n, filled, empty, scratch))
            assert (value & (1 << n) - 1, value >> n) == (new_f, new_e)


def test_a_contradiction_is_remembered_as_one():
    table, scratch = np.full(kernel.table_size(4), -1, np.int32), np.empty((3, 64), np.int64)
    # picture 0b0110 (clue 2) with cell 0 known filled: not the picture's, no placement
    for _ in range(2):
        assert kernel.line_rule(table, kernel.COMPLETE_RULE, 0b0110, 4, 0b0001, 0b0110, scratch) == 1 << 8


@pytest.mark.parametrize("h, w", [(7, 7), (9, 6), (10, 10)])
def test_the_tabled_fixpoints_are_the_graders(h, w):
    rng = np.random.default_rng(h * 10 + w)
    rows, cols = np.full(kernel.table_size(w), -1, np.int32), np.full(kernel.table_size(h), -1, np.int32)
    lines = h + w
    queue, queued, scratch = np.empty(lines, np.int64), np.zeros(lines, np.uint8), np.empty((3, 64), np.int64)
    seen = {True: 0, False: 0}
    for _ in range(500):
        noise, density = rng.random((h, w)), float(rng.uniform(0.33, 0.55))
        picture = texture.texture(noise, density)
        if not texture.plain_lines(picture):
            continue
        bits = np.array([sum(int(v) << c for c, v in enumerate(row)) for row in picture]
                        + [sum(int(v) << r for r, v in enumerate(col)) for col in picture.T], np.int64)
        filled, empty = np.zeros(lines, np.int64), np.zeros(lines, np.int64)
        puzzle = clues_from_picture(picture)
        easy = kernel.tabled_fixpoint(rows, cols, kernel.SIMPLE_RULE, bits, h, w, filled, empty, queue, queued,
                                      scratch)
        assert easy == bool(simple_rules_finish(puzzle))
        # line solving from the simple rules' fixpoint finishes where it does from nothing
        solved = kernel.tabled_fixpoint(rows, cols, kernel.COMPLETE_RULE, bits, h, w, filled, empty, queue,
                                        queued, scratch)
        grid = Grid(puzzle)
        propagate(grid)
        assert solved == grid.complete
        seen[easy] += 1
        if solved:
            assert filled[:h].tolist() == bits[:h].tolist()
    assert seen[True] and seen[False]


def interpreted_scan(noise, densities, start, keep, rows, cols):
    """scan_tabled's scan (scan_drawn, no stream: the noise given) interpreted."""
    return kernel.scan_drawn.py_func(np.zeros(0, np.uint64), noise, densities, 0.0, 0.0, start,
                                     np.array([len(noise)]), keep, rows, cols)


@pytest.mark.parametrize("h, w", [(4, 4), (7, 7), (7, 9), (8, 8), (10, 6), (10, 10)])
def test_the_tabled_scan_keeps_the_textures_scan_keeps(h, w):
    rng = np.random.default_rng(h * 100 + w)
    noise, densities = rng.random((400, h, w)), rng.uniform(0.3, 0.6, 400)
    noise[:40] = np.round(noise[:40] * 4) / 4  # ties at the threshold
    for keep in (texture.EASY, texture.MEDIUM, texture.LINE_STALLS):
        for interpreted in (False, True):
            tables = (np.full(kernel.table_size(w), -1, np.int32), np.full(kernel.table_size(h), -1, np.int32))
            function = interpreted_scan if interpreted else kernel.scan_tabled
            start, kept, expected = 0, [], []
            while start < len(noise):
                found = int(function(noise, densities, start, keep, *tables))
                start = len(noise) if found < 0 else found + 1
                kept.append(found)
            start = 0
            while start < len(noise):
                found = int(kernel.scan(noise, densities, start, keep))
                start = len(noise) if found < 0 else found + 1
                expected.append(found)
            assert kept == expected, (keep, interpreted)
            if interpreted:
                break  # (the interpreted scan is slow: the easy level alone)


@pytest.mark.parametrize("size, wanted", [(7, "medium"), (8, "medium"), (9, "medium"), (10, "easy"), (8, "hard")])
def test_the_tables_and_whole_batches_change_no_puzzle(size, wanted, monkeypatch):
    made = [generate(size, size, seed=seed, difficulty=wanted) for seed in range(10)]
    monkeypatch.setattr(texture, "_line_tables", lambda h, w: None)  # scan(), without the tables
    monkeypatch.setattr(texture, "WHOLE_BATCH_MEDIUM_SIDE", 0)  # ten textures first at every level
    monkeypatch.setattr(texture, "_pcg_stream", lambda rng: None)  # numpy's draws, not the scan's
    for seed, (puzzle, report) in enumerate(made):
        again, same = generate(size, size, seed=seed, difficulty=wanted)
        assert np.array_equal(again.goal, puzzle.goal) and same == report
