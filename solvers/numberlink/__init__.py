"""Numberlink (Arukone, Flow Free): model, formats, rules, deduction, solvers, generation.

Rule sets (``--rules``): ``fill`` (default: every cell is used) and ``nikoli`` (cells may stay
empty). Every method is a generator ``method(puzzle, options, cancel)`` of events
(solvers.events); the rule set comes in ``options.extra["rules"]``.
Boards are doubled-coordinate arrays (solvers.numberlink.model), so a solution's
``differences`` are doubled coordinates too: odd/odd entries are cells, the others segments.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..events import Cancel, Done, SolveOptions
    from .model import Numberlink

from ..lazy import load_on_first_use
from ..methods import method_table
from ..protocol import unsupported
from .genre import GENRE

# Loaded on first use (solvers/lazy.py): listing the methods needs none of them.
load_on_first_use(__name__, {
    "formats": "formats",
    "BATCH_FORMATS": "formats:BATCH_FORMATS",  # files that hold many puzzles
    "DeriveError": "derive:DeriveError",
    "derive_paths": "derive:derive",  # (puzzle, solution board) from drawn paths
    "differing_cells": "model:differing_cells",
    "board_rows": "model:board_to_rows",
    "draw": "drawing:draw",  # the one drawing: book PDF and studio images (issue 41)
    "RULES": "drawing:RULES",  # the rules in words, for a book's rules page
})

# The methods, as the genre declares them (genre.py: the one table of this genre).
METHODS, COMPLETE_METHODS = GENRE.methods, GENRE.complete_methods


method, _solve_events, _solve = method_table(GENRE)


def puzzle_rules(puzzle: Numberlink) -> str:
    """The rule set a puzzle carries (a puzz.link numlin: nikoli), else the default fill."""
    return getattr(puzzle, "extra", {}).get("rules", "fill")


def solve_events(puzzle: Numberlink, method: str = "auto", options: SolveOptions | None = None,
                 cancel: Cancel | None = None) -> Iterator:
    """The method's events, under the options' rule set or else the puzzle's own (a puzzle
    read from puzz.link keeps puzz.link's rules; ``--rules`` overrides them)."""
    from ..events import SolveOptions

    options = options or SolveOptions()
    if "rules" not in options.extra and "rules" in getattr(puzzle, "extra", {}):
        options = replace(options, extra={**options.extra, "rules": puzzle_rules(puzzle)})
    return _solve_events(puzzle, method, options, cancel)


def solve(puzzle: Numberlink, method: str = "auto", max_solutions: int = 1, timeout: float | None = None,
          known: object = None, **extra) -> Done:
    from ..events import SolveOptions, run

    return run(solve_events(puzzle, method, SolveOptions(max_solutions, timeout, known, extra)))


def difficulty(puzzle: Numberlink, timeout: float | None = None) -> dict:
    """For ``check``: solvable and unique under the puzzle's rule set (fill unless it carries
    one, as a puzz.link numlin carries nikoli), and short-circuit solutions under nikoli;
    for a unique puzzle its quality report (quality.py), whose level on the common scale
    (solvers/scale.py: easy ... search, from the named techniques deduction needs) is the
    puzzle's ``level`` and ``grade`` too (the sample library shows it)."""
    from ..events import Cancel, SolveOptions, Stopped, run
    from .model import paths_from_board
    from .quality import report

    # One deadline for both questions: ``timeout`` bounds the whole check, not each question.
    deadline = Cancel(timeout)

    def ask(rules: str) -> Done:
        options = SolveOptions(2, deadline.remaining(), None, {"rules": rules})
        return run(solve_events(puzzle, "auto", options, deadline))

    # auto (the sat method): 3.5x faster than cpsat in total with uniqueness (NUMBERLINK.md)
    rules = puzzle_rules(puzzle)
    fill = main = ask("fill")
    unique_nikoli: bool | None
    short: bool | None
    if fill.unique and fill.stats.get("short_circuit") is False:
        # The only fill solution, and no solution leaves a cell empty: nikoli has the same
        # single solution (the hard question is the short circuit; asked once, not twice).
        unique_nikoli, short = True, False
    else:
        nikoli = ask("nikoli")
        unique_nikoli, short = nikoli.unique, nikoli.stats.get("short_circuit")
        if rules == "nikoli":  # the puzzle's own rules answer "solvable" and "unique"
            main = nikoli
    paths = paths_from_board(puzzle, main.solutions[0]) if main.solutions else None
    quality = None
    if main.unique:
        try:  # the grade's deduction is bounded by a count of trials; the deadline still ends it
            quality = report(puzzle, rules, paths, cancel=deadline)
        except Stopped:
            quality = None
    carried = {"rules": rules} if "rules" in getattr(puzzle, "extra", {}) else {}
    return {**carried, "solvable": {"solved": True, "no-solution": False}.get(main.status),
            "unique": main.unique, "unique_nikoli": unique_nikoli, "short_circuit": short,
            "quality": quality, "level": quality["level"] if quality else None,
            "grade": quality["level"] if quality else None,
            "cells": puzzle.width * puzzle.height, "pairs": puzzle.pairs}


def generate(width: int, height: int, seed: int | None = None, **extra) -> tuple[Numberlink, dict]:
    """``puzzle-studio-cli generate numberlink``: (puzzle, report); see generator.py."""
    from ..options import check_keywords
    from .generator import generate as make

    check_keywords(make, extra, "numberlink generate")
    return make(width, height, seed, **extra)


# Genre protocol (solvers/protocol.py): what numberlink cannot do, said in one sentence.
generate_from_picture = unsupported("numberlink puzzles are not made from a picture; use --size")
suggest_repairs = repaired_puzzle = unsupported(
    "repair changes a nonogram picture; a numberlink puzzle has none")


def offered_levels(width: int, height: int) -> tuple[str, ...]:
    """Genre protocol: the levels generate makes at this size (levels.OFFERED)."""
    from .levels import offered

    return offered(width, height)
