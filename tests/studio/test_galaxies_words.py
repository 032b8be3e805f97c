"""Every deduction step of Galaxies' propagate reads as a sentence of its own in the studio
(the fallback "rule: dot" is for rules the words do not know yet)."""

from __future__ import annotations

from solvers.galaxies import formats, generate, words
from solvers.galaxies.propagate import deduce


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


def test_sentences_name_what_the_player_sees_not_dot_numbers_or_counts():
    """Issue 38: hints said "dot 6" (dots carry no numbers on screen) and "1 wall(s) follow"."""
    from solvers.events import Step

    puzzle = formats.read("7x7:gezoahhszbivki")
    walls = Step(((3, 4), (4, 3)), (), "boundary", "")
    assert words.explain(walls, puzzle) == ("Neighbouring cells that cannot belong to the same dot are separated "
                                           "by walls: row 2, between columns 2 and 3; column 2, between rows 2 and 3.")
    for step in deduce(puzzle):
        sentence = words.explain(step, puzzle)
        assert "dot 1" not in sentence and "cell(s)" not in sentence and "wall(s)" not in sentence
        if step.rule != "boundary":
            first = sorted(step.cells)[0]
            assert f"row {first[0] + 1}, column {first[1] + 1}" in sentence
    many = Step(tuple((0, c) for c in range(6)), (0,) * 6, "single-candidate", "")
    assert words.explain(many, puzzle).endswith("row 1, column 3 and 3 more)")
