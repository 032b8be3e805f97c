"""The solvers' own words in the UI language. Solvers never import Qt (DESIGN.md), so the method
descriptions of every genre's METHODS table are listed here, where Qt's translation tools find
them; the solve panel shows ``method_description``. tests/studio/test_i18n.py checks
that this list and the engine's tables stay the same."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "engine"

DESCRIPTIONS = (
    # nonogram
    QT_TRANSLATE_NOOP("engine", "line solving, then probing within a budget, then SAT on what is left (default)"),
    QT_TRANSLATE_NOOP("engine", "line solving step by step; stops where line logic stops"),
    QT_TRANSLATE_NOOP("engine", "line solving + probing + backtracking search"),
    QT_TRANSLATE_NOOP("engine", "an exact solver: each line's rule as a small automaton, on CP-SAT"),
    QT_TRANSLATE_NOOP("engine", "an exact solver: each line's automaton written as clauses, on the "
                                "Glucose SAT solver"),
    QT_TRANSLATE_NOOP("engine", "an exact solver given every allowed pattern of each line (table "
                                "constraints, CP-SAT)"),
    QT_TRANSLATE_NOOP("engine", "an integer programme: where each block starts, on a MIP solver (SCIP)"),
    QT_TRANSLATE_NOOP("engine", "a genetic algorithm evolving whole boards after deterministic fixing "
                                "(GA1/GA2); it may not finish and never proves uniqueness"),
    # galaxies
    QT_TRANSLATE_NOOP("engine", "deduction, then CP-SAT with the connectivity tree on what is left "
                                "(default)"),
    QT_TRANSLATE_NOOP("engine", "human-style deduction step by step, then search where it stalls"),
    QT_TRANSLATE_NOOP("engine", "an integer model from the literature: each region a tree grown from "
                                "its dot (on CP-SAT)"),
    QT_TRANSLATE_NOOP("engine", "the same spanning-tree model on a MIP solver (SCIP), for teaching"),
    QT_TRANSLATE_NOOP("engine", "an exact search after deduction (CP-SAT); regions kept connected by a "
                                "tree and lazy cuts"),
    # numberlink
    QT_TRANSLATE_NOOP("engine", "the SAT encoding (default; see sat)"),
    QT_TRANSLATE_NOOP("engine", "an exact solver: all paths on one circuit, a label on every cell (CP-SAT)"),
    QT_TRANSLATE_NOOP("engine", "explained deductions step by step, then CP-SAT for what is left"),
    QT_TRANSLATE_NOOP("engine", "an exact SAT solver (Glucose): a label per cell and a segment per "
                                "edge; stray loops cut as they appear"),
    QT_TRANSLATE_NOOP("engine", "finds the solution that fills the fewest cells, which shows short "
                                "circuits (the literature's ILP: N[s,i], L[s,s',i], on CP-SAT)"),
    QT_TRANSLATE_NOOP("engine", "the same fewest-cells model on a MIP solver (SCIP); stray loops cut lazily"),
)


def method_description(text: str) -> str:
    """A method's description in the UI language (as it is when not translated)."""
    return QCoreApplication.translate(CONTEXT, text)
