"""One difficulty scale for the three genres (issue 25).

A puzzle's level is the level of the hardest technique a person needs to finish it, as Simon
Tatham's generators grade: each genre's deduction engine names its techniques and gives each one
a level of this scale (the genre's ``TECHNIQUE_LEVELS``), and the grade of a puzzle is the
highest level among the techniques its deduction used. Deduction that finishes proves the
puzzle unique on the way; ``search`` is the level of a puzzle that deduction does not finish
(the exact solvers, SAT or CP, decide it).

The levels are calibrated per genre against published sets (janko, Simon Tatham's Normal and
Unreasonable galaxies, his Pattern puzzles), so that each set spreads over the scale the way its
publisher's own labels do; the tables are in benchmarks/GENERATORS.md.

Check, Generate (CLI and studio) and the sample library all speak this scale.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

# Easiest first. The names are the words the CLI's --difficulty takes and the studio shows.
LEVELS = ("easy", "medium", "hard", "expert", "search")
SEARCH = "search"

# What each level means to a player, for the CLI's help and the studio's tooltips.
MEANINGS = {
    "easy": "one look at a clue or a cell at a time",
    "medium": "a clue, line or region weighed as a whole",
    "hard": "two facts combined, or a region's shape thought through",
    "expert": "a short what-if that fails at once, or uniqueness assumed",
    "search": "deduction alone does not finish it: trial and error or a solver",
}


def rank(level: str) -> int:
    """The position of ``level`` on the scale (0 = easy); ValueError for an unknown name."""
    try:
        return LEVELS.index(level)
    except ValueError:
        raise ValueError(f"unknown difficulty {level!r}; choose one of {', '.join(LEVELS)}") from None


def check_level(name: str | None, offered: Iterable[str] = LEVELS,
                aliases: Mapping[str, str] | None = None) -> str | None:
    """``name`` as a level of the scale (None: any level). ``aliases`` maps a genre's older
    names (galaxies "normal") to levels; ``offered`` is what the genre can make. ValueError,
    naming the choices, for anything else."""
    if name is None:
        return None
    key = str(name).strip().lower()
    key = (aliases or {}).get(key, key)
    offered = tuple(offered)
    if key not in offered:
        raise ValueError(f"unknown difficulty {name!r}; choose one of {', '.join(offered)}")
    return key


def hardest(levels: Iterable[str]) -> str:
    """The highest of ``levels`` on the scale ("easy" for none: nothing had to be deduced)."""
    return max(levels, key=rank, default=LEVELS[0])


def grade(techniques_used: Iterable[str], technique_levels: Mapping[str, str],
          finished: bool) -> str:
    """A puzzle's level: ``search`` when deduction did not finish, else the level of the
    hardest technique used (``technique_levels``: the genre's table)."""
    if not finished:
        return SEARCH
    return hardest(technique_levels[name] for name in techniques_used)
