"""The compiled core of galaxies deduction (kernel.py) gives what techniques' numpy versions
give, compiled and interpreted (``.py_func``) alike: the same reached cells, the same mirror
images, the same looks at the cancel token (a generator's work budget counts them), and so
the same generated puzzles with the same work."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from solvers.galaxies import generate, kernel
from solvers.galaxies import techniques as T


class Looks:
    """A token that only counts how often it is looked at."""

    def __init__(self) -> None:
        self.looks = 0

    def check(self) -> None:
        self.looks += 1


def numpy_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(T, "compiled", lambda *_: None)


def random_planes(rng: np.random.Generator, k: int, h: int, w: int) -> tuple[np.ndarray, np.ndarray]:
    cand = rng.random((k, h, w)) < rng.uniform(0.3, 0.9)
    roots = np.zeros_like(cand)
    for i in range(k):
        roots[i, rng.integers(h), rng.integers(w)] = True
    return cand, roots


@pytest.mark.parametrize("compiled", [True, False])
@pytest.mark.parametrize("h, w", [(1, 1), (3, 7), (10, 10), (6, 65), (4, 70)])
def test_reach_and_its_looks_match_numpy(monkeypatch, compiled, h, w):
    reach = kernel.reach if compiled else kernel.reach.py_func
    rng = np.random.default_rng(h * 100 + w)
    for _ in range(5):
        cand, roots = random_planes(rng, int(rng.integers(1, 6)), h, w)
        with monkeypatch.context() as patch:
            numpy_only(patch)
            looks = Looks()
            expected = T.reach(cand, roots, looks)
        got, passes = reach(cand, roots)
        assert np.array_equal(got, expected)
        assert passes == looks.looks


@pytest.mark.parametrize("compiled", [True, False])
def test_mirrored_matches_numpy(monkeypatch, compiled):
    mirrored = kernel.mirrored if compiled else kernel.mirrored.py_func
    rng = np.random.default_rng(3)
    for h, w in ((1, 1), (4, 9), (12, 7)):
        planes = rng.random((6, h, w)) < 0.5
        centres = np.stack([rng.integers(1, 2 * h, 6), rng.integers(1, 2 * w, 6)], axis=1).astype(np.int64)
        with monkeypatch.context() as patch:
            numpy_only(patch)
            expected = T.mirrored(planes, centres)
        assert np.array_equal(mirrored(planes, centres), expected)


def test_the_kernel_is_used_once_earned(monkeypatch):
    monkeypatch.setattr(T._KERNEL, "done", T.PYTHON_FIRST_CALLS)
    assert T.compiled() is kernel  # loaded here already, so used at once
    monkeypatch.delitem(__import__("sys").modules, T.KERNEL)
    monkeypatch.setattr(T._KERNEL, "done", 0)
    assert T.compiled() is None  # a fresh process: numpy first


@pytest.mark.parametrize("size, level", [(8, "medium"), (10, "hard"), (10, "expert")])
def test_generated_puzzles_and_work_are_the_same_either_way(monkeypatch, size, level):
    with monkeypatch.context() as patch:
        patch.setattr(T, "compiled", lambda *_: kernel)
        puzzle, report = generate(size, size, 5, difficulty=level)
    with monkeypatch.context() as patch:
        numpy_only(patch)
        again, report_again = generate(size, size, 5, difficulty=level)
    assert again.dots == puzzle.dots
    assert np.array_equal(again.solution, puzzle.solution)
    assert report_again["work"] == report["work"]


def deductions(puzzle: object) -> tuple:
    from solvers.galaxies.deduction import grade, grade_by_levels, reduce

    used: set = set()
    cand = reduce(puzzle, level="hard", used=used)
    level, graded, graded_used = grade(puzzle)
    return cand, used, level, graded, graded_used, *grade_by_levels(puzzle, "expert")


INTERPRETED = SimpleNamespace(reach=kernel.reach.py_func, mirrored=kernel.mirrored.py_func,
                              mirror_owner=kernel.mirror_owner.py_func)


@pytest.mark.parametrize("core, size", [(kernel, 6), (kernel, 9), (kernel, 12), (INTERPRETED, 7)])
def test_deduction_is_the_same_compiled(monkeypatch, core, size):
    """Candidates, techniques used and levels of deduction with the compiled core (mirror-owner
    on the whole board) and without (mirror-owner where something changed), on generated
    puzzles and on the same with a dot taken away (cells left open, other rules at work)."""
    from dataclasses import replace

    for seed in range(3):
        puzzle = generate(size, size, seed)[0]
        for case in (replace(puzzle, solution=None), replace(puzzle, dots=puzzle.dots[1:], solution=None)):
            with monkeypatch.context() as patch:
                patch.setattr(T, "compiled", lambda *_: core)
                try:
                    compiled = deductions(case)
                except T.Contradiction:
                    compiled = None
            with monkeypatch.context() as patch:
                numpy_only(patch)
                try:
                    plain = deductions(case)
                except T.Contradiction:
                    plain = None
            assert (compiled is None) == (plain is None)
            if compiled is not None and plain is not None:
                for a, b in zip(compiled, plain):
                    assert np.array_equal(a, b) if isinstance(a, np.ndarray) else a == b
