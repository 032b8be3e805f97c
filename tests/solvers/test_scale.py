"""The common difficulty scale: names, order, aliases and the grade from techniques used."""

import pytest

from solvers import scale


def test_levels_are_ordered_easiest_first():
    assert [scale.rank(name) for name in scale.LEVELS] == list(range(len(scale.LEVELS)))
    assert scale.LEVELS[-1] == scale.SEARCH
    assert set(scale.MEANINGS) == set(scale.LEVELS)


def test_check_level_accepts_aliases_and_refuses_what_is_not_offered():
    assert scale.check_level(None) is None
    assert scale.check_level(" Hard ") == "hard"
    assert scale.check_level("normal", aliases={"normal": "medium"}) == "medium"
    with pytest.raises(ValueError, match="choose one of easy, medium"):
        scale.check_level("expert", offered=("easy", "medium"))
    with pytest.raises(ValueError, match="unknown difficulty 'fiendish'"):
        scale.check_level("fiendish")


def test_grade_is_the_hardest_technique_used_or_search():
    table = {"overlap": "easy", "region": "hard", "pocket": "medium"}
    assert scale.grade(["overlap", "pocket"], table, finished=True) == "medium"
    assert scale.grade(["pocket", "region", "overlap"], table, finished=True) == "hard"
    assert scale.grade([], table, finished=True) == "easy"
    assert scale.grade(["overlap"], table, finished=False) == "search"
    with pytest.raises(KeyError):
        scale.grade(["unnamed"], table, finished=True)
