"""The method ``auto``: the CP-SAT circuit model (the fastest complete method measured)."""

from .cpsat import solve  # noqa: F401
