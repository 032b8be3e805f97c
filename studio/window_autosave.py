"""The main window's autosave (studio.autosave: a few seconds after the last change, never a
dialog; a failure stays in the status bar until it works again) and, after a crash, the
offer to restore the unsaved work. A mixin of main_window.MainWindow (see window_export.py)."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from solvers.genres import detect_genre

from . import autosave
from . import settings as prefs
from .document import PuzzleDocument
from .registry import genre_ui
from .window_base import StudioWindow

# The words stay in MainWindow's translation context, each call a literal lupdate reads (a
# plural one with its count: translate("MainWindow", text, "", n)).
translate = QCoreApplication.translate


class WindowAutosave(StudioWindow):
    """Autosaves written, failures shown, autosaves restored."""

    def autosave(self) -> bool:
        """Autosave every document with unsaved changes now (the timer does it after a pause)."""
        return self.autosaver.flush(self.documents())

    @property
    def _autosave_names(self) -> dict:
        return self.autosaver.keys

    def _autosave_meta(self, doc: PuzzleDocument) -> dict:
        return {"path": doc.path, "title": doc.display_title(), "genre": doc.genre,
                "disk_digest": self.file_watch.baselines.get(doc)}

    def _autosave_failed(self, reason: str) -> None:
        self.autosave_warning.setText(
            translate("MainWindow", "⚠ Autosave failed: %1. Retrying at the next change.").replace("%1", reason))
        self.autosave_warning.setToolTip(str(prefs.autosave_dir()))
        self.autosave_warning.show()

    def _autosave_recovered(self) -> None:
        self.autosave_warning.hide()
        self.statusBar().showMessage(translate("MainWindow", "Autosave works again."), 5000)

    def restore_autosaves(self) -> int:
        """After a crash: offer the autosaved unsaved work. A restored document has its title
        and the path it belonged to, stays unsaved, and keeps its autosave until saved or closed."""
        entries = autosave.found(prefs.autosave_dir())
        if not entries:
            return 0
        count = len(entries)  # a name, not a call: lupdate skips a translate whose count is a call
        answer = QMessageBox.question(
            self, translate("MainWindow", "Restore unsaved work"),
            translate("MainWindow", "Puzzle Studio did not close properly. Restore %n unsaved puzzle(s)?", "", count))
        if answer != QMessageBox.StandardButton.Yes:
            for entry in entries:
                entry.remove()
            return 0
        restored, damaged = 0, []
        for entry in entries:
            try:
                doc = genre_ui(detect_genre(entry.path).name).open_document(entry.path)
            except Exception:
                logging.getLogger(__name__).warning("autosave %s set aside", entry.path, exc_info=True)
                entry.set_aside()
                damaged.append(entry.path.name)
                continue
            doc.path = entry.meta.get("path") or None
            title = entry.meta.get("title")
            if isinstance(title, str) and title and doc.display_title() != title:
                doc.title = title
            self.add_document(doc, modified=True)
            self.autosaver.track(doc, entry.key)
            if doc.path:  # Save still asks if the file was changed since the autosave
                self.file_watch.watch(doc, baseline=entry.meta.get("disk_digest"))
            restored += 1
        self._update_actions()
        if damaged:
            self.statusBar().showMessage(translate("MainWindow", "Skipped a damaged autosave: %1 (kept as .damaged)")
                                         .replace("%1", ", ".join(damaged)), 15000)
        return restored
