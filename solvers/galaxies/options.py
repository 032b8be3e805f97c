"""The options of each galaxies method (solvers/options.py): names, kinds and defaults in one
place. ``METHOD_OPTIONS`` maps every method of ``METHODS`` to its class."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..options import MethodOptions


@dataclass(frozen=True)
class TreeModelOptions(MethodOptions):
    # False: the spanning-tree model without its connectivity constraints, to show what the
    # literature's model gives without them (regions split).
    connectivity: bool = True


@dataclass(frozen=True)
class IlpOptions(TreeModelOptions):
    workers: int = 1  # CP-SAT's search workers


@dataclass(frozen=True)
class MipOptions(TreeModelOptions):
    backend: Literal["SCIP", "CBC"] = "SCIP"


@dataclass(frozen=True)
class CpsatOptions(MethodOptions):
    """The exact search after deduction; auto and propagate pass these on to it. All but
    workers are for measurements and tests."""

    workers: int | None = None
    max_choices: int | None = None       # refuse above this many open (cell, dot) choices
    tree: bool | int | None = None       # the tree from the start, never, or after N cut rounds
    owner_candidates: int | None = None  # dots above which a cell's tree edges go through one integer
    params: dict | None = None           # CP-SAT parameters by name


@dataclass(frozen=True)
class PropagateOptions(CpsatOptions):
    """``trials``: where the techniques are stuck, up to this many suppositions of a cell's
    dot, each disproved by the deductions it triggers (trial.py); 0 or None: none, as the
    grade and the generator run it. The teacher asks for them."""

    trials: int | None = None


METHOD_OPTIONS = {"auto": CpsatOptions, "propagate": PropagateOptions, "ilp": IlpOptions,
                  "mip": MipOptions, "cpsat": CpsatOptions}
