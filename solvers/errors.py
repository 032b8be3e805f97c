"""The one error type that bad input raises, so every front end can show it in one line."""


class PuzzleFormatError(ValueError):
    """Bad puzzle input. ``str(error)`` is one line that names where the problem is."""

    def __init__(self, message: str, line: int | None = None):
        self.line = line
        super().__init__(f"line {line}: {message}" if line is not None else message)


class MethodRefused(ValueError):
    """A solver method declines a puzzle it cannot handle sensibly (e.g. too many patterns)."""
