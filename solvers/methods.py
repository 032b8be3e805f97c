"""The method table every genre package shares: ``method``, ``solve_events`` and ``solve``.

A genre lists its methods as ``name -> ("module[:function]", description)``; modules load on
first use, since the OR-Tools ones are heavy and a script that only line-solves should not pay
for them. The function defaults to ``solve``. Each method's options are a dataclass in the
genre's ``options`` module (``METHOD_OPTIONS``), checked before the method starts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .events import Cancel, Done, SolveOptions
    from .options import MethodOptions

from importlib import import_module


def method_table(package: str, methods: Mapping[str, tuple[str, str]],
                 ) -> tuple[Callable[[str], Callable], Callable[..., Iterator], Callable[..., Done]]:
    """(method, solve_events, solve) for the genre package named ``package``."""

    def method(name: str) -> Callable:
        """The generator function of a method, by name."""
        if name not in methods:
            raise ValueError(f"unknown method {name!r}; choose one of {', '.join(methods)}")
        module, _, function = methods[name][0].partition(":")
        return getattr(import_module(f"{package}.{module}"), function or "solve")

    def solve_events(puzzle: Any, method: str = "auto", options: SolveOptions | None = None,
                     cancel: Cancel | None = None) -> Iterator:
        # ``method`` is spelled as the genre protocol (solvers/protocol.py) spells it; it
        # shadows the function above, hence method_by_name.
        from .events import Cancel, SolveOptions  # here: listing the methods loads no solver

        options = options or SolveOptions()
        solver = method_by_name(method)
        # A misspelt or unknown option is an error here, before any work (solvers/options.py).
        options_of(method).check(options.extra, f"the {genre} method {method!r}")
        return solver(puzzle, options, cancel or Cancel(options.timeout))

    method_by_name = method
    genre = package.rsplit(".", 1)[-1]

    def options_of(name: str) -> type[MethodOptions]:
        """The typed options class of a method (the genre's options.METHOD_OPTIONS)."""
        return import_module(f"{package}.options").METHOD_OPTIONS[name]

    def solve(puzzle: Any, method: str = "auto", max_solutions: int = 1, timeout: float | None = None,
              known: Any = None, **extra) -> Done:
        """Solve synchronously and return the final ``Done`` event."""
        from .events import SolveOptions, run

        return run(solve_events(puzzle, method, SolveOptions(max_solutions, timeout, known, extra)))

    return method, solve_events, solve
