"""What the numberlink panels and grid may ask of their document (studio.actions): its parts,
the grid's gestures it routes to the mode's panel, and the changes a panel records. The
document (document.py) builds them and is the one class that has it all; they never import it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..actions import DocumentActions

if TYPE_CHECKING:
    from collections.abc import Hashable

    import numpy as np

    from solvers.numberlink.model import Numberlink

    from . import renderer


class NumberlinkActions(DocumentActions, Protocol):
    # The state's parts (the game's): cell -> label, the author's drawn paths, the player's
    # lines (segment layers, studio.numberlink.paths) and the rule set ("fill" or "nikoli").
    numbers: dict
    design: np.ndarray
    board: np.ndarray
    rules: str

    def shape(self) -> tuple[int, int]: ...
    def puzzle(self) -> Numberlink: ...
    def unfinished_numbers(self) -> list[str]: ...
    def finished(self) -> bool: ...
    def change(self, before: dict, after: dict, text: str, merge_key: Hashable | None = None) -> None:
        """Record a change as one undoable move."""
    def preview_numbers(self, numbers: dict) -> None:
        """Show numbers while a drag moves one (the move at its end records them)."""

    # what the grid shows and the gestures it passes on (to the mode's panel)
    def numbers_scene(self) -> dict: ...
    def view_state(self) -> renderer.Scene: ...
    def grid_colours(self) -> renderer.Palette: ...
    def press(self, cell: tuple[int, int], primary: bool) -> bool: ...
    def drag(self, cell: tuple[int, int]) -> None: ...
    def release(self) -> None: ...
    def key(self, cell: tuple[int, int], key: int, text: str) -> bool: ...
    def cursor_moved(self, cell: tuple[int, int]) -> None: ...
