"""Make new nonograms with a unique solution, for authors who need many (a daily puzzle).

Pictures have structure, as a person's drawing does, not noise: ``field`` (a smoothed random
field cut at a level), ``blobs`` (round shapes, mirrored left to right) or ``sample`` (a
picture of the sample library scaled to the size, a few of its outline cells flipped). Each
is repaired by the authors' repair search (repair.py: the fewest cells to flip) to unique, or
to line-solvable when that is asked for, then graded (difficulty.py). ``difficulty`` asks for
one level of the grader: ``line``, ``probing`` (depth 1 or 2), ``probing-1``, ``probing-2`` or
``search``. The first three come out of drawn pictures (drawn until one grades so); drawn
pictures almost never need depth-2 probing or search, so for those the repaired picture is
walked toward harder grades one outline cell at a time (harden.py). Within ``budget``
(default BUDGET_S: seconds' worth of work on this machine, counted as work) the hardest
unique puzzle found is returned with ``difficulty_met`` False when none reached the level.
``cancel`` (a token: a user's Cancel, or its deadline) stops it: GenerationCancelled.

Deterministic (issue 25): the puzzle is a function of the size, the seed, the options and
GENERATOR_VERSION alone. Every budget counts work (work.WorkBudget: steps of line solving
and probing, Glucose's propagations), never seconds; a deadline only ends a run.
"""

from __future__ import annotations

import json

import numpy as np

from ..events import SOLVED, Cancel, Stopped
from ..work import LOOKS_PER_SECOND, WorkBudget
from .derive import clues_from_picture
from .difficulty import LEVELS, level
from .difficulty import difficulty as grade_of
from .harden import harden
from .model import FILLED, Nonogram
from .repair import LINE, UNIQUE, outline, suggest_repairs

STYLES = ("field", "blobs", "sample")
LEVEL_NAMES = ("line", "probing", "probing-1", "probing-2", "search")
WALKED = ("probing-2", "search")  # reached by harden.py's walk, not by drawing
# The harder the level asked for, the rougher the pictures drawn: smooth shapes give clues that
# line logic finishes, fine-grained ones leave it ambiguity to untangle.
ROUGHNESS = {"line": 2}
BUDGET_S = 60.0
# Goes up whenever a change makes some seed give another puzzle (``generate --json`` carries it).
GENERATOR_VERSION = 2


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
    # At least 1: a field not smoothed at all is noise (below 16x16 it used to be).
    radius = max(1, min(height, width) // (10 if roughness == 2 else 16) + roughness - 1)
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
             style: str | None = None, budget: float | None = None, **_unused) -> tuple[Nonogram, dict]:
    if not (1 <= width <= 60 and 1 <= height <= 60):
        raise ValueError("generated nonograms are 1x1 to 60x60")
    wanted = "line" if line_solvable and difficulty is None else difficulty
    if wanted is not None and wanted not in LEVEL_NAMES:
        raise ValueError(f"unknown nonogram difficulty {wanted!r}; choose one of {', '.join(LEVEL_NAMES)}")
    if style is not None and style not in STYLES:
        raise ValueError(f"unknown picture style {style!r}; choose one of {', '.join(STYLES)}")
    cancel = cancel or Cancel()
    rng = np.random.default_rng(seed)
    searching = WorkBudget(looks=_budget(budget), parent=cancel)
    attempts, closest = 0, None

    def draw():
        """A unique picture (repaired), or None when the budget ran out."""
        nonlocal attempts
        while not searching.stopped:
            attempts += 1
            drawn = style or STYLES[int(rng.integers(len(STYLES)))]
            picture = DRAW[drawn](rng, height, width, density, ROUGHNESS.get(wanted, 1))
            repaired = _repaired(picture, LINE if wanted == "line" else UNIQUE, width * height, searching)
            if repaired is not None:
                return repaired, drawn
        return None

    while True:
        found = draw()
        if cancel.stopped:
            raise GenerationCancelled("generating a nonogram was stopped")
        if found is None:
            break
        (picture, repairs), drawn = found
        if wanted in WALKED:
            picture, _ = harden(picture, wanted, rng, searching, restart=lambda: (draw() or ((None,),))[0][0])
        puzzle = clues_from_picture(picture, title=f"Generated {width}x{height}",
                                    author="Puzzle Studio generator", license="CC0-1.0")
        report = grade_of(puzzle, stop=cancel)
        if cancel.stopped:
            raise GenerationCancelled("generating a nonogram was stopped")
        if not report.get("unique"):
            continue
        result = (puzzle, _report(report, picture, attempts, drawn, repairs, _hits(level(report), wanted)))
        if result[1]["difficulty_met"]:
            return result
        if closest is None or _rank(report) >= _rank(closest[1]):
            closest = result
    if closest is None:
        raise GenerationCancelled(f"no unique {width}x{height} nonogram within the work budget")
    return closest


def _budget(budget: float | None) -> int:
    """The work to look for the level asked for: ``budget`` seconds' worth (the looks at the
    token a second bought on this machine, work.LOOKS_PER_SECOND), the same at any load. (It
    was seconds, kept inside the token's deadline: the puzzle then depended on the clock.)"""
    seconds = BUDGET_S if budget is None else budget
    return int(seconds * LOOKS_PER_SECOND)


def _repaired(picture, target: str, cells: int, cancel: Cancel):
    """(picture, cells flipped) meeting ``target``, or None (no small repair, or stopped)."""
    done = suggest_repairs(picture, target, cancel, limit=1, max_cells=max(8, cells // 30))
    if done.status != SOLVED or cancel.stopped:
        return None
    repairs = done.stats["suggestions"]
    return (repairs[0].picture, len(repairs[0].cells)) if repairs else (picture, 0)


def _report(report: dict, picture, attempts: int, drawn: str, repairs: int, met: bool) -> dict:
    return {"generator_version": GENERATOR_VERSION, "attempts": attempts, "style": drawn, "repairs": repairs,
            "difficulty_met": met,
            "grade": report["grade"], "level": level(report), "probe_depth": report.get("probe_depth"),
            "score": report.get("score"), "line_steps": report["line_steps"],
            "filled": round(float((picture == FILLED).mean()), 3)}


def _rank(report: dict) -> tuple:
    """Harder first: the level, then the score."""
    graded = report.get("level") or level(report)
    return (LEVELS.index(graded) if graded in LEVELS else -1, report.get("score") or 0)


def _hits(got: str | None, wanted: str | None) -> bool:
    if wanted is None:
        return True
    return got == wanted or (wanted == "probing" and got is not None and got.startswith("probing"))
