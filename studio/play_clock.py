"""The player's clock of every genre: it starts the first time the player enters Play, stops
when the puzzle is complete (the label keeps the time) and, if a later move (an undo) breaks
the solution again, goes on from the time it showed: the time after a finish is not solving
time. Its seconds are part of the saved game (studio.history), so a reopened or restored game
goes on from where it was, not from 0."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QLabel

from .play_settings import PLAY_SETTINGS


class PlayClock(QObject):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.started = self.finished = None  # time.monotonic() values
        self.banked = 0.0  # seconds counted before ``started``: a saved game's, or before a finish
        # The time at the player's last move: what a save keeps. Not the time now, which would
        # make every save (and every autosave's text) differ from the last with no move made.
        self.at_last_move = 0.0
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

    def _setting(self, key: str, on: bool) -> None:
        if key == "show_clock" and (self.label.parentWidget() is not None or not on):
            self.label.setVisible(on)

    @property
    def shown(self) -> bool:
        return PLAY_SETTINGS.value("show_clock")

    def start(self) -> None:
        if self.started is None:
            self.started = time.monotonic()
            self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def update(self, solved: bool) -> bool:
        """After a move: True when this move completed the puzzle (the genre says so)."""
        finished = self._update(solved)
        self.at_last_move = self.seconds()
        return finished

    def _update(self, solved: bool) -> bool:
        if solved and self.finished is None:
            if self.started is None:  # solved without entering Play (e.g. a test, a reveal)
                self.started = time.monotonic()
            self.finished = time.monotonic()
            self.tick()
            return True
        if not solved and self.finished is not None:
            self.unfinish()
        return False

    def unfinish(self) -> None:
        """The finish is taken back: the clock goes on from the time it showed."""
        if self.finished is None:
            return
        self.banked += self.finished - self.started
        self.started, self.finished = time.monotonic(), None
        self.tick()

    def seconds(self) -> float:
        """Solving time so far (up to the finish, when finished)."""
        if self.started is None:
            return self.banked
        return self.banked + ((self.finished or time.monotonic()) - self.started)

    def restore(self, seconds: float) -> None:
        """A saved game's time: the clock goes on from it (at once if the game reopened in Play,
        else when the player next enters Play)."""
        running = self.started is not None
        self.banked, self.finished, self.at_last_move = seconds, None, seconds
        self.started = time.monotonic() if running else None
        self.tick()

    def text(self) -> str:
        return self.label.text()

    def tick(self) -> None:
        seconds = int(self.seconds())
        self.label.setText(f"{seconds // 60}:{seconds % 60:02d}")
