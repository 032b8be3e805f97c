"""``book``: a PDF to print, numbered puzzles N to a page, solutions at the back, the title and
author in its metadata (checked with pypdf, an independent reader)."""

from __future__ import annotations

import math

import pytest

from solvers.book import Item, make_book
from tests.library.helpers import cli, fill

pypdf = pytest.importorskip("pypdf")


@pytest.mark.parametrize("per_page", [1, 4, 5])
def test_pages_hold_per_page_puzzles_then_the_solutions(tmp_path, per_page):
    fill(tmp_path / "lib.db").close()  # six puzzles, two of each genre
    out = tmp_path / "book.pdf"
    result = cli("book", tmp_path / "lib.db", "--output", out, "--per-page", per_page, "--solutions",
                 "--title", "Holiday Puzzles", "--author", "Ann Author")
    assert result.returncode == 0, result.stderr
    reader = pypdf.PdfReader(out)
    solution_pages = math.ceil(6 / min(2 * per_page, 12))
    assert len(reader.pages) == math.ceil(6 / per_page) + solution_pages
    assert reader.metadata.title == "Holiday Puzzles"
    assert reader.metadata.author == "Ann Author"
    text = reader.pages[0].extract_text()
    assert "1." in text and "Holiday Puzzles" in text
    last_puzzle_page = reader.pages[math.ceil(6 / per_page) - 1].extract_text()
    assert "6." in last_puzzle_page
    assert "Solutions" in reader.pages[-1].extract_text()
    assert not list(tmp_path.glob("*.part"))


def test_filters_and_no_solutions(tmp_path):
    fill(tmp_path / "lib.db").close()
    out = tmp_path / "book.pdf"
    result = cli("book", tmp_path / "lib.db", "--output", out, "--genre", "galaxies", "--per-page", "1")
    assert result.returncode == 0, result.stderr
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == 2
    assert "Galaxies" in reader.pages[0].extract_text()
    assert reader.metadata.title == "Puzzles"
    none = cli("book", tmp_path / "lib.db", "--output", out, "--size", "30x30")
    assert none.returncode == 2 and "no puzzle" in none.stderr


def test_clues_are_printed(tmp_path):
    """Every clue number of a nonogram reaches the page (text extraction may run neighbouring
    numbers together, so the digits are counted)."""
    from collections import Counter

    puzzle = {"genre": "nonogram", "rows": [[3], [1, 1], [2]], "columns": [[1], [3], [1, 1]]}
    out = tmp_path / "one.pdf"
    assert make_book([Item(1, "nonogram", puzzle, None, "easy")], out, per_page=1) == 1
    text = pypdf.PdfReader(out).pages[0].extract_text()
    assert "easy" in text
    digits = Counter(ch for ch in text if ch.isdigit())
    # clues: 1 x5, 3 x2, 2 x1; besides, the number "1.", the size "3x3" and the page "1"
    assert digits == Counter({"1": 7, "3": 4, "2": 1})
