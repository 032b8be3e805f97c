"""Export a document as an image (PNG, SVG, PDF) and print it: the genre's renderer paints onto
a QImage, a QSvgGenerator, a QPdfWriter or a QPrinter, always with the print palette."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QMessageBox

from solvers.textfiles import write_bytes

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QWidget

    from .document import PuzzleDocument

PNG_CELL = 32


def export_image(doc: PuzzleDocument, path: str | Path, with_solution: bool = False) -> None:
    """Write the puzzle as PNG, SVG or PDF (by the suffix). The image is made in memory and
    written in one go, so a path that cannot be written raises one OSError with the reason
    (Qt's painters would only print a warning and leave no file)."""
    path = Path(path)
    suffix = path.suffix.lower()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if suffix == ".svg":
        layout = doc.export_layout(24.0)
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(QSize(int(layout.width), int(layout.height)))
        generator.setViewBox(QRectF(0, 0, layout.width, layout.height))
        generator.setTitle(doc.display_title())
        painter = QPainter(generator)
        doc.paint_export(painter, layout, with_solution)
        painter.end()
    elif suffix == ".pdf":
        writer = QPdfWriter(buffer)
        writer.setTitle(doc.display_title())
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        painter = QPainter(writer)
        _paint_fitted(doc, painter, writer.width(), writer.height(), with_solution)
        painter.end()
    else:
        layout = doc.export_layout(float(PNG_CELL))
        image = QImage(int(layout.width) + 1, int(layout.height) + 1, QImage.Format.Format_ARGB32)
        image.fill(0xFFFFFFFF)
        painter = QPainter(image)
        doc.paint_export(painter, layout, with_solution)
        painter.end()
        image.save(buffer, "PNG")
    write_bytes(path, bytes(buffer.data()))  # the one writer: atomic, links followed


def _paint_fitted(doc: PuzzleDocument, painter: QPainter, width: float, height: float, with_solution: bool) -> None:
    """Scale a layout to fill a page (PDF, printer) while keeping its proportions."""
    layout = doc.export_layout(24.0)
    scale = min(width / layout.width, height / layout.height)
    painter.scale(scale, scale)
    doc.paint_export(painter, layout, with_solution)


def print_preview(doc: PuzzleDocument, parent: QWidget | None = None, with_solution: bool = False) -> None:
    """The print preview; a page that cannot be printed (e.g. "print to file" into a folder one
    cannot write) gives one dialog over the preview, not a warning on the terminal."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintPreviewDialog(printer, parent)

    def paint(printer: QPrinter) -> None:
        try:
            print_document(doc, printer, with_solution)
        except OSError as error:
            QMessageBox.warning(dialog, QCoreApplication.translate("MainWindow", "Cannot print"), str(error))

    dialog.paintRequested.connect(paint)
    dialog.exec()


def print_document(doc: PuzzleDocument, printer: QPrinter, with_solution: bool = False) -> None:
    """Paint the puzzle onto a printer's page (the preview's, a real printer's, or a PDF file)."""
    from PySide6.QtPrintSupport import QPrinter

    painter = QPainter()
    if not painter.begin(printer):
        name = Path(printer.outputFileName()).name
        raise OSError(f"cannot print to {name}" if name else "the printer cannot be opened")
    rect = printer.pageRect(QPrinter.Unit.DevicePixel)
    _paint_fitted(doc, painter, rect.width(), rect.height(), with_solution)
    painter.end()


def export_pdf(doc: PuzzleDocument, path: str | Path, author: str = "") -> None:
    """One puzzle on an A4 page for File > Export PDF: its title above it, and the title and
    author in the PDF's metadata (Export Image's PDF carries the title only)."""
    from PySide6.QtGui import QFont

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(doc.display_title())
    writer.setAuthor(author)
    writer.setCreator("Puzzle Studio")
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    painter = QPainter(writer)
    font = QFont("Sans Serif")
    font.setPointSizeF(16)
    painter.setFont(font)
    head = painter.fontMetrics().height() * 2
    painter.drawText(QRectF(0, 0, writer.width(), head), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                     doc.display_title() + (f" — {author}" if author else ""))
    painter.translate(0, head)
    _paint_fitted(doc, painter, writer.width(), writer.height() - head, False)
    painter.end()
    write_bytes(path, bytes(buffer.data()))
