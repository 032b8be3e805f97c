"""Preferences and recent files (QSettings), where autosaves go, and where Save and Export start."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

import solvers
from solvers.samples import SAMPLES

MAX_RECENT = 10
# The application's own folders: the shipped samples (inside solvers/ in a wheel, beside it
# in a checkout) and the two packages. A user's file is never written there, and no dialog
# starts there: in a virtual environment site-packages is writable, so Ctrl+S on a sample
# overwrote the shipped file.
SHIPPED = (SAMPLES, Path(solvers.__file__).parent, Path(__file__).parent)


def settings() -> QSettings:
    return QSettings()


def recent_files() -> list[str]:
    value = settings().value("recent_files", [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in (value or [])]


def add_recent_file(path: str | Path) -> list[str]:
    path = str(Path(path).resolve())
    files = [path] + [f for f in recent_files() if f != path]
    files = files[:MAX_RECENT]
    settings().setValue("recent_files", files)
    return files


def autosave_dir() -> Path:
    configured = settings().value("autosave_dir", "")
    if configured:
        return Path(str(configured))
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


def data_dir() -> Path:
    """The studio's data folder (the log file; autosave's folder is in it unless configured)."""
    configured = settings().value("data_dir", "")
    if configured:
        return Path(str(configured))
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def documents_dir() -> Path:
    """The user's documents folder (the home folder when the platform has none)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(folder) if folder and Path(folder).is_dir() else Path.home()


def is_writable_dir(folder: Path) -> bool:
    return folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)


def is_shipped(path: str | Path) -> bool:
    """Whether ``path`` lies in the application's own folders (SHIPPED)."""
    resolved = Path(path).resolve()
    return any(resolved == folder.resolve() or folder.resolve() in resolved.parents for folder in SHIPPED)


def save_dir(document_path: str | Path | None) -> Path:
    """Where Save As and Export start: the document's own folder when one can write there and it
    is the user's (not the sample library), else the documents folder."""
    if document_path and is_writable_dir(Path(document_path).parent) and not is_shipped(document_path):
        return Path(document_path).parent
    return documents_dir()


def open_dir() -> Path:
    """Where Open and Import start: the folder last opened from, unless it is gone or one of the
    application's own; else the documents folder."""
    last = str(settings().value("last_dir", "") or "")
    if last and Path(last).is_dir() and not is_shipped(last):
        return Path(last)
    return documents_dir()
