"""The main window's language: View > Language switches it at once, menus and open documents
included (each rebuilt from its own save, so nothing of the game is lost), and says when the
language's script has no font. A mixin of main_window.MainWindow (see window_export.py)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenuBar

from . import i18n
from . import settings as prefs
from .document import PuzzleDocument
from .registry import genre_ui
from .window_base import StudioWindow
from .window_files import FILE_ERRORS

# The words stay in MainWindow's translation context, each call a literal lupdate reads.
translate = QCoreApplication.translate


class WindowLanguage(StudioWindow):
    """The UI language switched and the window rebuilt in it."""

    def set_language(self, code: str) -> None:
        """Switch the UI language now, open documents included, and remember it; "" follows
        the system locale."""
        prefs.settings().setValue("language", code)
        i18n.set_language(code or None)
        self.retranslate()
        self._check_font()
        current = self.tabs.currentIndex()
        for doc in self.documents():
            self._rebuild(doc)
        self.tabs.setCurrentIndex(current)
        self.statusBar().showMessage(translate("MainWindow", "Language changed."), 8000)

    def _rebuild(self, doc: PuzzleDocument) -> None:
        """The same document in new widgets (a panel's texts are set once, in the language of
        its day): written and read back as a save and reopen would, so the game, the undo chain
        and the mode come back, and the Solve panel's finished run is taken over; a verdict of
        Check is recomputed."""
        index, unsaved, origin = self.tabs.indexOf(doc), doc in self._unsaved, self._origins.get(doc)
        clean = doc.undo_stack.cleanIndex()
        try:
            with tempfile.TemporaryDirectory() as folder:
                copy = Path(folder) / "document.json"
                copy.write_text(doc.native_text(), encoding="utf-8")
                new = genre_ui(doc.genre).open_document(copy)
        except FILE_ERRORS:  # never lose a document over its language: it keeps the old one
            return
        new.path = doc.path
        stack, now = new.undo_stack, new.undo_stack.index()
        if 0 <= clean <= stack.count():  # the saved state is where it was in the chain
            stack.setIndex(clean)
            stack.setClean()
            stack.setIndex(now)
        else:
            unsaved = True
        doc.shutdown()
        new.solve_panel.adopt(doc.solve_panel)  # a teacher's run is not lost to a language
        self._discard(doc)
        self.add_document(new, modified=unsaved, index=index)
        if origin is not None:
            self._origins[new] = origin

    def retranslate(self) -> None:
        """Rebuild the menus in the current language (their texts are set once, through tr())."""
        for action in self.actions():
            self.removeAction(action)
            action.deleteLater()
        self.setMenuBar(QMenuBar(self))  # deletes the old menu bar and its menus
        self._build_menus()
        self.start_page.rebuild()
        self._update_actions()

    def _check_font(self) -> None:
        problem = i18n.missing_font(i18n.in_effect())
        self.font_warning.setText(f"⚠ {problem}" if problem else "")
        self.font_warning.setVisible(bool(problem))
