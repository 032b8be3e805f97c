"""Light and dark themes: a Fusion palette for the widgets plus resources/style/*.qss."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from .i18n import RESOURCES

# The theme apply() last gave the application, kept on the application object itself (a new
# QApplication starts without one).
_APPLIED = "puzzle_studio_theme"


def palette(dark: bool, app: QApplication) -> QPalette:
    """The theme's palette; the light one is Fusion's own (``app`` must have Fusion set)."""
    if not dark:
        return app.style().standardPalette()
    dark_palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#25262b", QPalette.ColorRole.WindowText: "#e5e7eb",
        QPalette.ColorRole.Base: "#1e1f24", QPalette.ColorRole.AlternateBase: "#2c2d33",
        QPalette.ColorRole.Text: "#e5e7eb", QPalette.ColorRole.Button: "#2f3138",
        QPalette.ColorRole.ButtonText: "#e5e7eb", QPalette.ColorRole.Highlight: "#3b82f6",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#2f3138",
        QPalette.ColorRole.ToolTipText: "#e5e7eb", QPalette.ColorRole.PlaceholderText: "#8b9099",
    }
    for role, colour in colours.items():
        dark_palette.setColor(role, QColor(colour))
    dark_palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#6b7280"))
    dark_palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#6b7280"))
    return dark_palette


def style_sheet(dark: bool) -> str:
    sheet = RESOURCES / "style" / ("dark.qss" if dark else "light.qss")
    return sheet.read_text(encoding="utf-8") if sheet.exists() else ""


def apply(dark: bool) -> None:
    """Give the application the light or dark theme.

    Setting a style, palette or style sheet on the application re-polishes every widget alive,
    whatever it was before: with a few thousand widgets that took seconds (each window calls
    this when it opens). So nothing is set when the application already has this theme; a
    widget created later takes the application's theme by itself."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):  # none yet (or a QCoreApplication: no widgets to theme)
        return
    name = "dark" if dark else "light"
    sheet = style_sheet(dark)
    if (app.property(_APPLIED) == name and app.styleSheet() == sheet
            and app.palette() == palette(dark, app)):
        return
    app.setStyle("Fusion")
    app.setPalette(palette(dark, app))
    app.setStyleSheet(sheet)
    app.setProperty(_APPLIED, name)
