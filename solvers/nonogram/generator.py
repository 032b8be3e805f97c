"""Make new nonograms with a unique solution, for authors who need many (a daily puzzle).

Pictures have structure, as a person's drawing does, not noise: ``field`` (a smoothed random
field cut at a level), ``blobs`` (round shapes, mirrored left to right) or ``sample`` (a
picture of the sample library scaled to the size, a few of its outline cells flipped). Each
is repaired by the authors' repair search (repair.py: the fewest cells to flip) to unique, or
to line-solvable when that is asked for, then graded (difficulty.py). ``difficulty`` asks for
one level: ``line`` or ``probing`` (``probing-1``: depth 1 only); pictures are drawn until
one comes out at that level. Depth-2 probing and search are not offered: among drawn
pictures they are rare (none in a few thousand random 15x15), and a walk that flips one
cell at a time toward harder puzzles reached depth 2 in about 30 s on half of the tries
at 10x10-15x15 and search never within 90 s (measured while building this; not kept). ``cancel`` (a token, with its deadline)
stops it: GenerationCancelled.
"""

from __future__ import annotations

import json

import numpy as np

from ..events import SOLVED, STOPPED, Cancel, Stopped
from .derive import clues_from_picture
from .difficulty import level
from .difficulty import difficulty as grade_of
from .model import FILLED, Nonogram
from .repair import LINE, UNIQUE, outline, suggest_repairs

STYLES = ("field", "blobs", "sample")
LEVEL_NAMES = ("line", "probing", "probing-1")
# The harder the level asked for, the rougher the pictures drawn: smooth shapes give clues that
# line logic finishes, fine-grained ones leave it ambiguity to untangle.
ROUGHNESS = {"line": 2, "probing": 1, "probing-1": 1}


class GenerationCancelled(Stopped):
    """The generator's cancel token stopped it (cancelled, or its deadline passed)."""


def smooth(field: np.ndarray, radius: int, passes: int = 2) -> np.ndarray:
    """Box blur of ``radius`` (0: unchanged), ``passes`` times: about a Gaussian blur."""
    if radius <= 0:
        return field
    n = 2 * radius + 1
    for _ in range(passes):
        padded = np.pad(field, radius, mode="reflect")
        sums = np.pad(padded.cumsum(0).cumsum(1), ((1, 0), (1, 0)))
        field = (sums[n:, n:] - sums[:-n, n:] - sums[n:, :-n] + sums[:-n, :-n]) / (n * n)
    return field


def cut(field: np.ndarray, density: float) -> np.ndarray:
    """Fill the ``density`` fraction of cells where the field is highest."""
    return (field > np.quantile(field, 1 - density)).astype(np.int8)


def field_picture(rng, height: int, width: int, density: float, roughness: int) -> np.ndarray:
    radius = max(0, min(height, width) // (10 if roughness == 2 else 16) + roughness - 1)
    return cut(smooth(rng.random((height, width)), radius), density)


def blobs_picture(rng, height: int, width: int, density: float, roughness: int) -> np.ndarray:
    ys, xs = np.mgrid[0:height, 0:width]
    field = np.zeros((height, width))
    for _ in range(int(rng.integers(2, 6))):
        cy, cx = rng.random() * height, rng.random() * width
        size = (0.12 + 0.2 * rng.random()) * min(height, width)
        field += np.exp(-((ys - cy) ** 2 + (xs - cx) ** 2) / (2 * size * size))
    field = field + field[:, ::-1]  # mirror symmetry, left to right
    field += rng.random((height, width)) * 0.15 * roughness
    return cut(field, density) if roughness < 2 else cut(smooth(field, 1, 1), density)


def _sample_pictures() -> list[np.ndarray]:
    from ..samples import SAMPLES

    pictures = []
    for path in sorted((SAMPLES / "nonogram").glob("*.json")):
        goal = json.loads(path.read_text(encoding="utf-8")).get("goal")
        if goal and len(goal) >= 10:
            pictures.append(np.array([[ch == "#" for ch in row] for row in goal], dtype=np.int8))
    return pictures


def sample_picture(rng, height: int, width: int, density: float, roughness: int) -> np.ndarray:
    pictures = _sample_pictures()
    if not pictures:
        return field_picture(rng, height, width, density, roughness)
    source = pictures[int(rng.integers(len(pictures)))]
    rows = np.arange(height) * source.shape[0] // height
    cols = np.arange(width) * source.shape[1] // width
    picture = source[np.ix_(rows, cols)].copy()
    edge = np.argwhere(outline(picture))
    flips = max(1, (height * width) // (60 if roughness else 25))
    for r, c in edge[rng.permutation(len(edge))[:flips]]:
        picture[r, c] ^= 1
    return picture


DRAW = {"field": field_picture, "blobs": blobs_picture, "sample": sample_picture}


def generate(width: int, height: int, seed: int | None = None, density: float = 0.55,
             line_solvable: bool = False, cancel: Cancel | None = None, difficulty: str | None = None,
             style: str | None = None, **_unused) -> tuple[Nonogram, dict]:
    if not (1 <= width <= 60 and 1 <= height <= 60):
        raise ValueError("generated nonograms are 1x1 to 60x60")
    wanted = "line" if line_solvable and difficulty is None else difficulty
    if wanted is not None and wanted not in LEVEL_NAMES:
        raise ValueError(f"unknown nonogram difficulty {wanted!r}; choose one of {', '.join(LEVEL_NAMES)}")
    if style is not None and style not in STYLES:
        raise ValueError(f"unknown picture style {style!r}; choose one of {', '.join(STYLES)}")
    cancel = cancel or Cancel()
    rng = np.random.default_rng(seed)
    roughness = ROUGHNESS.get(wanted, 1)
    target = LINE if wanted == "line" else UNIQUE
    attempts = 0
    while True:
        attempts += 1
        if cancel.stopped:
            raise GenerationCancelled("generating a nonogram was stopped")
        drawn = style or STYLES[int(rng.integers(len(STYLES)))]
        picture = DRAW[drawn](rng, height, width, density, roughness)
        done = suggest_repairs(picture, target, cancel, limit=1, max_cells=max(8, width * height // 30))
        if done.status == STOPPED or cancel.stopped:
            raise GenerationCancelled("generating a nonogram was stopped")
        if done.status != SOLVED:
            continue  # no small repair: draw another picture
        repairs = done.stats["suggestions"]
        if repairs:
            picture = repairs[0].picture
        puzzle = clues_from_picture(picture, title=f"Generated {width}x{height}",
                                    author="Puzzle Studio generator", license="CC0-1.0")
        report = grade_of(puzzle, stop=cancel)
        if cancel.stopped:
            raise GenerationCancelled("generating a nonogram was stopped")
        if report.get("unique") and _hits(level(report), wanted):
            return puzzle, {"attempts": attempts, "style": drawn,
                            "repairs": len(repairs[0].cells) if repairs else 0,
                            "grade": report["grade"], "probe_depth": report.get("probe_depth"),
                            "score": report.get("score"), "line_steps": report["line_steps"],
                            "filled": round(float((picture == FILLED).mean()), 3)}


def _hits(got: str | None, wanted: str | None) -> bool:
    if wanted is None:
        return True
    return got == wanted or (wanted == "probing" and got is not None and got.startswith("probing"))
