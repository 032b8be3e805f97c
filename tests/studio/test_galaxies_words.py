"""Every deduction step of Galaxies' propagate reads as a sentence of its own in the studio
(the fallback "rule: dot" is for rules the words do not know yet)."""

from __future__ import annotations

from solvers.galaxies import formats, generate
from solvers.galaxies.propagate import deduce
from studio.galaxies import words


def test_every_rule_propagate_uses_has_its_sentence():
    rules_seen = set()
    expert, _ = generate(10, 10, seed=1, difficulty="expert")  # it needs only-path
    # the first needs exclave
    for puzzle in (formats.read("5x4:fmgfgfn"), formats.read("7x7:gezoahhszbivki"), expert):
        for step in deduce(puzzle):
            rules_seen.add(step.rule)
            sentence = words.explain(step, puzzle)
            assert not sentence.startswith(f"{step.rule}:"), sentence
            if step.rule != "boundary":
                assert words.dot_name(puzzle, words.step_dot(step)) in sentence
    assert {"exclave", "only-path", "mirror-owner", "reachability", "single-candidate"} <= rules_seen
