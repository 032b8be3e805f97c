"""What the three genres share with pzprjs (puzz.link's engine): its URLs, its number and bit
encodings, and the layout of its pzprv3 files. Each genre's formats module builds its puzz.link
and pzprv3 readers and writers from these pieces (read from pzprjs's src/pzpr/parser.js,
src/variety-common/Encode.js and FileData.js).

URLs: ``https://puzz.link/p?GENRE/[v:VARIANT/][PFLAG/]COLS/ROWS/BODY`` (also ``pzv.jp``,
``p.html?``, pzprxs, ``http``); the genre names pzprjs accepts for our genres are ``GENRES``:
``numlin`` (its alias ``numberlink``), ``arukone``, ``tentaisho`` and ``nonogram``.

pzprv3 files: ``pzprv3`` (or ``pzprv3.N``), the genre, ROWS, COLS (rows first, unlike URLs),
then the genre's lines; a ``history:{`` / ``info:{`` block may follow. pzprjs's test scripts
write a file on one line with ``/`` for each line break: both are read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import unquote

from .errors import PuzzleFormatError

# pzprjs's genre names (and their aliases) for the genres of this project.
GENRES = {
    "nonogram": "nonogram",
    "numlin": "numlin", "numberlink": "numlin",
    "arukone": "arukone",
    "tentaisho": "tentaisho", "tentaisyo": "tentaisho",
}
# The pzprjs genres each project genre reads (the first is the one written).
PROJECT_GENRES = {"nonogram": ("nonogram",), "numberlink": ("numlin", "arukone"),
                  "galaxies": ("tentaisho",)}

MAX_SIDE = 1000  # no puzzle of ours is larger; a 10**9-cell URL is refused before any work

_URL = re.compile(r"(?:https?://)?(?:www\.)?(?:puzz\.link|pzv\.jp|pzprxs\.vercel\.app)"
                  r"/p(?:\.html)?\?(.*)", re.ASCII | re.IGNORECASE)
_SIZE = re.compile(r"\d{1,9}", re.ASCII)
_NUMBER_PREFIX = {"-": (2, 0), "+": (3, 0), "=": (3, 4096), "%": (3, 8192), "@": (3, 8192),
                  "*": (4, 12240), "$": (5, 77776)}
HEX = "0123456789abcdef"


@dataclass(frozen=True)
class Link:
    """A parsed puzz.link URL: ``genre`` is pzprjs's name (aliases resolved), ``name`` as
    written in the URL."""

    genre: str
    name: str
    cols: int
    rows: int
    body: str
    pflag: str = ""
    variant: str = ""


def is_url(text: str) -> bool:
    """A puzz.link / pzv.jp address (of any genre)?"""
    return bool(_URL.fullmatch(text.strip()))


def url_genre(text: str) -> str | None:
    """pzprjs's genre (aliases resolved) of a puzz.link URL, or None for other text; an
    unknown genre is returned as written (``parse_url`` refuses it)."""
    match = _URL.fullmatch(text.strip())
    if not match:
        return None
    name = match.group(1).split("/", 1)[0].split("&")[-1].lower()
    return GENRES.get(name, name)


def parse_url(text: str, genres: tuple[str, ...], line: int | None = None) -> Link:
    """A puzz.link URL of one of ``genres`` (pzprjs's names), split into its parts."""
    text = text.strip()
    match = _URL.fullmatch(text)
    wanted = "/".join(genres)
    if not match:
        raise PuzzleFormatError(
            f"a puzz.link URL looks like 'https://puzz.link/p?{genres[0]}/5/5/BODY', "
            f"got {text[:50]!r}", line)
    query = match.group(1).split("#", 1)[0]
    parts = query.split("/")
    name = parts.pop(0)
    # "?type=editor&numlin/..." (pzprjs's own query parameters before the genre)
    name = name.split("&")[-1]
    genre = GENRES.get(name.lower())
    if genre is None or genre not in genres:
        what = f"the {name!r} puzzle" if genre is None else f"a {genre} puzzle"
        raise PuzzleFormatError(f"this puzz.link URL holds {what}, not {wanted}", line)
    variant = pflag = ""
    if parts and parts[0].startswith("v:"):
        variant = parts.pop(0)[2:]
    if parts and parts[0] and not parts[0].isdigit():
        pflag = parts.pop(0)
    if len(parts) < 2 or not all(_SIZE.fullmatch(p) for p in parts[:2]):
        raise PuzzleFormatError(f"a {name} URL gives COLS/ROWS after the genre, got {query[:50]!r}", line)
    cols, rows = int(parts[0]), int(parts[1])
    for what, value in (("width", cols), ("height", rows)):
        if not 1 <= value <= MAX_SIDE:
            raise PuzzleFormatError(f"the URL's {what} {value} is outside 1..{MAX_SIDE}", line)
    body = "/".join(parts[2:]).rstrip("/")
    return Link(genre, name, cols, rows, body, pflag, variant)


def compose_url(genre: str, cols: int, rows: int, body: str, pflag: str = "") -> str:
    """The URL pzprjs writes (with a ``/`` after a body that ends in a sign, as pzprjs adds
    it so that link shorteners keep the body whole)."""
    parts = [genre] + ([pflag] if pflag else []) + [str(cols), str(rows), body]
    url = "https://puzz.link/p?" + "/".join(parts)
    if body and not body[-1].isalnum():
        url += "/"
    return url


# --------------------------------------------------------------------------- number encodings


def read_number16(body: str, i: int, line: int | None = None) -> tuple[int | None, int]:
    """(value, characters used) at ``body[i]``: a hex digit, or ``-``/``+``/``=``/``%``/``@``/
    ``*``/``$`` and 2-5 hex digits, or ``.`` (-2, a '?' in pzprjs); (None, 0) for anything
    else (a skip letter)."""
    ch = body[i]
    if ch in HEX:
        return int(ch, 16), 1
    if ch == ".":
        return -2, 1
    if ch in _NUMBER_PREFIX:
        digits, offset = _NUMBER_PREFIX[ch]
        text = body[i + 1:i + 1 + digits]
        if len(text) < digits or any(c not in HEX for c in text):
            raise PuzzleFormatError(f"the URL body is cut or broken after {ch!r} at character {i + 1} "
                                    f"(a number needs {digits} hex digits)", line)
        return int(text, 16) + offset, 1 + digits
    return None, 0


def write_number16(value: int | None) -> str:
    """pzprjs's writeNumber16: '' for no number."""
    if value is None or value == -1:
        return ""
    if value == -2:
        return "."
    if value < 0:
        raise ValueError(f"pzprjs writes no number {value}")
    for limit, prefix, offset, digits in ((16, "", 0, 1), (256, "-", 0, 2), (4096, "+", 0, 3),
                                          (8192, "=", 4096, 3), (12240, "@", 8192, 3),
                                          (77776, "*", 12240, 4), (1126352, "$", 77776, 5)):
        if value < limit:
            return prefix + format(value - offset, f"0{digits}x")
    raise ValueError(f"pzprjs writes numbers below 1126352, not {value}")


def decode_number16(body: str, length: int, line: int | None = None) -> tuple[list[int | None], str]:
    """pzprjs's genericDecodeNumber16: ``length`` values (None where none) and the body left.
    ``g``-``z`` skip 1-20 entries (decodeNumber16ExCell reads the same way)."""
    values: list[int | None] = [None] * length
    c = i = 0
    while i < len(body) and c < length:
        value, used = read_number16(body, i, line)
        ch = body[i]
        if value is not None:
            values[c] = value
            c += 1
            i += used
        elif "g" <= ch <= "z":
            c += int(ch, 36) - 15
            i += 1
            if c > length:  # pzprjs's encoder never skips past the end: a wrong size or body
                raise PuzzleFormatError(f"the URL body skips past the {length} places of its size", line)
        else:
            raise PuzzleFormatError(f"unknown character {ch!r} in the URL body at {i + 1}", line)
    return values, body[i:]


def encode_number16(values: list[int | None]) -> str:
    """pzprjs's genericEncodeNumber16: numbers as ``write_number16``, runs of no number as
    ``g`` (1) ... ``z`` (20)."""
    out, count = [], 0
    for value in values:
        piece = write_number16(value)
        if not piece:
            count += 1
        if count == 0:
            out.append(piece)
        elif piece or count == 20:
            out.append(_base36(15 + count) + piece)
            count = 0
    if count:
        out.append(_base36(15 + count))
    return "".join(out)


def decode_binary(body: str, length: int, line: int | None = None) -> tuple[list[bool], str]:
    """pzprjs's genericDecodeBinary: base-32 digits of 5 bits each, first bit first."""
    bits: list[bool] = []
    i = 0
    while len(bits) < length and i < len(body):
        ch = body[i]
        if not ("0" <= ch <= "9" or "a" <= ch <= "v"):
            raise PuzzleFormatError(f"unknown character {ch!r} in the URL's bit part at {i + 1}", line)
        number = int(ch, 32)
        bits.extend(bool(number & (16 >> k)) for k in range(5))
        i += 1
    return bits[:length] + [False] * (length - len(bits)), body[i:]


def encode_binary(bits: list[bool]) -> str:
    out = []
    for start in range(0, len(bits), 5):
        chunk = bits[start:start + 5]
        out.append(_base36(sum(16 >> k for k, bit in enumerate(chunk) if bit)))
    return "".join(out)


def _base36(value: int) -> str:
    return "0123456789abcdefghijklmnopqrstuvwxyz"[value]


# --------------------------------------------------------------------------- pzprv3 files


@dataclass(frozen=True)
class File:
    """A parsed pzprv3 file: its genre (aliases resolved), size and the lines after the size."""

    genre: str
    rows: int
    cols: int
    lines: tuple[str, ...]

    def take(self, start: int, count: int, what: str) -> list[str]:
        """``count`` lines from ``start`` (index into ``lines``), or one error naming them."""
        if start + count > len(self.lines):
            raise PuzzleFormatError(f"the pzprv3 file ends before its {what} "
                                    f"({count} lines after line {start + 5})")
        return list(self.lines[start:start + count])


def is_file(text: str) -> bool:
    first = next((line.strip() for line in _file_lines(text) if line.strip()), "")
    return bool(re.fullmatch(r"pzprv3(?:\.\d+)?", first))


def file_genre(text: str) -> str | None:
    lines = [line.strip() for line in _file_lines(text)]
    lines = [line for line in lines if line]
    if len(lines) < 2 or not re.fullmatch(r"pzprv3(?:\.\d+)?", lines[0]):
        return None
    return GENRES.get(lines[1].lower(), lines[1])


def _file_lines(text: str) -> list[str]:
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    match = _URL.fullmatch(lines[0].strip()) if lines else None
    if match and re.match(r"pzprv3(?:\.\d+)?/", match.group(1)):  # a whole file in a URL (pzprjs's "p?pzprv3/...")
        return unquote(match.group(1)).split("/")
    if lines and "/" in lines[0]:  # the one-line form of pzprjs's test scripts
        return lines[0].split("/")
    return lines


def parse_file(text: str, genres: tuple[str, ...]) -> File:
    lines = _file_lines(text)
    while lines and not lines[-1].strip():
        lines.pop()
    wanted = "/".join(genres)
    if not lines:
        raise PuzzleFormatError("empty file")
    if not re.fullmatch(r"pzprv3(?:\.\d+)?", lines[0].strip()):
        raise PuzzleFormatError("a pzprv3 file starts with the line 'pzprv3'", 1)
    if len(lines) < 4:
        raise PuzzleFormatError("a pzprv3 file gives its genre, rows and columns after 'pzprv3'",
                                len(lines))
    name = lines[1].strip()
    genre = GENRES.get(name.lower())
    if genre is None or genre not in genres:
        raise PuzzleFormatError(f"this pzprv3 file holds {'the ' + repr(name) if genre is None else 'a ' + genre} "
                                f"puzzle, not {wanted}", 2)
    sizes = []
    for number, what in ((2, "rows"), (3, "columns")):
        value = lines[number].strip()
        if not _SIZE.fullmatch(value) or not 1 <= int(value) <= MAX_SIDE:
            raise PuzzleFormatError(f"the file's {what} must be a number 1..{MAX_SIDE}, not {value[:20]!r}",
                                    number + 1)
        sizes.append(int(value))
    body = []
    for line in lines[4:]:
        if re.match(r"\s*(history|info):\{|__HISTORY__", line) or line.startswith("http://"):
            break  # pzprjs's move history and metadata follow the board
        body.append(line)
    return File(genre, sizes[0], sizes[1], tuple(body))


def compose_file(genre: str, rows: int, cols: int, lines: list[str]) -> str:
    return "\n".join(["pzprv3", genre, str(rows), str(cols), *lines]) + "\n"


def tokens(line: str, count: int, what: str, number: int | None = None) -> list[str]:
    """The space-separated tokens of a file line (pzprjs ends each with a space), exactly
    ``count`` of them."""
    items = line.split()
    if len(items) != count:
        raise PuzzleFormatError(f"the pzprv3 file's {what} has {len(items)} entries, not {count}", number)
    return items


def token_line(items: list[str]) -> str:
    return "".join(f"{item} " for item in items)


def first_line(text: str) -> str:
    """The first non-blank line, stripped ('' if none)."""
    for line in text.removeprefix("\ufeff").splitlines():
        if line.strip():
            return line.strip()
    return ""


def foreign(text: str, wanted: tuple[str, ...]) -> str:
    """The message for a puzz.link URL or pzprv3 file that is not of the ``wanted`` genres."""
    head = first_line(text)
    name = file_genre(text) or url_genre(head)
    kind = "puzz.link URL" if is_url(head) else "pzprv3 file"
    if name in GENRES.values():
        return f"this {kind} holds a {name} puzzle, not {'/'.join(wanted)}"
    ours = ", ".join(sorted({*GENRES}))
    return f"this {kind} holds a {name!r} puzzle; puzz.link genres read here: {ours}"
