"""Autosave: unsaved work is written a few seconds after its last change and offered back after a crash.

On disk, in ``settings.autosave_dir()``, each document with unsaved changes has two files:

- ``<key>.json``: the document's native text (``doc.native_text()``, play state included), so
  it opens as it is, in the studio or any reader of the native format;
- ``<key>.meta.json``: what a restore needs besides: the path the document belonged to (or
  null), its display title, and the digest of that file on disk at the time (so that Save still
  notices a change made elsewhere meanwhile; see studio.file_watch).

Both are written atomically (a temporary file renamed over the target). A restore reads every
``<key>.json``; a missing or damaged meta file only loses the path and the title, and a
document file that does not open is set aside as ``<key>.json.damaged`` (not deleted: it may
still hold something the author wants back).

Writing never raises: it runs from a timer, where an exception reaches nobody. A failure
(the folder cannot be created, is read-only, the disk is full) is reported through ``failed``,
the documents stay due, and the next change of any document tries again.
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from solvers.textfiles import write_text

from . import settings as prefs

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from .document import PuzzleDocument


log = logging.getLogger(__name__)

DELAY_MS = 3000  # after the last change of any document: a burst of edits is written once
# ... but no later than this after the first change not yet written: a player who clicks every
# two seconds for an hour would otherwise never be autosaved.
MAX_WAIT_S = 30.0
META_SUFFIX = ".meta.json"


def first_line(error: BaseException) -> str:
    """One line that says what went wrong (an OSError's reason without errno and path)."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


class Autosaver(QObject):
    failed = Signal(str)  # a write failed: why, in one line (emitted on each failed attempt)
    recovered = Signal()  # a write succeeded after a failure

    def __init__(self, needs_saving: Callable[[PuzzleDocument], bool],
                 describe: Callable[[PuzzleDocument], dict], parent: QObject | None = None) -> None:
        """``needs_saving(doc)``: whether the document has unsaved changes; ``describe(doc)``:
        the dict written to its meta file."""
        super().__init__(parent)
        self.needs_saving, self.describe = needs_saving, describe
        self.keys: dict = {}  # document -> the name of its files in the autosave folder
        self.due: set = set()  # documents changed since their last successful autosave
        self.failing = False
        self._waiting_since: float | None = None  # when the first change not yet written came
        self.delay_ms = DELAY_MS  # the pause that ends a burst of changes
        # The clock MAX_WAIT_S is measured on: a test steps a clock of its own through a long
        # stream of changes instead of racing real clicks against the timer.
        self.clock = time.monotonic
        self.timer = QTimer(self, singleShot=True, interval=DELAY_MS, timeout=self.flush)

    def track(self, doc: PuzzleDocument, key: str | None = None) -> None:
        """Autosave this document from now on (under ``key`` when it was restored from one)."""
        if doc not in self.keys:
            # Every change of a document goes through its undo stack: undo and redo too.
            doc.undo_stack.indexChanged.connect(lambda _index, d=doc: self.changed(d))
        self.keys[doc] = key or self.keys.get(doc) or uuid.uuid4().hex

    def changed(self, doc: PuzzleDocument) -> None:
        if doc not in self.keys:
            return
        self.due.add(doc)
        now = self.clock()
        if not self.timer.isActive() or self._waiting_since is None:
            self._waiting_since = now
        # (Re)start: the write waits for a pause in the changes, but not beyond MAX_WAIT_S after
        # the first change not yet written; a change after that makes it due at once.
        left_ms = max(0, round((self._waiting_since + MAX_WAIT_S - now) * 1000))
        self.timer.start(min(self.delay_ms, left_ms))

    def flush(self, docs: Iterable[PuzzleDocument] | None = None) -> bool:
        """Write the due documents (or ``docs``) now; False when a write failed."""
        errors = []
        for doc in list(self.due if docs is None else docs):
            if doc not in self.keys:
                continue
            if not self.needs_saving(doc):
                self.drop(doc)  # undone back to the saved state: nothing to restore
                continue
            try:
                self._write(doc)
            except Exception as error:
                log.warning("autosave failed", exc_info=not isinstance(error, OSError))
                errors.append(first_line(error))
            else:
                self.due.discard(doc)
        if errors:
            self.failing = True
            self.failed.emit(errors[0])
        elif self.failing:
            self.failing = False
            self.recovered.emit()
        return not errors

    def _write(self, doc: PuzzleDocument) -> None:
        folder = prefs.autosave_dir()
        folder.mkdir(parents=True, exist_ok=True)
        key = self.keys[doc]
        write_text(folder / f"{key}.json", doc.native_text())
        write_text(folder / f"{key}{META_SUFFIX}", json.dumps(self.describe(doc), indent=1))

    def drop(self, doc: PuzzleDocument) -> None:
        """The document was saved or its changes discarded: its autosave is of no more use."""
        self.due.discard(doc)
        key = self.keys.get(doc)
        if key:
            remove_files(prefs.autosave_dir(), key)

    def forget(self, doc: PuzzleDocument) -> None:
        """The document is closing (after ``drop`` or not)."""
        self.due.discard(doc)
        self.keys.pop(doc, None)


def remove_files(folder: Path, key: str) -> None:
    for path in (folder / f"{key}.json", folder / f"{key}{META_SUFFIX}"):
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass  # a read-only folder: the files stay, and a restore offers them once more


@dataclass
class Found:
    """One autosaved document in the folder."""

    key: str
    path: Path  # the document's native text
    meta: dict

    def set_aside(self) -> None:
        """A document file that does not open: renamed, so that it is not offered again."""
        try:
            self.path.replace(self.path.with_name(self.path.name + ".damaged"))
        except OSError:
            pass
        remove_files(self.path.parent, self.key)

    def remove(self) -> None:
        remove_files(self.path.parent, self.key)


def found(folder: Path) -> list[Found]:
    """The autosaved documents in ``folder``, sorted by name (an empty list when none)."""
    if not folder.is_dir():
        return []
    result = []
    for path in sorted(folder.glob("*.json")):
        if path.name.endswith(META_SUFFIX):
            continue
        key = path.name[:-len(".json")]
        result.append(Found(key, path, _read_meta(folder / f"{key}{META_SUFFIX}")))
    return result


def _read_meta(path: Path) -> dict:
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # missing (an autosave of an older version) or half-written
    return meta if isinstance(meta, dict) else {}
