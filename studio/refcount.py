"""Guard against PySide6 bindings that release ``None`` / ``True`` / ``False`` once too often.

PySide6 6.12.0 (the abi3 wheels) drops one reference to ``None`` too many on every call of a
method that returns ``void`` (``QObject.setObjectName``, ``QPainter.fillRect``,
``QWidget.update``, ``QCoreApplication.processEvents``, ...), and one reference to ``True`` or
``False`` on every emission of a ``Signal(bool)``. From Python 3.12 on these three objects are
immortal (PEP 683) and the extra release does nothing; on Python 3.11 their reference count
runs down, and when it reaches zero the interpreter aborts with "Fatal Python error:
none_dealloc: deallocating None" (or "bool_dealloc"). The count starts at a few thousand, so
a few seconds of painting a 20x20 board at 30 frames a second (a live GA run) was enough;
anything slower crashed at interpreter shutdown instead. It has nothing to do with threads
or processEvents: one thread calling ``QObject().setObjectName("x")`` 5000 times crashes.

``install()`` measures whether the running bindings have the fault and, only if they do,
adds 2**40 to the reference count of the affected singletons: what 3.12 does by making them
immortal. The singletons are never freed anyway; at one lost reference per call this lasts
for millions of years of calls. On bindings without the fault, or on Python >= 3.12, it
does nothing. ``studio/__init__.py`` calls it, so the app, the tests and any script that
imports the studio are covered before they touch Qt.
"""

from __future__ import annotations

import ctypes
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

HEADROOM = 1 << 40
PROBES = 16
guarded: dict[str, int] = {}  # name -> references lost per probe call, where a fault was found


def _lost(obj: object, call: Callable[[], object]) -> int:
    before = sys.getrefcount(obj)
    for _ in range(PROBES):
        call()
    return before - sys.getrefcount(obj)


def _bump(obj: object) -> None:
    # CPython < 3.12: the object header starts with ob_refcnt, a Py_ssize_t.
    ctypes.c_ssize_t.from_address(id(obj)).value += HEADROOM


def install() -> dict[str, int]:
    """Probe the PySide6 bindings once and guard the singletons they over-release."""
    if guarded or sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return guarded
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        flag = Signal(bool)

    probe = _Probe()
    probe.flag.connect(lambda value: None)
    for name, obj, call in (("None", None, lambda: probe.setObjectName("probe")),
                            ("True", True, lambda: probe.flag.emit(True)),
                            ("False", False, lambda: probe.flag.emit(False))):
        lost = _lost(obj, call)
        if lost >= PROBES:  # at least one reference lost per call: the fault, not noise
            _bump(obj)
            guarded[name] = lost // PROBES
    probe.flag.disconnect()
    return guarded
