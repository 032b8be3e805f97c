"""Gnonograms' .gno game files (its Filereader/Filewriter): ``[Heading]`` sections, of which the
first three letters count (``[Dimensions]``: rows then columns, one a line; ``[Row clues]`` and
``[Column clues]``: one clue a line, blocks separated by commas or spaces, ``0`` for an empty
line; ``[Solution]`` or ``[Solution grid]``: one row a line, 1 empty and 2 filled;
``[Description]``: name, author, date, grade; ``[License]``). Other sections (the working
grid, the state, the history of a game in progress) are skipped."""

from __future__ import annotations

import re
from urllib.parse import quote, unquote

import numpy as np

from ...errors import PuzzleFormatError
from ..model import Nonogram
from .common import SourceLines, check_size, one_line, parse_clue, parse_number, split_lines, validate

HEADING = re.compile(r"\s*\[([^\]]*)\]\s*")
_KNOWN = ("DIM", "ROW", "COL", "SOL")


def is_gno(lines: list[str]) -> bool:
    return any((m := HEADING.fullmatch(line)) and m.group(1).strip()[:3].upper() in _KNOWN for line in lines)


def read(text: str) -> Nonogram:
    lines = split_lines(text)
    if not any(line.strip() for line in lines):
        raise PuzzleFormatError("empty file")
    sections: dict[str, tuple[int, list[int]]] = {}  # DIM -> (heading line, body line indexes)
    current = None
    for index, line in enumerate(lines):
        match = HEADING.fullmatch(line)
        if match:
            current = match.group(1).strip()[:3].upper()
            if current in sections and current in _KNOWN:
                raise PuzzleFormatError(f"[{match.group(1).strip()}] is given twice", index + 1)
            sections[current] = (index + 1, [])
        elif current is None:
            if line.strip():
                raise PuzzleFormatError("a .gno file starts with a [heading]", index + 1)
        else:
            sections[current][1].append(index)
    for key, name in (("DIM", "Dimensions"), ("ROW", "Row clues"), ("COL", "Column clues")):
        if key not in sections:
            raise PuzzleFormatError(f"no [{name}] section")

    def body(key: str) -> list[int]:
        return [i for i in sections[key][1] if lines[i].strip()]

    dims = body("DIM")
    if len(dims) != 2:
        raise PuzzleFormatError(f"[Dimensions] holds {len(dims)} lines, not 2 (rows, then columns)",
                                sections["DIM"][0])
    height = parse_number(lines[dims[0]].strip(), "rows", dims[0] + 1)
    width = parse_number(lines[dims[1]].strip(), "columns", dims[1] + 1)
    check_size(width, height, dims[0] + 1)
    rows, row_lines = _clues(lines, body("ROW"), height, "row", sections["ROW"][0])
    cols, col_lines = _clues(lines, body("COL"), width, "column", sections["COL"][0])
    goal, goal_line = None, None
    if "SOL" in sections:
        goal_line = sections["SOL"][0]
        goal = _solution(lines, body("SOL"), width, height, goal_line)
    title, author = _description(lines, sections.get("DES", (0, []))[1])
    licence = next((lines[i].strip() for i in body("LIC")), "") if "LIC" in sections else ""
    puzzle = Nonogram(rows, cols, goal=goal, title=title, author=author, license=licence)
    return validate(puzzle, SourceLines(size=dims[0] + 1, rows=row_lines, cols=col_lines, goal=goal_line))


def _clues(lines: list[str], body: list[int], need: int, kind: str, heading: int) -> tuple[tuple, list[int]]:
    if len(body) != need:
        raise PuzzleFormatError(f"{len(body)} {kind} clues but the puzzle has {need} {kind}s", heading)
    clues = tuple(
        parse_clue([t for t in re.split(r"[\s,]+", lines[i].strip()) if t], f"{kind} {n + 1}", i + 1)
        for n, i in enumerate(body)
    )
    # Gnonograms writes an empty line as 0 and reads "0, 0" the same way.
    clues = tuple(tuple(b for b in clue if b) for clue in clues)
    return clues, [i + 1 for i in body]


def _solution(lines: list[str], body: list[int], width: int, height: int, heading: int) -> np.ndarray:
    if len(body) != height:
        raise PuzzleFormatError(f"the solution has {len(body)} rows but the puzzle has {height}", heading)
    goal = np.zeros((height, width), dtype=np.int8)
    for r, i in enumerate(body):
        cells = [t for t in re.split(r"[\s,]+", lines[i].strip()) if t]
        if len(cells) != width:
            raise PuzzleFormatError(f"this solution row has {len(cells)} cells but the puzzle has {width} columns",
                                    i + 1)
        for c, cell in enumerate(cells):
            if cell not in ("1", "2"):
                raise PuzzleFormatError(f"a solution cell is 1 (empty) or 2 (filled), got {cell[:10]!r}", i + 1)
            goal[r, c] = cell == "2"
    return goal


def _description(lines: list[str], body: list[int]) -> tuple[str, str]:
    """Name and author: Gnonograms writes name, author, date and grade, one a line."""
    text = [lines[i].strip() for i in body]
    while text and not text[-1]:
        text.pop()
    title = unquote(text[0]) if text else ""
    author = text[1] if len(text) >= 4 else ""
    return title, author


def _not_a_heading(line: str) -> str:
    """A line that would read as a ``[heading]`` loses its outer brackets."""
    return line.strip("[]") if HEADING.fullmatch(line) else line


def write(puzzle: Nonogram) -> str:
    name = one_line(puzzle.title) or "Untitled"
    author, licence = (_not_a_heading(one_line(value)) for value in (puzzle.author, puzzle.license))
    out = ["[Description]", quote(name, safe=" !$&'()*+,;=:@/?~"), author, "", "0"]
    if licence:
        out += ["[License]", licence]
    out += ["[Dimensions]", str(puzzle.height), str(puzzle.width), "[Row clues]"]
    out += [",".join(map(str, c)) or "0" for c in puzzle.rows]
    out.append("[Column clues]")
    out += [",".join(map(str, c)) or "0" for c in puzzle.cols]
    if puzzle.goal is not None:
        out.append("[Solution grid]")
        out += [" ".join("2" if v else "1" for v in row) + " " for row in np.asarray(puzzle.goal)]
    out += ["[Locked]", "true"]
    return "\n".join(out) + "\n"
