"""The main window and files changed on disk by another program (studio.file_watch): asked
about when it happens (reload, keep or close), and before a save would overwrite such a change.
A mixin of main_window.MainWindow (see window_export.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from solvers.genres import detect_genre

from .autosave import first_line
from .document import PuzzleDocument
from .registry import genre_ui
from .window_base import StudioWindow
from .window_files import FILE_ERRORS

# The words stay in MainWindow's translation context, each call a literal lupdate reads.
translate = QCoreApplication.translate


class WindowDisk(StudioWindow):
    """Questions about a document's file changed elsewhere."""

    def _ask(self, title: str, text: str, yes: str, no: str) -> bool:
        """A question with two named answers; the default (Esc, Enter) is ``no``, the safe one."""
        SB = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, title, text, SB.Yes | SB.No, self)
        box.button(SB.Yes).setText(yes)
        box.button(SB.No).setText(no)
        box.setDefaultButton(SB.No)
        box.setEscapeButton(SB.No)
        return box.exec() == SB.Yes.value  # not the box after exec: closing the window deletes it

    def _may_overwrite(self, doc: PuzzleDocument, path: str | Path) -> bool:
        """Saving over the document's own file: if someone else changed it since we read or wrote
        it (a watcher can report late, or never on some network folders), ask first."""
        if not doc.path or Path(doc.path).absolute() != Path(path).absolute() or not self.file_watch.differs(doc):
            return True
        question = translate("MainWindow", "“%1” was changed or deleted by another program since it was opened. Overwrite it with your version?")  # noqa: E501 (one literal, as lupdate reads it)
        return self._ask(translate("MainWindow", "File changed on disk"), question.replace("%1", Path(path).name),
                         translate("MainWindow", "Overwrite"), translate("MainWindow", "Cancel"))

    def _changed_on_disk(self, doc: PuzzleDocument) -> None:
        path = doc.path  # (the file watch watches documents with a file)
        if path is None or doc in self._asking or self.tabs.indexOf(doc) < 0 or self._closing or not self.isVisible():
            return
        self._asking.add(doc)
        try:
            self.tabs.setCurrentWidget(doc)
            name = Path(path).name
            if Path(path).exists():
                # One literal, as lupdate reads it (not split across lines).
                question = translate("MainWindow", "“%1” was changed by another program. Reload it from disk (your unsaved changes are lost) or keep your version?")  # noqa: E501
                if self._ask(translate("MainWindow", "File changed on disk"), question.replace("%1", name),
                             translate("MainWindow", "Reload"), translate("MainWindow", "Keep My Version")):
                    self.reload(doc)
                    return
            else:
                question = translate("MainWindow", "“%1” was deleted or moved by another program. Keep your version (Save writes it again) or close it?")  # noqa: E501
                if self._ask(translate("MainWindow", "File deleted"), question.replace("%1", name),
                             translate("MainWindow", "Close"), translate("MainWindow", "Keep My Version")):
                    self._unsaved.discard(doc)
                    self.close_tab(self.tabs.indexOf(doc))
                    return
            self.file_watch.accept(doc)  # the user has seen it: Save then overwrites without asking
            self._mark_unsaved(doc)
        finally:
            self._asking.discard(doc)

    def reload(self, doc: PuzzleDocument) -> PuzzleDocument | None:
        """Replace a document by its file as it is on disk now (in the same tab)."""
        path = doc.path
        if path is None:  # never saved: nothing on disk to reload
            return None
        try:
            fresh = genre_ui(detect_genre(path).name).open_document(path)
        except FILE_ERRORS as error:
            QMessageBox.warning(self, translate("MainWindow", "Cannot reload"), f"{Path(path).name}: {first_line(error)}")
            self.file_watch.accept(doc)
            self._mark_unsaved(doc)
            return None
        index = self.tabs.indexOf(doc)
        self._discard(doc)
        self.add_document(fresh, index=index)
        self.statusBar().showMessage(translate("MainWindow", "Reloaded %1").replace("%1", Path(fresh.path).name), 5000)
        return fresh
