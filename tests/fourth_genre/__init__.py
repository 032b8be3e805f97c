"""A fourth genre from the test tree, "one-row lights", registered through its one declaration
(``declaration``): a row of cells, each lit or dark; a cell's clue (when it has one) counts the
lit cells among itself and its two neighbours. Its engine half is ``engine`` (the genre
protocol, a brute-force solver as events, a move, a JSON format), its studio half ``studio``.
tests/test_fourth_genre.py registers it and drives the command line and the studio on it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from solvers import genres
from solvers.genre_spec import FormatNames, Genre

HERE = Path(__file__).resolve().parent

declaration = Genre(
    "lights", "One-row lights", "tests.fourth_genre.engine",
    methods={"auto": ("brute", "every lighting of the row, tried in turn (default)"),
             "brute": ("brute", "every lighting of the row, tried in turn")},
    complete_methods=("auto", "brute"),
    format_names=FormatNames(("json",), {".json": "json"}),
    book_cell_mm=6.0, solution_cell=str,
    samples=str(HERE / "samples" / "lights"),
    studio="tests.fourth_genre.studio",
)


@contextmanager
def registered() -> Iterator[Genre]:
    """The genre in the registry (its one declaration) for the block, gone afterwards: the
    engine's table and the studio's (its studio module registers again on its next import)."""
    genres.register(declaration)
    try:
        yield declaration
    finally:
        genres.unregister(declaration.name)
        if declaration.studio in sys.modules:
            from studio import registry

            registry.unregister(declaration.name)
            del sys.modules[declaration.studio]
