"""Puzzle Studio's engine: models, formats, rules and solvers. Never imports Qt."""

DISTRIBUTION = "puzzle-studio"


def __getattr__(name: str) -> str:
    """``__version__``: the installed distribution's (pyproject.toml says it once), read on
    first use so that importing the engine reads no metadata."""
    if name != "__version__":
        raise AttributeError(f"module 'solvers' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version(DISTRIBUTION)
    except PackageNotFoundError:  # run from a source tree that was never installed
        found = "0+unknown"
    globals()["__version__"] = found
    return found
