"""The sample library's titles in the UI language. The files keep one title (English); this
list marks them for translation (pyside6-lupdate reads QT_TRANSLATE_NOOP), and ``title`` looks
one up. A title not listed here shows as it is: a new sample needs a line here and in the .ts."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "Samples"

TITLES = (
    QT_TRANSLATE_NOOP("Samples", "Anchor (needs probing)"),
    QT_TRANSLATE_NOOP("Samples", "Anchor, 20x20 (GA demo: line logic stalls)"),
    QT_TRANSLATE_NOOP("Samples", "Cup of coffee"),
    QT_TRANSLATE_NOOP("Samples", "Arrow"),
    QT_TRANSLATE_NOOP("Samples", "Bell"),
    QT_TRANSLATE_NOOP("Samples", "Cat face"),
    QT_TRANSLATE_NOOP("Samples", "Fir tree"),
    QT_TRANSLATE_NOOP("Samples", "Fish"),
    QT_TRANSLATE_NOOP("Samples", "Ghost"),
    QT_TRANSLATE_NOOP("Samples", "Key"),
    QT_TRANSLATE_NOOP("Samples", "Leaf"),
    QT_TRANSLATE_NOOP("Samples", "Rabbit"),
    QT_TRANSLATE_NOOP("Samples", "Star"),
    QT_TRANSLATE_NOOP("Samples", "Heart"),
    QT_TRANSLATE_NOOP("Samples", "House with a tree"),
    QT_TRANSLATE_NOOP("Samples", "Mushroom"),
    QT_TRANSLATE_NOOP("Samples", "Musical notes"),
    QT_TRANSLATE_NOOP("Samples", "Not unique (demo): a die showing two, either diagonal"),
    QT_TRANSLATE_NOOP("Samples", "Rocket"),
    QT_TRANSLATE_NOOP("Samples", "Rubber duck"),
    QT_TRANSLATE_NOOP("Samples", "Sailboat"),
    QT_TRANSLATE_NOOP("Samples", "Sitting cat"),
    QT_TRANSLATE_NOOP("Samples", "Smiley"),
    QT_TRANSLATE_NOOP("Samples", "Teapot"),
    QT_TRANSLATE_NOOP("Samples", "Torii gate"),
    QT_TRANSLATE_NOOP("Samples", "Umbrella"),
    QT_TRANSLATE_NOOP("Samples", "Worked example 1 (line logic solves it)"),
    QT_TRANSLATE_NOOP("Samples", "Worked example 2 (needs probing: line logic stalls)"),
    QT_TRANSLATE_NOOP("Samples", "Diamond (black dots draw it)"),
    QT_TRANSLATE_NOOP("Samples", "Staircase"),
    QT_TRANSLATE_NOOP("Samples", "Cross at the centre"),
    QT_TRANSLATE_NOOP("Samples", "Long arms"),
    QT_TRANSLATE_NOOP("Samples", "Heart (black dots draw it)"),
    QT_TRANSLATE_NOOP("Samples", "Star (black dots draw it)"),
    QT_TRANSLATE_NOOP("Samples", "Fish (black dots draw it)"),
    QT_TRANSLATE_NOOP("Samples", "Mushroom (black dots draw it)"),
    QT_TRANSLATE_NOOP("Samples", "Small spiral arms"),
    QT_TRANSLATE_NOOP("Samples", "Generated 6x6 #1"),
    QT_TRANSLATE_NOOP("Samples", "Generated 8x8 #2"),
    QT_TRANSLATE_NOOP("Samples", "Generated 10x10 #3"),
    QT_TRANSLATE_NOOP("Samples", "Generated 12x9 #4"),
    QT_TRANSLATE_NOOP("Samples", "Generated 15x15 #5"),
    QT_TRANSLATE_NOOP("Samples", "Generated 20x20 #6"),
)


def title(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)
