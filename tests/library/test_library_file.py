"""The library file (solvers/library.py): rows, filters, seeds, and files it must refuse
untouched: not SQLite, another program's SQLite, a newer schema."""

from __future__ import annotations

import sqlite3

import pytest

from solvers import library as lib
from solvers.library import Entry, Library, LibraryError
from tests.library.helpers import cli, fill


def test_rows_round_trip_and_filters(tmp_path):
    with fill(tmp_path / "lib.db") as library:
        entries = list(library.entries())
        assert [e.genre for e in entries] == ["nonogram"] * 2 + ["galaxies"] * 2 + ["numberlink"] * 2
        for entry in entries:
            assert entry.proof_unique is True and entry.proof_method == "auto"
            assert entry.puzzle["genre"] == entry.genre
            assert len(entry.solution) == entry.height
            assert entry.level and entry.created and entry.generator_version
        assert {e.genre for e in library.entries(genre="galaxies")} == {"galaxies"}
        level = entries[0].level
        assert all(e.level == level for e in library.entries(level=level))
        assert list(library.entries(size=(9, 9))) == []
        assert library.seeds("nonogram", 5, 5, {}, entries[0].generator_version) == {1, 2}
        # another generator version, other options: other puzzles, none made yet
        assert library.seeds("nonogram", 5, 5, {}, -1) == set()
        assert library.seeds("nonogram", 5, 5, {"difficulty": "hard"}, entries[0].generator_version) == set()


def test_a_seed_is_stored_once(tmp_path):
    with Library(tmp_path / "lib.db") as library:
        entry = Entry("nonogram", 3, 3, {"genre": "nonogram", "rows": []}, seed=7, generator_version=2)
        first = library.add(entry)
        assert library.add(entry) == first
        assert library.count() == 1
        library.add(Entry("nonogram", 3, 3, {"genre": "nonogram"}, seed=7, generator_version=3))
        assert library.count() == 2


def test_a_new_file_gets_the_current_schema(tmp_path):
    with Library(tmp_path / "lib.db") as library:
        assert library.schema_version == lib.SCHEMA_VERSION
    header = (tmp_path / "lib.db").read_bytes()[:100]
    assert int.from_bytes(header[68:72], "big") == lib.APPLICATION_ID
    lib.check_file(tmp_path / "lib.db")  # reopens fine


def _other_sqlite(path):
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (text TEXT)")
    db.execute("INSERT INTO notes VALUES ('mine')")
    db.commit()
    db.close()


def _newer_library(path):
    Library(path).close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version={lib.SCHEMA_VERSION + 1}")
    db.commit()
    db.close()


@pytest.mark.parametrize("make, words", [
    (lambda p: p.write_text("10x10:abc\n"), "not an SQLite file"),
    (lambda p: p.write_bytes(b"SQLite format 3\x00" + bytes(20)), "not an SQLite file"),
    (_other_sqlite, "not a puzzle library"),
    (_newer_library, "newer"),
])
def test_a_file_that_is_not_a_library_is_refused_untouched(tmp_path, make, words):
    path = tmp_path / "file.db"
    make(path)
    before = sorted(p.name for p in tmp_path.iterdir()), path.read_bytes()
    with pytest.raises(LibraryError, match=words):
        Library(path)
    for verb in (["library", path], ["book", path, "--output", tmp_path / "o.pdf"],
                 ["batch", "nonogram", "--size", "4x4", "--library", path, "--workers", "1"]):
        result = cli(*verb)
        assert result.returncode == 2
        assert result.stderr.count("\n") == 1 and words in result.stderr
    assert (sorted(p.name for p in tmp_path.iterdir()), path.read_bytes()) == before


def test_library_verb_lists_and_filters(tmp_path):
    fill(tmp_path / "lib.db").close()
    result = cli("library", tmp_path / "lib.db", "--json", "--genre", "numberlink")
    assert result.returncode == 0, result.stderr
    import json

    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["seed"] for r in records] == [1, 2]
    for record in records:
        assert record["genre"] == "numberlink" and record["grade"]
        assert record["puzzle"]["genre"] == "numberlink" and record["puzzle"]["pairs"]
    text = cli("library", tmp_path / "lib.db", "--size", "5x5")
    assert text.returncode == 0 and len(text.stdout.splitlines()) == 6
    missing = cli("library", tmp_path / "none.db")
    assert missing.returncode == 2 and "no library" in missing.stderr
    assert not (tmp_path / "none.db").exists()
