"""A finish worth the effort: when the player completes a puzzle, a short warm glow passes over
the grid (rises and fades in under a second), then the clean finished picture stays. One widget
over any genre's grid, so every genre celebrates the same way; it never takes a click."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

GLOW_MS = 900
GLOW = QColor("#fbbf24")  # amber: warm on the light and the dark theme alike
PEAK_ALPHA = 0.35  # at its brightest the grid still shows through


class FinishGlow(QWidget):
    def __init__(self, grid: QWidget) -> None:
        super().__init__(grid)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()
        self.phase = 0.0
        self.animation = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=GLOW_MS)
        self.animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.hide)

    def play(self) -> None:
        parent = self.parentWidget()
        if parent is None:  # (made over its grid: never, but a glow without one has no place)
            return
        self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.animation.stop()
        self.animation.start()

    def stop(self) -> None:
        self.animation.stop()
        self.hide()

    def _step(self, value: float) -> None:
        self.phase = float(value)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        colour = QColor(GLOW)
        colour.setAlphaF(PEAK_ALPHA * math.sin(math.pi * self.phase))  # rises, then fades
        QPainter(self).fillRect(self.rect(), colour)
