"""Netpbm's PBM bitmaps (netpbm.sourceforge.net/doc/pbm.html) as solution pictures, one pixel a
cell, 1 black (filled); the clues are derived, as pbnsolve does. Plain ``P1`` (text: the pixels
as ``0``/``1``, white space between them optional) and raw ``P4`` (bytes: each row packed eight
pixels a byte, high bit first, padded to a whole byte) are read; ``P1`` is written. ``#`` starts a
comment in the header. A file of several images gives its first."""

from __future__ import annotations

import re

import numpy as np

from ...errors import PuzzleFormatError
from ..derive import clues_from_picture
from ..model import MAX_SIZE, Nonogram
from .common import check_size, validate

P4_MAGIC = b"P4"
_WHITE = b" \t\r\n\v\f"


def is_plain(head: str) -> bool:
    return head.startswith("P1") and (len(head) == 2 or head[2] in " \t#")


def is_raw(data: bytes) -> bool:
    return data.startswith(P4_MAGIC) and len(data) > 2 and data[2:3] in (b" ", b"\t", b"\r", b"\n", b"#")


def _header(data: bytes) -> tuple[bytes, int, int, int]:
    """(magic, width, height, offset of the byte after the header's last white space)."""
    position, fields = 0, list[bytes]()
    while len(fields) < 3:
        while position < len(data) and (data[position] in _WHITE or data[position:position + 1] == b"#"):
            if data[position:position + 1] == b"#":
                end = data.find(b"\n", position)
                position = len(data) if end < 0 else end + 1
            else:
                position += 1
        start = position
        while position < len(data) and data[position] not in _WHITE and data[position:position + 1] != b"#":
            position += 1
        if start == position:
            raise PuzzleFormatError("the PBM header ends early: it needs the magic number, the width and the height")
        fields.append(data[start:position])
    magic, width, height = fields
    if magic not in (b"P1", b"P4"):
        raise PuzzleFormatError(f"not a PBM bitmap (magic {magic[:4]!r}; P1 or P4)")
    numbers: list[int] = []
    for name, field in (("width", width), ("height", height)):
        if not re.fullmatch(rb"[0-9]{1,9}", field):
            raise PuzzleFormatError(f"PBM {name}: {field[:12].decode('latin-1')!r} is not a number")
        numbers.append(int(field))
    check_size(numbers[0], numbers[1], None)
    return magic, numbers[0], numbers[1], position + 1


def read_bytes(data: bytes) -> Nonogram:
    if not data.strip():
        raise PuzzleFormatError("empty file")
    magic, width, height, offset = _header(data)
    if magic == b"P1":
        bits = re.sub(rb"#[^\n]*", b"", data[offset - 1:])
        pixels = bytes(b for b in bits if b not in _WHITE)[: width * height]
        bad = re.search(rb"[^01]", pixels)
        if bad:
            raise PuzzleFormatError(f"a plain PBM pixel is 0 or 1, got {chr(pixels[bad.start()])!r}")
        if len(pixels) < width * height:
            raise PuzzleFormatError(f"the PBM is {width}x{height} = {width * height} pixels but holds {len(pixels)}")
        picture = (np.frombuffer(pixels, dtype=np.uint8) == ord("1")).reshape(height, width)
    else:
        stride = (width + 7) // 8
        raster = data[offset: offset + stride * height]
        if len(raster) < stride * height:
            raise PuzzleFormatError(f"the PBM is {width}x{height}: its raster needs {stride * height} bytes "
                                    f"but the file has {len(raster)}")
        rows = np.frombuffer(raster, dtype=np.uint8).reshape(height, stride)
        picture = np.unpackbits(rows, axis=1)[:, :width]
    return validate(clues_from_picture(picture.astype(np.int8)))


def read(text: str) -> Nonogram:
    return read_bytes(text.encode("latin-1", errors="replace"))


def write(puzzle: Nonogram) -> str:
    if puzzle.goal is None:
        raise PuzzleFormatError("a PBM picture needs a goal picture")
    rows = ["".join("1" if v else "0" for v in row) for row in np.asarray(puzzle.goal)]
    # Lines of at most 70 characters, as the specification asks of plain PBM.
    body = [row[i:i + 70] for row in rows for i in range(0, len(row), 70)]
    return "\n".join([f"P1\n{puzzle.width} {puzzle.height}", *body]) + "\n"


assert MAX_SIZE < 10 ** 9
