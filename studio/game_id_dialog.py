"""File > Open Game ID or URL…: a puzzle pasted as text, as Simon Tatham's Game > Specific
takes a game ID: a Tatham ID, a puzz.link URL or any one-line format the genres read. The
content says the genre (solvers.genres.genre_of_text); the puzzle opens untitled, in Play."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

# The longest text a pasted ID may be: a 100x100 puzzle's ID is well under this, and a
# clipboard holding a whole document is not an ID.
MAX_ID_LENGTH = 200_000


class GameIdDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open Game ID or URL"))
        self.text_box = QLineEdit()
        self.text_box.setMaxLength(MAX_ID_LENGTH)
        self.text_box.setPlaceholderText(self.tr("e.g. 7x7:… (Simon Tatham's game ID) or https://puzz.link/p?…"))
        self.text_box.setMinimumWidth(480)
        pasted = QGuiApplication.clipboard().text().strip()
        if pasted and "\n" not in pasted and len(pasted) <= MAX_ID_LENGTH:
            self.text_box.setText(pasted)  # what was just copied is most often what to open
            self.text_box.selectAll()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(QLabel(self.tr("A game ID, a puzz.link URL or a puzzle on one line:")))
        box.addWidget(self.text_box)
        box.addWidget(buttons)

    def text(self) -> str:
        return self.text_box.text().strip()
