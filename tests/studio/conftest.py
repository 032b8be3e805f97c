"""Studio tests: settings and autosaves in a temporary folder, dialogs answered automatically."""

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

import studio.refcount

# Before any test touches Qt (see studio/refcount.py): PySide6 6.12 on Python 3.11 would
# otherwise run None's reference count down over the session and abort the run.
studio.refcount.install()


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp, monkeypatch):
    QCoreApplication.setOrganizationName("PuzzleStudioTests")
    QCoreApplication.setApplicationName("PuzzleStudioTests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings().clear()
    QSettings().setValue("autosave_dir", str(tmp_path / "autosave"))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: warnings.append(args[2]))
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: QMessageBox.StandardButton.Discard)
    yield warnings


@pytest.fixture
def window(qtbot):
    from studio.main_window import MainWindow

    win = MainWindow(restore_autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def activate(qtbot, win):
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
