"""Numberlink deductions read in the UI language: every step ``propagate`` makes on the sample
puzzles is phrased from its rule and ``about`` (not the engine's English line), names the cell
or the numbers it is about, and reads in Japanese when the studio is in Japanese."""

import re
from pathlib import Path

import pytest

from solvers.events import SolveOptions, Step
from solvers.numberlink import formats, solve_events, words
from studio import i18n

SAMPLES = sorted((Path(__file__).resolve().parents[2] / "puzzles" / "numberlink").glob("*.json"))
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
CELL_RULES = {"forced-move", "corridor", "complete", "dead-end"}


def steps():
    for path in SAMPLES:
        puzzle = formats.read_file(path, "json")
        for rules in ("fill", "nikoli"):
            options = SolveOptions(1, 10.0, None, {"rules": rules, "finish": False})
            yield from ((puzzle, e) for e in solve_events(puzzle, "propagate", options) if isinstance(e, Step))


@pytest.fixture
def english_afterwards():
    yield
    i18n.set_language("en")


def test_every_step_is_phrased_from_its_rule(qapp):
    seen = set()
    for puzzle, step in steps():
        text = words.explain(step, puzzle)
        seen.add(step.rule)
        assert text != step.line
        if step.rule in CELL_RULES:
            assert words.cell_name(step.about) in text
        elif step.rule == "different-labels":
            assert all(puzzle.labels[k - 1] in text for k in step.about)
    assert {"forced-move", "complete", "label", "different-labels"} <= seen, seen


def test_steps_read_in_japanese(qapp, english_afterwards):
    i18n.set_language("ja")
    texts = [words.explain(step, puzzle) for puzzle, step in steps()]
    assert texts and all(JAPANESE.search(t) for t in texts)
    assert words.cell_name((1, 2)) == "2行3列"
