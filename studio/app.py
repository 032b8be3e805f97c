"""Entry point of the ``puzzle-studio`` gui-script: ``puzzle-studio [FILE]``."""

from __future__ import annotations

import sys


def main(argv=None) -> int:
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    argv = sys.argv if argv is None else argv
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Puzzle Studio")
    app.setOrganizationName("Puzzle Studio")
    window = MainWindow()
    window.show()
    if len(argv) > 1:
        window.open_file(argv[1])
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
