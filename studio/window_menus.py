"""The main window's menus: File, Edit, View (theme, language) and Puzzle, each action also on
the window (its shortcut works with the menu bar hidden), and the Puzzle menu's small slots
that pass an action on to the shown document. A mixin of main_window.MainWindow (see
window_export.py for the pattern); built again, in the new language, by retranslate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from . import i18n, library_window
from . import settings as prefs
from .document import PLAY, PuzzleDocument
from .window_base import StudioWindow

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QMenu

# The words stay in MainWindow's translation context, each call a literal lupdate reads.
translate = QCoreApplication.translate


def shortcuts(*keys) -> list[QKeySequence]:
    """Each key sequence once: a standard key can expand to one of the others on some
    platforms (Close is Ctrl+W first on X11), and a sequence bound twice is an "ambiguous
    shortcut overload" that does nothing."""
    sequences = []
    for key in keys:
        if isinstance(key, QKeySequence.StandardKey):
            sequences += QKeySequence.keyBindings(key)
        else:
            sequences.append(QKeySequence(key))
    return list(dict.fromkeys(s for s in sequences if not s.isEmpty()))


class WindowMenus(StudioWindow):
    """The menu bar and the actions' slots that only forward to the document."""

    def _action(self, menu: QMenu, text: str, slot: Callable, shortcut: str | QKeySequence.StandardKey | None = None,
                checkable: bool = False, tip: str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.setCheckable(checkable)
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)  # shortcuts work with the menu bar hidden, too
        return action

    def _build_menus(self) -> None:
        self._build_file_menu()
        self._build_edit_menu()
        self._build_view_menu()
        self._build_puzzle_menu()

    def _build_file_menu(self) -> None:
        K = QKeySequence.StandardKey
        file = self.menuBar().addMenu(translate("MainWindow", "&File"))
        self.new_action = self._action(file, translate("MainWindow", "&New…"), self.new_document, K.New)
        self.open_action = self._action(file, translate("MainWindow", "&Open…"), self.choose_file, K.Open)
        self.recent_menu = file.addMenu(translate("MainWindow", "Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.sample_menu = file.addMenu(translate("MainWindow", "Open Sa&mple"))
        self._fill_samples()
        self.open_id_action = self._action(file, translate("MainWindow", "Open &Game ID or URL…"), self.choose_game_id, "Ctrl+Shift+O")
        self.open_library_action = self._action(file, translate("MainWindow", "Open &Library…"), lambda: library_window.open_library(self))
        file.addSeparator()
        self.save_action = self._action(file, translate("MainWindow", "&Save"), self.save, K.Save)
        self.save_as_action = self._action(file, translate("MainWindow", "Save &As…"), self.save_as, K.SaveAs)
        self.import_action = self._action(file, translate("MainWindow", "&Import…"), self.import_file, "Ctrl+I")
        self.export_action = self._action(file, translate("MainWindow", "&Export…"), self.export_file, "Ctrl+E")
        self.export_image_action = self._action(file, translate("MainWindow", "Export &Image…"), self.export_image, "Ctrl+Shift+E")
        self.export_pdf_action = self._action(file, translate("MainWindow", "Export P&DF…"), lambda: library_window.export_pdf(self))
        self.add_to_library_action = self._action(file, translate("MainWindow", "Add to Li&brary…"),
                                                  lambda: library_window.add_to_library(self))
        self.print_action = self._action(file, translate("MainWindow", "&Print…"), lambda: self.print_document(), K.Print)
        self.print_solution_action = self._action(file, translate("MainWindow", "Print &with Solution…"),
                                                  lambda: self.print_document(with_solution=True), "Ctrl+Shift+P")
        file.addSeparator()
        self.close_action = self._action(file, translate("MainWindow", "&Close"), lambda: self.close_tab(self.tabs.currentIndex()))
        self.close_action.setShortcuts(shortcuts("Ctrl+W", K.Close))
        self.quit_action = self._action(file, translate("MainWindow", "&Quit"), self.close, "Ctrl+Q")
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

    def _build_edit_menu(self) -> None:
        K = QKeySequence.StandardKey
        edit = self.menuBar().addMenu(translate("MainWindow", "&Edit"))
        self.undo_action = self.undo_group.createUndoAction(self, translate("MainWindow", "&Undo"))
        # U and R as well, as in Simon Tatham's collection (a text field still takes the letters).
        self.undo_action.setShortcuts(shortcuts(K.Undo, "U"))
        self.redo_action = self.undo_group.createRedoAction(self, translate("MainWindow", "&Redo"))
        self.redo_action.setShortcuts(shortcuts(K.Redo, "Ctrl+Shift+Z", "Ctrl+Y", "R"))
        for action in (self.undo_action, self.redo_action):
            edit.addAction(action)
            self.addAction(action)
        edit.addSeparator()
        self.clear_action = self._action(edit, translate("MainWindow", "C&lear"), lambda: self._with_document(lambda doc: doc.clear()),
                                         "Ctrl+Shift+Backspace")

    def _build_view_menu(self) -> None:
        """Zoom and fit, the 5x5 guides, the theme and the language."""
        K = QKeySequence.StandardKey
        view = self.menuBar().addMenu(translate("MainWindow", "&View"))
        self.zoom_in_action = self._action(view, translate("MainWindow", "Zoom &In"),
                                           lambda: self._with_document(lambda doc: doc.zoom(1)), K.ZoomIn)
        self.zoom_in_action.setShortcuts(shortcuts(K.ZoomIn, "Ctrl+="))
        self.zoom_out_action = self._action(view, translate("MainWindow", "Zoom &Out"),
                                            lambda: self._with_document(lambda doc: doc.zoom(-1)), K.ZoomOut)
        self.fit_action = self._action(view, translate("MainWindow", "&Fit"), lambda: self._with_document(lambda doc: doc.fit()), "Ctrl+0")
        view.addSeparator()
        self.grid5_action = self._action(view, translate("MainWindow", "&Grid Lines Every 5"), self._grid5_toggled, checkable=True)
        self.grid5_action.setChecked(bool(prefs.settings().value("grid5", True, type=bool)))
        self._build_theme_menu(view.addMenu(translate("MainWindow", "&Theme")))
        self._build_language_menu(view.addMenu(translate("MainWindow", "Lan&guage")))

    def _build_theme_menu(self, theme_menu: QMenu) -> None:
        group = QActionGroup(self)
        self.light_action = self._action(theme_menu, translate("MainWindow", "&Light"), lambda: self.set_dark(False), checkable=True)
        self.dark_action = self._action(theme_menu, translate("MainWindow", "&Dark"), lambda: self.set_dark(True), checkable=True)
        group.addAction(self.light_action)
        group.addAction(self.dark_action)
        (self.dark_action if self.dark else self.light_action).setChecked(True)

    def _build_language_menu(self, language_menu: QMenu) -> None:
        group = QActionGroup(self)
        chosen = str(prefs.settings().value("language", ""))
        self.language_actions = {}
        for code, name in (("", translate("MainWindow", "&System Default")),) + i18n.LANGUAGES:
            action = self._action(language_menu, name, lambda _=False, c=code: self.set_language(c), checkable=True)
            action.setChecked(code == chosen)
            group.addAction(action)
            self.language_actions[code] = action

    def _build_puzzle_menu(self) -> None:
        """The modes, Solve, Cancel, Check and Hint."""
        puzzle = self.menuBar().addMenu(translate("MainWindow", "&Puzzle"))
        self.mode_actions = []
        for index, (text, key) in enumerate(((translate("MainWindow", "&Edit Mode"), "Ctrl+1"),
                                             (translate("MainWindow", "&Solve Mode"), "Ctrl+2"),
                                             (translate("MainWindow", "&Play Mode"), "Ctrl+3"))):
            self.mode_actions.append(self._action(puzzle, text, lambda _=False, i=index: self._set_mode(i), key))
        puzzle.addSeparator()
        self.solve_action = self._action(puzzle, translate("MainWindow", "S&olve"),
                                         lambda: self._with_document(lambda doc: doc.offers.command("solve")), "Ctrl+R")
        self.cancel_action = self._action(puzzle, translate("MainWindow", "&Cancel"), self._cancel, "Esc")
        self.check_action = self._action(puzzle, translate("MainWindow", "Chec&k Puzzle"),
                                         lambda: self._with_document(lambda doc: doc.check_puzzle()), "Ctrl+K")
        self.hint_action = self._action(puzzle, translate("MainWindow", "&Hint"), self._hint, "Ctrl+H")
        self.restart_action = self._action(puzzle, translate("MainWindow", "Res&tart"), self._restart, "Ctrl+Shift+N",
                                           tip=translate("MainWindow", "Empty the board and play again (undoable)"))
        puzzle.addSeparator()
        self.copy_url_action = self._action(puzzle, translate("MainWindow", "Copy puzz.link &URL"), self.copy_puzzlink_url,
                                            tip=translate("MainWindow", "Copy a link to the puzzle that any browser plays (puzz.link)"))

    def _with_document(self, action: Callable[[PuzzleDocument], object]) -> None:
        """``action(document)`` on the current document; nothing without one (a menu action
        on the start page)."""
        doc = self.current()
        if isinstance(doc, PuzzleDocument):
            action(doc)

    def _set_mode(self, index: int) -> None:
        self._with_document(lambda doc: doc.tabs.setCurrentIndex(index))

    def _cancel(self) -> None:
        self._with_document(lambda doc: doc.cancel_work())

    def _restart(self) -> None:
        def restart(doc: PuzzleDocument) -> None:
            doc.tabs.setCurrentIndex(PLAY)
            doc.offers.command("restart")
        self._with_document(restart)

    def _hint(self) -> None:
        def hint(doc: PuzzleDocument) -> None:
            doc.tabs.setCurrentIndex(PLAY)
            doc.hint_or_apply()
        self._with_document(hint)
