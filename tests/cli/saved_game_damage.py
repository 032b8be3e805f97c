"""Damaged saved games for the fuzz tests of replay (tests/cli) and of opening (tests/studio)."""

from __future__ import annotations

from hypothesis import strategies as st

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 40) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=4) | st.sampled_from(["<i1", "|i1", "<f8", "black", "white", "board", "walls", "nd"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["nd", "shape", "data", "z", "map", "items", "tuple", "kind", "layer", "cells",
                         "before", "after", "dots", "board", "walls", "marks", "clues", "numbers", "x"]),
        inner, max_size=4),
    max_leaves=12)


def paths_in(value, prefix=()):
    """Every place inside a JSON value: (path of keys and indices)."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths_in(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths_in(item, prefix + (index,))


def damage(section: dict, draw) -> None:
    """Replace one to three places of a saved section by any JSON value (``draw``: hypothesis')."""
    places = [p for p in paths_in(section) if p]
    for _ in range(draw(st.integers(1, 3))):
        place = draw(st.sampled_from(places))
        parent = section
        try:
            for key in place[:-1]:
                parent = parent[key]
            parent[place[-1]] = draw(json_values)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier change removed this place
