"""Read and write Galaxies puzzles in every supported format.

=========  ==========  =====================================================================
name       extension   what it is
=========  ==========  =====================================================================
json       .json       native: ``{"genre": "galaxies", "format_version": 1, "width", "height",
                       "dots": [{"x2", "y2", "colour"}], "solution"?, "title"?, ...}``
sgt        .sgt        Simon Tatham's Galaxies game ID ``WxH[dn|du]:desc``: desc run-length
                       encodes the interior points of the doubled grid row by row: ``a``-``y``
                       skip 0-24 points then a white dot, ``A``-``Y`` a black dot, ``z`` skips
                       25 points; after each dot the position moves on one point
puzzlink   .url        ``https://puzz.link/p?tentaisho/COLS/ROWS/BODY`` (pzprjs): a hex digit v
                       places a dot of colour (v % 2) + 1 (1 white, 2 black) and moves on
                       (v >> 1) + 1 points; ``g``-``z`` skip 1-20 points; then pzprjs's
                       newer URLs list empty cells as bits (refused: galaxies cover every cell)
pzprv3     .pzpr       pzprjs's saved file: ``pzprv3``, ``tentaisho``, H, W, 2H-1 lines of points
janko      (none)      janko.at's page text: the grid of dots as numbers (solvers/janko.py)
ascii      .txt/.gal   the literature's drawing: 2h+1 lines of 2w+1 characters, ``-`` ``|``
                       ``+`` and spaces for the grid, ``o`` a white dot, ``*`` a black dot
=========  ==========  =====================================================================

Every reader ends in ``validate``; every bad input raises one ``PuzzleFormatError`` whose
message is one line naming the input line. Dots are numbered in the order the input lists
them (row-major over the doubled grid for Tatham IDs, puzz.link URLs and ASCII drawings).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

# pzprjs, janko, tatham_save and tatham_text load in the functions of the formats that use them:
# a JSON puzzle needs none of them (start-up, benchmarks/README.md: about 7 ms of a small call).
from .. import grid
from ..errors import PuzzleFormatError
from ..textfiles import parse_json, read_text, write_text
from .genre import GENRE
from .model import BLACK, MAX_SIZE, WHITE, Dot, Galaxies

if TYPE_CHECKING:
    from ..tatham_save import SaveFile

# The formats' names, as the genre declares them (genre.py: the one table, which --help reads
# without this module and its numpy).
FORMATS, EXTENSIONS = GENRE.format_names.text, GENRE.format_names.extensions
READ_ONLY_FORMATS = ("janko",)  # read (and detected), never written
JSON_FORMAT_VERSION = 1

_SGT_ID = re.compile(r"(\d+)x(\d+)(dn|du|d[a-z])?:([A-Za-z]*)", re.ASCII)
_ASCII_CHARS = set(" -|+o*")


# --------------------------------------------------------------------------- validation


def validate(puzzle: Galaxies, line: int | None = None) -> Galaxies:
    w, h = puzzle.width, puzzle.height
    for name, value in (("width", w), ("height", h)):
        if not isinstance(value, int) or value < 1:
            raise PuzzleFormatError(f"{name} must be a whole number of at least 1", line)
        if value > MAX_SIZE:
            raise PuzzleFormatError(f"{name} {value} is more than the maximum {MAX_SIZE}", line)
    seen: dict[tuple[int, int], int] = {}
    for i, d in enumerate(puzzle.dots):
        if not (1 <= d.x2 <= 2 * w - 1 and 1 <= d.y2 <= 2 * h - 1):
            raise PuzzleFormatError(
                f"dot {i + 1} at (x2={d.x2}, y2={d.y2}) is on or outside the border "
                f"(1 <= x2 <= {2 * w - 1}, 1 <= y2 <= {2 * h - 1})", line)
        if d.colour not in (WHITE, BLACK):
            raise PuzzleFormatError(f"dot {i + 1}: colour must be 'white' or 'black'", line)
        if (d.x2, d.y2) in seen:
            raise PuzzleFormatError(
                f"dots {seen[(d.x2, d.y2)] + 1} and {i + 1} both stand at (x2={d.x2}, y2={d.y2})", line)
        seen[(d.x2, d.y2)] = i
    if puzzle.solution is not None:
        sol = np.asarray(puzzle.solution)
        if sol.shape != puzzle.shape or sol.min(initial=0) < 0 or sol.max(initial=0) >= len(puzzle.dots):
            raise PuzzleFormatError("the solution must be H rows of W dot indices", line)
    return puzzle


def _split_lines(text: str) -> list[str]:
    return text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _first_line(text: str) -> tuple[int, str]:
    for i, line in enumerate(_split_lines(text)):
        if line.strip():
            return i + 1, line.strip()
    raise PuzzleFormatError("empty file")


def _sorted_dots(dots: Iterable[Dot]) -> tuple[Dot, ...]:
    return tuple(sorted(dots, key=lambda d: (d.y2, d.x2)))


# --------------------------------------------------------------------------- Tatham IDs


def _read_sgt(text: str) -> Galaxies:
    number, line = _first_line(text)
    return parse_sgt_id(line, number)


def parse_sgt_id(text: str, number: int | None = None) -> Galaxies:
    from ..tatham_text import is_seed, seed_error

    match = _SGT_ID.fullmatch(text.strip())
    if not match and is_seed(text):
        raise seed_error(text, "Galaxies", "'7x7:gezoahhszbivki'", line=number)
    if not match:
        raise PuzzleFormatError(
            f"a Galaxies game ID looks like '7x7:gezoahhszbivki', got {text.strip()[:40]!r}", number)
    w, h = int(match.group(1)[:6]), int(match.group(2)[:6])
    _size_ok(w, h, number)
    points = (2 * w - 1) * (2 * h - 1)
    pos, dots = 0, []
    for ch in match.group(4):
        if ch == "z":
            pos += 25
            continue
        skip = ord(ch.lower()) - ord("a")
        pos += skip
        if pos >= points:
            raise PuzzleFormatError(f"the description runs past the {points} interior points", number)
        y2, x2 = divmod(pos, 2 * w - 1)
        dots.append(Dot(x2 + 1, y2 + 1, BLACK if ch.isupper() else WHITE))
        pos += 1
    if pos > points:
        raise PuzzleFormatError(f"the description runs past the {points} interior points", number)
    return validate(Galaxies(w, h, tuple(dots)), number)


def _write_sgt(puzzle: Galaxies) -> str:
    w = puzzle.width
    out, pos = [], 0
    for d in _sorted_dots(puzzle.dots):
        index = (d.y2 - 1) * (2 * w - 1) + (d.x2 - 1)
        skip = index - pos
        while skip >= 25:
            out.append("z")
            skip -= 25
        ch = chr(ord("a") + skip)
        out.append(ch.upper() if d.colour == BLACK else ch)
        pos = index + 1
    return f"{puzzle.width}x{puzzle.height}:{''.join(out)}\n"


# Simon Tatham's saved games (solvers/tatham_save.py has the file): the puzzle's part is here
# (his game's name, the size and the game ID's description), the moves' is tatham.py's, which
# builds on this module (this one needs nothing of it, nor of moves.py: no import circle).
TATHAM_GAME = "Galaxies"  # his game's name, the GAME of his saved games
TATHAM_MIN_SIDE = 3  # his validate_params: "Width and height must both be at least 3"


def puzzle_of_save(save: SaveFile) -> Galaxies:
    """The puzzle of his saved game (its PARAMS' size and its DESC)."""
    from ..tatham_save import size_of

    w, h = size_of(save.params)
    return parse_sgt_id(f"{w}x{h}:{save.desc}")


def save_file(puzzle: Galaxies, moves: Iterable[tuple[str, str]] = (), position: int = 1) -> SaveFile:
    """His saved game of ``puzzle`` with ``moves`` (his move lines) and STATEPOS ``position``;
    without moves, a new game of it."""
    from ..tatham_save import SaveFile

    if min(puzzle.width, puzzle.height) < TATHAM_MIN_SIDE:
        raise PuzzleFormatError(f"Tatham's Galaxies plays boards of at least {TATHAM_MIN_SIDE}x{TATHAM_MIN_SIDE}, "
                                f"not {puzzle.width}x{puzzle.height}")
    desc = write(puzzle, "sgt").strip().split(":", 1)[1]
    return SaveFile(TATHAM_GAME, f"{puzzle.width}x{puzzle.height}dn", desc, list(moves), position)


def _size_ok(w: int, h: int, line: int | None) -> None:
    for name, value in (("width", w), ("height", h)):
        if value < 1:
            raise PuzzleFormatError(f"{name} must be at least 1", line)
        if value > MAX_SIZE:
            raise PuzzleFormatError(f"{name} {value} is more than the maximum {MAX_SIZE}", line)


# --------------------------------------------------------------------------- puzz.link


def _read_puzzlink(text: str) -> Galaxies:
    number, line = _first_line(text)
    return _parse_puzzlink(line, number)


def _parse_puzzlink(line: str, number: int | None) -> Galaxies:
    """pzprjs's decodeDot, then decodeEmpty: after the dots, pzprjs's newer URLs may list the
    empty cells (cells in no galaxy) as bits, 5 to a base-32 digit."""
    from .. import pzprjs

    link = pzprjs.parse_url(line, ("tentaisho",), number)
    w, h = link.cols, link.rows
    _size_ok(w, h, number)
    points = (2 * w - 1) * (2 * h - 1)
    body = link.body
    pos, dots, i = 0, [], 0
    while i < len(body) and pos < points:
        ch = body[i]
        if ch in "0123456789abcdef":
            v = int(ch, 16)
            y2, x2 = divmod(pos, 2 * w - 1)
            dots.append(Dot(x2 + 1, y2 + 1, BLACK if v % 2 else WHITE))
            pos += (v >> 1) + 1
        elif "g" <= ch <= "z":
            pos += int(ch, 36) - 15
        else:
            raise PuzzleFormatError(f"unknown character {ch!r} in the URL body at {i + 1}", number)
        i += 1
    tail = body[i:]
    if any(not ("0" <= ch <= "9" or "a" <= ch <= "v") for ch in tail):
        raise PuzzleFormatError(f"the URL body runs past the {points} points of a {w}x{h} tentaisho "
                                f"({tail[:20]!r} left)", number)
    empty, rest = pzprjs.decode_binary(tail, w * h, number)
    if rest:
        raise PuzzleFormatError(f"the URL body goes on past its dots and empty cells ({rest[:20]!r} left)", number)
    if any(empty):
        raise PuzzleFormatError(_holes_message(sum(empty)), number)
    return validate(Galaxies(w, h, tuple(dots)), number)


def _holes_message(count: int) -> str:
    return (f"this tentaisho puzzle leaves {count} cell{'s' if count > 1 else ''} out of every "
            "galaxy (pzprjs's empty cells); galaxies here cover every cell")


def _write_puzzlink(puzzle: Galaxies) -> str:
    """pzprjs' own encoder (Tentaisho encodeStar): a dot followed within 7 points by the next
    dot writes 2*(i-1) + colour - 1; otherwise 'e'/'f' and 7 points skipped; runs of empty
    points up to 20 as 'g'-'z'."""
    from .. import pzprjs

    w, h = puzzle.width, puzzle.height
    points = (2 * w - 1) * (2 * h - 1)
    star = [0] * points
    for d in puzzle.dots:
        star[(d.y2 - 1) * (2 * w - 1) + d.x2 - 1] = 2 if d.colour == BLACK else 1
    out, count, s = [], 0, 0
    while s < points:
        piece = ""
        if star[s]:
            for i in range(1, 8):
                if s + i < points and star[s + i]:
                    piece = format(2 * (i - 1) + star[s] - 1, "x")
                    s += i - 1
                    break
            if not piece:
                piece = format(13 + star[s], "x")
                s += 7
        else:
            count += 1
        if count == 0:
            out.append(piece)
        elif piece or count == 20:
            out.append(np.base_repr(15 + count, 36).lower() + piece)
            count = 0
        s += 1
    if count:
        out.append(np.base_repr(15 + count, 36).lower())
    return pzprjs.compose_url("tentaisho", w, h, "".join(out)) + "\n"


# --------------------------------------------------------------------------- pzprv3


def _read_pzprv3(text: str) -> Galaxies:
    """pzprjs's saved tentaisho: 2H-1 lines of 2W-1 points (``1`` white dot, ``2`` black,
    ``.`` none, ``X`` an empty cell); the player's borders after them become the solution when
    they solve the puzzle."""
    from .. import pzprjs

    file = pzprjs.parse_file(text, ("tentaisho",))
    w, h = file.cols, file.rows
    _size_ok(w, h, 3)
    dots, holes = [], 0
    for y, row in enumerate(file.take(0, 2 * h - 1, "points")):
        row = row.strip()
        if len(row) != 2 * w - 1:
            raise PuzzleFormatError(f"a line of points has {len(row)} characters, not {2 * w - 1}", y + 5)
        for x, ch in enumerate(row):
            if ch in "12":
                dots.append(Dot(x + 1, y + 1, WHITE if ch == "1" else BLACK))
            elif ch == "X":
                holes += 1
            elif ch != ".":
                raise PuzzleFormatError(f"unknown point {ch!r} at column {x + 1} (use 1, 2, . or X)", y + 5)
    if holes:
        raise PuzzleFormatError(_holes_message(holes))
    puzzle = validate(Galaxies(w, h, tuple(dots)))
    answer = _pzpr_answer(puzzle, file.lines[2 * h - 1:])
    return puzzle if answer is None else validate(Galaxies(w, h, puzzle.dots, solution=answer))


def _pzpr_answer(puzzle: Galaxies, lines: tuple[str, ...]) -> np.ndarray | None:
    """The player's borders of a saved pzprjs game as the solution, when they cut the grid
    into galaxies, one dot each and symmetric about it (a game in progress gives None)."""
    w, h = puzzle.width, puzzle.height
    rows = [line.split() for line in lines[:2 * h - 1]]
    if len(rows) < 2 * h - 1 or any(len(row) != (w - 1 if i < h else w) for i, row in enumerate(rows)):
        return None
    wall = [[value in ("1", "2") for value in row] for row in rows]

    def joined(cell: tuple[int, int]) -> list[tuple[int, int]]:
        r, c = cell
        return [(r + dr, c + dc) for dr, dc, cut in ((0, 1, c < w - 1 and wall[r][c]), (0, -1, c > 0 and wall[r][c - 1]),
                                                     (1, 0, r < h - 1 and wall[h + r][c]),
                                                     (-1, 0, r > 0 and wall[h + r - 1][c]))
                if 0 <= r + dr < h and 0 <= c + dc < w and not cut]

    region = np.full((h, w), -1, dtype=np.int32)
    groups = grid.components(((r, c) for r in range(h) for c in range(w)), joined)
    for count, group in enumerate(groups):
        region[tuple(zip(*group))] = count
    if len(groups) != len(puzzle.dots):
        return None
    solution = np.full((h, w), -1, dtype=np.int32)
    for i, d in enumerate(puzzle.dots):
        touched = {int(region[r, c]) for r in _beside(d.y2) for c in _beside(d.x2)}
        if len(touched) != 1:
            return None
        cells = region == touched.pop()
        if (solution[cells] >= 0).any():
            return None
        solution[cells] = i
        for r, c in zip(*np.nonzero(cells)):
            mr, mc = d.y2 - 1 - r, d.x2 - 1 - c  # the cell point-symmetric about the dot
            if not (0 <= mr < h and 0 <= mc < w and cells[mr, mc]):
                return None
    return solution if (solution >= 0).all() else None


def _beside(doubled: int) -> tuple[int, ...]:
    """The cell rows (or columns) a point of the doubled grid touches: one on a cell, two on a line."""
    return ((doubled - 1) // 2,) if doubled % 2 else (doubled // 2 - 1, doubled // 2)


def _write_pzprv3(puzzle: Galaxies) -> str:
    from .. import pzprjs

    w, h = puzzle.width, puzzle.height
    points = [["."] * (2 * w - 1) for _ in range(2 * h - 1)]
    for d in puzzle.dots:
        points[d.y2 - 1][d.x2 - 1] = "2" if d.colour == BLACK else "1"
    lines = ["".join(row) for row in points]
    lines += [pzprjs.token_line(["0"] * (w - 1))] * h + [pzprjs.token_line(["0"] * w)] * (h - 1)
    lines += [pzprjs.token_line(["0"] * w)] * h
    return pzprjs.compose_file("tentaisho", h, w, lines)


# --------------------------------------------------------------------------- janko

# janko's dot tokens: where in its cell the dot stands (x2, y2 offsets from the cell's centre)
_JANKO_DOTS = {"0": (0, 0), "1": (1, 0), "2": (0, 1), "3": (1, 1)}


def _read_janko(text: str) -> Galaxies:
    """janko.at's page text (solvers/janko.py): ``-`` no dot, ``0`` a dot in the cell's
    centre, ``1`` on its right edge, ``2`` on its bottom edge, ``3`` on its bottom-right
    corner; a ``[solution]`` of region numbers becomes the puzzle's solution."""
    from .. import janko

    page = janko.read(text, "galaxies")
    h, w = page.shape
    _size_ok(w, h, page.first_line)
    dots = []
    for r, row in enumerate(page.problem):
        for c, token in enumerate(row):
            if token == "-":
                continue
            if token not in _JANKO_DOTS:
                raise PuzzleFormatError(f"unknown dot {token!r} in row {r + 1} (use - 0 1 2 3)",
                                        page.first_line + r)
            dx, dy = _JANKO_DOTS[token]
            dots.append(Dot(2 * c + 1 + dx, 2 * r + 1 + dy, WHITE))
    dots = list(_sorted_dots(dots))
    puzzle = validate(Galaxies(w, h, tuple(dots), title=janko.title(page), author=janko.author(page)),
                      page.first_line)
    if page.solution is None:
        return puzzle
    solution = _janko_regions(page.solution, dots)
    return validate(Galaxies(w, h, tuple(dots), solution=solution, title=puzzle.title, author=puzzle.author))


def _janko_regions(rows: list[list[str]], dots: list[Dot]) -> np.ndarray:
    """Region numbers per cell -> dot indices per cell (each region holds exactly one dot)."""
    by_region: dict[str, int] = {}
    for i, d in enumerate(dots):
        region = rows[(d.y2 - 1) // 2][(d.x2 - 1) // 2]
        if by_region.setdefault(region, i) != i:
            raise PuzzleFormatError(f"the solution's region {region} holds two dots")
    try:
        return np.array([[by_region[token] for token in row] for row in rows], dtype=np.int32)
    except KeyError as missing:
        raise PuzzleFormatError(f"the solution's region {missing.args[0]} holds no dot") from None


# --------------------------------------------------------------------------- ASCII


def _read_ascii(text: str) -> Galaxies:
    lines = _split_lines(text)
    while lines and not lines[-1].strip():
        lines.pop()
    start = next((i for i, line in enumerate(lines) if line.strip()), None)
    if start is None:
        raise PuzzleFormatError("empty file")
    rows = [line.rstrip("\n") for line in lines[start:]]
    width2 = len(rows[0].rstrip())
    if width2 < 3 or width2 % 2 == 0:
        raise PuzzleFormatError(f"a drawing line has 2w+1 characters (odd, at least 3), not {width2}", start + 1)
    if len(rows) < 3 or len(rows) % 2 == 0:
        raise PuzzleFormatError(f"a drawing has 2h+1 lines (odd, at least 3), not {len(rows)}", start + len(rows))
    w, h = (width2 - 1) // 2, (len(rows) - 1) // 2
    _size_ok(w, h, start + 1)
    dots = []
    for y, row in enumerate(rows):
        number = start + y + 1
        if len(row) != width2 and len(row.rstrip()) != width2:
            raise PuzzleFormatError(f"this line has {len(row.rstrip())} characters, the first has {width2}", number)
        for x, ch in enumerate(row[:width2]):
            if ch not in _ASCII_CHARS:
                raise PuzzleFormatError(
                    f"unknown character {ch!r} at column {x + 1} (use - | + space, o or *)", number)
            if ch in "o*":
                if x in (0, width2 - 1) or y in (0, len(rows) - 1):
                    raise PuzzleFormatError(f"a dot on the border at column {x + 1}", number)
                dots.append(Dot(x, y, BLACK if ch == "*" else WHITE))
    return validate(Galaxies(w, h, tuple(dots)))


def _write_ascii(puzzle: Galaxies) -> str:
    h, w = puzzle.shape
    grid = []
    for y in range(2 * h + 1):
        if y % 2 == 0:
            grid.append(["-"] * (2 * w + 1))
        else:
            grid.append(["|" if x % 2 == 0 else " " for x in range(2 * w + 1)])
    for d in puzzle.dots:
        grid[d.y2][d.x2] = "*" if d.colour == BLACK else "o"
    return "\n".join("".join(row) for row in grid) + "\n"


# --------------------------------------------------------------------------- JSON


def _read_json(text: str) -> Galaxies:
    data = parse_json(text)
    _check_json_header(data)
    dots = _json_dots(data["dots"])
    solution = _json_solution(data.get("solution"), data["height"], len(dots))
    meta: dict[str, str] = {}
    for key in ("title", "author", "license"):
        value = data.get(key) or ""
        if not isinstance(value, str):
            raise PuzzleFormatError(f"'{key}' must be a string")
        meta[key] = value
    _size_ok(data["width"], data["height"], None)
    return validate(Galaxies(data["width"], data["height"], tuple(dots), solution=solution,
                             title=meta["title"], author=meta["author"], license=meta["license"]))


def _check_json_header(data: object) -> None:
    """An object of the galaxies genre, of a known format version, with its size and dots."""
    if not isinstance(data, dict):
        raise PuzzleFormatError("bad JSON: a galaxies file must be a JSON object")
    for key in ("genre", "format_version", "width", "height", "dots"):
        if key not in data:
            raise PuzzleFormatError(f"missing key '{key}'")
    if data["genre"] != "galaxies":
        raise PuzzleFormatError(f"genre is {data['genre']!r}, not 'galaxies'")
    version = data["format_version"]
    if not _is_int(version) or version < 1 or version > JSON_FORMAT_VERSION:
        raise PuzzleFormatError(f"unknown format_version {version!r}")
    if not _is_int(data["width"]) or not _is_int(data["height"]):
        raise PuzzleFormatError("'width' and 'height' must be whole numbers")
    if not isinstance(data["dots"], list):
        raise PuzzleFormatError("'dots' must be a list")


def _json_dots(items: list) -> list[Dot]:
    dots = []
    for i, item in enumerate(items):
        if not (isinstance(item, dict) and _is_int(item.get("x2")) and _is_int(item.get("y2"))):
            raise PuzzleFormatError(f"dot {i + 1} must be an object with whole numbers x2 and y2")
        colour = item.get("colour", WHITE)
        if colour not in (WHITE, BLACK):
            raise PuzzleFormatError(f"dot {i + 1}: colour must be 'white' or 'black', not {colour!r}")
        dots.append(Dot(item["x2"], item["y2"], colour))
    return dots


def _json_solution(solution: object, height: int, dots: int) -> np.ndarray | None:
    """The stored answer (rows of dot indices), when there is one."""
    if solution is None:
        return None
    if not (isinstance(solution, list) and all(isinstance(r, list) and all(_is_int(v) for v in r)
                                              for r in solution)):
        raise PuzzleFormatError("'solution' must be a list of rows of dot indices")
    if len({len(r) for r in solution}) > 1 or len(solution) != height:
        raise PuzzleFormatError("'solution' must be H rows of W dot indices")
    if not all(0 <= v < dots for row in solution for v in row):
        raise PuzzleFormatError(f"'solution' holds a dot index outside 0..{dots - 1}")
    return np.array(solution, dtype=np.int32)


def _is_int(value: object) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def _write_json(puzzle: Galaxies) -> str:
    head = {"genre": "galaxies", "format_version": JSON_FORMAT_VERSION,
            "width": puzzle.width, "height": puzzle.height}
    for key in ("title", "author", "license"):
        if getattr(puzzle, key):
            head[key] = getattr(puzzle, key)
    parts = [f'  {json.dumps(k)}: {json.dumps(v)}' for k, v in head.items()]
    dots = ",\n".join(f'    {{"x2": {d.x2}, "y2": {d.y2}, "colour": "{d.colour}"}}' for d in puzzle.dots)
    parts.append(f'  "dots": [\n{dots}\n  ]' if dots else '  "dots": []')
    if puzzle.solution is not None:
        rows = ",\n".join("    " + json.dumps([int(v) for v in row]) for row in puzzle.solution)
        parts.append(f'  "solution": [\n{rows}\n  ]')
    return "{\n" + ",\n".join(parts) + "\n}\n"


# --------------------------------------------------------------------------- entry points

def _read_sav(text: str) -> Galaxies:
    """The puzzle of Tatham's saved game (its moves: solvers/galaxies/tatham.py)."""
    from .. import tatham_save

    save = tatham_save.read(text)
    if save.game != TATHAM_GAME:
        raise PuzzleFormatError(f"a saved game of Tatham's {save.game[:30]!r}, not of {TATHAM_GAME}")
    return puzzle_of_save(save)


def _write_sav(puzzle: Galaxies) -> str:
    """A new game of the puzzle in Tatham's saved-game format (a game in progress: tatham.py)."""
    from .. import tatham_save

    return tatham_save.write(save_file(puzzle))


_READERS = {"json": _read_json, "sgt": _read_sgt, "puzzlink": _read_puzzlink, "ascii": _read_ascii,
            "pzprv3": _read_pzprv3, "janko": _read_janko, "sav": _read_sav}

_WRITERS = {"json": _write_json, "sgt": _write_sgt, "puzzlink": _write_puzzlink, "ascii": _write_ascii,
            "pzprv3": _write_pzprv3, "sav": _write_sav}


def detect_format(text: str) -> str:
    """The format of a text, strictly: a JSON object whose genre is galaxies, a Galaxies ID
    (letters only after the colon, so a Pattern ID '5x5:1/2/...' is not one), a tentaisho URL,
    or a drawing whose first line is only '-'/'+' and whose next holds '|'."""
    from .. import janko, pzprjs
    from ..tatham_text import game_name, is_seed

    number, head = _first_line(text)
    if game_name(text) == TATHAM_GAME:
        return "sav"
    if head.startswith("{"):
        try:
            data = parse_json(text)
        except PuzzleFormatError:
            data = None
        if isinstance(data, dict) and data.get("genre") == "galaxies":
            return "json"
    elif _SGT_ID.fullmatch(head) or is_seed(head):
        return "sgt"
    elif pzprjs.url_genre(head) == "tentaisho":
        return "puzzlink"
    elif pzprjs.file_genre(text) == "tentaisho":
        return "pzprv3"
    elif janko.is_janko(text):
        return "janko"
    else:
        lines = [line for line in _split_lines(text) if line.strip()]
        if (len(lines) >= 3 and set(head) <= set("-+") and lines[1].strip().startswith("|")
                and all(set(line) <= _ASCII_CHARS for line in lines)):
            return "ascii"
    raise PuzzleFormatError(
        "not a galaxies puzzle: not galaxies JSON, a Galaxies game ID, a tentaisho URL or a drawing",
        number)


def _check_format(fmt: str) -> str:
    if fmt not in FORMATS:
        raise PuzzleFormatError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    return fmt


def read(text: str, fmt: str | None = None) -> Galaxies:
    fmt = detect_format(text) if fmt is None else fmt if fmt in READ_ONLY_FORMATS else _check_format(fmt)
    return _READERS[fmt](text)


def write(puzzle: Galaxies, fmt: str) -> str:
    validate(puzzle)
    return _WRITERS[_check_format(fmt)](puzzle)


def read_lines(text: str) -> list[tuple[str, Galaxies]]:
    """Every Galaxies ID or tentaisho URL in a text, one a line (blank and '#' lines skipped)."""
    from .. import pzprjs

    out = []
    for i, line in enumerate(_split_lines(text)):
        line = line.split("\t")[0].strip()
        if not line or line.startswith("#"):
            continue
        if pzprjs.is_url(line):
            out.append((str(i + 1), _parse_puzzlink(line, i + 1)))
        else:
            out.append((str(i + 1), parse_sgt_id(line, i + 1)))
    return out


def format_from_path(path: str | os.PathLike) -> str | None:
    return EXTENSIONS.get(Path(path).suffix.lower())


def read_file(path: str | os.PathLike, fmt: str | None = None) -> Galaxies:
    return read(read_text(path), fmt or format_from_path(path))


def write_file(path: str | os.PathLike, puzzle: Galaxies, fmt: str | None = None) -> None:
    path = Path(path)
    fmt = fmt or format_from_path(path)
    if fmt is None:
        raise PuzzleFormatError(f"cannot tell the format from the extension {path.suffix!r}; pass fmt=")
    write_text(path, write(puzzle, fmt))


# --------------------------------------------------------------------------- pixel pictures


def read_picture(text: str) -> np.ndarray:
    """A pixel picture for ``generate_from_picture`` (solvers.grid.read_picture), at most
    MAX_SIZE x MAX_SIZE."""
    return grid.read_picture(text, MAX_SIZE)


def read_picture_file(path: str | os.PathLike) -> np.ndarray:
    return read_picture(read_text(path))


# Files that hold many puzzles (the genre's BATCH_FORMATS: the command line, the benchmarks).
BATCH_FORMATS = GENRE.batch_formats()
