"""The options of each numberlink method (solvers/options.py): names, kinds and defaults in one
place. ``METHOD_OPTIONS`` maps every method of ``METHODS`` to its class."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal, TypeVar

from ..options import MethodOptions

# How the exact methods prove an answer (``fill_proof``, ``nikoli_proof``): "plain" asks the
# model without pruning; "short-circuit" proves that no solution touches itself, so the
# pruned model's answer stands (under nikoli rules: the reroute check). NUMBERLINK.md measures both.
PLAIN, SHORT_CIRCUIT = "plain", "short-circuit"
Proof = Literal["plain", "short-circuit"]


@dataclass(frozen=True)
class NumberlinkOptions(MethodOptions):
    rules: Literal["fill", "nikoli"] = "fill"  # fill: every cell is used; nikoli: cells may stay empty


@dataclass(frozen=True)
class IlpOptions(NumberlinkOptions):
    workers: int | None = None  # the solver's threads; default: every core


@dataclass(frozen=True)
class CpsatOptions(NumberlinkOptions):
    workers: int | None = None
    prune: bool = True               # the shortcut lemma's pruning (exact with the proofs below)
    known_implied: bool = False      # the known board holds in every solution (pruning may stay)
    fill_proof: Proof | None = None  # default: cpsat plain, sat short-circuit
    nikoli_proof: Proof | None = None  # default: the reroute check


@dataclass(frozen=True)
class SatOptions(CpsatOptions):
    backend: Literal["glucose", "cpsat"] = "glucose"
    labels: Literal["binary", "one-hot"] = "binary"
    propagations: int | None = None  # a work budget for the whole answer (Glucose only)
    # nikoli uniqueness: from the fill model's answer (default) or on the nikoli model directly
    nikoli_route: Literal["from-fill", "direct"] = "from-fill"


@dataclass(frozen=True)
class PropagateOptions(CpsatOptions):
    """Deduction step by step, then cpsat (these options and cpsat's) for what is left."""

    level: int | None = None          # the hardest technique allowed; default: trial
    assume_unique: bool = False       # allow the techniques that assume one solution
    trial_budget: int | None = None   # trials at most; default 20 a cell, at most TRIAL_BUDGET
    finish: bool = True               # False: stop where deduction stops


METHOD_OPTIONS = {"auto": SatOptions, "cpsat": CpsatOptions, "propagate": PropagateOptions,
                  "sat": SatOptions, "ilp": IlpOptions, "mip": IlpOptions}


Opts = TypeVar("Opts", bound=MethodOptions)


@lru_cache(maxsize=256)
def _parsed(cls: type[Opts], items: tuple) -> Opts:
    return cls.of(dict(items))


def parsed(cls: type[Opts], options: Any) -> Opts:
    """``cls.of(options)``, remembered: checking the fields' kinds (their type hints) cost
    about 0.1 ms a call, and a uniqueness answer asked for it several times (cProfile)."""
    extra = getattr(options, "extra", options) or {}
    try:
        # A class is hashable (by identity); mypy reads the dataclass instances' __hash__ = None.
        return _parsed(cls, tuple(sorted(extra.items(), key=lambda item: item[0])))  # type: ignore[arg-type]
    except TypeError:  # a value that cannot be a key (a list): parsed afresh
        return cls.of(extra)
