"""The studio's log file, ``puzzle-studio.log`` in its data folder (QStandardPaths' AppDataLocation,
where autosave keeps its folder too; ``settings.data_dir``). Internal errors keep their traceback
there, and the user sees one clear line: an exception no code caught (a bug in a slot) goes to
``excepthook``, which logs it and shows one dialog naming the error and the log file. Refused
moves and dropped saved histories are logged too (studio.document, studio.history)."""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from types import TracebackType

LOG_NAME = "puzzle-studio.log"
LOGGERS = ("studio", "solvers")
_handler: logging.Handler | None = None

log = logging.getLogger("studio")


def install(folder: Path) -> Path:
    """Write the studio's and the engine's log records to ``folder``/puzzle-studio.log (a few
    hundred kilobytes kept, in three files) and catch uncaught exceptions. The path is returned."""
    global _handler  # noqa: PLW0603 (one handler for the process, as logging's own)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOG_NAME
    uninstall()
    _handler = logging.handlers.RotatingFileHandler(path, maxBytes=500_000, backupCount=2, encoding="utf-8",
                                                    delay=True)
    _handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    for name in LOGGERS:
        logger = logging.getLogger(name)
        logger.addHandler(_handler)
        logger.setLevel(logging.INFO)
    sys.excepthook = excepthook
    return path


def uninstall() -> None:
    global _handler  # noqa: PLW0603 (one handler for the process, as logging's own)
    if _handler is not None:
        for name in LOGGERS:
            logging.getLogger(name).removeHandler(_handler)
        _handler.close()
        _handler = None
    if sys.excepthook is excepthook:
        sys.excepthook = sys.__excepthook__


def log_path() -> Path | None:
    return Path(_handler.baseFilename) if isinstance(_handler, logging.FileHandler) else None


def one_line(error: BaseException) -> str:
    lines = str(error).splitlines()
    return f"{type(error).__name__}: {lines[0] if lines else ''}".rstrip(": ")


def excepthook(kind: type[BaseException], error: BaseException, traceback: TracebackType | None) -> None:
    """An exception nothing caught: its traceback to the log, one line to the user."""
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, traceback)
        return
    log.critical("internal error", exc_info=(kind, error, traceback))
    where = log_path()
    text = "Internal error, please report it: " + one_line(error)
    if where is not None:
        text += f" (details in {where})"
    print(f"puzzle-studio: {text}", file=sys.stderr)
    from PySide6.QtWidgets import QApplication, QMessageBox

    if QApplication.instance() is not None:
        QMessageBox.warning(QApplication.activeWindow(), QApplication.translate("Logs", "Internal error"), text)
