"""Numberlink deductions in plain sentences, in the UI language, for step playback and the
player's hints. ``Step.line`` is the engine's English for the command line; the words here are
built from ``Step.rule`` and ``Step.about`` (solvers/numberlink/propagate.py says what each rule
puts there). Cells are named by row and column from 1, as a person reads the grid."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from solvers.events import Step
from solvers.numberlink.model import Numberlink

translate = QCoreApplication.translate  # bare translate("NumberlinkSteps", ...) so lupdate sees the context


def cell_name(cell) -> str:
    r, c = cell
    return translate("NumberlinkSteps", "row %1, column %2").replace("%1", str(r + 1)).replace("%2", str(c + 1))


def explain(step: Step, puzzle: Numberlink) -> str:
    """The step as a sentence; the engine's own line when the step carries no ``about``."""
    about, rule = step.about, step.rule
    label = lambda k: puzzle.labels[k - 1] if 0 < k <= len(puzzle.labels) else str(k)  # noqa: E731
    if rule == "no-loop":
        return translate("NumberlinkSteps", "No loop: this segment would close a loop.")
    if rule == "solution":
        return translate("NumberlinkSteps", "No simple deduction is left; the solution continues here.")
    if not about:
        return step.line
    if rule == "different-labels":
        return translate("NumberlinkSteps", "Different numbers: %1 and %2 may not meet.").replace(
            "%1", label(about[0])).replace("%2", label(about[1]))
    if rule == "label":
        return translate("NumberlinkSteps", "Label: this line carries %1.").replace("%1", label(about[0]))
    texts = {
        "forced-move": translate("NumberlinkSteps", "Forced move: the cell at %1 has one way to continue."),
        "corridor": translate("NumberlinkSteps", "Corridor: the line passes through the cell at %1, "
                              "which has exactly two ways out."),
        "complete": translate("NumberlinkSteps", "Complete: the cell at %1 has all its lines; its other "
                              "sides get none."),
        "dead-end": translate("NumberlinkSteps", "Dead end: no line can pass the cell at %1; it stays empty."),
    }
    return texts[rule].replace("%1", cell_name(about)) if rule in texts else step.line
