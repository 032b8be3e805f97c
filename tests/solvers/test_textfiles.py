"""The shared reading and writing of puzzle files: oversized input refused before parsing, JSON
failures as one PuzzleFormatError, strict ASCII numbers, and atomic writes that clean up the
temporary files a killed writer left behind."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from solvers import textfiles
from solvers.errors import PuzzleFormatError
from solvers.textfiles import (
    MAX_FILE_BYTES,
    ascii_int,
    is_ascii_number,
    parse_json,
    read_text,
    remove_stale_temps,
    write_text_atomically,
)


def test_a_file_larger_than_the_limit_is_refused_by_its_declared_size(tmp_path):
    path = tmp_path / "huge.pic"
    with open(path, "wb") as stream:  # sparse: 100 MB declared, nothing written
        stream.truncate(100 * 2 ** 20)
    tracemalloc.start()
    try:
        with pytest.raises(PuzzleFormatError, match="larger than 16 MB"):
            read_text(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2 ** 20  # refused before reading: nothing like 16 MB was allocated


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_endless_device_is_read_only_up_to_the_limit():
    with pytest.raises(PuzzleFormatError, match="larger than 16 MB"):
        read_text("/dev/zero")


def test_the_limit_leaves_room_for_the_largest_real_files(tmp_path):
    path = tmp_path / "big.txt"
    path.write_bytes(b"7x7:gezoahhszbivki\n" * (3 * 2 ** 20 // 19))  # a 3 MB collection
    assert read_text(path).count("\n") == 3 * 2 ** 20 // 19
    assert 4 * path.stat().st_size <= MAX_FILE_BYTES


def test_missing_files_still_raise_oserror(tmp_path):
    with pytest.raises(FileNotFoundError):
        read_text(tmp_path / "nothing.json")


@pytest.mark.parametrize("text, message", [
    ("[" * 100_000 + "]" * 100_000, "nested more than"),
    ('{"a":' * 70 + "1" + "}" * 70, "nested more than"),
    ('{"width": ' + "9" * 5000 + "}", "too many digits"),
    ('{"width": 3,\n "height": }', "line 2: bad JSON"),
])
def test_json_failures_are_one_clear_error(text, message):
    with pytest.raises(PuzzleFormatError, match=message) as error:
        parse_json(text)
    assert "\n" not in str(error.value)


def nested(depth: int, deepest_at: int, width: int = 3) -> object:
    """A tree of lists and dicts whose one deepest branch, the deepest_at-th of each level's
    width children, is depth containers deep; its siblings are no deeper than it, so a walk
    that looked at one branch only would miss it."""
    value: object = 0
    for level in range(depth):
        children: list = [[1, "x"] if level else 1 for _ in range(width)]
        children[deepest_at % width] = value
        value = children if level % 2 else {str(i): child for i, child in enumerate(children)}
    return value


@pytest.mark.parametrize("deepest_at", [0, 1, 2])
def test_nesting_up_to_the_limit_passes_and_one_level_more_is_refused(deepest_at):
    import json

    from solvers.textfiles import MAX_JSON_DEPTH

    assert parse_json(json.dumps(nested(MAX_JSON_DEPTH, deepest_at)))
    with pytest.raises(PuzzleFormatError, match=f"nested more than {MAX_JSON_DEPTH} levels"):
        parse_json(json.dumps(nested(MAX_JSON_DEPTH + 1, deepest_at)))


def test_ordinary_json_and_unknown_keys_pass():
    data = parse_json('\ufeff{"genre": "galaxies", "studio": {"moves": [[1, [2, [3]]]]}}')
    assert data["studio"]["moves"] == [[1, [2, [3]]]]


@pytest.mark.parametrize("text, number", [
    ("7", 7), ("0012", 12), ("123456789", 123456789),
    ("³", None), ("٣", None), ("１", None), ("", None), ("-1", None), (" 1", None),
    ("1234567890", None), ("9" * 5000, None),
])
def test_numbers_are_short_ascii_digits(text, number):
    assert ascii_int(text) == number
    assert is_ascii_number(text) == (text.isascii() and text.isdigit())


def test_error_messages_are_one_short_line():
    error = PuzzleFormatError("width " + "9" * 5000 + "\nsecond line", 3)
    assert str(error).startswith("line 3: width 999")
    assert "\n" not in str(error) and len(str(error)) <= 200 and error.line == 3


# --------------------------------------------------------------------------- atomic writes


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def _temp(target: Path, pid: int, tag: str = "0badc0de") -> Path:
    temp = target.with_name(f".{target.name}.{pid}.{tag}.tmp")
    temp.write_text("half a save")
    return temp


def test_a_write_removes_the_temp_file_a_killed_writer_left(tmp_path):
    target = tmp_path / "puzzle.json"
    stale = _temp(target, _dead_pid())
    write_text_atomically(target, "{}\n")
    assert target.read_text() == "{}\n"
    assert not stale.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["puzzle.json"]


def test_a_live_writers_temp_file_and_other_targets_temps_are_kept(tmp_path):
    target = tmp_path / "puzzle.json"
    # alive until killed below, however long the test takes (a sleep of its own could end first)
    sleeper = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        live = _temp(target, sleeper.pid)
        mine = _temp(target, os.getpid(), "00000001")
        other_target = _temp(tmp_path / "other.json", _dead_pid())
        write_text_atomically(target, "{}\n")
        assert live.exists() and mine.exists() and other_target.exists()
    finally:
        sleeper.kill()
        sleeper.wait()


def test_an_old_temp_file_is_stale_whoever_wrote_it(tmp_path):
    target = tmp_path / "puzzle.json"
    old = _temp(target, os.getpid())
    long_ago = time.time() - textfiles.STALE_TEMP_SECONDS - 60
    os.utime(old, (long_ago, long_ago))
    assert remove_stale_temps(target) == [old]
    assert not old.exists()


# -- the one writer (issue 37): what the path names decides how it is written -----------------

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
needs_root = pytest.mark.skipif(not ROOT, reason="os.mknod of a character device and chown need root")


def leftovers(folder: Path) -> list[str]:
    """Temporary or partial files a write left in ``folder``."""
    return sorted(p.name for p in folder.iterdir() if p.name.endswith((".tmp", ".part")))


def test_a_link_and_a_link_to_a_link_write_their_target_and_stay_links(tmp_path):
    target = tmp_path / "synced" / "puzzle.json"
    target.parent.mkdir()
    target.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    chain = tmp_path / "chain.json"
    chain.symlink_to(link)
    textfiles.write_text(link, "first")
    textfiles.write_text(chain, "second")
    assert target.read_text() == "second"
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert chain.is_symlink() and os.readlink(chain) == str(link)
    assert leftovers(tmp_path) == leftovers(target.parent) == []


def test_a_dangling_link_makes_its_target_and_stays_a_link(tmp_path):
    link = tmp_path / "link.json"
    link.symlink_to("made-later.json")  # relative: resolved in the link's folder
    textfiles.write_text(link, "new")
    assert link.is_symlink() and (tmp_path / "made-later.json").read_text() == "new"


def test_a_fifo_is_written_into_and_stays_a_fifo(tmp_path):
    import stat
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    textfiles.write_bytes(fifo, b"through the pipe")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)  # first: a replaced FIFO would never feed the reader
    reader.join()
    assert received == [b"through the pipe"]
    assert leftovers(tmp_path) == []


def make_device(path: Path, minor: int) -> Path:
    """A copy of /dev/null (minor 3) or /dev/full (minor 7) in a test folder: if the writer
    were wrong it would replace this copy, never the machine's own device."""
    import stat

    os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, minor))
    return path


@needs_root
def test_a_character_device_is_written_into_not_replaced(tmp_path):
    import stat

    null = make_device(tmp_path / "null", 3)
    textfiles.write_text(null, "gone")
    assert stat.S_ISCHR(os.lstat(null).st_mode) and os.lstat(null).st_rdev == os.makedev(1, 3)
    assert leftovers(tmp_path) == []


@needs_root
def test_a_full_device_is_an_oserror_naming_it_and_leaves_nothing(tmp_path):
    import errno
    import stat

    full = make_device(tmp_path / "full", 7)
    with pytest.raises(OSError) as raised:
        textfiles.write_bytes(full, b"%PDF-1.4 a book")
    assert raised.value.errno == errno.ENOSPC and raised.value.filename == str(full)
    assert stat.S_ISCHR(os.lstat(full).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["full"]


def test_an_existing_file_keeps_its_mode_a_new_one_gets_the_umask(tmp_path):
    kept = tmp_path / "kept.json"
    kept.write_text("old")
    kept.chmod(0o640)
    textfiles.write_text(kept, "new")
    assert kept.read_text() == "new" and (kept.stat().st_mode & 0o777) == 0o640
    old_umask = os.umask(0o027)
    try:
        textfiles.write_text(tmp_path / "new.json", "new")
    finally:
        os.umask(old_umask)
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o640  # 0666 & ~027


@needs_root
def test_an_existing_file_keeps_its_owner_when_we_may_chown(tmp_path):
    owned = tmp_path / "owned.json"
    owned.write_text("old")
    os.chown(owned, 4321, 4322)
    owned.chmod(0o604)
    textfiles.write_text(owned, "new")
    info = owned.stat()
    assert (info.st_uid, info.st_gid, info.st_mode & 0o777) == (4321, 4322, 0o604)


@pytest.mark.parametrize("case", ["folder", "missing folder"])
def test_a_failed_write_is_an_oserror_naming_the_path_and_leaves_nothing(tmp_path, case):
    target = tmp_path / "a-folder" if case == "folder" else tmp_path / "missing" / "x.json"
    if case == "folder":
        target.mkdir()
    with pytest.raises(OSError) as raised:
        textfiles.write_text(target, "text")
    assert raised.value.filename == str(target)
    assert leftovers(tmp_path) == []


@pytest.mark.skipif(ROOT, reason="root may write any file")
def test_a_file_we_may_not_write_is_refused_though_its_folder_allows_a_rename(tmp_path):
    locked = tmp_path / "locked.json"
    locked.write_text("theirs")
    locked.chmod(0o444)
    with pytest.raises(PermissionError):
        textfiles.write_text(locked, "ours")
    assert locked.read_text() == "theirs" and leftovers(tmp_path) == []


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
def test_a_disk_that_fills_during_the_write_keeps_the_old_file_and_leaves_no_temp(tmp_path):
    # A file-size limit stands in for a full disk: the write fails part way (EFBIG, as ENOSPC
    # would), after the temporary file was made.
    target = tmp_path / "book.pdf"
    target.write_bytes(b"the old book")
    script = ("import resource, signal, sys\n"
              "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
              "resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))\n"
              "from solvers.textfiles import write_bytes\n"
              "try:\n    write_bytes(sys.argv[1], b'x' * 100000)\n"
              "except OSError as error:\n    print(error.errno, error.filename)\n")
    result = subprocess.run([sys.executable, "-c", script, str(target)], capture_output=True, text=True,
                            timeout=60, env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert result.stdout.split() == [str(__import__("errno").EFBIG), str(target)], result.stderr
    assert target.read_bytes() == b"the old book"
    assert leftovers(tmp_path) == []


def run_python(script: str, *, stdin: object = subprocess.DEVNULL, stdout: object = subprocess.PIPE,
               input: bytes | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    return subprocess.run([sys.executable, "-c", script], stdin=None if input is not None else stdin,
                          stdout=stdout, stderr=subprocess.PIPE, input=input, timeout=60, env=env)


def test_dash_is_standard_output():
    result = run_python("import sys\nfrom solvers.textfiles import write_text\n"
                        "print('first', flush=False)\nwrite_text('-', 'second\\n')")
    assert result.stdout == b"first\nsecond\n", result.stderr


def test_a_link_to_our_stdout_writes_into_what_the_shell_opened_even_for_append(tmp_path):
    # /dev/stdout is such a link (to /proc/self/fd/1); a link in the test folder stands in for
    # it, so that a wrong writer could only replace this link.
    link = tmp_path / "stdout"
    link.symlink_to("/proc/self/fd/1")
    log = tmp_path / "log.txt"
    log.write_text("kept\n")
    with open(log, "a") as appended:  # the shell's >>
        result = run_python(f"from solvers.textfiles import write_text\nprint('printed')\n"
                            f"write_text({str(link)!r}, 'written\\n')", stdout=appended)
    assert result.returncode == 0, result.stderr
    assert log.read_text() == "kept\nprinted\nwritten\n"
    assert link.is_symlink()


def test_standard_input_is_read_with_the_limits(tmp_path):
    read = "import sys\nfrom solvers.textfiles import read_stdin\nsys.stdout.buffer.write(read_stdin(limit=10))"
    assert run_python(read, input=b"piped").stdout == b"piped"
    source = tmp_path / "in.txt"
    source.write_bytes(b"from a file")
    with open(source, "rb") as redirected:  # the shell's <
        result = run_python(read.replace("limit=10", "limit=100"), stdin=redirected)
    assert result.stdout == b"from a file"
    assert b"larger than" in run_python(read, input=b"x" * 11).stderr


def test_a_silent_pipe_on_standard_input_is_refused():
    script = ("import subprocess, sys\nfrom solvers.textfiles import read_stdin\n"
              "from solvers.errors import PuzzleFormatError\n"
              "try:\n    read_stdin(silence=0.05)\nexcept PuzzleFormatError as error:\n    print(error)\n")
    # stdin is a pipe whose writer (this test) never writes nor closes it until the child ends
    process = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    import threading

    guard = threading.Timer(60, process.kill)  # a writer without the limit would wait for ever
    guard.start()
    try:
        out = process.stdout.read()  # to the child's end: it ends by the silence limit alone
    finally:
        guard.cancel()
        process.stdin.close()
        process.wait(timeout=60)
    assert b"standard input sent nothing" in out


def test_readable_twice_copies_standard_input_as_stdin():
    script = ("from solvers.textfiles import readable_twice\np = readable_twice('-')\n"
              "print(p.name, p.read_text(), p.read_text())")
    assert run_python(script, input=b"abc").stdout.split() == [b"stdin", b"abc", b"abc"]
