"""Flow Free's level packs: one level a line, ``SIZE,0,LEVEL,FLOWS;path;path;...``.

The header's first field is the size, ``N`` (N x N) or ``W:H``; then a reserved 0, the level's
number and the number of flows; later optional fields hold bridges, holes and walls, which a
Numberlink has not (such a level is refused in one line). Each path is the cells of one flow,
comma-separated, from one end to the other; a cell is ``row * W + column``. The paths are the
level's solution: its two ends are the pair's numbers."""

from __future__ import annotations

import re

from ..errors import PuzzleFormatError
from .model import MAX_SIZE, Numberlink
from .validation import validate

HEADER = re.compile(r"(\d{1,4})(?::(\d{1,4})(\+?))?,(\d{1,9}),(\d{1,9}),(\d{1,9})((?:,[^;]*)?)", re.ASCII)
LINE = re.compile(r"\d{1,4}(?::\d{1,4}\+?)?,\d{1,9},\d{1,9},\d{1,9}[^;]*(?:;[\d,]*)+;?", re.ASCII)


def looks_like(line: str) -> bool:
    return LINE.fullmatch(line.strip()) is not None


def read_line(text: str, number: int | None = None) -> Numberlink:
    """One level (with its paths as the known solution); PuzzleFormatError for anything else."""
    fields = text.strip().rstrip(";").split(";")
    match = HEADER.fullmatch(fields[0])
    if match is None:
        raise PuzzleFormatError(f"a Flow Free level starts 'SIZE,0,LEVEL,FLOWS;', got {fields[0][:30]!r}", number)
    width = int(match.group(1))
    height = int(match.group(2)) if match.group(2) else width
    if match.group(3) or any(part.strip() for part in match.group(7).split(",")):
        raise PuzzleFormatError("the level has bridges, holes or walls, which a Numberlink has not", number)
    if not (1 <= width <= MAX_SIZE and 1 <= height <= MAX_SIZE):
        raise PuzzleFormatError(f"a {width}x{height} level is outside 1..{MAX_SIZE}", number)
    flows = int(match.group(6))
    if flows != len(fields) - 1:
        raise PuzzleFormatError(f"the level says {flows} flows but has {len(fields) - 1} paths", number)
    paths = []
    for index, field in enumerate(fields[1:], start=1):
        cells = [part.strip() for part in field.split(",")]
        if len(cells) < 2 or not all(c.isascii() and c.isdigit() and len(c) <= 9 for c in cells):
            raise PuzzleFormatError(f"path {index} is not two or more cell numbers", number)
        path = []
        for cell in map(int, cells):
            if cell >= width * height:
                raise PuzzleFormatError(f"path {index}: cell {cell} is outside the {width}x{height} grid", number)
            path.append(divmod(cell, width))
        paths.append(tuple(path))
    labels = tuple(str(k) for k in range(1, len(paths) + 1))
    puzzle = Numberlink(width, height, labels, tuple((p[0], p[-1]) for p in paths), solution=tuple(paths))
    return validate(puzzle, number)


def read(text: str) -> Numberlink:
    """A file of one level line (blank lines around it allowed)."""
    lines = [(i, line) for i, line in enumerate(text.splitlines(), start=1) if line.strip()]
    if not lines:
        raise PuzzleFormatError("empty input: a Flow Free level is one line 'SIZE,0,LEVEL,FLOWS;path;...'")
    if len(lines) > 1:
        raise PuzzleFormatError(f"{len(lines)} levels in the file: read it as a collection (--format flow-pack)",
                                lines[1][0])
    return read_line(lines[0][1], lines[0][0])


def read_pack(text: str) -> list[tuple[str, Numberlink]]:
    """Every level of a pack, named by its level number."""
    out = []
    for i, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            puzzle = read_line(line, i)
            out.append((line.split(",", 3)[2] if line.count(",") >= 3 else str(i), puzzle))
    if not out:
        raise PuzzleFormatError("empty input: a Flow Free pack has one level a line")
    return out


def write(puzzle: Numberlink, level: int = 1) -> str:
    """The level line of a puzzle with its solution (the paths are the level)."""
    if puzzle.solution is None:
        raise PuzzleFormatError("a Flow Free level is its paths: solve the puzzle first (its solution is unknown)")
    size = str(puzzle.width) if puzzle.width == puzzle.height else f"{puzzle.width}:{puzzle.height}"
    paths = [",".join(str(r * puzzle.width + c) for r, c in path) for path in puzzle.solution]
    return ";".join([f"{size},0,{level},{puzzle.pairs}", *paths]) + "\n"
