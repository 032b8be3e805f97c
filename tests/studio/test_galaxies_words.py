"""Every deduction step of Galaxies' propagate reads as a sentence of its own in the studio
(the fallback "rule: dot" is for rules the words do not know yet)."""

from __future__ import annotations

from solvers.galaxies import formats
from solvers.galaxies.propagate import deduce
from studio.galaxies import words


def test_every_rule_propagate_uses_has_its_sentence():
    rules_seen = set()
    for text in ("5x4:fmgfgfn", "7x7:gezoahhszbivki"):  # the first needs only-path
        puzzle = formats.read(text)
        for step in deduce(puzzle):
            rules_seen.add(step.rule)
            sentence = words.explain(step, puzzle)
            assert not sentence.startswith(f"{step.rule}:"), sentence
            if step.rule != "boundary":
                assert words.dot_name(puzzle, words.step_dot(step)) in sentence
    assert {"only-path", "mirror-owner", "reachability", "single-candidate"} <= rules_seen
