"""Edits and player moves as QUndoCommands (DESIGN.md): each holds copies of the parts of the
document's state it changes (``numbers``, ``design``, ``rules``, ``board``, ``shape``...), before
and after (studio.moves.ReplaceMove); the document applies a part with ``restore_state``. A grid
holds at most 100 x 100 cells, so whole layers are small; one command per drag, per typed
number, per button. What numberlink adds: the digits typed into one cell merge into one move.
"""

from __future__ import annotations

import json

import numpy as np

from ..moves import ReplaceMove

# Typing the digits of one number into one cell merges into one undo step.
TYPING_ID = 7001


class StateMove(ReplaceMove):
    def __init__(self, document, before: dict, after: dict, text: str, merge_key=None):
        super().__init__(document, before, after, text)
        self.merge_key = merge_key

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
