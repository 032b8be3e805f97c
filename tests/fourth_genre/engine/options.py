from __future__ import annotations

from dataclasses import dataclass

from solvers.options import MethodOptions


@dataclass(frozen=True)
class BruteOptions(MethodOptions):
    pass


METHOD_OPTIONS = {"auto": BruteOptions, "brute": BruteOptions}
