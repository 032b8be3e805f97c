"""The one error type that bad input raises, so every front end can show it in one line."""

# Messages quote the input; hostile input (a 5000-digit number, a line of a megabyte) would
# otherwise make a message no one can read. Longer messages are cut here, once for all readers.
MAX_MESSAGE_CHARS = 200


class PuzzleFormatError(ValueError):
    """Bad puzzle input. ``str(error)`` is one line that names where the problem is."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        if line is not None:
            message = f"line {line}: {message}"
        message = " ".join(str(message).splitlines())
        if len(message) > MAX_MESSAGE_CHARS:
            message = message[:MAX_MESSAGE_CHARS - 1] + "…"
        super().__init__(message)


class MethodRefused(ValueError):
    """A solver method declines a puzzle it cannot handle sensibly (e.g. too many patterns)."""


class Unsupported(ValueError):
    """A genre cannot do what was asked (repair a Galaxies puzzle, draw a Numberlink from a
    picture): one sentence for the user, the same from the CLI and the studio."""


class MoveError(PuzzleFormatError):
    """A move that does not fit the state it is applied to (a damaged saved game, or a bug that
    built a wrong move): refused with the reason in one line, never dropped silently."""


class SavedGameError(PuzzleFormatError):
    """A saved game (the studio's section of a native file) that cannot be read or replayed."""
