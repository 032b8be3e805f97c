"""The genre interface: what every genre package (solvers/<genre>/) offers the front ends.

The CLI, the studio and the batch tools call these names on any genre and never probe with
``hasattr``: a genre that cannot do something (repair a galaxies "picture", draw a numberlink
from a picture) still has the function, and it raises ``Unsupported`` with a sentence for the
user. tests/solvers/test_genre_protocol.py checks every registered genre against this class,
signatures included.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from types import ModuleType
from typing import Any, Never, Protocol, runtime_checkable

from .errors import Unsupported

__all__ = ["GenrePackage", "Unsupported", "unsupported"]


@runtime_checkable
class GenrePackage(Protocol):
    __name__: str  # the package, solvers.<genre>
    # module with FORMATS, read(text, fmt), write(puzzle, fmt), read_file(path, fmt),
    # write_file(path, puzzle, fmt), detect_format(text), format_from_path(path)
    formats: ModuleType
    # format name -> reader(text) giving [(name, puzzle), ...] for files of many puzzles
    BATCH_FORMATS: Mapping[str, Callable[[str], list]]
    # method name -> ("module[:function]", description); the complete (exact) ones
    METHODS: Mapping[str, tuple[str, str]]
    COMPLETE_METHODS: tuple[str, ...]
    # the rules in a few sentences, as a book's rules page prints them
    RULES: str

    def method(self, name: str) -> Callable: ...

    def solve_events(self, puzzle: Any, method: str = "auto", options: Any = None,
                     cancel: Any = None) -> Iterator: ...

    def solve(self, puzzle: Any, method: str = "auto", max_solutions: int = 1,
              timeout: float | None = None, known: Any = None, **extra) -> Any: ...

    def board_rows(self, board: Any) -> list: ...

    def draw(self, puzzle: Any, solution: list | None = None) -> Any:
        """The puzzle as a solvers.drawing.Drawing (with ``solution``, board rows as
        ``board_rows`` gives them: the solved puzzle), for the book and the studio's images."""
        ...

    def differing_cells(self, a: Any, b: Any) -> list:
        """The board cells (row, col) where two solutions differ (a doubled grid's segments
        count for the cells beside them: a count of cells, not of array entries)."""
        ...

    def difficulty(self, puzzle: Any, timeout: float | None = None) -> dict: ...

    def generate(self, width: int, height: int, seed: int | None = None, **extra) -> tuple: ...

    def offered_levels(self, width: int, height: int) -> tuple[str, ...]:
        """The levels of the one scale (solvers/scale.py) ``generate`` makes at this size; it
        refuses any other at once."""
        ...

    def generate_from_picture(self, picture: Any, seed: int | None = None,
                              timeout: float | None = None, **extra) -> tuple: ...

    def suggest_repairs(self, puzzle: Any, target: str = "unique", cancel: Any = None,
                        **options) -> Any: ...

    def repaired_puzzle(self, puzzle: Any, picture: Any) -> Any: ...


def unsupported(sentence: str) -> Callable:
    """A protocol function for what a genre cannot do: calling it raises ``Unsupported``."""

    def refuse(*args, **kwargs) -> Never:
        raise Unsupported(sentence)

    return refuse
