"""Failures of file actions reach the user as one dialog of one line; Save and Export start in a
folder one can write; Ctrl+W closes the tab; closing waits for solver threads to end."""

import os
import shutil
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog

from solvers.events import Done
from studio import export, window_close
from studio import settings as prefs
from studio.workers import SolverRun, wait_for_workers

from .conftest import activate

SAMPLE = Path(__file__).resolve().parents[2] / "puzzles" / "nonogram" / "heart.json"
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
SAVE_AS, EXPORT, EXPORT_IMAGE = (Qt.Key.Key_S, CTRL | SHIFT), (Qt.Key.Key_E, CTRL), (Qt.Key.Key_E, CTRL | SHIFT)


class SaveDialog:
    """QFileDialog.getSaveFileName answered with ``answer``; remembers the folder it opened in."""

    def __init__(self, monkeypatch, answer=("", "")):
        self.answer, self.started_in = answer, []
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self)

    def __call__(self, parent, caption, start, filters="", *args, **kw):
        self.started_in.append(Path(start).parent)
        return self.answer


def press(qtbot, window, key):
    activate(qtbot, window)
    qtbot.keyClick(window, *key)


def unwritable(tmp_path, name):
    """A path no one can write, root included: its folder is a file."""
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    return blocker / name


def assert_one_dialog(warnings, name, capfd):
    assert len(warnings) == 1 and name in warnings[0] and "\n" not in warnings[0]
    assert "Not a directory" in warnings[0]
    assert "Traceback" not in capfd.readouterr().err


@pytest.mark.parametrize("name,chosen", [("out.png", "PNG (*.png)"), ("out.svg", "SVG (*.svg)"),
                                         ("out.pdf", "PDF with solution (*.pdf)")])
def test_export_image_to_an_unwritable_path_is_one_dialog(window, qtbot, tmp_path, monkeypatch, isolated_settings,
                                                          capfd, name, chosen):
    window.open_file(SAMPLE)
    SaveDialog(monkeypatch, (str(unwritable(tmp_path, name)), chosen))
    press(qtbot, window, EXPORT_IMAGE)
    assert_one_dialog(isolated_settings, name, capfd)
    assert "Exported" not in window.statusBar().currentMessage()


def test_export_and_save_to_an_unwritable_path_are_one_dialog_each(window, qtbot, tmp_path, monkeypatch,
                                                                   isolated_settings, capfd):
    doc = window.new("nonogram", 5, 5)
    SaveDialog(monkeypatch, (str(unwritable(tmp_path, "out.non")), "Nonogram non (*.non)"))
    press(qtbot, window, EXPORT)
    assert_one_dialog(isolated_settings, "out.non", capfd)
    isolated_settings.clear()
    SaveDialog(monkeypatch, (str(tmp_path / "blocker" / "mine.json"), ""))
    press(qtbot, window, SAVE_AS)
    assert_one_dialog(isolated_settings, "mine.json", capfd)
    assert doc.path is None


def test_printing_to_a_file_that_cannot_be_written_raises_one_clear_error(window, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    doc = window.open_file(SAMPLE)
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(unwritable(tmp_path, "printed.pdf")))
    with pytest.raises(OSError, match=r"cannot print to printed\.pdf"):
        export.print_document(doc, printer)


def test_save_and_export_start_in_the_documents_own_folder(window, qtbot, tmp_path, monkeypatch):
    folder = tmp_path / "mine"
    folder.mkdir()
    shutil.copy(SAMPLE, folder / "heart.json")
    window.open_file(folder / "heart.json")
    QSettings().setValue("last_dir", str(tmp_path))
    dialog = SaveDialog(monkeypatch)
    for key in (SAVE_AS, EXPORT, EXPORT_IMAGE):
        press(qtbot, window, key)
    assert dialog.started_in == [folder] * 3


def test_an_imported_file_is_saved_beside_it_and_a_new_one_in_documents(window, qtbot, tmp_path, monkeypatch):
    folder = tmp_path / "imports"
    folder.mkdir()
    doc = window.open_file(SAMPLE)
    assert window.export_to(doc, folder / "heart.non")
    window.open_file(folder / "heart.non")
    dialog = SaveDialog(monkeypatch)
    press(qtbot, window, SAVE_AS)
    window.new("nonogram", 5, 5)
    press(qtbot, window, SAVE_AS)
    assert dialog.started_in == [folder, prefs.documents_dir()]


def test_a_folder_that_is_gone_is_not_where_save_starts(window, qtbot, tmp_path, monkeypatch):
    folder = tmp_path / "gone"
    folder.mkdir()
    shutil.copy(SAMPLE, folder / "heart.json")
    window.open_file(folder / "heart.json")  # also the folder last opened
    shutil.rmtree(folder)
    dialog = SaveDialog(monkeypatch)
    press(qtbot, window, SAVE_AS)
    press(qtbot, window, EXPORT_IMAGE)
    assert dialog.started_in == [prefs.documents_dir()] * 2


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder_is_not_where_save_starts(window, qtbot, tmp_path, monkeypatch):
    folder = tmp_path / "samples"
    folder.mkdir()
    shutil.copy(SAMPLE, folder / "heart.json")
    folder.chmod(0o555)
    try:
        window.open_file(folder / "heart.json")
        dialog = SaveDialog(monkeypatch)
        press(qtbot, window, SAVE_AS)
        assert dialog.started_in == [prefs.documents_dir()]
    finally:
        folder.chmod(0o755)


def test_ctrl_w_closes_the_current_tab(window, qtbot):
    first = window.new("nonogram", 5, 5)
    window.new("nonogram", 4, 4)
    press(qtbot, window, (Qt.Key.Key_W, CTRL))
    assert window.documents() == [first]
    window.set_language("en")  # the menus are built again
    press(qtbot, window, (Qt.Key.Key_W, CTRL))
    assert window.tabs.count() == 0


def test_no_key_sequence_is_bound_twice(window):
    """A sequence bound twice (two actions, or twice on one: QKeySequence.Close is Ctrl+W on X11)
    is an "ambiguous shortcut overload" and does nothing."""
    bound = [s.toString() for a in window.findChildren(QAction) for s in a.shortcuts()
             if a in window.actions()]
    assert bound and len(bound) == len(set(bound))
    assert "Ctrl+W" in [s.toString() for s in window.close_action.shortcuts()]


@pytest.fixture
def stubborn_solver():
    """A solver thread that ignores Cancel until released (a solver stuck in a long step)."""
    released = threading.Event()

    def factory(cancel):
        released.wait(60)
        yield Done("stopped", None)

    run = SolverRun(factory)
    run.start()
    yield released
    released.set()
    assert wait_for_workers(20_000)


def test_closing_waits_for_a_solver_thread_to_end(window, qtbot, stubborn_solver):
    messages = []

    def shown(text):
        messages.append(text)
        if text.startswith("Stopping solvers"):  # the solver ends while the window waits
            QTimer.singleShot(0, stubborn_solver.set)

    window.statusBar().messageChanged.connect(shown)
    assert window.close()
    assert not window.isVisible() and wait_for_workers(0)
    assert "Stopping solvers…" in messages


def test_closing_gives_up_after_a_grace_and_the_window_stays_open(window, qtbot, stubborn_solver, monkeypatch):
    monkeypatch.setattr(window_close, "STOP_GRACE_S", 0.2)
    assert not window.close()
    assert window.isVisible() and "has not stopped" in window.statusBar().currentMessage()
    stubborn_solver.set()
    assert wait_for_workers(20_000)
    assert window.close() and not window.isVisible()
