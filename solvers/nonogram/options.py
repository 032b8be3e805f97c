"""The options of each nonogram method (solvers/options.py): names, kinds and defaults in one
place. ``METHOD_OPTIONS`` maps every method of ``METHODS`` to its class."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..options import MethodOptions


@dataclass(frozen=True)
class NoOptions(MethodOptions):
    """probe and sat take no options."""


@dataclass(frozen=True)
class LineOptions(MethodOptions):
    # "complete": every placement of a line; "overlap": leftmost against rightmost packing
    # only, so a teacher can show how much further the complete rule gets; "simple": the
    # rules a person applies to one line at a glance (the easy level, difficulty.py).
    line_rule: Literal["complete", "overlap", "simple"] = "complete"


@dataclass(frozen=True)
class CpsatOptions(MethodOptions):
    workers: int | None = None  # CP-SAT's search workers (uniqueness enumeration needs one)


@dataclass(frozen=True)
class TableOptions(CpsatOptions):
    max_patterns: int | None = None        # of one line; default table.DEFAULT_MAX_PATTERNS
    max_total_patterns: int | None = None  # of all lines; default table.DEFAULT_MAX_TOTAL_PATTERNS


@dataclass(frozen=True)
class MipOptions(MethodOptions):
    backend: Literal["SCIP", "CBC"] | None = None  # default: the first available
    workers: int | None = None                     # the MIP solver's threads


@dataclass(frozen=True)
class AutoOptions(CpsatOptions):
    # Which finishers race on what line solving leaves, comma-separated ("cpsat", "sat");
    # default: both on two cores or more, else cpsat.
    finishers: str | None = None


@dataclass(frozen=True)
class GaOptions(MethodOptions):
    variant: Literal["GA1", "GA2"] = "GA2"
    seed: int | None = None          # None: a fresh random run
    population: int = 3000
    generations: int = 300
    mutation_rate: float = 0.025
    stagnation: int = 10             # generations without progress before a large mutation
    large_rate: float = 0.5
    tournament: int = 4
    crossover_rate: float = 1.0
    elite: int = 1
    large_keep: float = 0.0
    targeted: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        for name in ("population", "generations"):
            if getattr(self, name) < 1:
                raise ValueError(f"GA {name} must be at least 1, not {getattr(self, name)}")


METHOD_OPTIONS = {"auto": AutoOptions, "line": LineOptions, "probe": NoOptions, "cpsat": CpsatOptions,
                  "sat": NoOptions, "table": TableOptions, "mip": MipOptions, "ga": GaOptions}
