"""Closing a tab or the main window: unsaved changes asked about (one question for all when
quitting), the solvers stopped before the window goes, the geometry kept (also a moment after
each move or resize, for after a crash). A mixin of main_window.MainWindow (see
window_export.py)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from . import settings as prefs
from .document import PuzzleDocument
from .window_base import StudioWindow
from .workers import wait_for_workers

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QMoveEvent, QResizeEvent

# Closing waits this long at most for solvers to stop; a QThread destroyed while it runs aborts
# the process, so after that the window stays open and says so.
STOP_GRACE_S = 10.0
# The words stay in MainWindow's translation context, each call a literal lupdate reads.
translate = QCoreApplication.translate


class WindowClose(StudioWindow):
    """Tabs and the window closed without losing work."""

    def close_tab(self, index: int) -> bool:
        doc = self._document_at(index)
        if doc is None:
            return False
        if self._modified(doc) and not self._confirm_discard(doc):
            return False
        doc.shutdown()
        self._discard(doc)
        self._update_actions()
        return True

    def _discard(self, doc: PuzzleDocument) -> None:
        """Take a document out of the window, its autosave and its file watch with it."""
        self.autosaver.drop(doc)
        self.autosaver.forget(doc)
        self.file_watch.forget(doc)
        self._unsaved.discard(doc)
        self._origins.pop(doc, None)
        self.undo_group.removeStack(doc.undo_stack)
        self.tabs.removeTab(self.tabs.indexOf(doc))
        doc.deleteLater()

    def _confirm_discard(self, doc: PuzzleDocument) -> bool:
        SB = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self, translate("MainWindow", "Unsaved changes"),
            translate("MainWindow", "Save the changes to %1?").replace("%1", doc.display_title()),
            SB.Save | SB.Discard | SB.Cancel, SB.Save)
        if answer == SB.Save:
            return self.save(doc)
        return answer == SB.Discard

    def _confirm_discard_all(self, docs: list[PuzzleDocument]) -> bool:
        """One question for all the unsaved puzzles when quitting (not one per tab): Save All
        (each in turn; untitled ones ask where), Discard (all of them) or Cancel."""
        SB = QMessageBox.StandardButton
        titles = "\n".join(f"• {doc.display_title()}" for doc in docs)
        text = translate("MainWindow", "%1 puzzles have unsaved changes:").replace("%1", str(len(docs))) + "\n" + titles \
            + "\n\n" + translate("MainWindow", "Save all of them, or discard all their changes?")
        # Cancel is the default: Enter pressed by habit must not start a Save As for every
        # untitled puzzle, nor lose anything (issue 38).
        answer = QMessageBox.question(self, translate("MainWindow", "Unsaved changes"), text,
                                      SB.SaveAll | SB.Discard | SB.Cancel, SB.Cancel)
        if answer == SB.SaveAll:
            for doc in docs:
                self.tabs.setCurrentWidget(doc)
                if not self.save(doc):
                    return False  # a Save As cancelled or failed: the window stays open
            return True
        return answer == SB.Discard

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._closing:  # closed again while waiting for the solvers to stop
            event.ignore()
            return
        unsaved = [doc for doc in self.documents() if self._modified(doc)]
        if len(unsaved) == 1:
            self.tabs.setCurrentWidget(unsaved[0])
        if unsaved and not (self._confirm_discard(unsaved[0]) if len(unsaved) == 1
                            else self._confirm_discard_all(unsaved)):
            event.ignore()
            return
        for doc in self.documents():
            doc.shutdown()
        self._closing = True  # waiting for solvers runs events: no question about files meanwhile
        try:
            stopped = self._solvers_stopped()
        finally:
            self._closing = False
        if not stopped:
            event.ignore()
            return
        for doc in self.documents():
            self.autosaver.drop(doc)
            self.file_watch.forget(doc)
        self.autosaver.timer.stop()
        self.geometry_timer.stop()
        self._keep_geometry()
        super().closeEvent(event)

    def _solvers_stopped(self) -> bool:
        """Wait for the cancelled solver threads to end, showing that we wait, for at most
        STOP_GRACE_S; False (and a status message) when some still run then."""
        if wait_for_workers(300):
            return True
        self.statusBar().showMessage(translate("MainWindow", "Stopping solvers…"))
        deadline = time.monotonic() + STOP_GRACE_S
        while time.monotonic() < deadline:
            if wait_for_workers(100):  # it processes events: the window stays drawn
                self.statusBar().clearMessage()
                return True
        self.statusBar().showMessage(translate("MainWindow", "A solver has not stopped yet; the window stays open. Close it again in a moment."))  # noqa: E501 (one literal, as lupdate reads it)
        return False

    def _keep_geometry(self) -> None:
        prefs.settings().setValue("window/geometry", self.saveGeometry())

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        if self.isVisible():
            self.geometry_timer.start()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible():
            self.geometry_timer.start()
