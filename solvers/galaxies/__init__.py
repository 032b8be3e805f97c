"""Tentai Show (Galaxies): model in doubled coordinates, formats, rules, solvers, authoring.

Every method is a generator ``method(puzzle, options, cancel)`` of events (solvers.events);
a solved board is an h x w int array of dot indices, dots numbered in the input's order.
``Done.stats["picture"]`` holds the black-dot picture ('#' rows) of the first solution.
"""

from __future__ import annotations

from importlib import import_module

from ..events import Cancel, Done, SolveOptions, run
from . import formats
from .difficulty import difficulty
from .model import board_rows

BATCH_FORMATS = {"sgt-list": formats.read_lines}

METHODS = {
    "auto": ("auto", "deduction, then CP-SAT with the connectivity tree on what is left (default)"),
    "propagate": ("propagate", "human-style deduction step by step, then search where it stalls"),
    "ilp": ("ilp", "the literature's spanning-tree integer model on CP-SAT"),
    "mip": ("mip", "the same spanning-tree model on a MIP solver (SCIP), for teaching"),
    "cpsat": ("cpsat", "deduced candidates + CP-SAT, connectivity tree and lazy cuts"),
}
COMPLETE_METHODS = ("auto", "propagate", "ilp", "mip", "cpsat")


def method(name: str):
    if name not in METHODS:
        raise ValueError(f"unknown method {name!r}; choose one of {', '.join(METHODS)}")
    return import_module(f"{__name__}.{METHODS[name][0]}").solve


def solve_events(puzzle, method_name: str = "auto", options: SolveOptions | None = None,
                 cancel: Cancel | None = None):
    options = options or SolveOptions()
    return method(method_name)(puzzle, options, cancel or Cancel(options.timeout))


def solve(puzzle, method: str = "auto", max_solutions: int = 1, timeout: float | None = None,
          **extra) -> Done:
    return run(solve_events(puzzle, method, SolveOptions(max_solutions, timeout, None, extra)))


def generate(width: int, height: int, seed: int | None = None, **extra):
    from .generator import generate as _generate
    return _generate(width, height, seed, **extra)
