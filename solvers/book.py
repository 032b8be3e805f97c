"""A book of puzzles to print: a PDF drawn with fpdf2 (issue 26).

Puzzles are numbered and labelled with their grade, ``per_page`` to an A4 or Letter page, laid
out in the grid of rows and columns that gives them the largest cells; the solutions follow at
the back, twice as many to a page; the title and author go into the PDF's metadata and the
running head. The command line must not load Qt, so this module draws the puzzles itself from
their native JSON (the studio's renderers paint on a QPainter): one small drawer per genre in
DRAWERS, each giving the puzzle's extent in cells and drawing it at a given cell size.

What is drawn is bounded before the first page (issue 37): ``--per-page`` by what a page holds
(``max_per_page``: slots of at least MIN_SLOT millimetres), and every puzzle by its genre's own
reader (``item_of``: a row whose puzzle the reader refuses, e.g. a width of 10^8, or whose
solution does not fit it, is not drawn; the command line names it in a warning).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # fpdf loads only when a book is made
    from fpdf import FPDF

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}  # millimetres, portrait
MARGIN = 14.0
HEAD = 8.0     # running head: the title, and the page number at the foot
LABEL = 6.0    # above each puzzle: its number, genre, size and grade
GAP = 6.0      # between puzzles
MAX_CELL = 14.0  # a 5x5 puzzle alone on a page should not fill it
MIN_SLOT = 20.0  # a puzzle printed smaller than 2 cm a side cannot be solved with a pencil
GENRE_NAMES = {"nonogram": "Nonogram", "galaxies": "Galaxies", "numberlink": "Numberlink"}
SOLUTION_CELLS = {"nonogram": str, "galaxies": int, "numberlink": str}  # a board row's cells


@dataclass
class Item:
    """A puzzle to print: its number in the book, genre, native JSON, board rows, grade."""

    number: int
    genre: str
    puzzle: dict
    solution: list | None = None
    grade: str | None = None


def max_per_page(paper: str = "a4") -> int:
    """How many puzzles a page holds: slots of at least MIN_SLOT mm (plus their label) in the
    page's box (56 on A4, 49 on Letter)."""
    page_w, page_h = PAPERS[paper]
    box_w, box_h = page_w - 2 * MARGIN, page_h - 2 * MARGIN - 2 * HEAD
    columns = int((box_w + GAP) // (MIN_SLOT + GAP))
    rows = int((box_h + GAP) // (MIN_SLOT + LABEL + GAP))
    return columns * rows


def item_of(number: int, genre: str, puzzle: object, solution: object, grade: str | None) -> Item:
    """A library row as an Item to draw; ValueError (one line: why) for a row that must not
    be drawn. The puzzle goes through its genre's reader, which holds the genre's size
    limits, and is drawn as that reader's own native JSON; the solution must fit it."""
    from .genres import GENRES
    from .genres import genre as genre_of

    if genre not in DRAWERS or genre not in GENRES:
        raise ValueError(f"cannot draw {genre!r} puzzles")
    formats = genre_of(genre).module.formats
    try:
        read = formats.read(json.dumps(puzzle), formats.FORMATS[0])
    except (ValueError, TypeError, RecursionError) as error:  # PuzzleFormatError is a ValueError
        raise ValueError(f"its puzzle does not read ({str(error).splitlines()[0] if str(error) else type(error).__name__})") from None
    native = json.loads(formats.write(read, formats.FORMATS[0]))
    if solution is not None:
        _check_solution(genre, solution, read.width, read.height)
    return Item(number, genre, native, solution, grade if isinstance(grade, str) else None)


def _check_solution(genre: str, solution: object, width: int, height: int) -> None:
    """ValueError unless ``solution`` is ``height`` board rows of ``width`` cells of the genre's type."""
    kind = SOLUTION_CELLS[genre]
    fits = isinstance(solution, list) and len(solution) == height and all(
        isinstance(line, (list, str)) and len(line) == width
        and all(isinstance(cell, kind) and not isinstance(cell, bool) for cell in line) for line in solution)
    if not fits:
        raise ValueError(f"its solution is not {width}x{height} board rows")


def _latin1(text: str) -> str:
    """The PDF core fonts cover Latin-1; any other character prints as '?'."""
    return str(text).encode("latin-1", "replace").decode("latin-1")


# -- one drawer per genre: extent(puzzle, solved) -> (w, h) in cells; draw(pdf, x, y, cell, ...) --


class Nonogram:
    @staticmethod
    def _clue_depth(puzzle: dict) -> tuple[int, int]:
        rows, columns = puzzle["rows"], puzzle["columns"]
        return (max((len(c) for c in rows), default=0) or 1,
                max((len(c) for c in columns), default=0) or 1)

    def extent(self, puzzle: dict, solved: bool) -> tuple[float, float]:
        width, height = len(puzzle["columns"]), len(puzzle["rows"])
        if solved:
            return width, height
        left, top = self._clue_depth(puzzle)
        return width + left * 0.8, height + top * 0.8

    def draw(self, pdf: FPDF, x: float, y: float, cell: float, puzzle: dict, solution: list | None) -> None:
        rows, columns = puzzle["rows"], puzzle["columns"]
        width, height = len(columns), len(rows)
        if solution is None:
            left, top = self._clue_depth(puzzle)
            clue = cell * 0.8
            pdf.set_font("Helvetica", size=_points(clue * 0.75))
            gx, gy = x + left * clue, y + top * clue
            for r, numbers in enumerate(rows):
                for k, n in enumerate(reversed(numbers or [0])):
                    pdf.set_xy(gx - (k + 1) * clue, gy + r * cell)
                    pdf.cell(clue, cell, str(n), align="C")
            for c, numbers in enumerate(columns):
                for k, n in enumerate(reversed(numbers or [0])):
                    pdf.set_xy(gx + c * cell, gy - (k + 1) * clue)
                    pdf.cell(cell, clue, str(n), align="C")
        else:
            gx, gy = x, y
            for r, line in enumerate(solution):
                for c, value in enumerate(line):
                    if value == "#":
                        pdf.rect(gx + c * cell, gy + r * cell, cell, cell, style="F")
        _grid(pdf, gx, gy, width, height, cell, every=5)


class Galaxies:
    def extent(self, puzzle: dict, solved: bool) -> tuple[float, float]:
        return puzzle["width"], puzzle["height"]

    def draw(self, pdf: FPDF, x: float, y: float, cell: float, puzzle: dict, solution: list | None) -> None:
        width, height, dots = puzzle["width"], puzzle["height"], puzzle["dots"]
        regions = solution if solution is not None else None
        if regions is not None:  # black dots' regions shaded, as the game shows them
            pdf.set_fill_color(190)
            for r, line in enumerate(regions):
                for c, index in enumerate(line):
                    if 0 <= index < len(dots) and dots[index].get("colour") == "black":
                        pdf.rect(x + c * cell, y + r * cell, cell, cell, style="F")
            pdf.set_fill_color(0)
        _grid(pdf, x, y, width, height, cell, colour=170)
        if regions is not None:
            pdf.set_line_width(max(0.5, cell * 0.08))
            for r in range(height):
                for c in range(width):
                    if c + 1 < width and regions[r][c] != regions[r][c + 1]:
                        pdf.line(x + (c + 1) * cell, y + r * cell, x + (c + 1) * cell, y + (r + 1) * cell)
                    if r + 1 < height and regions[r][c] != regions[r + 1][c]:
                        pdf.line(x + c * cell, y + (r + 1) * cell, x + (c + 1) * cell, y + (r + 1) * cell)
        pdf.set_line_width(max(0.5, cell * 0.08))
        pdf.rect(x, y, width * cell, height * cell)
        pdf.set_line_width(max(0.25, cell * 0.04))
        for dot in dots:
            cx, cy = x + dot["x2"] * cell / 2, y + dot["y2"] * cell / 2
            pdf.set_fill_color(0 if dot.get("colour") == "black" else 255)
            pdf.circle(cx, cy, cell * 0.18, style="DF")
        pdf.set_fill_color(0)
        pdf.set_line_width(0.2)


class Numberlink:
    def extent(self, puzzle: dict, solved: bool) -> tuple[float, float]:
        return puzzle["width"], puzzle["height"]

    def draw(self, pdf: FPDF, x: float, y: float, cell: float, puzzle: dict, solution: list | None) -> None:
        width, height = puzzle["width"], puzzle["height"]
        _grid(pdf, x, y, width, height, cell, colour=150)
        pdf.set_line_width(max(0.5, cell * 0.06))
        pdf.rect(x, y, width * cell, height * cell)
        if solution is not None:
            pdf.set_draw_color(90)
            pdf.set_line_width(cell * 0.22)
            for path in _paths(puzzle, solution):  # one polyline a path: joined corners
                pdf.polyline([(x + (c + 0.5) * cell, y + (r + 0.5) * cell) for r, c in path])
            pdf.set_draw_color(0)
        pdf.set_line_width(max(0.2, cell * 0.03))
        pdf.set_font("Helvetica", style="B", size=_points(cell * 0.5))
        for pair in puzzle["pairs"]:
            for r, c in pair["ends"]:
                pdf.set_fill_color(255)
                pdf.circle(x + (c + 0.5) * cell, y + (r + 0.5) * cell, cell * 0.38, style="DF")
                pdf.set_xy(x + c * cell, y + r * cell)
                pdf.cell(cell, cell, _latin1(pair["label"]), align="C")
        pdf.set_fill_color(0)
        pdf.set_line_width(0.2)


def _paths(puzzle: dict, solution: list) -> list:
    """The solution's paths as cell lists: the native JSON's own when it has them, else the
    library's board rows (one label per cell) joined cell to neighbouring cell."""
    if puzzle.get("solution"):
        return [[tuple(cell) for cell in path] for path in puzzle["solution"]]
    segments = []
    for r, line in enumerate(solution):
        for c, label in enumerate(line):
            if label in (".", "?"):
                continue
            if c + 1 < len(line) and line[c + 1] == label:
                segments.append([(r, c), (r, c + 1)])
            if r + 1 < len(solution) and solution[r + 1][c] == label:
                segments.append([(r, c), (r + 1, c)])
    return segments


DRAWERS = {"nonogram": Nonogram(), "galaxies": Galaxies(), "numberlink": Numberlink()}


def _points(millimetres: float) -> float:
    return max(4.0, millimetres * 72 / 25.4)


def _grid(pdf: FPDF, x: float, y: float, width: int, height: int, cell: float, every: int = 0,
          colour: int = 0) -> None:
    """Thin cell lines, a thicker line every ``every`` cells and around the border."""
    pdf.set_draw_color(colour)
    for c in range(width + 1):
        pdf.set_line_width(0.5 if c in (0, width) or (every and c % every == 0) else 0.15)
        pdf.line(x + c * cell, y, x + c * cell, y + height * cell)
    for r in range(height + 1):
        pdf.set_line_width(0.5 if r in (0, height) or (every and r % every == 0) else 0.15)
        pdf.line(x, y + r * cell, x + width * cell, y + r * cell)
    pdf.set_draw_color(0)
    pdf.set_line_width(0.2)


def _solution_of(item: Item) -> list:
    """What a drawer takes as the solution: board rows (the library's), else the native JSON's
    own answer where it is board-shaped (a nonogram's goal, galaxies' regions)."""
    if item.solution is not None:
        return item.solution
    return item.puzzle.get("goal") or item.puzzle.get("solution") or []


def _layout(count: int, box_w: float, box_h: float, extents: Sequence[tuple[float, float]]) -> tuple[int, int]:
    """(columns, rows) for ``count`` puzzles a page: the arrangement that gives the largest
    cell to the largest puzzle."""
    widest = max(w for w, _ in extents)
    tallest = max(h for _, h in extents)
    best = None
    for columns in range(1, count + 1):
        rows = math.ceil(count / columns)
        slot_w = (box_w - GAP * (columns - 1)) / columns
        slot_h = (box_h - GAP * (rows - 1)) / rows - LABEL
        cell = min(slot_w / widest, slot_h / tallest)
        if best is None or cell > best[0]:
            best = (cell, columns, rows)
    return best[1], best[2]


def _pages(pdf: FPDF, items: Sequence[Item], per_page: int, solved: bool, title: str, paper: str) -> None:
    page_w, page_h = PAPERS[paper]
    box_x, box_y = MARGIN, MARGIN + HEAD
    box_w, box_h = page_w - 2 * MARGIN, page_h - 2 * MARGIN - 2 * HEAD
    extents = [DRAWERS[i.genre].extent(i.puzzle, solved) for i in items]
    columns, rows = _layout(per_page, box_w, box_h, extents)
    slot_w = (box_w - GAP * (columns - 1)) / columns
    slot_h = (box_h - GAP * (rows - 1)) / rows
    for start in range(0, len(items), per_page):
        pdf.add_page()
        _running_head(pdf, title + (" - Solutions" if solved else ""), page_w, page_h)
        for k, item in enumerate(items[start:start + per_page]):
            column, row = k % columns, k // columns
            sx, sy = box_x + column * (slot_w + GAP), box_y + row * (slot_h + GAP)
            w, h = extents[start + k]
            cell = min(slot_w / w, (slot_h - LABEL) / h, MAX_CELL)
            ox = sx + (slot_w - w * cell) / 2
            label = f"{item.number}."
            if not solved:
                label += f"  {GENRE_NAMES.get(item.genre, item.genre)}"
                size = DRAWERS[item.genre].extent(item.puzzle, True)
                label += f" {size[0]}x{size[1]}" + (f"  -  {item.grade}" if item.grade else "")
            pdf.set_font("Helvetica", style="B", size=10)
            pdf.set_xy(ox, sy)
            pdf.cell(w * cell, LABEL - 1, _latin1(label))
            DRAWERS[item.genre].draw(pdf, ox, sy + LABEL, cell, item.puzzle,
                                     _solution_of(item) if solved else None)


def _running_head(pdf: FPDF, text: str, page_w: float, page_h: float) -> None:
    pdf.set_font("Helvetica", style="I", size=9)
    pdf.set_text_color(90)
    pdf.set_xy(MARGIN, MARGIN)
    pdf.cell(page_w - 2 * MARGIN, HEAD - 2, _latin1(text), align="C")
    pdf.set_xy(MARGIN, page_h - MARGIN - HEAD + 2)
    pdf.cell(page_w - 2 * MARGIN, HEAD - 2, str(pdf.page_no()), align="C")
    pdf.set_text_color(0)


def make_book(items: Sequence[Item], output: str | Path, per_page: int = 4, solutions: bool = False,
              title: str = "", author: str = "", paper: str = "a4") -> int:
    """Write the book to ``output`` (by textfiles.write_bytes: ``-`` is standard output, a
    link's target is written, a file is replaced whole or not at all); returns its number of
    pages. ValueError for no puzzles, an unknown genre or paper."""
    from fpdf import FPDF

    from .textfiles import write_bytes

    if not items:
        raise ValueError("no puzzles to put in the book")
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}; choose one of {', '.join(PAPERS)}")
    unknown = sorted({i.genre for i in items} - set(DRAWERS))
    if unknown:
        raise ValueError(f"cannot draw {', '.join(unknown)} puzzles")
    if not 1 <= per_page <= max_per_page(paper):
        raise ValueError(f"--per-page must be 1 to {max_per_page(paper)} (puzzles of at least "
                         f"{MIN_SLOT:g} mm on {paper} paper), not {per_page}")
    title = title or "Puzzles"
    pdf = FPDF(orientation="P", unit="mm", format=paper.upper() if paper == "a4" else "Letter")
    pdf.set_auto_page_break(False)
    pdf.set_title(title)
    pdf.set_author(author)
    pdf.set_creator("Puzzle Studio")
    pdf.set_subject(f"{len(items)} puzzles" + (" with solutions" if solutions else ""))
    _pages(pdf, items, per_page, False, title + (f" - {author}" if author else ""), paper)
    if solutions:
        _pages(pdf, items, min(per_page * 2, 12), True, title, paper)
    write_bytes(output, bytes(pdf.output()))
    return pdf.pages_count
