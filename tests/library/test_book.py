"""``book``: a PDF a printer accepts (issues 26 and 41), checked in its own file: front matter,
puzzles grouped by genre and ordered by difficulty, every puzzle's ID printed, the fonts
embedded (no base-14 font), the page count, and a 20x20 nonogram's cells of at least 5 mm.
The pages are read with pypdf and PDFium (pypdfium2), two independent readers."""

from __future__ import annotations

import math

import pytest

from solvers import scale
from solvers.book import DEFAULT_PER_PAGE, MIN_TEXT_PT, Item, items_of, make_book, plan
from solvers.genres import GENRES
from solvers.library import Library
from tests.library.helpers import cli, fill

pypdf = pytest.importorskip("pypdf")
pdfium = pytest.importorskip("pypdfium2")
BASE14 = {"Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique", "Helvetica", "Helvetica-Bold",
          "Helvetica-Oblique", "Helvetica-BoldOblique", "Times-Roman", "Times-Bold", "Times-Italic",
          "Times-BoldItalic", "Symbol", "ZapfDingbats"}
FRONT = 3  # title, copyright, contents; then one rules page per genre
MM = 25.4 / 72  # millimetres a PDF point


def texts(path) -> list[str]:
    document = pdfium.PdfDocument(str(path))
    return [page.get_textpage().get_text_range() for page in document]


def fonts_of(path) -> list[tuple[str, bool]]:
    """(base font name, embedded) of every font the pages use, descendants of Type0 fonts included."""
    found = []
    for page in pypdf.PdfReader(path).pages:
        for font in page["/Resources"].get("/Font", {}).values():
            font = font.get_object()
            descriptors = [font.get("/FontDescriptor")] + [d.get_object().get("/FontDescriptor")
                                                           for d in font.get("/DescendantFonts", [])]
            embedded = any(d is not None and any(k in d.get_object() for k in ("/FontFile", "/FontFile2", "/FontFile3"))
                           for d in descriptors)
            found.append((str(font["/BaseFont"]).lstrip("/"), embedded))
    return found


def assert_fonts_embedded(path) -> None:
    fonts = fonts_of(path)
    assert fonts
    for name, embedded in fonts:
        assert name.split("+")[-1] not in BASE14, name
        assert embedded, f"{name} is not embedded"


def test_a_book_has_front_matter_ids_groups_and_embedded_fonts(tmp_path):
    fill(tmp_path / "lib.db").close()  # 5x5 puzzles, two of each genre
    with Library(tmp_path / "lib.db", readonly=True) as library:
        entries = list(library.entries())
    out = tmp_path / "book.pdf"
    result = cli("book", tmp_path / "lib.db", "--output", out, "--solutions",
                 "--title", "Holiday Puzzles", "--author", "Ann Author")
    assert result.returncode == 0, result.stderr
    # front matter (with each genre's rules page), a page of each genre's two puzzles, one page of solutions
    genres = list(GENRES)  # the registry's order is the book's
    pages = FRONT + len(genres) + len(genres) + 1
    assert f"on {pages} pages" in result.stdout
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == pages
    assert (reader.metadata.title, reader.metadata.author) == ("Holiday Puzzles", "Ann Author")
    assert_fonts_embedded(out)
    page_texts = texts(out)
    assert "Holiday Puzzles" in page_texts[0] and "Ann Author" in page_texts[0]
    assert "Copyright ©" in page_texts[1] and "Ann Author" in page_texts[1]
    contents = page_texts[2]
    assert "Contents" in contents and "Solutions" in contents
    for k, name in enumerate(GENRES[genre].display_name for genre in genres):
        rules = FRONT + k
        assert f"How to play {name}" in page_texts[rules]
        assert "An example" in page_texts[rules] and "and its solution" in page_texts[rules]  # a shipped sample's
        assert f"How to play {name} {rules + 1}" in " ".join(contents.split())  # the contents names its page
        assert name in page_texts[FRONT + len(genres) + k].splitlines()[0]  # the running head of its group's page
    assert "Solutions" in page_texts[-1]
    # every puzzle's ID under it, on its genre's page; the genres in the registry's order, easiest first
    items, skipped = items_of(entries)
    assert not skipped
    ordered = plan(items).items
    for item in ordered:
        page = FRONT + len(genres) + genres.index(item.genre)
        assert item.id in page_texts[page], item.id
        assert f"s{item.seed}" in item.id and f"#{item.row}" in item.id and f"v{item.generator_version}" in item.id
    assert [i.genre for i in ordered] == [genre for genre in genres for _ in range(2)]
    for genre in genres:
        ranks = [scale.rank(i.grade) for i in ordered if i.genre == genre]
        assert ranks == sorted(ranks)
    assert not list(tmp_path.glob("*.part"))


@pytest.mark.parametrize("per_page", [1, 2, 5])
def test_per_page_is_the_most_a_page_holds(tmp_path, per_page):
    fill(tmp_path / "lib.db").close()
    out = tmp_path / "book.pdf"
    result = cli("book", tmp_path / "lib.db", "--output", out, "--per-page", per_page, "--solutions")
    assert result.returncode == 0, result.stderr
    assert len(pypdf.PdfReader(out).pages) == FRONT + 3 + 3 * math.ceil(2 / per_page) + 1


def test_filters_and_no_solutions(tmp_path):
    fill(tmp_path / "lib.db").close()
    out = tmp_path / "book.pdf"
    result = cli("book", tmp_path / "lib.db", "--output", out, "--genre", "galaxies", "--per-page", "1")
    assert result.returncode == 0, result.stderr
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == FRONT + 1 + 2  # one rules page, one puzzle a page, no solutions
    page_texts = texts(out)
    assert "How to play Tentai Show (Galaxies)" in page_texts[FRONT]
    assert "Nonogram" not in "".join(page_texts)
    assert reader.metadata.title == "Puzzles"
    none = cli("book", tmp_path / "lib.db", "--output", out, "--size", "30x30")
    assert none.returncode == 2 and "no puzzle" in none.stderr


def test_clues_are_printed(tmp_path):
    """Every clue number of a nonogram reaches its page (text extraction may run neighbouring
    numbers together, so the digits are counted)."""
    from collections import Counter

    puzzle = {"genre": "nonogram", "format_version": 1, "rows": [[3], [1], [1]], "columns": [[1], [3], [1]]}
    out = tmp_path / "one.pdf"
    item = Item(1, "nonogram", puzzle, None, "easy", seed=4, row=8)
    assert make_book([item], out) == FRONT + 1 + 1
    text = pypdf.PdfReader(out).pages[FRONT + 1].extract_text()
    assert "easy" in text and "nonogram 3x3 s4 #8" in text
    digits = Counter(ch for ch in text if ch.isdigit())
    # clues: 1 x4, 3 x2; besides, the number "1", the ID "3x3 s4 #8" and the page "5"
    assert digits == Counter({"1": 5, "3": 4, "4": 1, "8": 1, "5": 1})


def picture_clues(size: int, seed: int) -> dict:
    """A nonogram's native JSON from a picture of random cells (its uniqueness does not matter here)."""
    import random

    rng = random.Random(seed)
    cells = [[rng.random() < 0.55 for _ in range(size)] for _ in range(size)]

    def runs(line):
        out, n = [], 0
        for filled in [*line, False]:
            if filled:
                n += 1
            elif n:
                out.append(n)
                n = 0
        return out

    return {"genre": "nonogram", "format_version": 1, "rows": [runs(row) for row in cells],
            "columns": [runs([row[c] for row in cells]) for c in range(size)]}


def test_a_20x20_nonogram_has_cells_of_5_mm_and_clues_of_7_pt(tmp_path):
    """Measured in the PDF itself: the grid's border (the largest square path of the page) and
    the text sizes PDFium reads. Four 20x20 puzzles no longer share a page at 2.5 mm cells."""
    items = [Item(0, "nonogram", picture_clues(20, seed), None, "medium", seed=seed, row=seed) for seed in range(4)]
    out = tmp_path / "big.pdf"
    pages = make_book(items, out, per_page=4)
    booked = plan(items, per_page=4)
    puzzle_pages = [p for p in booked.pages if p.kind == "puzzles"]
    assert pages == FRONT + 1 + len(puzzle_pages)
    for page in puzzle_pages:
        assert page.cell >= 5.0
        drawing = booked.drawings[page.items[0].number, False]
        assert drawing.smallest_text() * page.cell / MM >= MIN_TEXT_PT
    document = pdfium.PdfDocument(str(out))
    for index in range(FRONT + 1, pages):
        page = document[index]
        squares = []
        for obj in page.get_objects():
            if obj.type == pdfium.raw.FPDF_PAGEOBJ_PATH:
                left, bottom, right, top = obj.get_bounds()
                if abs((right - left) - (top - bottom)) < 1:
                    squares.append(right - left)
        assert max(squares) * MM / 20 >= 5.0 - 0.1  # the border's line width widens the box a little
        textpage = page.get_textpage()
        sizes = [pdfium.raw.FPDFText_GetFontSize(textpage, k) for k in range(textpage.count_chars())
                 if not chr(pdfium.raw.FPDFText_GetUnicode(textpage, k)).isspace()]  # PDFium's own line breaks have no size
        ident = {pt for pt in sizes if pt < MIN_TEXT_PT}
        assert ident <= {6.0}  # only the IDs are smaller
        assert sum(pt >= MIN_TEXT_PT for pt in sizes) > 100  # the clues


def test_a_japanese_title_is_printed_in_the_embedded_font(tmp_path):
    puzzle = {"genre": "nonogram", "format_version": 1, "rows": [[1], [1]], "columns": [[1], [1]]}
    out = tmp_path / "jp.pdf"
    make_book([Item(1, "nonogram", puzzle, None)], out, title="夏休みのパズル", author="山田花子")
    assert_fonts_embedded(out)
    first = texts(out)[0]
    assert "夏休みのパズル" in first and "山田花子" in first
    assert pypdf.PdfReader(out).metadata.title == "夏休みのパズル"


def test_default_per_page_is_a_bound(tmp_path):
    items = [Item(0, "galaxies", {"genre": "galaxies", "format_version": 1, "width": 3, "height": 3,
                                   "dots": [{"x2": 3, "y2": 3}]}, None) for _ in range(DEFAULT_PER_PAGE + 1)]
    booked = plan(items)
    assert [len(p.items) for p in booked.pages if p.kind == "puzzles"] == [DEFAULT_PER_PAGE, 1]


def test_a_book_is_made_without_qt(tmp_path):
    """The command line never loads Qt: a book is drawn with PySide6 made unimportable."""
    import subprocess
    import sys

    code = ("import sys; sys.modules['PySide6'] = None\n"
            "from solvers.book import Item, make_book\n"
            "puzzle = {'genre': 'numberlink', 'format_version': 1, 'width': 2, 'height': 1,\n"
            "          'pairs': [{'label': '1', 'ends': [[0, 0], [0, 1]]}]}\n"
            f"print(make_book([Item(1, 'numberlink', puzzle)], {str(tmp_path / 'q.pdf')!r}, solutions=True))\n"
            "assert not any(name.startswith(('PySide6', 'shiboken6')) for name in sys.modules if sys.modules[name])\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == str(FRONT + 1 + 1 + 1)


def test_a_puzzle_too_large_for_the_paper_is_printed_alone_and_named(tmp_path):
    notes: list[str] = []
    items = [Item(0, "nonogram", picture_clues(45, 1), None), Item(0, "nonogram", picture_clues(10, 2), None)]
    make_book(items, tmp_path / "big.pdf", notes=notes)
    assert len(notes) == 1 and "puzzle 2 (nonogram 45x45)" in notes[0] and "mm cells" in notes[0]
    assert [len(p.items) for p in plan(items).pages if p.kind == "puzzles"] == [1, 1]
