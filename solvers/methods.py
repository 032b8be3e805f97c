"""The method table every genre package shares: ``method``, ``solve_events`` and ``solve``.

A genre declares its methods (solvers/<genre>/genre.py) as ``name -> ("module[:function]",
description)``, and they are looked up through that declaration (``Genre.load``); modules load
on first use, since the OR-Tools ones are heavy and a script that only line-solves should not
pay for them. The function defaults to ``solve``. Each method's options are a dataclass in the
genre's ``options`` module (``METHOD_OPTIONS``), checked before the method starts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .events import Cancel, Done, SolveOptions
    from .genre_spec import Genre
    from .options import MethodOptions


def method_table(declared: Genre) -> tuple[Callable[[str], Callable], Callable[..., Iterator], Callable[..., Done]]:
    """(method, solve_events, solve) for the genre ``declared`` (its package's three functions)."""
    methods = declared.methods

    def method(name: str) -> Callable:
        """The generator function of a method, by name."""
        if name not in methods:
            raise ValueError(f"unknown method {name!r}; choose one of {', '.join(methods)}")
        return declared.load(methods[name][0])

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
    genre = declared.name

    def options_of(name: str) -> type[MethodOptions]:
        """The typed options class of a method (the genre's options.METHOD_OPTIONS)."""
        return declared.load("options:METHOD_OPTIONS")[name]

    def solve(puzzle: Any, method: str = "auto", max_solutions: int = 1, timeout: float | None = None,
              known: Any = None, **extra) -> Done:
        """Solve synchronously and return the final ``Done`` event."""
        from .events import SolveOptions, run

        return run(solve_events(puzzle, method, SolveOptions(max_solutions, timeout, known, extra)))

    return method, solve_events, solve
