"""Reading and writing puzzle files as text, the same way for every genre.

Reading rejects binary files up front with one clear line: their bytes would otherwise
surface as baffling "not a number" errors deep inside a reader. Writing is atomic: a
temporary file in the same folder, then os.replace, so a crash never leaves a half-written
file in place of a good one.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path

from .errors import PuzzleFormatError


def decode(data: bytes) -> str:
    """Puzzle text from a file's bytes (UTF-8, a BOM allowed); PuzzleFormatError if binary."""
    if b"\x00" in data:
        line = data.count(b"\n", 0, data.index(b"\x00")) + 1
        raise PuzzleFormatError("this is a binary file, not puzzle text (it has NUL bytes)", line)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise PuzzleFormatError(
            f"not UTF-8 text (byte 0x{data[error.start]:02x} cannot be decoded)", line)


def read_text(path) -> str:
    """The text of a puzzle file. OSError (missing file, permissions) propagates unchanged."""
    return decode(Path(path).read_bytes())


def write_text_atomically(path, text: str) -> None:
    path = Path(path)
    data = text.encode("utf-8")  # bytes: no newline translation on Windows
    # Not tempfile.mkstemp: its 0600 mode would end up on the saved file. os.open with
    # 0o666 lets the umask decide, as a plain open() would.
    temp = path.with_name(f".{path.name}.{os.getpid()}.{uuid.uuid4().hex[:8]}.tmp")
    handle = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
