"""Export a document as an image (PNG, SVG, PDF) and print it: the genre's one drawing (the
engine's ``draw``, solvers/drawing.py, which the book's PDF paints too; issue 41) is painted by
studio/drawing_qt.py onto a QImage, a QSvgGenerator, a QPdfWriter or a QPrinter."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QMessageBox

from solvers.genres import genre as engine_genre
from solvers.textfiles import write_bytes

from . import drawing_qt

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QWidget

    from solvers.drawing import Drawing

    from .document import PuzzleDocument

PNG_CELL = 32
SVG_CELL = 24
BORDER = 0.5  # grid units of white around the drawing


def document_drawing(doc: PuzzleDocument, with_solution: bool = False) -> Drawing:
    """The document's puzzle as its genre draws it for print; with the solution the document
    knows (its design, or the last solve) when ``with_solution`` and there is one."""
    package = engine_genre(doc.genre).module
    solution = doc.known_solution() if with_solution else None
    return package.draw(doc.puzzle(), None if solution is None else package.board_rows(solution))


def _extent(drawing: Drawing, cell: float) -> tuple[float, float]:
    return (drawing.width + 2 * BORDER) * cell, (drawing.height + 2 * BORDER) * cell


def _paint(painter: QPainter, drawing: Drawing, cell: float) -> None:
    drawing_qt.paint(painter, drawing, BORDER * cell, BORDER * cell, cell)


def export_image(doc: PuzzleDocument, path: str | Path, with_solution: bool = False) -> None:
    """Write the puzzle as PNG, SVG or PDF (by the suffix). The image is made in memory and
    written in one go, so a path that cannot be written raises one OSError with the reason
    (Qt's painters would only print a warning and leave no file)."""
    path = Path(path)
    suffix = path.suffix.lower()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    drawing = document_drawing(doc, with_solution)
    if suffix == ".svg":
        width, height = _extent(drawing, SVG_CELL)
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(QSize(int(width), int(height)))
        generator.setViewBox(QRectF(0, 0, width, height))
        generator.setTitle(doc.display_title())
        painter = QPainter(generator)
        _paint(painter, drawing, SVG_CELL)
        painter.end()
    elif suffix == ".pdf":
        writer = QPdfWriter(buffer)
        writer.setTitle(doc.display_title())
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        painter = QPainter(writer)
        _paint_fitted(drawing, painter, writer.width(), writer.height())
        painter.end()
    else:
        width, height = _extent(drawing, PNG_CELL)
        image = QImage(int(width) + 1, int(height) + 1, QImage.Format.Format_ARGB32)
        image.fill(0xFFFFFFFF)
        painter = QPainter(image)
        _paint(painter, drawing, PNG_CELL)
        painter.end()
        image.save(buffer, "PNG")
    write_bytes(path, bytes(buffer.data()))  # the one writer: atomic, links followed


def _paint_fitted(drawing: Drawing, painter: QPainter, width: float, height: float) -> None:
    """Paint a drawing as large as a page (PDF, printer) holds, keeping its proportions."""
    cell = min(width / (drawing.width + 2 * BORDER), height / (drawing.height + 2 * BORDER))
    _paint(painter, drawing, cell)


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
    _paint_fitted(document_drawing(doc, with_solution), painter, rect.width(), rect.height())
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
    _paint_fitted(document_drawing(doc), painter, writer.width(), writer.height() - head)
    painter.end()
    write_bytes(path, bytes(buffer.data()))
