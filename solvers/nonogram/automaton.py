"""A line's clue as a small deterministic automaton over its cells (0 = empty, 1 = filled),
``0* 1^b1 0+ 1^b2 ... 0*``: CP-SAT's AddAutomaton takes it as it is (cpsat), and the SAT
encoding unrolls it over the line's cells (sat)."""

from __future__ import annotations

from dataclasses import dataclass

from .model import FILLED, UNKNOWN

Transition = tuple[int, int, int]  # (state, symbol, next state)


def clue_automaton(clue) -> tuple[int, list[int], list[Transition]]:
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


def unroll(clue, known_line) -> Unrolled | None:
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
    live = [set() for _ in forward]
    live[-1] = forward[-1] & set(finals)
    for i in range(len(allowed) - 1, -1, -1):
        live[i] = {s for s in forward[i]
                   if any(step.get((s, a)) in live[i + 1] for a in allowed[i])}
    if not live[0]:
        return None
    return Unrolled([sorted(states) for states in live], step)
