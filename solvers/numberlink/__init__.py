"""Numberlink (Arukone, Flow Free): model, formats, rules, deduction, solvers, generation.

Rule sets (``--rules``): ``fill`` (default: every cell is used) and ``nikoli`` (cells may stay
empty). Every method is a generator ``method(puzzle, options, cancel)`` of events
(solvers.events); the rule set comes in ``options.extra["rules"]``.
Boards are doubled-coordinate arrays (solvers.numberlink.model), so a solution's
``differences`` are doubled coordinates too: odd/odd entries are cells, the others segments.
"""

from __future__ import annotations

from importlib import import_module

from ..events import Cancel, Done, SolveOptions, run
from . import formats
from .model import board_to_rows as board_rows

BATCH_FORMATS = {"text-batch": formats.read_text_batch}

METHODS = {
    "auto": ("auto", "CP-SAT circuit model (default)"),
    "cpsat": ("cpsat", "CP-SAT: arcs on one circuit through every path, labels on cells"),
    "propagate": ("propagate", "explained deductions step by step, then CP-SAT for what is left"),
    "ilp": ("ilp", "the literature ILP (N[s,i], L[s,s',i], minimise used cells) on CP-SAT"),
    "mip": ("ilp", "the same ILP on a MIP solver (SCIP), detached loops cut lazily"),
}
COMPLETE_METHODS = ("auto", "cpsat", "propagate", "ilp", "mip")


def method(name: str):
    if name not in METHODS:
        raise ValueError(f"unknown method {name!r}; choose one of {', '.join(METHODS)}")
    module = import_module(f"{__name__}.{METHODS[name][0]}")
    return getattr(module, "solve_mip") if name == "mip" else module.solve


def solve_events(puzzle, method_name: str = "auto", options: SolveOptions | None = None,
                 cancel: Cancel | None = None):
    options = options or SolveOptions()
    return method(method_name)(puzzle, options, cancel or Cancel(options.timeout))


def solve(puzzle, method: str = "auto", max_solutions: int = 1, timeout: float | None = None,
          known=None, **extra) -> Done:
    """Solve synchronously and return the final ``Done`` event."""
    options = SolveOptions(max_solutions, timeout, known, extra)
    return run(solve_events(puzzle, method, options))


def difficulty(puzzle, timeout: float | None = None) -> dict:
    """For ``check``: solvable and unique under fill, and short-circuit solutions under nikoli."""
    fill = solve(puzzle, "cpsat", 2, timeout, rules="fill")
    nikoli = solve(puzzle, "cpsat", 2, timeout, rules="nikoli")
    return {"solvable": {"solved": True, "no-solution": False}.get(fill.status),
            "unique": fill.unique, "unique_nikoli": nikoli.unique,
            "short_circuit": nikoli.stats.get("short_circuit"),
            "cells": puzzle.width * puzzle.height, "pairs": puzzle.pairs}


def generate(width: int, height: int, seed: int | None = None, **extra):
    """``puzzle-studio-cli generate numberlink``: (puzzle, report); see generator.py."""
    from .generator import generate as make

    return make(width, height, seed, **extra)
