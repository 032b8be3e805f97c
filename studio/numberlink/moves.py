"""Edits and player moves as QUndoCommands (DESIGN.md): each holds copies of the parts of the
document's state it changes (``numbers``, ``design``, ``rules``, ``board``, ``shape``...), before
and after; the document applies a part with ``set_state``. A grid holds at most 100 x 100
cells, so whole layers are small; one command per drag, per typed number, per button.
"""

from __future__ import annotations

import copy
import json

import numpy as np
from PySide6.QtGui import QUndoCommand

# Typing the digits of one number into one cell merges into one undo step.
TYPING_ID = 7001


def _copy(value):
    return value.copy() if isinstance(value, np.ndarray) else copy.deepcopy(value)


class StateMove(QUndoCommand):
    def __init__(self, document, before: dict, after: dict, text: str, merge_key=None):
        super().__init__(text)
        self.document = document
        self.before = {k: _copy(v) for k, v in before.items()}
        self.after = {k: _copy(v) for k, v in after.items()}
        self.merge_key = merge_key

    def redo(self) -> None:
        self.document.set_state(self.after)

    def undo(self) -> None:
        self.document.set_state(self.before)

    def id(self) -> int:
        return TYPING_ID if self.merge_key is not None else -1

    def mergeWith(self, other) -> bool:
        if not isinstance(other, StateMove) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        return True

    def to_string(self) -> str:
        """A text form for logs and tests: which parts changed, and the numbers' cells."""
        def part(state):
            return {k: (v.tolist() if isinstance(v, np.ndarray) else
                        {f"{r},{c}": n for (r, c), n in v.items()} if isinstance(v, dict) else v)
                    for k, v in state.items()}
        return json.dumps({"text": self.text(), "before": part(self.before), "after": part(self.after)})
