"""Words for people (hints, steps, rule names): English in the engine, translated where a front
end installs a translator.

The engine never imports Qt, yet the studio shows these words in the user's language from its
Qt translations. So every sentence is written as ``translate(context, text[, disambiguation,
n])``, the signature of ``QCoreApplication.translate`` (pyside6-lupdate finds the calls and
their contexts in these files too), and the studio installs Qt's function with
``use_translator``. Without one, the text is English with ``%n`` filled in, as Qt would.
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[..., str]


def _english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return text.replace("%n", str(n)) if n >= 0 else text


_installed: list[Translator] = [_english]  # the one in use; a list, so no ``global``


def use_translator(translator: Translator | None) -> None:
    """Send every ``translate`` call to ``translator`` (None: back to English)."""
    _installed[0] = translator or _english


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the language of the installed translator (see the module's text)."""
    return _installed[0](context, text, disambiguation, n)
