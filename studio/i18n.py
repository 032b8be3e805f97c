"""UI languages: the studio's Qt translations (resources/i18n/studio_<lang>.qm) plus Qt's
own (qtbase_<lang>.qm, for the standard buttons and dialogs).

The choice is a QSettings value ``language``: "" follows the system locale, otherwise a
language code ("en", "ja"). The .qm files are in the studio's resources: resources/ at the top
of a source checkout, studio/resources/ in an installed wheel (solvers.samples.shipped_folder).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from solvers.samples import shipped_folder

# Icons, style sheets and translations (theme.py and the window icon use it too).
RESOURCES = shipped_folder(Path(__file__).resolve().parent, "resources")
I18N = RESOURCES / "i18n"

# (code, name shown in the Language menu, in its own language): "" is the system locale.
LANGUAGES = (("en", "English"), ("ja", "日本語"))

_installed: list[QTranslator] = []


def available() -> list[str]:
    """Language codes with a compiled studio translation (English is the source text; its
    catalogue holds only the plural forms)."""
    return ["en"] + sorted(code for p in I18N.glob("studio_*.qm") if (code := p.stem.split("_", 1)[1]) != "en")


def set_language(code: str | None) -> str:
    """Install the translators for ``code`` (None or "" = the system locale) in place of the
    previous ones; return the language actually in effect ("en" when nothing matched)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the studio's language is set once its QApplication exists")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    locale = QLocale(code) if code else QLocale.system()
    studio = QTranslator(app)
    if not studio.load(locale, "studio", "_", str(I18N)):
        # No translation for this language: the English source text, with English plurals
        # ("1 cell", "2 cells": the source says "%n cell(s)") from studio_en.qm.
        if studio.load("studio_en", str(I18N)):
            app.installTranslator(studio)
            _installed.append(studio)
        return "en"
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    app.installTranslator(studio)
    _installed.append(studio)
    return in_effect()


def in_effect() -> str:
    """The language of the studio's translation installed now ("en" when none is)."""
    studio = next((t for t in reversed(_installed) if Path(t.filePath()).stem.startswith("studio_")), None)
    return Path(studio.filePath()).stem.split("_", 1)[1] if studio is not None else "en"


# The languages whose script the usual Latin fonts lack, with the font to install for them.
SCRIPT_FONTS = {"ja": ("Japanese", "Noto Sans CJK JP (Debian/Ubuntu: fonts-noto-cjk)")}


def missing_font(code: str) -> str | None:
    """One line, in English (the words of a language without its font would show as boxes),
    when no installed font has the glyphs of language ``code``; None when one has, or the
    language needs none (issue 38: Japanese showed empty boxes and nothing said why)."""
    from PySide6.QtGui import QFontDatabase

    if code not in SCRIPT_FONTS:
        return None
    name, font = SCRIPT_FONTS[code]
    if QFontDatabase.families(getattr(QFontDatabase.WritingSystem, name)):
        return None
    return f"No font with {name} glyphs is installed: install one, e.g. {font}."

