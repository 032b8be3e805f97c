"""The rows an Edit panel starts with (nonogram, Galaxies): the puzzle's title and its size.

A title edit is a move (undoable, and it marks the document modified); Resize asks the
document's ``resize_grid(width, height)``, which is one too. Texts translate in the owner's context
(``owner.tr``), so each genre keeps its own translations. Numberlink's size boxes resize as
they change and its title is undoable: it builds its own rows.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLineEdit, QPushButton, QSpinBox

from .moves import PartsMove


def title_and_size_rows(owner, form: QFormLayout, document, max_size: int):
    """Add the Title and Size rows to ``form``; returns (title edit, width box, height box)."""
    title_edit = QLineEdit(document.title)
    title_edit.editingFinished.connect(lambda: retitle(document, title_edit.text().strip()))
    form.addRow(owner.tr("Title"), title_edit)
    size = QHBoxLayout()
    width_box, height_box = QSpinBox(), QSpinBox()
    for box in (width_box, height_box):
        box.setRange(1, max_size)
        size.addWidget(box)
    width_box.setPrefix(owner.tr("W "))
    height_box.setPrefix(owner.tr("H "))
    resize = QPushButton(owner.tr("Resize"))
    resize.clicked.connect(lambda: document.resize_grid(width_box.value(), height_box.value()))
    size.addWidget(resize)
    form.addRow(owner.tr("Size"), size)
    return title_edit, width_box, height_box


def retitle(document, text: str) -> None:
    if text != document.title:
        document.push(PartsMove(document.tr("Rename"), {"title": document.title}, {"title": text}))


def show_size(width_box: QSpinBox, height_box: QSpinBox, shape) -> None:
    """Show the grid's (height, width) without resizing it again."""
    h, w = shape
    for box, value in ((width_box, w), (height_box, h)):
        with QSignalBlocker(box):
            box.setValue(value)
