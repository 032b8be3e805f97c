"""Puzzle Studio's desktop application (PySide6). Imports solvers; nothing imports studio."""

from . import refcount as _refcount

# Before anything touches Qt: PySide6 6.12 on Python 3.11 over-releases None/True/False
# (see studio/refcount.py); without this a live GA run aborts with "none_dealloc".
_refcount.install()


def __getattr__(name: str) -> str:
    """``__version__``: the engine's, one version for the whole distribution."""
    if name != "__version__":
        raise AttributeError(f"module 'studio' has no attribute {name!r}")
    import solvers

    return solvers.__version__
