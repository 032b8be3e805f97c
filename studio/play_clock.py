"""The player's clock of every genre, on screen: the engine's ``Clock`` (solvers/document.py:
it starts the first time the player enters Play, stops when the puzzle is complete and goes on
from the time it showed when a later move breaks the solution) given the time by this label,
which ticks while it runs. Its seconds are part of the saved game (studio.history), so a
reopened or restored game goes on from where it was, not from 0."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QLabel

from solvers.document import Clock

from .play_settings import PLAY_SETTINGS


class PlayClock(QObject):
    def __init__(self, clock: Clock, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clock = clock  # the game's; this object gives it time.monotonic() and shows it
        self.label = QLabel("0:00")  # the genre's play panel places it
        self.label.setObjectName("timer")
        # Hidden (a setting), it keeps its place: the Hint button below must not move.
        policy = self.label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.label.setSizePolicy(policy)
        # it keeps time when hidden: the finish says how long it took only when it is shown
        if not PLAY_SETTINGS.value("show_clock"):
            self.label.hide()  # (shown, a label without a parent yet would be a window)
        PLAY_SETTINGS.changed.connect(self._setting)
        self.timer = QTimer(self, interval=500, timeout=self.tick)

    # What the panels read of the model's clock.
    started = property(lambda self: self.clock.started)
    finished = property(lambda self: self.clock.finished)
    at_last_move = property(lambda self: self.clock.at_last_move)

    def _setting(self, key: str, on: bool) -> None:
        if key == "show_clock" and (self.label.parentWidget() is not None or not on):
            self.label.setVisible(on)

    @property
    def shown(self) -> bool:
        return PLAY_SETTINGS.value("show_clock")

    def start(self) -> None:
        """The player entered Play: the clock starts (the first time) or goes on."""
        if self.clock.start(time.monotonic()):
            self.timer.start()
        self.tick()

    def stop(self) -> None:
        self.timer.stop()

    def pause(self) -> None:
        """The player left Play: the clock stands still until Play is entered again."""
        self.clock.pause(time.monotonic(), Clock.MODE)
        self.tick()

    def moved(self) -> None:
        """A new move (not an undo or a redo): a finish undone goes on counting from here."""
        self.clock.moved(time.monotonic())

    def update(self, solved: bool) -> bool:
        """After a move: True when this move completed the puzzle (the genre says so)."""
        finished = self.clock.update(solved, time.monotonic())
        self.tick()
        return finished

    def unfinish(self) -> None:
        """The finish is taken back: the clock goes on from the time it showed."""
        self.clock.unfinish(time.monotonic())
        self.tick()

    def seconds(self) -> float:
        """Solving time so far (up to the finish, when finished)."""
        return self.clock.seconds(time.monotonic())

    def reset(self, playing: bool) -> None:
        """A new puzzle in the same document: 0:00, running at once when in Play."""
        self.clock.reset()
        if playing:
            self.clock.start(time.monotonic())
        self.tick()

    def restore(self, seconds: float) -> None:
        """A saved game's time: the clock goes on from it (at once if the game reopened in Play,
        else when the player next enters Play)."""
        self.clock.restore(seconds, time.monotonic())
        self.tick()

    def text(self) -> str:
        return self.label.text()

    def tick(self) -> None:
        seconds = int(self.seconds())
        self.label.setText(f"{seconds // 60}:{seconds % 60:02d}")
