"""What the Galaxies panels and grid may ask of their document (issue 40, item 2): its game, the
parts of the game's state they show, and a few actions (push a move, say a result, subscribe).

The document (studio.galaxies.document.GalaxiesDocument) builds the grid and the panels and
hands them itself; they name it by what it has, ``GalaxiesActions``, and never import it back,
as every genre's panels name what they share, ``DocumentActions`` (studio.actions), which this
extends. Any object with these members will do: a test builds
the panels over a bare engine Game (tests/studio/test_galaxies_actions.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..actions import DocumentActions

if TYPE_CHECKING:
    import numpy as np

    from solvers.galaxies.model import Galaxies

    from . import renderer


class GalaxiesActions(DocumentActions, Protocol):
    """What the panels (author, player, generating) and the grid ask of their document beyond
    what every genre's ask (studio.actions). A move reaches the game only through ``push`` or
    ``replace``; a drag paints into the parts' arrays live (``redraw`` shows it) and pushes its
    move when it ends."""

    # -- the parts of the game's state (Part attributes of the document) ------------------------
    @property
    def dots(self) -> dict: ...  # (y2, x2) -> colour
    @property
    def regions(self) -> np.ndarray: ...  # the author's painted regions
    @property
    def walls(self) -> np.ndarray: ...  # the player's walls over the doubled grid
    @property
    def marks(self) -> np.ndarray: ...  # per cell the flat point of the dot it is marked for, or -1
    def shape(self) -> tuple[int, int]: ...
    def puzzle(self) -> Galaxies: ...  # with the known answer as its solution while it solves the dots
    def dot_index(self) -> dict: ...
    def flat_point(self, y2: int, x2: int) -> int: ...
    def marks_by_dot(self) -> np.ndarray: ...
    def black_cells(self, solution: np.ndarray) -> np.ndarray: ...
    def finished(self) -> bool: ...

    # -- actions -------------------------------------------------------------------------------
    def replace(self, text: str, **changes: object) -> None: ...  # one move replacing whole parts
    def keep_answer(self, solution: np.ndarray) -> None: ...  # a check proved it the one solution
    def resize_grid(self, width: int, height: int) -> None: ...

    # -- what the grid shows and the gestures it hands on (to the mode's panel) -------------------
    @property
    def key_cursor(self) -> tuple[int, int] | None: ...  # the keyboard cursor (y2, x2)
    @property
    def cursor_shown(self) -> bool: ...
    def view_state(self) -> renderer.View: ...
    def grid_colours(self) -> renderer.Palette: ...
    def mouse_press(self, x: float, y: float, primary: bool) -> None: ...
    def mouse_move(self, x: float, y: float) -> None: ...
    def mouse_release(self, x: float, y: float) -> None: ...
    def mouse_left(self) -> None: ...
    def move_cursor(self, dy: int, dx: int) -> None: ...
    def key(self, key: int) -> bool: ...
