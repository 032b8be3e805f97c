"""The method table every genre package shares: ``method``, ``solve_events`` and ``solve``.

A genre lists its methods as ``name -> ("module[:function]", description)``; modules load on
first use, since the OR-Tools ones are heavy and a script that only line-solves should not pay
for them. The function defaults to ``solve``.
"""

from __future__ import annotations

from importlib import import_module

from .events import Cancel, Done, SolveOptions, run


def method_table(package: str, methods: dict):
    """(method, solve_events, solve) for the genre package named ``package``."""

    def method(name: str):
        """The generator function of a method, by name."""
        if name not in methods:
            raise ValueError(f"unknown method {name!r}; choose one of {', '.join(methods)}")
        module, _, function = methods[name][0].partition(":")
        return getattr(import_module(f"{package}.{module}"), function or "solve")

    def solve_events(puzzle, method: str = "auto", options: SolveOptions | None = None,
                     cancel: Cancel | None = None):
        # ``method`` is spelled as the genre protocol (solvers/protocol.py) spells it; it
        # shadows the function above, hence method_by_name.
        options = options or SolveOptions()
        return method_by_name(method)(puzzle, options, cancel or Cancel(options.timeout))

    method_by_name = method

    def solve(puzzle, method: str = "auto", max_solutions: int = 1, timeout: float | None = None,
              known=None, **extra) -> Done:
        """Solve synchronously and return the final ``Done`` event."""
        return run(solve_events(puzzle, method, SolveOptions(max_solutions, timeout, known, extra)))

    return method, solve_events, solve
