"""The TAAI/TCGA/ICGA tournament batch files (``$n`` + 50 TAB-separated clue lines, always
25x25) and their solution files."""

from __future__ import annotations

import re
from collections.abc import Iterator

import numpy as np

from ...errors import PuzzleFormatError
from ..model import Nonogram
from .common import SourceLines, line_name, parse_clue, split_lines, validate

TAAI_SIZE = 25  # the tournament rules fix every puzzle at 25x25
_TAAI_HEADER = re.compile(r"\$(\d+)\$?", re.ASCII)


def read_taai_batch(text: str) -> list[tuple[str, Nonogram]]:
    """Puzzles of a TAAI/TCGA/ICGA tournament file as (number, puzzle), in file order.

    Each puzzle is a ``$n`` (or ``$n$``) line, then 25 column clues and 25 row clues, one
    per line, numbers separated by TABs; an empty clue is ``0`` or an empty line.
    """
    lines = split_lines(text)
    return [(name, _taai_puzzle(lines, start, name))
            for name, start in _taai_blocks(lines, 2 * TAAI_SIZE)]


def _taai_blocks(lines: list[str], block_lines: int) -> Iterator[tuple[str, int]]:
    """Yield (name, index of the header line) of every ``$n`` block; each header is followed
    by ``block_lines`` lines. Blank lines between blocks are skipped. Lazy on purpose: a
    block is parsed before the next header is checked, so the first error is the one named."""
    index, found = 0, False
    while index < len(lines):
        if not lines[index].strip():
            index += 1
            continue
        found = True
        yield _taai_header(lines[index], index + 1), index + 1
        index += 1 + block_lines
    if not found:
        raise PuzzleFormatError("empty file")


def _taai_header(line: str, number: int) -> str:
    match = _TAAI_HEADER.fullmatch(line.strip())
    if not match:
        raise PuzzleFormatError(
            f"expected a '$<number>' line starting a puzzle, got {line.strip()[:40]!r}", number
        )
    return match.group(1)


def _taai_puzzle(lines: list[str], start: int, name: str) -> Nonogram:
    need = 2 * TAAI_SIZE
    block = lines[start : start + need]
    for offset, line in enumerate(block):
        if line.strip().startswith("$"):
            block = block[:offset]
            break
    if len(block) < need:
        raise PuzzleFormatError(
            f"puzzle ${name} has {len(block)} clue lines, expected {need} "
            f"({TAAI_SIZE} columns + {TAAI_SIZE} rows)",
            start,
        )
    kinds = [("column", c) for c in range(TAAI_SIZE)] + [("row", r) for r in range(TAAI_SIZE)]
    clues = [
        parse_clue(line.split(), f"puzzle ${name} {line_name(kind, n)}", start + i + 1)
        for i, ((kind, n), line) in enumerate(zip(kinds, block))
    ]
    numbers = list(range(start + 1, start + need + 1))
    puzzle = Nonogram(tuple(clues[TAAI_SIZE:]), tuple(clues[:TAAI_SIZE]), title=f"${name}")
    where = SourceLines(start, numbers[TAAI_SIZE:], numbers[:TAAI_SIZE])
    try:
        return validate(puzzle, where)
    except PuzzleFormatError as error:
        # Name the puzzle too: a batch holds a thousand of them.
        message = str(error).split(": ", 1)[-1] if error.line is not None else str(error)
        raise PuzzleFormatError(f"puzzle ${name}: {message}", error.line) from None


def read_taai_solutions(text: str) -> list[np.ndarray]:
    """Solution grids of a tournament solution file, in file order.

    Each is a ``$n`` line, then 25 lines of 25 TAB-separated 0/1 values (row by row).
    """
    lines = split_lines(text)
    return [_taai_grid(lines, start, name) for name, start in _taai_blocks(lines, TAAI_SIZE)]


def _taai_grid(lines: list[str], start: int, name: str) -> np.ndarray:
    rows = []
    for number in range(start + 1, start + TAAI_SIZE + 1):
        line = lines[number - 1] if number <= len(lines) else ""
        tokens = line.split()
        if len(tokens) != TAAI_SIZE or any(t not in ("0", "1") for t in tokens):
            raise PuzzleFormatError(
                f"solution ${name}: a row must be {TAAI_SIZE} values of 0 or 1", number
            )
        rows.append([int(t) for t in tokens])
    return np.array(rows, dtype=np.int8)
