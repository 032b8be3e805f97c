"""Preferences and recent files (QSettings), where autosaves go, and where Save and Export start."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

MAX_RECENT = 10


def settings() -> QSettings:
    return QSettings()


def recent_files() -> list[str]:
    value = settings().value("recent_files", [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in (value or [])]


def add_recent_file(path) -> list[str]:
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


def documents_dir() -> Path:
    """The user's documents folder (the home folder when the platform has none)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(folder) if folder and Path(folder).is_dir() else Path.home()


def is_writable_dir(folder: Path) -> bool:
    return folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)


def save_dir(document_path) -> Path:
    """Where Save As and Export start: the document's own folder when one can write there (not
    the folder last opened: that may be a read-only sample library), else the documents folder."""
    if document_path and is_writable_dir(Path(document_path).parent):
        return Path(document_path).parent
    return documents_dir()
