"""The studio's Generate makes puzzles a publisher can make again (issue 25): a seed typed into
the box gives the engine's puzzle for that seed, every time; "Random" draws a seed and the
report beside the puzzle says which, and that seed makes the same puzzle on the command line's
engine."""

import re

import pytest
from PySide6.QtCore import Qt

from solvers.genres import GENRES as ENGINE_GENRES
from studio.seed_box import RANDOM

L = Qt.MouseButton.LeftButton
WAIT = 240_000  # only bounds how long a broken run takes to fail; the work is fixed by the seed


def type_seed(qtbot, box, seed):
    """Replace the seed box's text with ``seed`` by keys, as a user would."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, str(seed))
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    assert box.value() == seed


def shown_seed(label) -> int:
    found = re.search(r"Seed (\d+)", label.text())
    assert found, label.text()
    return int(found.group(1))


def galaxies_dots(puzzle):
    return sorted((d.y2, d.x2, d.colour) for d in puzzle.dots)


def make_galaxies(window, qtbot, seed):
    doc = window.new("galaxies", 4, 4) if window.documents() == [] else window.current()
    doc.tabs.setCurrentIndex(0)
    box = doc.author.generation
    box.width_box.setValue(6)
    box.height_box.setValue(5)
    if seed is not None:
        type_seed(qtbot, box.seed_box, seed)
    qtbot.mouseClick(box.button, L)
    qtbot.waitUntil(lambda: doc.author.generate_run is None, timeout=WAIT)
    return galaxies_dots(doc.puzzle()), box.report_label


def numberlink_pairs(puzzle):
    """The pairs of ends, whatever their order and labels (the document numbers them itself)."""
    return sorted(tuple(sorted(pair)) for pair in puzzle.endpoints)


def make_numberlink(window, qtbot, seed):
    doc = window.new("numberlink", 4, 4) if window.documents() == [] else window.current()
    box = doc.author.generation
    box.width_box.setValue(5)
    box.height_box.setValue(5)
    box.count_box.setValue(1)
    if seed is not None:
        type_seed(qtbot, box.seed_box, seed)
    qtbot.mouseClick(box.button, L)
    qtbot.waitUntil(lambda: box.run is None, timeout=WAIT)
    return numberlink_pairs(doc.puzzle()), box.report_label


def make_nonogram(window, qtbot, seed):
    doc = window.new("nonogram", 5, 5) if window.documents() == [] else window.current()
    box = doc.author.generation
    box.width_box.setValue(8)
    box.height_box.setValue(8)
    if seed is not None:
        type_seed(qtbot, box.seed_box, seed)
    qtbot.mouseClick(box.button, L)
    qtbot.waitUntil(lambda: box.run is None and doc.check_run is None, timeout=WAIT)
    return doc.picture.tolist(), box.report_label


def engine_galaxies(seed):
    from solvers.galaxies import generate

    return galaxies_dots(generate(6, 5, seed)[0])


def engine_numberlink(seed):
    from solvers.numberlink.generator import generate

    return numberlink_pairs(generate(5, 5, seed, rules="fill")[0])


def engine_nonogram(seed):
    from solvers.nonogram import generator

    return generator.generate(8, 8, seed)[0].goal.astype(bool).tolist()


GENRES = {"galaxies": (make_galaxies, engine_galaxies), "numberlink": (make_numberlink, engine_numberlink),
          "nonogram": (make_nonogram, engine_nonogram)}


@pytest.mark.parametrize("genre", list(ENGINE_GENRES))  # every genre of the registry: each needs its pair above
def test_a_seed_typed_in_gives_the_engines_puzzle_for_it_every_time(window, qtbot, genre):
    make, engine = GENRES[genre]
    first, label = make(window, qtbot, 4242)
    assert shown_seed(label) == 4242
    again, label = make(window, qtbot, 4242)
    assert again == first
    assert (first if genre != "nonogram" else [[bool(v) for v in row] for row in first]) == engine(4242)


@pytest.mark.parametrize("genre", GENRES)
def test_random_draws_a_seed_and_says_which(window, qtbot, genre):
    make, engine = GENRES[genre]
    made, label = make(window, qtbot, None)
    seed = shown_seed(label)
    assert (made if genre != "nonogram" else [[bool(v) for v in row] for row in made]) == engine(seed)


def test_the_box_says_random_until_a_seed_is_typed(window, qtbot):
    doc = window.new("galaxies", 4, 4)
    box = doc.author.generation.seed_box
    assert box.value() == RANDOM and box.text() == "Random"
    type_seed(qtbot, box, 7)
    assert box.text() == "7" and box.next_seed() == 7
