"""Entry point of the ``puzzle-studio`` gui-script: ``puzzle-studio [FILE]``."""

from __future__ import annotations

import sys


def main(argv=None) -> int:
    from PySide6.QtWidgets import QApplication

    from . import i18n
    from .settings import settings

    argv = sys.argv if argv is None else argv
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Puzzle Studio")
    app.setOrganizationName("Puzzle Studio")
    i18n.set_language(str(settings().value("language", "")) or None)
    from .main_window import MainWindow, app_icon

    app.setWindowIcon(app_icon())
    # Cyclic garbage collection only on the GUI thread, from a timer: a collection started in a
    # solver thread could destroy dead widgets there and deadlock Qt (pyqtgraph's helper does
    # exactly this; keep a reference so its timer lives as long as the application).
    from pyqtgraph.util.garbage_collector import GarbageCollector

    app.garbage_collector = GarbageCollector(interval=1.0)
    window = MainWindow()
    window.show()
    for path in argv[1:]:
        window.open_file(path)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
