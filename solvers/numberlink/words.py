"""Numberlink deductions in plain sentences, in the UI language, for step playback and the
player's hints. ``Step.line`` is the engine's English for the command line; the words here are
built from ``Step.rule`` and ``Step.about`` (solvers/numberlink/propagate.py says what each rule
puts there). Cells are named by row and column from 1, as a person reads the grid."""

from __future__ import annotations

from collections.abc import Callable

from ..events import Step
from ..words import translate  # translate("NumberlinkSteps", ...): lupdate reads the context there
from .model import Numberlink


def cell_name(cell: tuple[int, int]) -> str:
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
    if rule in REGION_RULES:
        return region_text(rule, about, label)
    texts = {
        "forced-move": translate("NumberlinkSteps", "Forced move: the cell at %1 has one way to continue."),
        "corridor": translate("NumberlinkSteps", "Corridor: the line passes through the cell at %1, "
                              "which has exactly two ways out."),
        "complete": translate("NumberlinkSteps", "Complete: the cell at %1 has all its lines; its other "
                              "sides get none."),
        "dead-end": translate("NumberlinkSteps", "Dead end: no line can pass the cell at %1; it stays empty."),
    }
    return texts[rule].replace("%1", cell_name(about)) if rule in texts else step.line


REGION_RULES = {"sole-reach", "unreachable", "pocket", "no-common-number", "bottleneck", "bridge", "trial",
                "both-ways", "no-u-turn", "no-2x2"}


def region_text(rule: str, about: tuple, label: Callable[[int], str]) -> str:
    """The sentence of a level 2-5 technique (propagate.py: ``TECHNIQUES`` and ``Step.about``)."""
    first = cell_name(about[0])
    if rule == "sole-reach":
        text = translate("NumberlinkSteps", "Only one number reaches: only %2 can reach the cell at %1.")
    elif rule == "unreachable":
        text = translate("NumberlinkSteps", "Unreachable: no number can reach the cell at %1; it stays empty.")
    elif rule == "pocket" and about[1]:
        text = translate("NumberlinkSteps", "Pocket: for every other number the cell at %1 is a pocket off its "
                         "way, so it belongs to %2.")
    elif rule == "pocket":
        text = translate("NumberlinkSteps", "Pocket: the cell at %1 is a pocket off every number's way; "
                         "it stays empty.")
    elif rule == "bottleneck":
        text = translate("NumberlinkSteps", "Bottleneck: every route of %2 passes the cell at %1.")
    elif rule == "no-2x2":
        text = translate("NumberlinkSteps", "No 2x2 block (assumes a published puzzle with one solution): "
                         "the cell at %1 would make a 2x2 block of one path.")
    else:
        second = cell_name(about[1])
        if rule == "no-common-number":
            text = translate("NumberlinkSteps", "No common number: no path can hold both the cell at %1 and "
                             "the cell at %2.")
        elif rule == "bridge":
            text = translate("NumberlinkSteps", "Bottleneck: every route of %3 passes between %1 and %2.")
        elif rule == "no-u-turn":
            text = translate("NumberlinkSteps", "No U-turn (assumes one solution): a line between %1 and %2 "
                             "would turn a path back round a square where another line could take the detour.")
        elif rule == "both-ways":
            text = translate("NumberlinkSteps", "Both ways: whether or not %1 and %2 are joined, these "
                             "segments follow.")
        elif about[2]:
            text = translate("NumberlinkSteps", "Trial: a line between %1 and %2 leads to a contradiction, "
                             "so there is none.")
        else:
            text = translate("NumberlinkSteps", "Trial: without a line between %1 and %2 a contradiction "
                             "follows, so they are joined.")
        text = text.replace("%2", second)
        if rule == "bridge":
            text = text.replace("%3", label(about[2]))
        return text.replace("%1", first)
    if "%2" in text:
        text = text.replace("%2", label(about[1]))
    return text.replace("%1", first)
