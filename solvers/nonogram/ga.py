"""The method ``ga``: a genetic algorithm with deterministic fixing (Kamizuru & Sato, Hosei
University, "Making efficient genetic algorithms applied to Picross by using deterministic
algorithms"), as specified in issue 3.

1. Deterministic fixing. ``GA1`` applies the simple leftmost/rightmost overlap rule once to
   every line (clue alone); ``GA2`` (the paper's proposal, the default) does the same and then
   runs the complete line rule (linesolve.solve_line) over the grid until nothing changes.
   If fixing finishes the grid the GA does not run.
2. Chromosome: for every row the start of each of its blocks. The issue phrases it as an
   offset from the block's leftmost legal start; we keep the absolute start, which is the
   same gene shifted by a per-row constant. Every individual satisfies every row clue, and
   never contradicts a fixed cell, by construction: the candidate starts of a block come
   from linesolve.valid_starts on the row's fixed cells (the paper's GA1 could still put a
   white cell on a fixed black one; here no such row is ever generated, in both variants).
3. Fitness (lower is better, 0 = solved): per column, the fewest cells to change for the
   column to match its clue (a shortest path over block placements), summed over columns.
   ``column_costs`` computes it for a whole population at once with numpy: the hot path.
4. Tournament selection (size 4), two-point crossover of whole rows, middle-out mutation
   of a random span of genes per row with probability 2.5%, and a large-scale mutation
   (every row regenerated with probability 0.5) after 10 generations without improvement.

Not in the issue, and parameters so they can be switched off: one elite individual is kept
unchanged (``elite=1``) so the best fitness never gets worse; crossover is applied to every
pair (``crossover_rate=1.0``). ``large_keep`` (a fraction, default 0 = the paper) spares the
best individuals from the large-scale mutation; ``targeted`` (default False = the paper)
aims mutation at the rows that cross violated columns; see benchmarks/GA.md.

Everything is in ``options.extra``: variant, seed, population, generations, mutation_rate,
stagnation, large_rate, tournament, crossover_rate, elite, large_keep, targeted.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict
from typing import cast

import numpy as np
from numpy.typing import ArrayLike

from ..events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Done, Generation, Progress, Solution, SolveOptions, stoppable
from .linesolve import Contradiction, overlap_line, valid_starts
from .model import FILLED, UNKNOWN, Clue, Nonogram
from .options import GaOptions
from .propagate import COL, ROW, Grid, propagate

VARIANTS = ("GA1", "GA2")
# The GA's parameters and their defaults: GaOptions (options.py), also read by the studio.
DEFAULTS = asdict(GaOptions())
# A row's placements are enumerated (with their middle-out probabilities) when there are at
# most this many; whole-row generation is then one vectorised draw. Beyond it, rows are
# generated one by one in Python.
ENUMERATION_LIMIT = 20000
INF = 10000


# --------------------------------------------------------------------------- fixing


def fix_cells(puzzle: Nonogram, variant: str, known: ArrayLike | None = None, cancel: Cancel | None = None) -> Grid | None:
    """The deterministic stage: the partial grid it proves, or None on a contradiction."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown GA variant {variant!r}; choose one of {', '.join(VARIANTS)}")
    grid = Grid.from_board(puzzle, known)
    # Overlap stage, once: every line on its own, from the clue (and any known cells).
    forced = []
    try:
        for kind, clues, n in ((ROW, puzzle.rows, puzzle.width), (COL, puzzle.cols, puzzle.height)):
            for index, clue in enumerate(clues):
                f, e = grid.filled[kind][index], grid.empty[kind][index]
                new_f, new_e = overlap_line(clue, n, f, e)
                forced.append((kind, index, new_f & ~f, new_e & ~e))
    except Contradiction:
        return None
    for kind, index, gained_f, gained_e in forced:
        for value, gained in ((FILLED, gained_f), (0, gained_e)):
            position = 0
            while gained:
                if gained & 1:
                    r, c = (index, position) if kind == ROW else (position, index)
                    current = grid.value(r, c)
                    if current == UNKNOWN:
                        grid.set(r, c, value)
                    elif current != value:
                        return None
                gained >>= 1
                position += 1
    if variant == "GA2" and not propagate(grid, cancel=cancel):
        return None
    return grid


# --------------------------------------------------------------------------- fitness


def column_costs(lines: np.ndarray, clue: Clue) -> np.ndarray:
    """For each line (axis 0) the fewest cells to change so that it matches ``clue``.

    ``lines`` is (N, n) of 0/1. Dynamic programme over blocks, each step vectorised over the
    lines and the cell positions: B[i] / W[i] count the black / white cells among the first
    i; E[i] is the cheapest prefix of i cells holding the blocks so far and ending white;
    F[e] the cheapest with the current block ending just before cell e.
    """
    lines = np.asarray(lines)
    n = lines.shape[1]
    black = np.zeros((n + 1, lines.shape[0]), dtype=np.int16)
    np.cumsum(lines.T, axis=0, dtype=np.int16, out=black[1:])
    return _line_costs(black, clue)


def _line_costs(black: np.ndarray, clue: Clue) -> np.ndarray:
    """The DP on prefix counts ``black`` (n+1, N): positions on axis 0, so that every step
    (and the running minimum) works on contiguous vectors of N individuals."""
    n = black.shape[0] - 1
    if not clue:
        return black[n].copy()
    white = np.arange(n + 1, dtype=np.int16)[:, None] - black
    e = black  # no block yet: every cell so far must be white
    f = black  # replaced by the first block's costs (the clue is not empty)
    for b in clue:
        f = np.full_like(black, INF)
        # The block covers cells e-b .. e-1: each white one there costs 1.
        np.add(e[: n + 1 - b], white[b:], out=f[b:])
        f[b:] -= white[: n + 1 - b]
        np.minimum(f, INF, out=f)
        # Then white cells from e on: E'[i] = B[i] + min over e < i of (F[e] - B[e]).
        g = f - black
        for i in range(1, n + 1):  # running minimum; ~6x faster than minimum.accumulate here
            np.minimum(g[i - 1], g[i], out=g[i])
        e = np.full_like(black, INF)
        np.add(black[1:], g[:-1], out=e[1:])
        np.minimum(e, INF, out=e)
    return np.minimum(e[n], f[n])


def fitness(boards: np.ndarray, col_clues: Sequence[Clue]) -> tuple[np.ndarray, np.ndarray]:
    """(total cost per individual, cost per individual and column) for boards (P, h, w)."""
    p, h, w = boards.shape
    black = np.zeros((w, h + 1, p), dtype=np.int16)
    black[:, 1:] = np.cumsum(boards, axis=1, dtype=np.int16).transpose(2, 1, 0)
    per_column = np.empty((p, w), dtype=np.int16)
    for c, clue in enumerate(col_clues):
        per_column[:, c] = _line_costs(black[c], clue)
    return per_column.sum(axis=1, dtype=np.int32), per_column


# --------------------------------------------------------------------------- rows


class RowSpace:
    """The placements of one row's blocks that respect its clue and fixed cells."""

    def __init__(self, clue: Clue, width: int, filled: int, empty: int, max_blocks: int) -> None:
        self.clue = tuple(clue)
        self.k = len(clue)
        self.width = width
        self.filled, self.empty = filled, empty
        self.max_blocks = max_blocks
        self._candidates: dict[tuple[int, int, int, int], tuple[int, ...]] = {}
        self.table = None  # (starts (n, max_blocks) int16, probabilities (n,)) when enumerable
        self.single = False
        if self.k:
            try:
                starts, probs = self._enumerate(0, self.k - 1, 0, width, [0])
            except OverflowError:
                pass
            else:
                padded = np.full((len(starts), max_blocks), width, dtype=np.int16)
                padded[:, : self.k] = starts
                self.table = (padded, probs / probs.sum())
                self.single = len(starts) == 1

    def candidates(self, s: int, t: int, lo: int, hi: int) -> tuple[int, ...]:
        """Starts of the middle block m = (s+t)//2 when blocks s..t fill cells lo..hi-1 and
        every placement of the others consistent with the fixed cells is allowed."""
        key = (s, t, lo, hi)
        found = self._candidates.get(key)
        if found is None:
            n = hi - lo
            mask = (1 << n) - 1
            sets = valid_starts(self.clue[s : t + 1], n, (self.filled >> lo) & mask,
                                (self.empty >> lo) & mask)
            bits = sets[(s + t) // 2 - s]
            found = tuple(lo + i for i in range(n) if bits >> i & 1)
            self._candidates[key] = found
        return found

    def _enumerate(self, s: int, t: int, lo: int, hi: int, count: list[int]) -> tuple[np.ndarray, np.ndarray]:
        """Every placement of blocks s..t in lo..hi-1, with the probability that the
        middle-out generator produces it."""
        cands = self.candidates(s, t, lo, hi)
        m = (s + t) // 2
        parts, probs = [], []
        for c in cands:
            if s < m:
                left, pl = self._enumerate(s, m - 1, lo, c - 1, count)
            else:
                left, pl = np.zeros((1, 0), dtype=np.int16), np.ones(1)
            if m < t:
                right, pr = self._enumerate(m + 1, t, c + self.clue[m] + 1, hi, count)
            else:
                right, pr = np.zeros((1, 0), dtype=np.int16), np.ones(1)
            nl, nr = len(left), len(right)
            count[0] += nl * nr
            if count[0] > ENUMERATION_LIMIT:
                raise OverflowError
            block = np.empty((nl * nr, t - s + 1), dtype=np.int16)
            block[:, : m - s] = np.repeat(left, nr, axis=0)
            block[:, m - s] = c
            block[:, m - s + 1 :] = np.tile(right, (nl, 1))
            parts.append(block)
            probs.append(np.outer(pl, pr).ravel() / len(cands))
        return np.concatenate(parts), np.concatenate(probs)

    def fill(self, genes: list[int], s: int, t: int, rnd: random.Random) -> None:
        """Middle-out: regenerate genes s..t in place, between their fixed neighbours."""
        clue = self.clue
        lo = genes[s - 1] + clue[s - 1] + 1 if s > 0 else 0
        hi = genes[t + 1] - 1 if t < self.k - 1 else self.width
        stack = [(s, t, lo, hi)]
        while stack:
            s, t, lo, hi = stack.pop()
            cands = self.candidates(s, t, lo, hi)
            m = (s + t) // 2
            c = cands[int(rnd.random() * len(cands))]
            genes[m] = c
            if s < m:
                stack.append((s, m - 1, lo, c - 1))
            if m < t:
                stack.append((m + 1, t, c + clue[m] + 1, hi))

    def mutate(self, genes: list[int], rnd: random.Random, span: tuple[int, int] | None = None) -> None:
        """The mutation operator: a random span of genes [s, t], regenerated middle-out."""
        if span is None:
            s, t = rnd.randrange(self.k), rnd.randrange(self.k)
            if s > t:
                s, t = t, s
        else:
            s, t = span
        self.fill(genes, s, t, rnd)

    def generate(self, count: int, rng: np.random.Generator, rnd: random.Random) -> np.ndarray:
        """``count`` whole rows from the mutation operator over the whole row: (count, K)."""
        if self.table is not None:
            starts, probs = self.table
            return starts[rng.choice(len(starts), size=count, p=probs)]
        out = np.full((count, self.max_blocks), self.width, dtype=np.int16)
        genes = [0] * self.k
        for i in range(count):
            self.fill(genes, 0, self.k - 1, rnd)
            out[i, : self.k] = genes
        return out


def _cells(starts: np.ndarray, lengths: np.ndarray, width: int) -> np.ndarray:
    """Boards of rows from block starts: starts (..., K), lengths broadcastable -> (..., w)."""
    c = np.arange(width, dtype=np.int16)
    s = starts[..., None]
    return ((c >= s) & (c < s + lengths[..., None])).any(axis=-2)


# --------------------------------------------------------------------------- the GA


class Population:
    """The GA state: genes (P, h, K) block starts and boards (P, h, w) of 0/1."""

    def __init__(self, puzzle: Nonogram, grid: Grid, params: dict, seed: int,
                 cancel: Cancel | None = None) -> None:
        self.puzzle = puzzle
        self.params = params
        self.h, self.w = puzzle.shape
        self.k = max(1, *(len(c) for c in puzzle.rows))
        self.lengths = np.zeros((self.h, self.k), dtype=np.int16)
        for r, clue in enumerate(puzzle.rows):
            self.lengths[r, : len(clue)] = clue
        self.rows = [RowSpace(clue, self.w, grid.filled[ROW][r], grid.empty[ROW][r], self.k)
                     for r, clue in enumerate(puzzle.rows)]
        # Rows with a choice left; the others are the same in every individual.
        self.free_set = {r for r, space in enumerate(self.rows) if space.k and not space.single}
        self.rng = np.random.default_rng(seed)
        self.rnd = random.Random(int(self.rng.integers(2**63)))
        self.size = int(params["population"])
        self.genes = np.full((self.size, self.h, self.k), self.w, dtype=np.int16)
        for r, space in enumerate(self.rows):
            if cancel is not None:
                cancel.check()  # a big population takes a while to draw
            if space.k:
                self.genes[:, r] = space.generate(self.size, self.rng, self.rnd)
        self.boards = _cells(self.genes, self.lengths, self.w).astype(np.uint8)
        self.evaluate()

    def evaluate(self) -> None:
        self.fitness, self.column_cost = fitness(self.boards, self.puzzle.cols)

    def regenerate_rows(self, mask: np.ndarray) -> None:
        """Whole-row regeneration where ``mask`` (P, h) is set (the large-scale mutation)."""
        for r in range(self.h):
            who = np.nonzero(mask[:, r])[0]
            if len(who) and r in self.free_set:
                self.genes[who, r] = self.rows[r].generate(len(who), self.rng, self.rnd)
                self.boards[who, r] = _cells(self.genes[who, r], self.lengths[r], self.w)

    def mutate(self, mask: np.ndarray) -> None:
        """The ordinary mutation on every (individual, row) where ``mask`` is set."""
        who, which = np.nonzero(mask)
        if not len(who):
            return
        rows, rnd = self.rows, self.rnd
        genes = self.genes[who, which].tolist()
        for i, r in enumerate(which.tolist()):
            space = rows[r]
            if space.k and not space.single:
                space.mutate(genes[i], rnd, self._span(who[i], r, genes[i]))
        new = np.asarray(genes, dtype=np.int16)
        self.genes[who, which] = new
        self.boards[who, which] = _cells(new, self.lengths[which], self.w)

    def _span(self, individual: int | np.integer, r: int, genes: list[int]) -> tuple[int, int] | None:
        """None for the paper's random span; with ``targeted`` a span whose blocks reach a
        column that the individual gets wrong (the column costs come from the fitness)."""
        if not self.params["targeted"]:
            return None
        bad = self.column_cost[individual]
        space = self.rows[r]
        clue = space.clue
        # Blocks that touch, or sit next to, a violated column.
        hits = [j for j in range(space.k)
                if bad[max(0, genes[j] - 1) : genes[j] + clue[j] + 1].any()]
        if not hits:
            return None
        j = hits[int(self.rnd.random() * len(hits))]
        s = max(0, j - int(self.rnd.random() * 2))
        t = min(space.k - 1, j + int(self.rnd.random() * 2))
        return s, t

    def step(self) -> None:
        """One generation: selection, crossover, mutation, (evaluation by the caller)."""
        p, rng, params = self.size, self.rng, self.params
        elite = min(int(params["elite"]), p)
        order = np.argsort(self.fitness, kind="stable")
        # Tournament selection.
        contenders = rng.integers(p, size=(p - elite, int(params["tournament"])))
        winners = contenders[np.arange(p - elite), np.argmin(self.fitness[contenders], axis=1)]
        genes, boards = self.genes[winners], self.boards[winners]
        # Two-point crossover: pairs exchange a contiguous run of whole rows.
        pairs = (p - elite) // 2
        if pairs and self.h > 1:
            a, b = np.arange(0, 2 * pairs, 2), np.arange(1, 2 * pairs, 2)
            cuts = np.sort(rng.integers(0, self.h + 1, size=(pairs, 2)), axis=1)
            rows = np.arange(self.h)
            swap = (rows >= cuts[:, :1]) & (rows < cuts[:, 1:])
            swap &= (rng.random(pairs) < params["crossover_rate"])[:, None]
            ga, gb = genes[a], genes[b]
            ba, bb = boards[a], boards[b]
            sg, sb = swap[:, :, None], swap[:, :, None]
            genes[a], genes[b] = np.where(sg, gb, ga), np.where(sg, ga, gb)
            boards[a], boards[b] = np.where(sb, bb, ba), np.where(sb, ba, bb)
        keep = order[:elite]
        self.genes = np.concatenate([self.genes[keep], genes])
        self.boards = np.concatenate([self.boards[keep], boards])
        if params["targeted"]:  # column costs of the children's parents, in the new order
            self.column_cost = np.concatenate([self.column_cost[keep], self.column_cost[winners]])
        mask = rng.random((p, self.h)) < params["mutation_rate"]
        mask[:elite] = False
        self.mutate(mask)

    def large_mutation(self) -> None:
        order = np.argsort(self.fitness, kind="stable")
        spared = max(int(self.params["elite"]), int(self.params["large_keep"] * self.size))
        mask = self.rng.random((self.size, self.h)) < self.params["large_rate"]
        mask[order[:spared]] = False
        self.regenerate_rows(mask)

    def diversity(self) -> float:
        """Expected fraction of cells where two random individuals differ."""
        black = self.boards.mean(axis=0)
        return float((2 * black * (1 - black)).mean())


def _params(options: SolveOptions) -> dict:
    return asdict(GaOptions.of(options))  # checked and typed there


@stoppable
def solve(puzzle: Nonogram, options: SolveOptions, cancel: Cancel) -> Iterator:
    """The method ``ga`` (see the module docstring). Never claims uniqueness."""
    params = _params(options)
    started = time.perf_counter()
    seed = params["seed"]
    if seed is None:
        seed = cast(int, np.random.SeedSequence().entropy) % (2**63)  # drawn afresh: an int
    variant = params["variant"]
    total = puzzle.height * puzzle.width
    yield Progress(0.0, f"{variant}: deterministic fixing")
    grid = fix_cells(puzzle, variant, options.known, cancel)
    stats = {"variant": variant, "seed": seed, "population": int(params["population"]),
             "fixed_cells": 0, "cells": total, "generations": 0, "best_fitness": None,
             "history": []}
    if grid is None:
        stats["seconds"] = round(time.perf_counter() - started, 4)
        yield Done(NO_SOLUTION, None, stats)
        return
    stats["fixed_cells"] = total - grid.unknown_count
    if grid.complete:
        board = grid.board()
        stats["best_fitness"] = 0
        stats["seconds"] = round(time.perf_counter() - started, 4)
        yield Solution(board)
        yield Done(SOLVED, None, stats, (board,))
        return
    yield Progress(0.0, f"{variant}: {stats['fixed_cells']} of {total} cells fixed; "
                        "initial population")
    population = Population(puzzle, grid, params, seed, cancel)
    history = stats["history"]
    generations = int(params["generations"])
    best_so_far, stagnant, restarted = None, 0, False
    index = 0
    while True:
        fit = population.fitness
        best = int(fit.argmin())
        history.append(int(fit[best]))
        yield Generation(index, float(fit[best]), float(fit.mean()), float(fit.max()),
                         population.diversity(), population.boards[best].astype(np.int8), restarted)
        restarted = False
        if fit[best] == 0 or index >= generations or cancel.stopped:
            break
        yield Progress(index / generations, f"generation {index}: best {fit[best]}")
        if best_so_far is None or fit[best] < best_so_far:
            best_so_far, stagnant = int(fit[best]), 0
        else:
            stagnant += 1
        # A generation of a big population takes a few tenths of a second: look at the
        # token between its parts too (the last Generation stays the answer).
        population.step()
        if cancel.stopped:
            break
        population.evaluate()
        if stagnant >= int(params["stagnation"]):
            if cancel.stopped:
                break
            population.large_mutation()
            population.evaluate()
            stagnant, restarted = 0, True
        index += 1
    stats["generations"] = index
    stats["best_fitness"] = history[-1]
    stats["seconds"] = round(time.perf_counter() - started, 4)
    if history[-1] == 0:
        board = population.boards[best].astype(np.int8)
        yield Solution(board)
        yield Done(SOLVED, None, stats, (board,))
    else:
        # The fixed cells are proven; the best individual is only the GA's best guess (it is
        # in the last Generation event).
        yield Done(STOPPED, None, stats, (), partial=grid.board())
