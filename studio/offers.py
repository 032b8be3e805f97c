"""What a document's panels offer through it, so that the document and the window reach them
without naming a panel or one of its methods (issue 40: panels are built with the document's
actions, a Protocol each genre declares in studio/<genre>/actions.py; the document calls none of
them back by name).

Each panel, when it is built, puts its own entries here: the window's commands it carries out
(Puzzle > Check, Play > Hint, Solve, Restart), its workers, the solutions it found, and the mode
whose grid input and layer it takes. The modes' numbers live here too, below the document, so
that the shared panels (studio.solve_panel) can name theirs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

    from .workers import SolverRun

EDIT, SOLVE, PLAY = 0, 1, 2


def _nothing_to_say() -> str:
    return ""


@dataclass
class Offers:
    """A document's ``offers``: what its panels put in for the document and the window."""

    # "check" (Puzzle > Check Puzzle), "hint" (Play > Hint), "solve" (Solve > Solve), "restart"
    commands: dict[str, Callable[[], None]] = field(default_factory=dict)
    # a worker's role ("check", "generate", "hint", "solve", ...) -> its panel's run now, or None
    runs: dict[str, Callable[[], SolverRun | None]] = field(default_factory=dict)
    # a role whose stop is more than ``run.stop()`` (the solve panel also says "Cancelling…")
    stops: dict[str, Callable[[], None]] = field(default_factory=dict)
    # a role -> the solution its last run found, or None (the genre says which it prefers)
    solutions: dict[str, Callable[[], np.ndarray | None]] = field(default_factory=dict)
    # a mode -> the panel that takes the grid's mouse and keys in it and draws its layer; its
    # methods are the genre's (studio/<genre>/actions.py names them)
    modes: dict[int, Any] = field(default_factory=dict)
    # what stops with the document (timers)
    closing: list[Callable[[], None]] = field(default_factory=list)
    # the words of a finish (the player's) and the solver state in the status bar (the solve panel's)
    finish_text: Callable[[], str] = _nothing_to_say
    solver_state: Callable[[], str] = _nothing_to_say

    def command(self, name: str) -> None:
        """Carry out a window's command; one no panel offers is a bug of the genre's panels."""
        self.commands[name]()

    def solution(self, *roles: str) -> np.ndarray | None:
        """The first solution found by ``roles``, in that order of preference."""
        for role in roles:
            found = self.solutions[role]() if role in self.solutions else None
            if found is not None:
                return found
        return None
