"""The studio's exported images paint the engine's one drawing (issue 41): studio/drawing_qt.py
is a second back end of solvers/drawing.py, beside the book's PDF one, and the two agree."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPainter

from solvers.drawing import Drawing, Rect
from solvers.genres import genre
from studio import drawing_qt, export

GALAXIES = Path(__file__).resolve().parents[2] / "puzzles" / "galaxies" / "diamond-11x11.json"


def test_an_exported_png_is_the_genres_drawing(window, tmp_path, monkeypatch):
    doc = window.open_file(GALAXIES)
    package = genre("galaxies").module
    monkeypatch.setattr(package, "draw", lambda puzzle, solution=None: Drawing(2, 1, [Rect(0, 0, 1, 1)]))
    export.export_image(doc, tmp_path / "a.png")
    image = QImage(str(tmp_path / "a.png"))
    cell = export.PNG_CELL
    assert (image.width(), image.height()) == (int((2 + 2 * export.BORDER) * cell) + 1, int((1 + 2 * export.BORDER) * cell) + 1)
    inside = int(export.BORDER * cell + cell / 2)
    assert image.pixelColor(inside, inside).lightness() < 50  # the black cell
    assert image.pixelColor(inside + cell, inside).lightness() > 200  # the empty one beside it


def test_the_qt_and_pdf_back_ends_paint_the_same_drawing(tmp_path):
    pdfium = pytest.importorskip("pypdfium2")
    from fpdf import FPDF

    from solvers.book import paint

    package = genre("galaxies").module
    puzzle = package.formats.read_file(GALAXIES)
    drawing = package.draw(puzzle, package.board_rows(puzzle.solution))
    cell_mm, px_per_mm = 8.0, 4.0
    width_mm, height_mm = drawing.width * cell_mm, drawing.height * cell_mm
    pdf = FPDF(unit="mm", format=(width_mm, height_mm))
    pdf.set_margin(0)
    pdf.add_page()
    paint(pdf, drawing, 0, 0, cell_mm)
    pdf.output(str(tmp_path / "d.pdf"))
    page = pdfium.PdfDocument(str(tmp_path / "d.pdf"))[0]
    printed = page.render(scale=px_per_mm * 25.4 / 72).to_pil().convert("L")

    image = QImage(printed.width, printed.height, QImage.Format.Format_ARGB32)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    drawing_qt.paint(painter, drawing, 0, 0, cell_mm * px_per_mm)
    painter.end()

    both = either = 0
    for y in range(0, printed.height, 2):
        for x in range(0, printed.width, 2):
            a = printed.getpixel((x, y)) < 128
            b = image.pixelColor(x, y).lightness() < 128
            both += a and b
            either += a or b
    assert either > 500  # the walls, the border and the dots
    print(f"dark pixels of either back end painted by both: {both / either:.2f}")
    assert both / either > 0.8
