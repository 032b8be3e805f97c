"""Light and dark themes: a Fusion palette for the widgets plus resources/style/*.qss."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from .i18n import RESOURCES


def apply(dark: bool) -> None:
    app = QApplication.instance()
    if app is None:
        return
    app.setStyle("Fusion")
    palette = QPalette()
    if dark:
        colours = {
            QPalette.ColorRole.Window: "#25262b", QPalette.ColorRole.WindowText: "#e5e7eb",
            QPalette.ColorRole.Base: "#1e1f24", QPalette.ColorRole.AlternateBase: "#2c2d33",
            QPalette.ColorRole.Text: "#e5e7eb", QPalette.ColorRole.Button: "#2f3138",
            QPalette.ColorRole.ButtonText: "#e5e7eb", QPalette.ColorRole.Highlight: "#3b82f6",
            QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#2f3138",
            QPalette.ColorRole.ToolTipText: "#e5e7eb", QPalette.ColorRole.PlaceholderText: "#8b9099",
        }
        for role, colour in colours.items():
            palette.setColor(role, QColor(colour))
        palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#6b7280"))
        palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#6b7280"))
    else:
        palette = app.style().standardPalette()
    app.setPalette(palette)
    sheet = RESOURCES / "style" / ("dark.qss" if dark else "light.qss")
    app.setStyleSheet(sheet.read_text(encoding="utf-8") if sheet.exists() else "")
