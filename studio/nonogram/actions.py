"""What the nonogram panels and grid may ask of their document (studio.actions): its parts,
the strokes the grid passes on, and the changes a panel records. The document (document.py)
builds them and is the one class that has it all; they never import it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from ..actions import DocumentActions

if TYPE_CHECKING:
    import numpy as np

    from solvers.nonogram.model import Nonogram

    from . import renderer


class NonogramActions(DocumentActions, Protocol):
    # The state's parts (the game's): the author's picture and the player's board (H x W of
    # UNKNOWN / FILLED / EMPTY), the typed clues (rows, cols) or None while they follow the
    # picture, and the clue numbers the player crossed out ((axis, line, index) triples).
    picture: np.ndarray
    board: np.ndarray
    clues: tuple | None
    crossed: tuple

    def puzzle(self) -> Nonogram: ...
    def finished(self) -> bool: ...
    def fit(self) -> None: ...
    def set_picture(self, picture: np.ndarray, text: str, title: str | None = None) -> None:
        """The picture replaced, as one move."""
    def resize_grid(self, width: int, height: int) -> None: ...
    def set_clues(self, rows: Sequence[Sequence[int]], cols: Sequence[Sequence[int]]) -> None:
        """Typed clues replace the picture's, as one move."""

    # what the grid shows and the strokes it passes on
    def view_state(self) -> tuple[np.ndarray | None, renderer.Overlay]: ...
    def grid_colours(self) -> renderer.Palette: ...
    def begin_stroke(self, cell: tuple[int, int], primary: bool) -> bool: ...
    def extend_stroke(self, cells: list[tuple[int, int]]) -> None: ...
    def end_stroke(self) -> None: ...
    def toggle_cell(self, cell: tuple[int, int], cross: bool) -> None: ...
    def toggle_clue_number(self, number: tuple[int, int, int]) -> None: ...
