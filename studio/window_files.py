"""The main window's files: New, Open (a file, a collection, a sample, a recent file, a game
ID), Save and Save As by the one writer's rules. A mixin of main_window.MainWindow (see
window_export.py); a file changed elsewhere is window_disk's, closing window_close's."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QMessageBox, QSpinBox

from solvers import samples as sample_library
from solvers import tatham_save
from solvers.errors import PuzzleFormatError
from solvers.genres import detect_genre, genre_of_text
from solvers.genres import genre as engine_genre
from solvers.textfiles import write_text

from . import collection, history
from . import settings as prefs
from .autosave import first_line
from .document import PLAY, PuzzleDocument
from .file_watch import digest_of
from .game_id_dialog import GameIdDialog
from .level_box import level_name
from .registry import genre_ui, load_genres
from .start_page import ordered_samples, sample_title
from .window_base import StudioWindow
from .window_export import genre_name

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .collection import CollectionDialog
    from .registry import Puzzle

FILE_ERRORS = (OSError, ValueError, PuzzleFormatError)  # what reading or writing a file raises
# The words stay in MainWindow's translation context, each call a literal lupdate reads.
translate = QCoreApplication.translate


def refuse_unless_a_file(path: str) -> None:
    """OSError unless ``path`` is a file (or a link to one): a FIFO, a device or a socket is
    refused at once, before anything reads it, since reading one on the GUI thread would block
    the window (a FIFO nobody writes to, until the readers' 10 s silence)."""
    mode = os.stat(path).st_mode  # never blocks, whatever the file is
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), path)
    if not stat.S_ISREG(mode):
        kind = "a pipe" if stat.S_ISFIFO(mode) else "a socket" if stat.S_ISSOCK(mode) else "a device"
        raise OSError(errno.EINVAL, f"this is {kind}, not a puzzle file", path)


class NewDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New puzzle"))
        self.genre_box = QComboBox()
        for ui in load_genres().values():
            self.genre_box.addItem(genre_name(ui), ui.name)
        self.width_box, self.height_box = QSpinBox(), QSpinBox()
        for box in (self.width_box, self.height_box):
            box.setRange(1, 100)
            box.setValue(10)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Genre"), self.genre_box)
        form.addRow(self.tr("Width"), self.width_box)
        form.addRow(self.tr("Height"), self.height_box)
        form.addRow(buttons)


class WindowFiles(StudioWindow):
    """Documents in from files and out to them."""

    def new_document(self) -> None:
        dialog = NewDialog(self)
        if dialog.exec():
            self.new(dialog.genre_box.currentData(), dialog.width_box.value(), dialog.height_box.value())

    def new(self, genre: str, width: int, height: int) -> PuzzleDocument:
        return self.add_document(genre_ui(genre).new_document(width, height))

    def choose_file(self) -> None:
        """Open: the content decides the genre and the format, whatever the filter shows."""
        path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open puzzle"), self._last_dir(),
                                              self._all_puzzles_filter() + ";;" + translate("MainWindow", "All files (*)"))
        if path:
            self.open_file(path)

    def _all_puzzles_filter(self) -> str:
        patterns = [pattern for ui in load_genres().values() for name, ext in ui.formats
                    for pattern in self._patterns(name, ext)]
        patterns += ["*" + ext for ui in load_genres().values() for ext in ui.open_extensions]
        return translate("MainWindow", "All puzzle files (%1)").replace("%1", " ".join(dict.fromkeys(patterns)))

    def _filters(self, all_formats: bool) -> str:
        patterns = []
        for ui in load_genres().values():
            for _, ext in ui.formats if all_formats else ui.formats[:1]:
                patterns.append("*" + ext)
        return translate("MainWindow", "Puzzles (%1)").replace("%1", " ".join(dict.fromkeys(patterns))) \
            + ";;" + translate("MainWindow", "All files (*)")

    def _last_dir(self) -> str:
        return str(prefs.open_dir())

    def open_file(self, path: str | Path, fmt: str | None = None, remember: bool = True,
                  genre: str | None = None) -> PuzzleDocument | CollectionDialog | None:
        """Open a puzzle in a new tab; a bad file gives a dialog with the parser's one-line error.

        Without ``genre`` the file's content says which genre it is (solvers.genres); Import
        names both the genre and the format the user chose."""
        path = str(path)
        for doc in self.documents():
            if doc.path and Path(doc.path).resolve() == Path(path).resolve():
                self.tabs.setCurrentWidget(doc)
                return doc
        try:
            refuse_unless_a_file(path)
            found = detect_genre(path) if genre is None else engine_genre(genre)
            genre = found.name
            entries = collection.entries_of(path, found) if fmt is None else []
            if entries:  # many puzzles in one file: the user picks which to open
                return self.open_collection(path, genre, entries, remember)
            ui = genre_ui(genre)
            doc = ui.open_document(path, fmt)
        except FILE_ERRORS as error:
            QMessageBox.warning(self, translate("MainWindow", "Cannot open puzzle"), f"{Path(path).name}: {first_line(error)}")
            return None
        if Path(path).suffix.lower() != ".json" or prefs.is_shipped(path):
            # Not the native format, or a shipped sample: an untitled copy, so Save asks where
            # to write (the user's folders) instead of overwriting the file.
            doc.title = doc.title or Path(path).stem
            doc.path = None
            doc.settle_title()  # the named import is where its history starts (or its saved one goes on)
            self._origins[doc] = path
        self.add_document(doc)
        if doc.saved_game_dropped:  # the puzzle opened, its damaged saved game did not
            QMessageBox.warning(self, translate("MainWindow", "Cannot open the saved game"),
                                f"{Path(path).name}: {doc.saved_game_dropped}")
        if remember and not prefs.is_shipped(path):
            prefs.add_recent_file(path)
            prefs.settings().setValue("last_dir", str(Path(path).parent))
        self.statusBar().showMessage(translate("MainWindow", "Opened %1").replace("%1", Path(path).name), 5000)
        return doc

    def choose_game_id(self) -> None:
        dialog = GameIdDialog(self)
        if dialog.exec() and dialog.text():
            self.open_text(dialog.text())

    def open_text(self, text: str) -> PuzzleDocument | None:
        """A puzzle given as text (a game ID, a URL), opened untitled in Play; a text no genre
        reads is one dialog with the reader's one-line error."""
        try:
            found = genre_of_text(text)
            puzzle = found.module.formats.read(text)
        except (PuzzleFormatError, ValueError) as error:
            QMessageBox.warning(self, translate("MainWindow", "Cannot open the game ID"), first_line(error))
            return None
        title = getattr(puzzle, "title", "") or translate("MainWindow", "%1 %2×%3").replace("%1", genre_name(genre_ui(found.name))) \
            .replace("%2", str(puzzle.width)).replace("%3", str(puzzle.height))
        return self.open_puzzle(found.name, puzzle, title)

    def open_collection(self, path: str | Path, genre: str, entries: list, remember: bool = True) -> CollectionDialog:
        """A file of many puzzles: a list to open them from (returns the dialog)."""
        dialog = collection.CollectionDialog(self, path, genre, entries)
        dialog.show()
        if remember:
            prefs.add_recent_file(path)
            prefs.settings().setValue("last_dir", str(Path(path).parent))
        return dialog

    def open_puzzle(self, genre: str, puzzle: Puzzle, title: str, replacing: PuzzleDocument | None = None) -> PuzzleDocument:
        """One puzzle of a collection as an untitled document, ready to play. ``replacing``: the
        collection's previous puzzle, whose tab it takes when that one is still untouched (◀ ▶
        page through a collection in one tab); one with moves on it keeps its own tab."""
        index = -1
        if replacing is not None and self.tabs.indexOf(replacing) >= 0 and not self._modified(replacing):
            index = self.tabs.indexOf(replacing)
            replacing.shutdown()
            self._discard(replacing)
        doc = genre_ui(genre).from_puzzle(puzzle)
        doc.title = doc.title or title
        doc.tabs.setCurrentIndex(PLAY)
        doc.settle()
        self.add_document(doc, index=index)
        return doc

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = prefs.recent_files()
        for path in files:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not files:
            self.recent_menu.addAction(translate("MainWindow", "(none)")).setEnabled(False)

    @staticmethod
    def samples() -> list:
        """The sample library: [(genre, path, grade or None)], with the grades shipped beside it."""
        grades = sample_library.known_grades()
        return [(s.genre, s.path, grades.get(sample_library.relative_name(s)))
                for s in sample_library.samples()]

    def _fill_samples(self) -> None:
        """One submenu per genre listing what the start page shows, in its order: by grade (a
        section each), then by size; each entry named by its title and size."""
        samples = self.samples()
        for ui in load_genres().values():
            entries = ordered_samples(ui.name, ui, samples)
            if not entries:
                continue
            menu = self.sample_menu.addMenu(genre_name(ui))
            for grade in dict.fromkeys(entry.grade for entry in entries):
                if grade:
                    menu.addSection(level_name(grade))
                for entry in (e for e in entries if e.grade == grade):
                    text = f"{sample_title(ui, entry.path)} — {entry.puzzle.width}×{entry.puzzle.height}"
                    action = menu.addAction(text)
                    action.triggered.connect(lambda _=False, p=entry.path: self.open_file(p, remember=False))

    def write_file(self, path: str | Path, text: str, title: str) -> bool:
        """Write by the one writer's rules (solvers/textfiles.py): a link's target is written and
        the link kept, a file is replaced atomically (the old one stays intact until the new
        one is complete) with its mode kept. A failure is one dialog, titled ``title``, of one
        line."""
        try:
            write_text(path, text)
        except OSError as error:
            QMessageBox.warning(self, title, f"{Path(path).name}: {first_line(error)}")
            return False
        return True

    def _suggested_path(self, doc: PuzzleDocument, suffix: str = "") -> str:
        """Where a Save or Export dialog starts: a file named after the title, in the document's
        folder when one can write there (prefs.save_dir)."""
        name = (doc.display_title() or "puzzle").lower().replace(" ", "-") + suffix
        return str(prefs.save_dir(doc.path or self._origins.get(doc)) / name)

    def save(self, doc: PuzzleDocument | None = None) -> bool:
        doc = doc or self._current_document()
        if doc is None:
            return False
        if not doc.path:
            return self.save_as(doc)
        return self.save_to(doc, doc.path)

    def save_as(self, doc: PuzzleDocument | None = None) -> bool:
        doc = doc or self._current_document()
        if doc is None:
            return False
        filters = self._filters(all_formats=False)
        if doc.genre in tatham_save.genres():  # a game goes on in his apps (a phone's, too)
            filters += ";;" + translate("MainWindow", "Simon Tatham's saved game (*%1)").replace("%1", tatham_save.EXTENSION)
        path, chosen = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save puzzle"), self._suggested_path(doc, ".json"),
                                                   filters)
        if not path:
            return False
        if not Path(path).suffix:  # the chosen filter's: his saved game, else the native file
            path += tatham_save.EXTENSION if chosen.endswith(f"(*{tatham_save.EXTENSION})") else ".json"
        suffix = Path(path).suffix.lower()
        native = {".json", tatham_save.EXTENSION} if doc.genre in tatham_save.genres() else {".json"}
        if suffix in {ext.lower() for ui in load_genres().values() for _, ext in ui.formats} - native:
            # Save writes the native JSON: under another format's name (x.non) no reader of that
            # format could open it (issue 38: a file's extension always matches its content).
            QMessageBox.warning(self, translate("MainWindow", "Cannot save"), translate(
                "MainWindow", "%1: Save writes the studio's own .json file (with the game and its moves), not "
                "a %2 file; File > Export writes this puzzle's other formats.").replace("%1", Path(path).name).replace("%2", suffix))
            return False
        return self.save_to(doc, path)

    def save_to(self, doc: PuzzleDocument, path: str | Path) -> bool:
        if not self._may_overwrite(doc, path):
            self.statusBar().showMessage(translate("MainWindow", "Not saved: %1 changed on disk").replace("%1", Path(path).name), 8000)
            return False
        try:
            text = history.tatham_text(doc) if Path(path).suffix.lower() == tatham_save.EXTENSION else doc.native_text()
        except (ValueError, PuzzleFormatError) as error:
            QMessageBox.warning(self, translate("MainWindow", "Cannot save"), f"{Path(path).name}: {first_line(error)}")
            return False
        if not self.write_file(path, text, translate("MainWindow", "Cannot save")):
            return False
        doc.path = str(path)
        doc.undo_stack.setClean()
        self._unsaved.discard(doc)
        self.autosaver.drop(doc)
        self.file_watch.watch(doc, baseline=digest_of(text.encode("utf-8")))
        prefs.add_recent_file(path)
        self._update_actions()
        self.statusBar().showMessage(translate("MainWindow", "Saved %1").replace("%1", Path(path).name), 5000)
        return True
