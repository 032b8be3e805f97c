"""One-row lights in the studio: a document (the engine's game state, a grid that toggles a
cell in Play, the shared solve panel) and its one declaration, a GenreUI registered on import."""

from __future__ import annotations

from typing import ClassVar

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QLabel

from solvers.events import Step
from studio import history
from studio.document import PLAY, Part, PuzzleDocument
from studio.grid_view import GridView
from studio.moves import CellsMove
from studio.registry import GenreUI, register
from studio.solve_panel import SolvePanel, Teacher

from .engine import METHODS, formats, solve_events
from .engine.model import Lights
from .engine.moves import MODEL


class Layout:
    def __init__(self, width: int, cell: int) -> None:
        self.cell, self.width, self.height = cell, width * cell, cell


class LightsGrid(GridView):
    ZOOMS = (16, 24, 32, 48)

    def __init__(self, document: LightsDocument) -> None:
        super().__init__(document, 32)

    def make_layout(self) -> Layout:
        return Layout(len(self.document.clues), self.cell)

    def fit(self, width: int, height: int) -> None:
        self.set_fitted_size(min(width / max(1, len(self.document.clues)), height))

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        for i, clue in enumerate(self.document.clues):
            lit = self.document.board[0, i]
            painter.fillRect(i * self.cell, 0, self.cell, self.cell, Qt.GlobalColor.yellow if lit else Qt.GlobalColor.white)
            painter.drawRect(i * self.cell, 0, self.cell, self.cell)
            if clue is not None:
                painter.drawText(i * self.cell, 0, self.cell, self.cell, Qt.AlignmentFlag.AlignCenter, str(clue))
        painter.end()

    def mousePressEvent(self, event: object) -> None:
        self.document.toggle(int(event.position().x() // self.cell))


class LightsTeacher(Teacher):
    methods: ClassVar[dict] = dict(METHODS)
    complete_methods = ("auto", "brute")

    def events(self, puzzle: Lights, method: str, options: object):
        return lambda cancel: solve_events(puzzle, method, options, cancel)

    def start_board(self, puzzle: Lights) -> np.ndarray:
        return np.zeros((1, puzzle.width), dtype=np.int8)

    def apply(self, board: np.ndarray, step: Step) -> None:
        pass


class Player(QLabel):
    def finish_text(self) -> str:
        return "Solved"

    def hint_or_apply(self) -> None:
        pass


class LightsDocument(PuzzleDocument):
    genre = "lights"
    model = MODEL
    clues, board = Part[tuple](), Part[np.ndarray]()  # the parts of the document's game's state

    def __init__(self, puzzle: Lights, path: str | None = None) -> None:
        super().__init__(MODEL.initial_state(puzzle), path)
        self.grid = LightsGrid(self)
        self.author = QLabel("lights")
        self.player = Player("")
        self.build_frame(self.grid, self.author, SolvePanel(self, LightsTeacher()), self.player)

    def puzzle(self) -> Lights:
        return Lights(tuple(self.clues), self.title)

    def state(self) -> dict:
        return {"clues": self.clues, "board": self.board, "title": self.title}

    def restore_state(self, parts: dict) -> None:
        if "clues" in parts:
            self.clues = tuple(parts["clues"])
        if "board" in parts:
            self.board = parts["board"].copy()
        if "title" in parts:
            self.take_title(parts["title"])
        self.grid.relayout()

    def puzzle_key(self) -> tuple:
        return tuple(self.clues)

    def puzzle_json(self) -> str:
        return formats.write(self.puzzle())

    def export_text(self, fmt: str) -> str:
        return formats.write(self.puzzle(), fmt)

    def toggle(self, cell: int) -> None:
        if self.mode() == PLAY and 0 <= cell < len(self.clues):
            old = int(self.board[0, cell])
            self.push(CellsMove(f"Light {cell + 1}", "board", [(0, cell)], [old], [1 - old]))

    def clear(self) -> None:
        lit = [(0, int(i)) for i in np.flatnonzero(self.board[0])]
        if lit:
            self.push(CellsMove("Clear", "board", lit, [1] * len(lit), [0] * len(lit)))

    def check_puzzle(self) -> None:
        pass

    def lit_row(self) -> str:
        return MODEL.row(self.state())


def open_document(path: str, fmt: str | None = None) -> LightsDocument:
    document = LightsDocument(formats.read_file(path, fmt), path=str(path))
    history.resume(document, history.section_of(path))
    return document


def preview(puzzle: Lights, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.white)
    return pixmap


register(GenreUI("lights", lambda width, height: LightsDocument(Lights((None,) * width)), open_document,
                 formats.MAX_WIDTH, from_puzzle=LightsDocument, preview=preview, new_size=(5, 2),
                 sample_titles=("Three in a row",)))
