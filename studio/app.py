"""Entry point of the ``puzzle-studio`` gui-script: ``puzzle-studio [FILE]``."""

from __future__ import annotations

import sys
from pathlib import Path

TRANSLATIONS = Path(__file__).resolve().parents[1] / "resources" / "translations"


def install_translator(app, language: str | None = None):
    """Load resources/translations/studio_<lang>.qm for the system (or the given) language."""
    from PySide6.QtCore import QLocale, QTranslator

    translator = QTranslator(app)
    locale = QLocale(language) if language else QLocale.system()
    if translator.load(locale, "studio", "_", str(TRANSLATIONS)):
        app.installTranslator(translator)
        return translator
    return None


def main(argv=None) -> int:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    argv = sys.argv if argv is None else argv
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Puzzle Studio")
    app.setOrganizationName("Puzzle Studio")
    icon = Path(__file__).resolve().parents[1] / "resources" / "icons" / "puzzle-studio.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    from .settings import settings

    install_translator(app, str(settings().value("language", "")) or None)
    from .main_window import MainWindow

    window = MainWindow()
    window.show()
    for path in argv[1:]:
        window.open_file(path)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
