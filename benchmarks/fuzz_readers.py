"""Fuzz every puzzle reader of every genre with mutated valid files.

    PYTHONPATH=. python benchmarks/fuzz_readers.py [--count 100000] [--seed 0] [--only NAME]

The contract (DESIGN.md, issue 14): a reader either reads its input or raises one
PuzzleFormatError whose message is one line; and a puzzle it reads survives a write/read round
trip through every format of its genre (a format that cannot represent the puzzle refuses it
with PuzzleFormatError). Anything else is an escape. For each reader the script prints inputs,
how many read, how many were refused cleanly, the escapes (with the first few examples) and
the slowest input.

Seeds are the shipped samples (puzzles/) written in each format, and small synthetic files.
The mutations are byte flips, insertions, deletions, truncation, splices of other seeds,
repeated or swapped lines, a piece repeated thousands of times, huge or odd numbers (Unicode digits among them) and deep nesting.
tests/solvers/test_fuzz_readers.py runs the same machinery with Hypothesis driving ``mutate``.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from pathlib import Path

import numpy as np

from solvers.errors import PuzzleFormatError
from solvers.genres import genre_of_text
from solvers.textfiles import decode

ROOT = Path(__file__).resolve().parents[1]
GENRE_NAMES = ("nonogram", "galaxies", "numberlink")
MAX_MESSAGE = 300  # a "clear line" that quotes megabytes of input is not clear
# A batch mutated by repeating a line holds 50,000 puzzles, all alike: reading them all tests
# the reader, round-tripping all of them would only slow the run down.
ROUND_TRIPS_PER_INPUT = 20
SLOW_SECONDS = 0.5  # the slowest input of a reader is shown when it took longer


def formats_of(genre: str):
    return import_module(f"solvers.{genre}").formats


@dataclass(frozen=True)
class Reader:
    name: str                          # "genre/format"
    genre: str                         # whose formats the round trip goes through
    read: Callable[[str], list]        # text -> the puzzles it holds
    seeds: tuple[bytes, ...]
    round_trip: bool = True            # False for readers of pictures and solution grids


class Escape(Exception):
    """The contract broken: what happened, in one line."""


# --------------------------------------------------------------------------- seeds


@cache
def samples(genre: str) -> tuple:
    """The shipped samples of a genre (at most 30x40: bigger ones only slow the run down) and
    a small synthetic puzzle."""
    formats = formats_of(genre)
    puzzles = [formats.read_file(path) for path in sorted((ROOT / "puzzles" / genre).glob("*.json"))]
    return tuple(puzzles) + (_tiny(genre),)


def _tiny(genre: str):
    if genre == "nonogram":
        from solvers.nonogram.derive import clues_from_picture
        return clues_from_picture(np.array([[1, 0, 1], [1, 1, 0], [0, 1, 1]], dtype=np.int8))
    if genre == "galaxies":
        from solvers.galaxies.model import BLACK, Dot, Galaxies
        return Galaxies(3, 3, (Dot(3, 1), Dot(1, 5, BLACK), Dot(4, 4)))
    from solvers.numberlink.model import Numberlink
    return Numberlink(3, 3, ("1", "2"), (((0, 0), (2, 0)), ((0, 2), (2, 2))))


def _written(genre: str, fmt: str) -> tuple[bytes, ...]:
    out = []
    for puzzle in samples(genre):
        try:
            out.append(formats_of(genre).write(puzzle, fmt).encode())
        except PuzzleFormatError:  # e.g. the picture format for a puzzle without one
            pass
    return tuple(out)


def _taai_seeds() -> tuple[bytes, bytes]:
    """A two-puzzle tournament file and its solution file, from the 25x25 samples."""
    big = [p for p in samples("nonogram") if p.shape == (25, 25) and p.goal is not None][:2]
    clue = "\t".join
    batch, solutions = [], []
    for number, puzzle in enumerate(big, 1):
        batch += [f"${number}"] + [clue(map(str, c)) or "0" for c in puzzle.cols + puzzle.rows]
        solutions += [f"${number}"] + ["\t".join(str(int(v)) for v in row) for row in puzzle.goal]
    return ("\n".join(batch) + "\n").encode(), ("\n".join(solutions) + "\n").encode()


def readers() -> list[Reader]:
    out = []
    for genre in GENRE_NAMES:
        formats = formats_of(genre)
        for fmt in formats.FORMATS:
            out.append(Reader(f"{genre}/{fmt}", genre, _single(formats, fmt), _written(genre, fmt)))
        everything = tuple(seed for fmt in formats.FORMATS for seed in _written(genre, fmt))
        out.append(Reader(f"{genre}/detected", genre, _single(formats, None), everything[::3]))
    nonogram, galaxies, numberlink = (import_module(f"solvers.{g}") for g in GENRE_NAMES)
    taai, taai_solutions = _taai_seeds()
    sgt_lines = b"".join(_written("nonogram", "sgt"))
    galaxy_lines = b"".join(_written("galaxies", "sgt")) + b"# a comment\n" + _written("galaxies", "puzzlink")[0]
    text_batch = b"".join(_written("numberlink", "text")) + b"0 0\n"
    webpbn_set = b"<puzzleset>" + b"".join(  # two puzzles of one webpbn export
        x[x.index(b"<puzzle "):x.index(b"</puzzleset>")] for x in _written("nonogram", "webpbn")[:2]) + b"</puzzleset>"
    pictures = tuple(formats_of("nonogram").write(p, "picture").encode()
                     for p in samples("nonogram") if p.goal is not None)
    out += [
        Reader("nonogram/taai", "nonogram", _batch(nonogram.BATCH_FORMATS["taai"]), (taai,)),
        Reader("nonogram/taai-solutions", "nonogram", nonogram.formats.read_taai_solutions,
               (taai_solutions,), round_trip=False),
        Reader("nonogram/sgt-list", "nonogram", _batch(nonogram.BATCH_FORMATS["sgt-list"]), (sgt_lines,)),
        Reader("nonogram/webpbn-set", "nonogram", _batch(nonogram.BATCH_FORMATS["webpbn-set"]), (webpbn_set,)),
        Reader("galaxies/sgt-list", "galaxies", _batch(galaxies.BATCH_FORMATS["sgt-list"]), (galaxy_lines,)),
        Reader("galaxies/picture", "galaxies", lambda text: [galaxies.formats.read_picture(text)],
               pictures, round_trip=False),
        Reader("numberlink/text-batch", "numberlink", _batch(numberlink.BATCH_FORMATS["text-batch"]),
               (text_batch,)),
        Reader("numberlink/flow-pack", "numberlink", _batch(numberlink.BATCH_FORMATS["flow-pack"]),
               (b"".join(_written("numberlink", "flow-level")),)),
        Reader("any/genre-detection", "", _any_genre,
               tuple(s for g in GENRE_NAMES for fmt in formats_of(g).FORMATS for s in _written(g, fmt)[:2])),
    ]
    return out


def _single(formats, fmt):
    return lambda text: [formats.read(text, fmt)]


def _batch(reader):
    return lambda text: [puzzle for _, puzzle in reader(text)]


def _any_genre(text: str) -> list:
    """Detection as the CLI and the studio do it (without a file), then that genre's reader."""
    genre = genre_of_text(text)
    return [genre.module.formats.read(text)]


# --------------------------------------------------------------------------- mutations

ODD_NUMBERS = ("0", "-1", "-0", "99999999999", "-99999999999", "2147483648", "18446744073709551616",
               "9" * 4301, "1e999", "2.5", "NaN", "true", "³", "٣", "１", "3" * 9, "1" * 10)
INSERTS = tuple(s.encode() for s in ("\n", "\r", "\t", " ", "{", "}", "[", "]", ",", '"', ":", "#", ".",
                                     "x", "/", "$", "(", ")", "-", "o", "*", "|", "\u2028", "\x85", "\ufeff",
                                     "³", "٣", "１", "é", "null", '"genre": "galaxies"', "0 0"))
NUMBER = re.compile(rb"[0-9]+")


def mutate(rng: random.Random, data: bytes, donors: tuple[bytes, ...]) -> bytes:
    """One to three random mutations of ``data``. ``rng`` is a random.Random, or Hypothesis'
    ``st.randoms()`` so that Hypothesis can shrink a failing input."""
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        data = rng.choice(MUTATIONS)(rng, data, donors)
    return data


def _position(rng, data: bytes) -> int:
    return rng.randint(0, len(data))


def _flip(rng, data, donors):
    if not data:
        return data
    i = rng.randrange(len(data))
    value = rng.choice((data[i] ^ (1 << rng.randrange(8)), rng.randrange(256), rng.randrange(32, 127)))
    return data[:i] + bytes([value]) + data[i + 1:]


def _insert(rng, data, donors):
    i = _position(rng, data)
    return data[:i] + rng.choice(INSERTS) * rng.choice((1, 1, 2, 50)) + data[i:]


def _delete(rng, data, donors):
    i = _position(rng, data)
    return data[:i] + data[i + rng.choice((1, 1, 2, 10, 100)):]


def _truncate(rng, data, donors):
    return data[:_position(rng, data)]


def _splice(rng, data, donors):
    donor = rng.choice(donors)
    a = _position(rng, donor)
    b = min(len(donor), a + rng.choice((1, 10, 100, 1000)))
    i, j = _position(rng, data), _position(rng, data)
    i, j = min(i, j), max(i, j)
    if rng.random() < 0.5:  # insert rather than replace
        j = i
    return data[:i] + donor[a:b] + data[j:]


def _lines(rng, data, donors):
    lines = data.split(b"\n")
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    action = rng.randrange(3)
    if action == 0:
        lines.insert(i, lines[j])
    elif action == 1:
        del lines[i]
    else:
        lines[i], lines[j] = lines[j], lines[i]
    return b"\n".join(lines)


def _number(rng, data, donors):
    spans = [m.span() for m in NUMBER.finditer(data)]
    if not spans:
        return _insert(rng, data, donors)
    a, b = rng.choice(spans)
    return data[:a] + rng.choice(ODD_NUMBERS).encode() + data[b:]


def _nest(rng, data, donors):
    depth = rng.choice((70, 1000, 100_000))
    opening, closing = rng.choice(((b"[", b"]"), (b'{"a":', b"}")))
    if data.lstrip().startswith(b"{") and rng.random() < 0.7:  # a value deep inside the document
        i = data.find(b":") + 1
        return data[:i] + opening * depth + b"1" + closing * depth + data[i:] if i else data
    return opening * depth + data + closing * depth


def _repeat(rng, data, donors):
    """A piece repeated thousands of times: a reader that is quadratic in some part of its
    input shows up in the slowest time."""
    a = _position(rng, data)
    piece = data[a:a + rng.choice((1, 2, 5, 20))] or b" "
    return data[:a] + piece * rng.choice((1000, 50_000)) + data[a:]


MUTATIONS = (_repeat, _flip, _flip, _insert, _insert, _delete, _truncate, _splice, _lines, _number, _number, _number, _nest)


# --------------------------------------------------------------------------- the contract


def check(reader: Reader, data: bytes) -> bool:
    """True when the input was read (and round-tripped), False when it was refused cleanly;
    Escape (or any other exception) when the contract is broken."""
    try:
        puzzles = reader.read(decode(data))
    except PuzzleFormatError as error:
        _check_message(error)
        return False
    if reader.round_trip:
        for puzzle in puzzles[:ROUND_TRIPS_PER_INPUT]:
            round_trip(reader.genre or _genre_name(puzzle), puzzle)
    return True


def _check_message(error: PuzzleFormatError) -> None:
    message = str(error)
    if "\n" in message or "\r" in message or len(message) > MAX_MESSAGE:
        raise Escape(f"not one clear line ({len(message)} characters): {message[:120]!r}")


def _genre_name(puzzle) -> str:
    return type(puzzle).__module__.split(".")[1]


def round_trip(genre: str, puzzle) -> None:
    formats = formats_of(genre)
    for fmt in formats.FORMATS:
        try:
            text = formats.write(puzzle, fmt)
        except PuzzleFormatError as error:  # this format cannot represent the puzzle
            _check_message(error)
            continue
        try:
            back = formats.read(text, fmt)
        except PuzzleFormatError as error:
            raise Escape(f"{fmt}: cannot read what it wrote: {error}") from None
        if back != puzzle:
            raise Escape(f"{fmt}: read back a different puzzle")
        if formats.detect_format(text) != fmt:
            raise Escape(f"{fmt}: what it wrote is detected as {formats.detect_format(text)}")


# --------------------------------------------------------------------------- the long run


@dataclass
class Tally:
    inputs: int = 0
    read: int = 0
    refused: int = 0
    escapes: int = 0
    slowest: float = 0.0
    slowest_input: bytes = b""
    examples: list = None


def fuzz(reader: Reader, count: int, rng: random.Random, donors: tuple[bytes, ...]) -> Tally:
    tally = Tally(examples=[])
    for _ in range(count):
        data = mutate(rng, rng.choice(reader.seeds), donors)
        started = time.perf_counter()
        try:
            if check(reader, data):
                tally.read += 1
            else:
                tally.refused += 1
        except Exception as error:
            tally.escapes += 1
            if len(tally.examples) < 3:
                tally.examples.append(f"{type(error).__name__}: {str(error)[:150]} <- {data[:80]!r}")
        seconds = time.perf_counter() - started
        if seconds > tally.slowest:
            tally.slowest, tally.slowest_input = seconds, data
        tally.inputs += 1
    return tally


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100_000, help="inputs per reader")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", help="run only the readers whose name contains this")
    args = parser.parse_args(argv)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    chosen = [r for r in readers() if not args.only or args.only in r.name]
    donors = tuple(seed for r in chosen for seed in r.seeds)
    print(f"{args.count} inputs per reader, seed {args.seed}\n")
    print("| reader | inputs | read OK | clean errors | escapes | max s/input |")
    print("|---|---:|---:|---:|---:|---:|")
    examples, slow, escapes = [], [], 0
    for reader in chosen:
        tally = fuzz(reader, args.count, random.Random(f"{args.seed}/{reader.name}"), donors)
        escapes += tally.escapes
        print(f"| {reader.name} | {tally.inputs} | {tally.read} | {tally.refused} | {tally.escapes} "
              f"| {tally.slowest:.3f} |", flush=True)
        examples += [f"- {reader.name}: {example}" for example in tally.examples]
        if tally.slowest > SLOW_SECONDS:
            slow.append(f"- {reader.name}: {tally.slowest:.2f} s for {len(tally.slowest_input):,} bytes "
                        f"{tally.slowest_input[:60]!r}")
    if examples:
        print("\nFirst escapes:\n" + "\n".join(examples))
    if slow:
        print(f"\nSlowest inputs over {SLOW_SECONDS} s:\n" + "\n".join(slow))
    return 1 if escapes else 0


if __name__ == "__main__":
    sys.exit(main())
