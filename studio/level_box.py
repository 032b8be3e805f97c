"""The difficulty of the one scale (solvers/scale.py) in an author's words, for every genre's
Generate box and for the grades the studio shows (Check, the sample library).

The box lists "Any" and the scale's levels; a level the genre cannot make at the size chosen
stays in the list, greyed, with a tooltip that says why, so the author sees the whole scale and
what this size allows (the generator would refuse it at once).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox

from solvers import scale

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

LEVEL_WORDS = {
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "medium": QT_TRANSLATE_NOOP("Levels", "Medium"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
    "expert": QT_TRANSLATE_NOOP("Levels", "Expert"),
    "search": QT_TRANSLATE_NOOP("Levels", "Search"),
}
MEANING_WORDS = {
    "easy": QT_TRANSLATE_NOOP("Levels", "One look at a clue or a cell at a time"),
    "medium": QT_TRANSLATE_NOOP("Levels", "A clue, line or region weighed as a whole"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Two facts combined, or a region's shape thought through"),
    "expert": QT_TRANSLATE_NOOP("Levels", "A short what-if that fails at once, or uniqueness assumed"),
    "search": QT_TRANSLATE_NOOP("Levels", "Deduction alone does not finish it: trial and error or a solver"),
}
assert set(LEVEL_WORDS) == set(scale.LEVELS) == set(MEANING_WORDS)


def level_name(level: str | None) -> str:
    """A level in the user's language ("" for None: no grade)."""
    if level is None:
        return ""
    return QCoreApplication.translate("Levels", str(LEVEL_WORDS.get(level, level)))  # (NOOP: typed object)


def level_meaning(level: str) -> str:
    return QCoreApplication.translate("Levels", str(MEANING_WORDS.get(level, "")))


class LevelBox(QComboBox):
    """Any, then the scale's levels; ``offered(width, height)`` (the genre's
    ``offered_levels``) says which the generator can make at a size."""

    def __init__(self, offered: Callable[[int, int], Iterable[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._offered = offered
        self.addItem(QCoreApplication.translate("Levels", "Any"), None)
        self.setItemData(0, QCoreApplication.translate("Levels", "The generator's own choice"),
                         Qt.ItemDataRole.ToolTipRole)
        for level in scale.LEVELS:
            self.addItem(level_name(level), level)

    def set_size(self, width: int, height: int) -> None:
        """Grey out the levels not offered at this size; "Any" when the chosen one is."""
        offered = set(self._offered(width, height))
        model = self.model()
        assert isinstance(model, QStandardItemModel)
        for index in range(1, self.count()):
            level = self.itemData(index)
            item = model.item(index)
            item.setEnabled(level in offered)
            tip = level_meaning(level)
            if level not in offered:
                tip += "\n" + QCoreApplication.translate(
                    "Levels", "Not made at %1x%2: try another size.").replace(
                    "%1", str(width)).replace("%2", str(height))
            item.setToolTip(tip)
        if self.currentData() is not None and self.currentData() not in offered:
            self.setCurrentIndex(0)

    def level(self) -> str | None:
        return self.currentData()
