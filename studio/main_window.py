"""The main window: documents in tabs, the start page while none is open, the status bar and
the theme. Its other roles are mixins, one module each, below this one (window_base declares
what they ask of each other; their words stay in this class's translation context):

- window_menus: the menus, and the Puzzle menu's slots that forward to the document
- window_files: New, Open (file, collection, sample, recent, game ID), Save, Save As
- window_export: Import, Export, Export image, Print, Copy puzz.link URL
- window_autosave: autosave (studio.autosave: a few seconds after the last change, never a
  dialog) and the restore after a crash
- window_language: switching the UI language, open documents included
- window_disk: files changed by another program (studio.file_watch: asked about, a save never
  overwrites such a change silently)
- window_close: closing a tab or the window without losing work

Every failure of a file action is shown as one dialog of one line.

The window is genre-blind: it asks studio.registry for a genre's documents and formats, and a
document (a studio.document.PuzzleDocument, e.g. studio.nonogram.document) offers the same small
surface for every genre. PuzzleDocument implements ``undo_stack``, ``path``, ``tabs`` (the
Edit/Solve/Play modes), ``solve_panel``, ``display_title()``, ``is_modified()``, ``zoom(steps)``,
``fit()``, ``set_grid5``, ``set_dark``, ``mode_name()``, ``solver_state()``, ``busy()``,
``cancel_work()`` (Esc: stops every worker — check, generate, hint, solve), ``shutdown()`` and
``native_text()`` (the puzzle and the game with its undo chain), the signals ``status_message``,
``result_withdrawn``, ``state_changed``, ``hovered``; each genre adds ``genre``,
``puzzle_json()``, ``export_text(fmt)``, ``known_solution()`` (exports draw it with the engine's
drawing, studio/drawing_qt.py), ``clear()``, ``check_puzzle()`` and ``hint_or_apply()``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSize, QTimer, Signal
from PySide6.QtGui import QIcon, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QStackedWidget,
    QTabWidget,
)

from . import autosave, i18n, theme
from . import settings as prefs
from .document import PuzzleDocument
from .file_watch import FileWatch
from .registry import load_genres
from .start_page import StartPage
from .window_autosave import WindowAutosave
from .window_close import WindowClose
from .window_disk import WindowDisk
from .window_export import WindowExport, genre_name
from .window_files import WindowFiles
from .window_language import WindowLanguage
from .window_menus import WindowMenus


def app_icon() -> QIcon:
    """The application icon: a small nonogram (a heart with its clue strips), drawn as SVG."""
    return QIcon(str(i18n.RESOURCES / "icons" / "puzzle-studio.svg"))


class MainWindow(WindowMenus, WindowFiles, WindowExport, WindowAutosave, WindowLanguage, WindowDisk, WindowClose):
    """The window; its roles come from the mixins (the module's docstring lists them)."""

    document_opened = Signal(object)

    def __init__(self, restore_autosave: bool = True) -> None:
        super().__init__()
        self.setWindowTitle("Puzzle Studio")
        self.setObjectName("MainWindow")
        self.setWindowIcon(app_icon())
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.tabCloseRequested.connect(self.close_tab)
        self.tabs.currentChanged.connect(self._current_changed)
        self.tabs.setCornerWidget(None)  # type: ignore[arg-type]  # PySide6's stub lacks the None Qt takes
        # With no puzzle open the window shows the start page: something to do at once.
        self.start_page = self._make_start_page()
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start_page)
        self.pages.addWidget(self.tabs)
        self.setCentralWidget(self.pages)
        self.undo_group = QUndoGroup(self)
        self.dark = prefs.settings().value("theme", "light") == "dark"
        self._unsaved: set[PuzzleDocument] = set()  # documents modified beyond their undo stack (restored, kept)
        self._origins: dict[PuzzleDocument, str | Path] = {}  # imported documents -> the file they came from (Save As starts there)
        self._asking: set[PuzzleDocument] = set()  # documents whose "changed on disk" question is open
        self._closing = False
        self.autosaver = autosave.Autosaver(self._modified, self._autosave_meta, self)
        self.autosaver.failed.connect(self._autosave_failed)
        self.autosaver.recovered.connect(self._autosave_recovered)
        self.autosave_timer = self.autosaver.timer
        # The geometry is kept a moment after each move or resize, not only at a clean close:
        # after a crash the restored work comes back in the window the user had (issue 38).
        self.geometry_timer = QTimer(self, singleShot=True, interval=1000)
        self.geometry_timer.timeout.connect(self._keep_geometry)
        self.file_watch = FileWatch(self)
        self.file_watch.changed_elsewhere.connect(self._changed_on_disk)
        self._build_menus()
        self._build_status_bar()
        geometry = prefs.settings().value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1180, 760)
        theme.apply(self.dark)
        self._update_actions()
        if restore_autosave:
            QTimer.singleShot(0, self.restore_autosaves)

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self.mode_label = QLabel()
        self.cell_label = QLabel()
        self.solver_label = QLabel()
        for label in (self.mode_label, self.cell_label, self.solver_label):
            label.setMinimumWidth(90)
            bar.addPermanentWidget(label)
        # Stays until an autosave succeeds again: a transient message would scroll away, and a
        # dialog would come back at every attempt.
        self.autosave_warning = QLabel()
        self.autosave_warning.setObjectName("autosaveWarning")
        # White on red reads in the light and the dark theme alike.
        self.autosave_warning.setStyleSheet(
            "QLabel { color: white; background: #b3261e; border-radius: 3px; padding: 1px 6px; }")
        self.autosave_warning.hide()
        bar.addPermanentWidget(self.autosave_warning)
        self.font_warning = QLabel()  # while the language's script has no font (i18n.missing_font)
        self.font_warning.setObjectName("fontWarning")
        self.font_warning.hide()
        bar.addPermanentWidget(self.font_warning)  # permanent: a status message would hide it
        self._check_font()

    # -- documents -------------------------------------------------------------------------------
    def documents(self) -> list[PuzzleDocument]:
        return [doc for i in range(self.tabs.count()) if (doc := self._document_at(i)) is not None]

    def current(self) -> PuzzleDocument | None:
        doc = self.tabs.currentWidget()  # None on the start page; the tabs hold documents only
        return doc if isinstance(doc, PuzzleDocument) else None

    def add_document(self, doc: PuzzleDocument, modified: bool = False, index: int = -1) -> PuzzleDocument:
        """Show a document in a tab (at ``index``, else last); ``modified``: unsaved until saved
        although its undo stack is clean (a restored autosave)."""
        doc.set_dark(self.dark)
        doc.set_grid5(self.grid5_action.isChecked())
        self.undo_group.addStack(doc.undo_stack)
        doc.status_message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        doc.result_withdrawn.connect(self._withdraw_message)
        doc.state_changed.connect(self._update_actions)
        doc.hovered.connect(self._hovered)
        if modified:
            self._unsaved.add(doc)
        index = self.tabs.insertTab(index, doc, doc.display_title())
        self.tabs.setCurrentIndex(index)
        self._update_actions()  # the tabs show instead of the start page: the view gets its size
        doc.fit_once()
        self._grow_to_fit(doc)
        self.autosaver.track(doc)
        self.file_watch.watch(doc)
        self.document_opened.emit(doc)
        return doc

    def _grow_to_fit(self, doc: PuzzleDocument) -> None:
        """A puzzle that does not fit at a readable cell size makes the window grow, as far as
        the screen allows, as Simon Tatham's front ends size their window to the puzzle (a
        45x45 opened with rows cut off). Not when maximised or full screen: the user chose."""
        if self.isMaximized() or self.isFullScreen() or not self.isVisible():
            return
        viewport, grid = doc.scroll_area.viewport().size(), doc.grid.sizeHint()
        extra_w = max(0, grid.width() - viewport.width() + 2)
        extra_h = max(0, grid.height() - viewport.height() + 2)
        screen = self.screen() or QApplication.primaryScreen()
        if not (extra_w or extra_h) or screen is None:
            return
        room = screen.availableGeometry()
        frame = self.frameGeometry()
        decoration_w, decoration_h = frame.width() - self.width(), frame.height() - self.height()
        width = min(self.width() + extra_w, room.width() - decoration_w)
        height = min(self.height() + extra_h, room.height() - decoration_h)
        if (width, height) == (self.width(), self.height()):
            return
        self.resize(width, height)
        # Keep the grown window on the screen.
        self.move(min(max(frame.x(), room.x()), room.right() - width - decoration_w + 1),
                  min(max(frame.y(), room.y()), room.bottom() - height - decoration_h + 1))
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        doc.fit()

    def _current_changed(self, index: int) -> None:
        doc = self.current()
        # (PySide6's stub lacks the None Qt takes: no document, no active stack)
        self.undo_group.setActiveStack(doc.undo_stack if doc is not None else None)  # type: ignore[arg-type]
        self._update_actions()

    def _update_actions(self) -> None:
        doc = self.current()
        has = doc is not None
        for action in (self.save_action, self.save_as_action, self.export_action, self.export_image_action,
                       self.export_pdf_action, self.add_to_library_action,
                       self.print_action, self.print_solution_action, self.close_action, self.clear_action, self.zoom_in_action,
                       self.zoom_out_action, self.fit_action, self.solve_action, self.check_action,
                       self.hint_action, self.restart_action, *self.mode_actions):
            action.setEnabled(has)
        self.copy_url_action.setEnabled(doc is not None and self._has_puzzlink(doc))
        for i, d in enumerate(self.documents()):
            self.tabs.setTabText(i, d.display_title() + ("*" if self._modified(d) else ""))
        if doc is not None:
            self.setWindowTitle(f"{doc.display_title()}[*] — Puzzle Studio")
            self.setWindowModified(self._modified(doc))
            self.mode_label.setText(doc.mode_name())
            self.solver_label.setText(doc.solver_state())
        else:
            self.setWindowTitle("Puzzle Studio")
            self.setWindowModified(False)
            self.mode_label.setText("")
            self.solver_label.setText("")
        showing_start = self.pages.currentWidget() is self.start_page
        if has == showing_start:
            if not has:
                self.start_page.rebuild()  # the recent files may have changed
            self.pages.setCurrentWidget(self.tabs if has else self.start_page)

    def _modified(self, doc: PuzzleDocument) -> bool:
        return doc.is_modified() or doc in self._unsaved

    def _mark_unsaved(self, doc: PuzzleDocument) -> None:
        self._unsaved.add(doc)
        self.autosaver.changed(doc)
        self._update_actions()

    def _withdraw_message(self, text: str) -> None:
        """A document's verdict or hint went stale: it leaves the status bar if still shown."""
        if self.statusBar().currentMessage() == text:
            self.statusBar().clearMessage()

    def _hovered(self, cell: tuple[int, int] | None) -> None:
        self.cell_label.setText("" if cell is None else self.tr("row %1, col %2").replace(
            "%1", str(cell[0] + 1)).replace("%2", str(cell[1] + 1)))

    def _make_start_page(self) -> StartPage:
        page = StartPage(load_genres(), genre_name, self.samples, prefs.recent_files)
        page.new_requested.connect(self.new)
        page.open_requested.connect(self.choose_file)
        page.file_requested.connect(self._open_from_start)
        return page

    def _open_from_start(self, path: str) -> None:
        self.open_file(path)  # a sample opens as an untitled copy, and is not remembered

    # -- settings and theme -----------------------------------------------------------------------
    def _grid5_toggled(self, on: bool) -> None:
        prefs.settings().setValue("grid5", on)
        for doc in self.documents():
            doc.set_grid5(on)

    def set_dark(self, dark: bool) -> None:
        self.dark = dark
        prefs.settings().setValue("theme", "dark" if dark else "light")
        (self.dark_action if dark else self.light_action).setChecked(True)
        theme.apply(dark)
        for doc in self.documents():
            doc.set_dark(dark)


    def sizeHint(self) -> QSize:
        return QSize(1180, 760)
