"""A read-only nonogram view: clues beside a grid, the board painted cell by cell.

The placeholder of the real editor (issue: the studio, part 1); it already paints through
one ``paint`` function onto any QPainter, as DESIGN.md asks of renderers.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QWidget

from solvers.nonogram.model import EMPTY, FILLED, Nonogram

CELL = 22


def clue_extent(puzzle: Nonogram) -> tuple[int, int]:
    """(columns of row clues, rows of column clues) the margins must hold."""
    return (max(1, max(len(c) for c in puzzle.rows)), max(1, max(len(c) for c in puzzle.cols)))


def paint(painter: QPainter, puzzle: Nonogram, board: np.ndarray | None, cell: int = CELL) -> None:
    left_n, top_n = clue_extent(puzzle)
    ox, oy = left_n * cell, top_n * cell
    h, w = puzzle.shape
    painter.fillRect(QRectF(0, 0, ox + w * cell + 1, oy + h * cell + 1), QColor("white"))
    font = QFont()
    font.setPixelSize(int(cell * 0.55))
    painter.setFont(font)
    painter.setPen(QColor("#222"))
    for r, clue in enumerate(puzzle.rows):
        for i, number in enumerate(reversed(clue or (0,))):
            rect = QRectF(ox - (i + 1) * cell, oy + r * cell, cell, cell)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(number))
    for c, clue in enumerate(puzzle.cols):
        for i, number in enumerate(reversed(clue or (0,))):
            rect = QRectF(ox + c * cell, oy - (i + 1) * cell, cell, cell)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(number))
    if board is not None:
        for r in range(h):
            for c in range(w):
                rect = QRectF(ox + c * cell, oy + r * cell, cell, cell)
                if board[r, c] == FILLED:
                    painter.fillRect(rect.adjusted(1, 1, -1, -1), QColor("#1f2937"))
                elif board[r, c] == EMPTY:
                    painter.setPen(QPen(QColor("#9ca3af"), 1))
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "·")
    for i in range(h + 1):  # every fifth line thicker, as on paper
        painter.setPen(QPen(QColor("#111" if i % 5 == 0 or i == h else "#bbb"), 2 if i % 5 == 0 or i == h else 1))
        painter.drawLine(ox, oy + i * cell, ox + w * cell, oy + i * cell)
    for j in range(w + 1):
        painter.setPen(QPen(QColor("#111" if j % 5 == 0 or j == w else "#bbb"), 2 if j % 5 == 0 or j == w else 1))
        painter.drawLine(ox + j * cell, oy, ox + j * cell, oy + h * cell)


class NonogramView(QWidget):
    def __init__(self, puzzle: Nonogram, parent=None):
        super().__init__(parent)
        self.puzzle = puzzle
        self.board = None

    def set_board(self, board) -> None:
        self.board = board
        self.update()

    def sizeHint(self) -> QSize:
        left_n, top_n = clue_extent(self.puzzle)
        return QSize((left_n + self.puzzle.width) * CELL + 2, (top_n + self.puzzle.height) * CELL + 2)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint(painter, self.puzzle, self.board)
        painter.end()
