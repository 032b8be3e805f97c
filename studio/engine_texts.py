"""The solvers' own words in the UI language. Solvers never import Qt (DESIGN.md), so each genre's
declaration (solvers/<genre>/genre.py) marks its method descriptions with the engine's
QT_TRANSLATE_NOOP (solvers/genre_spec.py) in the context "engine", where Qt's translation
tools find them (tools/update_translations.py scans the declarations); the solve panel shows
``method_description``. tests/studio/test_i18n.py checks that each has its translation."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from solvers.genre_spec import METHOD_CONTEXT
from solvers.genres import GENRES

CONTEXT = METHOD_CONTEXT


def descriptions() -> tuple[str, ...]:
    """Every method description of every registered genre, in the registry's order."""
    return tuple(description for declared in GENRES.values() for _, description in declared.methods.values())


def method_description(text: str) -> str:
    """A method's description in the UI language (as it is when not translated)."""
    return QCoreApplication.translate(CONTEXT, text)
