"""A puzzle library: one SQLite file, one row per puzzle (issue 26).

A row keeps what it takes to make the puzzle again (genre, size, seed, options, generator
version), what it is worth (the grade on the common scale, the quality figures of the
generator's or check's report, the uniqueness proof: method, verdict and seconds), the puzzle
itself as native JSON, its solution (the genre's board rows) and a title, tags and creation time.

One process writes (the batch, which commits each row as its result arrives; WAL mode lets
readers such as ``library`` or the studio look in meanwhile). The schema is versioned in
``PRAGMA user_version`` and upgraded by MIGRATIONS; ``PRAGMA application_id`` marks the file
as ours. A file that is not a library, or one from a newer program, raises LibraryError before
anything is written to it: its header is read as bytes first, so not even SQLite's journal
files appear beside it.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

APPLICATION_ID = 0x50534C42  # "PSLB": Puzzle Studio LiBrary
SQLITE_MAGIC = b"SQLite format 3\x00"

# MIGRATIONS[n] takes a library from schema version n to n + 1; SCHEMA_VERSION is their count.
MIGRATIONS = (
    """
    CREATE TABLE puzzles (
        id INTEGER PRIMARY KEY,
        genre TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        seed INTEGER,                      -- NULL for a puzzle checked in from a file
        options TEXT NOT NULL DEFAULT '{}',-- canonical JSON: rules, difficulty
        generator_version INTEGER,
        level TEXT,                        -- the grade (solvers/scale.py)
        report TEXT NOT NULL DEFAULT '{}', -- the generator's or check's report: quality figures
        proof_method TEXT,
        proof_unique INTEGER,              -- 1 unique, 0 not, NULL unknown
        proof_seconds REAL,
        puzzle TEXT NOT NULL,              -- native JSON
        solution TEXT,                     -- JSON: the genre's board rows
        digest TEXT NOT NULL,              -- sha256 of the canonical puzzle JSON
        title TEXT NOT NULL DEFAULT '',
        tags TEXT NOT NULL DEFAULT '[]',
        source TEXT,                       -- file and name for a puzzle checked in
        created TEXT NOT NULL
    );
    -- A seed makes one puzzle per genre, size, options and generator version: a batch run
    -- again skips the seeds it finds here (resume after Ctrl+C or a crash).
    CREATE UNIQUE INDEX generated ON puzzles(genre, width, height, options, ifnull(generator_version, -1), seed)
        WHERE seed IS NOT NULL;
    CREATE INDEX by_digest ON puzzles(digest);
    CREATE INDEX by_filter ON puzzles(genre, level, width, height);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)

COLUMNS = ("id", "genre", "width", "height", "seed", "options", "generator_version", "level",
           "report", "proof_method", "proof_unique", "proof_seconds", "puzzle", "solution",
           "digest", "title", "tags", "source", "created")
JSON_COLUMNS = ("options", "report", "puzzle", "solution", "tags")


class LibraryError(Exception):
    """The file cannot be used as a library (not one, newer, unreadable): one line to show."""


def canonical(value: object) -> str:
    """JSON with sorted keys and no spaces: equal values give equal text (keys, digests)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def digest(puzzle: dict) -> str:
    return hashlib.sha256(canonical(puzzle).encode()).hexdigest()


@dataclass
class Entry:
    """One puzzle of the library (a row; JSON columns as Python values)."""

    genre: str
    width: int
    height: int
    puzzle: dict
    seed: int | None = None
    options: dict = field(default_factory=dict)
    generator_version: int | None = None
    level: str | None = None
    report: dict = field(default_factory=dict)
    proof_method: str | None = None
    proof_unique: bool | None = None
    proof_seconds: float | None = None
    solution: list | None = None
    title: str = ""
    tags: list = field(default_factory=list)
    source: str | None = None
    created: str = ""
    digest: str = ""
    id: int | None = None

    def to_json(self) -> dict:
        """The record ``library --json`` prints (genre, seed, grade and puzzle first)."""
        return {"genre": self.genre, "seed": self.seed, "grade": self.level, "puzzle": self.puzzle,
                "id": self.id, "size": f"{self.width}x{self.height}", "options": self.options,
                "generator_version": self.generator_version, "title": self.title,
                "unique": self.proof_unique, "proof": {"method": self.proof_method,
                                                       "seconds": self.proof_seconds},
                "report": self.report, "tags": self.tags, "source": self.source,
                "created": self.created}


def check_file(path: Path) -> None:
    """LibraryError unless ``path`` is missing, empty, or a library this program can open.
    Reads the SQLite header as bytes (user_version at offset 60, application_id at 68), so a
    refused file is left exactly as it was."""
    try:
        with open(path, "rb") as handle:
            header = handle.read(100)
    except FileNotFoundError:
        return
    except OSError as error:
        raise LibraryError(f"cannot read {path}: {error.strerror or error}") from None
    if not header:
        return
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise LibraryError(f"{path} is not a puzzle library (not an SQLite file)")
    version = int.from_bytes(header[60:64], "big")
    application = int.from_bytes(header[68:72], "big")
    if application != APPLICATION_ID:
        raise LibraryError(f"{path} is an SQLite file but not a puzzle library")
    if version > SCHEMA_VERSION:
        raise LibraryError(f"{path} is a library of a newer Puzzle Studio (schema {version}; "
                           f"this one reads up to {SCHEMA_VERSION}): upgrade to open it")


class Library:
    """An open library. ``Library(path)`` creates a missing file; ``readonly=True`` refuses
    one (``library`` and ``book`` read an existing library)."""

    def __init__(self, path: str | Path, readonly: bool = False) -> None:
        self.path = Path(path)
        check_file(self.path)
        if readonly and not self.path.exists():
            raise LibraryError(f"no library at {self.path}")
        try:
            # A reader opens read-write too, and writes nothing but an older schema's upgrade:
            # SQLite's read-only mode on a WAL file leaves its -wal and -shm files behind.
            self._db = sqlite3.connect(self.path)
            self._check_marks(readonly)
            self._migrate()
            self._db.execute("PRAGMA journal_mode=WAL")
            # WAL + NORMAL: a commit survives the process being killed (not power loss).
            self._db.execute("PRAGMA synchronous=NORMAL")
        except sqlite3.DatabaseError as error:
            raise LibraryError(f"{self.path}: {error}") from None

    def _check_marks(self, readonly: bool) -> None:
        """The header check again, through SQLite (a WAL file may hold newer pages)."""
        application = self._db.execute("PRAGMA application_id").fetchone()[0]
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        tables = self._db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if application == 0 and version == 0 and tables == 0 and not readonly:
            return  # a new, empty file: _migrate makes it a library
        if application != APPLICATION_ID:
            self._db.close()
            raise LibraryError(f"{self.path} is an SQLite file but not a puzzle library")
        if version > SCHEMA_VERSION:
            self._db.close()
            raise LibraryError(f"{self.path} is a library of a newer Puzzle Studio (schema "
                               f"{version}; this one reads up to {SCHEMA_VERSION})")

    def _migrate(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        for step in range(version, SCHEMA_VERSION):
            # Each step and its new version number commit together, or not at all.
            self._db.executescript("BEGIN;" + MIGRATIONS[step] +
                                   f";PRAGMA application_id={APPLICATION_ID};"
                                   f"PRAGMA user_version={step + 1};COMMIT;")
        if version < SCHEMA_VERSION:
            # The marks must reach the main file's header (check_file reads it as bytes) now,
            # not at a checkpoint that a killed process never makes.
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    @property
    def schema_version(self) -> int:
        return self._db.execute("PRAGMA user_version").fetchone()[0]

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- writing (one process) --

    def add(self, entry: Entry) -> int:
        """Insert ``entry`` and commit at once; returns its id. A seed already present (same
        genre, size, options and generator version) is kept, not replaced: returns its id."""
        values = self._row_values(entry)
        with self._db:
            cursor = self._db.execute(
                f"INSERT OR IGNORE INTO puzzles ({', '.join(values)}) "
                f"VALUES ({', '.join('?' * len(values))})", tuple(values.values()))
        if cursor.rowcount == 1:
            return cursor.lastrowid
        return self._db.execute(
            "SELECT id FROM puzzles WHERE genre=? AND width=? AND height=? AND options=? "
            "AND generator_version IS ? AND seed=?",
            (values["genre"], values["width"], values["height"], values["options"],
             values["generator_version"], values["seed"])).fetchone()[0]

    @staticmethod
    def _row_values(entry: Entry) -> dict:
        values = {name: getattr(entry, name) for name in COLUMNS if name != "id"}
        values["digest"] = entry.digest or digest(entry.puzzle)
        values["created"] = entry.created or datetime.now(UTC).isoformat(timespec="seconds")
        if entry.proof_unique is not None:
            values["proof_unique"] = int(entry.proof_unique)
        for name in JSON_COLUMNS:
            values[name] = None if values[name] is None else canonical(values[name])
        return values

    # -- reading --

    def seeds(self, genre: str, width: int, height: int, options: dict,
              generator_version: int | None) -> set[int]:
        """The seeds already made for this genre, size, options and generator version."""
        rows = self._db.execute(
            "SELECT seed FROM puzzles WHERE genre=? AND width=? AND height=? AND options=? "
            "AND generator_version IS ? AND seed IS NOT NULL",
            (genre, width, height, canonical(options), generator_version))
        return {seed for (seed,) in rows}

    def has_digest(self, value: str) -> bool:
        return self._db.execute("SELECT 1 FROM puzzles WHERE digest=? LIMIT 1",
                                (value,)).fetchone() is not None

    def entries(self, genre: str | None = None, level: str | None = None,
                size: tuple[int, int] | None = None, ids: Iterable[int] | None = None) -> Iterator[Entry]:
        """The puzzles that pass every filter given, in the order they were added."""
        where, args = [], []
        if genre:
            where.append("genre=?")
            args.append(genre)
        if level:
            where.append("level=?")
            args.append(level)
        if size:
            where.append("width=? AND height=?")
            args.extend(size)
        if ids is not None:
            ids = [int(i) for i in ids]
            where.append(f"id IN ({', '.join('?' * len(ids))})")
            args.extend(ids)
        sql = f"SELECT {', '.join(COLUMNS)} FROM puzzles"
        if where:
            sql += " WHERE " + " AND ".join(where)
        for row in self._db.execute(sql + " ORDER BY id", args):
            yield self._entry(row)

    def count(self) -> int:
        return self._db.execute("SELECT count(*) FROM puzzles").fetchone()[0]

    @staticmethod
    def _entry(row: tuple) -> Entry:
        values = dict(zip(COLUMNS, row))
        for name in JSON_COLUMNS:
            if values[name] is not None:
                values[name] = json.loads(values[name])
        if values["proof_unique"] is not None:
            values["proof_unique"] = bool(values["proof_unique"])
        return Entry(**values)
