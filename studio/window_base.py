"""What the dialogs the main window opens (collection.py, library_window.py) ask of it: the
base class of main_window.MainWindow, in a module below both, so that they need not import
main_window, which imports them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow, QWidget

if TYPE_CHECKING:
    from .document import PuzzleDocument
    from .registry import Puzzle


class StudioWindow(QMainWindow):
    """The main window as its dialogs see it; main_window.MainWindow is the one."""

    def current(self) -> QWidget:
        """The document of the tab shown."""
        raise NotImplementedError

    def open_puzzle(self, genre: str, puzzle: Puzzle, title: str, replacing: PuzzleDocument | None = None) -> PuzzleDocument:
        """One puzzle of a collection or a library as an untitled document."""
        raise NotImplementedError

    def _last_dir(self) -> str:
        """Where an Open or Save dialog starts."""
        raise NotImplementedError

    def _suggested_path(self, doc: PuzzleDocument, suffix: str = "") -> str:
        """Where a Save or Export dialog of ``doc`` starts."""
        raise NotImplementedError

    def _all_puzzles_filter(self) -> str:
        """The file dialog filter of every file the studio opens."""
        raise NotImplementedError

    def open_file(self, path: str | Path, fmt: str | None = None, remember: bool = True,
                  genre: str | None = None) -> QWidget | None:
        """Open ``path`` as a document (as format ``fmt`` of ``genre`` when given)."""
        raise NotImplementedError

    def write_file(self, path: str | Path, text: str, title: str) -> bool:
        """Write ``text`` to ``path``; a failure is one dialog titled ``title``."""
        raise NotImplementedError
