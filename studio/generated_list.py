"""Several generated puzzles from one run, and a way through them: the Generate boxes of the
genres that make a Count of puzzles share this.

The seeds run from the first seed up, as ``generate --count`` numbers them on the command line,
so each puzzle can be made again from the seed its report names. Each puzzle arrives as it is
made and the box loads the first at once; ◀ and ▶ load the others (the box makes each load one
undoable move)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from solvers.events import SOLVED, STOPPED, Done, Progress, Solution, Stopped

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from solvers.events import Cancel, EventsFactory


def seeded_puzzles_events(make: Callable[[int, Cancel], tuple], count: int, first_seed: int) -> EventsFactory:
    """``factory(cancel)``: ``make(seed, cancel) -> (puzzle, report)`` for the seeds
    ``first_seed`` .. ``first_seed + count - 1``; a Solution event carries (puzzle, report,
    seed) for each, the Done's stats hold ``puzzles``. A generator that stops (every genre's
    raises a ``Stopped``) ends the run with the puzzles made so far."""
    def events(cancel: Cancel) -> Iterator[object]:
        made = []
        for i in range(count):
            if cancel.stopped:
                break
            yield Progress(i / count, f"{i + 1} / {count}")
            try:
                # Budgets count work (the same seed, the same puzzle): only Cancel ends a run.
                puzzle, report = make(first_seed + i, cancel)
            except Stopped:
                break
            made.append(puzzle)
            yield Solution((puzzle, report, first_seed + i))
        yield Done(SOLVED if made else STOPPED, None, {"puzzles": made})
    return events


class PuzzlePicker(QWidget):
    """◀ "2 / 5 · making 3 of 5…" ▶: where the box stands among the puzzles of a run."""

    chosen = Signal(int)  # the index of the puzzle to load

    def __init__(self) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.index = 0
        self.previous_button = QPushButton("◀")
        self.previous_button.setToolTip(self.tr("The previous generated puzzle"))
        self.previous_button.clicked.connect(lambda: self.chosen.emit(self.index - 1))
        self.next_button = QPushButton("▶")
        self.next_button.setToolTip(self.tr("The next generated puzzle"))
        self.next_button.clicked.connect(lambda: self.chosen.emit(self.index + 1))
        self.position_label = QLabel()
        row.addWidget(self.previous_button)
        row.addWidget(self.position_label, 1, Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.next_button)
        self.show_position(0, 0, 0, False)

    def show_position(self, made: int, index: int, asked: int, running: bool) -> None:
        """``made`` puzzles so far of ``asked``, ``index`` the one loaded; ``running``: more
        are being made (a 20x20 can take a minute: the label says which one)."""
        self.index = index
        position = f"{index + 1} / {made}" if made else ""
        if running and made < asked:
            making = self.tr("making %1 of %2…").replace("%1", str(made + 1)).replace("%2", str(asked))
            position = f"{position} · {making}" if position else making
        self.position_label.setText(position)
        self.previous_button.setEnabled(index > 0)
        self.next_button.setEnabled(index + 1 < made)
