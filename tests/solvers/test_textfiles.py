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
