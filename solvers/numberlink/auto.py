"""The method ``auto``: the SAT encoding (``sat``), measured fastest: as fast as ``cpsat`` to a
first solution and many times faster to prove uniqueness (benchmarks/NUMBERLINK.md)."""

from .sat import solve  # noqa: F401
