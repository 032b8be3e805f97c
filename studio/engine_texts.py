"""The solvers' own words in the UI language. Solvers never import Qt (DESIGN.md), so the method
descriptions of every genre's METHODS table are listed here, where Qt's translation tools find
them; the solve panel shows ``method_description``. tests/studio/test_i18n.py checks
that this list and the engine's tables stay the same."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "engine"

DESCRIPTIONS = (
    # nonogram
    QT_TRANSLATE_NOOP("engine", "line solving, then CP-SAT and SAT racing on what is left (default)"),
    QT_TRANSLATE_NOOP("engine", "line solving step by step; stops where line logic stops"),
    QT_TRANSLATE_NOOP("engine", "line solving + probing + backtracking search"),
    QT_TRANSLATE_NOOP("engine", "CP-SAT, one automaton constraint per line"),
    QT_TRANSLATE_NOOP("engine", "each line's automaton as clauses, on the Glucose SAT solver"),
    QT_TRANSLATE_NOOP("engine", "CP-SAT, allowed patterns enumerated per line"),
    QT_TRANSLATE_NOOP("engine", "mixed-integer model with block starts, on a MIP solver"),
    QT_TRANSLATE_NOOP("engine", "genetic algorithm after deterministic fixing (GA1/GA2); incomplete, "
                                "never proves uniqueness"),
    # galaxies
    QT_TRANSLATE_NOOP("engine", "deduction, then CP-SAT with the connectivity tree on what is left (default)"),
    QT_TRANSLATE_NOOP("engine", "human-style deduction step by step, then search where it stalls"),
    QT_TRANSLATE_NOOP("engine", "the literature's spanning-tree integer model on CP-SAT"),
    QT_TRANSLATE_NOOP("engine", "the same spanning-tree model on a MIP solver (SCIP), for teaching"),
    QT_TRANSLATE_NOOP("engine", "deduced candidates + CP-SAT, connectivity tree and lazy cuts"),
    # numberlink
    QT_TRANSLATE_NOOP("engine", "the SAT encoding (default; see sat)"),
    QT_TRANSLATE_NOOP("engine", "CP-SAT: arcs on one circuit through every path, labels on cells"),
    QT_TRANSLATE_NOOP("engine", "explained deductions step by step, then CP-SAT for what is left"),
    QT_TRANSLATE_NOOP("engine", "Boolean model (labels in binary, segments), no connectivity: detached "
                                "cycles cut lazily"),
    QT_TRANSLATE_NOOP("engine", "the literature ILP (N[s,i], L[s,s',i], minimise used cells) on CP-SAT"),
    QT_TRANSLATE_NOOP("engine", "the same ILP on a MIP solver (SCIP), detached loops cut lazily"),
)


def method_description(text: str) -> str:
    """A method's description in the UI language (as it is when not translated)."""
    return QCoreApplication.translate(CONTEXT, text)
