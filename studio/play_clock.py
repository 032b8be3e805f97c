"""The player's clock of every genre: it starts the first time the player enters Play, stops
when the puzzle is complete (the label keeps the time) and runs on if a later move breaks the
solution again, counting from the first start."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QLabel


class PlayClock(QObject):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.started = self.finished = None  # time.monotonic() values
        self.label = QLabel("0:00")  # the genre's play panel places it
        self.label.setObjectName("timer")
        self.timer = QTimer(self, interval=500, timeout=self.tick)

    def start(self) -> None:
        if self.started is None:
            self.started = time.monotonic()
            self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def update(self, solved: bool) -> bool:
        """After a move: True when this move completed the puzzle (the genre says so)."""
        if solved and self.finished is None:
            if self.started is None:  # solved without entering Play (e.g. a test, a reveal)
                self.started = time.monotonic()
            self.finished = time.monotonic()
            self.tick()
            return True
        if not solved and self.finished is not None:
            self.finished = None
        return False

    def text(self) -> str:
        return self.label.text()

    def tick(self) -> None:
        end = self.finished or time.monotonic()
        seconds = int(end - (self.started or end))
        self.label.setText(f"{seconds // 60}:{seconds % 60:02d}")
