"""The rows an Edit panel starts with (nonogram, Galaxies): the puzzle's title and its size; and
the size row of every genre's Generate box.

A title edit is a move (undoable, and it marks the document modified); Resize asks the
document's ``resize_grid(width, height)``, which is one too. The texts translate in one context,
"EditForm", for both genres. Numberlink's size boxes resize as they change: it builds its own
rows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSignalBlocker
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLineEdit, QPushButton, QSpinBox, QWidget

from .actions import DocumentActions
from .moves import PartsMove

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from .changes import Change


class EditedDocument(DocumentActions, Protocol):
    """A document whose size the form's Resize changes (one undoable move)."""

    def resize_grid(self, width: int, height: int) -> None: ...


# pyside6-lupdate finds the strings here; _tr looks them up.
_TEXTS = (QT_TRANSLATE_NOOP("EditForm", "Title"), QT_TRANSLATE_NOOP("EditForm", "Size"),
          QT_TRANSLATE_NOOP("EditForm", "Resize"), QT_TRANSLATE_NOOP("EditForm", "W "),
          QT_TRANSLATE_NOOP("EditForm", "H "))


def _tr(text: str) -> str:
    return QCoreApplication.translate("EditForm", text)


def title_and_size_rows(form: QFormLayout, document: EditedDocument, max_size: int) -> tuple[QLineEdit, QSpinBox, QSpinBox]:
    """Add the Title and Size rows to ``form``; returns (title edit, width box, height box)."""
    title_edit = QLineEdit(document.title)
    title_edit.editingFinished.connect(lambda: retitle(document, title_edit.text().strip()))
    form.addRow(_tr("Title"), title_edit)
    size = QHBoxLayout()
    width_box, height_box = QSpinBox(), QSpinBox()
    for box in (width_box, height_box):
        box.setRange(1, max_size)
        size.addWidget(box)
    width_box.setPrefix(_tr("W "))
    height_box.setPrefix(_tr("H "))
    resize = QPushButton(_tr("Resize"))
    resize.clicked.connect(lambda: resize(document, width_box, height_box))
    size.addWidget(resize)
    form.addRow(_tr("Size"), size)
    return title_edit, width_box, height_box


class GenerateSize(QWidget):
    """The Size row of a Generate box (every genre's): width and height boxes, 2 to the
    generator's largest. They show the document's size (a 15x15's box says 15x15, as Tatham's
    Custom dialog starts at the game's size, issue 38) and follow it when it changes (a new
    puzzle, a generated one of another size, a resize); sizes the author typed stay until it does."""

    def __init__(self, document: DocumentActions, maximum: int) -> None:
        super().__init__()
        self.document = document
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.width_box, self.height_box = QSpinBox(), QSpinBox()
        for box, prefix in ((self.width_box, _tr("W ")), (self.height_box, _tr("H "))):
            box.setRange(2, maximum)
            box.setPrefix(prefix)
            layout.addWidget(box)
        self._shape: tuple[int, int] | None = None
        self.model_changed()
        document.subscribe(self.model_changed)

    def model_changed(self, change: Change | None = None) -> None:
        if change is not None and not change.puzzle:
            return
        puzzle = self.document.puzzle()
        shape = (puzzle.height, puzzle.width)
        if shape != self._shape:  # the document's size changed: the boxes show the new one
            self._shape = shape
            self.height_box.setValue(shape[0])  # clamped to the generator's sizes
            self.width_box.setValue(shape[1])


def shrinkable(combo: QComboBox, letters: int = 10) -> QComboBox:
    """``combo`` may be narrower than its longest item (its popup still shows every item whole):
    a level named in a sentence must not squeeze the form's labels ("Difficul") in a panel of
    its least width."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(letters)
    combo.view().setMinimumWidth(combo.view().sizeHintForColumn(0) + 8)
    return combo


def generate_size_row(form: QFormLayout, maximum: int, document: DocumentActions) -> tuple[QSpinBox, QSpinBox]:
    """Add a Generate box's Size row (GenerateSize) to ``form``; returns (width box, height box)."""
    row = GenerateSize(document, maximum)
    form.addRow(_tr("Size"), row)
    return row.width_box, row.height_box


def resize(document: EditedDocument, width_box: QSpinBox, height_box: QSpinBox) -> None:
    """Resize to the boxes' size; a size the document refuses (a clue-only nonogram's) goes
    back to the size it is."""
    document.resize_grid(width_box.value(), height_box.value())
    show_size(width_box, height_box, document.puzzle().shape)


def show_title(title_edit: QLineEdit, text: str) -> None:
    """Show the document's title (a move, an undo or the window changed it)."""
    if title_edit.text() != text:
        title_edit.setText(text)


def retitle(document: EditedDocument, text: str) -> None:
    if text != document.title:
        document.push(PartsMove(document.tr("Rename"), {"title": document.title}, {"title": text}))


def show_size(width_box: QSpinBox, height_box: QSpinBox, shape: tuple[int, int]) -> None:
    """Show the grid's (height, width) without resizing it again."""
    h, w = shape
    for box, value in ((width_box, w), (height_box, h)):
        with QSignalBlocker(box):
            box.setValue(value)


def hide_keeping_focus(widgets: Iterable[QWidget], focus_grid: Callable[[], None]) -> None:
    """Hide ``widgets`` (suggestion buttons that an Apply or an Undo made old). If one of them
    has the keyboard focus, the grid gets it first (``focus_grid``, the document's): Qt would
    pass it to the next widget of the panel, the Generate size box, where the next key typed
    would land."""
    if any(widget.hasFocus() for widget in widgets):
        focus_grid()
    for widget in widgets:
        widget.setVisible(False)
