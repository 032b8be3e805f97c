"""Fewer pairs: the generator's moves on a unique puzzle's paths, each kept when the puzzle
stays unique (``fewer_pairs``). Two paths whose ends meet become one (a join); a path takes
over part of its neighbour's path (a takeover), which opens new joins.

Covers grown at random end in many short paths (a 15x15: 38-46 pairs, where published 15x15
puzzles have 7-20), and each join is a pair fewer. Refusals come first from the windows round
the move (``local_windows``), then from the judge (``move_judge.MoveJudge``).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, NamedTuple

from ..events import Cancel, Stopped
from .local_windows import local_second_solution
from .model import Cell, Numberlink, neighbours, puzzle_from_paths
from .move_judge import MoveJudge
from .remembered import SecondSolutions

if TYPE_CHECKING:  # the pool's module (and logging with it) loads in fewer_pairs' rounds only
    import concurrent.futures

# The budgets of ``fewer_pairs`` count work, not seconds (issue 25: with seconds a busy
# machine judged fewer moves, and the same seed gave another puzzle). Work is Glucose's unit
# propagations in the judges and the windows, plus MOVE_WORK_PER_CELL per cell of the grid
# for each move picked (the Python work round a move: its puzzle, the remembered boards, the
# windows' models, the judge's clauses; it grows with the grid). Fitted to join runs of
# 10x10, 15x15 and 20x20 (2.5, 8.6 and 28 s; 0.1, 0.5 and 1.9 s per 1,000 cells per move, 3-15
# million propagations a second on the judges): WORK_PER_SECOND is what a second of the old
# budgets bought on this 2-core machine, so the budgets cost about what they did.
MOVE_WORK_PER_CELL = 1_000
# A look at the level (``accept``: levels.within, a deduction with trials) counts as this
# many moves' work: about what it costs (10x10, medium: 20-100 ms a look).
ACCEPT_MOVES = 5
WORK_PER_SECOND = 6_000_000
# One move's judgement (both questions): past this much work it counts as refused (a few-pair
# 20x20 can take the judge a minute, NUMBERLINK.md; the next move is cheaper than waiting).
# It had 2 s.
MOVE_PROPAGATIONS = 2 * WORK_PER_SECOND

Shape = tuple[int, int]  # (height, width)
Path = Sequence[Cell]  # a pair's cells, end to end
Paths = list[list[Cell]]
Boards = tuple | None  # a judge's boards: (S,), (S, another solution), or None (no answer)


def _joins(paths: Paths, shape: Shape) -> list[tuple[int, int, list[Cell]]]:
    """(i, j, joined): two paths whose ends are neighbours, drawn as one path that does not
    touch itself (one that does has a shortcut, so the judge would refuse it: not worth a
    judgement)."""
    return [(i, k, joined) for i, path in enumerate(paths)
            for k, joined in _joins_of(path, paths, i, i, shape) if k > i]


def _touches_anywhere(path: Path, shape: Shape) -> bool:
    """Are two neighbouring cells of the path not consecutive on it? (A simple path has
    exactly len - 1 neighbouring pairs of cells, its steps; any more is a touch. Counting them
    once each, below and to the right, is 6x faster than looking up every cell's neighbours:
    it was 15 % of a 15x15's generation.)"""
    cells = set(path)
    return sum(((r + 1, c) in cells) + ((r, c + 1) in cells) for r, c in path) != len(path) - 1


def _takeovers(paths: Paths, shape: Shape) -> list[tuple[int, int, list[Cell], list[Cell]]]:
    """(i, j, grown, rest): path i's end is next to a middle cell of path j, and path i takes
    over j's part beyond that cell (``grown``), leaving j the other part (``rest``, 2+ cells).
    The pairs stay as many, but two ends move: joins the judge refused become possible again
    (issue 15: "moves that let a path take over part of its neighbour's path")."""
    owner = {cell: k for k, path in enumerate(paths) for cell in path}
    found = []
    for i, path in enumerate(paths):
        for first in (path, path[::-1]):
            for nb in neighbours(shape, *first[-1]):
                j = owner.get(nb)
                if j is None or j == i:
                    continue
                other = paths[j]
                k = other.index(nb)
                for taken, rest in ((other[k:], other[:k]), (other[k::-1], other[k + 1:])):
                    grown = list(first) + list(taken)
                    if len(rest) >= 2 and not _touches_anywhere(grown, shape):
                        found.append((i, j, grown, list(rest)))
    return found


def _joins_of(rest: Path, paths: Paths, i: int, j: int, shape: Shape) -> list[tuple[int, list[Cell]]]:
    """(k, joined): the path ``rest`` joined end to end with path k (not i or j) into one path
    that does not touch itself."""
    ends = {}
    for k, path in enumerate(paths):
        if k not in (i, j):
            for end in {path[0], path[-1]}:
                ends[end] = k
    found = []
    for first in (rest, rest[::-1]):
        for nb in neighbours(shape, *first[-1]):
            other = ends.get(nb)
            if other is None:
                continue
            second = paths[other] if paths[other][0] == nb else paths[other][::-1]
            joined = list(first) + list(second)
            if not _touches_anywhere(joined, shape):
                found.append((other, joined))
    return found


# Tries of a takeover without a join at once before ``merge_unjudged`` stops (each changes the
# cover; a join found later resets nothing: the count bounds the work of one cover).
MERGE_TAKEOVERS = 200


def merge_unjudged(paths: Sequence[Path], shape: Shape, rng: random.Random, target: int,
                   cancel: Cancel | None = None) -> Paths:
    """Joins and takeovers of a fresh cover, not judged, until ``target`` paths are left or
    MERGE_TAKEOVERS takeovers were made: a join when there is one, else a takeover that opens
    a join at once, else any takeover. No path touches itself (the moves keep that), so the
    judge's splits (generator.generate_grow) then cut where the cover is ambiguous."""
    cover: Paths = [list(p) for p in paths]
    takeovers = 0
    while len(cover) > target:
        if cancel is not None and cancel.stopped:
            raise Stopped("generating a numberlink puzzle was stopped")
        candidates = _joins(cover, shape)
        if candidates:
            i, j, joined = rng.choice(candidates)
            cover = [p for k, p in enumerate(cover) if k not in (i, j)] + [joined]
            continue
        takeovers += 1
        if takeovers > MERGE_TAKEOVERS:
            break
        moves = _takeovers(cover, shape)
        compound = [(m, c) for m in moves for c in _joins_of(m[3], cover, m[0], m[1], shape)]
        if compound:
            (i, j, grown, _), (other, joined) = rng.choice(compound)
            cover = [p for k, p in enumerate(cover) if k not in (i, j, other)] + [grown, joined]
        elif moves:
            i, j, grown, rest = rng.choice(moves)
            cover = [p for k, p in enumerate(cover) if k not in (i, j)] + [grown, rest]
        else:
            break
    return cover


# Judge a move and one more on top at once (``fewer_pairs``) from this many cells on. Measured
# (issue 15): at 20x20 a judgement takes 0.25-0.4 s, nearly all inside Glucose, which lets go
# of Python's lock, and the pairs left fell from 27.7 to 25.7 (seeds 0-9, same budget); at
# 15x15 it takes 0.06 s, mostly Python work that two threads cannot share, and the pairs
# rose from 12.8 to 14.2 (seeds 0-4).
LOOK_AHEAD_CELLS = 400
AHEAD_TRIES = 3  # moves on top picked before the move is judged alone
FOCUS_AFTER = 0.6  # share of the budget after which only pairs whose ends touch are moved
OVERTIME = 1.25  # the budget's share that may be spent while pairs whose ends touch are left


def _touching_ends(path: Path) -> bool:
    (a, b) = path[0], path[-1]
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def _plain(path: Path) -> bool:
    """At most one turn (quality.turns)."""
    steps = [(b[0] - a[0], b[1] - a[1]) for a, b in itertools.pairwise(path)]
    return sum(1 for s, t in itertools.pairwise(steps) if s != t) <= 1


def _work_left(spent: int, budget: int, paths: Paths) -> bool:
    """Within the budget, or in its overtime while a pair's ends touch (issue 15: no such
    pair; one was left in one 20x20 of five when the budget ended)."""
    return spent < budget or (spent < OVERTIME * budget and any(map(_touching_ends, paths)))


def _junction(path: Path, grown: Path) -> Cell:
    """The cell of ``path`` where ``grown`` (path, then another path's cells) goes on."""
    return grown[len(path) - 1]


class _Move(NamedTuple):
    trial: Paths  # the paths after the move
    centre: Cell  # its junction: where the local windows look
    key: tuple[tuple[Cell, ...], tuple[Cell, ...]]  # the paths it changes, as ``refused`` remembers a refused move


def _pick_move(paths: Paths, shape: Shape, refused: set[tuple], focusing: bool, rng: random.Random,
               spread: bool = False) -> _Move | None:
    """A random move on ``paths`` not refused yet: a join (pairs whose ends touch first), or
    when none is left a takeover, one that opens a join at once first. ``focusing``: only
    moves of pairs whose ends touch, if any are left; with ``spread`` and none left, first a
    takeover that leaves fewer crowded ends (``_spreading_takeover``)."""
    touching = {k for k, path in enumerate(paths) if _touching_ends(path)}
    focus = touching if focusing and touching else None
    if focusing and not touching and spread:
        spreading = _spreading_takeover(paths, shape, refused, rng)
        if spreading is not None:
            return spreading
    candidates = [c for c in _joins(paths, shape)
                  if (tuple(paths[c[0]]), tuple(paths[c[1]])) not in refused
                  and (focus is None or c[0] in focus or c[1] in focus)]
    if candidates:
        first_touching = [c for c in candidates if c[0] in touching or c[1] in touching]
        # Then joins that end a plain path (at most one turn): published puzzles have few
        # (issue 25: janko's 20x20s 1 %, ours 18-39 %), and such a join is a pair fewer too.
        plain = {k for k, path in enumerate(paths) if _plain(path)}
        first_plain = [c for c in candidates if c[0] in plain or c[1] in plain]
        i, j, joined = rng.choice(first_touching or first_plain or candidates)
        trial = [p for k, p in enumerate(paths) if k not in (i, j)] + [joined]
        return _Move(trial, _junction(paths[i], joined), (tuple(paths[i]), tuple(paths[j])))
    moves = [m for m in _takeovers(paths, shape) if (tuple(m[2]), tuple(m[3])) not in refused
             and (focus is None or m[0] in focus or m[1] in focus)]
    if not moves:
        return None
    # A takeover whose left part can join a third path at once: one pair fewer for one
    # judgement (the first puzzles measured: most plain takeovers led to no join).
    compound = [(m, c) for m in moves for c in _joins_of(m[3], paths, m[0], m[1], shape)]
    if compound:
        trials = [([p for k, p in enumerate(paths) if k not in (i, j, other)] + [grown, joined], i, grown, rest)
                  for (i, j, grown, rest), (other, joined) in compound]
    else:
        trials = [([p for k, p in enumerate(paths) if k not in (i, j)] + [grown, rest], i, grown, rest)
                  for i, j, grown, rest in moves]
    # In the budget's last part, those that leave the fewest crowded ends (an end with another
    # number among its eight neighbours: issue 25, ours 56-72 % at 20x20, janko's 28 %). Not
    # before: a join needs two ends side by side, so spreading the ends early left 15x15s with
    # 18-19 pairs instead of 14 (seeds 0-1).
    if focusing:
        crowded = [_crowded(t[0]) for t in trials]
        trials = [t for t, n in zip(trials, crowded) if n == min(crowded)]
    trial, i, grown, rest = rng.choice(trials)
    return _Move(trial, _junction(paths[i], grown), (tuple(grown), tuple(rest)))


def _spreading_takeover(paths: Paths, shape: Shape, refused: set[tuple], rng: random.Random) -> _Move | None:
    """A takeover not refused yet (with the join of its left part when that is one, else
    alone) that leaves the fewest crowded ends, if fewer than now; None otherwise. A merged
    cover's splits (generator.generate_grow) leave two crowded ends each (the cut path's new
    ends are neighbours), and a join of the two pieces is refused: only a takeover moves one."""
    now = _crowded(paths)
    trials = []
    for i, j, grown, rest in _takeovers(paths, shape):
        if (tuple(grown), tuple(rest)) in refused:
            continue
        others = [p for k, p in enumerate(paths) if k not in (i, j)]
        joined = _joins_of(rest, paths, i, j, shape)
        if joined:
            other, path = joined[0]
            trial = [p for k, p in enumerate(paths) if k not in (i, j, other)] + [grown, path]
        else:
            trial = others + [grown, rest]
        trials.append((_crowded(trial), trial, i, grown, rest))
    fewest = min((t[0] for t in trials), default=now)
    if fewest >= now:
        return None
    _, trial, i, grown, rest = rng.choice([t for t in trials if t[0] == fewest])
    return _Move(trial, _junction(paths[i], grown), (tuple(grown), tuple(rest)))


def _crowded(paths: Sequence[Path]) -> int:
    """Ends with another end among their eight neighbours."""
    ends = {cell for path in paths for cell in (path[0], path[-1])}
    return sum(1 for (r, c) in ends
               if any((r + dr, c + dc) in ends for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc))


def _judge_two(pool: concurrent.futures.Executor, judges: tuple[MoveJudge, MoveJudge], puzzles: list[Numberlink],
               propagations: int, cancel: Cancel | None) -> tuple[list[str | None], list[Boards], str | None]:
    """The verdicts of puzzles[0] (a move) and puzzles[1] (the move and one more), judged at
    once in two threads, one MoveJudge each; None for one whose answer no longer matters: the
    first once the second is 'ok' (that one is taken), the second once the first is not
    (neither is). Also each puzzle's boards (``MoveJudge.judge``'s, None when unanswered),
    and the first's own verdict (for when the second is turned down by the level).

    Both judgements run to their end (their answer or their work budget), whichever finishes
    first: each judge learns from its searches and carries that to the next, so a search cut
    short when the other thread answered would leave it knowing what that thread's timing
    decided, and later verdicts would depend on it (issue 25: the same seed, another puzzle).
    So the verdicts are each judge's own, the same at any load and in any order."""
    futures = [pool.submit(judge.judge, puzzle, None, cancel, propagations)
               for judge, puzzle in zip(judges, puzzles)]
    (first, first_boards), (second, second_boards) = (future.result() for future in futures)
    boards = [first_boards, second_boards]
    if second == "ok":
        return [None, "ok"], boards, first
    return [first, second if first == "ok" else None], boards, first


def fewer_pairs(width: int, height: int, paths: Paths, rng: random.Random, budget: int = 3 * WORK_PER_SECOND,
                cancel: Cancel | None = None, move_judge: MoveJudge | None = None,
                look_ahead: bool | None = None, spent: dict[str, int] | None = None,
                accept: Callable[[Paths], bool] | None = None, spread: bool = False,
                floor: int = 0) -> tuple[Paths, int, int]:
    """Moves while the puzzle stays unique, for ``budget`` units of work (Glucose's unit
    propagations, plus MOVE_WORK_PER_CELL per cell and move picked; never seconds, so the
    same seed gives the same paths at any load): a join when one is left, else a takeover. Joins of a pair whose
    ends touch (a pair the player joins without thinking) go first, and from FOCUS_AFTER of
    the budget on only such pairs are moved (up to OVERTIME of the budget while any is left).
    Returns (paths, joins, judged): judged counts the judge's calls. ``move_judge``: a
    MoveJudge of this grid to go on with (a new one otherwise). ``cancel`` stops it with the
    last paths judged unique (the caller then says it was stopped). ``spent``: a dict whose
    "work" gets the work spent. ``accept(paths)``: False turns a unique move down (the
    generator's level: the puzzle must stay within it). ``spread``: from FOCUS_AFTER on, with
    no pair whose ends touch, a takeover that leaves fewer crowded ends goes before any join
    (the generator's merged covers). ``floor``: no move once at most this many pairs are left
    (the generator's pair target: published puzzles' pairs, issue 41).

    ``look_ahead`` (default: from LOOK_AHEAD_CELLS on): two puzzles are judged at once, in two
    threads with a MoveJudge each: a move, and the move with one more on top. Both 'ok': two
    moves for one wait; only the first: the second is refused on top of it."""
    if look_ahead is None:
        look_ahead = width * height >= LOOK_AHEAD_CELLS
    kept = (paths, 0, 0)
    spent = {} if spent is None else spent
    try:

        for kept in _rounds(width, height, paths, rng, budget, cancel, move_judge,  # noqa: B007
                            look_ahead, spent, accept, spread, floor):
            pass
    except Stopped:  # while a model was built: the last paths judged unique stand
        pass
    return kept


def _rounds(width: int, height: int, paths: Paths, rng: random.Random, budget: int, cancel: Cancel | None,
            move_judge: MoveJudge | None, look_ahead: bool, spent: dict[str, int],
            accept: Callable[[Paths], bool] | None = None, spread: bool = False,
            floor: int = 0) -> Iterator[tuple[Paths, int, int]]:
    """fewer_pairs' rounds: after each, (paths, joins, judged) so far."""
    shape = (height, width)
    move_judge = move_judge or MoveJudge(width, height, len(paths), cancel)
    judges = (move_judge, MoveJudge(width, height, move_judge.max_pairs, cancel)) if look_ahead else None
    # Moves the judge turned down stay refused: a second solution of that puzzle, with any
    # later join drawn into it (the joined ends are neighbours), is a second solution again.
    # A takeover changes two paths, so their joins are asked afresh.
    refused: set[tuple] = set()
    effort = _Effort(width, height, move_judge, judges[1] if judges else None, spent)
    cheap = _CheapRefusal(width, height, effort, cancel)
    joins = judged = 0
    # Here: grading a puzzle (quality.py) reads this module's budgets, not its pool; the
    # pool's module and logging cost a small check about 9 ms (benchmarks/README.md, "Start-up").
    import concurrent.futures

    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        while _work_left(effort.work(), budget, paths) and (len(paths) > floor or any(map(_touching_ends, paths))):
            focusing = effort.work() > FOCUS_AFTER * budget
            move = _pick_move(paths, shape, refused, focusing, rng, spread)
            if move is None:
                break
            # A second solution near the move's junction refuses it without the judge (issue
            # 15: the judge's answer says where a puzzle is ambiguous; a move makes it so round
            # its junction more often than anywhere else).
            if cheap.refutes(move):
                refused.add(move.key)
                continue
            ahead, ahead_refused = _move_on_top(move, shape, refused, focusing, rng, spread, cheap, look_ahead)
            verdicts, boards, first_verdict = _judged(width, height, move, ahead, move_judge, judges, pool, cancel)
            judged += 1 if ahead is None else 2
            if cancel is not None and cancel.stopped:
                return  # (a stopped judgement says 'unknown')
            for found in boards:
                if found is not None and len(found) == 2:  # (S, a second board)
                    cheap.memory.remember(found)
            if accept is not None:
                _hold_to_level(verdicts, first_verdict, move, ahead, accept, effort)
            paths, joined = _taken(paths, verdicts, move, ahead, ahead_refused, refused)
            joins += joined
            yield paths, joins, judged


class _Effort:
    """The work ``fewer_pairs`` has spent: deterministic, whatever the machine's load (its
    judges' and windows' Glucose propagations, and MOVE_WORK_PER_CELL per cell and move
    picked). Each ``work()`` also updates the caller's ``spent`` dict."""

    def __init__(self, width: int, height: int, move_judge: MoveJudge, ahead_judge: MoveJudge | None,
                 spent: dict[str, int]) -> None:
        self.cells = width * height
        self.move_judge = move_judge
        self.ahead_judge = ahead_judge
        self.judged_before = move_judge.propagations
        self.windows = {"propagations": 0}  # (local_second_solution adds to it)
        self.picked = 0
        self.spent = spent

    def work(self) -> int:
        judges_work = (self.move_judge.propagations - self.judged_before
                       + (self.ahead_judge.propagations if self.ahead_judge is not None else 0))
        windows = self.windows["propagations"]
        self.spent.update(judges=judges_work, windows=windows, moves=self.picked,
                          work=judges_work + windows + MOVE_WORK_PER_CELL * self.cells * self.picked)
        return self.spent["work"]


class _CheapRefusal:
    """Refusals without the judge: a second board the judge found before, redrawn on the
    move (remembered.py: many refusals in a 20x20 run come again from a short circuit the
    judge found before; 20x20, seeds 0-9 twice, interleaved: 26.9 pairs against 27.6), or a
    second solution in a small window round the move's junction (local_windows)."""

    def __init__(self, width: int, height: int, effort: _Effort, cancel: Cancel | None) -> None:
        self.width, self.height = width, height
        self.effort = effort
        self.cancel = cancel
        self.memory = SecondSolutions()

    def refutes(self, move: _Move) -> bool:
        self.effort.picked += 1
        return self.memory.refutes(puzzle_from_paths(self.width, self.height, move.trial), self.cancel) or \
            local_second_solution(self.width, self.height, move.trial, move.centre, cancel=self.cancel,
                                  spent=self.effort.windows)


def _move_on_top(move: _Move, shape: Shape, refused: set[tuple], focusing: bool, rng: random.Random,
                 spread: bool, cheap: _CheapRefusal, look_ahead: bool) -> tuple[_Move | None, list[tuple]]:
    """(a move on top of ``move`` to judge with it, or None; the moves on top refused cheaply
    on the way): up to AHEAD_TRIES picks with ``look_ahead``, until one is not refused cheaply
    (those that are stay refused once the move is taken)."""
    ahead: _Move | None = None
    ahead_refused: list[tuple] = []
    for _ in range(AHEAD_TRIES if look_ahead else 0):
        ahead = _pick_move(move.trial, shape, refused.union(ahead_refused), focusing, rng, spread)
        if ahead is None or not cheap.refutes(ahead):
            break
        ahead_refused.append(ahead.key)
        ahead = None
    return ahead, ahead_refused


def _judged(width: int, height: int, move: _Move, ahead: _Move | None, move_judge: MoveJudge,
            judges: tuple[MoveJudge, MoveJudge] | None, pool: concurrent.futures.Executor,
            cancel: Cancel | None) -> tuple[list[str | None], list[Boards], str | None]:
    """The judge's verdicts on [move, move and ahead] (None: not asked or no longer needed),
    their boards, and the move's own verdict (``_judge_two``)."""
    if ahead is None:
        puzzle = puzzle_from_paths(width, height, move.trial)
        verdict, boards = move_judge.judge(puzzle, None, cancel, MOVE_PROPAGATIONS)
        return [verdict, None], [boards, None], verdict
    assert judges is not None  # fewer_pairs makes the two judges whenever it looks ahead
    puzzles = [puzzle_from_paths(width, height, m.trial) for m in (move, ahead)]
    return _judge_two(pool, judges, puzzles, MOVE_PROPAGATIONS, cancel)


def _hold_to_level(verdicts: list[str | None], first_verdict: str | None, move: _Move, ahead: _Move | None,
                   accept: Callable[[Paths], bool], effort: _Effort) -> None:
    """A unique move is kept only when the puzzle stays within the level asked for
    (``accept``: levels.within; each look costs a move's work): a verdict 'ok' that is not
    becomes 'too hard', in ``verdicts``; when the move on top is, the move's own verdict
    stands for it."""
    for k, m in ((1, ahead), (0, move)):
        if verdicts[k] == "ok" and m is not None:  # verdicts[1] is None without a move on top
            effort.picked += ACCEPT_MOVES
            if not accept(m.trial):
                verdicts[k] = "too hard"
                if k == 1:
                    verdicts[0] = first_verdict if first_verdict is not None else "unknown"


def _taken(paths: Paths, verdicts: list[str | None], move: _Move, ahead: _Move | None,
           ahead_refused: list[tuple], refused: set[tuple]) -> tuple[Paths, int]:
    """(the paths after the round, pairs fewer by it): the move and the one on top when both
    are 'ok', the move alone when only it is (the moves on top it refused stay refused), else
    none (the move stays refused)."""
    if verdicts[1] == "ok" and ahead is not None:
        return ahead.trial, len(paths) - len(ahead.trial)
    if verdicts[0] == "ok":
        refused.update(ahead_refused)
        if ahead is not None and verdicts[1] is not None:
            refused.add(ahead.key)
        return move.trial, len(paths) - len(move.trial)
    refused.add(move.key)
    return paths, 0
