"""Import a picture (PNG/JPEG) as a starting point: scale to the grid size, threshold, preview.

Shared by the genres whose authors start from a picture (a nonogram's cells, Galaxies' black dots)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
)

from . import settings as prefs

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def image_to_picture(image: QImage, width: int, height: int, threshold: int, invert: bool = False) -> np.ndarray:
    """Scale to width x height (smooth, so a cell is the mean of its pixels) and threshold the
    lightness: darker than ``threshold`` (0-255) is filled. Transparent pixels count as white."""
    scaled = image.convertToFormat(QImage.Format.Format_ARGB32).scaled(
        width, height, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
    pixels = np.frombuffer(scaled.constBits(), dtype=np.uint8).reshape(height, scaled.bytesPerLine() // 4, 4)[:, :width]
    b, g, r, a = (pixels[..., i].astype(float) for i in range(4))
    alpha = a / 255.0
    grey = (0.299 * r + 0.587 * g + 0.114 * b) * alpha + 255 * (1 - alpha)
    filled = grey < threshold
    return (~filled if invert else filled).astype(np.int8)


class PictureImportDialog(QDialog):
    def __init__(self, shape: tuple[int, int], parent: QWidget | None = None, path: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import picture"))
        self.image: QImage | None = None
        self.result_picture: np.ndarray | None = None
        self.choose = QPushButton(self.tr("Choose image…"))
        self.choose.clicked.connect(self._choose)
        self.width_box, self.height_box = QSpinBox(), QSpinBox()
        for box, value in ((self.width_box, shape[1]), (self.height_box, shape[0])):
            box.setRange(1, 100)
            box.setValue(value)
            box.valueChanged.connect(self._update)
        self.threshold = QSlider(Qt.Orientation.Horizontal)
        self.threshold.setRange(1, 254)
        self.threshold.setValue(128)
        self.threshold.valueChanged.connect(self._update)
        self.invert = QCheckBox(self.tr("Invert"))
        self.invert.toggled.connect(self._update)
        self.preview = QLabel()
        self.preview.setMinimumSize(240, 240)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.choose)
        form.addRow(self.tr("Width"), self.width_box)
        form.addRow(self.tr("Height"), self.height_box)
        form.addRow(self.tr("Threshold"), self.threshold)
        form.addRow(self.invert)
        layout = QVBoxLayout(self)  # (``box`` above was each spin box)
        layout.addLayout(form)
        layout.addWidget(self.preview, 1)
        layout.addWidget(buttons)
        if path:
            self.load(path)

    def _choose(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import picture"), str(prefs.open_dir()),
                                              self.tr("Images (*.png *.jpg *.jpeg *.bmp *.gif)"))
        if path:
            self.load(path)

    def load(self, path: str) -> bool:
        image = QImage(path)
        if image.isNull():
            self.preview.setText(self.tr("Cannot read this image."))
            return False
        self.image = image
        self._update()
        return True

    def _update(self, *_) -> None:
        if self.image is None:
            return
        self.result_picture = image_to_picture(self.image, self.width_box.value(), self.height_box.value(),
                                               self.threshold.value(), self.invert.isChecked())
        h, w = self.result_picture.shape
        preview = QImage(w, h, QImage.Format.Format_RGB32)
        preview.fill(Qt.GlobalColor.white)
        for r, c in zip(*np.nonzero(self.result_picture)):
            preview.setPixel(int(c), int(r), 0xFF1F2937)
        self.preview.setPixmap(QPixmap.fromImage(preview).scaled(
            240, 240, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.FastTransformation))
