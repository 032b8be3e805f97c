"""Watch the files of the open documents: a change made elsewhere is noticed, our own saves are not.

Each watched document has a baseline: the digest of its file as the studio last read or wrote
it (None: there is no file). QFileSystemWatcher only says that something happened; comparing
the file with the baseline says whether someone else changed it. So the window's own saves
never prompt (the baseline is set from the bytes written), the several events of one outside
write prompt once, and a touch that changes nothing prompts nobody.

A file replaced by a rename (how every atomic writer saves, ours included) or deleted is dropped
by the watcher, so the paths are added again after every event; the folders are watched too,
which also notices a deleted file coming back.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

if TYPE_CHECKING:
    from .document import PuzzleDocument

SETTLE_MS = 150  # an outside save is several events (write, rename): look once they settled


def digest_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def digest(path: str | Path) -> str | None:
    """The digest of a file's content, None when it cannot be read (deleted, moved)."""
    try:
        return digest_of(Path(path).read_bytes())
    except OSError:
        return None


class FileWatch(QObject):
    changed_elsewhere = Signal(object)  # a document whose file no longer matches its baseline

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._event)
        self.watcher.directoryChanged.connect(self._event)
        self.paths: dict = {}  # document -> the path it is watched under
        self.baselines: dict = {}  # document -> digest (None: no file)
        self._due: set = set()
        self.settle = QTimer(self, singleShot=True, interval=SETTLE_MS, timeout=self._check)

    def watch(self, doc: PuzzleDocument, baseline: str | bool | None = False) -> None:
        """Watch ``doc.path`` (nothing when it has none); the baseline is the file as it is now
        unless given (the digest of what was just written, or recorded by an autosave)."""
        self.forget(doc)
        if not doc.path:
            return
        self.paths[doc] = str(Path(doc.path).absolute())
        self.baselines[doc] = digest(doc.path) if baseline is False else baseline
        self._sync()

    def accept(self, doc: PuzzleDocument) -> None:
        """The user has seen the file as it is now (chose to keep their version)."""
        if doc in self.paths:
            self.baselines[doc] = digest(self.paths[doc])

    def forget(self, doc: PuzzleDocument) -> None:
        self.paths.pop(doc, None)
        self.baselines.pop(doc, None)
        self._due.discard(doc)
        self._sync()

    def differs(self, doc: PuzzleDocument) -> bool:
        """Whether the document's file was changed or deleted since the studio read or wrote it."""
        return doc in self.paths and digest(self.paths[doc]) != self.baselines[doc]

    def _sync(self) -> None:
        """Make the watcher's list the documents' files and folders (those that exist)."""
        wanted = set(self.paths.values()) | {str(Path(p).parent) for p in self.paths.values()}
        wanted = {p for p in wanted if Path(p).exists()}
        current = set(self.watcher.files()) | set(self.watcher.directories())
        if current - wanted:
            self.watcher.removePaths(sorted(current - wanted))
        if wanted - current:
            self.watcher.addPaths(sorted(wanted - current))

    def _event(self, path: str) -> None:
        for doc, watched in self.paths.items():
            if path in (watched, str(Path(watched).parent)):
                self._due.add(doc)
        if self._due:
            self.settle.start()

    def _check(self) -> None:
        self._sync()  # a file replaced by rename was dropped by the watcher: add it again
        due, self._due = self._due, set()
        for doc in due:
            if self.differs(doc):
                self.changed_elsewhere.emit(doc)
