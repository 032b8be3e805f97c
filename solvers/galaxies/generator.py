"""Generate Galaxies puzzles with a unique solution, as dense as Simon Tatham's (few dots,
big regions), by local search on a partition into symmetric regions.

1. Partition (partition.py): big random symmetric regions, leftovers absorbed or merged.
2. Derive the dots (as derive.py does) and run deduction (propagate.reduce, milliseconds): the
   cells it leaves open are where the puzzle may be ambiguous.
3. While too many cells are open for a quick exact search, propose a local change: the
   regions around a random open cell are dissolved and grown again; the change is kept when
   it lowers ``open cells + DOT_COST * dots`` (fewer open cells for few extra dots). Every
   proposal heats its cells, and a hot area grows smaller regions (``DECAY`` per proposal),
   so an area that stays open ends in regions deduction decides; after FORCE_HEAT
   proposals a change there is kept whatever it costs. That guarantees an end.
4. Few enough open cells: the exact search (``auto``) gets a short budget. Unique: done. A
   second solution: the regions where it differs from the intended one are grown again
   (kept whatever it costs). Out of time: the open-cell limit drops and step 3 goes on.

Difficulty: a level of the common scale (solvers/scale.py; "normal" = hard and
"unreasonable" = search are accepted). Below search, deduction is capped at the level asked:
step 4 never runs, the search goes on until deduction up to that level decides every cell
(each proposal the fewest-region one of LEVEL_SAMPLES regrowths), a puzzle that easier
techniques already decide climbs (``climb``: areas regrown big, kept only while still
decided), and ``densify`` takes dots away while the level holds. ``search`` = deduction
leaves cells open (``harden``), the exact search proves it unique and ``densify_searched``
takes dots away. ``generate`` with no level makes medium (issue 41; ``default_level``);
pictures with none take the first unique puzzle found (the densest and fastest). A level the
size does not offer (MIN_SIDE, MAX_SIDE: where its puzzles fall outside the published spread)
is refused at once with ValueError.

Bounded cost (issue 41): ``generate`` runs attempts, each on its own work budget
(BUDGET_LOOKS, BUDGET_GROWTH); one that runs out ends and the next starts from a seed derived
from the seed (``_attempt_rng``), at most ATTEMPTS times, so no seed costs more than ATTEMPTS
budgets (expert: under 10x the median seed's work).

From a pixel picture (``generate_from_picture``) every region grows inside the black
cells or inside the white cells, never both, so the picture survives every change.

Deterministic (issue 25): the puzzle is a function of the size (or picture), the seed, the
options and GENERATOR_VERSION alone. The exact search's budget is CP-SAT's deterministic time
(one worker), never seconds; a timeout or a Cancel only ends a run, with GenerationTimeout.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import numpy as np

from .. import scale
from ..errors import MethodRefused, PuzzleFormatError
from ..events import Cancel, SolveOptions, Stopped, run
from ..work import WorkBudget
from .deduction import TECHNIQUE_LEVELS, grade_by_levels, reduce
from .model import BLACK, MAX_SIZE, WHITE, Dot, Galaxies, neighbours
from .partition import BIG_SHARE, board, centre, grow_cells, grow_partition, is_strip, middle, regions_of
from .quality import check_level
from .quality import report as quality_report
from .rules import components

if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Iterable

    from numpy.typing import ArrayLike

_board = board  # the tests build partitions with these names

# Tuned on 10x10 to 40x40 (benchmarks/galaxies_generate.py). REGION_CELLS: (at most this
# many cells in the grid, regions of at most this many cells). The bigger the grid, the
# smaller the regions, or the exact search takes too long: a 30x30 with regions of up to 10
# cells starts with ~180 dots and ~60% of its cells open to deduction; with 12, 150 dots but
# 70% open, and the exact search took 12-48 s to find a second solution; a 40x40 with 10:
# 394 dots in 72 s median, with 8: 370 dots in 25-47 s. One dot is worth DOT_COST open
# cells; the exact search runs when at most SEARCH_OPEN of the cells (and at least
# SEARCH_OPEN_MIN) are open, for at most SEARCH_SECONDS (Tatham's 30x30 leave ~28% open to
# our deduction and take under a second). SEARCH_SECONDS is CP-SAT's deterministic time per
# solve (``max_deterministic_time``, one worker: the same answer at any load), not seconds.
# Version 4 (issue 41): up to 400 cells, regions of 18 (BIG_FACTOR: a few of 32) where 16 (a
# cap of 28 at every size) left the largest region and the region sizes under Tatham's.
REGION_CELLS = ((400, 18), (900, 10), (None, 8))
DOT_COST = 8.0
# Strips (straight bars one cell wide, partition.STRIP_CELLS) cost nothing and are only
# regrown above STRIP_SHARE_MAX of the regions: published sets have 5-10 % (Tatham 4.8-7.6 %,
# janko 8 %), and a cost as high as a dot's left ours at 1.4-1.7 %.
STRIP_COST = 0.0
STRIP_SHARE_MAX = 0.10
# densify stops at this many dots a cell: published puzzles (Tatham's Normal, janko) have
# 0.19-0.26 (10th-90th percentile at 7x7 to 20x20); at a lower bound of none, medium 10x10s
# came out at 0.185 (benchmarks/galaxies_spread.py).
DOTS_PER_CELL_MIN = 0.205
DECAY = 0.85
FORCE_HEAT = 12
SEARCH_OPEN, SEARCH_OPEN_MIN = 0.2, 60
SEARCH_SECONDS = 8.0
# Goes up whenever a change makes some seed give another puzzle (``generate --json`` carries it).
# 4 (issue 41): bigger regions, strips allowed, densify floor, work-budgeted attempts with
# seeds derived from the seed, no level = medium. 5 (issue 41 item 3): expert's attempts get
# smaller budgets (BUDGET_GROWTH), so an expert seed whose first attempt took over 10,000 looks
# at 10x10 (15,000 at 15x15) now gets another puzzle; the other levels' puzzles are unchanged.
# 6 (issue 36): partitions grow in grow_kernel.py (compiled once earned), its random numbers one
# buffer of draws from the seed's Generator and a region's cells visited row by row: the same
# algorithm and the same odds, other draws, so every seed gives another puzzle.
GENERATOR_VERSION = 6
SOLUTIONS = 4  # asked of each search: the second solutions all get ruled out at once
# The smallest side at which each level is made (below, the generator refuses at once):
# smaller grids have too few regions for the techniques of that level to be needed (measured
# over seeds 0-2 in benchmarks/generators-galaxies.md; medium at 4x3 and hard at 5x4 can
# happen, but not for every seed).
MIN_SIDE = {"easy": 1, "medium": 5, "hard": 8, "expert": 10, "search": 20}
# Issue 41: hard from 8x8, as its 7x7s had 0.31 dots a cell (Tatham's 7x7 Normal: 0.20-0.30),
# the grid too small for a hard step among big regions; search from 20x20, as at 7x7 its
# largest region was 8.5 cells (median of 8 seeds) where Tatham's 7x7 Unreasonable have 13-17,
# at 10x10 it keeps 0.265-0.27 dots a cell even after densify_searched (his 10x10
# Unreasonable: 0.20-0.26), at 15x15 0.227-0.238 dots or 11 % strips (his: 0.196-0.227 and
# 2.5-10.3 %); 20x20: 0.205 dots, 6.1 % strips, inside his spread.
# ...and the largest (issue 41): easy puzzles inside the published spread only come small.
# Above 7x7 deduction with the easy techniques alone needs a dot flood (10x10: 0.43 dots a
# cell, 15x15: 0.50, where published puzzles have 0.19-0.26), so easy is not offered there.
# expert up to 15x15: at 20x20 his solver could not finish 3 of 8 of our expert puzzles (it
# finished every one at 10x10 and 15x15), while it finishes most of our search puzzles, so
# the grades would be out of his order there.
MAX_SIDE = {"easy": 7, "expert": 15}
# Their regions keep one cap (no SPREAD_LOW): harden and rule_out shrink them already, and
# with spread caps their 10x10 largest region fell to 12 cells (Tatham's Unreasonable: 13-21).
SEARCHED_LEVELS = ("expert", "search")
DEFAULT_LEVEL = "medium"  # no level asked (the highest offered below it where it is not)
# Bounded cost (issue 41): an attempt has a budget of work (work.WorkBudget: looks at its
# token, which deduction takes once per pass, always at the same points), per 100 cells (a
# smaller grid gets the budget of 100: a 7x7 hard needs as much as a 10x10); one that runs out
# ends and the next attempt starts from a seed derived from the seed, at most ATTEMPTS times
# (then GenerationTimeout). An exact search is charged SEARCH_LOOKS. About 2.5x the median
# looks of one attempt (seeds 0-9, 7x7 to 20x20, benchmarks/GENERATORS.md): a few seeds in
# ten need a second attempt, and no seed can cost more than ATTEMPTS budgets. Unbudgeted, 10x10 expert took 1,900-175,000 looks (a
# runaway seed: the 848 s).
# Expert's budget grows with the square root of the cells (BUDGET_GROWTH), from 10,000 at 100
# cells (issue 41 item 3, GENERATOR_VERSION 5): one attempt's looks are heavy-tailed (15x15,
# 40 seeds unbudgeted: median 7,954, a tenth over 31,500), so a failed attempt should cost
# about two medians. At 14,000 per 100 cells, 15x15's 31,500 was four medians, so 6 attempts
# could cost 21 medians and seed 20 took 3 attempts, 74,476 looks, 10.1x the median CPU of 30
# seeds; 10x10 seed 7 took 4, 49,545 looks (7.7x). Then (version 5), seeds 0-29: 10x10 median
# 6,863 looks, max 37,545; 15x15 median 9,709, max 41,472 (benchmarks/GENERATORS.md, bounded
# cost). Version 6: 10x10 median 9,246, max 28,866; 15x15 median 8,896, max 39,823; no seed
# can pass ATTEMPTS x 10,000 (6.5 medians) at 10x10, ATTEMPTS x 15,000 (10.1) at 15x15.
BUDGET_LOOKS = {"easy": 2000, "medium": 5000, "hard": 7000, "expert": 10000, "search": 24000, None: 12000}
BUDGET_GROWTH = {"expert": 0.5}  # the budget grows as (cells / 100) ** this (1: in proportion)
SEARCH_LOOKS = 500
ATTEMPTS = 6
SEARCH_DENSIFY = 48  # search asked: regrowths toward fewer dots a 100 cells once unique (densify_searched)
DENSIFY_RESERVE = 800  # ...while this much of the attempt's budget is left (never spent on it)
HARDEN_SAMPLES = 20  # regrowths per hardening, the first that deduction leaves open kept
CLIMB_SAMPLES = 8  # regrowths per climb toward a level, the first at that level kept
KILL_TRIES = 12  # tries at growing the regions where a second solution differs again
HARD_KILL_CHECKS = 4  # search asked: of those, deduction run on the fewest-region ones
# a level below search: deductions per 100 cells at fewer dots once deduction solves it (14,
# was 8: 20x20 medium had 0.226 dots a cell, his Normal's 90th percentile; now 0.212)
DENSIFY_TRIES = 14
LEVEL_SAMPLES = 2  # a level below search: regrowths per proposal, the fewest-region one scored
DENSIFY_SAMPLES = 4  # regrowths of one area, the one with the fewest regions checked
DENSIFY_ROUNDS = 2  # areas tried per check allowed (most areas regrown have no fewer regions)
DESTRIP_ROUNDS = 2  # passes over the strips left at the end
DENSIFY_CELLS = 900  # above, fewer checks the bigger the grid (40x40: 84 s with 320, 45 s with 101)


class GenerationTimeout(Stopped, RuntimeError):
    """No unique puzzle within the time limit (or the generation was cancelled)."""


def _stopped(cancel: Cancel, what: str) -> GenerationTimeout:
    """The one clear error of a generation that ``cancel`` stopped."""
    if cancel.cancelled:
        return GenerationTimeout(f"generating {what} was cancelled")
    return GenerationTimeout(f"no unique puzzle for {what} within {cancel.timeout:.3g} s; "
                             "allow more time or try another seed")


class _Search:
    """The partition being improved, its derived puzzle and what deduction leaves open."""

    def __init__(self, regions: list[set], shape: tuple[int, int], rng: np.random.Generator, cancel: Cancel,
                 picture: np.ndarray | None, max_size: int, samples: int = 1, cap: str | None = None,
                 spread: bool = False) -> None:
        self.shape, self.rng, self.cancel = shape, rng, cancel
        self.cap = cap  # the hardest technique level deduction may use (None: all)
        self.level: str | None = None  # the level deduction (up to ``cap``) gives the current puzzle
        self.samples = samples  # regrowths per proposal (the fewest regions are scored)
        self.hard = False  # search asked: rule_out keeps what deduction does not solve
        self.target: str | None = None  # the level asked for below search (None: any)
        self.picture = picture  # h x w int8 (1 black) or None
        self.max_size = max_size
        self.spread = spread  # region caps drawn per region (partition.SPREAD_LOW)
        self.heat = np.zeros(shape, dtype=np.int32)
        self.stats = {"proposals": 0, "kept": 0, "searches": 0}
        self._labels_of: list[set] | None = None  # the regions ``_labels`` is the board of
        self._labels = np.empty(0)
        self.take(self._evaluate(regions))

    def _evaluate(self, regions: list[set], solved_likely: bool = False) -> tuple:
        """(regions, puzzle, open cells, level) with deduction up to ``cap``. With a level
        asked, a puzzle deduction decides is graded (``grade_by_levels``: the lowest level
        whose techniques alone decide it): at once when ``solved_likely``, else after an
        ungraded run up to ``cap`` (most proposals leave cells open)."""
        puzzle = _puzzle(regions, self.shape, self.picture)
        cap = self.cap or scale.SEARCH  # a target comes with its cap (_make_unique)
        # sound: the intended board is a solution, so no Contradiction
        if self.target is not None and solved_likely:
            cand, level = grade_by_levels(puzzle, cap, self.cancel)
            return regions, puzzle, cand.sum(axis=0) > 1, level
        used: set = set()
        cand = reduce(puzzle, cancel=self.cancel, level=self.cap, used=used)
        open_ = cand.sum(axis=0) > 1
        if self.target is None or open_.any():
            return regions, puzzle, open_, scale.grade(used, TECHNIQUE_LEVELS, not open_.any())
        # decided up to cap: the level is the first below it that decides it, else cap
        below = scale.rank(cap)
        level = grade_by_levels(puzzle, scale.LEVELS[below - 1], self.cancel)[1] if below else cap
        return regions, puzzle, open_, cap if level == scale.SEARCH else level

    def take(self, state: tuple) -> None:
        self.regions, self.puzzle, self.open, self.level = state

    def score(self, state: tuple) -> float:
        regions, puzzle, open_, _ = state
        strips = _strips(regions)
        return float(open_.sum()) + DOT_COST * len(puzzle.dots) + STRIP_COST * strips

    def labels(self) -> np.ndarray:
        """board() of the current regions (not to be written to), kept while they are the
        current ones: a proposal regrows the same regions two to eight times."""
        if self._labels_of is not self.regions:
            self._labels, self._labels_of = board(self.regions, self.shape), self.regions
        return self._labels

    def regrow(self, area: np.ndarray, hot: bool = True, size: int | None = None) -> list[set]:
        """The regions that hold a cell of ``area`` dissolved and grown again (within one
        colour of the picture); ``hot``: smaller the more often their cells were.

        On cell lists, not masks (issue 36: numpy's cost per call was a fifth of a
        regrowth): the dissolved cells in row-major order, as np.nonzero gave them, so that
        parts' sets are built in the same order and iterate as they did."""
        labels = self.labels()  # every cell has a region
        touched = set(labels[area].tolist())
        kept = [region for index, region in enumerate(self.regions) if index not in touched]
        dissolved = sorted(cell for index in touched for cell in self.regions[index])
        for part in components(set(dissolved)):
            cells = sorted(part)  # row-major, as np.argwhere of its mask
            level = 0
            if hot:
                rows, cols = zip(*cells)
                level = int(self.heat[rows, cols].max())
                self.heat[rows, cols] += 1
            grown = size or max(1, round(self.max_size * DECAY ** level))
            colours = [cells] if self.picture is None else \
                [[p for p in cells if self.picture[p] == 1], [p for p in cells if self.picture[p] == 0]]
            for colour in colours:
                if colour:
                    kept.extend(grow_cells(colour, self.shape, self.rng, grown, self.cancel, BIG_SHARE,
                                           spread=self.spread))
        return kept

    def _area(self, indices: list[int]) -> np.ndarray:
        """The cells of the regions ``indices`` (a look-up table, not np.isin: 20x faster)."""
        table = np.zeros(len(self.regions), dtype=bool)
        table[indices] = True
        return table[self.labels()]

    def neighbourhood(self, cell: tuple[int, int]) -> np.ndarray:
        """The region of ``cell`` and one or two of the regions that touch it."""
        labels = self.labels()
        h, w = self.shape
        own = labels[cell]
        near = sorted({int(labels[n]) for r, c in self.regions[own] for n in neighbours(r, c, h, w)} - {own})
        chosen = [own] + [int(k) for k in self.rng.permutation(near)[:int(self.rng.integers(1, 3))]]
        return self._area(chosen)

    def propose(self, area: np.ndarray, hot: bool = True, force: bool = False) -> bool:
        """Grow the regions of ``area`` again; keep the change when it scores better (or
        ``force``, or the area is hot enough). True when kept."""
        self.stats["proposals"] += 1
        force = force or (hot and int(self.heat[area].max()) >= FORCE_HEAT)
        heat = self.heat.copy()
        tries = []
        for _ in range(self.samples):  # the area heats up once
            self.heat[:] = heat
            tries.append(self.regrow(area, hot))
        state = self._evaluate(min(tries, key=len))
        if force or self.score(state) < self.score((self.regions, self.puzzle, self.open, self.level)):
            self.take(state)
            self.stats["kept"] += 1
            return True
        return False

    def harden(self) -> None:
        """Too easy (search asked): the regions around a random cell grown again at
        full size; of HARDEN_SAMPLES regrowths the first that deduction does not solve (with
        the only-path rule most regrowths of a 9x9 are solved, and hardening one at a time
        failed on half the seeds), else the one with the fewest regions (no more than now)."""
        area = self.neighbourhood(self._random_cell())
        self.heat[area] = 0
        self.stats["proposals"] += 1
        self.stats["kept"] += 1
        fewest = self.regions
        for _ in range(HARDEN_SAMPLES):
            self.cancel.check()
            state = self._evaluate(self.regrow(area, hot=False))
            if state[3] == self.target or state[2].any():
                self.take(state)
                return
            fewest = min(fewest, state[0], key=len)
        # all solved: the fewest regions, so that failed tries do not add dots
        self.take(self._evaluate(fewest))

    def climb(self) -> None:
        """Too easy for the level asked (deduction up to it decides every cell, but with
        easier techniques alone): the regions around a random cell grown again at full
        size, CLIMB_SAMPLES times; the first try that needs the level asked is kept, else
        the first that needs a harder technique than now, deduction still deciding it. A
        try deduction leaves open is never kept: the puzzle stays solvable at its level."""
        area = self.neighbourhood(self._random_cell())
        self.stats["proposals"] += 1
        better = None
        for _ in range(CLIMB_SAMPLES):
            self.cancel.check()
            state = self._evaluate(self.regrow(area, hot=False, size=self.max_size), solved_likely=True)
            if state[2].any():
                continue
            if state[3] == self.target:
                better = state
                break
            if better is None and scale.rank(state[3]) > scale.rank(self.level or scale.LEVELS[0]):
                better = state
        if better is not None:
            self.stats["kept"] += 1
            self.take(better)

    def destrip(self) -> None:
        """Fewer strips for a puzzle deduction decides, while more than STRIP_SHARE_MAX of
        the regions are strips: the regions around a strip grown again, DENSIFY_SAMPLES
        times; the try with the fewest strips (then regions) is kept when it has fewer strips
        and deduction still decides it (at the level asked, if one was)."""
        for _ in range(DESTRIP_ROUNDS):
            strips = [region for region in self.regions if is_strip(region)]
            if len(strips) <= STRIP_SHARE_MAX * len(self.regions):
                return
            for strip in strips:
                self.cancel.check()
                if strip not in self.regions:  # regrown with an earlier one
                    continue
                if _strips(self.regions) <= STRIP_SHARE_MAX * len(self.regions):
                    return
                area = self.neighbourhood(next(iter(strip)))
                count = _strips(self.regions)
                tries = [self.regrow(area, hot=False, size=self.max_size) for _ in range(DENSIFY_SAMPLES)]
                best = min(tries, key=lambda regions: (_strips(regions), len(regions)))
                if _strips(best) >= count:
                    continue
                state = self._evaluate(best, solved_likely=True)
                self.stats["proposals"] += 1
                if not state[2].any() and (self.target is None or state[3] == self.target):
                    self.take(state)
                    self.stats["kept"] += 1

    def densify(self) -> None:
        """Fewer dots for a puzzle deduction solves: the regions around a random small
        region grown again at full size, DENSIFY_SAMPLES times, and the try with the fewest
        regions, when it has fewer than before, kept if deduction still solves the puzzle
        (DENSIFY_TRIES such checks per 100 cells; the hot areas of the search ended in
        small regions). Regrowing is cheap, deduction is not: about half the regrown areas
        are still deduced, but few have fewer regions."""
        cells = self.open.size  # above DENSIFY_CELLS fewer checks: each costs ~cells * dots
        checks = int(DENSIFY_TRIES * min(cells, DENSIFY_CELLS ** 2 / cells) / 100)
        for _ in range(checks * DENSIFY_ROUNDS):
            self.cancel.check()
            if isinstance(self.cancel, WorkBudget) and (self.cancel.looks_left or 0) < DENSIFY_RESERVE:
                return  # the puzzle is at its level already: the rest of the budget is not risked
            small = [region for region in self.regions if len(region) <= self.max_size // 3]
            if not small or checks == 0:
                return
            area = self.neighbourhood(next(iter(small[self.rng.integers(len(small))])))
            best = min((self.regrow(area, hot=False, size=self.max_size) for _ in range(DENSIFY_SAMPLES)), key=len)
            if len(best) >= len(self.regions) or len(best) < DOTS_PER_CELL_MIN * cells:
                continue
            checks -= 1
            state = self._evaluate(best, solved_likely=True)
            self.stats["proposals"] += 1
            if not state[2].any() and (self.target is None or state[3] == self.target):
                self.take(state)
                self.stats["kept"] += 1

    def densify_searched(self) -> None:
        """Fewer dots (and strips) for a unique puzzle that needs search (issue 41: harden
        and rule_out left 10x10 to 20x20 search puzzles at 0.25-0.27 dots a cell, published
        ones at 0.21-0.22, and 15x15s at 11 % strips): SEARCH_DENSIFY times per 100 cells
        while the attempt's budget holds DENSIFY_RESERVE, the regions around a strip (while
        more than STRIP_SHARE_MAX are) or else a small region regrown (DENSIFY_SAMPLES times,
        the fewest strips then regions), kept when it has fewer strips or fewer regions and
        no more of the other, deduction still leaves cells open and the exact search proves
        it unique; never below DOTS_PER_CELL_MIN."""
        cells = self.open.size
        for _ in range(SEARCH_DENSIFY * max(100, cells) // 100):
            self.cancel.check()
            if isinstance(self.cancel, WorkBudget) and (self.cancel.looks_left or 0) < DENSIFY_RESERVE:
                return  # what is left of the attempt's budget: the puzzle is unique already
            strips = [region for region in self.regions if is_strip(region)]
            destrip = len(strips) > STRIP_SHARE_MAX * len(self.regions)
            pool = strips if destrip else [region for region in self.regions if len(region) <= self.max_size // 3]
            if not pool:
                return
            area = self.neighbourhood(next(iter(pool[self.rng.integers(len(pool))])))
            tries = [self.regrow(area, hot=False, size=self.max_size) for _ in range(DENSIFY_SAMPLES)]
            best = min(tries, key=lambda regions: (_strips(regions), len(regions)) if destrip else len(regions))
            fewer = (_strips(best) < len(strips) and len(best) <= len(self.regions)) if destrip else \
                (len(best) < len(self.regions) and _strips(best) <= len(strips))
            if not fewer or len(best) < DOTS_PER_CELL_MIN * cells:
                continue
            state = self._evaluate(best)
            self.stats["proposals"] += 1
            if not state[2].any():  # deduction decides it: no longer a search puzzle
                continue
            kept = (self.regions, self.puzzle, self.open, self.level)
            self.take(state)
            if self.exact()[0]:
                self.stats["kept"] += 1
            else:
                self.take(kept)

    def _random_cell(self) -> tuple[int, int]:
        r, c = self.rng.integers(0, self.shape)
        return int(r), int(c)

    def random_open_cell(self) -> tuple[int, int]:
        cells = np.argwhere(self.open)
        r, c = cells[self.rng.integers(len(cells))]
        return int(r), int(c)

    def exact(self) -> tuple[bool | None, list]:
        """The exact search with a short budget, asked for SOLUTIONS solutions: (unique:
        True, False or None when out of time, the solutions other than the intended one)."""
        from .auto import solve as auto  # here: OR-Tools loads only for a search

        self.stats["searches"] += 1
        _charge(self.cancel, SEARCH_LOOKS)
        # Deterministic time, one worker: "out of time" is the same at any load. The token's
        # deadline (a timeout) only ends the run: GenerationTimeout, never a silent change.
        extra = {"workers": 1, "params": {"max_deterministic_time": SEARCH_SECONDS}}
        try:
            done = run(auto(self.puzzle, SolveOptions(max_solutions=SOLUTIONS, extra=extra), self.cancel.child()))
        except MethodRefused:  # too big to search (cpsat.MAX_CHOICES): as if out of time
            return None, []
        self.cancel.check()
        intended = self.puzzle.solution
        others = [s for s in done.solutions if (s != intended).any()]
        if done.unique is False or others:
            return False, others
        return done.unique, []

    def rule_out(self, others: list) -> None:
        """Change the partition so that no board of ``others`` (solutions besides the
        intended one) is a solution any more, a little at a time: each independent part of a
        difference (``_swaps``) that still solves is ruled out on its own by growing the
        region of one of its cells and one or two of that region's neighbours again (the try
        with the fewest dots of KILL_TRIES); when no try rules it out, every region it
        touches is grown again, smaller each time (DECAY)."""
        intended = self.puzzle.solution
        self.stats["proposals"] += 1
        self.stats["kept"] += 1
        for other in others:
            for swap in _swaps(intended, other):
                alternative = np.where(swap, other, intended)
                if _still_solves(self.regions, alternative):
                    self.regions = self._kill(alternative, swap)
        self.take(self._evaluate(self.regions))

    def _kill(self, alternative: np.ndarray, swap: np.ndarray) -> list[set]:
        cells = np.argwhere(swap)
        best = None
        killed = []
        for _ in range(KILL_TRIES):
            self.cancel.check()
            r, c = cells[self.rng.integers(len(cells))]
            cell = (int(r), int(c))
            regions = self.regrow(self.neighbourhood(cell), hot=False, size=self.max_size)
            if not _still_solves(regions, alternative):
                killed.append(regions)
        killed.sort(key=len)
        if killed:
            best = killed[0]
        if self.hard:  # search asked: the fewest regions that deduction does not solve
            for regions in killed[:HARD_KILL_CHECKS]:
                if self._evaluate(regions)[2].any():
                    best = regions
                    break
        size = self.max_size
        while best is None:
            self.cancel.check()
            size = max(1, int(size * DECAY))
            for _ in range(KILL_TRIES):
                regions = self.regrow(swap, hot=False, size=size)
                if not _still_solves(regions, alternative) and (best is None or len(regions) < len(best)):
                    best = regions
            if size == 1 and best is None:  # single cells: only the under-dot answer is left
                best = self.regrow(swap, hot=False, size=1)
        return best


def _strips(regions: Iterable[Collection[tuple[int, int]]]) -> int:
    return sum(is_strip(region) for region in regions)


def _swaps(intended: np.ndarray, other: np.ndarray) -> list[np.ndarray]:
    """The independent parts of the difference between two solutions: cells that change
    owner, grouped so that every dot whose region changes has all its changes in one part
    (a union-find over dots). Each part alone, on the intended board, is a solution too."""
    parent: dict[int, int] = {}

    def find(d: int) -> int:
        while parent.setdefault(d, d) != d:
            parent[d] = parent[parent[d]]
            d = parent[d]
        return d

    differing = np.argwhere(intended != other)
    for r, c in differing:
        parent[find(int(intended[r, c]))] = find(int(other[r, c]))
    groups: dict[int, np.ndarray] = {}
    for r, c in differing:
        group = groups.setdefault(find(int(intended[r, c])), np.zeros(intended.shape, dtype=bool))
        group[r, c] = True
    return list(groups.values())


def _still_solves(regions: list[set], other: ArrayLike) -> bool:
    """Whether the board ``other`` (any labels) is still a solution of the puzzle whose
    intended partition is ``regions``: each of its regions has one of the new dots at its
    centre and no other dot touches it."""
    centres = {centre(region) for region in regions}
    for cells in regions_of(np.asarray(other)):
        if centre(cells) not in centres:
            return False
        touching = {(y2, x2) for r, c in cells for y2 in (2 * r, 2 * r + 1, 2 * r + 2)
                    for x2 in (2 * c, 2 * c + 1, 2 * c + 2) if (y2, x2) in centres}
        if len(touching) != 1:
            return False
    return True


def _puzzle(regions: list[set], shape: tuple[int, int], picture: np.ndarray | None = None) -> Galaxies:
    """derive() for regions that are symmetric and connected by construction: the same dots
    in the same order (row-major), coloured by the picture's majority, with the solution,
    without derive's checks (0.3 s a call on a 100x100 grid, where a cancel must be quick)."""
    entries = []
    for index, region in enumerate(regions):
        y2, x2 = middle(region)  # grown symmetric: its centre (no test, issue 36)
        colour = WHITE
        if picture is not None and 2 * sum(int(picture[p]) for p in region) > len(region):
            colour = BLACK
        entries.append((y2, x2, colour, index))
    entries.sort()
    w = shape[1]
    flat = [0] * (shape[0] * w)  # a list, not numpy's cost per element (issue 36)
    for number, (_, _, _, index) in enumerate(entries):
        for r, c in regions[index]:
            flat[r * w + c] = number
    solution = np.array(flat, dtype=np.int32).reshape(shape)
    dots = tuple(Dot(x2, y2, colour) for y2, x2, colour, _ in entries)
    return Galaxies(shape[1], shape[0], dots, solution=solution)


def _make_unique(search: _Search, level: str | None) -> tuple[Galaxies, str | None]:
    """Improve ``search`` until its puzzle is unique at ``level``: (puzzle, level)."""
    if level is None or level == scale.SEARCH:
        return _make_unique_searched(search, level)
    search.target = level
    search.take(search._evaluate(search.regions))  # graded now that a target is set
    while True:  # deduction (techniques up to ``level``: search.cap) decides every cell
        search.cancel.check()
        if not search.open.any():
            if search.level == level:
                search.densify()
                search.destrip()
                return search.puzzle, level
            search.climb()  # too easy: an area grown big again
            continue
        search.propose(search.neighbourhood(search.random_open_cell()))


def _make_unique_searched(search: _Search, level: str | None) -> tuple[Galaxies, str | None]:
    """Any level (None: the first unique puzzle, the exact search deciding what deduction
    leaves open) or ``search`` (deduction must leave cells open)."""
    cells = search.open.size
    open_limit = max(SEARCH_OPEN_MIN, SEARCH_OPEN * cells)
    search.hard = level == scale.SEARCH
    while True:
        search.cancel.check()
        open_cells = int(search.open.sum())
        if open_cells == 0:
            if level is None:  # deduction decides it, so fewer strips can be checked cheaply
                search.destrip()
                return search.puzzle, search.level
            search.harden()
            continue
        if open_cells <= open_limit:
            unique, others = search.exact()
            if unique:
                if search.hard:
                    search.densify_searched()
                return search.puzzle, scale.SEARCH
            if others:
                search.rule_out(others)
            else:  # out of time: fewer open cells before the next search
                open_limit = int(open_cells * 0.7)
            continue
        search.propose(search.neighbourhood(search.random_open_cell()))


def _finish(puzzle: Galaxies, grade: str | None, search: _Search, started: float, level: str | None) -> tuple:
    from .difficulty import grade_unique

    graded = grade_unique(puzzle, search.cancel)
    # the search's own verdict: the level asked (any level: deduction ran ungraded, so the
    # level is the graded run's)
    assert level is None or graded["level"] == grade
    report = quality_report(puzzle, grade=graded)
    report.update(search.stats, seconds=round(time.perf_counter() - started, 3),
                  generator_version=GENERATOR_VERSION)
    if level is not None:
        report["requested"] = level
    return puzzle, report


def _samples(level: str | None) -> int:
    """Regrowths per proposal: several for a level below search, whose search goes on
    until deduction decides every cell and so adds dots where it stalls (30x30: 181 -> 175
    dots); one for the others, whose exact search takes over early."""
    return LEVEL_SAMPLES if level not in (None, scale.SEARCH) else 1


def offered(width: int, height: int) -> tuple[str, ...]:
    """The levels generate makes at this size (MIN_SIDE, MAX_SIDE), easiest first."""
    side = min(width, height)
    return tuple(level for level in scale.LEVELS if MIN_SIDE[level] <= side <= MAX_SIDE.get(level, MAX_SIZE))


def default_level(width: int, height: int) -> str:
    """The level made when none is asked: DEFAULT_LEVEL, or where this size does not offer
    it the highest level offered below it (easy: every size below medium's offers it)."""
    levels = offered(width, height)
    if DEFAULT_LEVEL in levels:
        return DEFAULT_LEVEL
    below = [level for level in levels if scale.rank(level) < scale.rank(DEFAULT_LEVEL)]
    return below[-1] if below else levels[0]


def check_reachable(level: str | None, width: int, height: int) -> None:
    """ValueError, before any work, for a level this generator does not make at this size."""
    if level is None or level in offered(width, height):
        return
    if min(width, height) < MIN_SIDE[level]:
        raise ValueError(f"galaxies {level} puzzles need at least {MIN_SIDE[level]} cells on each side; "
                         f"{width}x{height} is too small")
    raise ValueError(f"galaxies {level} puzzles are made up to {MAX_SIDE[level]}x{MAX_SIDE[level]} "
                     f"(bigger ones need a flood of dots, unlike any published puzzle); "
                     f"{width}x{height} is too big; choose one of {', '.join(offered(width, height))}")


def _charge(cancel: Cancel, looks: int) -> None:
    """Work done outside the token's own looks (an exact search): taken from its budget."""
    if isinstance(cancel, WorkBudget) and cancel.looks_left is not None:
        cancel.looks_left -= looks
        cancel.looked += looks
        cancel.check()


def _budget(level: str | None, cells: int) -> int:
    """Looks of one attempt: BUDGET_LOOKS per 100 cells, grown as BUDGET_GROWTH says."""
    if level in BUDGET_GROWTH:
        return int(BUDGET_LOOKS[level] * (max(100, cells) / 100) ** BUDGET_GROWTH[level])
    return BUDGET_LOOKS[level] * max(100, cells) // 100


def _attempt_rng(seed: int | None, attempt: int) -> np.random.Generator:
    """Attempt 0 from the seed itself, attempt k from (seed, k): the same seed gives the same
    attempts, so the same puzzle, at any load."""
    if seed is None or attempt == 0:
        return np.random.default_rng(seed)
    return np.random.default_rng([int(seed), attempt])


def _attempts(cancel: Cancel, seed: int | None, level: str | None, cells: int, what: str,
              make: Callable[[np.random.Generator, Cancel], tuple[_Search, Galaxies, str | None]]) -> tuple:
    """Run ``make(rng, budget)`` for attempt after attempt, each on its own work budget,
    until one finishes: (search, puzzle, grade, attempts, work). A budget that runs out ends
    its attempt; ``cancel`` (the caller's: a cancel, a deadline) ends the run."""
    work = 0
    for attempt in range(ATTEMPTS):
        budget = WorkBudget(looks=_budget(level, cells), parent=cancel)
        try:
            search, puzzle, grade = make(_attempt_rng(seed, attempt), budget)
        except Stopped:
            if cancel.stopped or not budget.spent:
                raise _stopped(cancel, what) from None
            work += budget.looked
            continue
        search.cancel = cancel  # grading the result is not part of the attempt's budget
        return search, puzzle, grade, attempt + 1, work + budget.looked
    raise GenerationTimeout(f"no unique {what} within {ATTEMPTS} attempts of {_budget(level, cells)} "
                            "steps of work; try another seed")


def _cap(level: str | None) -> str | None:
    """The techniques deduction may use while building toward ``level``."""
    return None if level in (None, scale.SEARCH) else level


def _region_cells(cells: int) -> int:
    return next(size for most, size in REGION_CELLS if most is None or cells <= most)


def generate(width: int, height: int, seed: int | None = None, max_size: int | None = None,
             timeout: float | None = None, cancel: Cancel | None = None,
             difficulty: str | None = None) -> tuple[Galaxies, dict]:
    """(puzzle with its solution, quality report) for a unique puzzle of the given size.

    ``difficulty``: a level of the scale (or "normal" / "unreasonable"); None: medium
    (default_level); ValueError for another name, or a level this size does not offer
    (``offered``). The report's ``level`` is the level made. ``cancel`` (or ``timeout``
    seconds when no token is given; None: no limit) stops the generation with
    GenerationTimeout, as does running out of ATTEMPTS work budgets. The report
    (quality.report) also holds ``proposals``, ``kept``, ``searches``, ``attempts``,
    ``work`` (looks, all attempts) and ``seconds``."""
    asked = check_level(difficulty)
    check_reachable(asked, width, height)
    level = default_level(width, height) if asked is None else asked
    started = time.perf_counter()
    cancel = cancel or Cancel(timeout)
    shape = (height, width)
    max_size = max_size or _region_cells(width * height)

    def make(rng: np.random.Generator, budget: Cancel) -> tuple[_Search, Galaxies, str | None]:
        spread = level not in SEARCHED_LEVELS
        regions = grow_partition(np.ones(shape, dtype=bool), rng, max_size, budget, BIG_SHARE, spread=spread)
        search = _Search(regions, shape, rng, budget, None, max_size, _samples(level), _cap(level), spread)
        return (search, *_make_unique(search, level))

    search, puzzle, grade, attempts, work = _attempts(cancel, seed, level, width * height,
                                                      f"a {width}x{height} puzzle", make)
    try:
        puzzle, report = _finish(puzzle, grade, search, started, level)
    except Stopped:
        raise _stopped(cancel, f"a {width}x{height} puzzle") from None
    report.update(attempts=attempts, work=work)
    if asked is None:
        report["requested"] = None
    return puzzle, report


def check_picture(picture: ArrayLike) -> np.ndarray:
    """A pixel picture as an h x w bool array (True = black); PuzzleFormatError when it is
    not a non-empty rectangle of 0s and 1s of at most MAX_SIZE x MAX_SIZE."""
    try:
        array = np.asarray(picture)
    except ValueError:  # ragged nested lists
        raise PuzzleFormatError("the picture must be a rectangle: every row as long as the first") from None
    if array.dtype == object or array.ndim != 2:
        raise PuzzleFormatError("the picture must be a rectangle: every row as long as the first")
    h, w = array.shape
    if h == 0 or w == 0:
        raise PuzzleFormatError("the picture is empty")
    if h > MAX_SIZE or w > MAX_SIZE:
        raise PuzzleFormatError(f"the picture is {w}x{h}; the maximum is {MAX_SIZE}x{MAX_SIZE}")
    if array.dtype != bool and not np.isin(array, (0, 1)).all():
        raise PuzzleFormatError("the picture may only hold 0 (white) and 1 (black)")
    return array.astype(bool)


def generate_from_picture(picture: ArrayLike, seed: int | None = None, timeout: float | None = None,
                          max_size: int | None = None, cancel: Cancel | None = None,
                          difficulty: str | None = None) -> tuple[Galaxies, dict]:
    """A unique puzzle whose black-dot regions cover exactly the black cells of ``picture``.

    ``picture``: h x w array-like, 1 (or True) black, 0 white. Returns (puzzle, report) like
    ``generate``: ``puzzle.solution`` is the solution board (dot index per cell; black dots
    own exactly the black cells, white dots the white ones); ``report`` is generate's with
    ``black_dots`` as well. ``max_size`` caps the size of the regions (REGION_CELLS).

    Every picture can be done (at worst every cell gets its own dot), so the only failure
    is time: GenerationTimeout after ``timeout`` seconds (None: no limit) or when ``cancel``
    is cancelled (a given ``cancel`` token brings its own deadline and ``timeout`` is then
    ignored). A picture that is not a non-empty rectangle of 0/1 up to 100x100 raises
    PuzzleFormatError."""
    level = check_level(difficulty)
    started = time.perf_counter()
    black = check_picture(picture)
    shape = black.shape
    height, width = shape
    check_reachable(level, width, height)
    cancel = cancel or Cancel(timeout)  # a caller's token brings its own deadline
    rng = np.random.default_rng(seed)
    max_size = max_size or _region_cells(width * height)
    try:
        # Regions grow inside one colour: grow_partition only takes cells of its mask.
        regions = (grow_partition(black, rng, max_size, cancel, BIG_SHARE)
                   + grow_partition(~black, rng, max_size, cancel, BIG_SHARE))
        search = _Search(regions, shape, rng, cancel, black.astype(np.int8), max_size, _samples(level),
                         _cap(level))
        puzzle, grade = _make_unique(search, level)
        puzzle, report = _finish(puzzle, grade, search, started, level)
    except Stopped:
        raise _stopped(cancel, f"this {width}x{height} picture") from None
    report["black_dots"] = sum(d.colour == "black" for d in puzzle.dots)
    return puzzle, report
