"""Entry point of the ``puzzle-studio`` gui-script: ``puzzle-studio [FILE ...] [--quit-after S]``."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Mapping

EXIT_MISSING_LIBRARIES = 2
# Libraries whose Debian package breaks the naming rule of debian_package.
DEBIAN_EXCEPTIONS = {"libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0"}


def missing_libraries(ldd_output: str) -> list[str]:
    """The libraries ``ldd`` reports as "not found", each once, in its order."""
    missing = []
    for line in ldd_output.splitlines():
        name, arrow, where = line.strip().partition("=>")
        if arrow and where.strip() == "not found" and name.strip() not in missing:
            missing.append(name.strip())
    return missing


def debian_package(soname: str) -> str:
    """The Debian/Ubuntu package that ships a library, by Debian's naming rule: the library's
    name (lower case) and its soname version, with a dash when the name ends in a digit
    (libxcb-icccm.so.4 -> libxcb-icccm4, libxkbcommon-x11.so.0 -> libxkbcommon-x11-0)."""
    if soname in DEBIAN_EXCEPTIONS:
        return DEBIAN_EXCEPTIONS[soname]
    name, _, version = soname.partition(".so.")
    name = name.lower()
    return f"{name}{'-' if name[-1:].isdigit() else ''}{version}" if version else name


def uses_xcb(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> bool:
    """Whether Qt will load its xcb platform plugin: on Linux under X11, unless another
    platform is asked for (offscreen, wayland) or a Wayland session would be used instead."""
    if not platform.startswith("linux") or not environ.get("DISPLAY"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "")
    return asked == "xcb" or (not asked and not environ.get("WAYLAND_DISPLAY"))


def xcb_problem(ldd_output: str) -> str | None:
    """One line naming the libraries the xcb plugin lacks, with the command that installs
    them; None when nothing is missing."""
    missing = missing_libraries(ldd_output)
    if not missing:
        return None
    packages = " ".join(dict.fromkeys(debian_package(name) for name in missing))
    return (f"puzzle-studio: Qt's xcb platform plugin cannot load: missing {', '.join(missing)} "
            f"(Debian/Ubuntu: sudo apt-get install {packages})")


def check_xcb_plugin() -> str | None:
    """Without this, a missing system library makes Qt print a misleading message (it names
    libxcb-cursor0 whatever is missing) and abort with a core dump; ``ldd`` on the plugin names
    the real culprits. None when the plugin is not used, is complete, or cannot be inspected."""
    if not uses_xcb():
        return None
    from PySide6.QtCore import QLibraryInfo  # QtCore loads without any platform plugin

    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms" / "libqxcb.so"
    ldd = shutil.which("ldd")
    if ldd is None or not plugin.is_file():
        return None
    try:
        result = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return xcb_problem(result.stdout)


def display_problem(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> str | None:
    """One line when there is no display to show the window on (Linux with neither DISPLAY nor
    WAYLAND_DISPLAY, and no platform asked for): Qt would try X11, print that libxcb-cursor0
    is needed and dump core (issue 38). None when a window can be shown."""
    if not platform.startswith("linux") or environ.get("QT_QPA_PLATFORM"):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return ("puzzle-studio: no display to show the window on (neither DISPLAY nor WAYLAND_DISPLAY is set): "
            "start it in a desktop session, or with QT_QPA_PLATFORM=offscreen for a test without a window")


def _seconds(text: str) -> float:
    value = float(text)  # argparse reports a ValueError as an invalid value
    if not 0 <= value < 1e6:  # also refuses nan and inf, which a timer cannot take
        raise ValueError(text)
    return value


_seconds.__name__ = "number of seconds"  # argparse: "invalid number of seconds value: 'nan'"


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="puzzle-studio", description="Puzzle Studio")
    parser.add_argument("files", nargs="*", metavar="FILE", help="puzzle files to open")
    parser.add_argument("--quit-after", type=_seconds, metavar="SECONDS",
                        help="close the window after this many seconds (a smoke test of an install)")
    return parser.parse_args(argv[1:])


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv if argv is None else argv
    args = _arguments(argv)
    problem = display_problem() or check_xcb_plugin()
    if problem:
        print(problem, file=sys.stderr)
        return EXIT_MISSING_LIBRARIES

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from solvers import __version__ as version

    from . import i18n
    from .settings import settings

    app = QApplication.instance() or QApplication(argv[:1])
    app.setApplicationName("Puzzle Studio")
    app.setApplicationVersion(version)  # the one version, as the command line's --version
    app.setOrganizationName("Puzzle Studio")
    i18n.set_language(str(settings().value("language", "")) or None)
    from . import logs
    from .settings import data_dir

    try:
        logs.install(data_dir())  # internal errors keep their traceback there
    except OSError as error:  # no writable data folder: the studio still starts
        print(f"puzzle-studio: no log file: {error}", file=sys.stderr)
    from .main_window import MainWindow, app_icon

    app.setWindowIcon(app_icon())
    # Cyclic garbage collection only on the GUI thread, from a timer: a collection started in a
    # solver thread could destroy dead widgets there and deadlock Qt (pyqtgraph's helper does
    # exactly this; keep a reference so its timer lives as long as the application).
    from pyqtgraph.util.garbage_collector import GarbageCollector

    app.garbage_collector = GarbageCollector(interval=1.0)
    window = MainWindow()
    window.show()
    for path in args.files:
        window.open_file(path)
    if args.quit_after is not None:
        QTimer.singleShot(int(args.quit_after * 1000), window.close)
        QTimer.singleShot(int(args.quit_after * 1000) + 100, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
