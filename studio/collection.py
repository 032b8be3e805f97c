"""Files that hold many puzzles (a list of Tatham game IDs, a numberlink collection, a tournament
set): the window offers them as a collection instead of opening only the first or refusing.

``entries_of(path, genre)`` reads a file with each batch format of its genre (the engine's
``BATCH_FORMATS``) and keeps the reading with the most puzzles, when there are two or more.
``CollectionDialog`` lists them (name and size); Open, a double click or Enter opens the chosen
one as a document of its own, and ◀ ▶ open the one before or after in the same tab (a new
tab when the shown one has moves on it: nothing the player did is lost).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from solvers.errors import PuzzleFormatError
from solvers.textfiles import read_text

if TYPE_CHECKING:
    from solvers.genres import Genre

    from .document import PuzzleDocument
    from .window_base import StudioWindow



def entries_of(path: str | Path, genre: Genre) -> list:
    """[(name, puzzle), ...] of a file with two or more puzzles of ``genre`` (an engine
    solvers.genres entry), else []."""
    readers = genre.module.BATCH_FORMATS
    if not readers:
        return []
    try:
        text = read_text(Path(path))
    except PuzzleFormatError:  # a binary picture (PNG): one puzzle, its reader's to open or refuse
        return []
    best: list = []
    for read in readers.values():
        try:
            found = read(text)
        except (PuzzleFormatError, ValueError):
            continue
        if len(found) > len(best):
            best = found
    return best if len(best) >= 2 else []


class CollectionDialog(QDialog):
    """Not modal: the player opens one puzzle, plays it, and comes back for the next."""

    def __init__(self, window: StudioWindow, path: str | Path, genre: str, entries: list) -> None:
        super().__init__(window)
        self.window_, self.genre, self.entries = window, genre, entries
        self.stem = Path(path).stem
        self.shown: PuzzleDocument | None = None  # the document opened last: ◀ ▶ reuse its tab while it is untouched
        self.setWindowTitle(self.tr("Collection: %1").replace("%1", Path(path).name))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.list = QListWidget()
        for name, puzzle in entries:
            height, width = puzzle.shape
            item = QListWidgetItem(self.tr("%1 — %2×%3").replace("%1", str(name)).replace(
                "%2", str(width)).replace("%3", str(height)))
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _: self.open_current())
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_current)
        self.previous_button = QPushButton("◀")
        self.previous_button.setToolTip(self.tr("Open the puzzle before"))
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button = QPushButton("▶")
        self.next_button.setToolTip(self.tr("Open the next puzzle"))
        self.next_button.clicked.connect(lambda: self.step(1))
        row = QHBoxLayout()
        row.addWidget(self.previous_button)
        row.addWidget(self.open_button)
        row.addWidget(self.next_button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(QLabel(self.tr("%n puzzle(s) in this file. Open one to play or edit it.", "", len(entries))))
        box.addWidget(self.list)
        box.addLayout(row)
        box.addWidget(close)
        self.resize(360, 420)

    def open_current(self) -> PuzzleDocument | None:
        row = self.list.currentRow()
        if not 0 <= row < len(self.entries):
            return None
        name, puzzle = self.entries[row]
        self.shown = self.window_.open_puzzle(self.genre, puzzle, f"{self.stem} {name}", replacing=self.shown)
        return self.shown

    def step(self, delta: int) -> PuzzleDocument | None:
        row = min(max(self.list.currentRow() + delta, 0), len(self.entries) - 1)
        self.list.setCurrentRow(row)
        return self.open_current()
