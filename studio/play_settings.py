"""The player's settings, the same in every open puzzle and kept between sessions: live error
marking, the clock on screen, and (nonogram) crossing out the rest of a finished line.

Each play panel shows them as ``SettingBox`` check boxes; a box changed in one
puzzle changes the same box in every other (``PLAY_SETTINGS.changed``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtWidgets import QCheckBox

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPushButton, QWidget

DEFAULTS = {
    "mark_errors": True,  # rule errors marked as the player goes
    "show_clock": True,
    "auto_cross": False,  # nonogram: a line whose clue is met gets its empty cells crossed out
    "hint_at_once": False,  # Hint shows and applies a deduction in one press (else: show, then apply)
}


class PlaySettings(QObject):
    changed = Signal(str, bool)  # key, value

    def value(self, key: str) -> bool:
        return bool(QSettings().value(f"play/{key}", DEFAULTS[key], type=bool))

    def set(self, key: str, on: bool) -> None:
        if on != self.value(key):
            QSettings().setValue(f"play/{key}", bool(on))
            self.changed.emit(key, bool(on))


PLAY_SETTINGS = PlaySettings()


class SettingBox(QCheckBox):
    """A check box that shows and sets one player setting, and follows it when another
    puzzle's box changes it (a slot of the box: Qt disconnects it when the box goes)."""

    def __init__(self, text: str, key: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.key = key
        self.setChecked(PLAY_SETTINGS.value(key))
        self.toggled.connect(lambda on: PLAY_SETTINGS.set(key, on))
        PLAY_SETTINGS.changed.connect(self._follow)

    def _follow(self, key: str, on: bool) -> None:
        if key == self.key and self.isChecked() != on:
            self.setChecked(on)


def hint_box(button: QPushButton) -> SettingBox:
    """Every genre's "Hint applies at once" box (issue 38: two presses per deduction, no choice).
    The Hint ``button``'s tooltip follows it: its own two-press words while off, one press on."""
    box = SettingBox(QCoreApplication.translate("PlaySettings", "Hint applies at once"), "hint_at_once")
    box.setToolTip(QCoreApplication.translate("PlaySettings", "One press of Hint shows the next deduction and "
                                              "makes it (Undo takes it back); else a second press makes it"))
    two_presses = button.toolTip()
    at_once = QCoreApplication.translate("PlaySettings", "Show the next deduction and make it at once (Undo takes it back)")

    def follow(on: bool) -> None:
        button.setToolTip(at_once if on else two_presses)

    box.toggled.connect(follow)  # the box and the button go with their panel
    follow(box.isChecked())
    return box


def hint_at_once() -> bool:
    return PLAY_SETTINGS.value("hint_at_once")


def clock_box() -> SettingBox:
    """Every genre's "Show the clock" box (one text to translate)."""
    return SettingBox(QCoreApplication.translate("PlaySettings", "Show the clock"), "show_clock")
