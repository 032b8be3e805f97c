"""The named techniques of Galaxies deduction, one function per rule, each with its level on
the common difficulty scale (solvers/scale.py).

The board state is ``cand``: bool (ndots, h, w), the dots each cell may still belong to.
A technique takes a ``Deduction`` (the state and what the techniques remember between
calls), narrows ``cand`` where it can, yields an explained ``Step`` per dot when ``explain``
is on and returns whether it changed anything. ``propagate.deduce`` runs them easiest
first and starts again from the easiest after every change, as Simon Tatham's solver does,
so a puzzle's grade is the level of the hardest technique it could not do without.

``under-dot``        the cells under a dot belong to it
``mirror``           a cell can belong to dot d only if its mirror image about d can (off the
                     grid counts as cannot)
``mirror-owner``     a cell whose mirror image about d belongs to d belongs to d too
``single-candidate`` a cell with one candidate dot belongs to it (the explanation of what
                     the others' eliminations leave)
``reachability``     a cell that cannot be connected to dot d through cells that could belong
                     to d loses d
``exclave``          a piece of d's cells cut off from d with one undecided neighbour grows
                     into it (Tatham's "extend exclaves")
``only-path``        a cell on every path from dot d to a cell of d (through cells that could
                     belong to d) belongs to d: the region is connected, so it takes that cell
``boundary``         an edge between two cells that cannot share a dot is a region boundary
                     (explanation only: walls follow from the candidates)

Levels: the first five and ``boundary`` are the moves of Tatham's Normal solver (next to a
dot, lines opposite, rest are edges, expansion from the dots, exclaves), graded easy to hard
by how much of the grid a player weighs at once; ``only-path`` (a cut of the whole candidate
area) is beyond his Normal and is expert. Calibrated against janko's and Tatham's sets in
benchmarks/generators-galaxies.md.

Step values: ``v >= 0`` means the cell now belongs to dot v; ``v < 0`` means the cell lost
dot ``~v`` (that is ``-v - 1``). A ``boundary`` step lists edges as (y2, x2) positions of the
doubled grid and has no values.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from types import ModuleType

import numpy as np

from ..compiled import EarnedKernel
from ..events import Cancel, Step
from .model import Galaxies

TECHNIQUE_LEVELS = {
    "under-dot": "easy",
    "mirror": "easy",
    "mirror-owner": "easy",
    "single-candidate": "easy",
    "boundary": "easy",
    "reachability": "medium",
    "exclave": "hard",
    "only-path": "expert",
}


class Contradiction(Exception):
    """A board that breaks the rules. Beside the message (what the method's Done reports):
    ``rule``, what broke ("no-dot": a cell that can belong to no dot; "cut-off": cells of a
    dot that cannot reach it; "shared": two dots on one cell), ``cells`` where, and ``dot``
    (the dot of a "cut-off", else None), for the teacher's words of a trial (trial.py)."""

    def __init__(self, message: str, rule: str = "", cells: tuple = (), dot: int | None = None) -> None:
        super().__init__(message)
        self.rule, self.cells, self.dot = rule, cells, dot


# The compiled core (kernel.py, Numba) for reach and mirrored, once this process has done this
# many of them in numpy (about the work of numba's import and loading the cached kernel, 0.5 s
# CPU: a small generation or a command-line solve never pays it; a book or the studio does,
# once). The answers are the same either way (tests/solvers/test_galaxies_kernel.py).
PYTHON_FIRST_CALLS = 2000
KERNEL = f"{__package__}.kernel"
_KERNEL = EarnedKernel(KERNEL, "grow_regions", PYTHON_FIRST_CALLS)  # (its last name)


def compiled(steps: int = 1) -> ModuleType | None:
    """The compiled core when this process has loaded it or has earned it (PYTHON_FIRST_CALLS
    steps), else None (numpy) for the ``steps`` about to be done."""
    return _KERNEL.get(steps)


def centres(puzzle: Galaxies) -> np.ndarray:
    """(ndots, 2): each dot's doubled coordinates (y2, x2)."""
    return np.array([(dot.y2, dot.x2) for dot in puzzle.dots], dtype=np.int64).reshape(-1, 2)


def mirrored(planes: np.ndarray, centres: np.ndarray) -> np.ndarray:
    """Each plane (k, h, w) seen through its dot's mirror (centres: k x (y2, x2)); off-grid
    reads False. Cell (r, c) mirrors to (y2 - 1 - r, x2 - 1 - c): a plane turned half round
    and shifted, so one slice per dot. (An index array of every cell's mirror about every dot
    took 240 MB and more on a 100x100 grid with 3000 dots.)"""
    kernel = compiled()
    if kernel is not None:
        return kernel.mirrored(planes, centres)
    _k, h, w = planes.shape
    out = np.zeros_like(planes)
    for i, (y2, x2) in enumerate(centres.tolist()):
        r0, r1 = max(0, y2 - h), min(h, y2)
        c0, c1 = max(0, x2 - w), min(w, x2)
        if r0 < r1 and c0 < c1:
            out[i, r0:r1, c0:c1] = planes[i, y2 - r1:y2 - r0, x2 - c1:x2 - c0][::-1, ::-1]
    return out


def roots(puzzle: Galaxies) -> np.ndarray:
    """bool (ndots, h, w): the cells under each dot."""
    out = np.zeros((len(puzzle.dots),) + puzzle.shape, dtype=bool)
    for d, dot in enumerate(puzzle.dots):
        for r, c in dot.cells():
            out[d, r, c] = True
    return out


def reach(cand: np.ndarray, roots: np.ndarray, cancel: Cancel | None = None) -> np.ndarray:
    """The cells of each plane of ``cand`` connected to its roots through cells of the plane.

    Grown ring by ring. Up to 64 columns each row of a plane is one 64-bit word (bit c =
    column c): a ring is then a few operations on k x h words instead of k x h x w bools,
    and reach was half of a deduction's time (30x30, 220 dots: 10 of 22 ms, mostly numpy's
    cost per call, not per cell). Compiled (kernel.reach), the token gets the same looks as
    this loop takes: a generator's work budget counts them."""
    kernel = compiled()
    if kernel is not None:
        out, passes = kernel.reach(cand, roots)
        if cancel is not None:
            for _ in range(passes):
                cancel.check()
        return out
    if cand.shape[2] > ROW_BITS:
        return _reach_planes(cand, roots, cancel)
    rows = pack_rows(cand)
    reached = pack_rows(roots & cand)
    grown = np.empty_like(reached)
    while True:
        if cancel is not None:
            cancel.check()
        for _ in range(2):  # two rings between comparisons
            np.left_shift(reached, 1, out=grown)
            grown |= reached
            grown |= reached >> 1
            grown[:, 1:] |= reached[:, :-1]
            grown[:, :-1] |= reached[:, 1:]
            grown &= rows
            reached, grown = grown, reached
        if np.array_equal(grown, reached):
            return unpack_rows(reached, cand.shape[2])


ROW_BITS = 64


def _word_bits(w: int) -> int:
    """The narrowest word of 8, 16, 32 or 64 bits that holds a row of ``w`` cells."""
    return next(bits for bits in (8, 16, 32, 64) if w <= bits)


def pack_rows(planes: np.ndarray) -> np.ndarray:
    """(k, h) unsigned words of bool planes (k, h, w <= 64): bit c of a row's word is column
    c (words of 8 to 64 bits, the narrowest that fit). Padded to the word and packed flat:
    numpy packs a contiguous run ten times faster than along a short last axis."""
    k, h, w = planes.shape
    bits = _word_bits(w)
    if w == bits:
        padded = np.ascontiguousarray(planes)
    else:
        padded = np.zeros((k, h, bits), dtype=bool)
        padded[:, :, :w] = planes
    return np.packbits(padded.reshape(-1), bitorder="little").view(f"<u{bits // 8}").reshape(k, h)


def unpack_rows(rows: np.ndarray, w: int) -> np.ndarray:
    """The bool planes (k, h, w) of pack_rows' words."""
    k, h = rows.shape
    bits = rows.dtype.itemsize * 8
    octets = np.ascontiguousarray(rows, dtype=f"<u{bits // 8}").reshape(-1).view(np.uint8)
    return np.unpackbits(octets, bitorder="little").view(bool).reshape(k, h, bits)[:, :, :w]


def _reach_planes(cand: np.ndarray, roots: np.ndarray, cancel: Cancel | None) -> np.ndarray:
    """reach() on bool planes, for grids wider than ROW_BITS."""
    reached = roots & cand
    grown = np.empty_like(reached)
    while True:
        if cancel is not None:
            cancel.check()  # two rings per pass: a 100x100 grid takes ~50 passes
        for _ in range(2):  # two rings between comparisons: a comparison costs as much as a ring
            np.copyto(grown, reached)
            grown[:, 1:, :] |= reached[:, :-1, :]
            grown[:, :-1, :] |= reached[:, 1:, :]
            grown[:, :, 1:] |= reached[:, :, :-1]
            grown[:, :, :-1] |= reached[:, :, 1:]
            grown &= cand
            reached, grown = grown, reached
        if np.array_equal(grown, reached):
            return reached


def on_every_path(allowed: np.ndarray, targets: np.ndarray, start: tuple[int, int]) -> list[tuple[int, int]]:
    """The cells of ``allowed`` (h x w bool) that every path from ``start`` to some cell of
    ``targets`` passes through (``start`` itself left out): the cut vertices of the allowed
    cells whose far side holds a target, by one depth-first search (Tarjan's low links).
    Works on the bounding box of ``allowed``."""
    rows, cols = np.nonzero(allowed.any(axis=1))[0], np.nonzero(allowed.any(axis=0))[0]
    r0, c0 = int(rows[0]), int(cols[0])
    box = allowed[r0:rows[-1] + 1, c0:cols[-1] + 1]
    h, w = box.shape
    free = box.ravel().tolist()
    target = targets[r0:rows[-1] + 1, c0:cols[-1] + 1].ravel().tolist()

    def near(p: int) -> Iterator[int]:
        r, c = divmod(p, w)
        if r > 0 and free[p - w]:
            yield p - w
        if r < h - 1 and free[p + w]:
            yield p + w
        if c > 0 and free[p - 1]:
            yield p - 1
        if c < w - 1 and free[p + 1]:
            yield p + 1

    first = (start[0] - r0) * w + start[1] - c0
    order = [-1] * (h * w)
    low = [0] * (h * w)
    below = [0] * (h * w)  # targets in the search subtree of a cell
    order[first], below[first] = 0, int(target[first])
    counter = 1
    stack = [(first, -1, near(first))]
    cut = []
    while stack:
        v, parent, todo = stack[-1]
        for q in todo:
            if order[q] < 0:
                order[q] = low[q] = counter
                counter += 1
                below[q] = int(target[q])
                stack.append((q, v, near(q)))
                break
            if q != parent:
                low[v] = min(low[v], order[q])
        else:
            stack.pop()
            if stack:
                u = stack[-1][0]
                low[u] = min(low[u], low[v])
                below[u] += below[v]
                if u != first and below[v] and low[v] >= order[u]:
                    cut.append(divmod(u, w))
    return [(r + r0, c + c0) for r, c in set(cut)]


def _cells(mask: np.ndarray) -> tuple:
    return tuple((int(r), int(c)) for r, c in zip(*np.nonzero(mask)))


class Deduction:
    """The candidates of one deduction run and what its techniques remember between calls:
    which dots changed since a technique last looked at them (mirror consistency,
    reachability and only-path depend on one dot's plane and are idempotent, so each looks
    only at the dots changed since: on a 36x20 janko puzzle most passes touch a handful of
    the ~150 dots), and the mirror images of each dot's owned cells."""

    def __init__(self, puzzle: Galaxies, cand: np.ndarray | None, explain: bool,
                 cancel: Cancel | None) -> None:
        h, w = puzzle.shape
        n = len(puzzle.dots)
        self.puzzle, self.explain, self.cancel = puzzle, explain, cancel
        self.centres, self.roots = centres(puzzle), roots(puzzle)
        self.cand = np.ones((n, h, w), dtype=bool) if cand is None else cand.copy()
        self.dirty_mirror = np.ones(n, dtype=bool)
        self.dirty_reach = np.ones(n, dtype=bool)
        # the cells with one dot left when mirror-owner last looked, and that dot (-1: none)
        self.single_seen = np.zeros((h, w), dtype=bool)
        self.owner_seen = np.full((h, w), -1, dtype=np.int64)
        self.must = np.zeros_like(self.cand)  # mirror images of each dot's owned cells
        self.path_seen = (np.zeros_like(self.cand), np.zeros_like(self.cand))  # only-path's inputs
        self.exclave_seen = np.zeros_like(self.cand)  # the owned cells exclave last looked at
        self.exclave_pieces = np.zeros(n, dtype=bool)  # dots that had cut-off pieces then
        self.explained = np.zeros((h, w), dtype=bool)  # cells a rule gave a dot this pass
        # Bumped on every change: a technique that looks at the whole board skips a call
        # when nothing changed since its last look (deduce calls every technique again
        # after each change of an easier one).
        self.version = 0
        self.seen: dict[str, int] = {}
        self._counts: tuple[int, np.ndarray] | None = None  # (version, counts) of counts()

    def unchanged_since_last(self, technique: str) -> bool:
        """True when the board is as ``technique`` last saw it (and it found nothing)."""
        if self.seen.get(technique) == self.version:
            return True
        self.seen[technique] = self.version
        return False

    def where(self, d: int) -> str:
        dot = self.puzzle.dots[d]
        return f"dot {d} at (x2={dot.x2}, y2={dot.y2})"

    def counts(self) -> np.ndarray:
        """(h, w): how many dots each cell may still belong to. Kept until the next change
        (``version``): deduce and the techniques ask for it several times a pass, and on a
        30x30 grid each count was a fifth of a deduction's time. Summed as bytes into 16 bits
        (a grid has fewer than 65536 dots): four times faster than count_nonzero's wide sum."""
        if self._counts is None or self._counts[0] != self.version:
            self._counts = (self.version, np.add.reduce(self.cand.view(np.uint8), axis=0, dtype=np.uint16))
        return self._counts[1]

    def owned(self) -> np.ndarray:
        """bool (ndots, h, w): the cells with one candidate left, in that dot's plane."""
        return self.cand & (self.counts() == 1)[None]

    def touch(self, dots: slice | np.ndarray) -> None:
        """``dots`` (indices or a bool mask) lost candidates: the per-dot rules look again."""
        self.version += 1
        self.dirty_mirror[dots] = True
        self.dirty_reach[dots] = True

    def losses(self, old: np.ndarray, idx: np.ndarray, rule: str,
               describe: Callable[[int], str]) -> Iterator[Step]:
        """One Step per dot of ``idx`` whose candidates ``old`` (the planes before) lost."""
        lost = old & ~self.cand[idx]
        for i in np.nonzero(lost.any(axis=(1, 2)))[0]:
            cells = _cells(lost[i])
            d = int(idx[i])
            yield Step(cells, tuple(~d for _ in cells), rule, describe(d))

    def give(self, d: int, cells: list, rule: str, line: str) -> Iterator[Step]:
        """``cells`` belong to dot ``d``."""
        at = tuple(np.array(cells).T)
        self.cand[:, at[0], at[1]] = False
        self.cand[d, at[0], at[1]] = True
        self.explained[at] = True
        self.touch(slice(None))
        if self.explain:
            yield Step(tuple(sorted(cells)), tuple(d for _ in cells), rule, line)


def under_dot(s: Deduction) -> Generator[Step, None, bool]:
    """The cells under a dot belong to it (and to no other dot)."""
    if (s.roots.sum(axis=0) > 1).any():
        raise Contradiction("two dots share a cell", "shared", _cells(s.roots.sum(axis=0) > 1))
    under = s.roots.any(axis=0)
    was_open = s.cand.sum(axis=0) > 1
    changed = bool((s.cand[:, under] != s.roots[:, under]).any())
    s.cand[:, under] = s.roots[:, under]
    s.explained |= under
    if changed:
        s.touch(slice(None))
    if s.explain:
        for d in range(len(s.puzzle.dots)):
            cells = _cells(s.roots[d] & was_open)
            if cells:
                yield Step(cells, tuple(d for _ in cells), "under-dot", s.where(d))
    return changed


def mirror(s: Deduction) -> Generator[Step, None, bool]:
    """A cell can be d's only if its mirror image about d can."""
    idx = np.nonzero(s.dirty_mirror)[0]
    if not len(idx):
        return False
    old = s.cand[idx]
    new = old & mirrored(old, s.centres[idx])
    changed = (new != old).any(axis=(1, 2))
    s.cand[idx] = new
    s.dirty_mirror[idx] = False
    s.dirty_reach[idx[changed]] = True
    s.version += bool(changed.any())
    if s.explain:
        yield from s.losses(old, idx, "mirror", lambda d: f"mirror images about {s.where(d)}")
    return bool(changed.any())


def mirror_owner(s: Deduction) -> Generator[Step, None, bool]:
    """A cell whose mirror image about d belongs to d belongs to d as well.

    Looks only at what changed since its last call: the dots that gained (or lost, in a
    contradiction) a cell with one dot left get their mirror images (``must``) again, and
    only the cells where some ``must`` changed are narrowed (the others were narrowed when
    their ``must`` appeared, and candidates never come back). The same candidates as
    narrowing every cell each call, at a fraction of the cost (it was a third of a 30x30
    deduction)."""
    if s.unchanged_since_last("mirror-owner"):
        return False
    kernel = None if s.explain else compiled()
    if kernel is not None:  # the whole-board rule, compiled: no steps to explain
        lost_dots, fixed_now = kernel.mirror_owner(s.cand, s.centres)
        if not lost_dots.any():
            return False
        s.touch(lost_dots)
        s.explained |= fixed_now
        return True
    single = s.counts() == 1
    gained, gone = single & ~s.single_seen, s.single_seen & ~single
    owners = s.cand[:, gained].argmax(axis=0)
    dots = np.zeros(len(s.cand), dtype=bool)
    dots[owners], dots[s.owner_seen[gone]] = True, True
    idx = np.nonzero(dots)[0]
    s.owner_seen[gained], s.owner_seen[gone] = owners, -1
    s.single_seen = single
    if not len(idx):
        return False
    must = mirrored(s.cand[idx] & single[None], s.centres[idx])
    at = np.nonzero((must != s.must[idx]).any(axis=0))
    s.must[idx] = must
    if not len(at[0]):
        return False
    owed = s.must[:, at[0], at[1]]  # (ndots, cells): the dots each cell is owed to
    keep = owed | ~owed.any(axis=0, keepdims=True)  # a cell owed to d keeps d alone
    keep[:, np.count_nonzero(owed, axis=0) > 1] = False  # owed to two dots: a contradiction (later)
    cand = s.cand[:, at[0], at[1]]
    lost_here = cand & ~keep
    changed_dots: np.ndarray = np.asarray(lost_here.any(axis=1))
    if not changed_dots.any():
        return False
    s.cand[:, at[0], at[1]] = cand & keep
    s.touch(changed_dots)
    fixed = np.zeros(single.shape, dtype=bool)  # cells this call left with one dot
    fixed[at] = lost_here.any(axis=0)
    fixed &= s.counts() == 1
    s.explained |= fixed
    if s.explain:  # one step per owning dot: its value is the dot the cells now belong to
        for d in np.nonzero((s.must & fixed[None]).any(axis=(1, 2)))[0]:
            cells = _cells(s.must[d] & fixed & s.cand[d])
            if cells:
                yield Step(cells, tuple(int(d) for _ in cells), "mirror-owner",
                           f"mirror images of cells of {s.where(int(d))} about it")
    return True


def reachability(s: Deduction) -> Generator[Step, None, bool]:
    """A cell that cannot be joined to d through cells that could be d's loses d."""
    idx = np.nonzero(s.dirty_reach)[0]
    if not len(idx):
        return False
    old = s.cand[idx]
    new = reach(old, s.roots[idx], s.cancel)
    changed = (new != old).any(axis=(1, 2))
    s.cand[idx] = new
    s.dirty_reach[idx] = False
    s.dirty_mirror[idx[changed]] = True
    s.version += bool(changed.any())
    if s.explain:
        yield from s.losses(old, idx, "reachability", lambda d: f"cells cut off from {s.where(d)}")
    return bool(changed.any())


def _pieces(mask: np.ndarray) -> list[list[tuple[int, int]]]:
    """The 4-connected pieces of the True cells of ``mask`` (h x w)."""
    h, w = mask.shape
    seen = np.zeros_like(mask)
    out = []
    for start in zip(*np.nonzero(mask)):
        start = (int(start[0]), int(start[1]))
        if seen[start]:
            continue
        seen[start] = True
        piece, todo = [], [start]
        while todo:
            r, c = todo.pop()
            piece.append((r, c))
            for q in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= q[0] < h and 0 <= q[1] < w and mask[q] and not seen[q]:
                    seen[q] = True
                    todo.append(q)
        out.append(piece)
    return out


def exclave(s: Deduction) -> Generator[Step, None, bool]:
    """A piece of d's cells not joined to d whose only undecided neighbour is one cell:
    the region must grow through that cell (Tatham's liberty count: every undecided
    neighbour counts, whatever its candidates)."""
    if s.unchanged_since_last("exclave"):
        return False
    owned = s.owned()
    # only the dots whose cells changed since the last look, or the undecided cells around
    # a piece (a neighbour decided for another dot takes a liberty away)
    undecided = s.counts() > 1
    idx = np.nonzero((owned != s.exclave_seen).any(axis=(1, 2)) | s.exclave_pieces)[0]
    s.exclave_seen = owned
    if not len(idx):
        return False
    cut_off = owned[idx] & ~reach(owned[idx], s.roots[idx], s.cancel)
    s.exclave_pieces[:] = False
    s.exclave_pieces[idx] = cut_off.any(axis=(1, 2))
    h, w = undecided.shape
    changed = False
    for i in np.nonzero(cut_off.any(axis=(1, 2)))[0]:
        d = int(idx[i])
        cut_off_d = cut_off[i]
        for piece in _pieces(cut_off_d):
            liberties = {q for r, c in piece for q in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                         if 0 <= q[0] < h and 0 <= q[1] < w and undecided[q]}
            if len(liberties) == 1:
                cell = liberties.pop()
                if not s.cand[d][cell]:
                    raise Contradiction(f"cells of dot {d} are cut off from it", "cut-off", tuple(sorted(piece)), d)
                undecided[cell] = False
                changed = True
                yield from s.give(d, [cell], "exclave",
                                  f"the one way out of cells of {s.where(d)} cut off from it")
                break  # the cell may join d's other pieces: they are looked at next call
    return changed


def only_path(s: Deduction) -> Generator[Step, None, bool]:
    """A cell on every way from d to a cell already d's belongs to d. Only dots with cells
    cut off from the dot by undecided cells can have one; a depth-first search per such dot
    whose candidates changed since the last look."""
    if s.unchanged_since_last("only-path"):
        return False
    owned = s.owned()
    seen_cand, seen_owned = s.path_seen
    idx = np.nonzero(((s.cand != seen_cand) | (owned != seen_owned)).any(axis=(1, 2)))[0]
    s.path_seen = (s.cand.copy(), owned)
    if not len(idx):
        return False
    joined = reach(owned[idx], s.roots[idx])
    changed = False
    for i in np.nonzero((owned[idx] & ~joined).any(axis=(1, 2)))[0]:
        if s.cancel is not None:
            s.cancel.check()  # one search per dot: a 100x100 grid may have hundreds
        d = int(idx[i])
        r0, c0 = np.argwhere(s.roots[d])[0]
        start = (int(r0), int(c0))
        cells = [p for p in on_every_path(s.cand[d], owned[d], start)
                 if s.cand[d][p] and s.cand[:, p[0], p[1]].sum() > 1]  # not given away this pass
        if cells:
            changed = True
            yield from s.give(d, cells, "only-path", f"the only way from {s.where(d)} to cells of it")
    if changed:
        s.path_seen = (s.cand.copy(), s.owned())
    return changed


# The techniques in the order deduction tries them: easiest first (see propagate.deduce).
TECHNIQUES = (
    ("mirror", mirror),
    ("mirror-owner", mirror_owner),
    ("reachability", reachability),
    ("exclave", exclave),
    ("only-path", only_path),
)
