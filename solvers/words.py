"""Words for people (hints, steps, rule names): English in the engine, translated where a front
end installs a translator.

The engine never imports Qt, yet the studio shows these words in the user's language from its
Qt translations. So every sentence is written as ``translate(context, text[, disambiguation,
n])``, the signature of ``QCoreApplication.translate`` (pyside6-lupdate finds the calls and
their contexts in these files too), and the studio installs Qt's function with
``use_translator``. Without one, the text is English with ``%n`` filled in and its plural chosen, as the
studio's English catalogue does.
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[..., str]


def plural_forms(text: str) -> tuple[str, str]:
    """English's two forms of a sentence with a count: "%n cell(s)" -> ("%n cell", "%n cells").
    The studio's English catalogue is made with it too (tools/update_translations.py)."""
    return text.replace("(s)", ""), text.replace("(s)", "s")


def _english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    if n < 0:
        return text
    one, many = plural_forms(text)
    return (one if n == 1 else many).replace("%n", str(n))


_installed: list[Translator] = [_english]  # the one in use; a list, so no ``global``


def use_translator(translator: Translator | None) -> None:
    """Send every ``translate`` call to ``translator`` (None: back to English)."""
    _installed[0] = translator or _english


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the language of the installed translator (see the module's text)."""
    return _installed[0](context, text, disambiguation, n)
