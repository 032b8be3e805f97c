"""The generator's judge for many puzzles on one grid: one incremental SAT solver per rule set
for a whole run, with each puzzle's numbers given as assumptions.

The generator judges a long sequence of puzzles that differ by one move (two pairs joined,
a path taking over part of another). ``generator.judge`` builds two fresh models per puzzle
and proves its answers from nothing. Here the models are built once, for a grid whose numbers
are not fixed yet: whether a cell holds a number, and that number's label, are literals, which
each puzzle sets by assumptions. The solvers then keep what they learnt from one puzzle to the
next; what they learn is implied by the clauses alone, so it stays valid whatever the next
puzzle's assumptions are. Measured (issue 15, the judgements of one 15x15 and one 20x20
generator run replayed): 7.8 s -> 0.5 s and 23 s -> 11 s, the same verdicts.

The questions are ``sat``'s fill route (its module docstring and cpsat.py prove them), with
the intended solution S known: "a pruned fill solution other than S" and "a pruned nikoli
solution that leaves a cell empty" (a short circuit). No to both: S is the only solution under
both rule sets. (If S touched itself it would have a shortcut, so the second question says
yes.)
"""

from __future__ import annotations

from ..events import Cancel, SolveOptions
from ..sat_support import SAT, UNSAT, GlucoseBackend
from .model import Numberlink
from .rules import check
from .sat import BinarySatModel, LazySearch


class OpenEndsModel(BinarySatModel):
    """The pruned model of a grid whose numbers come by assumptions (``assume``): a literal
    "this cell is a number" per cell, and the labels' bits of every cell free, as wide as
    ``max_pairs`` needs. The degree rule is guarded by the number literal; a cycle cut says
    "or one of these cells is a number" (then it was no detached cycle)."""

    def __init__(self, shape, rules: str, max_pairs: int, cancel: Cancel | None = None):
        height, width = shape
        self.max_pairs = max_pairs
        self.number = {}
        super().__init__(Numberlink(width, height, (), ()), rules, None, prune=True, cancel=cancel)

    def _labels(self) -> None:
        self.n = self.max_pairs
        super()._labels()

    def _degree(self, cell, incident) -> None:
        """A number has one segment; any other cell two when used, none when empty."""
        cnf = self.cnf
        number = self.number[cell] = cnf.var()
        empty = self.empty_of(cell)
        cnf.add([-number] + incident)
        cnf.at_most(1, incident, unless=-number)
        cnf.at_most(2, incident)
        cnf.at_least(2, incident, unless=[number, empty])
        if empty is not False:  # (a number is never empty: it has a segment)
            for s in incident:
                cnf.add([-empty, -s])

    def numbered(self, cells) -> list:
        return [self.number[cell] for cell in cells]

    def assume(self, puzzle: Numberlink) -> list:
        """The assumptions that make this the model of ``puzzle`` (its board and cycle checks
        read the puzzle's numbers from now on)."""
        if puzzle.shape != self.shape or puzzle.pairs > self.max_pairs:
            raise ValueError(f"a {puzzle.width}x{puzzle.height} puzzle with {puzzle.pairs} pairs does "
                             f"not fit this {self.shape[1]}x{self.shape[0]} model of {self.max_pairs}")
        self.puzzle, self.grid = puzzle, puzzle.grid()
        literals = []
        for cell in self.cells:
            k = int(self.grid[cell])
            literals.append(self.number[cell] if k else -self.number[cell])
            if k:
                literals += [bit if k >> i & 1 else -bit for i, bit in enumerate(self.bits[cell])]
        return literals


class MoveJudge:
    """``judge(puzzle)`` for puzzles on one grid with at most ``max_pairs`` pairs, each with its
    intended solution (``puzzle.solution``); the verdicts of ``generator.judge``."""

    def __init__(self, width: int, height: int, max_pairs: int, cancel: Cancel | None = None):
        shape = (height, width)
        self.fill = OpenEndsModel(shape, "fill", max_pairs, cancel)
        self.nikoli = OpenEndsModel(shape, "nikoli", max_pairs, cancel)
        self.nikoli.some_cell_empty()  # the only question asked of it
        self.max_pairs = max_pairs
        for m in (self.fill, self.nikoli):
            m.solver = GlucoseBackend(m.cnf, cancel)
        self.stats: dict = {}

    def judge(self, puzzle: Numberlink, timeout: float | None = 10.0, cancel: Cancel | None = None):
        """(verdict, boards): 'ok' with (S,), 'multiple' or 'short-circuit' with (S, the other),
        or 'unknown' (``timeout`` or ``cancel`` stopped a search) with None."""
        intended = puzzle.solution_board()
        if intended is None or check(puzzle, intended, "fill"):
            raise ValueError("the move judge needs the puzzle's intended fill solution")
        search_cancel = cancel.child(timeout) if cancel is not None else Cancel(timeout)
        search = LazySearch(SolveOptions(2, timeout), search_cancel, self.stats)
        fill = self.fill
        other_than_s = fill.cnf.var()  # switches this puzzle's no-good on, for one question
        fill.cnf.add([-other_than_s] + fill.differs_from(intended))
        answer, board = search.solve(fill, fill.assume(puzzle) + [other_than_s])
        # The no-good binds only while its switch is assumed; fixing the switch off lets the
        # solver drop it (the next puzzle has its own S).
        fill.cnf.add([-other_than_s])
        if answer is SAT:
            return "multiple", (intended, board)
        if answer is UNSAT:
            answer, board = search.solve(self.nikoli, self.nikoli.assume(puzzle))
            if answer is SAT:
                return "short-circuit", (intended, board)
            if answer is UNSAT:
                return "ok", (intended,)
        return "unknown", None
