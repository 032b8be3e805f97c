"""A book of puzzles to print: a PDF drawn with fpdf2 (issues 26 and 41).

What a print-on-demand printer and a reader expect (issue 41):

- Front matter: a title page, a copyright page (the copyright line, and how to read a puzzle's
  ID), the contents, and one page of rules for each genre in the book.
- The puzzles grouped by genre (the registry's order), each group under its heading and ordered
  by difficulty (solvers/scale.py's levels, easiest first; then by size), numbered through the
  book; the solutions smaller at the back, in the same order, under their own heading.
- Each puzzle prints its ID in small type under it: genre, size, seed (``s``), the options it
  was generated with (``d=`` the difficulty asked), generator version (``v``) and library row
  (``#``): enough to make it again with ``generate`` or to find it with ``library``. A puzzle
  that is not from a library carries the start of its digest instead of the row.
- One TrueType font embedded (subset) for every word: Noto Sans JP from the
  ``justmytype-intl-cjk`` package, which has the Latin letters and the Japanese a title may
  use; no base-14 font is left in the file.
- Layout by puzzle size: as many puzzles to a page as fit with cells of at least
  the genre's declared ``book_cell_mm`` millimetres (5 mm for nonograms) and text of at least 7 pt, up to ``per_page``;
  all puzzles of a page share one cell size and the page's space is spread between them.
- One drawing per genre: each genre's ``draw`` (solvers/<genre>/drawing.py) says what to draw
  in grid units, and ``paint`` here is its PDF back end (studio/drawing_qt.py paints the same
  drawings with QPainter). The command line never loads Qt.

What is drawn is bounded before the first page (issue 37): ``--per-page`` by what a page holds
(``max_per_page``), and every puzzle by its genre's own reader (``item_of``: a row whose puzzle
the reader refuses, or whose solution does not fit it, is not drawn; the command line names it).
"""

from __future__ import annotations

import datetime
import functools
import json
import math
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import scale
from .drawing import Circle, Drawing, Line, Polyline, Rect, Text

if TYPE_CHECKING:  # fpdf loads only when a book is made
    from fpdf import FPDF

    from .library import Entry

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}  # millimetres, portrait
MARGIN = 15.0
HEAD = 8.0       # running head above the box, page number below it
SECTION = 16.0   # a group's heading on its first page
LABEL = 6.0      # above each puzzle: its number and grade
IDLINE = 4.0     # under each puzzle: its ID
GAP = 6.0        # at least this between puzzles
MAX_CELL = 12.0  # a 5x5 puzzle alone on a page should not fill it
SOLUTION_CELL = (2.5, 6.0)  # the solutions at the back: smaller
MIN_TEXT_PT = 7.0           # a clue or a number printed smaller is hard to read
MIN_LINE = 0.1              # millimetres: the thinnest line a printer keeps
ID_PT, LABEL_PT = 6.0, 10.0
ID_WIDTH = 36.0             # millimetres a puzzle's ID takes at ID_PT, at most (its slot is no narrower)
DEFAULT_PER_PAGE = 6        # at most, when no --per-page is given
MAX_SOLUTIONS_PER_PAGE = 12
MIN_SLOT = 20.0             # --per-page's bound: slots of at least 2 cm a side
FONT_FAMILY = "NotoSansJP"
FONT_PACKAGE, FONT_FILE = "justmytype_intl_cjk", "fonts/ofl/notosansjp/NotoSansJP[wght].ttf"


@dataclass
class Item:
    """A puzzle to print: its number in the book (``make_book`` numbers them in the book's
    order), genre, native JSON, board rows, grade, and what its ID is made of."""

    number: int
    genre: str
    puzzle: dict
    solution: list | None = None
    grade: str | None = None
    seed: int | None = None
    options: dict = field(default_factory=dict)
    generator_version: int | None = None
    row: int | None = None  # the library's row id
    model: Any = None    # the engine's puzzle (of its genre), read once

    @property
    def id(self) -> str:
        """The puzzle's ID as printed under it (see the module's docstring)."""
        model = self.engine_puzzle()
        parts = [self.genre, f"{model.width}x{model.height}"]
        if self.seed is not None:
            parts.append(f"s{self.seed}")
        for key, value in sorted(self.options.items()):
            parts.append(f"d={value}" if key == "difficulty" else f"{key}={value}")
        if self.generator_version is not None:
            parts.append(f"v{self.generator_version}")
        if self.row is not None:
            parts.append(f"#{self.row}")
        else:
            from .library import digest

            parts.append(digest(self.puzzle)[:10])
        return " ".join(parts)

    def engine_puzzle(self) -> Any:
        if self.model is None:
            self.model = _read(self.genre, self.puzzle)
        return self.model


def _read(genre: str, puzzle: object) -> Any:
    from .genres import genre as genre_of

    formats = genre_of(genre).module.formats
    return formats.read(json.dumps(puzzle), formats.FORMATS[0])


def max_per_page(paper: str = "a4") -> int:
    """The most ``--per-page`` may ask: slots of at least MIN_SLOT mm (plus their label and ID)
    in the page's box."""
    page_w, page_h = PAPERS[paper]
    box_w, box_h = page_w - 2 * MARGIN, page_h - 2 * MARGIN - 2 * HEAD
    columns = int((box_w + GAP) // (MIN_SLOT + GAP))
    rows = int((box_h + GAP) // (MIN_SLOT + LABEL + IDLINE + GAP))
    return columns * rows


def item_of(number: int, genre: str, puzzle: object, solution: object, grade: str | None, **ident) -> Item:
    """A library row as an Item to draw; ValueError (one line: why) for a row that must not
    be drawn. The puzzle goes through its genre's reader, which holds the genre's size
    limits, and is drawn as that reader's own native JSON; the solution must fit it.
    ``ident``: seed, options, generator_version, row (the ID's parts)."""
    from .genres import GENRES
    from .genres import genre as genre_of

    if genre not in GENRES:
        raise ValueError(f"cannot draw {genre!r} puzzles")
    formats = genre_of(genre).module.formats
    try:
        read = formats.read(json.dumps(puzzle), formats.FORMATS[0])
    except (ValueError, TypeError, RecursionError) as error:  # PuzzleFormatError is a ValueError
        raise ValueError(f"its puzzle does not read ({str(error).splitlines()[0] if str(error) else type(error).__name__})") from None
    native = json.loads(formats.write(read, formats.FORMATS[0]))
    rows = None
    if solution is not None:
        rows = _check_solution(genre, solution, read.width, read.height)
    options = ident.pop("options", None)
    return Item(number, genre, native, rows, grade if isinstance(grade, str) else None,
                options=dict(options) if isinstance(options, dict) else {}, model=read, **ident)


def items_of(entries: Iterable[Entry]) -> tuple[list[Item], list[tuple[int | None, str]]]:
    """Library entries as book Items, and (row id, why) for each one that cannot be drawn."""
    items: list[Item] = []
    skipped: list[tuple[int | None, str]] = []
    for entry in entries:
        try:
            items.append(item_of(len(items) + 1, entry.genre, entry.puzzle, entry.solution, entry.level,
                                 seed=entry.seed, options=entry.options,
                                 generator_version=entry.generator_version, row=entry.id))
        except ValueError as error:
            skipped.append((entry.id, str(error)))
    return items, skipped


def _check_solution(genre: str, solution: object, width: int, height: int) -> list:
    """``solution`` when it is ``height`` board rows of ``width`` cells of the genre's type, else ValueError."""
    from .genres import genre as genre_of

    kind = genre_of(genre).solution_cell  # a board row's cells (item_of checked the genre)
    fits = isinstance(solution, list) and len(solution) == height and all(
        isinstance(line, (list, str)) and len(line) == width
        and all(isinstance(cell, kind) and not isinstance(cell, bool) for cell in line) for line in solution)
    if not fits or not isinstance(solution, list):
        raise ValueError(f"its solution is not {width}x{height} board rows")
    return solution


# -- the PDF back end of solvers/drawing.py ---------------------------------------------------------


def _pt(millimetres: float) -> float:
    return millimetres * 72 / 25.4


def _shape_style(pdf: FPDF, shape: Rect | Circle, line_width: float) -> str:
    """fpdf2's style for a shape's fill and outline ("F", "D", "DF"; "" for neither), its
    colours and line width set."""
    style = ("D" if shape.stroke is not None else "") + ("F" if shape.fill is not None else "")
    if style:
        pdf.set_fill_color(shape.fill if shape.fill is not None else 255)
        pdf.set_draw_color(shape.stroke if shape.stroke is not None else 0)
        pdf.set_line_width(line_width)
    return style


def paint(pdf: FPDF, drawing: Drawing, x: float, y: float, cell: float) -> None:
    """Paint ``drawing`` with its top left corner at (x, y) mm, one grid unit ``cell`` mm."""
    def width(w: float) -> float:
        return max(MIN_LINE, w * cell)

    for item in drawing.items:
        if isinstance(item, Rect):
            style = _shape_style(pdf, item, width(item.width))
            if style:
                pdf.rect(x + item.x * cell, y + item.y * cell, item.w * cell, item.h * cell, style=style)
        elif isinstance(item, Line):
            pdf.set_draw_color(item.grey)
            pdf.set_line_width(width(item.width))
            pdf.line(x + item.x1 * cell, y + item.y1 * cell, x + item.x2 * cell, y + item.y2 * cell)
        elif isinstance(item, Polyline):
            pdf.set_draw_color(item.grey)
            pdf.set_line_width(width(item.width))
            with pdf.local_context(stroke_cap_style="ROUND", stroke_join_style="ROUND"):
                pdf.polyline([(x + px * cell, y + py * cell) for px, py in item.points])
        elif isinstance(item, Circle):
            style = _shape_style(pdf, item, width(item.width))
            if style:
                pdf.circle(x + item.x * cell, y + item.y * cell, item.r * cell, style=style)
        elif isinstance(item, Text):
            pdf.set_font(FONT_FAMILY, style="B" if item.bold else "", size=_pt(item.size * cell))
            pdf.set_text_color(item.grey)
            pdf.set_xy(x + item.x * cell, y + item.y * cell)
            pdf.cell(item.w * cell, item.h * cell, item.text, align="C")
    pdf.set_draw_color(0)
    pdf.set_fill_color(0)
    pdf.set_text_color(0)
    pdf.set_line_width(0.2)


# -- fonts ------------------------------------------------------------------------------------------


def font_path() -> Path:
    """The book's TrueType font (a variable font: its weights are made by ``_font_files``)."""
    from importlib import resources

    try:
        path = resources.files(FONT_PACKAGE) / FONT_FILE
    except ModuleNotFoundError:
        path = None
    if path is None or not path.is_file():
        raise ValueError(f"the book's font is missing: install the {FONT_PACKAGE.replace('_', '-')} package (Noto Sans JP)")
    return Path(str(path))


@functools.lru_cache(maxsize=8)
def _font_files(characters: str) -> tuple[bytes, bytes]:
    """Noto Sans JP cut down to ``characters`` (fast: the whole font has 17,000 glyphs), then
    its regular (400) and bold (700) weights instanced from the variable font."""
    import io

    from fontTools import subset
    from fontTools.ttLib import TTFont
    from fontTools.varLib import instancer

    font = TTFont(str(font_path()))
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters)
    subsetter.subset(font)
    out = []
    for weight in (400, 700):
        instance = instancer.instantiateVariableFont(font, {"wght": weight}, inplace=False)
        style = "Regular" if weight == 400 else "Bold"  # the names the PDF shows (not the default instance's "Thin")
        names = instance["name"]
        for record in list(names.names):
            if record.nameID in (1, 2, 3, 4, 6, 16, 17):
                names.removeNames(nameID=record.nameID)
        for name_id, text in ((1, "Noto Sans JP"), (2, style), (3, f"NotoSansJP-{style}"),
                              (4, f"Noto Sans JP {style}"), (6, f"NotoSansJP-{style}")):
            names.setName(text, name_id, 3, 1, 0x409)
            names.setName(text, name_id, 1, 0, 0)
        buffer = io.BytesIO()
        instance.save(buffer)
        out.append(buffer.getvalue())
    return out[0], out[1]


ALWAYS = "".join(chr(c) for c in range(32, 127)) + "".join(chr(c) for c in range(160, 256)) + "–—‘’“”…·•×"


def _characters(items: Sequence[Item], *texts: str) -> str:
    found = set(ALWAYS)
    for text in texts:
        found.update(text)
    for item in items:  # numberlink's labels may be any letters
        found.update("".join(map(str, getattr(item.engine_puzzle(), "labels", ()))))
    return "".join(sorted(found))


# -- the plan: which puzzles go on which page --------------------------------------------------------


@dataclass
class Page:
    kind: str            # title, copyright, contents, rules, puzzles, solutions
    genre: str = ""
    heading: str = ""    # a group's heading on its first page
    items: list = field(default_factory=list)
    number: int = 0
    # a page of puzzles or solutions: its cell (mm), grid of slots, the largest drawing's extent
    cell: float = 0.0
    columns: int = 0
    rows: int = 0
    extent: tuple[float, float] = (0.0, 0.0)


def _min_cell(item: Item, drawing: Drawing, solved: bool) -> float:
    if solved:
        return SOLUTION_CELL[0]
    text = drawing.smallest_text()
    least = MIN_TEXT_PT * 25.4 / 72 / text if text else 0.0
    from .genres import genre as genre_of

    return max(genre_of(item.genre).book_cell_mm, least)  # millimetres: a pencil's room


def _arrangement(count: int, extent: tuple[float, float], box_w: float, box_h: float,
                 solved: bool) -> tuple[float, int, int]:
    """(cell mm, columns, rows) for ``count`` drawings of ``extent`` grid units: the grid of
    slots that gives the largest cell."""
    w, h = extent
    label, idline = (LABEL, 0.0) if solved else (LABEL, IDLINE)
    most = SOLUTION_CELL[1] if solved else MAX_CELL
    best = (0.0, 1, count)
    for columns in range(1, count + 1):
        rows = math.ceil(count / columns)
        slot_w = (box_w - GAP * (columns - 1)) / columns
        slot_h = (box_h - GAP * (rows - 1)) / rows - label - idline
        if slot_h <= 0 or slot_w <= 0 or (not solved and slot_w < ID_WIDTH and columns > 1):
            continue
        cell = min(slot_w / w, slot_h / h, most)
        if cell > best[0]:
            best = (cell, columns, rows)
    return best


def _plan_group(pages: list[Page], kind: str, genre: str, heading: str, items: Sequence[Item],
                drawings: dict, box_w: float, box_h: float, cap: int) -> None:
    """Pages of ``items`` in order: each page takes the next puzzle while they all still fit
    at their least cell (the first page of the group has its heading)."""
    solved = kind == "solutions"
    page = Page(kind, genre, heading)
    for item in items:
        trial = [*page.items, item]
        extent = (max(drawings[i.number, solved].width for i in trial), max(drawings[i.number, solved].height for i in trial))
        least = max(_min_cell(i, drawings[i.number, solved], solved) for i in trial)
        room = box_h - (SECTION if page.heading else 0.0)
        cell = _arrangement(len(trial), extent, box_w, room, solved)[0]
        if page.items and (len(trial) > cap or cell < least):
            pages.append(page)
            page = Page(kind, genre)
        page.items.append(item)
    if page.items:
        pages.append(page)


def _order(items: Sequence[Item]) -> list[Item]:
    """Grouped by genre (the registry's order), easiest first, then smaller first."""
    from .genres import GENRES

    genres = list(GENRES)

    def key(pair: tuple[int, Item]) -> tuple:
        index, item = pair
        level = scale.rank(item.grade) if item.grade in scale.LEVELS else len(scale.LEVELS)
        model = item.engine_puzzle()
        return (genres.index(item.genre) if item.genre in genres else len(genres), level,
                model.width * model.height, index)

    return [item for _, item in sorted(enumerate(items), key=key)]


# -- the pages ---------------------------------------------------------------------------------------


class _Book:
    def __init__(self, pdf: FPDF | None, paper: str, title: str, author: str) -> None:
        self._pdf, self.title, self.author = pdf, title, author
        self.page_w, self.page_h = PAPERS[paper]
        self.box_x, self.box_y = MARGIN, MARGIN + HEAD
        self.box_w, self.box_h = self.page_w - 2 * MARGIN, self.page_h - 2 * MARGIN - 2 * HEAD
        self.items: list[Item] = []
        self.pages: list[Page] = []
        self.drawings: dict[tuple[int, bool], Drawing] = {}  # (number, solved) -> its drawing
        self.packages: dict = {}  # genre -> its package, for the genres in the book
        self.examples: dict[str, tuple[Drawing, Drawing] | None] = {}  # genre -> a sample and its solution
        self.year = 0
        self.notes: list[str] = []  # what the reader should know: a puzzle printed smaller than it should be

    @property
    def pdf(self) -> FPDF:
        """The document the pages are drawn on (make_book gives it once they are planned)."""
        if self._pdf is None:
            raise RuntimeError("the book is planned, not being drawn")
        return self._pdf

    @pdf.setter
    def pdf(self, pdf: FPDF) -> None:
        self._pdf = pdf

    def text(self, x: float, y: float, w: float, h: float, text: str, size: float, bold: bool = False,
             align: str = "L", grey: int = 0) -> None:
        self.pdf.set_font(FONT_FAMILY, style="B" if bold else "", size=size)
        self.pdf.set_text_color(grey)
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, h, text, align=align)
        self.pdf.set_text_color(0)

    def frame(self, head: str) -> None:
        """A new page with the running head and the page number."""
        self.pdf.add_page()
        if head:
            self.text(MARGIN, MARGIN, self.box_w, HEAD - 2, head, 9, align="C", grey=90)
        self.text(MARGIN, self.page_h - MARGIN - HEAD + 2, self.box_w, HEAD - 2, str(self.pdf.page_no()), 9,
                  align="C", grey=90)

    def heading(self, text: str) -> None:
        self.text(self.box_x, self.box_y, self.box_w, SECTION - 6, text, 18, bold=True)
        self.pdf.set_draw_color(0)
        self.pdf.set_line_width(0.4)
        y = self.box_y + SECTION - 5
        self.pdf.line(self.box_x, y, self.box_x + self.box_w, y)


def make_book(items: Sequence[Item], output: str | Path, per_page: int | None = None, solutions: bool = False,
              title: str = "", author: str = "", paper: str = "a4", year: int | None = None,
              notes: list | None = None) -> int:
    """Write the book to ``output`` (by textfiles.write_bytes: ``-`` is standard output, a
    link's target is written, a file is replaced whole or not at all); returns its number of
    pages. ``per_page``: at most this many puzzles to a page (default DEFAULT_PER_PAGE; fewer
    where larger puzzles need the room). The items are numbered in the book's order; ``notes``
    receives a sentence for each puzzle too large for the paper at the cells a pencil needs.
    ValueError for no puzzles, an unknown genre or paper."""
    from fpdf import FPDF

    from .genres import genre as genre_of
    from .textfiles import write_bytes

    book = plan(items, paper, per_page, solutions, title, author, year)
    if notes is not None:
        notes.extend(book.notes)
    pdf = book.pdf = FPDF(orientation="P", unit="mm", format=paper.upper() if paper == "a4" else "Letter")
    characters = _characters(book.items, book.title, book.author, *(p.RULES for p in book.packages.values()),
                             *(genre_of(g).display_name for g in book.packages))
    regular, bold = _font_files(characters)
    with tempfile.TemporaryDirectory() as folder:
        for style, data in (("", regular), ("B", bold)):
            path = Path(folder) / f"font{style}.ttf"
            path.write_bytes(data)
            pdf.add_font(FONT_FAMILY, style, str(path))
        pdf.set_auto_page_break(False)
        pdf.set_title(book.title)
        pdf.set_author(book.author)
        pdf.set_creator("Puzzle Studio")
        pdf.set_subject(f"{len(book.items)} puzzles" + (" with solutions" if solutions else ""))
        pdf.set_lang("ja" if any(ord(ch) > 0x2E80 for ch in book.title + book.author) else "en")
        for page in book.pages:
            DRAW_PAGE[page.kind](book, page)
        data = bytes(pdf.output())
    write_bytes(output, data)
    return pdf.pages_count


def plan(items: Sequence[Item], paper: str = "a4", per_page: int | None = None, solutions: bool = False,
         title: str = "", author: str = "", year: int | None = None) -> _Book:
    """The book's pages before anything is drawn: the front matter, each genre's puzzles and
    the solutions, each puzzle page with its cell size (``Page.cell``, millimetres) and its
    grid of slots. The contents page names the pages that follow it, so they are planned first."""
    from .genres import GENRES
    from .genres import genre as genre_of

    if not items:
        raise ValueError("no puzzles to put in the book")
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}; choose one of {', '.join(PAPERS)}")
    unknown = sorted({i.genre for i in items} - set(GENRES))
    if unknown:
        raise ValueError(f"cannot draw {', '.join(unknown)} puzzles")
    cap = DEFAULT_PER_PAGE if per_page is None else per_page
    if not 1 <= cap <= max_per_page(paper):
        raise ValueError(f"--per-page must be 1 to {max_per_page(paper)} (puzzles of at least "
                         f"{MIN_SLOT:g} mm on {paper} paper), not {cap}")
    book = _Book(None, paper, title or "Puzzles", author)
    book.year = year or datetime.date.today().year
    book.items = items = _order(items)
    for number, item in enumerate(items, start=1):
        item.number = number
    book.packages = packages = {g: genre_of(g).module for g in GENRES if any(i.genre == g for i in items)}
    for item in items:
        package, model = packages[item.genre], item.engine_puzzle()
        book.drawings[item.number, False] = package.draw(model)
        book.drawings[item.number, True] = package.draw(model, _solution_rows(item, model, package))
    book.examples = {g: _example(g, packages[g]) for g in packages}
    pages = [Page("title"), Page("copyright"), Page("contents")]
    pages += [Page("rules", g) for g in packages]
    for g in packages:
        group = [i for i in items if i.genre == g]
        _plan_group(pages, "puzzles", g, genre_of(g).display_name, group, book.drawings, book.box_w, book.box_h, cap)
    if solutions:
        _plan_group(pages, "solutions", "", "Solutions", items, book.drawings, book.box_w, book.box_h,
                    max(cap * 2, MAX_SOLUTIONS_PER_PAGE))
    for number, page in enumerate(pages, start=1):
        page.number = number
        if page.items:
            solved = page.kind == "solutions"
            shown = [book.drawings[i.number, solved] for i in page.items]
            page.extent = (max(d.width for d in shown), max(d.height for d in shown))
            room = book.box_h - (SECTION if page.heading else 0.0)
            page.cell, page.columns, page.rows = _arrangement(len(page.items), page.extent, book.box_w, room, solved)
            for item in page.items:  # alone on its page and still too large for the paper
                least = _min_cell(item, book.drawings[item.number, solved], solved)
                if not solved and page.cell < least - 1e-9:
                    model = item.engine_puzzle()
                    book.notes.append(f"puzzle {item.number} ({item.genre} {model.width}x{model.height}) prints with "
                                      f"{page.cell:.1f} mm cells, under the {least:.1f} mm a pencil needs")
    book.pages = pages
    return book


def _example(genre: str, package: Any) -> tuple[Drawing, Drawing] | None:
    """The rules page's example: the genre's smallest shipped sample with its answer (not a
    puzzle of the book, whose solution would be given away), drawn and solved; None without one."""
    from .samples import samples

    found = []
    for sample in samples():
        if sample.genre != genre or "not-unique" in sample.path.name:
            continue
        try:
            model = package.formats.read_file(sample.path)
        except (OSError, ValueError):
            continue
        rows = _solution_rows(Item(0, genre, {}), model, package)
        if rows is not None and model.width * model.height <= 100:
            found.append((model.width * model.height, str(sample.path), model, rows))
    if not found:
        return None
    _, _, model, rows = min(found, key=lambda f: f[:2])
    return package.draw(model), package.draw(model, rows)


def _solution_rows(item: Item, model: Any, package: Any) -> list | None:
    """The board rows to draw as the solution: the library's, else the puzzle's own answer
    (a nonogram's goal, galaxies' regions as arrays; numberlink's paths the drawing takes from
    the puzzle itself)."""
    import numpy as np

    if item.solution is not None:
        return item.solution
    for name in ("goal", "solution"):
        known = getattr(model, name, None)
        if isinstance(known, np.ndarray):
            return package.board_rows(known)
        if known:
            return []
    return None


def _title_page(book: _Book, page: Page) -> None:
    book.pdf.add_page()
    w = book.box_w
    y = book.page_h * 0.3
    book.pdf.set_font(FONT_FAMILY, style="B", size=30)
    book.pdf.set_xy(MARGIN, y)
    book.pdf.multi_cell(w, 13, book.title, align="C")
    y = book.pdf.get_y() + 8
    if book.author:
        book.text(MARGIN, y, w, 10, book.author, 16, align="C")
        y += 14
    counts = ", ".join(f"{sum(i.genre == g for i in book.items)} {_name(g)}" for g in book.packages)
    book.text(MARGIN, y, w, 8, f"{len(book.items)} puzzles: {counts}", 11, align="C", grey=60)


def _name(genre: str) -> str:
    from .genres import genre as genre_of

    return genre_of(genre).display_name


def _copyright_page(book: _Book, page: Page) -> None:
    book.frame("")
    who = book.author or "the author"
    lines = [
        (f"{book.title}", 11, True),
        (f"Copyright © {book.year} {who}. All rights reserved.", 10, False),
        ("Made with Puzzle Studio.", 10, False),
        ("", 6, False),
        ("Each puzzle's ID is printed in small type under it: the genre and size, the seed it "
         "was generated from (s), the options it was made with (d= the difficulty asked), the "
         "generator's version (v) and its row in the library (#); a puzzle from elsewhere shows the "
         "start of its digest instead. The same genre, size, seed, options and version make the "
         "same puzzle again.", 9, False),
    ]
    y = book.page_h - MARGIN - HEAD - 70
    for text, size, bold in lines:
        book.pdf.set_font(FONT_FAMILY, style="B" if bold else "", size=size)
        book.pdf.set_xy(MARGIN, y)
        book.pdf.multi_cell(book.box_w, size * 0.5, text, align="L")
        y = book.pdf.get_y() + 2


def _contents_page(book: _Book, page: Page) -> None:
    book.frame(book.title)
    book.heading("Contents")
    y = book.box_y + SECTION + 4
    rows = []
    for g in book.packages:
        first = next(p.number for p in book.pages if p.kind == "rules" and p.genre == g)
        rows.append((f"How to play {_name(g)}", first, ""))
    for g in book.packages:
        first = next(p.number for p in book.pages if p.kind == "puzzles" and p.genre == g)
        group = [i for i in book.items if i.genre == g]
        levels = [level for level in (*scale.LEVELS, None) if any(i.grade == level for i in group)]
        spread = ", ".join(f"{sum(i.grade == level for i in group)} {level or 'ungraded'}" for level in levels)
        rows.append((f"{_name(g)}: puzzles {group[0].number}–{group[-1].number}", first, spread))
    solution_pages = [p.number for p in book.pages if p.kind == "solutions"]
    if solution_pages:
        rows.append(("Solutions", solution_pages[0], ""))
    for text, number, note in rows:
        book.text(book.box_x, y, book.box_w - 15, 7, text, 12)
        book.text(book.box_x, y, book.box_w, 7, str(number), 12, align="R")
        if note:
            book.text(book.box_x + 6, y + 6, book.box_w - 20, 5, note, 9, grey=80)
            y += 5
        y += 10


def _rules_page(book: _Book, page: Page) -> None:
    book.frame(book.title)
    book.heading(f"How to play {_name(page.genre)}")
    pdf = book.pdf
    pdf.set_font(FONT_FAMILY, size=12)
    pdf.set_xy(book.box_x, book.box_y + SECTION + 4)
    pdf.multi_cell(book.box_w, 6.5, book.packages[page.genre].RULES, align="L")
    y = pdf.get_y() + 8
    book.text(book.box_x, y, book.box_w, 7, "The levels", 12, bold=True)
    y += 8
    group = [i for i in book.items if i.genre == page.genre]
    for level in scale.LEVELS:
        if any(i.grade == level for i in group):
            book.text(book.box_x, y, 25, 6, level, 10, bold=True)
            book.text(book.box_x + 25, y, book.box_w - 25, 6, scale.MEANINGS[level], 10)
            y += 7
    example = book.examples.get(page.genre)
    y += 8
    room_w, room_h = (book.box_w - 3 * GAP) / 2, book.box_y + book.box_h - y - LABEL
    if example is not None and room_h > 30:
        drawing, solved = example
        cell = min(room_w / drawing.width, room_h / drawing.height, 8.0)
        left = book.box_x + GAP
        right = book.box_x + book.box_w / 2 + GAP / 2
        book.text(left, y, room_w, LABEL - 1, "An example", 10, bold=True)
        book.text(right, y, room_w, LABEL - 1, "and its solution", 10, bold=True)
        paint(book.pdf, drawing, left, y + LABEL, cell)
        paint(book.pdf, solved, right, y + LABEL, min(cell, room_w / solved.width))


def _puzzle_page(book: _Book, page: Page) -> None:
    solved = page.kind == "solutions"
    book.frame(f"{book.title} · {'Solutions' if solved else _name(page.genre)}")
    top = book.box_y
    if page.heading:
        book.heading(page.heading)
        top += SECTION
    room = book.box_y + book.box_h - top
    shown = [book.drawings[i.number, solved] for i in page.items]
    extent, cell, columns, rows = page.extent, page.cell, page.columns, page.rows
    idline = 0.0 if solved else IDLINE
    slot_w, slot_h = extent[0] * cell, LABEL + extent[1] * cell + idline
    gap_x = (book.box_w - columns * slot_w) / (columns + 1) if columns > 1 else (book.box_w - slot_w) / 2
    gap_y = (room - rows * slot_h) / (rows + 1)  # the page's height spread evenly between its rows
    for k, (item, drawing) in enumerate(zip(page.items, shown, strict=True)):
        column, row = k % columns, k // columns
        sx = book.box_x + gap_x + column * (slot_w + (gap_x if columns > 1 else 0))
        sy = top + gap_y + row * (slot_h + gap_y)
        w, h = drawing.width * cell, drawing.height * cell
        # centred across its slot, at the slot's foot: grids of one size line up along a row
        ox, oy = sx + (slot_w - w) / 2, sy + LABEL + extent[1] * cell - h
        book.text(ox, oy - LABEL, w, LABEL - 1, f"{item.number}", LABEL_PT if not solved else 8, bold=True)
        if item.grade and not solved:
            book.text(ox, oy - LABEL, w, LABEL - 1, item.grade, 9, align="R", grey=70)
        paint(book.pdf, drawing, ox, oy, cell)
        if not solved:
            book.text(ox - 10, oy + h + 0.8, w + 20, idline - 1, item.id, ID_PT, align="C", grey=90)


DRAW_PAGE = {"title": _title_page, "copyright": _copyright_page, "contents": _contents_page,
             "rules": _rules_page, "puzzles": _puzzle_page, "solutions": _puzzle_page}
