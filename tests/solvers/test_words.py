"""The engine's words without Qt (the command line): English, with a count's plural chosen as
the studio's English catalogue chooses it (solvers/words.py, tools/update_translations.py)."""

import numpy as np
import pytest

from solvers import words
from solvers.nonogram.hint import mistake_text
from solvers.nonogram.model import FILLED


@pytest.fixture(autouse=True)
def engine_english():
    """The engine's own English: a studio test in the same worker may have installed Qt's."""
    installed = words._installed[0]
    words.use_translator(None)
    yield
    words.use_translator(installed)


def test_english_counts_choose_their_plural() -> None:
    assert words.translate("X", "Paint %n cell(s)", "", 1) == "Paint 1 cell"
    assert words.translate("X", "Paint %n cell(s)", "", 0) == "Paint 0 cells"
    assert words.translate("X", "Paint %n cell(s)", "", 12) == "Paint 12 cells"
    assert words.translate("X", "A cell(s) without a count") == "A cell(s) without a count"
    assert words.plural_forms("%n dot(s) and %n wall(s)") == ("%n dot and %n wall", "%n dots and %n walls")


def test_a_nonogram_mistake_counts_the_other_wrong_cells() -> None:
    board = np.full((3, 3), FILLED)
    assert mistake_text([(0, 1)], board) == "Row 1, column 2 cannot be black"
    assert mistake_text([(0, 1), (2, 2)], board).endswith("(and 1 more wrong cell, marked)")
    assert mistake_text([(0, 1), (2, 2), (1, 1)], board).endswith("(and 2 more wrong cells, marked)")
