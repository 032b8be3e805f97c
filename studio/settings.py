"""Preferences and recent files (QSettings), and where autosaves go."""

from __future__ import annotations

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
