"""Damaged library files (issue 37): bytes and whole pages of a small real library changed at
random (seeded, a bounded number of cases). ``Library``, ``library`` and ``book`` either work or
refuse with one LibraryError line (exit code 2); they never raise another exception, and never
list fewer rows than the file held without a warning that says so."""

from __future__ import annotations

import random
import shutil
import sqlite3

import pytest

from solvers.library import Library, LibraryError
from tests.library.helpers import cli, fill

CASES = 60       # in-process cases (each a few milliseconds)
CLI_CASES = 8    # of which run through the command line too (each a process start)
PAGE = 4096


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    """A small library (six puzzles, several pages) folded into one file: no -wal beside it."""
    path = tmp_path_factory.mktemp("fuzz") / "lib.db"
    fill(path).close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=DELETE")  # one file to damage, nothing in a log
    db.close()
    with Library(path, readonly=True) as library:
        count = library.count()
    assert count == 6
    return path


def _damage(data: bytearray, rng: random.Random) -> bytearray:
    """One of: bytes flipped in one page, a page overwritten with noise, a page zeroed, the
    file cut short. Page 1's first 100 bytes (the header) are left to the header's own tests."""
    pages = len(data) // PAGE
    page = rng.randrange(pages)
    start = page * PAGE + (100 if page == 0 else 0)
    end = (page + 1) * PAGE
    kind = rng.choice(("flip", "flip", "noise", "zero", "cut"))
    if kind == "flip":
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(start, end)] ^= 1 << rng.randrange(8)
    elif kind == "noise":
        data[start:end] = rng.randbytes(end - start)
    elif kind == "zero":
        data[start:end] = bytes(end - start)
    else:
        del data[rng.randrange(PAGE, len(data)):]
    return data


def _read_all(path) -> tuple[int, int]:
    """(rows read, rows skipped as malformed), or LibraryError."""
    with Library(path, readonly=True, verify=True) as library:
        entries = list(library.entries())
        return len(entries), len(library.malformed)


@pytest.mark.parametrize("case", range(CASES))
def test_a_damaged_library_is_read_or_refused_in_one_line(tmp_path, pristine, case):
    rng = random.Random(case)
    path = tmp_path / "lib.db"
    path.write_bytes(_damage(bytearray(pristine.read_bytes()), rng))
    try:
        read, skipped = _read_all(path)
    except LibraryError as error:
        assert "\n" not in str(error) and str(path) in str(error)
        refused = True
    else:
        refused = False
        assert read + skipped == 6  # no row lost in silence: read, or named as skipped
    if case >= CLI_CASES:
        return
    listing = cli("library", path)
    book = cli("book", path, "--output", tmp_path / "book.pdf", "--solutions")
    for result in (listing, book):
        assert result.returncode in (0, 2), result.stderr
        assert "internal error" not in result.stderr and "Traceback" not in result.stderr
    if refused:
        assert listing.returncode == 2 and listing.stderr.count("\n") == 1
        assert book.returncode == 2 and book.stderr.count("\n") == 1
    else:
        assert listing.returncode == 0
        assert len(listing.stdout.splitlines()) == 6 or "warning: skipped" in listing.stderr
        if book.returncode == 0:
            assert "6 puzzles" in book.stdout or "warning: skipped" in book.stderr


def test_every_kind_of_damage_is_met(pristine):
    """The cases above do what they say: some are refused, some still read (the seeds pick
    both; a change of seeds that lost one kind would make the test above say less)."""
    outcomes = set()
    for case in range(CASES):
        path = pristine.with_name(f"case{case}.db")
        path.write_bytes(_damage(bytearray(pristine.read_bytes()), random.Random(case)))
        try:
            _read_all(path)
            outcomes.add("read")
        except LibraryError:
            outcomes.add("refused")
        finally:
            for leftover in path.parent.glob(path.name + "*"):
                leftover.unlink()
    assert outcomes == {"read", "refused"}


def test_a_damaged_library_is_refused_by_batch_before_any_work(tmp_path, pristine):
    """A page of the puzzles' table overwritten: ``batch`` says the library is damaged, before
    a cluster starts (the quick_check at open), and leaves the file as it was."""
    path = tmp_path / "lib.db"
    shutil.copy(pristine, path)
    data = bytearray(path.read_bytes())
    data[PAGE * 1:PAGE * 2] = random.Random(0).randbytes(PAGE)
    path.write_bytes(data)
    for verb in (["library", path], ["book", path, "--output", tmp_path / "b.pdf"],
                 ["batch", "nonogram", "--size", "5x5", "--library", path, "--workers", "1"]):
        result = cli(*verb)
        assert result.returncode == 2, result.stderr
        assert result.stderr.count("\n") == 1 and "damaged" in result.stderr, result.stderr
    assert path.read_bytes() == data
