"""A puzzle library: one SQLite file, one row per puzzle (issue 26).

A row keeps what it takes to make the puzzle again (genre, size, seed, options, generator
version), what it is worth (the grade on the common scale, the quality figures of the
generator's or check's report, the uniqueness proof: method, verdict and seconds), the puzzle
itself as native JSON, its solution (the genre's board rows) and a title, tags and creation time.

Writers (batch runs, the studio's Add to Library) commit each row as its result arrives; WAL
mode lets readers such as ``library`` or the studio look in meanwhile. Two batch runs may share
a library: a seed is claimed (table ``claims``) before it is made, so the other run skips it
instead of making it again; the claims of a run that died are taken over (issue 37). The schema
is versioned in ``PRAGMA user_version`` and upgraded by MIGRATIONS; ``PRAGMA application_id``
marks the file as ours. A file that is not a library, or one from a newer program, raises
LibraryError before anything is written to it: its header is read as bytes first, so not even
SQLite's journal files appear beside it.

Every failure of the file is one LibraryError line (issue 37): a damaged file (SQLite's own
quick_check says what), a full disk, a file or folder that may not be written (a writer is
refused at open, before any work; a reader opens it read-only), a number too large for SQLite's
64-bit integers. Rows whose fields do not read (bad JSON, wrong types) are skipped by
``entries`` and named in ``malformed``, for the caller's warning.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import socket
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeGuard

APPLICATION_ID = 0x50534C42  # "PSLB": Puzzle Studio LiBrary
SQLITE_MAGIC = b"SQLite format 3\x00"
MAX_INTEGER = 2**63 - 1  # SQLite's INTEGER is a signed 64-bit number
FULL_BELOW = 64 * 1024  # bytes free under which an I/O error is taken for a full disk
BUSY_TIMEOUT_S = 30  # another writer's commit is quick; a lock held longer than this is reported

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
    """
    -- A seed being made by a batch run (issue 37): another run sharing the library skips it.
    -- The claimant is named by host, pid and the process's start time (a pid is reused), and
    -- a token per open library; a claim whose process is gone is taken over.
    CREATE TABLE claims (
        genre TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        options TEXT NOT NULL,
        generator_version INTEGER,
        seed INTEGER NOT NULL,
        host TEXT NOT NULL,
        pid INTEGER NOT NULL,
        started REAL NOT NULL,
        token TEXT NOT NULL
    );
    CREATE UNIQUE INDEX claimed ON claims(genre, width, height, options, ifnull(generator_version, -1), seed);
    CREATE INDEX by_token ON claims(token);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)

COLUMNS = ("id", "genre", "width", "height", "seed", "options", "generator_version", "level",
           "report", "proof_method", "proof_unique", "proof_seconds", "puzzle", "solution",
           "digest", "title", "tags", "source", "created")
JSON_COLUMNS = {"options": dict, "report": dict, "puzzle": dict, "solution": list, "tags": list}
TEXT_COLUMNS = ("genre", "digest", "title", "created")
OPTIONAL_TEXT_COLUMNS = ("level", "proof_method", "source")
NULLABLE_JSON = ("solution",)
TEXT_SELECTED = (*TEXT_COLUMNS, *OPTIONAL_TEXT_COLUMNS, *JSON_COLUMNS)
SHOWN_IDS = 10  # a warning names at most this many malformed rows


class LibraryError(Exception):
    """The file cannot be used as a library (not one, newer, damaged, unwritable, full): one
    line to show."""


class MalformedRow(ValueError):
    """A row whose fields do not read as a puzzle's: skipped by ``entries``."""


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


def _writable(path: Path) -> bool:
    """May this process write the file and create its -wal and -shm beside it? (As root
    only a read-only file system says no.)"""
    folder = path.parent if str(path.parent) else Path(".")
    return os.access(folder, os.W_OK) and (not path.exists() or os.access(path, os.W_OK))


def _uri(path: Path, **parameters: str) -> str:
    from urllib.parse import quote

    query = "&".join(f"{k}={v}" for k, v in parameters.items())
    return f"file:{quote(str(path.absolute()))}?{query}"


class Library:
    """An open library. ``Library(path)`` creates a missing file and is a writer: refused at
    once when the file cannot be written. ``readonly=True`` refuses a missing file and reads
    a file or folder it may not write through SQLite's read-only modes. ``verify=True`` runs
    SQLite's quick_check first (the command line does: a damaged page is reported before a
    row is printed or a puzzle made)."""

    def __init__(self, path: str | Path, readonly: bool = False, verify: bool = False) -> None:
        self.path = Path(path)
        self.readonly = readonly
        self.malformed: list[tuple[object, str]] = []  # (row id, reason) skipped by entries()
        self.token = secrets.token_hex(8)  # this open library's claims
        check_file(self.path)
        if readonly and not self.path.exists():
            raise LibraryError(f"no library at {self.path}")
        if not readonly and not self.path.absolute().parent.is_dir():
            raise LibraryError(f"cannot make {self.path}: no folder {self.path.absolute().parent}")
        self._db: sqlite3.Connection | None = None
        try:
            self._open(readonly)
            if verify:
                self.verify()
        except sqlite3.Error as error:
            failure = self._failure(error, writing=not readonly)
            self._close_quietly()
            raise failure from None
        except LibraryError:
            self._close_quietly()
            raise

    @property
    def db(self) -> sqlite3.Connection:
        """The connection, which an open library has (``_open``)."""
        if self._db is None:
            raise LibraryError(f"the library {self.path} is not open")
        return self._db

    def _open(self, readonly: bool) -> None:
        # A reader that may write opens read-write, as a writer, and writes nothing but an older
        # schema's upgrade: SQLite's read-only mode on a WAL file may leave its -wal and -shm
        # files behind. One that may not (a read-only file or folder) opens read-only; when not
        # even the -shm file can be made, immutable (nothing else can be writing there either).
        self.writable = not readonly or _writable(self.path)
        if self.writable:
            self._db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        else:
            self._db = sqlite3.connect(_uri(self.path, mode="ro"), uri=True, timeout=BUSY_TIMEOUT_S,
                                       isolation_level=None)
            try:
                self._db.execute("SELECT count(*) FROM sqlite_master").fetchone()
            except sqlite3.OperationalError:
                self._db.close()
                self._db = None
                log = Path(f"{self.path}-wal")
                if log.exists() and log.stat().st_size > 0:  # immutable would ignore its rows
                    raise LibraryError(f"{self.path} has rows in its log ({log.name}) that cannot be read in a "
                                       "folder that may not be written: open it once where it may be") from None
                self._db = sqlite3.connect(_uri(self.path, mode="ro", immutable="1"), uri=True,
                                           isolation_level=None)
        self._check_marks(readonly)
        if not self.writable:
            return
        self._migrate()
        self._db.execute("PRAGMA journal_mode=WAL")
        # WAL + NORMAL: a commit survives the process being killed (not power loss).
        self._db.execute("PRAGMA synchronous=NORMAL")
        if not readonly:
            # A log left by a run that hit a full disk or was killed goes into the file now
            # (a writer only: a reader must list a library on a full disk), so that a resumed
            # run starts from an empty log instead of one that grows from run to run.
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            # Write access is tried now, before any puzzle is made: taking the write lock fails
            # on a file opened read-only (SQLite falls back to that when it may not write).
            self._db.execute("BEGIN IMMEDIATE")
            self._db.execute("ROLLBACK")

    def _check_marks(self, readonly: bool) -> None:
        """The header check again, through SQLite (a WAL file may hold newer pages)."""
        application = self.db.execute("PRAGMA application_id").fetchone()[0]
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        tables = self.db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if application == 0 and version == 0 and tables == 0 and not readonly:
            return  # a new, empty file: _migrate makes it a library
        if application != APPLICATION_ID:
            raise LibraryError(f"{self.path} is an SQLite file but not a puzzle library")
        if version > SCHEMA_VERSION:
            raise LibraryError(f"{self.path} is a library of a newer Puzzle Studio (schema "
                               f"{version}; this one reads up to {SCHEMA_VERSION})")

    def _migrate(self) -> None:
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        for step in range(version, SCHEMA_VERSION):
            # Each step and its new version number commit together, or not at all.
            try:
                self.db.executescript("BEGIN IMMEDIATE;" + MIGRATIONS[step] +
                                       f";PRAGMA application_id={APPLICATION_ID};"
                                       f"PRAGMA user_version={step + 1};COMMIT;")
            except sqlite3.OperationalError:
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
                if self.db.execute("PRAGMA user_version").fetchone()[0] > step:
                    continue  # another process opening the library made this step meanwhile
                raise
        if version < SCHEMA_VERSION:
            # The marks must reach the main file's header (check_file reads it as bytes) now,
            # not at a checkpoint that a killed process never makes.
            self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    # -- failures --

    def _failure(self, error: BaseException, writing: bool = False) -> LibraryError:
        """The one line that says what went wrong with the file."""
        name = getattr(error, "sqlite_errorname", "") or ""
        text = str(error)
        if isinstance(error, OverflowError):
            return LibraryError(f"{self.path}: a number is too large for the library "
                                f"(at most {MAX_INTEGER})")
        if name.startswith("SQLITE_FULL") or "disk is full" in text or (name.startswith("SQLITE_IOERR")
                                                                         and self._disk_full()):
            return LibraryError(f"{self.path}: the disk is full (database or disk is full); the puzzles "
                                f"stored so far are kept: free some space and run the same command again")
        if name.startswith("SQLITE_READONLY") or (writing and name.startswith("SQLITE_CANTOPEN")):
            return LibraryError(f"cannot write to {self.path} ({text}): the file or its folder "
                                f"may not be written")
        if name.startswith("SQLITE_BUSY") or name.startswith("SQLITE_LOCKED"):
            return LibraryError(f"{self.path} is locked by another program ({text})")
        if name.startswith("SQLITE_CANTOPEN"):
            return LibraryError(f"cannot open {self.path} ({text})")
        if name.startswith("SQLITE_IOERR") and not name.startswith("SQLITE_IOERR_SHORT_READ"):
            return LibraryError(f"{self.path}: input/output error ({text})")
        return LibraryError(f"{self.path}: the library is damaged ({self._damage(text)})")

    def _disk_full(self) -> bool:
        """Is the library's file system (nearly) out of space? A disk full to the last byte
        fails SQLite's log index (-shm) with an I/O error rather than SQLITE_FULL."""
        import shutil

        try:
            return shutil.disk_usage(self.path.absolute().parent).free < FULL_BELOW
        except OSError:
            return False

    def _quick_check(self) -> str | None:
        """SQLite's quick_check: None when it finds the file sound, else its first findings on
        one line (at most 200 characters)."""
        findings = [row[0] for row in self.db.execute("PRAGMA quick_check(3)")]
        if findings == ["ok"]:
            return None
        found = "; ".join(" ".join(str(f).split()) for f in findings)
        return found if len(found) <= 200 else found[:197] + "..."

    def _damage(self, fallback: str) -> str:
        """What SQLite's quick_check finds, else the error's text."""
        try:
            return self._quick_check() or fallback
        except (sqlite3.Error, AttributeError) as error:
            return f"{fallback}; {error}" if str(error) != fallback else fallback

    @contextmanager
    def _guarded(self, writing: bool = False) -> Iterator[None]:
        """Any SQLite failure inside as one LibraryError line."""
        try:
            yield
        except (sqlite3.Error, OverflowError) as error:
            raise self._failure(error, writing) from None

    def verify(self) -> None:
        """LibraryError when SQLite's quick_check finds the file damaged (it reads every page
        once: a damaged page is reported here, not as rows silently missing)."""
        with self._guarded():
            found = self._quick_check()
        if found:
            raise LibraryError(f"{self.path}: the library is damaged ({found})")

    @property
    def schema_version(self) -> int:
        with self._guarded():
            return self.db.execute("PRAGMA user_version").fetchone()[0]

    def close(self) -> None:
        """Release this run's claims left (jobs not done), fold the log into the file, close."""
        if self._db is None:
            return
        if self.writable and not self.readonly:
            try:
                self._db.execute("DELETE FROM claims WHERE token=?", (self.token,))
                self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error:
                pass  # closing after a failure (a full disk): the first error is the one reported
        self._close_quietly()

    def _close_quietly(self) -> None:
        if self._db is not None:
            try:
                self._db.close()
            except sqlite3.Error:
                pass
            self._db = None

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """BEGIN IMMEDIATE .. COMMIT (ROLLBACK on any error): the write lock at once, so two
        writers' read-then-write steps never interleave."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    # -- writing --

    def add(self, entry: Entry) -> int:
        """Insert ``entry`` and commit at once; returns its id. A seed already present (same
        genre, size, options and generator version) is kept, not replaced: returns its id."""
        return self.store(entry)[0]

    def store(self, entry: Entry, unique_digest: bool = False) -> tuple[int, bool]:
        """``add``, and whether the row is new (False: another run made that seed meanwhile,
        or, with ``unique_digest``, stored the same puzzle: ``batch check`` of one file by two
        runs). The seed's claim by this run is released in the same transaction."""
        values = self._row_values(entry)
        with self._guarded(writing=True), self._transaction():
            if unique_digest:
                row = self.db.execute("SELECT id FROM puzzles WHERE digest=? ORDER BY id LIMIT 1",
                                       (values["digest"],)).fetchone()
                if row is not None:
                    return row[0], False
            cursor = self.db.execute(
                f"INSERT OR IGNORE INTO puzzles ({', '.join(values)}) "
                f"VALUES ({', '.join('?' * len(values))})", tuple(values.values()))
            if values["seed"] is not None:
                self.db.execute(f"DELETE FROM claims WHERE {self._KEY} AND token=?",
                                 (*self._key_of(values), self.token))
            if cursor.rowcount == 1 and cursor.lastrowid is not None:  # an inserted row has its id
                return cursor.lastrowid, True
            return self.db.execute(f"SELECT id FROM puzzles WHERE {self._KEY}",
                                    self._key_of(values)).fetchone()[0], False

    # Written as the unique indexes are (ifnull(generator_version, -1), seed not NULL), so that
    # SQLite uses them: ``generator_version IS ?`` would read the whole table for every seed.
    _KEY = ("genre=? AND width=? AND height=? AND options=? AND ifnull(generator_version, -1)=ifnull(?, -1) "
            "AND seed=? AND seed IS NOT NULL")

    @staticmethod
    def _key_of(values: dict) -> tuple:
        return (values["genre"], values["width"], values["height"], values["options"],
                values["generator_version"], values["seed"])

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

    def claim(self, genre: str, width: int, height: int, options: dict, generator_version: int | None,
              seed: int) -> str:
        """Claim a seed before making it: "claimed" (this run makes it), "made" (the library
        has it) or "taken" (another live run is making it). A claim whose process has ended
        (Ctrl+C, kill -9) is taken over."""
        return self.claim_seeds(genre, width, height, options, generator_version, [seed])[0]

    def claim_seeds(self, genre: str, width: int, height: int, options: dict, generator_version: int | None,
                    seeds: list[int]) -> list[str]:
        """``claim`` of each seed, in one transaction: two runs never both get "claimed", and
        a block of seeds costs one commit."""
        options_text = canonical(options)
        holder = _this_process()
        found = []
        with self._guarded(writing=True), self._transaction():
            for seed in seeds:
                key = (genre, width, height, options_text, generator_version, seed)
                if self.db.execute(f"SELECT 1 FROM puzzles WHERE {self._KEY}", key).fetchone():
                    found.append("made")
                    continue
                other = self.db.execute(f"SELECT host, pid, started, token FROM claims WHERE {self._KEY}",
                                         key).fetchone()
                if other is not None and other[3] != self.token and _running(*other[:3]):
                    found.append("taken")
                    continue
                self.db.execute(f"DELETE FROM claims WHERE {self._KEY}", key)
                self.db.execute("INSERT INTO claims (genre, width, height, options, generator_version, seed, "
                                 "host, pid, started, token) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                 (*key, *holder, self.token))
                found.append("claimed")
        return found

    # -- reading --

    def seeds(self, genre: str, width: int, height: int, options: dict,
              generator_version: int | None) -> set[int]:
        """The seeds already made for this genre, size, options and generator version."""
        with self._guarded():
            rows = self.db.execute(
                "SELECT seed FROM puzzles WHERE genre=? AND width=? AND height=? AND options=? "
                "AND ifnull(generator_version, -1)=ifnull(?, -1) AND seed IS NOT NULL",
                (genre, width, height, canonical(options), generator_version)).fetchall()
        return {seed for (seed,) in rows if isinstance(seed, int)}

    def has_digest(self, value: str) -> bool:
        with self._guarded():
            return self.db.execute("SELECT 1 FROM puzzles WHERE digest=? LIMIT 1",
                                    (value,)).fetchone() is not None

    def entries(self, genre: str | None = None, level: str | None = None,
                size: tuple[int, int] | None = None, ids: Iterable[int] | None = None) -> Iterator[Entry]:
        """The puzzles that pass every filter given, in the order they were added. A row whose
        fields do not read is skipped and named in ``malformed``."""
        where: list[str] = []
        args: list[object] = []
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
        # Text as bytes, decoded row by row: a damaged text that is not UTF-8 makes that row
        # malformed, where SQLite's own decoding would end the whole listing.
        selected = [f"CAST({name} AS BLOB)" if name in TEXT_SELECTED else name for name in COLUMNS]
        sql = f"SELECT {', '.join(selected)} FROM puzzles"
        if where:
            sql += " WHERE " + " AND ".join(where)
        with self._guarded():
            for row in self.db.execute(sql + " ORDER BY id", args):
                try:
                    yield entry_of_row(row)
                except MalformedRow as error:
                    self.malformed.append((row[0], str(error)))

    def count(self) -> int:
        with self._guarded():
            return self.db.execute("SELECT count(*) FROM puzzles").fetchone()[0]

    def malformed_note(self) -> str | None:
        """One line naming the rows ``entries`` skipped (None when none was)."""
        return malformed_note(self.malformed)


def malformed_note(skipped: list[tuple[object, str]]) -> str | None:
    """``skipped N malformed rows (ids 3, 7: why)``: one line naming (id, reason) pairs."""
    if not skipped:
        return None
    ids = ", ".join(str(i) for i, _ in skipped[:SHOWN_IDS])
    more = f" and {len(skipped) - SHOWN_IDS} more" if len(skipped) > SHOWN_IDS else ""
    reasons = sorted({reason for _, reason in skipped})
    why = "; ".join(reasons[:3]) + ("; ..." if len(reasons) > 3 else "")
    return f"skipped {len(skipped)} malformed row{'s' if len(skipped) > 1 else ''} (id {ids}{more}: {why})"


def entry_of_row(row: tuple) -> Entry:
    """The Entry of a row of COLUMNS; MalformedRow when a field has the wrong type or its JSON
    does not read (SQLite keeps whatever a damaged or hand-edited file holds)."""
    values = dict(zip(COLUMNS, row))
    for name in TEXT_SELECTED:
        if isinstance(values[name], bytes):
            try:
                values[name] = values[name].decode("utf-8")
            except UnicodeDecodeError:
                raise MalformedRow(f"{name} is not UTF-8 text") from None
    for name, (fits, what) in FIELD_CHECKS.items():
        if not fits(values[name]):
            raise MalformedRow(f"{name} is not {what}")
    for name, kind in JSON_COLUMNS.items():
        values[name] = _json_field(name, values[name], kind)
    if values["proof_unique"] is not None:
        values["proof_unique"] = bool(values["proof_unique"])
    return Entry(**values)


def _integer(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _optional(check: Callable[[object], bool]) -> Callable[[object], bool]:
    return lambda value: value is None or check(value)


def _text(value: object) -> bool:
    return isinstance(value, str)


# What each plain column must hold (the JSON columns are read by _json_field).
FIELD_CHECKS: dict[str, tuple[Callable[[object], bool], str]] = {
    "id": (_integer, "a whole number"),
    "width": (lambda v: _integer(v) and v > 0, "a positive whole number"),
    "height": (lambda v: _integer(v) and v > 0, "a positive whole number"),
    "seed": (_optional(_integer), "a whole number"),
    "generator_version": (_optional(_integer), "a whole number"),
    **dict.fromkeys(TEXT_COLUMNS, (_text, "text")),
    **{name: (_optional(_text), "text") for name in OPTIONAL_TEXT_COLUMNS},
    "proof_unique": (lambda v: v is None or (_integer(v) and v in (0, 1)), "0, 1 or empty"),
    "proof_seconds": (_optional(lambda v: isinstance(v, (int, float))), "a number"),
}


def _json_field(name: str, text: object, kind: type) -> object:
    if text is None and name in NULLABLE_JSON:
        return None
    if not isinstance(text, str):
        raise MalformedRow(f"{name} is not JSON text")
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        raise MalformedRow(f"{name} is not valid JSON") from None
    if value is None and name in NULLABLE_JSON:
        return None
    if not isinstance(value, kind):
        raise MalformedRow(f"{name} is not a JSON {'object' if kind is dict else 'array'}")
    return value


# -- claims: which process holds one --


_HOLDER: dict[int, tuple[str, int, float]] = {}  # by pid: a forked child is another holder


def _this_process() -> tuple[str, int, float]:
    """(host, pid, start time): a claim's holder (a pid alone is reused by later processes)."""
    pid = os.getpid()
    if pid not in _HOLDER:
        import psutil  # distributed's own dependency; loaded only by a batch's claims

        _HOLDER[pid] = (socket.gethostname(), pid, psutil.Process().create_time())
    return _HOLDER[pid]


def _running(host: str, pid: int, started: float) -> bool:
    """Is the claim's process still running? A claim from another host counts as running (its
    processes cannot be seen from here): such a claim stays until that host's run ends."""
    import psutil

    if host != socket.gethostname():
        return True
    try:
        return abs(psutil.Process(int(pid)).create_time() - float(started)) < 1.0
    except (psutil.Error, ValueError, TypeError, OverflowError):
        return False
