"""The placeholder studio: opens a puzzle, solves it off the GUI thread, rejects bad files."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from solvers.nonogram import formats
from solvers.nonogram.model import Nonogram, board_to_strings
from studio.main_window import MainWindow

EXAMPLE = Nonogram(((5,), (2,), (2,), (2,), (2,)), ((1,), (1, 1), (1, 3), (3, 1), (2,)))


def test_open_and_solve_with_the_keyboard(qtbot, tmp_path):
    path = tmp_path / "example.nin"
    formats.write_file(path, EXAMPLE, "nin")
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path))
    window.activateWindow()  # shortcuts go to the active window only
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert window.view.board is None and window.solve_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.view.board is not None, timeout=10_000)
    assert board_to_strings(window.view.board) == ["#####", "...##", "..##.", ".##..", "..##."]
    assert "unique" in window.statusBar().currentMessage()
    image = window.view.grab().toImage()
    assert image.width() > 5 * 22 and image.height() > 5 * 22


def test_a_bad_file_gives_a_dialog_and_the_window_stays_usable(qtbot, tmp_path, monkeypatch):
    bad = tmp_path / "bad.nin"
    bad.write_bytes(b"5 5\n1 x\n")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.open_file(str(bad))
    assert len(shown) == 1 and "bad.nin" in shown[0] and "\n" not in shown[0]
    assert not window.solve_action.isEnabled()
