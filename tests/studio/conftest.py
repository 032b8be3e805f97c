"""Studio tests: settings and autosaves in a temporary folder, dialogs answered automatically."""

import functools
import gc
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

import studio.refcount

# Before any test touches Qt (see studio/refcount.py): PySide6 6.12 on Python 3.11 would
# otherwise run None's reference count down over the session and abort the run.
studio.refcount.install()


@pytest.fixture(autouse=True)
def garbage_only_on_the_gui_thread(qapp):
    """No cyclic garbage collection while a test runs; one collection after it, here on the
    GUI thread. Left to Python, a collection can start in a solver thread and destroy a dead
    window's widgets there, which deadlocks PySide6 against the GUI thread (seen in full runs).
    The studio itself does the same with pyqtgraph's GarbageCollector (studio/app.py).

    Before the collection, the widgets the test left behind are deleted. pytest-qt closes every
    widget given to ``qtbot.addWidget`` (the ``window`` fixture's too) and calls its deleteLater
    when the test ends, but a deferred delete posted outside any event loop waits for the
    outermost one, which never runs under pytest: every window lived on to the end of the
    session (6,044 widgets after 18 window tests) and each new window restyled all of them when
    it applied its theme (3 s per window instead of 0.04 s). pytest-qt's close comes before any
    fixture's teardown, so the deletes are carried out here. What only Python held (pyqtgraph's
    menus, 165 widgets a window) goes with the next test's collection: pytest holds the test's
    arguments until after the fixtures are gone. A solver thread that still runs is safe:
    studio.workers keeps it, not its window."""
    gc.disable()
    yield
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    gc.enable()


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


class Questions:
    """Message boxes the studio builds and runs itself (``box.exec()``, e.g. "reload or keep?"),
    answered without showing them: a modal loop would wait forever offscreen. ``answer`` is the
    standard button to click (No, the safe answer, unless a test says otherwise) or a function
    of the box that returns it (to look at the box first)."""

    def __init__(self):
        self.texts = []
        self.answer = QMessageBox.StandardButton.No

    def exec(self, box):
        self.texts.append(box.text())
        answer = self.answer(box) if callable(self.answer) else self.answer
        return answer.value  # what QMessageBox.exec returns when a standard button is clicked


@pytest.fixture(autouse=True)
def questions(monkeypatch):
    answering = Questions()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answering.exec(box))
    return answering


# pytest-qt's waits give up after 5 s unless told otherwise. A wait ends as soon as its
# condition holds, so its limit only bounds how long a failing test takes; but 5 s is within
# reach of honest work on a loaded machine (a solver run of a second, at load 15 on 2 cores),
# and then the limit, not the behaviour, decided the test. Every wait in the studio tests gets
# at least WAIT_MS, whatever timeout it names (a test's own 20 s was as much a race against the
# load as pytest-qt's 5 s); a longer one it names is kept. pytest's own timeout still ends a hang.
WAIT_MS = 120_000


def _patient(wait: Callable) -> Callable:
    @functools.wraps(wait)
    def waiting(*args: object, timeout: int = WAIT_MS, **kwargs: object) -> object:
        return wait(*args, timeout=max(timeout, WAIT_MS), **kwargs)
    return waiting


@pytest.fixture
def qtbot(qtbot):
    for name in ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive", "waitCallback"):
        setattr(qtbot, name, _patient(getattr(qtbot, name)))
    return qtbot


@pytest.fixture
def window(qtbot):
    from studio import i18n
    from studio.main_window import MainWindow

    i18n.set_language("en")  # as the studio starts (app.main): English, with its plurals
    win = MainWindow(restore_autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def activate(qtbot, win):
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
