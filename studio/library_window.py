"""The studio's side of a puzzle library (issue 26): File > Open Library… shows a library's
puzzles as thumbnails (the genre's preview: the clues as given, never the answer), filtered by
genre, grade and size, as added or easiest first; an entry opens as a document, a selection becomes a book (PDF, the same
solvers.book as ``puzzle-studio-cli book``: front matter, each puzzle's ID, embedded fonts).
File > Add to Library… stores the current puzzle,
and File > Export PDF… writes one puzzle on an A4 page with its title and author in the PDF's
metadata. The main window only adds the three actions; all of it lives here.

A library that cannot be read (damaged, not a library, unreadable, newer) is refused with the
"Cannot open library" dialog, also when it fails later, at a filter's change; rows that do not
read are left out and counted under the list (solvers/library.py's ``malformed``; issue 37).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
)

from solvers import scale
from solvers.errors import PuzzleFormatError
from solvers.genres import genre as engine_genre
from solvers.library import Entry, Library, LibraryError, malformed_note

from .autosave import first_line
from .level_box import level_name
from .registry import genre_ui

if TYPE_CHECKING:
    from .document import PuzzleDocument
    from .registry import Puzzle
    from .window_base import StudioWindow

translate = QCoreApplication.translate  # bare translate("LibraryWindow", ...): lupdate sees the context
THUMBNAIL = 96
SHOWN = 500  # thumbnails are drawn for at most this many entries; filters narrow the rest
ANY = ""
ADDED, BY_GRADE = "added", "grade"  # the orders the list is shown in


def engine_puzzle(entry: Entry) -> Puzzle:
    """The engine's puzzle of a library entry, read from its native JSON."""
    formats = engine_genre(entry.genre).module.formats
    return formats.read(json.dumps(entry.puzzle), formats.FORMATS[0])


class LibraryWindow(QDialog):
    """Not modal: the author opens entries, edits them, comes back for more."""

    def __init__(self, window: StudioWindow, path: str | Path) -> None:
        # LibraryError here, before a widget exists: the file's pages checked, its rows read
        with Library(path, readonly=True, verify=True) as library:
            everything = list(library.entries())
            malformed = list(library.malformed)
        super().__init__(window)
        self.skipped: list[tuple[object, str]] = malformed  # (row id, why) of the rows last left out
        self.window_, self.path = window, Path(path)
        self.setWindowTitle(self.tr("Library: %1").replace("%1", self.path.name))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.genre_box, self.grade_box, self.size_box = QComboBox(), QComboBox(), QComboBox()
        self.order_box = QComboBox()  # as added, or easiest first (the one scale's order)
        self.order_box.addItem(self.tr("As added"), ADDED)
        self.order_box.addItem(self.tr("Easiest first"), BY_GRADE)
        filters = QHBoxLayout()
        for label, box in ((self.tr("Genre"), self.genre_box), (self.tr("Grade"), self.grade_box),
                           (self.tr("Size"), self.size_box), (self.tr("Order"), self.order_box)):
            filters.addWidget(QLabel(label))
            filters.addWidget(box, 1)
        self.list = QListWidget()
        self.list.setViewMode(QListWidget.ViewMode.IconMode)
        self.list.setIconSize(QSize(THUMBNAIL, THUMBNAIL))
        self.list.setGridSize(QSize(THUMBNAIL + 40, THUMBNAIL + 44))
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setMovement(QListWidget.Movement.Static)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.itemActivated.connect(lambda item: self.open_entry(item))
        self.count_label = QLabel()
        self.book_title, self.book_author = QLineEdit(), QLineEdit()
        book_form = QFormLayout()
        book_form.addRow(self.tr("Book title"), self.book_title)
        book_form.addRow(self.tr("Author"), self.book_author)
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.clicked.connect(lambda: self.open_entry(self.list.currentItem()))
        self.book_button = QPushButton(self.tr("Make Book…"))
        self.book_button.clicked.connect(lambda: self.make_book())
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count_label, 1)
        for button in (self.open_button, self.book_button, close):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.list, 1)
        layout.addLayout(book_form)
        layout.addLayout(buttons)
        self._fill_filters(self._shown(everything))
        for box in (self.genre_box, self.grade_box, self.size_box, self.order_box):
            box.currentIndexChanged.connect(self.refresh)
        self.resize(720, 560)
        self.refresh()

    def _fill_filters(self, entries: list[Entry]) -> None:
        for box, values in (
                (self.genre_box, sorted({e.genre for e in entries})),
                (self.grade_box, sorted({e.level for e in entries if e.level}, key=grade_order)),
                (self.size_box, sorted({(e.width, e.height) for e in entries}))):
            box.addItem(self.tr("Any"), ANY)
            for value in values:
                text = f"{value[0]}×{value[1]}" if isinstance(value, tuple) else str(value)
                if box is self.genre_box and isinstance(value, str):  # (a genre's name, always)
                    text = genre_ui(value).display_name
                elif box is self.grade_box:
                    text = level_name(str(value))  # in the user's language, as Check says it
                box.addItem(text, value)

    def entries(self) -> list[Entry]:
        """The library's entries that pass the filters, in the order they were added (a row
        that does not read, or of a genre the studio has no editor for, left out and noted in
        ``skipped``). LibraryError when the file fails."""
        size = self.size_box.currentData()
        with Library(self.path, readonly=True) as library:
            found = list(library.entries(self.genre_box.currentData() or None,
                                         self.grade_box.currentData() or None,
                                         tuple(size) if size else None))
            self.skipped = list(library.malformed)
        return self._shown(found)

    def _shown(self, entries: list[Entry]) -> list[Entry]:
        """``entries`` of the genres the studio has, the others added to ``skipped``."""
        shown = []
        for entry in entries:
            try:
                genre_ui(entry.genre)
            except PuzzleFormatError:
                self.skipped.append((entry.id, f"no editor for the genre {entry.genre!r}"))
                continue
            shown.append(entry)
        return shown

    def refresh(self) -> None:
        self.list.clear()
        try:
            entries = self.entries()
        except LibraryError as error:  # damaged or gone since it was opened
            self.count_label.setText(self.tr("The library cannot be read"))
            QMessageBox.warning(self, self.tr("Cannot open library"), first_line(error))
            return
        if self.order_box.currentData() == BY_GRADE:  # ungraded rows last, each grade as added
            entries.sort(key=lambda e: (grade_order(e.level) if e.level else (len(scale.LEVELS) + 1, ""), e.id or 0))
        for entry in entries[:SHOWN]:
            ui = genre_ui(entry.genre)
            grade = level_name(entry.level) or "-"
            item = QListWidgetItem(f"{entry.id}. {entry.width}×{entry.height}\n{grade}")
            item.setData(Qt.ItemDataRole.UserRole, entry)
            item.setToolTip(f"{ui.display_name} {entry.width}×{entry.height}, {grade}"
                            + (f", seed {entry.seed}" if entry.seed is not None else ""))
            try:
                item.setIcon(ui.preview(engine_puzzle(entry), THUMBNAIL))
            except (PuzzleFormatError, ValueError):
                pass  # a row whose puzzle no longer reads: listed, without its picture
            self.list.addItem(item)
        shown = min(len(entries), SHOWN)
        text = (self.tr("%1 puzzles").replace("%1", str(len(entries))) if shown == len(entries)
                else self.tr("%1 of %2 puzzles shown").replace("%1", str(shown)).replace("%2", str(len(entries))))
        note = malformed_note(self.skipped)
        if note:
            text += " " + self.tr("(%1 rows that do not read left out)").replace("%1", str(len(self.skipped)))
        self.count_label.setText(text)
        self.count_label.setToolTip(note or "")
        if entries:
            self.list.setCurrentRow(0)

    def open_entry(self, item: QListWidgetItem | None) -> PuzzleDocument | None:
        """The entry as an untitled document, ready to play (as a collection's puzzle)."""
        if item is None:
            return None
        entry = item.data(Qt.ItemDataRole.UserRole)
        try:
            puzzle = engine_puzzle(entry)
        except (PuzzleFormatError, ValueError) as error:
            QMessageBox.warning(self, self.tr("Cannot open"), first_line(error))
            return None
        title = entry.title or f"{self.path.stem} {entry.id}"
        return self.window_.open_puzzle(entry.genre, puzzle, title)

    def selected_entries(self) -> list[Entry]:
        items = sorted(self.list.selectedItems(), key=self.list.row)
        return [item.data(Qt.ItemDataRole.UserRole) for item in items]

    def book_path(self) -> Path:
        """Where Make Book proposes to write: a file named after the book's title (the
        library's name while the book has none), beside the library."""
        name = file_name(self.book_title.text()) or self.path.stem
        return self.path.with_name(name + ".pdf")

    def make_book(self, path: str | Path | None = None) -> int:
        """The selected puzzles (all shown when none is selected) as a PDF book with their
        solutions; returns its pages (0 when nothing was written)."""
        from solvers.book import items_of, make_book

        entries = self.selected_entries() or [self.list.item(i).data(Qt.ItemDataRole.UserRole)
                                              for i in range(self.list.count())]
        if not entries:
            return 0
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Make book"), str(self.book_path()), "PDF (*.pdf)")
            if not path:
                return 0
        items, _ = items_of(entries)  # as ``book`` does: a row its genre's reader refuses is left out
        if not items:
            QMessageBox.warning(self, self.tr("Cannot make the book"), self.tr("None of these puzzles can be drawn."))
            return 0
        try:
            pages = make_book(items, path, solutions=True, title=self.book_title.text(),
                              author=self.book_author.text())  # as many a page as fit, as ``book`` does
        except (OSError, ValueError) as error:
            QMessageBox.warning(self, self.tr("Cannot make the book"), first_line(error))
            return 0
        self.window_.statusBar().showMessage(
            self.tr("Book of %1 puzzles: %2").replace("%1", str(len(items))).replace("%2", Path(path).name), 5000)
        return pages


def generated_fields(doc: PuzzleDocument) -> dict:
    """A generated puzzle's seed, options, grade, report and generator version, while the
    document still shows it as generated (issue 38: it was stored without its grade)."""
    from solvers.batch import generator_version, level_of
    from solvers.jsonable import plain_values

    made = doc.generated.get()
    if made is None:
        return {}
    report = plain_values(made["report"])
    return {"seed": made["seed"], "options": made["options"], "report": report, "level": level_of(report),
            "generator_version": report.get("generator_version") or generator_version(doc.genre)}


def grade_order(level: str) -> tuple:
    """Levels of the one scale easiest first (easy, medium, hard...), others after by name."""
    return (scale.rank(level), "") if level in scale.LEVELS else (len(scale.LEVELS), level)


def file_name(title: str) -> str:
    """A title as a file name: what a file system takes, spaces as hyphens ("" for none)."""
    kept = "".join(ch if ch.isalnum() or ch in " -_." else " " for ch in title.strip())
    return "-".join(kept.split()).strip(".")


def open_library(window: StudioWindow, path: str | Path | None = None) -> LibraryWindow | None:
    """File > Open Library…: the library window (None when cancelled or refused)."""
    if path is None:
        path, _ = QFileDialog.getOpenFileName(window, translate("LibraryWindow", "Open library"), "",
                                              translate("LibraryWindow", "Puzzle libraries (*.db *.sqlite);;All files (*)"))
        if not path:
            return None
    try:
        dialog = LibraryWindow(window, path)
    except LibraryError as error:
        QMessageBox.warning(window, translate("LibraryWindow", "Cannot open library"), first_line(error))
        return None
    dialog.show()
    return dialog


def add_to_library(window: StudioWindow, path: str | Path | None = None) -> int | None:
    """File > Add to Library…: the current puzzle as a new row (a new library file is made);
    returns its id. The grade is left for ``batch check`` (no solver runs on the GUI thread)."""
    doc = window.current()
    if doc is None:
        return None
    if path is None:
        path, _ = QFileDialog.getSaveFileName(window, translate("LibraryWindow", "Add to library"), window._last_dir(),
                                              translate("LibraryWindow", "Puzzle libraries (*.db *.sqlite)"),
                                              options=QFileDialog.Option.DontConfirmOverwrite)
        if not path:
            return None
        if not Path(path).suffix:  # a name typed without one: the library file the filter offers
            path += ".db"
    package = engine_genre(doc.genre).module
    try:
        text = doc.export_text(package.formats.FORMATS[0])
        puzzle = package.formats.read(text, package.formats.FORMATS[0])
        with Library(path) as library:
            row = library.add(Entry(doc.genre, puzzle.width, puzzle.height, json.loads(text),
                                    title=doc.display_title(), source="studio", **generated_fields(doc)))
    except (LibraryError, PuzzleFormatError, ValueError, OSError) as error:
        QMessageBox.warning(window, translate("LibraryWindow", "Cannot add to library"), first_line(error))
        return None
    window.statusBar().showMessage(translate("LibraryWindow", "Added to %1").replace("%1", Path(path).name), 5000)
    return row


def export_pdf(window: StudioWindow, path: str | Path | None = None, author: str | None = None) -> bool:
    """File > Export PDF…: the current puzzle alone on an A4 page, its title and author in the
    PDF's metadata (the genre's renderer on a QPdfWriter, as Print does)."""
    from . import export

    doc = window.current()
    if doc is None:
        return False
    if path is None:
        path, _ = QFileDialog.getSaveFileName(window, translate("LibraryWindow", "Export PDF"),
                                              window._suggested_path(doc, ".pdf"), "PDF (*.pdf)")
        if not path:
            return False
    try:
        export.export_pdf(doc, path, author if author is not None else _author_of(doc))
    except OSError as error:
        QMessageBox.warning(window, translate("LibraryWindow", "Cannot export PDF"), f"{Path(path).name}: {first_line(error)}")
        return False
    window.statusBar().showMessage(translate("LibraryWindow", "Exported %1").replace("%1", Path(path).name), 5000)
    return True


def _author_of(doc: PuzzleDocument) -> str:
    try:
        return str(getattr(doc.puzzle(), "author", "") or "")
    except (PuzzleFormatError, ValueError):
        return ""
