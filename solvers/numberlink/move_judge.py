"""The generator's judge for many puzzles on one grid: one incremental SAT solver per rule set
for a whole run, with each puzzle's numbers switched on by one assumption.

The generator judges a long sequence of puzzles that differ by one move (two pairs joined,
a path taking over part of another). ``generator.judge`` builds two fresh models per puzzle
and proves its answers from nothing. Here the models are built once, for a grid whose numbers
are not fixed yet: whether a cell holds a number, and that number's label, are literals. Each
puzzle's values for them are clauses guarded by one switch literal, assumed for that puzzle's
questions and then fixed off. The solvers keep what they learnt from one puzzle to the next:
a learnt clause without the switch follows from the other clauses alone, so it stays valid
for the next puzzle. A pair keeps the label value its ends had in the last puzzle, so what
was learnt about values at cells applies again.

Measured (issue 15; the judgements of one 15x15 and one 20x20 generator run, replayed):
the fresh models 7.8 s and 23 s; one solver with a literal assumed per number cell and per
ordinary cell, 0.5 s and 10 s; one switch and the labels kept, 0.5 s and 5.8 s. The
verdicts were the same each time.

The questions are ``sat``'s fill route (its module docstring and cpsat.py prove them), with
the intended solution S known: "a pruned fill solution other than S" and "a pruned nikoli
solution that leaves a cell empty" (a short circuit). No to both: S is the only solution under
both rule sets. (If S touched itself it would have a shortcut, so the second question says
yes.)
"""

from __future__ import annotations

import numpy as np

from ..events import Cancel, SolveOptions
from ..sat_support import SAT, UNSAT, GlucoseBackend
from .model import Board, Cell, Numberlink
from .rules import check
from .sat import BinarySatModel, LazySearch


class OpenEndsModel(BinarySatModel):
    """The pruned model of a grid whose numbers are not fixed (``puzzle_literals`` fixes
    them): a literal "this cell is a number" per cell, and the labels' bits of every cell free,
    as wide as ``max_pairs`` needs. The degree rule is guarded by the number literal; a cycle
    cut says "or one of these cells is a number" (then it was no detached cycle)."""

    bulk = False  # its own _degree and _labels: sat.py's per-clause build

    def __init__(self, shape: tuple[int, int], rules: str, max_pairs: int, cancel: Cancel | None = None) -> None:
        height, width = shape
        self.max_pairs = max_pairs
        self.number: dict[Cell, int] = {}
        super().__init__(Numberlink(width, height, (), ()), rules, None, prune=True, cancel=cancel)

    def _labels(self) -> None:
        self.n = self.max_pairs
        super()._labels()

    def _degree(self, cell: Cell, incident: list[int]) -> None:
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

    def numbered(self, cells: list[Cell]) -> list[int]:
        return [self.number[cell] for cell in cells]

    def puzzle_literals(self, puzzle: Numberlink, values: list[int]) -> list[int]:
        """The literals that make this the model of ``puzzle``, its k-th pair carrying label
        value ``values[k]`` (its board and cycle checks read the puzzle's numbers from now on)."""
        self.puzzle, self.grid = puzzle, puzzle.grid()
        value_at = {cell: values[k] for k, ends in enumerate(puzzle.endpoints) for cell in ends}
        literals = []
        for cell in self.cells:
            value = value_at.get(cell)
            literals.append(self.number[cell] if value else -self.number[cell])
            if value:
                literals += [bit if value >> i & 1 else -bit for i, bit in enumerate(self.bits[cell])]
        return literals


class MoveJudge:
    """``judge(puzzle)`` for puzzles on one grid with at most ``max_pairs`` pairs, each with its
    intended solution (``puzzle.solution``); the verdicts of ``generator.judge``."""

    def __init__(self, width: int, height: int, max_pairs: int, cancel: Cancel | None = None) -> None:
        shape = (height, width)
        self.fill = OpenEndsModel(shape, "fill", max_pairs, cancel)
        self.nikoli = OpenEndsModel(shape, "nikoli", max_pairs, cancel)
        self.nikoli.some_cell_empty()  # the only question asked of it
        self.max_pairs = max_pairs
        for m in (self.fill, self.nikoli):
            m.solver = GlucoseBackend(m.cnf, cancel)
        self.stats: dict = {}
        self.value_at: dict[Cell, int] = {}  # the last puzzle's numbers -> their label values
        self.propagations = 0  # Glucose work of every judgement so far

    def judge(self, puzzle: Numberlink, timeout: float | None = 10.0, cancel: Cancel | None = None,
              propagations: int | None = None) -> tuple[str, tuple[Board, ...] | None]:
        """(verdict, boards): 'ok' with (S,), 'multiple' or 'short-circuit' with (S, the other),
        or 'unknown' (``timeout``, ``cancel`` or the work budget stopped a search) with None.
        ``propagations``: the Glucose work this judgement may spend, both questions together
        (the generator's budget, with ``timeout`` None: the verdict is then the same at any
        load). ``self.propagations`` adds up what every judgement spent."""
        if puzzle.shape != self.fill.shape or puzzle.pairs > self.max_pairs:
            h, w = self.fill.shape
            raise ValueError(f"a {puzzle.width}x{puzzle.height} puzzle with {puzzle.pairs} pairs does "
                             f"not fit this judge of {w}x{h}, {self.max_pairs} pairs")
        intended = puzzle.solution_board()
        if intended is None or check(puzzle, intended, "fill"):
            raise ValueError("the move judge needs the puzzle's intended fill solution")
        search_cancel = cancel.child(timeout) if cancel is not None else Cancel(timeout)
        extra = {} if propagations is None else {"propagations": propagations}
        search = LazySearch(SolveOptions(2, timeout, None, extra), search_cancel, self.stats)
        try:
            return self._verdict(search, puzzle, intended)
        finally:
            self.propagations += search.propagations

    def _verdict(self, search: LazySearch, puzzle: Numberlink, intended: Board) -> tuple[str, tuple[Board, ...] | None]:
        values = self._label_values(puzzle)
        # Under fill: a pruned solution other than S; under nikoli: one that leaves a cell
        # empty (the clause the nikoli model always has).
        answer, board = self._ask(search, self.fill, puzzle, values, [self.fill.differs_from(intended)])
        if answer is SAT:
            assert board is not None  # _ask gives the board with every SAT
            return "multiple", (intended, self._relabelled(board, values))
        if answer is UNSAT:
            answer, board = self._ask(search, self.nikoli, puzzle, values, [])
            if answer is SAT:
                assert board is not None
                return "short-circuit", (intended, self._relabelled(board, values))
            if answer is UNSAT:
                return "ok", (intended,)
        return "unknown", None

    def _label_values(self, puzzle: Numberlink) -> list[int]:
        """A label value per pair, the value its ends had in the last puzzle where possible:
        what the solvers learnt about label values at cells then applies again (measured on
        a 20x20 run's judgements: 10.0 s with the puzzle's own numbering, 5.8 s with this)."""
        kept = []
        for ends in puzzle.endpoints:
            value = next((v for v in (self.value_at.get(cell) for cell in ends) if v and v not in kept), 0)
            kept.append(value)
        free = (v for v in range(1, self.max_pairs + 1) if v not in kept)
        values = [value or next(free) for value in kept]
        self.value_at = {cell: value for ends, value in zip(puzzle.endpoints, values) for cell in ends}
        return values

    @staticmethod
    def _relabelled(board: Board, values: list[int]) -> Board:
        """A solver's board in the puzzle's own label numbers."""
        to_index = np.zeros(max(values) + 1, dtype=np.int32)
        to_index[values] = np.arange(1, len(values) + 1)
        return Board(to_index[np.asarray(board)], board.labels)

    @staticmethod
    def _ask(search: LazySearch, m: OpenEndsModel, puzzle: Numberlink, values: list[int],
             clauses: list[list[int]]) -> tuple[bool | None, Board | None]:
        """Solve m for this puzzle: its numbers and ``clauses`` hold under one switch literal,
        the only assumption. (One assumption per literal, 400-700 at 20x20, made Glucose
        twice as slow on a 20x20 run's late moves: each takes a decision level of its own.)"""
        switch = m.cnf.var()
        # in one hand-over, in the same order (Cnf.add's per-clause look at constants: the
        # literals are variables)
        m.cnf.extend([[-switch, literal] for literal in m.puzzle_literals(puzzle, values)])
        for clause in clauses:
            m.cnf.add([-switch] + clause)
        answer = search.solve(m, [switch])
        m.cnf.add([-switch])  # off for good: the solver may drop this puzzle's clauses
        return answer
