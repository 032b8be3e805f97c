"""Every library error one line and exit code 2 (issue 37): malformed rows skipped with a warning
naming them, rows too large to draw, numbers beyond SQLite's integers, a full disk (and the
resume once space is back), a library that may not be written (refused before any work, still
listed and printed), bounds checked before a worker starts, an older schema still opening."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from solvers import batch
from solvers import library as lib
from solvers.book import max_per_page
from solvers.library import Entry, Library, LibraryError
from tests.library.helpers import cli, fill

pypdf = pytest.importorskip("pypdf")


def _edit(path, sql: str, *args) -> None:
    db = sqlite3.connect(path)
    db.execute(sql, args)
    db.commit()
    db.close()


def _one_error(result, *words) -> None:
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert result.stderr.count("\n") == 1, result.stderr
    for word in words:
        assert word in result.stderr, result.stderr


@pytest.fixture
def damaged_rows(tmp_path):
    """Six puzzles, of which row 1's puzzle is not JSON, row 2's width is text, row 3's puzzle
    is a galaxies 10^8 cells wide and row 4's solution does not fit its puzzle."""
    path = tmp_path / "lib.db"
    fill(path).close()
    _edit(path, "UPDATE puzzles SET puzzle='{not json' WHERE id=1")
    _edit(path, "UPDATE puzzles SET width='wide' WHERE id=2")
    db = sqlite3.connect(path)
    wide = json.loads(db.execute("SELECT puzzle FROM puzzles WHERE id=3").fetchone()[0])
    db.close()
    wide["width"] = 10**8
    _edit(path, "UPDATE puzzles SET puzzle=?, width=? WHERE id=3", json.dumps(wide), 10**8)
    _edit(path, "UPDATE puzzles SET solution='[[1, 2]]' WHERE id=4")
    return path


def test_malformed_rows_are_skipped_and_named(damaged_rows):
    with Library(damaged_rows, readonly=True) as library:
        ids = [e.id for e in library.entries()]
        assert ids == [3, 4, 5, 6]  # 3 and 4 read as rows: only a book cannot draw them
        assert [i for i, _ in library.malformed] == [1, 2]
        note = library.malformed_note()
    assert "id 1, 2" in note and "not valid JSON" in note and "width" in note
    listing = cli("library", damaged_rows, "--json")
    assert listing.returncode == 0, listing.stderr
    assert [json.loads(line)["id"] for line in listing.stdout.splitlines()] == [3, 4, 5, 6]
    assert listing.stderr.count("\n") == 1 and "warning: skipped 2 malformed rows (id 1, 2" in listing.stderr


def test_book_skips_rows_it_cannot_draw_and_says_which(tmp_path, damaged_rows):
    out = tmp_path / "book.pdf"
    result = cli("book", damaged_rows, "--output", out, "--solutions", "--per-page", "1")
    assert result.returncode == 0, result.stderr
    assert "2 puzzles on" in result.stdout
    assert result.stderr.count("\n") == 1
    assert "skipped 4 malformed rows (id 1, 2, 3, 4" in result.stderr
    assert "more than the maximum" in result.stderr and "solution is not" in result.stderr
    # title, copyright and contents, numberlink's rules; its two puzzles, one a page; both solutions on one
    assert len(pypdf.PdfReader(out).pages) == 3 + 1 + 2 + 1


def test_bounds_are_refused_before_the_library_or_a_worker(tmp_path):
    """Each bad request is refused before the library is opened (it is not even created), so
    before any cluster: the cluster starts after the library opens."""
    lib_path = tmp_path / "lib.db"
    too_many = batch.max_workers() + 1
    for args, words in (
            (["nonogram", "--size", "5x5", "--workers", too_many], [f"--workers {too_many}", "per core"]),
            (["numberlink", "--size", "1x1"], ["numberlink sizes are 2..100"]),
            (["galaxies", "--size", "1000x1000"], ["1x1 to 100x100"]),
            (["nonogram", "--size", "5x5", "--difficulty", "expert"], ["not made at 5x5"]),
            (["numberlink", "--size", "5x5", "--rules", "bogus"], ["unknown rules"]),
            (["nonogram", "--size", "5x5", "--seed", "99999999999999999999999"], ["go beyond"]),
            (["nonogram", "--size", "5x5", "--seed", str(lib.MAX_INTEGER), "--count", "2"], ["go beyond"])):
        _one_error(cli("batch", *args, "--library", lib_path), *words)
        assert not lib_path.exists()
    fill(lib_path).close()
    _one_error(cli("book", lib_path, "--output", tmp_path / "b.pdf", "--per-page", "1000000000"),
               f"--per-page must be 1 to {max_per_page('a4')}")
    assert not (tmp_path / "b.pdf").exists()


def test_the_largest_seed_is_stored_and_a_larger_number_is_one_error(tmp_path):
    with Library(tmp_path / "lib.db") as library:
        entry = Entry("nonogram", 3, 3, {"genre": "nonogram"}, seed=lib.MAX_INTEGER)
        library.add(entry)
        assert library.seeds("nonogram", 3, 3, {}, None) == {lib.MAX_INTEGER}
        with pytest.raises(LibraryError, match="too large"):
            library.add(Entry("nonogram", 3, 3, {"genre": "nonogram"}, seed=lib.MAX_INTEGER + 1))
        assert library.count() == 1


def test_a_library_of_the_first_schema_opens_and_is_upgraded(tmp_path):
    path = tmp_path / "old.db"
    db = sqlite3.connect(path)
    db.executescript(lib.MIGRATIONS[0] + f";PRAGMA application_id={lib.APPLICATION_ID};PRAGMA user_version=1;")
    db.execute("INSERT INTO puzzles (genre, width, height, seed, puzzle, digest, created) "
               "VALUES ('nonogram', 3, 3, 4, '{}', 'x', 'then')")
    db.commit()
    db.close()
    with Library(path) as library:
        assert library.schema_version == lib.SCHEMA_VERSION
        assert library.claim("nonogram", 3, 3, {}, None, 4) == "made"
        assert library.claim("nonogram", 3, 3, {}, None, 5) == "claimed"


# -- a full disk: a small tmpfs where this machine lets us mount one, else SQLite's page limit --


@contextlib.contextmanager
def _small_disk(folder: Path, kilobytes: int):
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={kilobytes}k", "tmpfs", str(folder)],
                             capture_output=True).returncode == 0 if os.geteuid() == 0 else False
    try:
        yield mounted
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], check=False)


def _puzzle(seed: int) -> Entry:
    return Entry("nonogram", 5, 5, {"genre": "nonogram", "rows": [[1]] * 5, "columns": [[1]] * 5},
                 seed=seed, report={"padding": "x" * 3000})


def test_a_full_disk_is_one_error_and_the_run_resumes_once_space_is_back(tmp_path):
    with _small_disk(tmp_path / "disk", 256) as mounted:
        path = tmp_path / "disk" / "lib.db"
        filler = tmp_path / "disk" / "filler"
        library = Library(path)
        if mounted:
            filler.write_bytes(bytes(100_000))
        else:  # no mount here: SQLite's own limit on the file's pages gives the same error
            library._db.execute("PRAGMA max_page_count=30")
        stored = 0
        with pytest.raises(LibraryError, match="the disk is full") as caught:
            for seed in range(1, 10_000):
                library.add(_puzzle(seed))
                stored += 1
        library.close()
        assert "\n" not in str(caught.value) and stored > 0
        with Library(path, readonly=True) as reader:  # listed while the disk is still full
            assert reader.count() == stored
        if not mounted:
            pytest.skip("cannot mount a tmpfs here (not root or not allowed): the resume after freeing "
                        "space needs a real full disk; the error itself was checked with max_page_count")
        with pytest.raises(LibraryError, match="the disk is full"):
            Library(path)  # a writer is refused at open while the disk is full, before any work
        filler.unlink()
        with Library(path) as library:  # the log left behind is checkpointed; the run resumes
            assert library.seeds("nonogram", 5, 5, {}, None) == set(range(1, stored + 1))
            library.add(_puzzle(stored + 1))
            assert library.count() == stored + 1
        assert not Path(str(path) + "-wal").exists() or Path(str(path) + "-wal").stat().st_size == 0


def test_batch_onto_a_full_disk_is_one_line(tmp_path):
    with _small_disk(tmp_path / "disk", 64) as mounted:
        if not mounted:
            pytest.skip("cannot mount a tmpfs here (not root or not allowed)")
        path = tmp_path / "disk" / "lib.db"
        Library(path).close()
        filler = tmp_path / "disk" / "filler"
        with contextlib.suppress(OSError), open(filler, "wb") as handle:
            while True:
                handle.write(bytes(4096))
                handle.flush()
        result = cli("batch", "nonogram", "--size", "5x5", "--count", "3", "--library", path, "--workers", "1")
        _one_error(result, "disk is full")


# -- a library that may not be written: a read-only bind mount (root obeys it too) --


@contextlib.contextmanager
def _read_only_view(source: Path, view: Path):
    if os.geteuid() != 0:
        source.chmod(0o555)  # a user obeys the folder's permissions
        for child in source.iterdir():
            child.chmod(0o444)
        try:
            yield source
        finally:
            source.chmod(0o755)
            for child in source.iterdir():
                child.chmod(0o644)
        return
    view.mkdir()
    # As root, permissions are not enforced: a read-only bind mount is, for root too.
    if subprocess.run(["mount", "--bind", str(source), str(view)], capture_output=True).returncode:
        pytest.skip("running as root without the right to mount: no way to make a folder root may not write")
    try:
        if subprocess.run(["mount", "-o", "remount,bind,ro", str(view)], capture_output=True).returncode:
            pytest.skip("cannot remount a bind mount read-only here")
        yield view
    finally:
        subprocess.run(["umount", "-l", str(view)], check=False)


def test_a_library_that_may_not_be_written(tmp_path):
    source = tmp_path / "shelf"
    source.mkdir()
    fill(source / "lib.db").close()
    before = (source / "lib.db").read_bytes()
    with _read_only_view(source, tmp_path / "view") as folder:
        path = folder / "lib.db"
        with pytest.raises(LibraryError, match="cannot write"):
            Library(path)
        with Library(path, readonly=True, verify=True) as library:
            assert len(list(library.entries())) == 6
        listing = cli("library", path)
        assert listing.returncode == 0, listing.stderr
        assert len(listing.stdout.splitlines()) == 6
        book = cli("book", path, "--output", tmp_path / "book.pdf")
        assert book.returncode == 0, book.stderr
        # refused at open: the library opens before the cluster starts, so no puzzle is made
        _one_error(cli("batch", "nonogram", "--size", "5x5", "--count", "2", "--seed", "50",
                       "--library", path, "--workers", "1"), "cannot write")
        assert sorted(p.name for p in folder.iterdir()) == ["lib.db"]
    assert (source / "lib.db").read_bytes() == before


def test_rows_only_in_the_log_of_a_read_only_folder_are_not_lost_in_silence(tmp_path):
    """A writer killed before its log reached the file leaves rows only in lib.db-wal; without
    its -shm index, a read-only folder lets SQLite read the file only as immutable, which would
    ignore the log: refused in one line instead of listing fewer rows."""
    source = tmp_path / "shelf"
    source.mkdir()
    script = ("import os, sys\nfrom solvers.library import Library, Entry\n"
              "library = Library(sys.argv[1])\nlibrary._db.execute('PRAGMA wal_autocheckpoint=0')\n"
              "for seed in range(3):\n    library.add(Entry('nonogram', 5, 5, {'genre': 'nonogram'}, seed=seed))\n"
              "os._exit(0)  # as kill -9: no close, no checkpoint\n")
    subprocess.run([sys.executable, "-c", script, str(source / "lib.db")], check=True,
                   env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    (source / "lib.db-shm").unlink()
    assert (source / "lib.db-wal").stat().st_size > 0
    with _read_only_view(source, tmp_path / "view") as folder:
        _one_error(cli("library", folder / "lib.db"), "rows in its log")
    listing = cli("library", source / "lib.db")  # where it may be written, all three rows
    assert listing.returncode == 0 and len(listing.stdout.splitlines()) == 3
