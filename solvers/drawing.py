"""One drawing per genre (issue 41): a small description of what to draw, in grid units.

As Simon Tatham's drawing API serves the screen and the printer from one ``redraw``, each genre
says once what a printed puzzle (or its solution) looks like: ``solvers/<genre>/drawing.py``'s
``draw(puzzle, solution=None)`` returns a ``Drawing`` of the primitives below. Two back ends
paint it: the book's PDF (solvers/book.py, fpdf2, no Qt: the command line never loads it) and
the studio's QPainter (studio/drawing_qt.py: exported PNG/SVG/PDF and print).

Units: one grid unit is one cell; x to the right, y down, (0, 0) the drawing's top left corner.
Line widths and text sizes are in grid units too (a back end may widen a line to its thinnest
printable width). Colours are grey levels, 0 black to 255 white: puzzles print in black ink.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# A genre's line weights, in grid units, so the three genres print alike.
THIN = 0.025    # cell lines
THICK = 0.08    # the border, every fifth nonogram line, galaxies' region walls
BLACK, WHITE = 0, 255


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float
    fill: int | None = BLACK   # grey, or None for no fill
    stroke: int | None = None  # grey of the outline, or None for none
    width: float = THIN


@dataclass(frozen=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    width: float = THIN
    grey: int = BLACK


@dataclass(frozen=True)
class Polyline:
    """Joined segments through ``points`` (round joins and caps, as a pencil line)."""

    points: tuple[tuple[float, float], ...]
    width: float = THICK
    grey: int = BLACK


@dataclass(frozen=True)
class Circle:
    x: float  # centre
    y: float
    r: float
    fill: int | None = WHITE
    stroke: int | None = BLACK
    width: float = THIN


@dataclass(frozen=True)
class Text:
    """``text`` centred in the box (x, y, w, h); ``size`` is the font's height (em)."""

    x: float
    y: float
    w: float
    h: float
    text: str
    size: float
    bold: bool = False
    grey: int = BLACK


Item = Rect | Line | Polyline | Circle | Text


@dataclass
class Drawing:
    """What to draw, ``width`` x ``height`` grid units; ``items`` painted in order."""

    width: float
    height: float
    items: list[Item] = field(default_factory=list)

    def add(self, *items: Item) -> None:
        self.items.extend(items)

    def texts(self) -> list[str]:
        return [item.text for item in self.items if isinstance(item, Text)]

    def smallest_text(self) -> float:
        """The smallest text size, in grid units (0 for a drawing without text)."""
        return min((item.size for item in self.items if isinstance(item, Text)), default=0.0)


def grid(drawing: Drawing, x: float, y: float, width: int, height: int, grey: int = BLACK,
         every: int = 0, thin: float = THIN, thick: float = THICK) -> None:
    """Cell lines of a ``width`` x ``height`` grid at (x, y): thin ones, a thick one every
    ``every`` cells (0: none), and the border thick in black."""
    for c in range(1, width):
        heavy = every and c % every == 0
        drawing.add(Line(x + c, y, x + c, y + height, thick if heavy else thin, BLACK if heavy else grey))
    for r in range(1, height):
        heavy = every and r % every == 0
        drawing.add(Line(x, y + r, x + width, y + r, thick if heavy else thin, BLACK if heavy else grey))
    drawing.add(Rect(x, y, width, height, fill=None, stroke=BLACK, width=thick))
