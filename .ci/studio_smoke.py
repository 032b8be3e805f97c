"""CI, run from an installed (non-editable) wheel, outside the checkout: the studio starts
offscreen through its real entry point on one sample, finds its samples, style sheet and
Japanese translation in the installed package, and quits by itself with exit code 0.

    python .ci/studio_smoke.py SAMPLE
"""

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

import solvers
import studio
from solvers.samples import SAMPLES
from studio import app, i18n

installed = {"samples": (SAMPLES, Path(solvers.__file__).parent / "puzzles"),
             "resources": (i18n.RESOURCES, Path(studio.__file__).parent / "resources")}
found = {}


def inspect() -> None:
    window = next(w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow")
    menus = [action.menu() for action in window.sample_menu.actions() if action.menu()]
    found["sample menu entries"] = sum(len(menu.actions()) for menu in menus)
    found["style sheet"] = bool(QApplication.instance().styleSheet())
    found["Japanese"] = i18n.set_language("ja") == "ja"
    english = "Open Sa&mple"
    found["Japanese menu"] = QCoreApplication.translate("MainWindow", english) != english
    i18n.set_language("en")


qapp = QApplication(sys.argv[:1])
QTimer.singleShot(1500, inspect)  # the window is up; --quit-after closes it at 3 s
code = app.main(["puzzle-studio", "--quit-after", "3", sys.argv[1]])
print("studio smoke:", ", ".join(f"{name}={where}" for name, (where, _) in installed.items()),
      ", ".join(f"{name}={value}" for name, value in found.items()), f"exit={code}")
wrong = [name for name, (where, expected) in installed.items() if where != expected]
empty = [name for name in ("sample menu entries", "style sheet", "Japanese", "Japanese menu") if not found.get(name)]
if code or wrong or empty:
    print(f"studio smoke FAILED: exit {code}; not from the wheel: {wrong}; missing: {empty}", file=sys.stderr)
    sys.exit(1)
