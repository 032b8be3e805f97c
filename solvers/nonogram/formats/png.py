"""PNG solution pictures, one pixel a cell: dark pixels (under half brightness, over a white
background where transparent) are filled; the clues are derived. Pillow reads and writes them
(loaded only here). A picture drawn with square blocks of k x k pixels a cell and larger than
MAX_SIZE is read at one cell a block. Written as a 1-bit PNG, one pixel a cell."""

from __future__ import annotations

import io
import math

import numpy as np

from ...errors import PuzzleFormatError
from ..derive import clues_from_picture
from ..model import MAX_SIZE, Nonogram
from .common import check_size, validate

MAGIC = b"\x89PNG\r\n\x1a\n"
MAX_PIXELS = 4096 * 4096  # a solution picture is small; a decompression bomb is not read


def is_png(data: bytes) -> bool:
    return data.startswith(MAGIC)


def read_bytes(data: bytes) -> Nonogram:
    from PIL import Image, UnidentifiedImageError

    if not is_png(data):
        raise PuzzleFormatError("not a PNG picture (no PNG signature)")
    try:
        with Image.open(io.BytesIO(data), formats=["PNG"]) as image:
            width, height = image.size
            if width * height > MAX_PIXELS:
                raise PuzzleFormatError(f"the PNG is {width}x{height} pixels: too large for a solution picture")
            image.load()
            rgba = image.convert("RGBA")
    except PuzzleFormatError:
        raise
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError) as error:
        raise PuzzleFormatError(f"bad PNG: {str(error).splitlines()[0] if str(error) else type(error).__name__}") \
            from None
    pixels = np.asarray(rgba, dtype=np.float64) / 255.0
    alpha = pixels[..., 3]
    grey = (0.299 * pixels[..., 0] + 0.587 * pixels[..., 1] + 0.114 * pixels[..., 2]) * alpha + (1 - alpha)
    picture = (grey < 0.5).astype(np.int8)
    if max(picture.shape) > MAX_SIZE:
        picture = _blocks(picture)
    check_size(picture.shape[1], picture.shape[0], None)
    return validate(clues_from_picture(picture))


def _blocks(picture: np.ndarray) -> np.ndarray:
    """One cell a block when the picture is made of equal square blocks (the largest size that
    divides every run of equal pixels), else the picture itself (too large: refused after)."""
    size = 0
    for lines in (picture, picture.T):
        for line in lines:
            edges = np.flatnonzero(np.diff(line)) + 1
            for run in np.diff(np.concatenate(([0], edges, [len(line)]))):
                size = math.gcd(size, int(run))
        size = math.gcd(size, lines.shape[1])
    return picture[::size, ::size] if size > 1 else picture


def read(text: str) -> Nonogram:
    raise PuzzleFormatError("a PNG is a binary file: read it with read_file (or read_data)")


def write_bytes(puzzle: Nonogram) -> bytes:
    from PIL import Image

    if puzzle.goal is None:
        raise PuzzleFormatError("a PNG picture needs a goal picture")
    goal = np.asarray(puzzle.goal, dtype=bool)
    image = Image.fromarray(~goal).convert("1")  # True (white) where empty
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()
