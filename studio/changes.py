"""How the studio's widgets hear that the document's state changed (DESIGN.md: "the studio's
widgets subscribe to the model"). A document announces each change once, after it is applied:
which parts of the state changed by name (``picture``, ``board``, ``dots``, ``title``…), which
revisions moved on (solvers.document: the puzzle, the author's layer, the board; a result
stamped with an old one is no longer true), and whether it is only shown live during a drag
(the move at the drag's end records it). Each panel and grid subscribes itself when it is
built and decides what to redraw and what to drop; the document knows none of their methods.

A subscription lives as long as the widget that made it: it is removed when the widget is
destroyed, and a widget whose C++ side is already gone is never called.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QObject
from shiboken6 import isValid

from solvers.document import AUTHOR, BOARD, PUZZLE


@dataclass(frozen=True)
class Change:
    """One change of a document's state, as its subscribers hear it."""

    keys: frozenset[str]  # the parts of the state that changed
    revisions: frozenset[str] = frozenset()  # PUZZLE, AUTHOR, BOARD: the revisions moved on
    live: bool = False  # shown during a drag, before the move that records it

    def touches(self, keys: Iterable[str]) -> bool:
        """Did any of the parts ``keys`` change?"""
        return not self.keys.isdisjoint(keys)

    @property
    def puzzle(self) -> bool:
        """The puzzle changed: verdicts, solve runs and hints about the old one go."""
        return PUZZLE in self.revisions

    @property
    def board(self) -> bool:
        """The player's board changed: a hint about the old one goes."""
        return BOARD in self.revisions

    @property
    def author(self) -> bool:
        return AUTHOR in self.revisions


Listener = Callable[[Change], None]


class Subscribers:
    """The listeners of one document, each a bound method of a QObject (a panel, a grid): called
    in the order they subscribed, and dropped when their object is destroyed."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> None:
        owner = getattr(listener, "__self__", None)
        if not isinstance(owner, QObject):
            raise TypeError("a subscriber is a method of a widget (its life ends the subscription)")
        self._listeners.append(listener)
        # A plain function, not a method of ``owner``: Qt calls it while ``owner`` is destroyed.
        owner.destroyed.connect(partial(_drop, self._listeners, listener))

    def announce(self, change: Change) -> None:
        for listener in list(self._listeners):
            if listener not in self._listeners:  # an earlier listener closed this one's widget
                continue
            if not isValid(listener.__self__):  # destroyed, and its ``destroyed`` not yet heard
                _drop(self._listeners, listener)
                continue
            listener(change)

    def __len__(self) -> int:
        return len(self._listeners)


def _drop(listeners: list[Listener], listener: Listener, *_: object) -> None:
    if listener in listeners:
        listeners.remove(listener)
