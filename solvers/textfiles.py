"""Reading and writing puzzle files as text, the same way for every genre.

Reading refuses what is not puzzle text up front, with one clear line: files too large to be
a puzzle (``/dev/zero`` would otherwise be read until memory runs out), binary files (their
bytes would surface as baffling "not a number" errors deep inside a reader), and JSON that
the json module chokes on in ways other than a syntax error (absurd nesting, huge integers).
Writing is atomic: a temporary file in the same folder, then os.replace, so a crash never
leaves a half-written file in place of a good one; the temporary files a killed process left
behind are removed by the next write to the same file.
"""

from __future__ import annotations

import errno
import json
import os
import re
import select
import stat
import sys
import time
import uuid
from pathlib import Path
from typing import Any

from .errors import PuzzleFormatError

# The largest real puzzle files are a few MB (a 1000-puzzle TAAI solution file: 1.3 MB, the
# Janko Galaxies collection as JSON lines: 2.4 MB). 16 MB leaves room for collections several
# times larger and still refuses a runaway file in well under a second, before any parsing.
MAX_FILE_BYTES = 16 * 1024 * 1024

# A puzzle document nests a handful of levels (object > solution > path > cell); the studio's
# play state and move history add a few more. Deeper nesting is junk, and it would make the
# json module (and any repr of the data) recurse until RecursionError.
MAX_JSON_DEPTH = 64

# A temporary file older than this is stale whoever wrote it: a save takes seconds, and the
# process id it names may have been reused by now.
STALE_TEMP_SECONDS = 3600

# A pipe or device (``<(gunzip -c set.txt.gz)``, /dev/stdin) may be read, but one that stays
# silent this long is refused: a FIFO nobody writes to would otherwise block the command (and
# the studio's Open) forever.
PIPE_SILENCE_SECONDS = 10.0


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
            f"not UTF-8 text (byte 0x{data[error.start]:02x} cannot be decoded)", line) from None


def _too_large(what: str = "the file") -> PuzzleFormatError:
    return PuzzleFormatError(
        f"{what} is larger than {MAX_FILE_BYTES // 2 ** 20} MB: too large for a puzzle file")


def read_bytes(path: str | os.PathLike, limit: int = MAX_FILE_BYTES, silence: float | None = None) -> bytes:
    """A file's bytes, refusing one larger than ``limit`` before reading it (its declared size)
    or, for devices and pipes that declare none, after ``limit + 1`` bytes; a pipe or device
    that sends nothing for ``silence`` seconds is refused too.

    Opened without blocking: a plain open() of a FIFO waits for a writer, for ever if none
    comes, before any check could run."""
    nonblocking = getattr(os, "O_NONBLOCK", 0)
    handle = os.open(path, os.O_RDONLY | nonblocking | getattr(os, "O_BINARY", 0))
    info = os.fstat(handle)
    if stat.S_ISDIR(info.st_mode):  # os.open opens a folder, and fdopen's error names no path
        os.close(handle)
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    with os.fdopen(handle, "rb", buffering=0) as stream:
        if stat.S_ISREG(info.st_mode) or not nonblocking:
            if info.st_size > limit:
                raise _too_large()
            os.set_blocking(handle, True)
            data = stream.read(limit + 1)
        else:
            silence = PIPE_SILENCE_SECONDS if silence is None else silence
            data = _read_stream(handle, limit, silence, Path(path).name)
    if len(data) > limit:
        raise _too_large()
    return data


def _read_stream(handle: int, limit: int, silence: float, name: str) -> bytes:
    """Read a non-blocking pipe or device to its end (at most ``limit + 1`` bytes), waiting at
    most ``silence`` seconds for each piece."""
    pieces, size = [], 0
    while size <= limit:
        ready, _, _ = select.select([handle], [], [], silence)
        if not ready:
            raise PuzzleFormatError(f"{name} sent nothing for {silence:g} s: a pipe with no "
                                    "writer? Give a puzzle file")
        try:
            piece = os.read(handle, min(1 << 16, limit + 1 - size))
        except BlockingIOError:  # woken without data (another reader took it): wait again
            continue
        if not piece:
            break
        pieces.append(piece)
        size += len(piece)
    return b"".join(pieces)


def read_text(path: str | os.PathLike) -> str:
    """The text of a puzzle file. OSError (missing file, permissions) propagates unchanged."""
    return decode(read_bytes(path))


def parse_json(text: str) -> Any:
    """``json.loads`` whose every failure is one PuzzleFormatError: a syntax error names its
    line; nesting deeper than MAX_JSON_DEPTH and integers too long to convert (Python's 4300
    digit limit) are refused too."""
    if len(text) > MAX_FILE_BYTES:
        raise _too_large("the text")
    try:
        data = json.loads(text.removeprefix("\ufeff"))
    except json.JSONDecodeError as error:
        raise PuzzleFormatError(f"bad JSON: {error.msg} (column {error.colno})",
                                error.lineno) from None
    except RecursionError:
        raise PuzzleFormatError(f"bad JSON: nested more than {MAX_JSON_DEPTH} levels deep") from None
    except ValueError:  # int('9' * 5000): Python refuses to convert such long integers
        raise PuzzleFormatError("bad JSON: a number has too many digits") from None
    _check_depth(data)
    return data


def _check_depth(data: object) -> None:
    """Walk the containers without recursion, refusing nesting deeper than MAX_JSON_DEPTH."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            value = value.values()
        elif not isinstance(value, list):
            continue
        if depth > MAX_JSON_DEPTH:
            raise PuzzleFormatError(f"bad JSON: nested more than {MAX_JSON_DEPTH} levels deep")
        stack.extend((item, depth + 1) for item in value if isinstance(item, (list, dict)))


def is_ascii_number(text: str) -> bool:
    """True for a non-empty string of the digits 0-9 only. (str.isdigit is also true for
    '³' and other Unicode digits, which int() then refuses or reads unexpectedly.)"""
    return bool(_ASCII_DIGITS.fullmatch(text))


def ascii_int(text: str, max_digits: int = 9) -> int | None:
    """The number a string of 1..max_digits digits 0-9 writes, else None. No puzzle needs
    longer numbers, and int() refuses strings of more than 4300 digits with a ValueError."""
    return int(text) if is_ascii_number(text) and len(text) <= max_digits else None


_ASCII_DIGITS = re.compile(r"[0-9]+")


def write_text_atomically(path: str | os.PathLike, text: str) -> None:
    path = Path(path)
    data = text.encode("utf-8")  # bytes: no newline translation on Windows
    remove_stale_temps(path)
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


def remove_stale_temps(path: str | os.PathLike) -> list[Path]:
    """Remove the temporary files of ``path`` that a killed writer left behind: those whose
    process is gone, or that are older than STALE_TEMP_SECONDS. A live writer's file stays.
    Returns what was removed; a file that cannot be removed is left alone."""
    path = Path(path)
    pattern = re.compile(rf"\.{re.escape(path.name)}\.(\d+)\.[0-9a-f]+\.tmp", re.ASCII)
    removed = []
    try:
        siblings = list(path.parent.iterdir())
    except OSError:
        return removed
    for temp in siblings:
        match = pattern.fullmatch(temp.name)
        if not match:
            continue
        try:
            age = time.time() - temp.stat().st_mtime
            if age > STALE_TEMP_SECONDS or not _process_alive(int(match.group(1))):
                temp.unlink()
                removed.append(temp)
        except OSError:
            continue
    return removed


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True  # another thread of this process may be saving right now
    if sys.platform == "win32":
        return True  # os.kill(pid, 0) would terminate it there: rely on the age alone
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OverflowError:
        return False  # larger than any process id
    except PermissionError:
        return True  # alive, another user's
    return True
