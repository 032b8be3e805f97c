"""The command line's library verbs (issue 26): ``batch``, ``library`` and ``book``.

solvers/cli.py registers them with ``add_parsers`` and runs ``COMMANDS``. This module loads
light: Dask, tqdm and fpdf2 load inside the verbs that use them, so every other verb starts as
fast as before.

Every failure of a library (solvers/library.py's LibraryError) or of a batch's request
(BatchError) is one line and exit code 2 (issue 37): each verb goes through ``_one_line``.
Rows skipped as malformed are named in one warning line on stderr.
"""

from __future__ import annotations

import argparse
import copy
import functools
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from distributed import Client
    from tqdm import tqdm

    from .batch import Tally
    from .book import Item
    from .genres import Genre
    from .library import Entry, Library

import json
import os
import sys
import time
from pathlib import Path

from .genres import GENRES


class LateHelp(argparse.HelpFormatter):
    """Help strings given as functions, called only when a help is printed: the numbers they
    quote live in batch and book, which every other command line call would otherwise import
    (about 50 ms of a small solve's start-up, issue 36)."""

    @staticmethod
    def _resolved(action: argparse.Action) -> argparse.Action:
        if callable(action.help):
            action = copy.copy(action)
            action.help = action.help()
        return action

    def add_argument(self, action: argparse.Action) -> None:
        super().add_argument(self._resolved(action))

    def _expand_help(self, action: argparse.Action) -> str:
        return super()._expand_help(self._resolved(action))


def _workers_help() -> str:
    from .batch import MAX_WORKERS_PER_CORE

    return (f"local worker processes (default: one per core; at most "
            f"{MAX_WORKERS_PER_CORE} per core, {MAX_WORKERS_PER_CORE * (os.cpu_count() or 1)} here)")


def _per_page_help() -> str:
    from .book import DEFAULT_PER_PAGE, max_per_page

    return (f"at most this many puzzles to a page (default {DEFAULT_PER_PAGE}; fewer where "
            f"larger puzzles need the room: nonogram cells of at least 5 mm; at most "
            f"{max_per_page('a4')} on A4, {max_per_page('letter')} on Letter)")


def add_parsers(commands: argparse._SubParsersAction, size: Callable[[str], object],
                count: Callable[[int], Callable[[str], int]], seconds: Callable[[str], object]) -> None:
    """Add the three verbs to ``commands`` (argparse subparsers); ``size``, ``count`` and
    ``seconds`` are the CLI's argument types."""
    batch = commands.add_parser(
        "batch", help="make (or check) many puzzles into a library, on Dask", formatter_class=LateHelp,
        description="batch GENRE --size WxH --count N --library FILE: seeds S..S+N-1 not yet in "
                    "the library; batch check FILE... --library FILE: grade and prove collections")
    batch.add_argument("what", metavar="GENRE|check", help=f"one of {', '.join(sorted(GENRES))}, or check")
    batch.add_argument("files", nargs="*", metavar="FILE", help="with check: the puzzle files")
    batch.add_argument("--library", required=True, metavar="FILE", help="the SQLite library to add to")
    batch.add_argument("--size", type=size, help="WxH (generating)")
    batch.add_argument("--count", type=count(1), default=1, help="puzzles to make (default 1)")
    batch.add_argument("--seed", type=count(0), default=1,
                       help="first seed (default 1: the same command again resumes)")
    batch.add_argument("--difficulty", help="as for generate")
    batch.add_argument("--rules", help="as for generate")
    batch.add_argument("--genre", choices=sorted(GENRES), help="with check: default detected")
    batch.add_argument("--format", dest="fmt", help="with check: the files' format")
    batch.add_argument("--timeout", type=seconds, help="with check: seconds to grade each puzzle")
    where = batch.add_mutually_exclusive_group()
    where.add_argument("--workers", type=count(1), help=_workers_help)
    where.add_argument("--scheduler", metavar="ADDRESS", help="an existing Dask cluster, tcp://HOST:PORT")
    batch.add_argument("--json", action="store_true", help="one JSON line per puzzle added")

    listing = commands.add_parser("library", help="list a library's puzzles (filtered)")
    listing.add_argument("library", metavar="FILE")
    _filters(listing, size)
    listing.add_argument("--json", action="store_true",
                         help="one JSON line per puzzle: genre, seed, grade, puzzle (native JSON), ...")

    book = commands.add_parser("book", help="a PDF book of a library's puzzles, to print", formatter_class=LateHelp)
    book.add_argument("library", metavar="FILE")
    book.add_argument("--output", required=True, metavar="OUT.pdf")
    book.add_argument("--per-page", type=count(1), default=None, help=_per_page_help)
    book.add_argument("--solutions", action="store_true", help="the solutions at the back")
    book.add_argument("--title", default="", help="the book's title (PDF metadata and running head)")
    book.add_argument("--author", default="", help="the author (PDF metadata)")
    book.add_argument("--paper", choices=("a4", "letter"), default="a4")
    _filters(book, size)


def _filters(parser: argparse.ArgumentParser, size: Callable[[str], object]) -> None:
    parser.add_argument("--genre", choices=sorted(GENRES))
    parser.add_argument("--grade", help="only puzzles of this grade")
    parser.add_argument("--size", type=size, help="only puzzles of this size, WxH")


def _open(path: str, readonly: bool) -> Library:
    """The library, its pages checked first (SQLite's quick_check): a damaged file is one
    error before anything is printed or made."""
    from .library import Library

    return Library(path, readonly=readonly, verify=True)


def _one_line(command: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """The verb with its library's and batch's errors as ValueError: one line, exit code 2."""

    @functools.wraps(command)
    def run(args: argparse.Namespace) -> int:
        from .batch import BatchError
        from .library import LibraryError

        try:
            return command(args)
        except (LibraryError, BatchError) as error:
            raise ValueError(str(error)) from None

    return run


def _warn(note: str | None) -> None:
    if note:
        print(f"puzzle-studio-cli: warning: {note}", file=sys.stderr, flush=True)


@_one_line
def cmd_library(args: argparse.Namespace) -> int:
    with _open(args.library, readonly=True) as library:
        for entry in library.entries(args.genre, args.grade, args.size):
            if args.json:
                print(json.dumps(entry.to_json()), flush=True)
            else:
                unique = {True: "unique", False: "NOT unique", None: "-"}[entry.proof_unique]
                where = f"seed {entry.seed}" if entry.seed is not None else (entry.source or "")
                print(f"{entry.id:6}  {entry.genre:10} {entry.width:>3}x{entry.height:<3} "
                      f"{entry.level or '-':10} {unique:10} {where}", flush=True)
        _warn(library.malformed_note())
    return 0


@_one_line
def cmd_book(args: argparse.Namespace) -> int:
    from .book import make_book, max_per_page
    from .library import malformed_note

    if args.per_page is not None and args.per_page > max_per_page(args.paper):  # before the library is read
        raise ValueError(f"--per-page must be 1 to {max_per_page(args.paper)} on {args.paper} paper "
                         f"(puzzles of at least 2 cm), not {args.per_page}")
    with _open(args.library, readonly=True) as library:
        items, skipped = _printable(library.entries(args.genre, args.grade, args.size))
        skipped = library.malformed + skipped
    # A row that cannot be drawn is skipped, not the book refused: one damaged row of a
    # library made over months should not keep the rest from print; the warning names it.
    _warn(malformed_note(skipped))
    if not items:
        raise ValueError("no puzzle in the library passes the filters")
    # The book is made in memory and written whole (textfiles.write_bytes): a stopped run
    # leaves no half book; with --output - the PDF is stdout and the summary goes to stderr.
    notes: list[str] = []
    pages = make_book(items, args.output, args.per_page, args.solutions, args.title, args.author, args.paper,
                      notes=notes)
    _warn("; ".join(notes[:3]) + (f" (and {len(notes) - 3} more)" if len(notes) > 3 else "") if notes else None)
    print(f"{args.output}: {len(items)} puzzles on {pages} pages", file=sys.stderr if args.output == "-" else sys.stdout)
    return 0


def _printable(entries: Iterable[Entry]) -> tuple[list[Item], list[tuple[object, str]]]:
    """The entries as book Items (with their IDs' parts), and (id, why) for each one that cannot be drawn."""
    from .book import items_of

    items, skipped = items_of(entries)
    return items, list(skipped)  # a list of a wider type: list is invariant


def _collections(args: argparse.Namespace) -> list[tuple[str, Genre, list[tuple[str, object]]]]:
    """(file, genre, [(name, puzzle)]) per file of ``batch check``: a many-puzzle file read
    with the format named, else with the batch format that finds the most puzzles, else read
    as one puzzle (as ``check`` and the studio do)."""
    from .errors import PuzzleFormatError
    from .genres import detect_genre, genre
    from .textfiles import STDIO, read_text, readable_twice

    found = []
    for name in args.files:
        path = readable_twice(name)  # "-" is standard input; a pipe's content is copied, read twice
        entry = genre(args.genre) if args.genre else detect_genre(path)
        package = entry.module
        readers = getattr(package, "BATCH_FORMATS", {})
        if args.fmt in readers:
            puzzles = readers[args.fmt](read_text(path))
        elif args.fmt:
            puzzles = [(path.name, package.formats.read_file(path, args.fmt))]
        else:
            puzzles = []
            text = read_text(path)
            for read in readers.values():
                try:
                    many = read(text)
                except (PuzzleFormatError, ValueError):
                    continue
                if len(many) > len(puzzles):
                    puzzles = many
            if len(puzzles) < 2:
                puzzles = [(path.name, package.formats.read_file(path))]
        found.append(("stdin" if name == STDIO else str(Path(name)), entry, puzzles))
    return found


@_one_line
def cmd_batch(args: argparse.Namespace) -> int:
    from . import batch

    checking = args.what == "check"
    batch.check_workers(args.workers)
    if checking:
        if not args.files:
            raise ValueError("batch check needs one or more puzzle files")
        collections = _collections(args)  # bad files are reported before any cluster starts
    else:
        if args.what not in GENRES:
            raise ValueError(f"unknown genre {args.what!r}; choose one of {', '.join(GENRES)} or check")
        if args.files:
            raise ValueError("puzzle files go with batch check")
        if args.size is None:
            raise ValueError("the following arguments are required: --size")
        options = {k: v for k, v in (("rules", args.rules), ("difficulty", args.difficulty)) if v}
        batch.check_request(args.what, args.size, args.seed, args.count, options)  # before any worker
    started = time.perf_counter()
    tally = batch.Tally()
    with _open(args.library, readonly=False) as library:  # refused here when it may not be written
        if checking:
            jobs, todo, tally.skipped = batch.check_jobs(library, collections, args.timeout)
        else:
            jobs, todo, _ = batch.generate_jobs(library, args.what, args.size, args.seed,
                                                args.count, options, tally)
        if todo:
            _run(args, batch.connect(args.scheduler, args.workers), library, jobs, todo, tally)
        summary = (f"{args.library}: {tally.added} puzzles added, {tally.skipped} already there"
                   + _elsewhere(tally) + f" ({library.count()} in all), {time.perf_counter() - started:.1f} s")
    print(summary, file=sys.stderr if args.json else sys.stdout, flush=True)
    return 0


def _elsewhere(tally: Tally) -> str:
    """What another run sharing the library made meanwhile, for the summary ('' when none)."""
    others = tally.elsewhere + tally.lost_race
    if not others:
        return ""
    twice = f" ({tally.lost_race} of them made here too)" if tally.lost_race else ""
    return f", {others} made or being made by another run{twice}"


def _run(args: argparse.Namespace, client: Client, library: Library, jobs: Iterable, todo: int,
         tally: Tally) -> None:
    """Run the jobs on ``client`` (closed at the end), each result stored as it arrives."""
    from . import batch

    try:
        window = 4 * batch.workers_of(client)
        progress = _progress(args, todo, tally.skipped)
        total = todo + tally.skipped
        for row, result in batch.store(library, batch.run_jobs(client, jobs, window), tally):
            if args.json:
                print(json.dumps({"id": row, "genre": result["genre"], "seed": result.get("seed"),
                                  "source": result.get("source"), "grade": result["level"],
                                  "unique": result["proof_unique"], "seconds": result["seconds"],
                                  "done": tally.skipped + tally.added, "total": total}), flush=True)
            elif progress is not None:
                progress.update(1)
        if progress is not None:
            progress.close()
    finally:
        _close(client)


def _progress(args: argparse.Namespace, count: int, skipped: int) -> tqdm | None:
    """A tqdm bar on stderr at a terminal (done, rate, ETA); None otherwise."""
    if args.json or not sys.stderr.isatty():
        return None
    from tqdm import tqdm

    return tqdm(total=count, unit="puzzle", desc="batch", file=sys.stderr,
                postfix={"skipped": skipped} if skipped else None)


def _close(client: Client) -> None:
    cluster = client.cluster
    client.close()
    if cluster is not None:
        cluster.close()


COMMANDS = {"batch": cmd_batch, "library": cmd_library, "book": cmd_book}
PRINTING = {"batch", "library", "book"}
