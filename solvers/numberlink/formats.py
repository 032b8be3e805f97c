"""Read and write numberlink puzzles in every supported format.

=========  ==========  =====================================================================
name       extension   what it is
=========  ==========  =====================================================================
json       .json       native: ``{"genre": "numberlink", "format_version": 1, "width": W,
                       "height": H, "pairs": [{"label": "1", "ends": [[r, c], [r, c]]}, ...]}``
                       plus optional ``title``, ``author``, ``license`` and ``solution`` (one
                       list of [r, c] cells per pair, from its first end to its second, or null)
text       .nl         the public solver collections: ``W H``, then H rows (``.`` empty, any
                       other character a label); lines starting with ``#`` are comments
flow       .flow       Flow Free: one line per row of letters, ``.`` empty
puzzlink   .pzl        a puzz.link URL ``https://puzz.link/p?numlin/COLS/ROWS/BODY`` (also its
                       alias ``numberlink`` and ``arukone``); read under pzprjs's rule set
                       (numlin: cells may stay empty), kept in ``puzzle.extra["rules"]``;
                       written as numlin (nikoli) or arukone (fill) by the puzzle's rules
pzprv3     .pzpr       pzprjs's saved file: ``pzprv3``, ``numlin`` (or ``arukone``), H, W, rows
janko      (read)      janko.at's page text: ``-`` or a number per cell; a ``[solution]`` of
                       n/s/e/w connections becomes the solution (solvers/janko.py)
adc        .adc        DA Symposium Algorithm Design Contest: ``SIZE WxH`` (or ``WxHx1``),
                       ``LINE_NUM n``, ``LINE#k (x,y) (x,y)`` with x the column (or
                       ``(x,y,1)``); 2-D only; written as the contest writes: ``SIZE WXHX1``
                       and ``(x,y,1)``
adc-answer             the contest's answer files: ``SIZE WXHX1``, ``LAYER 1``, rows of
                       numbers (adc_answer.py); read with the answer as the solution
flow-level             Flow Free's level packs, one level a line ``SIZE,0,LEVEL,FLOWS;path;...``
                       (flow_pack.py); a file of many is the batch format ``flow-pack``
=========  ==========  =====================================================================

Many-puzzle files of the ``text`` kind (puzzles one after another, ``0 0`` ends the file) are
read by ``read_text_batch``. Every reader ends in ``validate``: any bad input raises one
``PuzzleFormatError`` whose message is a single line naming the input line when there is one.
Cells are (row, col), 0-based, everywhere except in the ADC format, which writes (x, y).
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
from collections import Counter
from collections.abc import Container
from pathlib import Path
from typing import TypeGuard

# pzprjs and janko load in the functions of the formats that use them: a JSON puzzle needs
# neither (start-up, benchmarks/README.md).
from ..errors import PuzzleFormatError
from ..textfiles import ascii_int, is_ascii_number, parse_json, read_text, write_text
from . import adc_answer, flow_pack
from .genre import GENRE
from .model import MAX_SIZE, Cell, Numberlink
from .validation import unicode_number, validate

__all__ = ["EXTENSIONS", "FORMATS", "JSON_FORMAT_VERSION", "detect_format", "format_from_path",
           "read", "read_file", "read_text_batch", "validate", "write", "write_file"]

# The formats' names, as the genre declares them (genre.py: the one table, which --help reads
# without this module and its numpy).
FORMATS, EXTENSIONS = GENRE.format_names.text, GENRE.format_names.extensions
READ_ONLY_FORMATS = ("janko",)  # read (and detected), never written
JSON_FORMAT_VERSION = 1

# Labels for writers whose format has one character (text, flow) when the puzzle's own
# labels do not fit: digits first, as the collections do, then letters.
_TEXT_ALPHABET = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_FLOW_ALPHABET = "RGBYOCMPAWKLTNSVDEFHIJQUXZabcdefghijklmnopqrstuvwxyz"
_SIZE = re.compile(r"(\d{1,9})\s+(\d{1,9})", re.ASCII)
_ADC_SIZE = re.compile(r"SIZE\s+(\d{1,9})[xX](\d{1,9})(?:[xX](\d{1,9}))?", re.IGNORECASE | re.ASCII)
_ADC_COUNT = re.compile(r"LINE_NUM\s+(\d{1,9})", re.IGNORECASE | re.ASCII)
# Between the two cells: a dash or spaces. Not "\s*[-\s]\s*", which tries every split of a long
# run of spaces between its three parts (a line of 20,000 spaces took 0.4 s, quadratically).
_ADC_LINE = re.compile(r"LINE#(\d{1,9})\s+\(([^)]*)\)(?:\s*-\s*|\s+)\(([^)]*)\)", re.IGNORECASE | re.ASCII)


def _from_grid(rows: list[str], numbers: list[int], allowed: Container[str] | None = None) -> Numberlink:
    """A puzzle from rows of characters (row i is input line numbers[i])."""
    seen: dict[str, list] = {}
    width = len(rows[0])
    for i, (row, number) in enumerate(zip(rows, numbers)):
        if len(row) != width:
            raise PuzzleFormatError(f"row {i + 1} has {len(row)} cells, not {width}", number)
        for c, char in enumerate(row):
            if char == ".":
                continue
            if char.isspace() or not char.isprintable() or (allowed and char not in allowed):
                raise PuzzleFormatError(f"unknown character {char!r} in row {i + 1}", number)
            seen.setdefault(char, []).append(((i, c), number))
    for label, places in seen.items():
        if len(places) != 2:
            raise PuzzleFormatError(
                f"label {label!r} appears {len(places)} time{'s' if len(places) > 1 else ''}, "
                "not twice", places[0][1] if len(places) == 1 else places[2][1])
    labels = tuple(seen)
    ends = tuple((places[0][0], places[1][0]) for places in seen.values())
    return Numberlink(width, len(rows), labels, ends)


def _content_lines(text: str, comments: bool) -> list[tuple[int, str]]:
    """(1-based line number, stripped line) of each non-blank, non-comment line."""
    out = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or (comments and stripped.startswith("#")):
            continue
        out.append((number, stripped))
    return out


def _size(width: int, height: int, line: int | None) -> None:
    for name, value in (("width", width), ("height", height)):
        if not 1 <= value <= MAX_SIZE:
            raise PuzzleFormatError(f"{name} must be 1..{MAX_SIZE}, not {value}", line)


# --------------------------------------------------------------------------- text


def _read_text(text: str) -> Numberlink:
    puzzles = _text_puzzles(_content_lines(text, comments=True))
    if not puzzles:
        raise PuzzleFormatError("no puzzle: the first line must be 'W H'")
    if len(puzzles) > 1:
        raise PuzzleFormatError(f"{len(puzzles)} puzzles in one file; read it as a batch ('text-batch')",
                                puzzles[1][0])
    return puzzles[0][1]


def _text_puzzles(lines: list[tuple[int, str]]) -> list[tuple[int, Numberlink]]:
    puzzles, i = [], 0
    while i < len(lines):
        number, header = lines[i]
        match = _SIZE.fullmatch(header)
        if not match:
            raise PuzzleFormatError(f"expected 'W H', got {header[:40]!r}", number)
        width, height = int(match.group(1)), int(match.group(2))
        if width == 0 and height == 0:  # the collections' end marker
            break
        _size(width, height, number)
        rows = lines[i + 1:i + 1 + height]
        if len(rows) < height:
            raise PuzzleFormatError(f"the {width}x{height} puzzle has only {len(rows)} rows", number)
        for offset, (row_number, row) in enumerate(rows):
            if len(row) != width:
                raise PuzzleFormatError(f"row {offset + 1} has {len(row)} cells, not {width}", row_number)
        puzzle = _from_grid([row for _, row in rows], [n for n, _ in rows])
        puzzles.append((number, validate(puzzle, number)))
        i += 1 + height
    return puzzles


def read_text_batch(text: str) -> list[tuple[str, Numberlink]]:
    """Every puzzle of a collection file, named by its position and size."""
    puzzles = _text_puzzles(_content_lines(text, comments=True))
    return [(f"{i + 1}_{p.width}x{p.height}", p) for i, (_, p) in enumerate(puzzles)]


def _single_chars(puzzle: Numberlink, alphabet: str, forbidden: str) -> list[str]:
    labels = list(puzzle.labels)
    if all(len(label) == 1 and label not in forbidden and label.isprintable() and not label.isspace()
           and not unicode_number(label) for label in labels):
        return labels
    if len(labels) > len(alphabet):
        raise PuzzleFormatError(f"{len(labels)} pairs do not fit one character each")
    return list(alphabet[:len(labels)])


def _grid_rows(puzzle: Numberlink, chars: list[str]) -> list[str]:
    grid = [["."] * puzzle.width for _ in range(puzzle.height)]
    for char, ends in zip(chars, puzzle.endpoints):
        for r, c in ends:
            grid[r][c] = char
    return ["".join(row) for row in grid]


def _write_text(puzzle: Numberlink) -> str:
    chars = _single_chars(puzzle, _TEXT_ALPHABET, ".#")
    title = " ".join(puzzle.title.split())  # one comment line, whatever breaks the title held
    lines = [f"# {title}"] if title else []
    lines += [f"{puzzle.width} {puzzle.height}", *_grid_rows(puzzle, chars)]
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- flow


def _flow_allowed(char: str) -> bool:
    return char.isascii() and char.isalnum()


def _read_flow(text: str) -> Numberlink:
    lines = _content_lines(text, comments=False)
    if not lines:
        raise PuzzleFormatError("empty input: a Flow puzzle is one line of letters per row")
    _size(len(lines[0][1]), len(lines), lines[0][0])
    if any(lines[j + 1][0] != lines[j][0] + 1 for j in range(len(lines) - 1)):
        raise PuzzleFormatError("blank line inside the grid", lines[0][0])
    allowed = {chr(c) for c in range(128) if _flow_allowed(chr(c))}
    return validate(_from_grid([row for _, row in lines], [n for n, _ in lines], allowed), lines[0][0])


def _write_flow(puzzle: Numberlink) -> str:
    chars = _single_chars(puzzle, _FLOW_ALPHABET, ".")
    if not all(_flow_allowed(ch) for ch in chars):
        chars = list(_FLOW_ALPHABET[:len(chars)])
    return "\n".join(_grid_rows(puzzle, chars)) + "\n"


# --------------------------------------------------------------------------- puzz.link


# pzprjs's rule sets: numlin lets cells stay empty (nikoli); arukone uses every cell unless its
# URL says "e" (its file "dontpassallcell"). The puzzle carries the set it was read under.
_PZPR_GENRES = ("numlin", "arukone")
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"  # arukone's 1..52


def _rules_note(genre: str, rules: str) -> dict:
    said = {"nikoli": "cells may stay empty", "fill": "every cell is used"}[rules]
    return {"rules": rules, "rules_source": f"pzprjs {genre}: {said}"}


def _read_puzzlink(text: str) -> Numberlink:
    from .. import pzprjs

    lines = _content_lines(text, comments=False)
    if len(lines) != 1:
        raise PuzzleFormatError("a puzz.link puzzle is one URL on one line" if lines else "empty input")
    number, url = lines[0]
    link = pzprjs.parse_url(url, _PZPR_GENRES, number)
    width, height = link.cols, link.rows
    _size(width, height, number)
    values, rest = pzprjs.decode_number16(link.body, width * height, number)
    if rest:
        raise PuzzleFormatError(f"the URL body describes more than {width}x{height} cells "
                                f"({rest[:20]!r} left)", number)
    rules = "nikoli" if link.genre == "numlin" or "e" in link.pflag else "fill"
    return _from_numbers(values, width, height, link.genre, rules, number)


def _from_numbers(values: list[int | None], width: int, height: int, genre: str, rules: str,
                  number: int | None) -> Numberlink:
    """A puzzle from pzprjs's cell numbers (row-major; None where none)."""
    places: dict[int, list] = {}
    for index, value in enumerate(values):
        if value == -2:
            raise PuzzleFormatError(f"cell {divmod(index, width)} holds a '?' where a number belongs", number)
        if value is not None:
            places.setdefault(value, []).append(divmod(index, width))
    for value, cells in places.items():
        if len(cells) != 2:
            raise PuzzleFormatError(f"number {value} appears {len(cells)} time{'s' if len(cells) > 1 else ''}, not twice", number)
    if genre == "arukone" and all(1 <= v <= len(_LETTERS) for v in places):
        labels = tuple(_LETTERS[v - 1] for v in places)
    else:
        labels = tuple(str(v) for v in places)
    puzzle = Numberlink(width, height, labels, tuple(tuple(c) for c in places.values()),
                        extra=_rules_note(genre, rules))
    return validate(puzzle, number)


def _pzpr_genre(puzzle: Numberlink) -> str:
    """The pzprjs genre whose rules are the puzzle's: numlin lets cells stay empty (nikoli),
    arukone uses every cell (fill, our default); arukone numbers only 52 pairs, so a larger
    fill puzzle goes as numlin (a looser rule)."""
    rules = puzzle.extra.get("rules", "fill")
    return "numlin" if rules == "nikoli" or puzzle.pairs > len(_LETTERS) else "arukone"


def _pzpr_numbers(puzzle: Numberlink, genre: str) -> list[int | None]:
    numbers = _numbers(puzzle)
    if max(numbers) >= (1126352 if genre == "numlin" else len(_LETTERS) + 1):
        numbers = list(range(1, puzzle.pairs + 1))
    grid: list[int | None] = [None] * (puzzle.width * puzzle.height)
    for n, ends in zip(numbers, puzzle.endpoints):
        for r, c in ends:
            grid[r * puzzle.width + c] = n
    return grid


def _write_puzzlink(puzzle: Numberlink) -> str:
    """numlin for a nikoli puzzle, arukone (every cell used) for a fill one (_pzpr_genre)."""
    from .. import pzprjs

    genre = _pzpr_genre(puzzle)
    body = pzprjs.encode_number16(_pzpr_numbers(puzzle, genre))
    return pzprjs.compose_url(genre, puzzle.width, puzzle.height, body) + "\n"


def _read_pzprv3(text: str) -> Numberlink:
    """pzprjs's saved numlin (H lines of W numbers, ``.`` none) or arukone (a rules line
    ``passallcell`` / ``dontpassallcell``, then letters); the player's lines after them become
    the solution when they solve the puzzle."""
    from .. import pzprjs

    if not _content_lines(text, comments=False):
        raise PuzzleFormatError("empty input")
    file = pzprjs.parse_file(text, _PZPR_GENRES)
    width, height = file.cols, file.rows
    _size(width, height, 3)
    start, rules = 0, "nikoli"
    if file.genre == "arukone":
        flag = file.take(0, 1, "rules line")[0].strip()
        if flag not in ("passallcell", "dontpassallcell"):
            raise PuzzleFormatError(f"an arukone file's line 5 is passallcell or dontpassallcell, not {flag[:30]!r}", 5)
        start, rules = 1, "fill" if flag == "passallcell" else "nikoli"
    values: list[int | None] = []
    for i, row in enumerate(file.take(start, height, "rows of numbers")):
        line = start + i + 5
        for token in pzprjs.tokens(row, width, f"row {i + 1}", line):
            values.append(_pzpr_cell(token, file.genre, line))
    puzzle = _from_numbers(values, width, height, file.genre, rules, None)
    answer = _pzpr_answer(puzzle, file.lines[start + height:])
    return dataclasses.replace(puzzle, solution=answer) if answer is not None else puzzle


def _pzpr_answer(puzzle: Numberlink, lines: tuple[str, ...]) -> tuple | None:
    """The player's lines of a saved pzprjs game as the puzzle's solution, when they join every
    pair and keep the puzzle's rules (a game in progress, or none, gives None)."""
    w, h = puzzle.width, puzzle.height
    if len(lines) < 2 * h - 1:
        return None
    links: dict[tuple[int, int], list] = {}
    rows = [line.split() for line in lines[:2 * h - 1]]
    if any(len(row) != (w - 1 if i < h else w) for i, row in enumerate(rows)):
        return None
    for i, row in enumerate(rows):
        for j, value in enumerate(row):
            if value != "1":
                continue
            a, b = ((i, j), (i, j + 1)) if i < h else ((i - h, j), (i - h + 1, j))
            links.setdefault(a, []).append(b)
            links.setdefault(b, []).append(a)
    if not links:
        return None
    paths = []
    for start, end in puzzle.endpoints:
        path, before = [start], None
        while path[-1] != end and len(path) <= w * h:
            nexts = [cell for cell in links.get(path[-1], []) if cell != before]
            if len(nexts) != 1:
                return None
            before = path[-1]
            path.append(nexts[0])
        paths.append(tuple(path))
    if sum(len(p) for p in paths) != len(links):  # no line outside the paths
        return None
    try:
        return validate(dataclasses.replace(puzzle, solution=tuple(paths))).solution
    except PuzzleFormatError:
        return None


def _pzpr_cell(token: str, genre: str, line: int) -> int | None:
    if token == ".":
        return None
    if token == "-":
        return -2
    if genre == "arukone" and token in _LETTERS:
        return _LETTERS.index(token) + 1
    if genre == "numlin" and is_ascii_number(token) and len(token) <= 9:
        return int(token)
    raise PuzzleFormatError(f"unknown cell {token[:12]!r} (a {'letter' if genre == 'arukone' else 'number'} or .)", line)


def _write_pzprv3(puzzle: Numberlink) -> str:
    """The numbers and no lines (the answer is the player's), as numlin or arukone
    (``passallcell``) by the puzzle's rules (_pzpr_genre)."""
    from .. import pzprjs

    genre = _pzpr_genre(puzzle)
    grid = _pzpr_numbers(puzzle, genre)
    w, h = puzzle.width, puzzle.height

    def cell(value: int | None) -> str:
        return "." if value is None else _LETTERS[value - 1] if genre == "arukone" else str(value)

    lines = ["passallcell"] if genre == "arukone" else []
    lines += [pzprjs.token_line([cell(v) for v in grid[r * w:(r + 1) * w]]) for r in range(h)]
    lines += [pzprjs.token_line(["0"] * (w - 1))] * h + [pzprjs.token_line(["0"] * w)] * (h - 1)
    return pzprjs.compose_file(genre, h, w, lines)


# --------------------------------------------------------------------------- janko

_STEPS = {"n": (-1, 0), "s": (1, 0), "e": (0, 1), "w": (0, -1)}


def _read_janko(text: str) -> Numberlink:
    from .. import janko

    page = janko.read(text, "numberlink")
    height, width = page.shape
    _size(width, height, page.first_line)
    places: dict[str, list] = {}
    for r, row in enumerate(page.problem):
        for c, token in enumerate(row):
            if token == "-":
                continue
            if not (is_ascii_number(token) and len(token) <= 9):
                raise PuzzleFormatError(f"unknown cell {token[:12]!r} in row {r + 1} (a number or -)",
                                        page.first_line + r)
            places.setdefault(str(int(token)), []).append((r, c))
    for label, cells in places.items():
        if len(cells) != 2:
            raise PuzzleFormatError(f"number {label} appears {len(cells)} time{'s' if len(cells) > 1 else ''}, "
                                    "not twice", page.first_line)
    labels = tuple(sorted(places, key=int))
    ends = tuple(tuple(places[label]) for label in labels)
    title, author = janko.title(page), janko.author(page)
    puzzle = validate(Numberlink(width, height, labels, ends, title=title, author=author), page.first_line)
    if page.solution is None:
        return puzzle
    paths = tuple(_janko_path(page.solution, a, b) for a, b in ends)
    return validate(Numberlink(width, height, labels, ends, title=title, author=author, solution=paths))


def _janko_path(rows: list[list[str]], start: tuple[int, int], end: tuple[int, int]) -> tuple:
    """The cells from one end to the other, following the solution's n/s/e/w connections."""
    path, before, cell = [start], None, start
    while cell != end:
        token = rows[cell[0]][cell[1]]
        if any(ch not in _STEPS for ch in token) and token != "-":
            raise PuzzleFormatError(f"the solution's cell {list(cell)} is {token[:12]!r} (n/s/e/w letters)")
        nexts = [(cell[0] + _STEPS[ch][0], cell[1] + _STEPS[ch][1]) for ch in token if ch in _STEPS]
        nexts = [n for n in nexts if n != before]
        if len(nexts) != 1 or len(path) > len(rows) * len(rows[0]) or not (
                0 <= nexts[0][0] < len(rows) and 0 <= nexts[0][1] < len(rows[0])):
            raise PuzzleFormatError(f"the solution's line from {list(start)} breaks off at {list(cell)}")
        before, cell = cell, nexts[0]
        path.append(cell)
    return tuple(path)


def _numbers(puzzle: Numberlink) -> list[int]:
    """Positive integer labels: the puzzle's own when they are, else 1..n in order."""
    numbers = [ascii_int(label) for label in puzzle.labels]
    positive = [n for n in numbers if n]  # none None, none 0
    if len(positive) == len(numbers) and len(set(positive)) == puzzle.pairs:
        return positive
    return list(range(1, puzzle.pairs + 1))


# --------------------------------------------------------------------------- ADC


def _read_adc(text: str) -> Numberlink:
    lines = _content_lines(text, comments=False)
    if not lines:
        raise PuzzleFormatError("empty input: an ADC problem starts with 'SIZE WxH'")
    number, header = lines[0]
    match = _ADC_SIZE.fullmatch(header)
    if not match:
        raise PuzzleFormatError(f"expected 'SIZE WxH', got {header[:40]!r}", number)
    width, height = int(match.group(1)), int(match.group(2))
    if match.group(3) is not None and int(match.group(3)) != 1:
        raise PuzzleFormatError(f"3-D problems ({match.group(3)} layers) are not supported", number)
    _size(width, height, number)
    count_line = _ADC_COUNT.fullmatch(lines[1][1]) if len(lines) >= 2 else None
    if not count_line:
        raise PuzzleFormatError("expected 'LINE_NUM n' after SIZE", lines[1][0] if len(lines) > 1 else number)
    count = int(count_line.group(1))
    if count > width * height // 2:
        raise PuzzleFormatError(f"LINE_NUM {count} is more pairs than a {width}x{height} grid holds",
                                lines[1][0])
    pairs: dict[int, tuple] = {}
    for number, line in lines[2:]:
        match = _ADC_LINE.fullmatch(line)
        if not match:
            raise PuzzleFormatError(f"expected 'LINE#k (x,y) (x,y)', got {line[:40]!r}", number)
        k = int(match.group(1))
        if k in pairs:
            raise PuzzleFormatError(f"LINE#{k} is given twice", number)
        if not 1 <= k <= count:
            raise PuzzleFormatError(f"LINE#{k} is outside 1..{count} (LINE_NUM)", number)
        ends = tuple(_adc_cell(match.group(g), width, height, number) for g in (2, 3))
        pairs[k] = (ends, number)
    if len(pairs) != count:
        missing = next(k for k in range(1, count + 1) if k not in pairs)
        raise PuzzleFormatError(f"LINE_NUM is {count} but LINE#{missing} is missing", lines[1][0])
    order = sorted(pairs)
    puzzle = Numberlink(width, height, tuple(str(k) for k in order), tuple(pairs[k][0] for k in order))
    try:
        return validate(puzzle)
    except PuzzleFormatError as error:  # name the line of the first offending pair
        for k in order:
            try:
                validate(Numberlink(width, height, (str(k),), (pairs[k][0],)))
            except PuzzleFormatError as single:
                raise PuzzleFormatError(str(single), pairs[k][1]) from None
        raise error


def _adc_cell(text: str, width: int, height: int, number: int) -> tuple[int, int]:
    parts = [ascii_int(p.strip()) for p in text.split(",")]
    numbers = [p for p in parts if p is not None]
    if len(parts) not in (2, 3) or len(numbers) != len(parts):
        raise PuzzleFormatError(f"a cell is (x,y), not ({text})", number)
    x, y = numbers[0], numbers[1]
    if len(numbers) == 3 and numbers[2] != 1:
        raise PuzzleFormatError("3-D problems (layer other than 1) are not supported", number)
    if not (0 <= x < width and 0 <= y < height):
        raise PuzzleFormatError(f"the cell ({text}) is outside the {width}x{height} grid", number)
    return (y, x)


def _write_adc(puzzle: Numberlink) -> str:
    numbers = _numbers(puzzle)
    if sorted(numbers) != list(range(1, puzzle.pairs + 1)):
        numbers = list(range(1, puzzle.pairs + 1))
    # As the contest's own files (ADC 2018): a third dimension of one layer, cells (x,y,z).
    lines = [f"SIZE {puzzle.width}X{puzzle.height}X1", f"LINE_NUM {puzzle.pairs}"]
    for n, ((r1, c1), (r2, c2)) in sorted(zip(numbers, puzzle.endpoints)):
        lines.append(f"LINE#{n} ({c1},{r1},1) ({c2},{r2},1)")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- JSON


def _read_json(text: str) -> Numberlink:
    data = parse_json(text)
    if not isinstance(data, dict):
        raise PuzzleFormatError("the JSON document must be an object")
    if data.get("genre") != "numberlink":
        raise PuzzleFormatError(f"the JSON genre is {data.get('genre')!r}, not 'numberlink'")
    if not _is_int(data.get("format_version")) or data["format_version"] != JSON_FORMAT_VERSION:
        raise PuzzleFormatError(f"unsupported format_version {data.get('format_version')!r}")
    width, height = data.get("width"), data.get("height")
    if not (_is_int(width) and _is_int(height)):
        raise PuzzleFormatError("'width' and 'height' must be integers")
    pairs = data.get("pairs")
    if not isinstance(pairs, list):
        raise PuzzleFormatError("'pairs' must be a list of {label, ends}")
    labels: list[str] = []
    endpoints: list[tuple[Cell, Cell]] = []
    for i, pair in enumerate(pairs):
        if not isinstance(pair, dict) or not isinstance(pair.get("label"), (str, int)) \
                or isinstance(pair.get("label"), bool):
            raise PuzzleFormatError(f"pair {i + 1} needs a 'label' (a string or a number)")
        ends = pair.get("ends")
        if not (isinstance(ends, list) and len(ends) == 2 and all(_is_cell(e) for e in ends)):
            raise PuzzleFormatError(f"pair {i + 1} needs 'ends': two [row, col] cells")
        labels.append(str(pair["label"]))
        (r1, c1), (r2, c2) = ends  # two [row, col] cells (_is_cell)
        endpoints.append(((r1, c1), (r2, c2)))
    solution = data.get("solution")
    paths: tuple[tuple[Cell, ...], ...] | None = None
    if solution is not None:
        if isinstance(solution, list) and any(isinstance(p, list) and len(p) > width * height for p in solution):
            raise PuzzleFormatError("a path of the 'solution' has more cells than the grid")
        if not (isinstance(solution, list) and all(isinstance(p, list) and all(_is_cell(c) for c in p)
                                                    for p in solution)):
            raise PuzzleFormatError("'solution' must be one list of [row, col] cells per pair, or null")
        paths = tuple(tuple((r, c) for r, c in path) for path in solution)
    strings: dict[str, str] = {}
    for key in ("title", "author", "license"):
        value = data.get(key, "")
        if not isinstance(value, str):
            raise PuzzleFormatError(f"{key!r} must be a string")
        strings[key] = value
    return validate(Numberlink(width, height, tuple(labels), tuple(endpoints), solution=paths,
                               title=strings["title"], author=strings["author"], license=strings["license"]))


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_cell(value: object) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(_is_int(v) for v in value)


def _write_json(puzzle: Numberlink) -> str:
    pairs = ",\n".join(
        f'    {{"label": {json.dumps(label)}, "ends": [{list(a)}, {list(b)}]}}'
        for label, (a, b) in zip(puzzle.labels, puzzle.endpoints))
    head = {"genre": "numberlink", "format_version": JSON_FORMAT_VERSION, "title": puzzle.title,
            "author": puzzle.author, "license": puzzle.license,
            "width": puzzle.width, "height": puzzle.height}
    lines = ["{"] + [f"  {json.dumps(k)}: {json.dumps(v)}," for k, v in head.items()]
    lines.append(f'  "pairs": [\n{pairs}\n  ],')
    if puzzle.solution is None:
        lines.append('  "solution": null')
    else:
        paths = ",\n".join("    " + json.dumps([list(c) for c in path]) for path in puzzle.solution)
        lines.append(f'  "solution": [\n{paths}\n  ]')
    return "\n".join(lines) + "\n}\n"


# --------------------------------------------------------------------------- dispatch

_READERS = {"json": _read_json, "text": _read_text, "flow": _read_flow,
            "puzzlink": _read_puzzlink, "adc": _read_adc, "pzprv3": _read_pzprv3, "janko": _read_janko,
            "adc-answer": adc_answer.read, "flow-level": flow_pack.read}
_WRITERS = {"json": _write_json, "text": _write_text, "flow": _write_flow,
            "puzzlink": _write_puzzlink, "adc": _write_adc, "pzprv3": _write_pzprv3,
            "adc-answer": adc_answer.write, "flow-level": flow_pack.write}


def detect_format(text: str) -> str:
    """The format of a text by its content; strict, so that other genres' files are refused."""
    from .. import janko, pzprjs

    lines = _content_lines(text, comments=False)
    if not lines:
        raise PuzzleFormatError("empty input")
    first = lines[0][1]
    if first.startswith("{"):
        try:
            data = parse_json(text)
        except PuzzleFormatError:
            data = None
        if isinstance(data, dict) and data.get("genre") == "numberlink":
            return "json"
        raise PuzzleFormatError("not a numberlink JSON document")
    if pzprjs.url_genre(first) in _PZPR_GENRES:
        return "puzzlink"
    if pzprjs.file_genre(text) in _PZPR_GENRES:
        return "pzprv3"
    if pzprjs.is_url(first) or pzprjs.is_file(text):
        raise PuzzleFormatError(pzprjs.foreign(text, _PZPR_GENRES), lines[0][0])
    if janko.is_janko(text):
        return "janko"
    if _ADC_SIZE.fullmatch(first):
        return "adc-answer" if adc_answer.looks_like(text) else "adc"
    if flow_pack.looks_like(first):
        return "flow-level"
    content = _content_lines(text, comments=True)
    if content and _SIZE.fullmatch(content[0][1]):
        return "text"
    rows = [row for _, row in lines]
    # A grid larger than a puzzle can be is not taken for one (and not counted char by char).
    if len(rows) <= MAX_SIZE and len(rows[0]) <= MAX_SIZE and all(len(r) == len(rows[0]) for r in rows):
        counts = Counter("".join(rows))
        counts.pop(".", None)
        if counts and all(_flow_allowed(ch) and n == 2 for ch, n in counts.items()):
            return "flow"
    raise PuzzleFormatError("not a numberlink format (json, text, flow, puzzlink, adc, adc-answer or flow-level)")


def read(text: str, fmt: str | None = None) -> Numberlink:
    fmt = fmt or detect_format(text)
    if fmt not in _READERS:  # the read-only janko is among the readers
        raise PuzzleFormatError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    return _READERS[fmt](text)


def write(puzzle: Numberlink, fmt: str = "json") -> str:
    if fmt not in _WRITERS:
        raise PuzzleFormatError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    return _WRITERS[fmt](puzzle)


def format_from_path(path: str | os.PathLike) -> str | None:
    return EXTENSIONS.get(Path(path).suffix.lower())


def read_file(path: str | os.PathLike, fmt: str | None = None) -> Numberlink:
    path = Path(path)
    text = read_text(path)
    fmt = fmt or format_from_path(path)
    puzzle = read(text, fmt)
    if not puzzle.title and fmt != "json":  # an untitled native file stays untitled
        puzzle = dataclasses.replace(puzzle, title=path.stem)
    return puzzle


def write_file(path: str | os.PathLike, puzzle: Numberlink, fmt: str | None = None) -> None:
    """Write by the one writer's rules (solvers/textfiles.py: links followed, devices and
    pipes written into, regular files replaced atomically)."""
    path = Path(path)
    fmt = fmt or format_from_path(path)
    if fmt is None:
        raise PuzzleFormatError(f"cannot tell the format from {path.name!r}; choose one of {', '.join(FORMATS)}")
    write_text(path, write(puzzle, fmt))


# Files that hold many puzzles (the genre's BATCH_FORMATS: the command line, the benchmarks).
BATCH_FORMATS = GENRE.batch_formats()
