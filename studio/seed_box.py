"""The seed of a generated puzzle, chosen or drawn, and always shown (issue 25).

A generator's puzzle is a function of the size, the options, the generator's version and the
seed alone, so the seed is what a publisher writes down to make the same puzzle again (as
``puzzle-studio-cli generate --seed N`` does). The box offers "Random" (a new seed each time,
drawn as the command line draws one) or a number typed in; either way the seed used is shown
in the report beside the puzzle.
"""

from __future__ import annotations

from secrets import randbelow

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QSpinBox

RANDOM = -1
LARGEST = 2**31 - 1  # the command line draws below 2**31 too; a QSpinBox holds a 32-bit int


class SeedBox(QSpinBox):
    """-1 shows as "Random"; any other value is the seed of the next puzzle."""

    def __init__(self) -> None:
        super().__init__()
        self.setRange(RANDOM, LARGEST)
        self.setValue(RANDOM)
        self.setSpecialValueText(self.tr("Random"))
        self.setToolTip(self.tr("The same seed, size and options give the same puzzle on any machine. "
                                "Random draws a new seed for each puzzle; the report says which."))

    def next_seed(self, count: int = 1) -> int:
        """The seed typed in, or a fresh one when the box says Random (leaving room for the
        ``count - 1`` seeds that follow it to fit in the box too)."""
        return self.value() if self.value() != RANDOM else randbelow(LARGEST + 2 - count)


def seed_text(seed: int) -> str:
    """"Seed 1234", for the report beside a generated puzzle."""
    return QCoreApplication.translate("SeedBox", "Seed %1").replace("%1", str(seed))
