"""janko.at's page text, the part the genres share: its sections and grids of tokens.

What one copies from a janko.at puzzle page (or its source) is a small text of sections:
an optional ``[setup]`` (``key = value`` lines: ``rows``, ``cols``/``size``, ``author``,
``title``...), a ``[problem]`` grid and an optional ``[solution]`` grid, one line per row of
space-separated tokens (``-`` nothing). The older pages write the section names bare
(``begin``, ``size 7``, ``problem``, ``solution``, ``end``), and the collections copied from
them write ``R C`` above each grid: all three are read. Each genre gives the tokens their
meaning (solvers/galaxies/formats.py, solvers/numberlink/formats.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import PuzzleFormatError

_SECTION = re.compile(r"\[\s*([A-Za-z]+)\s*\]|(begin|end|problem|solution|moves)", re.IGNORECASE | re.ASCII)
_KEY_VALUE = re.compile(r"([A-Za-z]+)\s*(?:=\s*|\s+)(.*)", re.ASCII)
_SIZE = re.compile(r"(\d{1,4})\s+(\d{1,4})", re.ASCII)
_MAX_SIDE = 1000


@dataclass(frozen=True)
class Page:
    """The grids of a janko page: rows of tokens, and the setup's keys."""

    problem: list[list[str]]
    solution: list[list[str]] | None = None
    setup: dict[str, str] = field(default_factory=dict)
    first_line: int = 1  # where the problem grid starts, for messages

    @property
    def shape(self) -> tuple[int, int]:
        return len(self.problem), len(self.problem[0])


def _lines(text: str) -> list[tuple[int, str]]:
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return [(n, line.strip()) for n, line in enumerate(text.split("\n"), start=1)]


def is_janko(text: str) -> bool:
    """A janko text by its shape: a ``[problem]`` / ``problem`` section, or ``R C`` and R rows
    of R C space-separated tokens."""
    content = [(n, s) for n, s in _lines(text) if s]
    if not content:
        return False
    if any(_section(s) == "problem" for _, s in content):
        return True
    match = _SIZE.fullmatch(content[0][1])
    if not match:
        return False
    cols = int(match.group(2))
    return len(content) > 1 and cols > 1 and len(content[1][1].split()) == cols


def _section(line: str) -> str | None:
    match = _SECTION.fullmatch(line)
    if not match:
        return None
    return (match.group(1) or match.group(2)).lower()


def read(text: str, genre: str) -> Page:
    """The page's grids; ``genre`` names the puzzle in messages."""
    content = [(n, s) for n, s in _lines(text) if s and not s.startswith("#")]
    if not content:
        raise PuzzleFormatError(f"empty input: a janko {genre} page has a [problem] grid")
    sections: dict[str, list[tuple[int, str]]] = {}
    current = "problem" if _SIZE.fullmatch(content[0][1]) else "setup"
    for number, line in content:
        name = _section(line)
        if name is not None:
            current = name
            continue
        sections.setdefault(current, []).append((number, line))
    setup = {}
    for _, line in sections.get("setup", []) + sections.get("begin", []):
        match = _KEY_VALUE.fullmatch(line)
        if match:
            setup[match.group(1).lower()] = match.group(2).strip()
    if "problem" not in sections:
        raise PuzzleFormatError(f"no [problem] grid: this is not a janko {genre} page", content[0][0])
    problem, first = _grid(sections["problem"], setup, "problem")
    solution = None
    if sections.get("solution"):
        solution, _ = _grid(sections["solution"], setup, "solution", (len(problem), len(problem[0])))
        if (len(solution), len(solution[0])) != (len(problem), len(problem[0])):
            raise PuzzleFormatError(
                f"the solution is {len(solution[0])}x{len(solution)}, the problem "
                f"{len(problem[0])}x{len(problem)}", sections["solution"][0][0])
    return Page(problem, solution, setup, first)


def _grid(lines: list[tuple[int, str]], setup: dict[str, str], what: str,
          shape: tuple[int, int] | None = None) -> tuple[list[list[str]], int]:
    """The rows of a grid (an ``R C`` line above it is its size)."""
    size = None
    match = _SIZE.fullmatch(lines[0][1])
    size_line = (int(match.group(1)), int(match.group(2))) if match else None
    header = size_line is not None and len(lines) > 1 and len(lines[1][1].split()) == size_line[1]
    if header and shape is not None:  # a solution's size line repeats the problem's
        header = size_line == shape and len(lines) == shape[0] + 1
    if header and size_line is not None:
        size = size_line
        lines = lines[1:]
    elif "rows" in setup and "cols" in setup and all(setup[k].isdigit() for k in ("rows", "cols")):
        size = (int(setup["rows"]), int(setup["cols"]))
    elif "size" in setup and setup["size"].isdigit():
        size = (int(setup["size"]),) * 2
    if not lines:
        raise PuzzleFormatError(f"the {what} grid has no rows")
    rows = [line.split() for _, line in lines]
    height, width = size if size else (len(rows), len(rows[0]))
    for name, value in (("rows", height), ("columns", width)):
        if not 1 <= value <= _MAX_SIDE:
            raise PuzzleFormatError(f"the {what} has {value} {name}, not 1..{_MAX_SIDE}", lines[0][0])
    if len(rows) != height:
        raise PuzzleFormatError(f"the {what} grid has {len(rows)} rows, but its size says {height}",
                                lines[0][0])
    for (number, _), row in zip(lines, rows):
        if len(row) != width:
            raise PuzzleFormatError(f"a row of the {what} has {len(row)} entries, not {width}", number)
    return rows, lines[0][0]


def title(page: Page) -> str:
    return page.setup.get("title", "")


def author(page: Page) -> str:
    return page.setup.get("author", "")
