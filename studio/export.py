"""Export a document as an image (PNG, SVG, PDF) and print it: the genre's renderer paints onto
a QImage, a QSvgGenerator, a QPdfWriter or a QPrinter, always with the print palette."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSize
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator

PNG_CELL = 32


def export_image(doc, path, with_solution: bool = False) -> None:
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix == ".svg":
        layout = doc.export_layout(24.0)
        generator = QSvgGenerator()
        generator.setFileName(str(path))
        generator.setSize(QSize(int(layout.width), int(layout.height)))
        generator.setViewBox(QRectF(0, 0, layout.width, layout.height))
        generator.setTitle(doc.display_title())
        painter = QPainter(generator)
        doc.paint_export(painter, layout, with_solution)
        painter.end()
    elif suffix == ".pdf":
        writer = QPdfWriter(str(path))
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
        if not image.save(str(path), "PNG"):
            raise OSError(f"cannot write {path}")


def _paint_fitted(doc, painter, width: float, height: float, with_solution: bool) -> None:
    """Scale a layout to fill a page (PDF, printer) while keeping its proportions."""
    layout = doc.export_layout(24.0)
    scale = min(width / layout.width, height / layout.height)
    painter.scale(scale, scale)
    doc.paint_export(painter, layout, with_solution)


def print_preview(doc, parent=None, with_solution: bool = False) -> None:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.paintRequested.connect(lambda printer: print_document(doc, printer, with_solution))
    dialog.exec()


def print_document(doc, printer, with_solution: bool = False) -> None:
    """Paint the puzzle onto a printer's page (the preview's, a real printer's, or a PDF file)."""
    from PySide6.QtPrintSupport import QPrinter

    painter = QPainter(printer)
    rect = printer.pageRect(QPrinter.Unit.DevicePixel)
    _paint_fitted(doc, painter, rect.width(), rect.height(), with_solution)
    painter.end()
