"""Nonogram by CP-SAT with one table constraint per line (method ``table``).

The formulation from the literature: one Boolean per cell, and for every row and column the
list of all its legal patterns, imposed with ``AddAllowedAssignments`` over the line's cells.
It is the simplest exact model to read and explain, which is why it is here: for teaching and
for comparison with the other methods. Its weakness is plain too: a line of length x with n
blocks summing to S has C(x + 1 - S, n) patterns, which explodes on long lines with many
short blocks. Such puzzles are refused with ``MethodRefused`` before any memory is spent;
the ``cpsat`` method (automata per line) is the fast, general one.

Uniqueness (``max_solutions >= 2``) is decided by adding a no-good cut that excludes each
solution found and solving the same model again.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterable, Iterator, Sequence

import numpy as np
from ortools.sat.python import cp_model

from ..errors import MethodRefused
from ..events import STOPPED, Cancel, Done, Progress, SolveOptions
from ..ortools_support import cpsat_grid_solutions, verdict
from .model import EMPTY, FILLED, UNKNOWN, Clue, Nonogram
from .options import TableOptions

NAME = "table"
DEFAULT_MAX_PATTERNS = 200_000  # per line
# CP-SAT expands every table in presolve, and that phase neither honours the time limit nor
# stop_search promptly: a 30x30 random picture with 1.6 million patterns in all ran for
# minutes without stopping. So the whole puzzle has a budget too.
DEFAULT_MAX_TOTAL_PATTERNS = 1_000_000


def _blocks(clue: Clue) -> tuple[int, ...]:
    """The clue without zeros: ``(0,)`` and ``()`` both mean an empty line."""
    return tuple(int(b) for b in clue if int(b) > 0)


def pattern_count(clue: Clue, length: int) -> int:
    """How many 0/1 patterns of ``length`` cells have exactly the runs ``clue``.

    With n blocks summing to S the free space x + 1 - S is shared among n + 1 gaps, which
    gives C(x + 1 - S, n); an empty clue has one pattern, an impossible one has none.
    """
    blocks = _blocks(clue)
    free = length + 1 - sum(blocks)
    if free < len(blocks) or length < 0:
        return 0
    return math.comb(free, len(blocks))


def _known_line(known: Sequence[int] | None, length: int) -> list[int]:
    """The known cells of a line as ints (all unknown when not given), checked for length."""
    if known is None:
        return [UNKNOWN] * length
    line = [int(v) for v in known]
    if len(line) != length:
        raise ValueError(f"known has {len(line)} cells, the line has {length}")
    return line


def _tails(blocks: Sequence[int]) -> list[int]:
    """tail[k]: the fewest cells blocks k.. need (blocks plus the gaps between them)."""
    tail = [0] * (len(blocks) + 1)
    for k in range(len(blocks) - 1, -1, -1):
        tail[k] = blocks[k] + (1 if k + 1 < len(blocks) else 0) + tail[k + 1]
    return tail


def _prefix_counts(line: Sequence[int], value: int) -> list[int]:
    """counts[i]: how many of the first i cells hold ``value``."""
    counts = [0] * (len(line) + 1)
    for i, v in enumerate(line):
        counts[i + 1] = counts[i] + (v == value)
    return counts


def enumerate_patterns(clue: Clue, length: int, known: Sequence[int] | None = None) -> list[tuple[int, ...]]:
    """Every pattern of ``clue`` on ``length`` cells, by recursion over block placements.

    ``known`` (optional, one value per cell: -1 unknown, 0 empty, 1 filled) prunes the
    recursion, so only the patterns that agree with the known cells are built.
    """
    blocks = _blocks(clue)
    known = _known_line(known, length)
    tail = _tails(blocks)
    # prefix counts of known filled / known empty cells, for O(1) range checks
    filled_prefix = _prefix_counts(known, FILLED)
    empty_prefix = _prefix_counts(known, EMPTY)

    def no_filled(a: int, b: int) -> bool:  # cells [a, b) may all be empty
        return filled_prefix[b] - filled_prefix[a] == 0

    def no_empty(a: int, b: int) -> bool:  # cells [a, b) may all be filled
        return empty_prefix[b] - empty_prefix[a] == 0

    out: list[tuple[int, ...]] = []
    cells = [EMPTY] * length

    def place(k: int, pos: int) -> None:
        # blocks k.. go at or after pos; cells before pos are already decided
        if k == len(blocks):
            if no_filled(pos, length):
                out.append(tuple(cells))
            return
        size = blocks[k]
        last = length - tail[k]
        for start in range(pos, last + 1):
            if not no_filled(pos, start):  # a known filled cell left uncovered
                break
            end = start + size
            if not no_empty(start, end):
                continue
            if end < length and known[end] == FILLED:
                continue
            for i in range(start, end):
                cells[i] = FILLED
            place(k + 1, min(end + 1, length))
            for i in range(start, end):
                cells[i] = EMPTY

    place(0, 0)
    return out


def check_pattern_limit(
    puzzle: Nonogram, limit: int, total_limit: int = DEFAULT_MAX_TOTAL_PATTERNS
) -> int:
    """Raise ``MethodRefused`` when some line has more than ``limit`` patterns, or all lines
    together more than ``total_limit``.

    The message names the worst line, counting rows and columns from 1 as people do.
    Returns the total pattern count of the puzzle otherwise.
    """
    total = 0
    worst = None
    directions = (("row", puzzle.rows, puzzle.width), ("column", puzzle.cols, puzzle.height))
    for kind, clues, length in directions:
        for i, clue in enumerate(clues):
            count = pattern_count(clue, length)
            total += count
            if count > limit and (worst is None or count > worst[2]):
                worst = (kind, i, count)
    if worst is not None:
        kind, i, count = worst
        raise MethodRefused(
            f"{kind} {i + 1} has {count:,} patterns (limit {limit:,}); use --method cpsat"
        )
    if total > total_limit:
        raise MethodRefused(
            f"the lines have {total:,} patterns in all (limit {total_limit:,}); use --method cpsat"
        )
    return total


def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel) -> Iterator:
    """Yield Progress, one Solution per solution found, and finally Done."""
    started = time.monotonic()
    chosen = TableOptions.of(options)
    limit = chosen.max_patterns or DEFAULT_MAX_PATTERNS
    total_limit = chosen.max_total_patterns or DEFAULT_MAX_TOTAL_PATTERNS
    total_patterns = check_pattern_limit(puzzle, limit, total_limit)
    height, width = puzzle.shape
    known = None
    if options.known is not None:
        known = np.asarray(options.known)
        if known.shape != puzzle.shape:
            raise ValueError(f"known board has shape {known.shape}, the puzzle {puzzle.shape}")

    stats: dict = {"method": NAME, "variables": 0, "constraints": 0, "patterns": 0,
                   "patterns_unfiltered": total_patterns, "branches": 0, "conflicts": 0,
                   "solves": 0, "seconds": 0.0}

    def done(status: str, unique: bool | None, solutions: Iterable[np.ndarray]) -> Done:
        stats["seconds"] = round(time.monotonic() - started, 6)
        return Done(status, unique, stats, tuple(solutions))

    if cancel.stopped:
        yield done(STOPPED, None, [])
        return

    yield Progress(0.0, f"building table model ({total_patterns:,} patterns before filtering)")
    model = cp_model.CpModel()
    x = [[model.new_bool_var(f"x[{r},{c}]") for c in range(width)] for r in range(height)]
    lines = [(puzzle.rows[r], x[r], None if known is None else known[r]) for r in range(height)]
    lines += [
        (puzzle.cols[c], [x[r][c] for r in range(height)], None if known is None else known[:, c])
        for c in range(width)
    ]
    kept = 0
    for clue, cells, line_known in lines:
        patterns = enumerate_patterns(clue, len(cells), line_known)
        kept += len(patterns)
        model.add_allowed_assignments(cells, patterns)
        if cancel.stopped:
            yield done(STOPPED, None, [])
            return
    stats["patterns"] = kept
    stats["variables"] = height * width
    stats["constraints"] = len(lines)

    found = yield from cpsat_grid_solutions(model, x, options, cancel, stats, started)
    yield done(*verdict(*found, options))
