"""The sample library's titles in the UI language. The files keep one title (English); each
studio genre package marks its samples' titles for translation (``SAMPLE_TITLES``, given to
its GenreUI; pyside6-lupdate reads QT_TRANSLATE_NOOP there), and ``title`` looks one up. A
title not marked shows as it is: a new sample needs a line in its genre's list and in the .ts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .registry import load_genres

CONTEXT = "Samples"


def titles() -> tuple[str, ...]:
    """Every title marked for translation, of every genre the studio has."""
    return tuple(title for ui in load_genres().values() for title in ui.sample_titles)


def title(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)
