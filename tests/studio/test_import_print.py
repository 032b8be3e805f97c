"""Picture import through its dialog, and printing (the preview, and the page onto a PDF)."""

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog

from studio import export

from .conftest import activate

GREYS = (40, 100, 160, 220)  # four vertical bands, dark to light


def banded_png(path) -> str:
    image = QImage(40, 20, QImage.Format.Format_RGB32)
    for x in range(40):
        for y in range(20):
            g = GREYS[x // 10]
            image.setPixelColor(x, y, QColor(g, g, g))
    assert image.save(str(path), "PNG")
    return str(path)


def test_import_a_picture_through_the_dialog(window, qtbot, tmp_path, monkeypatch):
    png = banded_png(tmp_path / "bands.png")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (png, ""))
    doc = window.new("nonogram", 4, 2)
    qtbot.mouseClick(doc.author.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.author.import_dialog is not None and doc.author.import_dialog.isVisible())
    dialog = doc.author.import_dialog
    qtbot.mouseClick(dialog.choose, Qt.MouseButton.LeftButton)
    assert dialog.result_picture.tolist() == [[1, 1, 0, 0]] * 2  # threshold 128
    assert not dialog.preview.pixmap().isNull()

    dialog.threshold.setFocus()
    for _ in range(4):  # a page step is 10: 128 -> 168, so the 160 band fills too
        qtbot.keyClick(dialog.threshold, Qt.Key.Key_PageUp)
    assert dialog.threshold.value() == 168
    assert dialog.result_picture.tolist() == [[1, 1, 1, 0]] * 2
    qtbot.keyClick(dialog.threshold, Qt.Key.Key_Home)
    assert dialog.result_picture.sum() == 0
    qtbot.keyClick(dialog.threshold, Qt.Key.Key_End)
    assert dialog.result_picture.sum() == 8
    for _ in range(10):  # 254 -> 154: the 160 and 220 bands are light again
        qtbot.keyClick(dialog.threshold, Qt.Key.Key_PageDown)
    assert dialog.result_picture.tolist() == [[1, 1, 0, 0]] * 2

    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.author.import_dialog is None)
    assert doc.picture.tolist() == [[1, 1, 0, 0]] * 2
    assert doc.puzzle().rows == ((2,), (2,)) and doc.puzzle().cols == ((2,), (2,), (), ())
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.picture.sum() == 0


def test_print_onto_a_pdf_printer(window, tmp_path):
    doc = window.open_file(sorted((export.Path(__file__).resolve().parents[2] / "puzzles" / "nonogram").glob("*.json"))[0])
    path = tmp_path / "printed.pdf"
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    export.print_document(doc, printer)
    data = path.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    assert b"/Type /Page" in data and len(data) > 1000


@pytest.mark.parametrize("modifiers,with_solution", [
    (Qt.KeyboardModifier.ControlModifier, False),
    (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier, True)])
def test_print_preview_opens_from_the_menu_and_closes(window, qtbot, monkeypatch, modifiers, with_solution):
    doc = window.new("nonogram", 5, 5)
    painted, seen = [], []
    real = export.print_document

    def printing(d, p, solution=False):
        painted.append((d, solution))
        real(d, p, solution)
    monkeypatch.setattr(export, "print_document", printing)

    def close_preview():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QPrintPreviewDialog) and painted:
            seen.append(dialog)
            dialog.reject()
        else:
            QTimer.singleShot(10, close_preview)

    QTimer.singleShot(0, close_preview)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_P, modifiers)  # returns when closed
    assert seen and painted[0] == (doc, with_solution)
    assert QApplication.activeModalWidget() is None
