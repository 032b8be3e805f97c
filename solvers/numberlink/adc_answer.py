"""The answer files of the DA Symposium Algorithm Design Contest (ADC): ``SIZE WxHxZ``, then
for each layer ``LAYER k`` and H rows of W comma-separated numbers (0 an empty cell, else the
number of the line through it). Only 2-D answers (one layer) are a Numberlink.

An answer alone is read as the puzzle its lines make (each line's ends are its pair) with the
lines as its solution; ``matches(question, answer)`` says whether it solves a question."""

from __future__ import annotations

import re

from ..errors import PuzzleFormatError
from .model import MAX_SIZE, Numberlink
from .validation import validate

SIZE = re.compile(r"SIZE\s+(\d{1,9})[xX](\d{1,9})(?:[xX](\d{1,9}))?", re.IGNORECASE | re.ASCII)
LAYER = re.compile(r"LAYER\s+(\d{1,9})", re.IGNORECASE | re.ASCII)


def looks_like(text: str) -> bool:
    lines = [line.strip() for line in text.splitlines() if line.strip()][:2]
    return len(lines) == 2 and SIZE.fullmatch(lines[0]) is not None and LAYER.fullmatch(lines[1]) is not None


def read(text: str) -> Numberlink:
    lines = [(i, line.strip()) for i, line in enumerate(text.splitlines(), start=1) if line.strip()]
    if not lines:
        raise PuzzleFormatError("empty input: an ADC answer starts with 'SIZE WxHx1'")
    number, header = lines[0]
    match = SIZE.fullmatch(header)
    if match is None:
        raise PuzzleFormatError(f"expected 'SIZE WxHx1', got {header[:40]!r}", number)
    width, height = int(match.group(1)), int(match.group(2))
    layers = int(match.group(3) or 1)
    if layers != 1:
        raise PuzzleFormatError(f"3-D answers ({layers} layers) are not supported", number)
    if not (1 <= width <= MAX_SIZE and 1 <= height <= MAX_SIZE):
        raise PuzzleFormatError(f"a {width}x{height} answer is outside 1..{MAX_SIZE}", number)
    layer = LAYER.fullmatch(lines[1][1]) if len(lines) >= 2 else None
    if layer is None or int(layer.group(1)) != 1:
        raise PuzzleFormatError("expected 'LAYER 1' after SIZE", lines[min(1, len(lines) - 1)][0])
    rows = lines[2:]
    if len(rows) != height:
        raise PuzzleFormatError(f"the answer has {len(rows)} rows, not {height}", rows[-1][0] if rows else number)
    cells: dict[int, list] = {}
    for r, (number, row) in enumerate(rows):
        values = [v.strip() for v in row.split(",")]
        if len(values) != width or not all(v.isascii() and v.isdigit() and len(v) <= 9 for v in values):
            raise PuzzleFormatError(f"row {r + 1} is not {width} comma-separated numbers", number)
        for c, value in enumerate(map(int, values)):
            if value:
                cells.setdefault(value, []).append((r, c))
    if not cells:
        raise PuzzleFormatError("the answer draws no line")
    order = sorted(cells)
    paths = tuple(_path(k, cells[k]) for k in order)
    puzzle = Numberlink(width, height, tuple(str(k) for k in order), tuple((p[0], p[-1]) for p in paths),
                        solution=paths)
    return validate(puzzle)


def _path(number: int, cells: list) -> tuple:
    """The cells of one line in order from one end: they must make one path without branches."""
    here = set(cells)

    def around(cell: tuple) -> list:
        r, c = cell
        return [n for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if n in here]

    ends = [cell for cell in cells if len(around(cell)) == 1]
    if len(cells) < 2 or len(ends) != 2 or any(len(around(cell)) > 2 for cell in cells):
        raise PuzzleFormatError(f"line {number} is not one path with two ends in the answer")
    path, previous = [min(ends)], None
    while len(path) < len(cells):
        step = [n for n in around(path[-1]) if n != previous]
        if not step:
            break
        previous = path[-1]
        path.append(step[0])
    if len(path) != len(cells):
        raise PuzzleFormatError(f"line {number} is not one path with two ends in the answer")
    return tuple(path)


def matches(question: Numberlink, answer: Numberlink) -> bool:
    """The answer joins exactly the question's pairs (by number, either way round)."""
    if question.shape != answer.shape:
        return False
    theirs = {label: set(ends) for label, ends in zip(question.labels, question.endpoints)}
    ours = {label: set(ends) for label, ends in zip(answer.labels, answer.endpoints)}
    return theirs == ours


def write(puzzle: Numberlink) -> str:
    """A puzzle with its solution as the contest's answer file (numbers padded to one width)."""
    if puzzle.solution is None:
        raise PuzzleFormatError("an ADC answer is a solution: this puzzle has none")
    numbers = [int(label) if label.isascii() and label.isdigit() else k for k, label in enumerate(puzzle.labels, start=1)]
    if len(set(numbers)) != len(numbers) or not all(1 <= n < 10 ** 6 for n in numbers):
        numbers = list(range(1, puzzle.pairs + 1))
    grid = [[0] * puzzle.width for _ in range(puzzle.height)]
    for n, path in zip(numbers, puzzle.solution):
        for r, c in path:
            grid[r][c] = n
    digits = max(2, len(str(max(numbers))))
    rows = [",".join(f"{v:0{digits}d}" for v in row) for row in grid]
    return "\n".join([f"SIZE {puzzle.width}X{puzzle.height}X1", "LAYER 1", *rows]) + "\n"


def solved_by(question: Numberlink, answer: Numberlink) -> Numberlink:
    """The question with the answer's lines as its solution (each from the question's first
    end), validated by the rules; PuzzleFormatError when the answer is not one of it."""
    if not matches(question, answer):
        raise PuzzleFormatError("the answer joins other pairs than the question's")
    if answer.solution is None:
        raise PuzzleFormatError("the answer has no lines")
    by_label = dict(zip(answer.labels, answer.solution))
    paths = []
    for label, (start, _end) in zip(question.labels, question.endpoints):
        path = by_label[label]
        paths.append(path if path[0] == start else tuple(reversed(path)))
    return validate(Numberlink(question.width, question.height, question.labels, question.endpoints,
                               question.title, question.author, question.license, tuple(paths), question.extra))
