"""The method ``auto``: deduction first, then ``cpsat`` on what is left (the fastest exact
route; the same as ``cpsat``, which always starts from the deduced candidates)."""

from __future__ import annotations

from . import cpsat

solve = cpsat.solve
