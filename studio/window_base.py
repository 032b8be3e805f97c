"""What the dialogs the main window opens (collection.py, library_window.py) ask of it, and
what the window's parts (the window_*.py mixins: menus, files, export, autosave, language,
files changed on disk, closing) ask of each other: the base class of main_window.MainWindow,
in a module below all of them, so that none needs to import main_window, which imports them.
Each method here is implemented by one mixin or by MainWindow, which come before this class
in MainWindow's method resolution order; the attributes are MainWindow's."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow, QWidget

from .document import PuzzleDocument

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QUndoGroup
    from PySide6.QtWidgets import QLabel, QMenu, QTabWidget

    from .autosave import Autosaver
    from .file_watch import FileWatch
    from .registry import Puzzle
    from .start_page import StartPage


class StudioWindow(QMainWindow):
    """The main window as its dialogs and its parts see it; main_window.MainWindow is the one."""

    # MainWindow's (set in its __init__ and its menus)
    tabs: QTabWidget
    start_page: StartPage
    undo_group: QUndoGroup
    dark: bool
    autosaver: Autosaver
    file_watch: FileWatch
    geometry_timer: QTimer
    autosave_warning: QLabel
    font_warning: QLabel
    recent_menu: QMenu
    sample_menu: QMenu
    _unsaved: set[PuzzleDocument]  # documents modified beyond their undo stack (restored, kept)
    _origins: dict[PuzzleDocument, str | Path]  # imported documents -> the file they came from
    _asking: set[PuzzleDocument]  # documents whose "changed on disk" question is open
    _closing: bool  # waiting for the solvers to stop at a close

    def current(self) -> PuzzleDocument | None:
        """The document of the tab shown, None on the start page."""
        raise NotImplementedError

    def _current_document(self) -> PuzzleDocument | None:
        """The document shown, None on the start page."""
        return self.current()

    def _document_at(self, index: int) -> PuzzleDocument | None:
        """The document of tab ``index`` (None when there is none; the tabs hold documents
        only, and the check tells the type checker so)."""
        doc = self.tabs.widget(index)
        return doc if isinstance(doc, PuzzleDocument) else None

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

    # -- documents (main_window) -------------------------------------------------------------------
    def documents(self) -> list[PuzzleDocument]:
        raise NotImplementedError

    def add_document(self, doc: PuzzleDocument, modified: bool = False, index: int = -1) -> PuzzleDocument:
        raise NotImplementedError

    def _update_actions(self) -> None:
        raise NotImplementedError

    def _modified(self, doc: PuzzleDocument) -> bool:
        raise NotImplementedError

    def _mark_unsaved(self, doc: PuzzleDocument) -> None:
        raise NotImplementedError

    def set_dark(self, dark: bool) -> None:
        raise NotImplementedError

    def _grid5_toggled(self, on: bool) -> None:
        raise NotImplementedError

    # -- menus (window_menus) ----------------------------------------------------------------------
    def _build_menus(self) -> None:
        raise NotImplementedError

    # -- files (window_files) ----------------------------------------------------------------------
    def new_document(self) -> None:
        raise NotImplementedError

    def choose_file(self) -> None:
        raise NotImplementedError

    def choose_game_id(self) -> None:
        raise NotImplementedError

    def _fill_recent(self) -> None:
        raise NotImplementedError

    def _fill_samples(self) -> None:
        raise NotImplementedError

    def save(self, doc: PuzzleDocument | None = None) -> bool:
        raise NotImplementedError

    def save_as(self, doc: PuzzleDocument | None = None) -> bool:
        raise NotImplementedError

    # -- export (window_export) --------------------------------------------------------------------
    @staticmethod
    def _patterns(fmt: str, ext: str) -> list[str]:
        raise NotImplementedError

    def import_file(self) -> None:
        raise NotImplementedError

    def export_file(self) -> None:
        raise NotImplementedError

    def export_image(self) -> None:
        raise NotImplementedError

    def print_document(self, with_solution: bool = False) -> None:
        raise NotImplementedError

    def copy_puzzlink_url(self) -> str | None:
        raise NotImplementedError

    # -- language (window_language) ----------------------------------------------------------------
    def set_language(self, code: str) -> None:
        raise NotImplementedError

    # -- files changed on disk (window_disk) -------------------------------------------------------
    def _may_overwrite(self, doc: PuzzleDocument, path: str | Path) -> bool:
        raise NotImplementedError

    # -- closing (window_close) --------------------------------------------------------------------
    def close_tab(self, index: int) -> bool:
        raise NotImplementedError

    def _discard(self, doc: PuzzleDocument) -> None:
        raise NotImplementedError
