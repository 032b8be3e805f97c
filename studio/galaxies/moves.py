"""The move only Galaxies has, ``DotsMove``, is the engine's (solvers.galaxies.moves, with the
checks of a Galaxies state); the shared moves are in studio.moves."""

from solvers.galaxies.moves import DotsMove  # noqa: F401
