"""Make new nonograms with a unique solution, for authors who need many (a daily puzzle).

With no picture style asked, the levels Simon Tatham's Pattern puzzles sit at (easy, medium,
hard) are made his way (texture.py): his random texture, kept when the level's technique
finishes it, else drawn again, so that their clue numbers a line fall inside the spread of
his generator's at the same size (issue 41; benchmarks/generators-nonogram.md). Expert, and
any asked ``style`` (pictures.py: objects a person names, symmetric motifs, Tatham's random
texture, smooth shapes; or ``sample``, a picture of the sample library turned and changed),
are drawn and repaired by the authors' repair search (repair.py: the fewest cells to flip)
until the technique of the level asked for finishes it, then graded (difficulty.py, the
common scale of solvers/scale.py). ``difficulty`` is a level of the scale or one of the older
names (``ALIASES``: line, probing, probing-1, probing-2); none asked is medium:

- easy: the simple line rules finish it;
- medium: the line solver finishes it, the simple rules do not;
- hard: line solving stalls, depth-1 probing finishes it;
- expert: a unique picture walked toward depth-2 probing one outline cell at a time (harden.py).

A level is offered only at the sizes where it is made inside the published spread for
nearly every seed (``offered_levels``): any other is refused at once (ValueError), before any
work. The work is done in attempts: attempt k draws from its own generator (seeded by the
seed and k) within ``ATTEMPT_TRIES`` textures, so that a seed that cannot reach the level
soon moves to the next attempt the same way on every machine, and no seed costs much more
than the median. Within ``budget`` (steps of work, default BUDGET_LOOKS) the hardest unique
puzzle found is returned with ``difficulty_met`` False when none reached the level.
``cancel`` (a token: a user's Cancel, or its deadline) stops it: GenerationCancelled.

Deterministic (issue 25): the puzzle is a function of the size, the seed, the options and
GENERATOR_VERSION alone. Every budget counts work (work.WorkBudget: textures drawn, steps of
line solving and probing, Glucose's propagations), never seconds; a deadline only ends a run.
"""

from __future__ import annotations

import json

import numpy as np

from .. import scale
from ..events import SOLVED, Cancel, Stopped
from ..work import WorkBudget
from .derive import clues_from_picture
from .difficulty import ALIASES, LINE_SOLVER, PROBING
from .difficulty import SIMPLE as SIMPLE_RULES
from .difficulty import difficulty as grade_of
from .harden import harden
from .model import FILLED, Nonogram
from .pictures import DRAW as DRAWN
from .pictures import cut, smooth  # noqa: F401  (kept importable where they used to be)
from .repair import LINE, SIMPLE, UNIQUE, outline, suggest_repairs
from .texture import TEXTURE_LEVELS, attempt_stream
from .texture import draw as draw_texture

STYLES = ("objects", "motif", "random", "field", "sample")
# Drawn when no style is asked for, per level: the line levels need clue-rich pictures (Tatham's
# Pattern puzzles have 3-3.7 clue numbers a line at 20x20, our random and motif ones 2.5-3.2;
# objects on a plain ground 1.3-2, which brought the mean of easy 20x20s down to 2.1).
# Easy draws motifs only: random textures are seldom repaired to the simple rules (Tatham's
# Pattern puzzles are all medium), and at 25x25 a run of them spent the whole budget.
ANY_STYLE = ("objects", "motif", "random")
LEVEL_STYLES = {"easy": ("motif",), "medium": ("random", "motif")}
LEVEL_NAMES = scale.LEVELS
REPAIR_TARGET = {"easy": SIMPLE, "medium": LINE}
WALKED = ("expert",)  # reached by harden.py's walk, not by drawing
# The expert walk starts from Tatham's textures: walked from objects and motifs its 15x15
# puzzles had 2.00 clue numbers a line, under his generator's 10th percentile (2.07).
WALK_STYLES = ("random",)
# ... and past 20 cells a side from sparser ones: walked from half-black textures, 25x25 expert
# puzzles had 4.03 clue numbers a line (Tatham's 90th percentile: 3.92); from 0.42, 3.7-3.9.
WALK_DENSITY_LARGE, WALK_LARGE_SIDE = 0.42, 20
DEFAULT_LEVEL = "medium"
TEXTURE_TECHNIQUES = {"easy": [SIMPLE_RULES], "medium": [SIMPLE_RULES, LINE_SOLVER],
                      "hard": [SIMPLE_RULES, LINE_SOLVER, PROBING]}
BUDGET_LOOKS = 1_200_000  # steps of work to look for the level asked for (about a minute)
# Textures drawn in one attempt of texture.py's way before the next attempt starts afresh
# (from its own generator); after ATTEMPTS of them, the drawn-and-repaired way has the rest of
# the budget. Measured (benchmarks/generators-nonogram.md): the rarest offered case, hard at
# 7x7-8x8, keeps one texture in 270-430 (medians), none of 20 seeds needed 1,700.
ATTEMPT_TRIES = 1_000
ATTEMPTS = 8
# Where textures are made at a level: easy textures get rare past 20 cells a side (22x22:
# one in 556; 25x25: none in 12,000), where other easy pictures (motifs: 3.08 clue numbers a
# line at 25x25) fall under Tatham's 10th percentile (3.40), so easy is not offered there.
EASY_MOST_SIDE = 20
# Hard textures below 8 cells a side have too few clue numbers (7x7: 1.18-1.22 a line, at his
# 10th percentile, 1.21; 8x8: 1.47, his spread 1.25-1.81): hard is offered from 8.
HARD_LEAST_SIDE = 8
# The expert walk thins its picture: at 12x12 and 15x15 its puzzles had 0.36 and 0.35 of their
# cells black (6 seeds each), under the nonogram-db's 10th percentile (0.38); at 20x20 0.42
# and 25x25 inside. Expert is offered from 20 cells a side (16-19 were not measured).
EXPERT_LEAST_SIDE = 20
TEXTURE_LEAST_SIDE = {"easy": 4, "medium": 4, "hard": HARD_LEAST_SIDE}
# The share of black cells of a texture, drawn per texture so that the kept ones fall in the
# nonogram-db's spread (hand-made pictures: 10th-90th percentile 0.38-0.58, mean 0.47);
# Tatham's half is no target for drawn pictures (issue 41). The kept textures are denser
# than those drawn at the line levels (large sparse textures are seldom line-solvable), and
# sparser at hard (where line solving stalls): each level draws its own range.
DENSITY_SPREAD = {"easy": (0.33, 0.55), "medium": (0.33, 0.55), "hard": (0.42, 0.60)}
# Goes up whenever a change makes some seed give another puzzle (``generate --json`` carries it).
# 4: no level asked is medium; easy, medium and hard are Tatham's textures, kept by level;
# attempts on their own generators (issue 41).
GENERATOR_VERSION = 4


class GenerationCancelled(Stopped):
    """The generator's cancel token stopped it (cancelled, or its deadline passed)."""


def offered_levels(width: int, height: int) -> tuple[str, ...]:
    """The levels the generator reaches inside the published spread for nearly every seed at
    this size (measured: see benchmarks/generators-nonogram.md). A 3x3 has no puzzle the
    simple rules cannot finish; easy textures get rare past EASY_MOST_SIDE; small grids leave
    probing little to miss (expert: 0 of 5 seeds at 10x10, 5 of 5 at 12x12); search, the
    level beyond depth-2 probing, was not reached at any size."""
    side = min(width, height)
    offered = ["easy"] if max(width, height) <= EASY_MOST_SIDE else []
    if side >= 4:
        offered.append("medium")
    if side >= HARD_LEAST_SIDE:
        offered.append("hard")
    if side >= EXPERT_LEAST_SIDE:
        offered.append("expert")
    return tuple(offered)


def check_difficulty(width: int, height: int, difficulty: str | None) -> str | None:
    """``difficulty`` as a level of the scale, or ValueError (unknown, or not made at this size)."""
    wanted = scale.check_level(difficulty, LEVEL_NAMES, ALIASES)
    offered = offered_levels(width, height)
    if wanted is not None and wanted not in offered:
        raise ValueError(f"nonogram difficulty {wanted!r} is not made at {width}x{height}; "
                         f"choose one of {', '.join(offered)}")
    return wanted


def _sample_pictures() -> list[np.ndarray]:
    from ..samples import SAMPLES

    pictures = []
    for path in sorted((SAMPLES / "nonogram").glob("*.json")):
        goal = json.loads(path.read_text(encoding="utf-8")).get("goal")
        if goal and len(goal) >= 10:
            pictures.append(np.array([[ch == "#" for ch in row] for row in goal], dtype=np.int8))
    return pictures


def sample_picture(rng: np.random.Generator, height: int, width: int, density: float = 0.5) -> np.ndarray:
    """A sample picture scaled to the size, mirrored or not, with some outline cells flipped."""
    pictures = _sample_pictures()
    if not pictures:
        return DRAWN["objects"](rng, height, width, density)
    source = pictures[int(rng.integers(len(pictures)))]
    if rng.random() < 0.5:
        source = source[:, ::-1]
    rows = np.arange(height) * source.shape[0] // height
    cols = np.arange(width) * source.shape[1] // width
    picture = source[np.ix_(rows, cols)].copy()
    edge = np.argwhere(outline(picture))
    for r, c in edge[rng.permutation(len(edge))[:max(1, (height * width) // 40)]]:
        picture[r, c] ^= 1
    return picture


DRAW = dict(DRAWN, sample=sample_picture)


def generate(width: int, height: int, seed: int | None = None, density: float | None = None,
             line_solvable: bool = False, cancel: Cancel | None = None, difficulty: str | None = None,
             style: str | None = None, budget: int | None = None) -> tuple[Nonogram, dict]:
    """A unique nonogram and its report. ``budget``: steps of work (default BUDGET_LOOKS);
    ``density``: the share of black cells of textures and fields (default: drawn inside
    DENSITY_SPREAD per texture)."""
    if not (1 <= width <= 60 and 1 <= height <= 60):
        raise ValueError("generated nonograms are 1x1 to 60x60")
    wanted = check_difficulty(width, height, DEFAULT_LEVEL if difficulty is None else difficulty)
    assert wanted is not None  # (a level was asked: the default's)
    if style is not None and style not in STYLES:
        raise ValueError(f"unknown picture style {style!r}; choose one of {', '.join(STYLES)}")
    if density is not None and not 0 < density < 1:
        raise ValueError("the density of black cells is between 0 and 1")
    # (no Cancel made for none given: a budget with no parent stops the same way, and a
    # token's Event was a twentieth of a small textured puzzle, issue 36)
    searching = WorkBudget(looks=BUDGET_LOOKS if budget is None else int(budget), parent=cancel)
    if seed is None:
        seed = int(np.random.default_rng().integers(1 << 62))
    if style is None and wanted in TEXTURE_LEVELS and min(width, height) >= TEXTURE_LEAST_SIDE[wanted]:
        made = _textured(width, height, seed, wanted, density, searching)
        if cancel is not None and cancel.stopped:
            raise GenerationCancelled("generating a nonogram was stopped")
        if made is not None:
            return made
    cancel = cancel or Cancel()
    if density is None:
        large_walk = wanted in WALKED and style is None and max(width, height) > WALK_LARGE_SIDE
        density = WALK_DENSITY_LARGE if large_walk else 0.5
    return _drawn(width, height, seed, wanted, style, density, searching, cancel)


def _drawn(width: int, height: int, seed: int, wanted: str, style: str | None, density: float,
           searching: WorkBudget, cancel: Cancel) -> tuple[Nonogram, dict]:
    """A picture of a style drawn, repaired to the level's target (and walked to expert),
    graded; drawn again until it grades ``wanted`` or the budget is spent."""
    rng = np.random.default_rng(seed)
    styles = (style,) if style else WALK_STYLES if wanted in WALKED else LEVEL_STYLES.get(wanted, ANY_STYLE)
    first_style = int(rng.integers(len(styles)))  # so that seeds start on different styles
    attempts, closest = 0, None

    def draw() -> tuple[tuple[np.ndarray, int], str] | None:
        """A picture repaired to the level's target, or None when the budget ran out."""
        nonlocal attempts
        while not searching.stopped:
            drawn = styles[(first_style + attempts) % len(styles)]
            attempts += 1
            picture = DRAW[drawn](rng, height, width, density)
            repaired = _repaired(picture, REPAIR_TARGET.get(wanted, UNIQUE), width * height, searching)
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
        met = report["level"] == wanted
        result = (puzzle, _report(report, picture, attempts, drawn, repairs, met))
        if met:
            return result
        if closest is None or _closeness(report, wanted) >= _closeness(closest[1], wanted):
            closest = result
    if closest is None:
        raise GenerationCancelled(f"no unique {width}x{height} nonogram within the work budget")
    return closest


def _textured(width: int, height: int, seed: int, wanted: str, density: float | None,
              searching: WorkBudget) -> tuple[Nonogram, dict] | None:
    """Tatham's way (texture.py), in ATTEMPTS attempts of ATTEMPT_TRIES textures, attempt k
    drawing from the generator seeded by (seed, k); None when none graded ``wanted``."""
    drawn = 0
    for attempt in range(ATTEMPTS):
        found = draw_texture(attempt_stream(seed, attempt), height, width, wanted, ATTEMPT_TRIES,
                             DENSITY_SPREAD[wanted] if density is None else density, searching,
                             title=f"Generated {width}x{height}", author="Puzzle Studio generator",
                             license="CC0-1.0")
        if found is None:
            drawn += ATTEMPT_TRIES
            if searching.stopped:
                return None
            continue
        puzzle, tries = found
        # texture.py's checks are the grader's (difficulty.py), so its grade is theirs: grading
        # again in Python would cost more than making the puzzle (10 ms at 25x25). The score
        # (the grader's count of work) is left out for the same reason.
        report = {"generator_version": GENERATOR_VERSION, "attempts": attempt + 1, "textures": drawn + tries,
                  "style": "random", "repairs": 0, "difficulty_met": True, "level": wanted, "grade": wanted,
                  "techniques": TEXTURE_TECHNIQUES[wanted], "probe_depth": 1 if wanted == "hard" else None,
                  "score": None, "line_steps": None, "filled": filled_share(sum(map(sum, puzzle.rows)), width * height)}
        return puzzle, report
    return None


def filled_share(black: int, cells: int) -> float:
    """``black / cells`` to 3 places as numpy rounds it (x 1000, to even, / 1000; not Python's
    round of the exact decimal, which differs on a few ties: the tests compare them), on
    Python numbers: numpy's scalars cost a tenth of a small puzzle (issue 36)."""
    return round(black / cells * 1000) / 1000


def _repaired(picture: np.ndarray, target: str, cells: int, cancel: Cancel) -> tuple[np.ndarray, int] | None:
    """(picture, cells flipped) meeting ``target``, or None (no small repair, or stopped)."""
    done = suggest_repairs(picture, target, cancel, limit=1, max_cells=max(8, cells // 30), graded=False)
    if done.status != SOLVED or cancel.stopped:
        return None
    repairs = done.stats["suggestions"]
    return (repairs[0].picture, len(repairs[0].cells)) if repairs else (picture, 0)


def _report(report: dict, picture: np.ndarray, attempts: int, drawn: str, repairs: int, met: bool) -> dict:
    return {"generator_version": GENERATOR_VERSION, "attempts": attempts, "style": drawn, "repairs": repairs,
            "difficulty_met": met, "level": report["level"], "grade": report["level"],
            "techniques": report["techniques"], "probe_depth": report.get("probe_depth"),
            "score": report.get("score"), "line_steps": report["line_steps"],
            "filled": round(float((picture == FILLED).mean()), 3)}


def _closeness(report: dict, wanted: str) -> tuple:
    """Nearer the level asked for first (below it rather than above), then more work."""
    distance = scale.rank(report["level"]) - scale.rank(wanted)
    return (-abs(distance), distance < 0, report.get("score") or 0)
