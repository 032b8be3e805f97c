"""Reading and writing puzzle files as text, the same way for every genre.

Reading refuses what is not puzzle text up front, with one clear line: files too large to be
a puzzle (``/dev/zero`` would otherwise be read until memory runs out), binary files (their
bytes would surface as baffling "not a number" errors deep inside a reader), and JSON that
the json module chokes on in ways other than a syntax error (absurd nesting, huge integers).
``-`` is standard input for ``read_stdin`` and ``readable_twice`` (the command line's).

Writing: ``write_bytes`` and ``write_text`` are the one writer of every output, the command
line's and the studio's. What it does depends on what the path names:

- ``-`` is standard output;
- a symbolic link (or a chain of them) is followed and its target written; the link stays a
  link (a puzzle file linked into a synced folder keeps being saved there);
- a character device, FIFO, socket or anything else that is not a regular file is opened and
  written directly, never replaced nor renamed over (``/dev/stdout``, ``/dev/full``, a pipe);
  so is a path through an open file descriptor (``/dev/stdout``, ``/dev/fd/N`` onto a file the
  shell opened), in append mode, as the shell's ``>`` or ``>>`` left it;
- a regular file is written atomically: a temporary file in the target's folder, fsync,
  os.replace, then an fsync of the folder, so a crash never leaves a half-written file in place
  of a good one. An existing file keeps its mode (and its owner and group where we may chown,
  as root); a new file gets the umask's mode, as a plain open() would. A file we may not write
  is refused as open() would refuse it (EACCES), though its folder would allow a rename. (A
  hard link to the file keeps the old content: the name gets a new file, as with every
  atomic save.)

A failure (a full disk, ENOSPC of /dev/full, EACCES, a folder as target, a missing folder) is
an OSError naming the path given; it leaves no temporary file behind. The temporary files a
killed process left behind are removed by the next write to the same file.
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

STDIO = "-"  # standard input or output, on the command line


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


def read_stdin(limit: int = MAX_FILE_BYTES, silence: float | None = None) -> bytes:
    """Standard input's bytes (``-`` on the command line), with read_bytes's limits: at most
    ``limit`` bytes; a pipe or socket silent for ``silence`` seconds is refused. A terminal is
    read as cat reads it, to Ctrl+D, without the silence limit: a person is typing."""
    try:
        info = os.fstat(0)
    except OSError:
        raise OSError(errno.EBADF, "standard input is closed", STDIO) from None
    if stat.S_ISREG(info.st_mode) or os.isatty(0) or sys.platform == "win32":
        data = _read_to_end(0, limit)
    else:  # select() says when a piece is there; the descriptor stays blocking (it is shared)
        data = _read_stream(0, limit, PIPE_SILENCE_SECONDS if silence is None else silence,
                            "standard input")
    if len(data) > limit:
        raise _too_large("standard input")
    return data


def _read_to_end(handle: int, limit: int) -> bytes:
    pieces, size = [], 0
    while size <= limit:
        piece = os.read(handle, min(1 << 16, limit + 1 - size))
        if not piece:
            break
        pieces.append(piece)
        size += len(piece)
    return b"".join(pieces)


def readable_twice(path: str | os.PathLike) -> Path:
    """``path`` itself, or for ``-`` (standard input, saved as "stdin"), a pipe or a device
    (``<(gunzip -c set.gz)``, /dev/stdin) a copy of what it sends in a temporary file of the
    same name, removed at exit: telling the genre and the format reads a file before the
    reader does, and a pipe gives its content only once. With the limits of read_bytes."""
    if os.fspath(path) == STDIO:
        data, name = read_stdin(), "stdin"
    else:
        path = Path(path)
        try:
            mode = path.stat().st_mode
        except OSError:
            return path  # the reader reports a missing file in its own words
        if not (stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)):
            return path
        data, name = read_bytes(path), path.name
    import atexit  # here: a regular file, the usual case, needs no copy
    import shutil
    import tempfile

    copy = Path(tempfile.mkdtemp(prefix="puzzle-studio-")) / name
    atexit.register(shutil.rmtree, copy.parent, ignore_errors=True)
    copy.write_bytes(data)
    return copy


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
    """Walk the containers a level at a time, without recursion, refusing nesting deeper than
    MAX_JSON_DEPTH. One list comprehension a level, not a stack of (value, depth) pairs: a
    saved game of 200,000 moves is about 4x faster so (and allocates no pair per value)."""
    level = [data] if isinstance(data, (list, dict)) else []
    depth = 1
    while level:
        if depth > MAX_JSON_DEPTH:
            raise PuzzleFormatError(f"bad JSON: nested more than {MAX_JSON_DEPTH} levels deep")
        level = [item for container in level
                 for item in (container.values() if isinstance(container, dict) else container)
                 if isinstance(item, (list, dict))]
        depth += 1


def is_ascii_number(text: str) -> bool:
    """True for a non-empty string of the digits 0-9 only. (str.isdigit is also true for
    '³' and other Unicode digits, which int() then refuses or reads unexpectedly.)"""
    return bool(_ASCII_DIGITS.fullmatch(text))


def ascii_int(text: str, max_digits: int = 9) -> int | None:
    """The number a string of 1..max_digits digits 0-9 writes, else None. No puzzle needs
    longer numbers, and int() refuses strings of more than 4300 digits with a ValueError."""
    return int(text) if is_ascii_number(text) and len(text) <= max_digits else None


_ASCII_DIGITS = re.compile(r"[0-9]+")


def write_text(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` as UTF-8 (no newline translation on Windows) by the rules of the module."""
    write_bytes(path, text.encode("utf-8"))


write_text_atomically = write_text  # the older name


def write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` by the rules in the module's docstring; OSError naming
    ``path`` on failure."""
    if os.fspath(path) == STDIO:
        _write_stdout(data)
        return
    try:
        info = os.stat(path)  # follows links, the magic ones of /proc too
    except FileNotFoundError:
        info = None  # a new file, or a link to one yet to be made
    try:
        if info is not None and stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        descriptor = _open_descriptor(path) if info is not None else None
        if descriptor is not None and descriptor[0] == os.getpid():
            _write_descriptor(descriptor[1], data)
        elif info is not None and not stat.S_ISREG(info.st_mode):
            _write_directly(path, data, append=False)
        elif descriptor is not None:
            _write_directly(path, data, append=True)
        else:
            _write_atomically(Path(os.path.realpath(path)), data, info)
    except OSError as error:
        if error.filename == os.fspath(path):
            raise
        raise type(error)(error.errno, error.strerror or str(error), os.fspath(path)) from None


def _write_stdout(data: bytes) -> None:
    if sys.stdout is None:
        raise OSError(errno.EBADF, "standard output is closed", STDIO)
    sys.stdout.flush()  # what was printed before comes first
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def _write_directly(path: str | os.PathLike, data: bytes, append: bool) -> None:
    """Open what is there and write into it: a device, a FIFO (open waits for a reader, as the
    shell's redirection does), a file another process opened. No O_CREAT: it exists."""
    flags = os.O_WRONLY | (os.O_APPEND if append else 0) | getattr(os, "O_BINARY", 0)
    with os.fdopen(os.open(path, flags), "wb") as stream:
        stream.write(data)


def _write_descriptor(handle: int, data: bytes) -> None:
    """Write into one of our own open descriptors (/dev/stdout is fd 1) where it stands, as
    the shell's ``>`` or ``>>`` left it: what Python printed before comes first."""
    for stream in (sys.stdout, sys.stderr):
        if stream is not None and not stream.closed:
            stream.flush()
    view = memoryview(data)
    while view:
        view = view[os.write(handle, view):]


def _open_descriptor(path: str | os.PathLike) -> tuple[int, int] | None:
    """(process id, descriptor) when ``path`` or a link on its way is an entry of a process's
    descriptor folder (/dev/stdout -> /proc/self/fd/1 -> the file the shell opened): writing
    there must go into that open file, not replace it (``>>`` would lose what it holds)."""
    current = os.path.abspath(path)
    for _ in range(40):  # the kernel's own limit on a chain of links
        folder = os.path.realpath(os.path.dirname(current))
        name = os.path.basename(current)
        entry = re.fullmatch(r"/proc/(\d+)/fd", folder)
        if entry and name.isdigit():
            return int(entry.group(1)), int(name)
        current = os.path.join(folder, name)
        if not os.path.islink(current):
            return None
        current = os.path.join(folder, os.readlink(current))
    return None


def _write_atomically(target: Path, data: bytes, info: os.stat_result | None) -> None:
    """A temporary file beside ``target`` (its real path), synced, renamed over it, and the
    folder synced so that the rename itself survives a crash."""
    if info is not None and not os.access(target, os.W_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
    remove_stale_temps(target)
    import uuid  # here: its import (platform with it) is start-up time for calls that write nothing

    # Not tempfile.mkstemp: its 0600 mode would end up on a new file. os.open with 0o666 lets
    # the umask decide, as a plain open() would; an existing file's mode is copied below.
    temp = target.with_name(f".{target.name}.{os.getpid()}.{uuid.uuid4().hex[:8]}.tmp")
    handle = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(handle, "wb") as stream:
            if info is not None:
                _keep_owner_and_mode(stream.fileno(), info)
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)


def _keep_owner_and_mode(handle: int, info: os.stat_result) -> None:
    """The replacement gets the old file's owner and group where we may set them (root; a
    group of ours), then its mode (after: a chown clears the set-id bits)."""
    if hasattr(os, "fchown") and (info.st_uid, info.st_gid) != (os.geteuid(), os.getegid()):
        for uid, gid in ((info.st_uid, info.st_gid), (-1, info.st_gid)):
            try:
                os.fchown(handle, uid, gid)
                break
            except PermissionError:
                continue
    if hasattr(os, "fchmod"):  # not on Windows before Python 3.13
        os.fchmod(handle, stat.S_IMODE(info.st_mode))


def _sync_folder(folder: Path) -> None:
    if sys.platform == "win32":
        return  # a folder cannot be opened there; NTFS journals the rename itself
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    except OSError as error:
        if error.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EBADF):
            raise  # some file systems cannot sync a folder: the rename is all they offer
    finally:
        os.close(handle)


def remove_stale_temps(path: str | os.PathLike) -> list[Path]:
    """Remove the temporary files of ``path`` that a killed writer left behind: those whose
    process is gone, or that are older than STALE_TEMP_SECONDS. A live writer's file stays.
    Returns what was removed; a file that cannot be removed is left alone."""
    path = Path(path)
    pattern = re.compile(rf"\.{re.escape(path.name)}\.(\d+)\.[0-9a-f]+\.tmp", re.ASCII)
    removed: list[Path] = []
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
