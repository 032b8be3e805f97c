"""A line's clue as a small deterministic automaton over its cells (0 = empty, 1 = filled),
``0* 1^b1 0+ 1^b2 ... 0*``: CP-SAT's AddAutomaton takes it as it is (cpsat), and the SAT
encoding unrolls it over the line's cells (sat)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import ArrayLike

    from ..events import Cancel
    from .model import Clue, Nonogram

from dataclasses import dataclass

from .model import FILLED, UNKNOWN

Transition = tuple[int, int, int]  # (state, symbol, next state)


def clue_automaton(clue: Clue) -> tuple[int, list[int], list[Transition]]:
    """(start state, final states, transitions (state, symbol, next)) accepting the clue."""
    transitions = []
    state = 0  # before the first block: empty cells loop here
    transitions.append((0, 0, 0))
    for j, length in enumerate(clue):
        for _ in range(length):  # each filled cell of block j moves one state on
            transitions.append((state, 1, state + 1))
            state += 1
        if j < len(clue) - 1:
            transitions.append((state, 0, state + 1))  # the mandatory gap cell
            state += 1
            transitions.append((state, 0, state))  # further gap cells
    finals = [state]
    if clue:
        transitions.append((state, 0, state + 1))  # trailing empty cells
        transitions.append((state + 1, 0, state + 1))
        finals.append(state + 1)
    return 0, finals, transitions


@dataclass(frozen=True)
class Unrolled:
    """The automaton of one line laid over its cells: ``states[i]`` are the states that lie on
    some accepting run consistent with the known cells, before cell i (i = 0..n);
    ``step[state, symbol]`` is the next state."""

    states: list[list[int]]
    step: dict[tuple[int, int], int]


def unroll(clue: Clue, known_line: Sequence[int] | np.ndarray) -> Unrolled | None:
    """The line's automaton pruned both ways (reachable from the start, reaching a final
    state, through the known cells); None when no run fits, i.e. the line contradicts its
    clue. The pruning keeps the SAT encoding small: after line solving, many positions of a
    line have a single live state."""
    start, finals, transitions = clue_automaton(clue)
    step = {(state, symbol): nxt for state, symbol, nxt in transitions}
    allowed = [(0, 1) if v == UNKNOWN else ((1,) if v == FILLED else (0,)) for v in known_line]
    forward = [{start}]
    for symbols in allowed:
        forward.append({step[s, a] for s in forward[-1] for a in symbols if (s, a) in step})
    live: list[set[int]] = [set() for _ in forward]
    live[-1] = forward[-1] & set(finals)
    for i in range(len(allowed) - 1, -1, -1):
        live[i] = {s for s in forward[i]
                   if any(step.get((s, a)) in live[i + 1] for a in allowed[i])}
    if not live[0]:
        return None
    return Unrolled([sorted(states) for states in live], step)


def live_state_count(clue: Clue, known_line: Sequence[int]) -> int:
    """The number of (position, state) pairs of ``unroll(clue, known_line)``, i.e. the sum of
    ``len(states[i])``, without building it: the size of a line's automaton encoding, in
    CP-SAT's expansion (a literal per live state and position) as in the SAT clauses.

    Bitsets in Python ints, since every transition of a clue automaton either loops or
    moves one state on: ~50x faster than ``unroll``, so a 200x200 grid's 400 lines are
    sized in a fraction of a second before anything is allocated. 0 when no run fits."""
    start, finals, transitions = clue_automaton(clue)
    loop0 = advance0 = advance1 = 0
    for state, symbol, nxt in transitions:
        bit = 1 << state
        if nxt == state:
            loop0 |= bit  # only empty cells loop
        elif symbol == 0:
            advance0 |= bit
        else:
            advance1 |= bit
    allowed = [(v != FILLED, v in (UNKNOWN, FILLED)) for v in known_line]
    forward = [1 << start]
    for may_empty, may_fill in allowed:
        f = forward[-1]
        forward.append((((f & loop0) | ((f & advance0) << 1)) if may_empty else 0)
                       | (((f & advance1) << 1) if may_fill else 0))
    live = forward[-1] & sum(1 << s for s in finals)
    count = live.bit_count()
    for i in range(len(allowed) - 1, -1, -1):
        if not live:
            return 0
        may_empty, may_fill = allowed[i]
        after = live
        live = forward[i] & (((after & loop0) | ((after >> 1) & advance0) if may_empty else 0)
                             | (((after >> 1) & advance1) if may_fill else 0))
        count += live.bit_count()
    return count if live else 0


def live_states_of_grid(puzzle: Nonogram, known: ArrayLike | None = None, cancel: Cancel | None = None) -> int:
    """``live_state_count`` summed over every row and column that is not fully known (the
    lines the encodings leave out); ``cancel`` is checked per line (``Stopped``)."""
    import numpy as np

    known = puzzle.empty_board() if known is None else np.asarray(known)
    lines = [(clue, known[r]) for r, clue in enumerate(puzzle.rows)]
    lines += [(clue, known[:, c]) for c, clue in enumerate(puzzle.cols)]
    total = 0
    for clue, values in lines:
        if cancel is not None:
            cancel.check()
        if (values != UNKNOWN).all():
            continue
        total += live_state_count(clue, values)
    return total


# --- memory: how big a line-automaton encoding may get (issue 28) --------------------------
# Peak memory per live state (live_state_count) beyond the interpreter with its libraries
# (~95 MB), measured as whole CLI runs with --unique and a 25-90 s limit on random pictures:
# cpsat 515 MB at 352,600 states (95x95), 1.2 KB a state for CP-SAT's expansion of the
# automata and its search; sat 494 MB at 772,168 (125x125), 0.5 KB a state in Glucose (the
# clauses are streamed into it, not held in Python). A random 200x200 picture has 3.1
# million live states (line solving fixes no cell): 2 GB in CP-SAT before its search starts
# (and 16 s to load, hearing no stop), so such grids are refused, not tried.
BYTES_PER_STATE = {"cpsat": 1250, "sat": 600}
# What an encoding may take, so that the whole process stays under 500 MB (the goal of
# issue 28) with the interpreter, numpy, OR-Tools and PySAT loaded.
MEMORY_BUDGET = 350 * 2**20


def fits(methods: Iterable[str], states: int) -> bool:
    """Whether these methods' encodings of ``states`` live states, all at once (auto's
    race holds both), stay within MEMORY_BUDGET."""
    return states * sum(BYTES_PER_STATE[m] for m in methods) <= MEMORY_BUDGET


def refuse_if_too_big(method: str, states: int) -> None:
    """``MethodRefused`` when ``method``'s encoding of ``states`` live states does not fit."""
    if not fits([method], states):
        from ..errors import MethodRefused

        mb = states * BYTES_PER_STATE[method] / 2**20
        raise MethodRefused(
            f"too big for {method}: the line automata have {states:,} live states (~{mb:,.0f} MB; "
            f"at most {MEMORY_BUDGET // BYTES_PER_STATE[method]:,}); try probe, or auto")
