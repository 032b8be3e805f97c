"""Import, Export, Export image, Print and Copy puzz.link URL of the main window: the ways a
document leaves the studio in another format. A mixin of main_window.MainWindow, kept apart
so that the window's file and format rules read in one place; it imports nothing of
main_window (which imports it), only what window_base declares of the window."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from solvers.errors import PuzzleFormatError

from . import export
from .autosave import first_line
from .document import PuzzleDocument
from .registry import genre_ui, load_genres
from .window_base import StudioWindow

if TYPE_CHECKING:
    from .registry import GenreUI


# The words are translated in MainWindow's context, named in each call as a literal: lupdate
# reads only a bare translate("Context", "text") (or self.tr), so a wrapper such as
# _tr(text) hid them from it and tools/update_translations.py dropped their Japanese; and a
# mixin's self.tr would put them under the mixin's class name.
translate = QCoreApplication.translate


def genre_name(ui: GenreUI) -> str:
    """A genre's display name in the UI language (the names are marked in each genre package)."""
    return QCoreApplication.translate("Genres", ui.display_name)


class WindowExport(StudioWindow):
    """Import and export of documents; MainWindow supplies open_file and write_file."""

    @staticmethod
    def _patterns(fmt: str, ext: str) -> list[str]:
        # Game IDs (Tatham's) and collections are most often kept in .txt files.
        return ["*" + ext, "*.txt"] if fmt in ("sgt", "text") else ["*" + ext]

    def import_file(self) -> None:
        """Import: "All puzzle files" (the default) lets the content decide; a format's filter
        reads the file as that format."""
        path, chosen = QFileDialog.getOpenFileName(
            self, translate("MainWindow", "Import puzzle"), self._last_dir(),
            ";;".join([self._all_puzzles_filter(), self._format_filters(), translate("MainWindow", "All files (*)")]))
        if path:
            genre, fmt = self._format_of(chosen)
            self.open_file(path, fmt, genre=genre)

    def _format_filters(self) -> str:
        """Import's filters: every genre's, as Export offers one genre's (``_genre_filters``)."""
        return ";;".join(f for ui in load_genres().values() for f in self._genre_filters(ui))

    def _format_of(self, chosen: str) -> tuple[str | None, str | None]:
        """The (genre, format) of a file dialog's chosen filter; (None, None) for none."""
        for ui in load_genres().values():
            for name, _ext in ui.formats:
                if chosen.startswith(f"{genre_name(ui)} {name} "):
                    return ui.name, name
        return None, None

    def export_file(self) -> None:
        """Export: the formats of the document's genre only, the chosen one proposed by its
        extension; the file written always has the content its extension says (export_to)."""
        doc = self._current_document()
        if doc is None:
            return
        ui = genre_ui(doc.genre)
        filters = self._genre_filters(ui)
        path, chosen = QFileDialog.getSaveFileName(self, translate("MainWindow", "Export puzzle"), self._suggested_path(doc),
                                                   ";;".join(filters), filters[0])
        if path:
            _, fmt = self._format_of(chosen)
            self.export_to(doc, path, fmt)

    def _genre_filters(self, ui: GenreUI) -> list[str]:
        return [f"{genre_name(ui)} {name} ({' '.join(self._patterns(name, ext))})" for name, ext in ui.formats]

    def export_format(self, ui: GenreUI, path: str | Path, fmt: str | None) -> tuple[str, str]:
        """(path, format) of an export: a name typed without an extension gets the chosen
        format's; an extension of another of the genre's formats chooses that format (the name
        typed is what the user will look for). PuzzleFormatError for an extension the genre
        has no format for: a numberlink puzzle written into a .non file was a nonogram reader's
        puzzle to nobody (issue 38)."""
        by_ext = {ext: name for name, ext in ui.formats}
        suffix = Path(path).suffix.lower()
        if not suffix:
            fmt = fmt or ui.formats[0][0]
            return str(path) + dict(ui.formats)[fmt], fmt
        if suffix in by_ext:
            return str(path), by_ext[suffix]
        if suffix == ".txt" and fmt is not None and "*.txt" in self._patterns(fmt, dict(ui.formats)[fmt]):
            return str(path), fmt
        known = ", ".join(dict.fromkeys(ext for _, ext in ui.formats))
        raise PuzzleFormatError(translate("MainWindow", "%1 is not a %2 format; %2 puzzles are written as %3")
                                .replace("%1", suffix).replace("%2", genre_name(ui)).replace("%3", known))

    def export_to(self, doc: PuzzleDocument, path: str | Path, fmt: str | None = None) -> bool:
        ui = genre_ui(doc.genre)
        try:
            path, fmt = self.export_format(ui, path, fmt)
        except PuzzleFormatError as error:
            QMessageBox.warning(self, translate("MainWindow", "Cannot export"), f"{Path(path).name}: {error}")
            return False
        try:
            text = doc.export_text(fmt)
        except (PuzzleFormatError, ValueError) as error:
            QMessageBox.warning(self, translate("MainWindow", "Cannot export"), first_line(error))
            return False
        if self.write_file(path, text, translate("MainWindow", "Cannot export")):
            self.statusBar().showMessage(translate("MainWindow", "Exported %1").replace("%1", Path(path).name), 5000)
            return True
        return False

    @staticmethod
    def _has_puzzlink(doc: PuzzleDocument) -> bool:
        return "puzzlink" in dict(genre_ui(doc.genre).formats)

    def copy_puzzlink_url(self) -> str | None:
        """Puzzle > Copy puzz.link URL: the puzzle as a puzz.link address on the clipboard."""
        doc = self.current()
        if not isinstance(doc, PuzzleDocument) or not self._has_puzzlink(doc):
            return None
        try:
            url = doc.export_text("puzzlink").strip()
        except (PuzzleFormatError, ValueError) as error:
            QMessageBox.warning(self, translate("MainWindow", "Cannot copy the URL"), first_line(error))
            return None
        QGuiApplication.clipboard().setText(url)
        self.statusBar().showMessage(translate("MainWindow", "Copied %1").replace("%1", url[:80]), 5000)
        return url

    def export_image(self) -> None:
        doc = self._current_document()
        if doc is None:
            return
        path, chosen = QFileDialog.getSaveFileName(
            self, translate("MainWindow", "Export image"), self._suggested_path(doc),
            "PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;" + translate("MainWindow", "PNG with solution (*.png)") + ";;"
            + translate("MainWindow", "SVG with solution (*.svg)") + ";;" + translate("MainWindow", "PDF with solution (*.pdf)"))
        if path:
            self.export_image_to(doc, path, "solution" in chosen or "解" in chosen)

    def export_image_to(self, doc: PuzzleDocument, path: str | Path, with_solution: bool = False) -> bool:
        try:
            export.export_image(doc, path, with_solution)
        except OSError as error:
            QMessageBox.warning(self, translate("MainWindow", "Cannot export image"), f"{Path(path).name}: {first_line(error)}")
            return False
        self.statusBar().showMessage(translate("MainWindow", "Exported %1").replace("%1", Path(path).name), 5000)
        return True

    def print_document(self, with_solution: bool = False) -> None:
        doc = self._current_document()
        if doc is None:
            return
        try:
            export.print_preview(doc, self, with_solution)
        except OSError as error:
            QMessageBox.warning(self, translate("MainWindow", "Cannot print"), first_line(error))
