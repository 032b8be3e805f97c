"""Galaxies deductions and rules in plain sentences, for step playback, hints and errors.

Dots carry no numbers on screen, so a dot is named by where it is, by rows and columns as a
person reads the grid ("the dot at rows 2-3, column 5": on the edge between two cells); cells
and walls are named too, not counted (issue 38)."""

from __future__ import annotations

from ..events import Step
from ..words import translate  # translate("GalaxiesSteps", ...): lupdate reads the context there
from .model import Galaxies


def _span(coordinate: int, one: str, two: str) -> str:
    """A doubled coordinate as a row/column number or a pair: 5 -> '3', 4 -> '2-3'."""
    if coordinate % 2:
        return one.replace("%1", str((coordinate + 1) // 2))
    return two.replace("%1", f"{coordinate // 2}-{coordinate // 2 + 1}")


def dot_name(puzzle: Galaxies, index: int) -> str:
    dot = puzzle.dots[index]
    rows = _span(dot.y2, translate("GalaxiesSteps", "row %1"), translate("GalaxiesSteps", "rows %1"))
    cols = _span(dot.x2, translate("GalaxiesSteps", "column %1"), translate("GalaxiesSteps", "columns %1"))
    return translate("GalaxiesSteps", "the dot at %1, %2").replace("%1", rows).replace("%2", cols)


SHOWN = 3  # cells or walls named in a sentence; the rest are counted


def cell_name(cell: tuple[int, int]) -> str:
    return translate("GalaxiesSteps", "row %1, column %2").replace("%1", str(cell[0] + 1)).replace("%2", str(cell[1] + 1))


def wall_name(edge: tuple[int, int]) -> str:
    """A doubled-grid wall by the cells it separates: 'row 2, between columns 3 and 4'."""
    y2, x2 = edge
    if y2 % 2:  # between two cells of a row
        return translate("GalaxiesSteps", "row %1, between columns %2 and %3").replace(
            "%1", str((y2 + 1) // 2)).replace("%2", str(x2 // 2)).replace("%3", str(x2 // 2 + 1))
    return translate("GalaxiesSteps", "column %1, between rows %2 and %3").replace(
        "%1", str((x2 + 1) // 2)).replace("%2", str(y2 // 2)).replace("%3", str(y2 // 2 + 1))


def listed(names: list[str]) -> str:
    """The first few names, then how many more: 'row 1, column 2; row 1, column 3 and 4 more'."""
    text = "; ".join(names[:SHOWN])
    if len(names) > SHOWN:
        # %1, not %n: lupdate did not read the plural call, and the Japanese said "and 3 more"
        text += " " + translate("GalaxiesSteps", "and %1 more").replace("%1", str(len(names) - SHOWN))
    return text


def step_dot(step: Step) -> int | None:
    """The dot a step is about (its values hold d or ~d), None for a boundary step."""
    if not step.values:
        return None
    value = step.values[0]
    return value if value >= 0 else ~value


def explain(step: Step, puzzle: Galaxies) -> str:
    if step.rule in ("trial", "trial: supposed", "trial: contradiction"):  # solvers.galaxies.trial
        return trial_words(step, puzzle)
    if step.rule == "boundary":
        return translate("GalaxiesSteps", "Neighbouring cells that cannot belong to the same dot are "
                         "separated by walls: %1.").replace("%1", listed([wall_name(e) for e in sorted(step.cells)]))
    d = step_dot(step)
    name = dot_name(puzzle, d) if d is not None and d < len(puzzle.dots) else step.line
    texts = {
        "under-dot": translate("GalaxiesSteps", "The cells a dot touches belong to it: %1."),
        "mirror": translate("GalaxiesSteps", "%1 cannot own these cells: their mirror images about it "
                            "are off the grid or cannot be its."),
        "mirror-owner": translate("GalaxiesSteps", "These cells are mirror images of cells of %1 about it, "
                                  "so they belong to it too."),
        "reachability": translate("GalaxiesSteps", "These cells cannot reach %1 through cells that "
                                  "could be its: they lose it."),
        "single-candidate": translate("GalaxiesSteps", "Only %1 is left for these cells: they belong to it."),
        "exclave": translate("GalaxiesSteps", "Cells of %1 are cut off from it, and this cell is their "
                             "only way out: it belongs to %1 too."),
        "only-path": translate("GalaxiesSteps", "Every way from %1 to cells already its passes through "
                               "these cells, so they belong to it too."),
    }
    text = texts.get(step.rule, f"{step.rule}: %1").replace("%1", name)
    cells = listed([cell_name(cell) for cell in sorted(step.cells)])
    return text + " " + translate("GalaxiesSteps", "(%1)").replace("%1", cells)


def rule_text(code: str) -> str:
    """A rule the player's board breaks (codes of solvers.galaxies.rules)."""
    return {
        "no-region": translate("GalaxiesSteps", "a cell in no region"),
        "no-dot": translate("GalaxiesSteps", "an area without a dot"),
        "several-dots": translate("GalaxiesSteps", "a region with several dots"),
        "not-symmetric": translate("GalaxiesSteps", "a region that is not symmetric about its dot"),
        "wall-through-dot": translate("GalaxiesSteps", "a wall through a dot"),
        "not-connected": translate("GalaxiesSteps", "a region that is not connected"),
    }.get(code, code)


def broken_words(rule: str, cells: tuple, dot: int | None, puzzle: Galaxies) -> str:
    """What a trial's deductions broke (techniques.Contradiction's rule and cells)."""
    names = listed([cell_name(cell) for cell in sorted(cells)])
    if rule == "cut-off" and dot is not None:
        return translate("GalaxiesSteps", "cells of %1 are cut off from it (%2)").replace(
            "%1", dot_name(puzzle, dot)).replace("%2", names)
    if rule == "shared":
        return translate("GalaxiesSteps", "two dots would share %1").replace("%1", names)
    return translate("GalaxiesSteps", "no dot is left for %1").replace("%1", names)


def trial_words(step: Step, puzzle: Galaxies) -> str:
    """A trial's conclusion (rule ``trial``) and the steps of its playback (solvers.galaxies.trial):
    'Suppose row 4, column 1 belongs to the dot at rows 2-3, column 5: ...'."""
    if step.rule == "trial":
        cell, d, rule, cells, dot = step.about[:5]
        return translate("GalaxiesSteps", "Supposing %1 belongs to %2 leads to a contradiction: %3. "
                         "So %1 does not belong to %2.").replace("%3", broken_words(rule, cells, dot, puzzle)).replace(
            "%1", cell_name(cell)).replace("%2", dot_name(puzzle, d))
    (cell, d), rule = step.about[:2]
    suppose = translate("GalaxiesSteps", "Suppose %1 belongs to %2").replace("%1", cell_name(cell)).replace(
        "%2", dot_name(puzzle, d))
    if step.rule == "trial: contradiction":
        broken = broken_words(rule, step.cells, step.about[2], puzzle)
        return suppose + translate("GalaxiesSteps", ": then %1 — a contradiction.").replace("%1", broken)
    if rule == "supposed":
        return suppose + "."
    if rule == "skipped":
        inner = translate("GalaxiesSteps", "%1 more deductions follow, shown at once.").replace(
            "%1", str(step.about[2]))
        return translate("GalaxiesSteps", "%1: %2", "a supposition, then what follows").replace(
            "%2", inner).replace("%1", suppose)
    inner = explain(Step(step.cells, step.values, rule, step.line), puzzle)
    return translate("GalaxiesSteps", "%1: %2", "a supposition, then what follows").replace("%2", inner).replace(
        "%1", suppose)
